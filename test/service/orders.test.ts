/**
 * Orders over HTTP (spec tag `orders`): create with the currency rules (spec `Currency`;
 * createOrder, rules 1-3), fetch, list (receipt, authorized), update notes, payments of an order.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateOrderBody, Payment } from '../../generated/types/index.js';
import { newId } from '../../service/ids.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { expect400, outboxEvents, stopGateway } from './invoices-support.js';

for (const engine of ENGINES) {
  describe(`orders [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => stopGateway(gw));

    /** A stored payment of `orderId` in `status` (the payment flow writes these; here they are arranged). */
    async function arrangePayment(orderId: string, status: Payment['status']): Promise<string> {
      const id = newId('pay_');
      await gw.ctx.store.transaction((tx) =>
        tx
          .entities('payments')
          .insert('test', { id, entity: 'payment', status, order_id: orderId, amount: 50000, currency: 'INR', created_at: gw.clock.now() } as Payment),
      );
      return id;
    }

    it('creates an order: status created, nothing paid, amount due in full, no event', async () => {
      const order = await gw.client().orders.create({ amount: 50000, currency: 'INR', receipt: 'receipt#1', notes: { key1: 'value3' } });
      expect(order).toMatchObject({
        entity: 'order',
        amount: 50000,
        amount_paid: 0,
        amount_due: 50000,
        currency: 'INR',
        receipt: 'receipt#1',
        status: 'created',
        attempts: 0,
        notes: { key1: 'value3' },
        offer_id: null,
      });
      expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
      expect(await gw.client().orders.fetch(order.id)).toEqual(order);
      expect(await outboxEvents(gw)).toEqual([]);
    });

    // [body, accepted?, field of the 400]
    const currencies: Array<[string, CreateOrderBody, string | null]> = [
      ['INR 1.00 (the minimum)', { amount: 100, currency: 'INR' }, null],
      ['INR 0.99', { amount: 99, currency: 'INR' }, 'amount'],
      ['JPY 1 (zero-decimal, unchanged)', { amount: 1, currency: 'JPY' }, null],
      ['JPY 500', { amount: 500, currency: 'JPY' }, null],
      ['KWD 295.990 (three decimals, last digit 0)', { amount: 295990, currency: 'KWD' }, null],
      ['KWD 295.991 (last digit not 0)', { amount: 295991, currency: 'KWD' }, 'amount'],
      ['KWD 0.990 (under KWD 1.000)', { amount: 990, currency: 'KWD' }, 'amount'],
      ['BHD 1.000', { amount: 1000, currency: 'BHD' }, null],
      ['USD 10.00', { amount: 1000, currency: 'USD' }, null],
      ['a currency outside the table', { amount: 1000, currency: 'XYZ' as 'INR' }, 'currency'],
    ];
    it.each(currencies)('currency rules: %s', async (_name, body, field) => {
      if (field === null) expect(await gw.client().orders.create(body)).toMatchObject({ amount: body.amount, currency: body.currency });
      else await expect400(gw.client().orders.create(body), field);
    });

    it('rule 1: INR under 1.00 is `The amount must be at least INR 1.00`', async () => {
      await expect400(gw.client().orders.create({ amount: 99, currency: 'INR' }), 'amount', 'The amount must be at least INR 1.00');
    });

    it('rule 2: a receipt is unique among the orders of a mode', async () => {
      await gw.client().orders.create({ amount: 100, currency: 'INR', receipt: 'R' });
      await expect400(gw.client().orders.create({ amount: 100, currency: 'INR', receipt: 'R' }), 'receipt');
      await gw.client('live').orders.create({ amount: 100, currency: 'INR', receipt: 'R' });
    });

    it('rule 2: concurrent creations with one receipt: exactly one succeeds', async () => {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => gw.client().orders.create({ amount: 100, currency: 'INR', receipt: 'RACE' })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await gw.client().orders.list({ receipt: 'RACE' })).count).toBe(1);
    });

    it('rule 3: first_payment_min_amount only with partial_payment true, at most the amount', async () => {
      const order = await gw.client().orders.create({ amount: 1000, currency: 'INR', partial_payment: true, first_payment_min_amount: 500 });
      expect(order.status).toBe('created');
      await expect400(
        gw.client().orders.create({ amount: 1000, currency: 'INR', partial_payment: false, first_payment_min_amount: 500 }),
        'first_payment_min_amount',
      );
      await expect400(
        gw.client().orders.create({ amount: 1000, currency: 'INR', partial_payment: true, first_payment_min_amount: 1001 }),
        'first_payment_min_amount',
      );
    });

    it('lists newest first with count/skip/from/to and the receipt filter', async () => {
      const made = [];
      for (let i = 0; i < 4; i++) {
        made.push(await gw.client().orders.create({ amount: 100 + i, currency: 'INR', receipt: `O-${i}` }));
        gw.clock.advance(1);
      }
      const ids = made.map((o) => o.id).reverse();
      expect((await gw.client().orders.list()).items.map((o) => o.id)).toEqual(ids);
      expect((await gw.client().orders.list({ count: 2, skip: 1 })).items.map((o) => o.id)).toEqual(ids.slice(1, 3));
      expect((await gw.client().orders.list({ from: made[1]!.created_at, to: made[2]!.created_at })).items.map((o) => o.id)).toEqual([
        made[2]!.id,
        made[1]!.id,
      ]);
      expect((await gw.client().orders.list({ receipt: 'O-2' })).items.map((o) => o.id)).toEqual([made[2]!.id]);
    });

    it('authorized 1 / 0: orders with / without an authorized (or later) payment', async () => {
      const none = await gw.client().orders.create({ amount: 100, currency: 'INR' });
      const failed = await gw.client().orders.create({ amount: 100, currency: 'INR' });
      const authorized = await gw.client().orders.create({ amount: 100, currency: 'INR' });
      const captured = await gw.client().orders.create({ amount: 100, currency: 'INR' });
      await arrangePayment(failed.id, 'failed');
      await arrangePayment(authorized.id, 'authorized');
      await arrangePayment(captured.id, 'captured');
      const withAuth = (await gw.client().orders.list({ authorized: '1' })).items.map((o) => o.id).sort();
      const withoutAuth = (await gw.client().orders.list({ authorized: '0' })).items.map((o) => o.id).sort();
      expect(withAuth).toEqual([authorized.id, captured.id].sort());
      expect(withoutAuth).toEqual([none.id, failed.id].sort());
    });

    it('updates the notes only; an id that does not exist is 400', async () => {
      const order = await gw.client().orders.create({ amount: 100, currency: 'INR', notes: { a: '1' } });
      expect(await gw.client().orders.update(order.id, { notes: { b: '2' } })).toEqual({ ...order, notes: { b: '2' } });
      await expect400(gw.client().orders.update(order.id, { notes: {}, amount: 5 } as never), 'amount', /is\/are not required/);
      await expect400(gw.client().orders.update('order_AAAAAAAAAAAAAA', { notes: {} }), 'order_id', 'The id provided does not exist');
    });

    it('lists the payments of an order, newest first; an unknown order is 400', async () => {
      const order = await gw.client().orders.create({ amount: 100, currency: 'INR' });
      expect(await gw.client().orders.listPayments(order.id)).toEqual({ entity: 'collection', count: 0, items: [] });
      const other = await gw.client().orders.create({ amount: 100, currency: 'INR' });
      await arrangePayment(other.id, 'failed');
      await expect400(gw.client().orders.listPayments('order_AAAAAAAAAAAAAA'), 'order_id', 'The id provided does not exist');
      await expect400(gw.client().orders.fetch('order_AAAAAAAAAAAAAA'), 'order_id', 'The id provided does not exist');
    });

    it('test and live orders are invisible to each other', async () => {
      const order = await gw.client('live').orders.create({ amount: 100, currency: 'INR' });
      await expect400(gw.client('test').orders.fetch(order.id), 'order_id');
      expect((await gw.client('test').orders.list()).count).toBe(0);
    });
  });
}
