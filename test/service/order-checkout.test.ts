/**
 * The standard checkout of an order, over HTTP on every engine: an order made with POST
 * /v1/orders paid at /checkout/orders/{order_id}, the customer sent back (303) to the merchant's
 * callback_url with paisa_payment_id, paisa_order_id and paisa_signature, which an independent
 * HMAC keyed with the key secret verifies; and the key secret is nowhere in the store in clear.
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPaymentSignature } from '../../generated/client/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CARD_OK, openCheckoutAt, paymentIdOf } from './payments-support.js';

const CALLBACK = 'https://merchant.example/orders/done?ref=a1';
const hmac = (secret: string, orderId: string, paymentId: string) => createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

for (const engine of ENGINES) {
  describe(`standard checkout of an order [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => gw?.stop());

    const newOrder = (amount = 50_000) => gw.client().orders.create({ amount, currency: 'INR', receipt: `rcpt-${Math.random().toString(36).slice(2, 10)}` });
    const checkout = (orderId: string, callback?: string) =>
      openCheckoutAt(gw, `/checkout/orders/${orderId}${callback ? `?${new URLSearchParams({ callback_url: callback })}` : ''}`);

    it('pays the order and sends the customer to callback_url (303) with ids and a signature keyed with the key secret', async () => {
      const order = await newOrder();
      const answer = await (await checkout(order.id, CALLBACK)).submit(CARD_OK);
      expect(answer.status).toBe(303);
      const to = new URL(answer.headers.get('location') ?? '');
      expect(`${to.origin}${to.pathname}`).toBe('https://merchant.example/orders/done');
      expect(to.searchParams.get('ref')).toBe('a1');
      const paymentId = to.searchParams.get('paisa_payment_id') ?? '';
      expect(to.searchParams.get('paisa_order_id')).toBe(order.id);
      expect(to.searchParams.get('paisa_signature')).toBe(hmac(gw.keys.test.secret, order.id, paymentId));
      expect(verifyPaymentSignature(gw.keys.test.secret, { orderId: order.id, paymentId, signature: to.searchParams.get('paisa_signature') ?? '' })).toBe(true);

      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0, attempts: 1 });
      expect(await gw.client().payments.fetch(paymentId)).toMatchObject({ status: 'captured', order_id: order.id, invoice_id: null, amount: 50_000 });
    });

    it("lets the page's form be redirected on to the callback's origin only (CSP form-action)", async () => {
      const order = await newOrder();
      const withCallback = await fetch(`${gw.baseUrl}/checkout/orders/${order.id}?${new URLSearchParams({ callback_url: CALLBACK })}`);
      expect(withCallback.headers.get('content-security-policy')).toContain("form-action 'self' https://merchant.example;");
      const without = await fetch(`${gw.baseUrl}/checkout/orders/${order.id}`);
      expect(without.headers.get('content-security-policy')).toContain("form-action 'self';");
    });

    it('without a callback_url shows the three values on the success page', async () => {
      const order = await newOrder();
      const answer = await (await checkout(order.id)).submit(CARD_OK);
      expect(answer.status).toBe(200);
      const paymentId = paymentIdOf(answer.html);
      const shown = (name: string) => new RegExp(`<code id="${name}">([^<]+)</code>`).exec(answer.html)?.[1];
      expect(shown('paisa_payment_id')).toBe(paymentId);
      expect(shown('paisa_order_id')).toBe(order.id);
      expect(shown('paisa_signature')).toBe(hmac(gw.keys.test.secret, order.id, paymentId));
    });

    it('a failed attempt stays on the checkout, keeps the callback for the retry, and the retry pays', async () => {
      const order = await newOrder();
      const failed = await (await checkout(order.id, CALLBACK)).submit({ ...CARD_OK, card_number: '4000 0000 0000 0002' });
      expect(failed.status).toBe(200);
      expect(failed.html).toContain('Payment failed');
      const retry = /<a href="([^"]+)">Try again<\/a>/.exec(failed.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(new URL(retry, gw.baseUrl).searchParams.get('callback_url')).toBe(CALLBACK);
      const paid = await (await openCheckoutAt(gw, retry)).submit(CARD_OK);
      expect(paid.status).toBe(303);
      expect((await gw.client().orders.fetch(order.id)).attempts).toBe(2);
    });

    it.each([
      ['javascript:', 'javascript:alert(1)'],
      ['a relative path', '/done'],
      ['ftp', 'ftp://merchant.example/done'],
      ['credentials in the URL', 'https://user:pass@merchant.example/done'],
      ['too long', `https://merchant.example/${'a'.repeat(2048)}`],
    ])('refuses a callback_url that is %s with a 400 naming it, and shows no form', async (_name, callback) => {
      const order = await newOrder();
      const res = await fetch(`${gw.baseUrl}/checkout/orders/${order.id}?${new URLSearchParams({ callback_url: callback })}`);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('The callback_url must be an http or https URL of at most 2048 characters');
      expect(html).not.toContain('<form');
    });

    it('refuses a tampered callback_url at the POST, paying nothing', async () => {
      const order = await newOrder();
      const open = await checkout(order.id, CALLBACK);
      const answer = await open.submit({ ...CARD_OK, callback_url: 'javascript:alert(1)' });
      expect(answer.status).toBe(400);
      expect((await gw.client().orders.listPayments(order.id)).items).toEqual([]);
      expect((await gw.client().orders.fetch(order.id)).status).toBe('created');
    });

    it('a paid order cannot be paid again: the page says so, a second POST answers 400', async () => {
      const order = await newOrder();
      const first = await checkout(order.id);
      const second = await checkout(order.id);
      expect((await first.submit(CARD_OK)).status).toBe(200);
      expect((await second.submit(CARD_OK)).status).toBe(400);
      const page = await (await fetch(`${gw.baseUrl}/checkout/orders/${order.id}`)).text();
      expect(page).toContain('This order has already been paid.');
      expect((await gw.client().orders.listPayments(order.id)).items).toHaveLength(1);
    });

    it('answers 404 for an order that does not exist and for an id that is not an order id', async () => {
      for (const id of ['order_AAAAAAAAAAAAAA', 'inv_AAAAAAAAAAAAAA', 'order_short']) {
        expect((await fetch(`${gw.baseUrl}/checkout/orders/${id}`)).status).toBe(404);
      }
    });

    it('keeps every key secret out of the store in clear', async () => {
      const secrets = [gw.keys.test.secret, gw.keys.live.secret];
      if (engine === 'sqlite') {
        // the database file and its WAL, as bytes
        for (const file of readdirSync(gw.dataDir).filter((f) => f.startsWith('paisa.sqlite'))) {
          const bytes = readFileSync(path.join(gw.dataDir, file)).toString('latin1');
          for (const secret of secrets) expect(bytes.includes(secret), file).toBe(false);
        }
      }
      const rows = await gw.ctx.store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM api_keys'));
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const secret of secrets) expect(JSON.stringify(rows)).not.toContain(secret);
      expect(await gw.ctx.keySecret(gw.keys.test.keyId)).toBe(gw.keys.test.secret);
    });
  });
}
