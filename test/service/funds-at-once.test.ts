/**
 * Funds available at once in test mode, over HTTP with the generated client, on both engines.
 * Funds added to the balance (spec createTestTopUp): a new sandbox refunds the whole of its first
 * payment once it has added the payment's fee (refundPayment rule 5 keeps the fee); the funds are
 * available at once, moved by one balanced ledger posting from the merchant's bank account; the
 * next settlement cycle pays out what nothing drew on, and the reconciliation report shows it as
 * an adjustment; the amount rules of createOrder; a live key refused with nothing moved. And the
 * test card `4000 0000 0000 0077` (tag `settlements`), whose captured funds are due at capture.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError, capturedPayment, ledgerAccount, VISA } from './payments-support.js';

const CYCLE = 900;
/** README "Paying in test mode": the card whose captured funds are available at once. */
const FUNDS_AT_ONCE = { ...VISA, number: '4000000000000077' };

/** The IST calendar date of a Unix time, as the report's query takes it. */
function istDate(t: number) {
  const d = new Date((t + 19_800) * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

for (const engine of ENGINES) {
  describe(`funds available at once [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    const client = () => gw.client();

    /** Moves test mode's clock 10 s past a cycle: the next cycle is 890 s away. */
    async function startOfCycle(): Promise<number> {
      const { now } = await client().testHelpers.fetchClock();
      const start = Math.ceil((now + 1) / CYCLE) * CYCLE;
      await client().testHelpers.advanceClock({ to: start + 10 });
      return start;
    }

    it('a new sandbox refunds the whole of its first payment once it has added the fee: available at once, from its bank account', async () => {
      const payment = await capturedPayment(gw, 100_000); // fee 2360: credited 97640, pending
      const refused = await apiError(client().payments.refund(payment.id, {}));
      expect(refused.error).toMatchObject({
        reason: 'insufficient_balance',
        description: 'Your account does not have enough balance to carry out the refund operation.',
      });

      const { now } = await client().testHelpers.fetchClock();
      const topUp = await client().testHelpers.topUpBalance({ amount: payment.fee as number });
      expect(topUp).toEqual({
        id: expect.stringMatching(/^topup_[0-9A-Za-z]{14}$/),
        entity: 'top_up',
        amount: 2360,
        currency: 'INR',
        created_at: expect.any(Number),
        balance: { currency: 'INR', available: 2360, pending: 97_640 },
      });
      expect(topUp.created_at - now).toBeLessThan(5);
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [topUp.balance] });
      // one balanced posting: the bank account's money into the balance
      expect(await ledgerAccount(gw, 'bank')).toBe(-2360);
      expect(await ledgerAccount(gw, 'merchant')).toBe(2360 + 97_640);

      const refund = await client().payments.refund(payment.id, {});
      expect(refund).toMatchObject({ amount: 100_000, status: 'processed' });
      expect(await client().payments.fetch(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 100_000 });
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
    });

    it('what nothing draws on is paid out by the next cycle, one line of its settlement: an adjustment in the report', async () => {
      const start = await startOfCycle();
      const topUp = await client().testHelpers.topUpBalance({ amount: 50_000, currency: 'INR' });
      expect(topUp.balance).toEqual({ currency: 'INR', available: 50_000, pending: 0 });
      await client().testHelpers.advanceClock({ to: start + CYCLE });
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement).toMatchObject({ amount: 50_000, status: 'created', created_at: start + CYCLE });
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
      const processed = await client().testHelpers.processSettlement(settlement!.id, {});
      const report = await client().settlements.fetchRecon({ ...istDate(start + CYCLE), count: 100 });
      expect(report.items).toEqual([
        expect.objectContaining({
          entity_id: topUp.id,
          type: 'adjustment',
          credit: 50_000,
          debit: 0,
          amount: 50_000,
          fee: 0,
          tax: 0,
          currency: 'INR',
          payment_id: null,
          settlement_id: settlement!.id,
          settlement_utr: processed.utr,
          settled: true,
          created_at: topUp.created_at,
          posted_at: topUp.created_at,
        }),
      ]);
      // the bank account got back what it sent
      expect(await ledgerAccount(gw, 'bank')).toBe(0);
    });

    it.each([
      { name: 'less than INR 1', body: { amount: 99 }, field: 'amount', description: 'The amount must be at least INR 1.00' },
      {
        name: 'a KWD amount not ending in 0',
        body: { amount: 1005, currency: 'KWD' as const },
        field: 'amount',
        description: 'The amount for KWD must end in 0: three-decimal currencies drop the last decimal digit.',
      },
      { name: 'more than INR 1,00,00,000', body: { amount: 1_000_000_001 }, field: 'amount', description: expect.stringContaining('amount') },
    ])('a top-up of $name is refused naming $field, and nothing moves', async ({ body, field, description }) => {
      const refused = await apiError(client().testHelpers.topUpBalance(body));
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ field, description });
      expect((await client().balance.fetch()).balances).toEqual([]);
    });

    it('adds to the balance of the currency it names (JPY: one yen is the least)', async () => {
      const topUp = await client().testHelpers.topUpBalance({ amount: 1, currency: 'JPY' });
      expect(topUp.balance).toEqual({ currency: 'JPY', available: 1, pending: 0 });
      expect((await client().balance.fetch()).balances).toEqual([{ currency: 'JPY', available: 1, pending: 0 }]);
    });

    it('a live key gets test_mode_only, and nothing moves in either mode', async () => {
      const refused = await apiError(gw.client('live').testHelpers.topUpBalance({ amount: 10_000 }));
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ reason: 'test_mode_only', description: 'This operation is available in test mode only' });
      expect((await gw.client('live').balance.fetch()).balances).toEqual([]);
      expect((await client().balance.fetch()).balances).toEqual([]);
    });

    it('a payment of the test card 4000 0000 0000 0077 is available at once, and the next cycle pays it out', async () => {
      const start = await startOfCycle();
      const fast = await capturedPayment(gw, 100_000, FUNDS_AT_ONCE);
      const usual = await capturedPayment(gw, 50_000);
      expect(fast).toMatchObject({ status: 'captured', fee: 2360 });
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 97_640, pending: 48_820 }] });
      // the next cycle carries the fast payment; the usual one waits for its date (at least 15 minutes after capture)
      await client().testHelpers.advanceClock({ to: start + CYCLE });
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement).toMatchObject({ amount: 97_640, status: 'created' });
      await client().testHelpers.processSettlement(settlement!.id, {});
      const report = await client().settlements.fetchRecon({ ...istDate(start + CYCLE), count: 100 });
      expect(report.items).toEqual([
        expect.objectContaining({ entity_id: fast.id, type: 'payment', credit: 97_640, fee: 2360, settlement_id: settlement!.id }),
      ]);
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 48_820 }] });
      expect(usual.status).toBe('captured');
    });
  });
}
