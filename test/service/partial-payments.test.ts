/**
 * Partial payments at the hosted checkout, over HTTP on every engine (spec createOrder and
 * createInvoice `partial_payment`, `first_payment_min_amount`; Invoice `pay_partially`): the
 * customer chooses the part; the first is at least the minimum, none is above what is due;
 * `partially_paid` then `paid` through the machines with their events; and twenty parts racing
 * for one order never pay more than it asks.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CARD_OK, eventsFor, openCheckoutAt } from './payments-support.js';

const pay = async (gw: TestGateway, path: string, amount?: string) => (await openCheckoutAt(gw, path)).submit({ ...CARD_OK, ...(amount ? { amount } : {}) });

for (const engine of ENGINES) {
  describe(`partial payments [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => gw?.stop());

    it('an order: the first part at least the minimum, none above what is due, paid when the parts add up', async () => {
      const order = await gw.client().orders.create({ amount: 50_000, currency: 'INR', partial_payment: true, first_payment_min_amount: 20_000 });
      const path = `/checkout/orders/${order.id}`;
      const page = await (await fetch(`${gw.baseUrl}${path}`)).text();
      expect(page).toContain('<label for="amount">Amount to pay (INR)</label>');
      expect(page).toContain('value="500.00"');

      const low = await pay(gw, path, '199.99');
      expect(low.status).toBe(400);
      expect(low.html).toContain('The first payment must be at least INR 200.00');
      const first = await pay(gw, path, '200');
      expect(first.status).toBe(200);
      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 20_000, amount_due: 30_000 });

      const over = await pay(gw, path, '300.01');
      expect(over.status).toBe(400);
      expect(over.html).toContain('The amount cannot be more than the INR 300.00 still due');
      // after the first part, any part from one paisa
      expect((await pay(gw, path, '0.01')).status).toBe(200);
      expect((await pay(gw, path, '299.99')).status).toBe(200);
      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0 });
      const payments = (await gw.client().orders.listPayments(order.id)).items;
      expect(payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1, 20_000, 29_999]);
      expect(payments.every((p) => p.status === 'captured')).toBe(true);
      expect((await eventsFor(gw, order.id)).filter((e) => e.event === 'order.paid')).toHaveLength(1);
    });

    it('an invoice goes partially_paid (invoice.partially_paid) and then paid (invoice.paid)', async () => {
      const invoice = await gw.client().invoices.create({
        type: 'link',
        currency: 'INR',
        amount: 50_000,
        description: 'Design retainer',
        partial_payment: '1',
        first_payment_min_amount: 10_000,
      });
      const path = `/checkout/invoices/${invoice.id}`;
      expect((await pay(gw, path, '100.00')).status).toBe(200);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ status: 'partially_paid', amount_paid: 10_000, amount_due: 40_000 });
      expect((await pay(gw, path, '400.00')).status).toBe(200);
      expect(await gw.client().invoices.fetch(invoice.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0 });
      const events = (await eventsFor(gw, invoice.id)).map((e) => e.event);
      expect(events.filter((e) => e.startsWith('invoice.'))).toEqual(['invoice.partially_paid', 'invoice.paid']);
    });

    it('without partial_payment there is no amount field and the whole amount is charged', async () => {
      const order = await gw.client().orders.create({ amount: 50_000, currency: 'INR' });
      const path = `/checkout/orders/${order.id}`;
      expect(await (await fetch(`${gw.baseUrl}${path}`)).text()).not.toContain('id="amount"');
      expect((await pay(gw, path, '100.00')).status).toBe(200);
      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000 });
    });

    it.each(['abc', '1.234', '-5', '1e3'])('refuses the amount %j, naming the field, charging nothing', async (amount) => {
      const order = await gw.client().orders.create({ amount: 50_000, currency: 'INR', partial_payment: true });
      const answer = await pay(gw, `/checkout/orders/${order.id}`, amount);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('The amount must be a number with at most 2 decimals');
      expect((await gw.client().orders.listPayments(order.id)).items).toEqual([]);
    });

    it('twenty parts racing for one order never pay more than it asks', async () => {
      // INR 1,000.00 in parts of INR 300.00: three fit, a fourth would overpay by INR 200.00
      const order = await gw.client().orders.create({ amount: 100_000, currency: 'INR', partial_payment: true });
      const path = `/checkout/orders/${order.id}`;
      const pages = await Promise.all(Array.from({ length: 20 }, () => openCheckoutAt(gw, path)));
      const answers = await Promise.all(pages.map((page) => page.submit({ ...CARD_OK, amount: '300.00' })));
      for (const answer of answers) expect([200, 400]).toContain(answer.status);
      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 90_000, amount_due: 10_000 });
      const payments = (await gw.client().orders.listPayments(order.id)).items;
      const captured = payments.filter((p) => p.status === 'captured');
      expect(captured.map((p) => p.amount)).toEqual([30_000, 30_000, 30_000]);
      // every other attempt either never started (400: above what is due) or failed at capture and was released
      expect(payments.filter((p) => p.status !== 'captured').every((p) => p.status === 'failed')).toBe(true);
    });
  });
}
