/**
 * The merchant's money over HTTP with the generated client, on every engine (spec tag
 * `settlements`, fetchBalance, refundPayment rule 5, processTestSettlement): a scripted day of
 * payments, partial and full refunds, a failed refund and an instant settlement, checked to the paisa against a hand
 * computation in the balance, the settlement its cycle forms and the reconciliation report; a
 * settlement the bank returns, carried by the next cycle; a refund the balance cannot cover; and
 * the modes kept apart.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Payment, SettlementReconRecord } from '../../generated/types/index.js';
import { type Pace, pacer, UNPACED } from '../../service/pace.js';
import { answerSettlement } from '../../service/resources/settlements/bank.js';
import { runSettlementCycles } from '../../service/resources/settlements/cycle.js';
import { openStore } from '../../service/store/open.js';
import { withTransactions } from '../../service/store/store.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { PG_TEST_URL } from '../support/postgres.js';
import { apiError, capturedPayment, eventsFor, REFUNDS_FAIL, VISA } from './payments-support.js';

const CYCLE = 900;

/** The IST calendar date of a Unix time, as the report's query takes it. */
function istDate(t: number) {
  const d = new Date((t + 19_800) * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

for (const engine of ENGINES) {
  describe(`settlements [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    const client = () => gw.client();

    const pay = (amount: number, card = VISA): Promise<Payment> => capturedPayment(gw, amount, card);

    /** Moves test mode's clock 10 s past a cycle, so what is captured next falls due two cycles later. */
    async function startOfCycle(): Promise<number> {
      const { now } = await client().testHelpers.fetchClock();
      const start = Math.ceil((now + 1) / CYCLE) * CYCLE;
      await client().testHelpers.advanceClock({ to: start + 10 });
      return start;
    }

    it('balances, settles and reports a scripted day to the paisa', async () => {
      const start = await startOfCycle();
      const due = start + 2 * CYCLE; // the first quarter hour at least 15 minutes after capture
      // fees (money/fees.ts): 2% + 18% GST on it; the merchant is credited amount - fee
      const p1 = await pay(100_000); // fee 2360, tax 360: credit 97640
      const p2 = await pay(50_000); // fee 1180, tax 180: credit 48820
      const p3 = await pay(20_000, REFUNDS_FAIL); // fee 472, tax 72: credit 19528
      expect([p1.fee, p1.tax, p2.fee, p2.tax, p3.fee, p3.tax]).toEqual([2360, 360, 1180, 180, 472, 72]);
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 165_988 }] });

      // a refund takes its whole amount from the balance; the payment's fee and tax are never given
      // back (spec refundPayment rule 5). A fifth of p1 refunded: the merchant pays 20000
      const r1 = await client().payments.refund(p1.id, { amount: 20_000 });
      // p2 in full: the merchant pays 50000, the 1180 fee it was charged more than it was credited
      const r2 = await client().payments.refund(p2.id, {});
      // p3's refund fails at the bank: taken (20000), then given back
      const r3 = await client().payments.refund(p3.id, {});
      expect([r1.status, r2.status, r3.status]).toEqual(['processed', 'processed', 'failed']);
      const afterRefunds = 165_988 - 20_000 - 50_000;
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: afterRefunds }] });

      // an instant settlement of 30000: 0.25% (75) + 18% GST on it (13.5 -> 14) = fees 89, 29911 credited
      const instant = await client().instantSettlements.create({ amount: 30_000, description: 'Stock for Diwali' });
      expect(instant).toMatchObject({ status: 'created', amount_requested: 30_000, amount_pending: 29_911, fees: 89, tax: 14, amount_settled: 0 });
      const credited = await client().testHelpers.processInstantSettlement(instant.id, {});
      expect(credited).toMatchObject({ status: 'processed', amount_settled: 29_911, amount_pending: 0, fees: 89, tax: 14 });
      expect(credited.ondemand_payouts?.items[0]).toMatchObject({
        status: 'processed',
        amount: 30_000,
        amount_settled: 29_911,
        utr: expect.stringMatching(/^PAISA\d{11}$/),
      });
      const expected = afterRefunds - 30_000;
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: expected }] });

      // the cycle at `due` forms one settlement of everything due; the bank has not answered yet
      await client().testHelpers.advanceClock({ to: due });
      const listed = await client().settlements.list();
      expect(listed.count).toBe(1);
      const settlement = listed.items[0]!;
      expect(settlement).toMatchObject({ entity: 'settlement', amount: expected, status: 'created', fees: 0, tax: 0, utr: null, created_at: due });
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });

      const processed = await client().testHelpers.processSettlement(settlement.id, {});
      expect(processed).toMatchObject({ id: settlement.id, status: 'processed', amount: expected });
      expect(processed.utr).toMatch(/^PAISA\d{11}$/);
      expect(await client().settlements.fetch(settlement.id)).toEqual(processed);
      const events = await eventsFor(gw, settlement.id);
      expect(events.map((e) => e.event)).toEqual(['settlement.processed']);
      expect(events[0]!.payload.settlement.entity).toEqual(processed);
      const again = await apiError(client().testHelpers.processSettlement(settlement.id, { outcome: 'failed' }));
      expect(again.error).toMatchObject({ description: 'Settlement cannot be processed in processed status.', field: 'status' });

      // the report of that day: one record per line, summing to the settlement
      const report = await client().settlements.fetchRecon({ ...istDate(due), count: 100 });
      const net = report.items.reduce((sum, r) => sum + r.credit - r.debit, 0);
      expect(net).toBe(expected);
      const line = (id: string, credit: boolean) =>
        report.items.find((r) => r.entity_id === id && (credit ? r.credit > 0 : r.debit > 0)) as SettlementReconRecord;
      expect(report.count).toBe(8);
      expect(line(p1.id, true)).toMatchObject({
        type: 'payment',
        credit: 97_640,
        debit: 0,
        amount: 100_000,
        fee: 2360,
        tax: 360,
        currency: 'INR',
        settled: true,
        settled_at: expect.any(Number),
        settlement_id: settlement.id,
        settlement_utr: processed.utr,
        payment_id: p1.id,
        order_id: p1.order_id,
        method: 'card',
        card_network: 'Visa',
        card_type: 'credit',
        credit_type: 'default',
        on_hold: false,
        dispute_id: null,
      });
      expect(line(r1.id, false)).toMatchObject({
        type: 'refund',
        debit: 20_000,
        credit: 0,
        amount: 20_000,
        fee: 0,
        tax: 0,
        payment_id: p1.id,
        credit_type: null,
      });
      expect(line(r2.id, false)).toMatchObject({ type: 'refund', debit: 50_000, amount: 50_000, fee: 0, tax: 0 });
      expect(line(r3.id, false)).toMatchObject({ type: 'refund', debit: 20_000, fee: 0, tax: 0 });
      expect(line(r3.id, true)).toMatchObject({ type: 'refund', credit: 20_000 });
      // the instant settlement took funds this cycle would have paid out: it carries the debit beside them
      expect(line(instant.id, false)).toMatchObject({ type: 'adjustment', debit: 30_000, credit: 0, amount: 30_000, fee: 89, tax: 14, payment_id: null });
      // paging: count and skip walk the same lines
      const first = await client().settlements.fetchRecon({ ...istDate(due), count: 4 });
      const rest = await client().settlements.fetchRecon({ ...istDate(due), count: 4, skip: 4 });
      expect([...first.items, ...rest.items]).toEqual(report.items);
      // the month holds the day
      expect((await client().settlements.fetchRecon({ year: istDate(due).year, month: istDate(due).month, count: 1000 })).count).toBe(8);

      // p1's remaining 80000 would take 80000 from a balance of 0: refused, nothing written
      const refused = await apiError(client().payments.refund(p1.id, {}));
      expect(refused.error).toMatchObject({
        description: 'Your account does not have enough balance to carry out the refund operation.',
        reason: 'insufficient_balance',
      });
      expect(await client().payments.fetch(p1.id)).toMatchObject({ amount_refunded: 20_000, status: 'captured' });
      expect((await client().payments.listRefunds(p1.id)).count).toBe(1);
    });

    it('returns a failed settlement to the balance and settles its lines with the next cycle, once', async () => {
      const start = await startOfCycle();
      const payment = await pay(10_000); // credit 9764
      await client().testHelpers.advanceClock({ to: start + 2 * CYCLE });
      const [formed] = (await client().settlements.list()).items;
      expect(formed).toMatchObject({ amount: 9764, status: 'created' });
      const failed = await client().testHelpers.processSettlement(formed!.id, { outcome: 'failed' });
      expect(failed.status).toBe('failed');
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 9764, pending: 0 }] });
      expect((await client().settlements.fetchRecon({ ...istDate(start + 2 * CYCLE), count: 100 })).count).toBe(0);

      // the same cycle runs no second settlement; the next one carries the lines, and the bank credits it after 5 minutes
      await client().testHelpers.advanceClock({ by: 60 });
      expect((await client().settlements.list()).count).toBe(1);
      await client().testHelpers.advanceClock({ to: start + 3 * CYCLE + 300 });
      const all = (await client().settlements.list()).items;
      expect(all.map((s) => [s.amount, s.status])).toEqual([
        [9764, 'processed'],
        [9764, 'failed'],
      ]);
      const report = await client().settlements.fetchRecon({ ...istDate(start + 3 * CYCLE), count: 100 });
      expect(report.items.filter((r) => r.settlement_id === all[0]!.id).map((r) => [r.entity_id, r.credit])).toEqual([[payment.id, 9764]]);
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });

      // a week later nothing is settled again
      await client().testHelpers.advanceClock({ by: 7 * 86_400 });
      expect((await client().settlements.list()).count).toBe(2);
    });

    it('forms a cycle of more lines than a step a step at a time; a process stopped between two steps loses nothing', async () => {
      await gw.app.sweeps.stop(); // the cycles run where this test runs them, two lines a step
      const start = await startOfCycle();
      const due = start + 2 * CYCLE;
      const payments: Payment[] = [];
      for (const amount of [10_000, 20_000, 30_000, 40_000, 50_000]) payments.push(await pay(amount));
      // the first refunded in full before it is due: its two lines net to minus its fee
      await client().payments.refund(payments[0]!.id, {});
      const net = payments.reduce((sum, p) => sum + p.amount - (p.fee ?? 0), 0) - payments[0]!.amount;
      gw.clock.advance(2 * CYCLE);
      const before = await client().balance.fetch();
      expect(before.balances[0]).toMatchObject({ available: net, pending: 0 });
      const carried = () =>
        gw.ctx.store.transaction((tx) =>
          tx.sql.all<{ settlement_id: string; n: number | string }>(
            "SELECT settlement_id, COUNT(*) AS n FROM settlement_items WHERE mode = 'test' GROUP BY settlement_id",
          ),
        );

      // a process that stops after two steps have committed (its first two transactions read the returns left half done and the currencies)
      let left = 4;
      const stopping = withTransactions(gw.ctx.store, (fn, options) =>
        left-- > 0 ? gw.ctx.store.transaction(fn, options) : Promise.reject(new Error('stopped')),
      );
      await expect(runSettlementCycles({ ...gw.ctx, store: stopping }, 'test', UNPACED, 2)).rejects.toThrow('stopped');
      // four of the six lines carried; no settlement yet, and the money still in the balance
      expect((await carried()).map((c) => Number(c.n))).toEqual([4]);
      expect((await client().settlements.list()).count).toBe(0);
      expect(await client().balance.fetch()).toEqual(before);

      // the next run goes on from there and forms the one settlement of the cycle
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 2)).toBe(1);
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement).toMatchObject({ amount: net, status: 'created', created_at: due });
      expect(await carried()).toEqual([{ settlement_id: settlement!.id, n: expect.anything() }]);
      expect(Number((await carried())[0]!.n)).toBe(6);
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
      const report = await client().settlements.fetchRecon({ ...istDate(due), count: 100 });
      expect(report.count).toBe(6);
      expect(report.items.reduce((sum, r) => sum + r.credit - r.debit, 0)).toBe(net);
      // run again: nothing more
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 2)).toBe(0);
    });

    it("a cycle formed at the sweeps' pace returns between two steps when the sweeps stop; the next run goes on", async () => {
      await gw.app.sweeps.stop();
      await startOfCycle();
      for (const amount of [10_000, 20_000, 30_000]) await pay(amount);
      gw.clock.advance(2 * CYCLE);
      const before = await client().balance.fetch();
      // the sweeps stop while the first step's pause runs
      const pacing = pacer();
      const pace: Pace = {
        next: (workMs) => {
          pacing.stop();
          return pacing.pace.next(workMs);
        },
      };
      expect(await runSettlementCycles(gw.ctx, 'test', pace, 2)).toBe(0);
      const forming = await gw.ctx.store.transaction((tx) =>
        tx.sql.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM settlement_items WHERE mode = 'test'"),
      );
      expect(Number(forming[0]?.n)).toBe(2);
      expect((await client().settlements.list()).count).toBe(0);
      expect(await client().balance.fetch()).toEqual(before);
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 2)).toBe(1);
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement?.amount).toBe(before.balances[0]?.available);
    });

    it('carries lines that net to nothing into the next cycle that nets above it, a step at a time', async () => {
      await gw.app.sweeps.stop(); // the cycles run where this test runs them, one line a step
      const start = await startOfCycle();
      const first = await pay(30_000); // due at start + 2 cycles
      gw.clock.advance(CYCLE);
      const second = await pay(20_000); // due a cycle later
      // refunded in full before it is due: the refund takes all of the first's credit, and the rest from the second's
      await client().payments.refund(first.id, {});
      const rest = first.fee ?? 0; // what the first's credit could not cover
      gw.clock.advance(CYCLE);
      // the first cycle's lines net to nothing: no settlement, and nothing moved
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 1)).toBe(0);
      expect((await client().settlements.list()).count).toBe(0);
      gw.clock.advance(CYCLE);
      // the next carries them with its own
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 1)).toBe(1);
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement).toMatchObject({ amount: second.amount - (second.fee ?? 0) - rest, created_at: start + 3 * CYCLE });
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
      const carried = await gw.ctx.store.transaction((tx) =>
        tx.sql.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM settlement_items WHERE mode = ? AND settlement_id = ?', ['test', settlement!.id]),
      );
      expect(Number(carried[0]!.n)).toBe(4); // two payments and the refund's two pieces
    });

    it('carries an instant settlement made while its cycle forms beside the funds it took, paying nothing twice', async () => {
      await gw.app.sweeps.stop(); // the cycles run where this test runs them, two lines a step
      const start = await startOfCycle();
      const payments: Payment[] = [];
      for (const amount of [10_000, 20_000, 30_000, 40_000, 50_000]) payments.push(await pay(amount));
      const net = payments.reduce((sum, p) => sum + p.amount - (p.fee ?? 0), 0);
      gw.clock.advance(2 * CYCLE);
      // a process that stops after the cycle's first step (its first two transactions read the returns left half done and the currencies)
      let left = 3;
      const stopping = withTransactions(gw.ctx.store, (fn, options) =>
        left-- > 0 ? gw.ctx.store.transaction(fn, options) : Promise.reject(new Error('stopped')),
      );
      await expect(runSettlementCycles({ ...gw.ctx, store: stopping }, 'test', UNPACED, 2)).rejects.toThrow('stopped');
      // the merchant takes 30000 of the funds the cycle is carrying
      const instant = await client().instantSettlements.create({ amount: 30_000 });
      expect(instant.status).toBe('created');
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 2)).toBe(1);
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement).toMatchObject({ amount: net - 30_000, created_at: start + 2 * CYCLE });
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
      const report = await client().settlements.fetchRecon({ ...istDate(start + 2 * CYCLE), count: 100 });
      expect(report.items.find((r) => r.entity_id === instant.id)).toMatchObject({ type: 'adjustment', debit: 30_000, settlement_id: settlement!.id });
    });

    it("puts a returned settlement's lines back a step at a time; a process stopped before it has finishes with the next cycle", async () => {
      await gw.app.sweeps.stop();
      await startOfCycle();
      for (const amount of [10_000, 20_000, 30_000]) await pay(amount);
      gw.clock.advance(2 * CYCLE);
      expect(await runSettlementCycles(gw.ctx, 'test')).toBe(1);
      const [formed] = (await client().settlements.list()).items;
      const itemsOf = async (id: string) =>
        Number(
          (
            await gw.ctx.store.transaction((tx) =>
              tx.sql.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM settlement_items WHERE mode = ? AND settlement_id = ?', ['test', id]),
            )
          )[0]!.n,
        );
      expect(await itemsOf(formed!.id)).toBe(3);

      // the bank returns it, and the process stops once the answer has committed, before any line is back
      let left = 1;
      const stopping = withTransactions(gw.ctx.store, (fn, options) =>
        left-- > 0 ? gw.ctx.store.transaction(fn, options) : Promise.reject(new Error('stopped')),
      );
      await expect(answerSettlement({ ...gw.ctx, store: stopping }, 'test', formed!.id, { outcome: 'failed' })).rejects.toThrow('stopped');
      expect(await client().settlements.fetch(formed!.id)).toMatchObject({ status: 'failed' });
      // the money is back in the balance already; the lines wait to be put back
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: formed!.amount, pending: 0 }] });
      expect(await itemsOf(formed!.id)).toBe(3);

      // the next cycle's run puts them back, two a step, and carries them
      gw.clock.advance(CYCLE);
      expect(await runSettlementCycles(gw.ctx, 'test', UNPACED, 2)).toBe(1);
      const [next] = (await client().settlements.list()).items;
      expect(next).toMatchObject({ amount: formed!.amount, status: 'created' });
      expect([await itemsOf(formed!.id), await itemsOf(next!.id)]).toEqual([0, 3]);
      expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
    });

    it.runIf(engine === 'postgres')('settles each line exactly once when two processes run the cycles at once', async () => {
      // a second "process": its own pool of connections to the same database and schema
      const other = await openStore({ dataDir: gw.dataDir, databaseUrl: PG_TEST_URL, schema: gw.schema, clock: gw.clock });
      try {
        await startOfCycle();
        let net = 0;
        for (let round = 0; round < 4; round++) {
          for (const amount of [10_000, 25_000, 40_000]) {
            const payment = await pay(amount + round);
            net += payment.amount - (payment.fee ?? 0);
          }
          // both run the cycles of the same moment, several times over (the app's own sweeps may join in)
          gw.clock.advance(2 * CYCLE + 60);
          // a step of two lines: the three of a round take two steps, which the processes' steps may interleave
          await Promise.all(
            [0, 1, 2].flatMap(() => [runSettlementCycles(gw.ctx, 'test', UNPACED, 2), runSettlementCycles({ ...gw.ctx, store: other }, 'test', UNPACED, 2)]),
          );
          expect((await client().settlements.list({ count: 100 })).count, `round ${round}`).toBe(round + 1);
        }
        const settled = (await client().settlements.list({ count: 100 })).items;
        const carried = await gw.ctx.store.transaction((tx) =>
          tx.sql.all<{ entry_id: string; n: string }>("SELECT entry_id, COUNT(*) AS n FROM settlement_items WHERE mode = 'test' GROUP BY entry_id"),
        );
        expect(carried).toHaveLength(12);
        expect(carried.every((c) => Number(c.n) === 1)).toBe(true);
        expect(settled.reduce((sum, s) => sum + s.amount, 0)).toBe(net);
        expect(await client().balance.fetch()).toEqual({ entity: 'balance', balances: [{ currency: 'INR', available: 0, pending: 0 }] });
      } finally {
        await other.close();
      }
    });

    it('keeps the modes apart and refuses bad report dates naming the parameter', async () => {
      await pay(10_000);
      expect((await client().balance.fetch()).balances).toHaveLength(1);
      expect(await gw.client('live').balance.fetch()).toEqual({ entity: 'balance', balances: [] });
      expect((await gw.client('live').settlements.list()).count).toBe(0);
      const cases: [Record<string, number>, string][] = [
        [{ year: 2026, month: 13 }, 'month'],
        [{ year: 202, month: 1 }, 'year'],
        [{ year: 2026, month: 4, day: 31 }, 'day'],
        [{ year: 2026, month: 1, day: 32 }, 'day'],
        [{ year: 2026, month: 1, count: 1001 }, 'count'],
      ];
      for (const [query, field] of cases) {
        const refused = await apiError(client().settlements.fetchRecon(query as never));
        expect(refused.status, JSON.stringify(query)).toBe(400);
        expect(refused.error.field, JSON.stringify(query)).toBe(field);
      }
      const unknown = await apiError(client().settlements.fetch('setl_00000000000000'));
      expect(unknown.error.description).toBe('The id provided does not exist');
    });
  });
}
