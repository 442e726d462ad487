/**
 * Payments over HTTP with the generated client, on every engine: list and fetch as the
 * interface shows them, capture rules (spec capturePayment), notes, the card of a payment,
 * downtimes, live mode (refused, nothing charged), and card data kept out of storage and logs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payOrder } from '../../service/payment-flow.js';
import { captureLogs, ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError, CARD_OK, eventsFor, payableInvoice, paymentIdOf, payViaCheckout } from './payments-support.js';

const VISA = { number: '4111111111111111', expiry_month: 12, expiry_year: 2040, cvv: '123', name: 'Gaurav Kumar' };

for (const engine of ENGINES) {
  describe(`payments [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    /** An authorized, not yet captured payment (manual capture). */
    async function authorized(amount = 50_000) {
      const { invoice, orderId } = await payableInvoice(gw, { amount });
      const result = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card: VISA }, capture: 'manual' });
      expect(result.outcome).toBe('authorized');
      return { payment: result.payment, invoice, orderId };
    }

    it('lists payments newest first with count/skip/from/to and fetches one', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { invoice } = await payableInvoice(gw);
        ids.push(paymentIdOf((await payViaCheckout(gw, invoice.id, CARD_OK)).html));
        gw.clock.advance(10);
      }
      const client = gw.client();
      const all = await client.payments.list();
      expect(all).toMatchObject({ entity: 'collection', count: 3 });
      expect(all.items.map((p) => p.id)).toEqual([...ids].reverse());
      const page = await client.payments.list({ count: 1, skip: 1 });
      expect(page.items.map((p) => p.id)).toEqual([ids[1]]);
      const newest = all.items[0];
      expect((await client.payments.list({ from: newest.created_at })).items.map((p) => p.id)).toEqual([ids[2]]);
      expect((await client.payments.list({ to: newest.created_at - 1 })).count).toBe(2);
      const one = await client.payments.fetch(ids[0]);
      expect(one).toMatchObject({ id: ids[0], entity: 'payment', status: 'captured' });
    });

    it('answers 400 naming the parameter for a bad list query, and an unknown id with `The id provided does not exist`', async () => {
      const client = gw.client();
      const bad = await apiError(client.payments.list({ count: 101 }));
      expect(bad.status).toBe(400);
      expect(bad.error.field).toBe('count');
      const unknown = await apiError(client.payments.fetch('pay_00000000000000'));
      expect(unknown.status).toBe(400);
      expect(unknown.error.description).toBe('The id provided does not exist');
    });

    it('captures an authorized payment once, with the authorized amount and currency; fee and tax stored', async () => {
      const { payment, invoice, orderId } = await authorized(100_000);
      const client = gw.client();
      const mismatch = await apiError(client.payments.capture(payment.id, { amount: 99_900, currency: 'INR' }));
      expect(mismatch.error).toMatchObject({ description: 'Capture amount must be equal to the amount authorized.', field: 'amount' });
      const currency = await apiError(client.payments.capture(payment.id, { amount: 100_000, currency: 'USD' }));
      expect(currency.error.field).toBe('currency');
      expect((await client.payments.fetch(payment.id)).status).toBe('authorized');

      const captured = await client.payments.capture(payment.id, { amount: 100_000, currency: 'INR' });
      // service/money/fees.ts: INR 1,000 -> fee 2360 (GST included), tax 360
      expect(captured).toMatchObject({ status: 'captured', captured: true, fee: 2360, tax: 360 });
      const again = await apiError(client.payments.capture(payment.id, { amount: 100_000, currency: 'INR' }));
      expect(again.error.description).toBe('This payment has already been captured.');
      expect(await client.orders.fetch(orderId)).toMatchObject({ status: 'paid', amount_paid: 100_000, amount_due: 0 });
      expect(await client.invoices.fetch(invoice.id)).toMatchObject({ status: 'paid', payment_id: payment.id });
      const events = (await eventsFor(gw, payment.id)).map((e) => e.event).sort();
      expect(events).toEqual(['invoice.paid', 'order.paid', 'payment.authorized', 'payment.captured']);
    });

    it('refuses to capture a failed payment', async () => {
      const { invoice } = await payableInvoice(gw);
      const failedId = paymentIdOf((await payViaCheckout(gw, invoice.id, { ...CARD_OK, card_number: '4000000000000002' })).html);
      const refused = await apiError(gw.client().payments.capture(failedId, { amount: 50_000, currency: 'INR' }));
      expect(refused.status).toBe(400);
      expect(refused.error.description).toMatch(/Only an authorized payment can be captured/);
    });

    it('updates notes only', async () => {
      const { invoice } = await payableInvoice(gw);
      const id = paymentIdOf((await payViaCheckout(gw, invoice.id, CARD_OK)).html);
      const updated = await gw.client().payments.update(id, { notes: { order_ref: 'A-17' } });
      expect(updated).toMatchObject({ id, notes: { order_ref: 'A-17' }, status: 'captured' });
      expect((await gw.client().payments.fetch(id)).notes).toEqual({ order_ref: 'A-17' });
    });

    it('returns the card of a card payment and refuses other methods', async () => {
      const { invoice } = await payableInvoice(gw);
      const cardId = paymentIdOf((await payViaCheckout(gw, invoice.id, { ...CARD_OK, card_number: '4012888888881881' })).html);
      const card = await gw.client().payments.fetchCard(cardId);
      expect(card).toMatchObject({ entity: 'card', last4: '1881', network: 'Visa', type: 'credit', international: true, name: 'Gaurav Kumar' });
      const other = await payableInvoice(gw);
      const upiId = paymentIdOf((await payViaCheckout(gw, other.invoice.id, { method: 'upi', vpa: 'success@paisa' })).html);
      const refused = await apiError(gw.client().payments.fetchCard(upiId));
      expect(refused.error.description).toBe('Payment was not done using card');
      expect((await gw.client().payments.fetch(upiId)).upi).toMatchObject({ vpa: 'success@paisa', flow: 'collect' });
    });

    it('has no downtimes unless one exists: an empty collection, and unknown ids are 400', async () => {
      expect(await gw.client().payments.listDowntimes()).toEqual({ entity: 'collection', count: 0, items: [] });
      const unknown = await apiError(gw.client().payments.fetchDowntime('down_00000000000000'));
      expect(unknown.error.description).toBe('The id provided does not exist');
    });

    it('live mode: a payment attempt fails with GATEWAY_ERROR and nothing is charged; test keys cannot see it', async () => {
      const { invoice, orderId } = await payableInvoice(gw, { mode: 'live' });
      const answer = await payViaCheckout(gw, invoice.id, CARD_OK);
      expect(answer.html).toContain('Payment failed');
      const id = paymentIdOf(answer.html);
      const live = gw.client('live');
      expect(await live.payments.fetch(id)).toMatchObject({
        status: 'failed',
        captured: false,
        error_code: 'GATEWAY_ERROR',
        error_reason: 'acquirer_not_connected',
        fee: null,
      });
      expect(await live.orders.fetch(orderId)).toMatchObject({ status: 'attempted', amount_paid: 0 });
      expect((await live.invoices.fetch(invoice.id)).status).toBe('issued');
      expect((await eventsFor(gw, id, 'live')).map((e) => e.event)).toEqual(['payment.failed']);
      const hidden = await apiError(gw.client('test').payments.fetch(id));
      expect(hidden.status).toBe(400);
    });
  });

  describe(`card data is never kept [${engine}]`, () => {
    it('stores only last4/network/type/issuer and logs neither the number nor the CVV', async () => {
      const logs = captureLogs();
      const gw = await startGateway({ engine, logger: logs.logger });
      try {
        const { invoice } = await payableInvoice(gw);
        const pan = '4111111111111111';
        const answer = await payViaCheckout(gw, invoice.id, { ...CARD_OK, card_number: '4111 1111 1111 1111', card_cvv: '8642' });
        const id = paymentIdOf(answer.html);
        const declined = await payableInvoice(gw);
        await payViaCheckout(gw, declined.invoice.id, { ...CARD_OK, card_number: '4000 0000 0000 0002', card_cvv: '8642' });

        const rows = await gw.ctx.store.transaction((tx) => tx.sql.all<{ data: string }>('SELECT data FROM payments'));
        const stored = rows.map((r) => r.data).join('\n');
        expect(stored).toContain('"last4":"1111"');
        expect(stored).not.toContain(pan);
        expect(stored).not.toContain('4000000000000002');
        expect(stored).not.toMatch(/"cvv"|"8642"|"expiry|"number"/);
        const payment = JSON.parse(rows.find((r) => r.data.includes(id))!.data);
        expect(Object.keys(payment.card).sort()).toEqual(['emi', 'entity', 'id', 'issuer', 'last4', 'name', 'network', 'sub_type', 'type']);

        const logged = logs.text();
        expect(logged.length).toBeGreaterThan(0);
        expect(logged).not.toContain(pan);
        expect(logged).not.toContain('4111 1111 1111 1111');
        // the CVV as a value of its own, not four digits inside a timestamp or an id
        // (request ids are random base62: one may spell "cvv" by chance)
        expect(logged.replace(/"requestId":"[^"]*"/g, '')).not.toMatch(/cvv|(?<![0-9A-Za-z])8642(?![0-9A-Za-z])/i);
        // outbox payloads are webhook bodies: the same rule
        const outbox = await gw.ctx.store.transaction((tx) => tx.outbox.list({ limit: 1000 }));
        expect(outbox.map((r) => r.payload).join('\n')).not.toContain(pan);
        if (engine === 'sqlite') {
          // the database file itself, WAL included
          for (const name of readdirSync(gw.dataDir).filter((f) => f.startsWith('paisa.sqlite'))) {
            const bytes = readFileSync(join(gw.dataDir, name)).toString('latin1');
            expect(bytes.includes(pan), name).toBe(false);
          }
        }
      } finally {
        await gw.stop();
      }
    });
  });
}
