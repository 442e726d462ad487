/**
 * Instant settlements over HTTP with the generated client, on every engine (spec
 * createInstantSettlement, listInstantSettlements, fetchInstantSettlement,
 * processTestInstantSettlement): the amount drawn from the balance at once, split into payouts of
 * at most INR 5,00,000 with their fees, received and credited by the simulated bank on test mode's
 * clock, a reversed payout's money back in the balance; the balance never spent twice; bad input
 * refused naming the field with nothing written; the modes kept apart.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InstantSettlement, Payment } from '../../generated/types/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError, capturedPayment, VISA } from './payments-support.js';

/** amount_requested = amount_settled + amount_pending + fees + amount_reversed (rule 5), and the payouts add up to it */
function expectConsistent(s: InstantSettlement) {
  expect(s.amount_settled + s.amount_pending + s.fees + s.amount_reversed, s.id).toBe(s.amount_requested);
  const payouts = s.ondemand_payouts?.items ?? [];
  if (payouts.length) expect(payouts.reduce((sum, p) => sum + p.amount, 0)).toBe(s.amount_requested);
}

for (const engine of ENGINES) {
  describe(`instant settlements [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    const client = () => gw.client();

    const pay = (amount: number, card = VISA): Promise<Payment> => capturedPayment(gw, amount, card);

    const balance = async () => (await client().balance.fetch()).balances.find((b) => b.currency === 'INR') ?? { available: 0, pending: 0 };

    it('splits a large amount into payouts of at most INR 5,00,000, each with its fees, and follows them to processed', async () => {
      await pay(60_000_000); // fee 1416000: credit 58584000
      const created = await client().instantSettlements.create({ amount: 55_000_000, notes: { purpose: 'stock' } });
      // 0.25% + 18% GST per payout: 50000000 -> 125000 + 22500; 5000000 -> 12500 + 2250
      expect(created).toMatchObject({
        entity: 'settlement.ondemand',
        status: 'created',
        amount_requested: 55_000_000,
        fees: 147_500 + 14_750,
        tax: 22_500 + 2250,
        amount_pending: 55_000_000 - 162_250,
        amount_settled: 0,
        amount_reversed: 0,
        currency: 'INR',
        settle_full_balance: false,
        description: null,
        notes: { purpose: 'stock' },
      });
      const [big, rest] = created.ondemand_payouts?.items ?? [];
      expect([big?.amount, big?.fees, big?.tax, big?.status, big?.id]).toEqual([50_000_000, 147_500, 22_500, 'created', expect.stringMatching(/^setlodp_/)]);
      expect([rest?.amount, rest?.fees, rest?.tax]).toEqual([5_000_000, 14_750, 2250]);
      expectConsistent(created);
      expect(await balance()).toEqual({ currency: 'INR', available: 0, pending: 58_584_000 - 55_000_000 });

      // the bank credits the first and returns the second
      const partly = await client().testHelpers.processInstantSettlement(created.id, { payout_id: big!.id });
      expect(partly).toMatchObject({ status: 'partially_processed', amount_settled: 50_000_000 - 147_500, amount_pending: 5_000_000 - 14_750 });
      expectConsistent(partly);
      const done = await client().testHelpers.processInstantSettlement(created.id, { outcome: 'reversed' });
      expect(done).toMatchObject({
        status: 'processed',
        amount_settled: 50_000_000 - 147_500,
        amount_pending: 0,
        amount_reversed: 5_000_000,
        fees: 147_500,
        tax: 22_500,
      });
      expectConsistent(done);
      const [credited, returned] = done.ondemand_payouts?.items ?? [];
      expect(credited).toMatchObject({ status: 'processed', amount_settled: 50_000_000 - 147_500, utr: expect.stringMatching(/^PAISA\d{11}$/) });
      expect(credited?.processed_at).toEqual(expect.any(Number));
      expect(returned).toMatchObject({ status: 'reversed', amount_settled: 0, utr: null, reversed_at: expect.any(Number) });
      // the returned payout, fees included, is available at once
      expect(await balance()).toEqual({ currency: 'INR', available: 5_000_000, pending: 58_584_000 - 55_000_000 });

      const again = await apiError(client().testHelpers.processInstantSettlement(created.id, { payout_id: big!.id }));
      expect(again.error).toMatchObject({ description: 'Payout cannot be processed in processed status.', field: 'status' });
      const stranger = await apiError(client().testHelpers.processInstantSettlement(created.id, { payout_id: 'setlodp_00000000000000' }));
      expect(stranger.error).toMatchObject({ description: 'The id provided does not exist', field: 'payout_id' });

      // fetch and list show the payouts only when asked
      const fetched = await client().instantSettlements.fetch(created.id);
      expect(fetched.ondemand_payouts).toBeUndefined();
      expect(await client().instantSettlements.fetch(created.id, { 'expand[]': ['ondemand_payouts'] })).toEqual(done);
      const listed = await client().instantSettlements.list({ 'expand[]': ['ondemand_payouts'] });
      expect(listed.items).toEqual([done]);
      expect((await client().instantSettlements.list()).items[0]?.ondemand_payouts).toBeUndefined();
    });

    it('is received and credited by the simulated bank on test mode clock, and a fully reversed one returns everything', async () => {
      await pay(100_000); // credit 97640
      const first = await client().instantSettlements.create({ amount: 40_000, description: 'Rent' });
      await client().testHelpers.advanceClock({ by: 1 });
      const received = await client().instantSettlements.fetch(first.id, { 'expand[]': ['ondemand_payouts'] });
      expect(received.status).toBe('initiated');
      expect(received.ondemand_payouts?.items[0]).toMatchObject({ status: 'initiated', initiated_at: expect.any(Number), processed_at: null });
      await client().testHelpers.advanceClock({ by: 61 });
      expect(await client().instantSettlements.fetch(first.id)).toMatchObject({ status: 'processed', amount_settled: 40_000 - 118, amount_pending: 0 });

      const second = await client().instantSettlements.create({ amount: 20_000 });
      const reversed = await client().testHelpers.processInstantSettlement(second.id, { outcome: 'reversed' });
      expect(reversed).toMatchObject({ status: 'reversed', amount_reversed: 20_000, amount_settled: 0, amount_pending: 0, fees: 0, tax: 0 });
      expectConsistent(reversed);
      expect(await balance()).toEqual({ currency: 'INR', available: 20_000, pending: 97_640 - 60_000 });
    });

    it('settles the whole balance with settle_full_balance, then refuses what the balance cannot cover', async () => {
      const p = await pay(50_000); // credit 48820
      const full = await client().instantSettlements.create({ settle_full_balance: true, amount: 1 });
      expect(full).toMatchObject({ amount_requested: 48_820, settle_full_balance: true });
      expect(await balance()).toEqual({ currency: 'INR', available: 0, pending: 0 });
      const refused = await apiError(client().instantSettlements.create({ amount: 100 }));
      expect(refused.error).toMatchObject({ description: 'The amount requested is more than the balance available for settlement.', field: 'amount' });
      const empty = await apiError(client().instantSettlements.create({ settle_full_balance: true }));
      expect(empty.error).toMatchObject({ description: 'Minimum amount that can be settled is ₹ 1.', field: 'amount' });
      // the funds are gone: a refund of the payment cannot be covered either
      const refund = await apiError(client().payments.refund(p.id, {}));
      expect(refund.error.reason).toBe('insufficient_balance');
      expect((await client().instantSettlements.list()).count).toBe(1);
    });

    it('never spends the same balance twice when two instant settlements race', async () => {
      await pay(100_000); // credit 97640
      const answers = await Promise.allSettled([0, 1, 2, 3].map(() => client().instantSettlements.create({ amount: 60_000 })));
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await balance()).toEqual({ currency: 'INR', available: 0, pending: 37_640 });
    });

    it('refuses bad input naming the field, writing nothing, and keeps the modes apart', async () => {
      await pay(50_000);
      const cases: [Record<string, unknown>, string, string?][] = [
        [{ amount: 99 }, 'amount', 'Minimum amount that can be settled is ₹ 1.'],
        [{ amount: 0 }, 'amount', 'Minimum amount that can be settled is ₹ 1.'],
        [{ amount: 48_821 }, 'amount', 'The amount requested is more than the balance available for settlement.'],
        [{ settle_full_balance: false }, 'amount'],
        [{}, 'amount'],
        [{ amount: 1000, description: 'Stock & more' }, 'description'],
        [{ amount: 1000, description: 'x'.repeat(31) }, 'description'],
        [{ amount: 1000.5 }, 'amount'],
        [{ amount: 1000, currency: 'USD' }, 'currency'],
      ];
      for (const [body, field, description] of cases) {
        const refused = await apiError(client().instantSettlements.create(body as never));
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.error.field, JSON.stringify(body)).toBe(field);
        if (description) expect(refused.error.description, JSON.stringify(body)).toBe(description);
      }
      expect((await client().instantSettlements.list()).count).toBe(0);
      expect(await balance()).toEqual({ currency: 'INR', available: 0, pending: 48_820 });

      // a live key sees no test money, and the reverse
      const live = await apiError(gw.client('live').instantSettlements.create({ amount: 1000 }));
      expect(live.error.field).toBe('amount');
      const made = await client().instantSettlements.create({ amount: 1000 });
      expect((await gw.client('live').instantSettlements.list()).count).toBe(0);
      const unseen = await apiError(gw.client('live').instantSettlements.fetch(made.id));
      expect(unseen.error).toMatchObject({ description: 'The id provided does not exist', field: 'instant_settlement_id' });
      const helper = await apiError(gw.client('live').testHelpers.processInstantSettlement(made.id, {}));
      expect(helper.error.description).toBe('This operation is available in test mode only');
    });
  });
}
