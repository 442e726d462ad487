/**
 * Transfers via orders over HTTP, on every engine (spec createOrder rules 4 and 5, fetchOrder
 * rule 1; the reference's Route "transfers via orders"): an order made with `transfers`, paid at
 * the hosted checkout as a browser posts it, makes its transfers from the captured payment in the
 * capture's transaction, the money moving in the ledger; `expand[]=transfers` shows them. Every
 * createOrder rule 4 refusal names its field with no order made; a capture whose transfers cannot
 * be made then is refused whole.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../../generated/types/index.js';
import { feeAndTax } from '../../service/money/fees.js';
import { payOrder } from '../../service/payment-flow.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError, CARD_OK, inrBalance, LINKED_ACCOUNT, ledgerAccount, openCheckoutAt, paymentIdOf, storedPayment, VISA } from './payments-support.js';

for (const engine of ENGINES) {
  describe(`transfers via orders [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });
    const client = () => gw.client();
    const net = (amount: number) => amount - feeAndTax(amount).fee;
    let accounts = 0;
    const linked = (): Promise<LinkedAccount> => client().linkedAccounts.create({ ...LINKED_ACCOUNT, email: `vendor${accounts++}@example.com` });

    it('makes the transfers when the order is paid at the checkout; expand[]=transfers shows them and the ledger moves', async () => {
      const [a, b] = [await linked(), await linked()];
      const order = await client().orders.create({
        amount: 100_000,
        currency: 'INR',
        transfers: [
          {
            account: a.id,
            amount: 30_000,
            currency: 'INR',
            notes: { branch: 'North' },
            linked_account_notes: ['branch'],
            on_hold: 1,
            on_hold_until: 4_102_444_800,
          },
          { account: b.id, amount: 20_000, currency: 'INR' },
        ],
      });
      // the order answers as without them (createOrder rule 4)
      expect(order).not.toHaveProperty('transfers');
      expect(await client().orders.fetch(order.id)).toEqual(order);
      expect((await client().orders.fetch(order.id, { 'expand[]': ['transfers'] })).transfers).toEqual({ entity: 'collection', count: 0, items: [] });
      expect(await inrBalance(gw)).toBe(0);

      const paid = await (await openCheckoutAt(gw, `/checkout/orders/${order.id}`)).submit(CARD_OK);
      expect(paid.status).toBe(200);
      const paymentId = paymentIdOf(paid.html);
      expect(await storedPayment(gw, paymentId)).toMatchObject({ status: 'captured', order_id: order.id, amount: 100_000 });

      const expanded = await client().orders.fetch(order.id, { 'expand[]': ['transfers'] });
      expect(expanded).toMatchObject({ id: order.id, status: 'paid' });
      const made = [...(expanded.transfers?.items ?? [])].sort((x, y) => y.amount - x.amount);
      expect(made.map((t) => [t.status, t.source, t.recipient, t.amount, t.on_hold, t.on_hold_until, t.notes, t.linked_account_notes])).toEqual([
        ['pending', paymentId, a.id, 30_000, true, 4_102_444_800, { branch: 'North' }, ['branch']],
        ['pending', paymentId, b.id, 20_000, false, null, {}, []],
      ]);
      expect((await client().transfers.listForPayment(paymentId)).items.map((t) => t.id).sort()).toEqual(made.map((t) => t.id).sort());
      // the money: the payment's net credit, less what the transfers carry, with the bank until it processes them
      expect(await inrBalance(gw)).toBe(net(100_000) - 50_000);
      expect(await ledgerAccount(gw, 'transfers')).toBe(50_000);
      for (const t of made) await client().testHelpers.processTransfer(t.id);
      expect(await ledgerAccount(gw, 'transfers')).toBe(0);
      expect([await ledgerAccount(gw, `linked:${a.id}`), await ledgerAccount(gw, `linked:${b.id}`)]).toEqual([30_000, 20_000]);
    });

    it('refuses a capture whose transfers cannot be made then, writing nothing of it', async () => {
      const account = await linked();
      const order = await client().orders.create({ amount: 50_000, currency: 'INR', transfers: [{ account: account.id, amount: 10_000, currency: 'INR' }] });
      await client().linkedAccounts.delete(account.id); // suspended after the order was made
      const attempt = await payOrder(gw.ctx, 'test', { orderId: order.id, instrument: { method: 'card', card: VISA }, capture: 'manual' });
      expect(attempt.payment.status).toBe('authorized');
      const refused = await apiError(client().payments.capture(attempt.payment.id, { amount: 50_000, currency: 'INR' }));
      expect([refused.status, refused.error.description, refused.error.field]).toEqual([
        400,
        'Transfers cannot be made to a suspended linked account.',
        'transfers[0].account',
      ]);
      expect(await storedPayment(gw, attempt.payment.id)).toMatchObject({ status: 'authorized' });
      expect(await client().orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
      expect((await client().transfers.list()).items).toEqual([]);
      expect(await inrBalance(gw)).toBe(0);
    });

    it.each([
      { why: 'an unknown linked account', make: 'unknown', description: 'The id provided does not exist', field: 'transfers[1].account' },
      {
        why: 'a suspended linked account',
        make: 'suspended',
        description: 'Transfers cannot be made to a suspended linked account.',
        field: 'transfers[1].account',
      },
      { why: "another currency than the order's", make: 'usd', description: "The currency should be the order's currency.", field: 'transfers[0].currency' },
      {
        why: 'more than the order amount',
        make: 'over',
        description: 'The sum of amount requested for transfer is greater than the order amount',
        field: 'transfers[1].amount',
      },
      { why: 'partial payments', make: 'partial', description: 'Transfers can be made only on orders without partial payments.', field: 'transfers' },
    ])('refuses $why, naming the field, with no order made', async ({ make, description, field }) => {
      const good = await linked();
      const second = make === 'unknown' ? 'acc_AAAAAAAAAAAAAA' : (await linked()).id;
      if (make === 'suspended') await client().linkedAccounts.delete(second);
      const refused = await apiError(
        client().orders.create({
          amount: 100_000,
          currency: make === 'usd' ? 'USD' : 'INR',
          ...(make === 'partial' ? { partial_payment: true } : {}),
          transfers: [
            { account: good.id, amount: 60_000, currency: 'INR' },
            { account: second, amount: make === 'over' ? 40_001 : 40_000, currency: 'INR' },
          ],
        }),
      );
      expect([refused.status, refused.error.description, refused.error.field]).toEqual([400, description, field]);
      expect((await client().orders.list()).items).toEqual([]);
    });
  });
}
