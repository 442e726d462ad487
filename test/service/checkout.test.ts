/**
 * The hosted checkout over HTTP, on every engine (README.md, Paying in test mode): each documented
 * test instrument paid through POST /checkout/invoices/{id}/pay, with the states of payment,
 * order and invoice and the outbox events it leaves; the page itself (labels, escaping, CSP,
 * CSRF); refusals.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CARD_OK, eventsFor, openCheckout, payableInvoice, paymentIdOf, payViaCheckout } from './payments-support.js';

interface InstrumentCase {
  name: string;
  fields: Record<string, string>;
  want:
    | { outcome: 'captured'; method: string; international?: boolean; card?: { last4: string; network: string; issuer: string | null } }
    | { outcome: 'failed'; reason: string; source: string };
}

const CASES: InstrumentCase[] = [
  {
    name: 'domestic card 4111',
    fields: CARD_OK,
    want: { outcome: 'captured', method: 'card', international: false, card: { last4: '1111', network: 'Visa', issuer: 'HDFC' } },
  },
  {
    name: 'international card 4012',
    fields: { ...CARD_OK, card_number: '4012 8888 8888 1881' },
    want: { outcome: 'captured', method: 'card', international: true, card: { last4: '1881', network: 'Visa', issuer: null } },
  },
  {
    name: 'declined card 4000…0002',
    fields: { ...CARD_OK, card_number: '4000 0000 0000 0002' },
    want: { outcome: 'failed', reason: 'declined_by_bank', source: 'bank' },
  },
  { name: 'expired card', fields: { ...CARD_OK, card_expiry: '01/20' }, want: { outcome: 'failed', reason: 'invalid_expiry_date', source: 'customer' } },
  {
    name: 'EMI on a credit card',
    fields: { ...CARD_OK, method: 'emi', emi_tenure: '6' },
    want: { outcome: 'captured', method: 'emi', international: false, card: { last4: '1111', network: 'Visa', issuer: 'HDFC' } },
  },
  { name: 'UPI success@paisa', fields: { method: 'upi', vpa: 'success@paisa' }, want: { outcome: 'captured', method: 'upi' } },
  { name: 'UPI failure@paisa', fields: { method: 'upi', vpa: 'failure@paisa' }, want: { outcome: 'failed', reason: 'payment_declined', source: 'customer' } },
  { name: 'netbanking HDFC', fields: { method: 'netbanking', bank: 'HDFC' }, want: { outcome: 'captured', method: 'netbanking' } },
  {
    name: 'netbanking failing bank',
    fields: { method: 'netbanking', bank: 'FAIL' },
    want: { outcome: 'failed', reason: 'authentication_failed', source: 'bank' },
  },
  { name: 'wallet paytm', fields: { method: 'wallet', wallet: 'paytm' }, want: { outcome: 'captured', method: 'wallet' } },
  { name: 'failing wallet', fields: { method: 'wallet', wallet: 'failwallet' }, want: { outcome: 'failed', reason: 'insufficient_funds', source: 'bank' } },
];

for (const engine of ENGINES) {
  describe(`hosted checkout [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    it.each(CASES)('pays with $name', async ({ fields, want }) => {
      const { invoice, orderId } = await payableInvoice(gw, { amount: 50_000 });
      const answer = await payViaCheckout(gw, invoice.id, fields);
      expect(answer.status).toBe(200);
      const paymentId = paymentIdOf(answer.html);
      const client = gw.client();
      const payment = await client.payments.fetch(paymentId);
      const order = await client.payments.fetch(paymentId).then(() => gw.ctx.store.transaction((tx) => tx.entities('orders').get('test', orderId)));
      const events = (await eventsFor(gw, paymentId)).map((e) => e.event);

      if (want.outcome === 'captured') {
        expect(answer.html).toContain('Payment successful');
        expect(payment).toMatchObject({
          status: 'captured',
          captured: true,
          method: want.method,
          amount: 50_000,
          order_id: orderId,
          invoice_id: invoice.id,
          fee: 1180,
          tax: 180,
        });
        if (want.international !== undefined) expect(payment.international).toBe(want.international);
        if (want.card) expect(payment.card).toMatchObject({ ...want.card, entity: 'card' });
        expect(payment.error_code).toBeNull();
        expect(order).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0, attempts: 1 });
        const paid = await gw.ctx.store.transaction((tx) => tx.entities('invoices').get('test', invoice.id));
        expect(paid).toMatchObject({ status: 'paid', payment_id: paymentId });
        expect(paid!.paid_at).toEqual(expect.any(Number));
        expect(events.sort()).toEqual(['invoice.paid', 'order.paid', 'payment.authorized', 'payment.captured']);
      } else {
        expect(answer.html).toContain('Payment failed');
        expect(payment).toMatchObject({ status: 'failed', captured: false, error_reason: want.reason, error_source: want.source });
        for (const key of ['error_code', 'error_description', 'error_step'] as const) expect(payment[key]).toEqual(expect.any(String));
        expect(answer.html).toContain(payment.error_description!.replace(/'/g, '&#39;'));
        expect(order).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
        const still = await gw.ctx.store.transaction((tx) => tx.entities('invoices').get('test', invoice.id));
        expect(still).toMatchObject({ status: 'issued', payment_id: null });
        expect(events).toEqual(['payment.failed']);
      }
    });

    it('event payloads carry the snapshots: order.paid once with payment and order, invoice.paid with all three', async () => {
      const { invoice, orderId } = await payableInvoice(gw);
      const paymentId = paymentIdOf((await payViaCheckout(gw, invoice.id, CARD_OK)).html);
      const events = await eventsFor(gw, paymentId);
      const byName = Object.fromEntries(events.map((e) => [e.event, e]));
      expect(events.filter((e) => e.event === 'order.paid')).toHaveLength(1);
      expect(Object.keys(byName['order.paid'].payload).sort()).toEqual(['order', 'payment']);
      expect(byName['order.paid'].payload.order.entity).toMatchObject({ id: orderId, status: 'paid' });
      expect(byName['order.paid'].payload.payment.entity).toMatchObject({ id: paymentId, status: 'captured' });
      expect(byName['invoice.paid'].payload.invoice.entity).toMatchObject({ id: invoice.id, status: 'paid', payment_id: paymentId });
      expect(byName['payment.authorized'].payload.payment.entity).toMatchObject({ status: 'authorized', captured: false });
      expect(byName['payment.captured'].payload.payment.entity).toMatchObject({ status: 'captured', captured: true, fee: 1180 });
    });

    it('a failed attempt can be followed by a successful one; attempts counts both', async () => {
      const { invoice, orderId } = await payableInvoice(gw);
      await payViaCheckout(gw, invoice.id, { ...CARD_OK, card_number: '4000000000000002' });
      const ok = await payViaCheckout(gw, invoice.id, CARD_OK);
      expect(ok.html).toContain('Payment successful');
      const order = await gw.ctx.store.transaction((tx) => tx.entities('orders').get('test', orderId));
      expect(order).toMatchObject({ status: 'paid', attempts: 2 });
    });

    it('fills the invoice contact details from the payment when the invoice had none (POST /invoices rule 3)', async () => {
      const { invoice } = await payableInvoice(gw);
      await payViaCheckout(gw, invoice.id, { ...CARD_OK, email: 'payer@example.com', contact: '+919000090000' });
      const paid = await gw
        .client()
        .invoices.fetch(invoice.id)
        .catch(() => gw.ctx.store.transaction((tx) => tx.entities('invoices').get('test', invoice.id)));
      expect(paid!.customer_details).toMatchObject({ customer_email: 'payer@example.com', customer_contact: '+919000090000' });
    });

    it('refuses to pay an invoice twice: the page says so and the POST answers 400', async () => {
      const { invoice } = await payableInvoice(gw);
      // a form opened before the first payment and submitted after it
      const opened = await openCheckout(gw, invoice.id);
      const first = await payViaCheckout(gw, invoice.id, CARD_OK);
      expect(first.html).toContain('Payment successful');
      const page = await fetch(`${gw.baseUrl}/checkout/invoices/${invoice.id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // a paid invoice's page says it is paid, with its payment, in a neutral look: not a red refusal of INR 0.00
      expect(html).toContain('<h2>Paid</h2>');
      expect(html).toContain(`Payment ID: <code>${paymentIdOf(first.html)}</code>`);
      expect(html).toMatch(/aria-label="Amount paid">₹500\.00</);
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain('>₹0.00<');
      expect(html).not.toContain('name="card_number"');
      const late = await opened.submit(CARD_OK);
      expect(late.status).toBe(400);
      expect(late.html).toContain('This invoice has already been paid.');
      const payments = await gw.client().payments.list({ count: 100 });
      expect(payments.items.filter((p) => p.invoice_id === invoice.id)).toHaveLength(1);
    });

    it('renders labelled fields for the five methods, escaped text and strict security headers', async () => {
      const { invoice } = await payableInvoice(gw);
      const res = await fetch(`${gw.baseUrl}/checkout/invoices/${invoice.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
      const html = await res.text();
      for (const label of ['Card number', 'Expiry', 'CVV', 'Name on card', 'UPI ID', 'Bank', 'Wallet', 'EMI tenure']) {
        const id = new RegExp(`<label for="([a-z_]+)">${label}</label>`).exec(html)?.[1];
        expect(id, label).toBeDefined();
        expect(html).toContain(`id="${id}"`);
      }
      for (const method of ['card', 'upi', 'netbanking', 'wallet', 'emi']) expect(html).toContain(`value="${method}"`);
      expect(html).toContain('<option value="FAIL">');
      expect(html).toContain('<option value="failwallet">');
      expect(html).toMatch(/<button type="submit">Pay<\/button>/);
      // the amount as a customer reads it (Intl.NumberFormat, en-IN)
      expect(html).toContain('₹500.00');
      expect(html).not.toMatch(/<script/i);
    });

    it('marks a method in an ongoing downtime (and EMI with card), and drops the mark once it is resolved', async () => {
      const { invoice } = await payableInvoice(gw);
      const page = async () => (await fetch(`${gw.baseUrl}/checkout/invoices/${invoice.id}`)).text();
      const marked = (html: string) => [...html.matchAll(/id="downtime-([a-z]+)"/g)].map((m) => m[1]);
      expect(marked(await page())).toEqual([]);
      const card = await gw.client().testHelpers.createDowntime({ method: 'card', severity: 'high', instrument: { network: 'Visa' } });
      await gw
        .client()
        .testHelpers.createDowntime({ method: 'upi', severity: 'low', instrument: { psp: 'examplepsp' }, scheduled: true, begin: gw.clock.now() + 3600 });
      const html = await page();
      // the scheduled UPI downtime has not begun: no mark
      expect(marked(html)).toEqual(['card', 'emi']);
      expect(html).toContain('aria-describedby="downtime-card"');
      await gw.client().testHelpers.resolveDowntime(card.id);
      expect(marked(await page())).toEqual([]);
    });

    it('names the merchant (PAISA_MERCHANT_NAME), never an account id', async () => {
      const named = await startGateway({ engine, merchantName: 'Asha Design Studio' });
      try {
        const { invoice } = await payableInvoice(named);
        const html = await (await fetch(`${named.baseUrl}/checkout/invoices/${invoice.id}`)).text();
        expect(html).toContain('Pay <strong>Asha Design Studio</strong>');
        expect(html).not.toMatch(/acc_[0-9A-Za-z]{14}/);
      } finally {
        await named.stop();
      }
    });

    it('escapes what the merchant wrote', async () => {
      const { invoice } = await payableInvoice(gw);
      await gw.ctx.store.transaction(async (tx) => {
        const repo = tx.entities('invoices');
        const current = await repo.get('test', invoice.id);
        await repo.update('test', { ...current!, description: '<script>alert(1)</script> & "quotes"' });
      });
      const html = await (await fetch(`${gw.baseUrl}/checkout/invoices/${invoice.id}`)).text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    });

    it('refuses a POST without the page token, with a token not made for its cookie, or with one from another invoice page (403), paying nothing', async () => {
      const { invoice, orderId } = await payableInvoice(gw);
      const url = `${gw.baseUrl}/checkout/invoices/${invoice.id}/pay`;
      const form = new URLSearchParams(CARD_OK).toString();
      const post = (cookie: string | undefined, token: string | undefined) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie: `paisa_checkout_csrf=${cookie}` } : {}) },
          body: token === undefined ? form : `${form}&csrf_token=${encodeURIComponent(token)}`,
        });
      // another invoice's page: a real cookie and a real token, made for another path
      const other = await fetch(`${gw.baseUrl}/checkout/invoices/${(await payableInvoice(gw)).invoice.id}`);
      const otherNonce = /paisa_checkout_csrf=([^;]+)/.exec(other.headers.get('set-cookie') ?? '')?.[1];
      const otherToken = /name="csrf_token" value="([^"]+)"/.exec(await other.text())?.[1];
      expect(otherNonce && otherToken).toBeTruthy();
      for (const [cookie, token] of [
        [undefined, undefined],
        ['aaaa', 'bbbb'],
        // an equal pair a client chose: a browser cannot set it, a script can
        ['same-value-123', 'same-value-123'],
        [otherNonce, otherToken],
      ] as const)
        expect((await post(cookie, token)).status, `${cookie} / ${token}`).toBe(403);
      const order = await gw.ctx.store.transaction((tx) => tx.entities('orders').get('test', orderId));
      expect(order).toMatchObject({ status: 'created', attempts: 0 });
    });

    it('asks again for a missing field without charging, and bounds the body', async () => {
      const { invoice, orderId } = await payableInvoice(gw);
      const missing = await payViaCheckout(gw, invoice.id, { method: 'card', card_number: '4111111111111111', card_expiry: '12/40', card_cvv: '' });
      expect(missing.status).toBe(400);
      expect(missing.html).toContain('Please enter the CVV.');
      expect(missing.html).not.toContain('4111111111111111');
      const order = await gw.ctx.store.transaction((tx) => tx.entities('orders').get('test', orderId));
      expect(order!.attempts).toBe(0);
      const huge = await fetch(`${gw.baseUrl}/checkout/invoices/${invoice.id}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'x='.padEnd(64 * 1024, 'a'),
      });
      expect(huge.status).toBe(413);
    });

    it('answers 404 for an unknown invoice and 405 for a wrong method', async () => {
      expect((await fetch(`${gw.baseUrl}/checkout/invoices/inv_00000000000000`)).status).toBe(404);
      expect((await fetch(`${gw.baseUrl}/checkout/nothing`)).status).toBe(404);
      const res = await fetch(`${gw.baseUrl}/checkout/invoices/inv_00000000000000/pay`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    });
  });
}
