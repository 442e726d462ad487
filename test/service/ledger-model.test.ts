/**
 * A property test of the ledger (fast-check, 400 runs; PAISA_CHAOS=full: 1,000): random sequences of payments (one card
 * whose refunds fail at the bank), partial and full refunds, instant settlements (of a share of
 * the balance or all of it), advances of test mode's clock (which run the settlement cycles and
 * the bank), the bank crediting or returning a settlement, crediting or reversing an instant
 * settlement's payouts, disputes raised on a payment (a share of it) and decided (won, lost,
 * closed, accepted), and transfers to two linked accounts (from a payment or the balance)
 * processed, failed and reversed, and funds added to the balance (createTestTopUp). After every run: every ledger transaction sums to zero; each account's
 * running sum is the sum of its entries; the merchant's balance due by any date is never negative
 * by more than what disputes have held (spec Dispute, Money: the bank takes it whatever the
 * balance holds), nor is either figure fetchBalance reports; the `disputes` account holds the
 * amount of the disputes not yet decided; each settlement carries lines summing to its amount;
 * each instant settlement's amounts add up (requested = settled + pending + fees + reversed);
 * what is in transit and what the bank holds are exactly what the settlements and payouts say;
 * `transfers` holds the pending transfers; no linked account's balance is negative, and what
 * processed transfers carry is on the linked accounts' balances, in transit or at their banks; and
 * Σ captured + Σ topped up − Σ refunded − Σ (fee and tax, never given back) − Σ disputed (held or lost) − Σ transferred =
 * balance + Σ settled (in transit or credited).
 * SQLite only, one gateway for every run (the invariants hold over everything that has happened);
 * settlements.test.ts holds both engines to the same postings.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../generated/types/index.js';
import { payOrder } from '../../service/payment-flow.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { LONG_FORM } from '../support/long-form.js';
import { pdfFile } from './documents-support.js';
import { payableInvoice } from './payments-support.js';

const EVIDENCE = pdfFile();

const VISA = { number: '4111111111111111', expiry_month: 12, expiry_year: 2040, cvv: '123' };
const REFUNDS_FAIL = { number: '5105105105105100', expiry_month: 12, expiry_year: 2040, cvv: '123' };

type Command =
  | { kind: 'pay'; amount: number; refundsFail: boolean }
  | { kind: 'refund'; pick: number; share: number }
  | { kind: 'advance'; seconds: number }
  | { kind: 'bank'; outcome: 'processed' | 'failed' }
  | { kind: 'instant'; share: number; full: boolean }
  | { kind: 'payout'; pick: number; outcome: 'processed' | 'reversed' }
  | { kind: 'dispute'; pick: number; share: number }
  | { kind: 'decide'; pick: number; outcome: 'won' | 'lost' | 'closed' | 'accept' }
  | { kind: 'transfer'; pick: number; share: number; direct: boolean; to: number }
  | { kind: 'transfer_answer'; pick: number; outcome: 'processed' | 'failed' }
  | { kind: 'reverse'; pick: number; share: number }
  | { kind: 'top_up'; amount: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 100, max: 5_000_000 }), refundsFail: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), seconds: fc.integer({ min: 60, max: 3 * 86_400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bank' as const), outcome: fc.constantFrom('processed' as const, 'failed' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('instant' as const), share: fc.double({ min: 0, max: 1.2, noNaN: true }), full: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('payout' as const), pick: fc.nat(), outcome: fc.constantFrom('processed' as const, 'reversed' as const) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute' as const), pick: fc.nat(), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('won' as const, 'lost' as const, 'closed' as const, 'accept' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
      direct: fc.boolean(),
      to: fc.nat({ max: 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('transfer_answer' as const), pick: fc.nat(), outcome: fc.constantFrom('processed' as const, 'failed' as const) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('top_up' as const), amount: fc.integer({ min: 100, max: 200_000 }) }) },
);

describe('ledger model [sqlite]', () => {
  let gw: TestGateway;
  const payments: Payment[] = [];
  /** two linked accounts that transfers go to */
  const linked: string[] = [];
  /** what the runs added to the balance from the bank account (createTestTopUp) */
  let toppedUp = 0;
  beforeAll(async () => {
    gw = await startGateway({ engine: 'sqlite' });
    for (const n of [0, 1]) {
      const account = await gw.client().linkedAccounts.create({
        email: `vendor${n}@example.com`,
        phone: '9000090000',
        legal_business_name: 'Acme Corp',
        business_type: 'partnership',
        contact_name: 'Gaurav Kumar',
        profile: {
          category: 'retail',
          subcategory: 'shop',
          addresses: { registered: { street1: '1 Road', city: 'Pune', state: 'MH', postal_code: '411001', country: 'IN' } },
        },
      });
      linked.push(account.id);
    }
  });
  afterAll(async () => {
    await gw.stop();
  });

  async function apply(c: Command): Promise<void> {
    const client = gw.client();
    if (c.kind === 'pay') {
      const { invoice, orderId } = await payableInvoice(gw, { amount: c.amount });
      const card = c.refundsFail ? REFUNDS_FAIL : VISA;
      const result = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card }, capture: 'auto' });
      payments.push(result.payment);
    } else if (c.kind === 'refund') {
      if (payments.length === 0) return;
      const payment = await client.payments.fetch((payments[c.pick % payments.length] as Payment).id);
      const left = payment.amount - payment.amount_refunded;
      if (left === 0) return;
      const amount = Math.max(Math.min(left, 100), Math.round(left * c.share));
      // refused when the balance cannot cover it (refundPayment rule 5): a 400, nothing written
      await client.payments.refund(payment.id, { amount: Math.min(amount, left) }).catch((error: { status?: number }) => {
        if (error.status !== 400) throw error;
      });
    } else if (c.kind === 'top_up') {
      await client.testHelpers.topUpBalance({ amount: c.amount });
      toppedUp += c.amount;
    } else if (c.kind === 'advance') {
      await client.testHelpers.advanceClock({ by: c.seconds });
    } else if (c.kind === 'instant') {
      const inr = (await client.balance.fetch()).balances.find((b) => b.currency === 'INR');
      const amount = Math.round(((inr?.available ?? 0) + (inr?.pending ?? 0)) * c.share);
      // refused below INR 1 or above the balance (createInstantSettlement rule 2): a 400, nothing written
      await client.instantSettlements.create(c.full ? { settle_full_balance: true } : { amount }).catch((error: { status?: number }) => {
        if (error.status !== 400) throw error;
      });
    } else if (c.kind === 'dispute') {
      if (payments.length === 0) return;
      const payment = payments[c.pick % payments.length] as Payment;
      // refused when nothing is left of it or it is no longer captured (createTestDispute rules 1, 2): a 400, nothing written
      await client.testHelpers.createDispute(payment.id, { amount: Math.max(1, Math.round(payment.amount * c.share)) }).catch((error: { status?: number }) => {
        if (error.status !== 400) throw error;
      });
    } else if (c.kind === 'decide') {
      const undecided = (await client.disputes.list({ count: 100 })).items.filter((d) => d.status === 'open' || d.status === 'under_review');
      const dispute = undecided[c.pick % Math.max(1, undecided.length)];
      if (!dispute) return;
      if (c.outcome === 'accept') await client.disputes.accept(dispute.id);
      else {
        // won and lost are decided under review: submit first when it is still open
        if (dispute.status === 'open' && c.outcome !== 'closed') {
          const doc = await client.documents.create({ file: { data: EVIDENCE, filename: 'e.pdf' }, purpose: 'dispute_evidence' });
          await client.disputes.contest(dispute.id, { shipping_proof: [doc.id], action: 'submit' });
        }
        await client.testHelpers.resolveDispute(dispute.id, { outcome: c.outcome });
      }
    } else if (c.kind === 'transfer') {
      const account = linked[c.to % linked.length] as string;
      const refusedOk = (error: { status?: number }) => {
        // more than is left of the payment or the balance, a payment no longer captured (createPaymentTransfers rules 1, 4, 5): a 400, nothing written
        if (error.status !== 400) throw error;
      };
      if (c.direct) {
        const inr = (await client.balance.fetch()).balances.find((b) => b.currency === 'INR');
        const amount = Math.max(1, Math.round(((inr?.available ?? 0) + (inr?.pending ?? 0)) * c.share));
        await client.transfers.create({ account, amount, currency: 'INR' }).catch(refusedOk);
      } else if (payments.length > 0) {
        const payment = payments[c.pick % payments.length] as Payment;
        const amount = Math.max(1, Math.round(payment.amount * c.share));
        await client.transfers.createForPayment(payment.id, { transfers: [{ account, amount, currency: 'INR' }] }).catch(refusedOk);
      }
    } else if (c.kind === 'transfer_answer') {
      const pending = (await client.transfers.list({ count: 100 })).items.filter((t) => t.status === 'pending');
      const picked = pending[c.pick % Math.max(1, pending.length)];
      if (picked) await client.testHelpers.processTransfer(picked.id, { outcome: c.outcome });
    } else if (c.kind === 'reverse') {
      const open = (await client.transfers.list({ count: 100 })).items.filter((t) => t.status === 'processed' || t.status === 'partially_reversed');
      const picked = open[c.pick % Math.max(1, open.length)];
      // refused when the linked account's settlement has already paid its balance out (reverseTransfer rule 3): a 400, nothing written
      if (picked)
        await client.transfers
          .reverse(picked.id, { amount: Math.max(1, Math.round((picked.amount - picked.amount_reversed) * c.share)) })
          .catch((error: { status?: number }) => {
            if (error.status !== 400) throw error;
          });
    } else if (c.kind === 'payout') {
      const open = (await client.instantSettlements.list({ count: 100, 'expand[]': ['ondemand_payouts'] })).items.flatMap((s) =>
        (s.ondemand_payouts?.items ?? []).filter((p) => p.status === 'created' || p.status === 'initiated').map((p) => [s.id, p.id] as const),
      );
      const picked = open[c.pick % Math.max(1, open.length)];
      if (picked) await client.testHelpers.processInstantSettlement(picked[0], { payout_id: picked[1], outcome: c.outcome });
    } else {
      const created = (await client.settlements.list({ count: 100 })).items.filter((s) => s.status === 'created');
      const oldest = created[created.length - 1];
      if (oldest) await client.testHelpers.processSettlement(oldest.id, { outcome: c.outcome });
    }
  }

  async function checkInvariants(): Promise<void> {
    const ok = await gw.ctx.store.transaction(
      async (tx) => {
        const unbalanced = await tx.sql.all("SELECT txn_id FROM ledger_entries WHERE mode = 'test' GROUP BY txn_id HAVING SUM(amount) <> 0");
        const drift = await tx.sql.all(
          `SELECT a.account FROM ledger_accounts a
            WHERE a.mode = 'test' AND a.balance <> (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e WHERE e.mode = a.mode AND e.account = a.account AND e.currency = a.currency)`,
        );
        const dates = await tx.sql.all(
          `SELECT d.settle_at FROM ledger_merchant_dates d
            WHERE d.mode = 'test' AND d.amount <> (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e
              WHERE e.mode = d.mode AND e.account = 'merchant' AND e.currency = d.currency AND e.settle_at = d.settle_at)`,
        );
        const merchant = await tx.sql.all<{ settle_at: number; amount: number }>(
          "SELECT settle_at, SUM(amount) AS amount FROM ledger_entries WHERE mode = 'test' AND account = 'merchant' GROUP BY settle_at ORDER BY settle_at",
        );
        const carried = await tx.sql.all<{ settlement_id: string; amount: number }>(
          `SELECT i.settlement_id, SUM(e.amount) AS amount FROM settlement_items i JOIN ledger_entries e ON e.id = i.entry_id
            WHERE i.mode = 'test' GROUP BY i.settlement_id`,
        );
        const settlements = await tx.entities('settlements').list('test', { count: 100_000 });
        const instant = await tx.entities('instant_settlements').list('test', { count: 100_000 });
        const paid = await tx.entities('payments').list('test', { count: 100_000, status: ['captured', 'refunded'] });
        const sums = await tx.sql.all<{ account: string; balance: number }>("SELECT account, balance FROM ledger_accounts WHERE mode = 'test'");
        // each refund's own transaction, per account: what it took from the merchant and gave the customer
        const refundMoves = await tx.sql.all<{ source_id: string; account: string; amount: number }>(
          "SELECT source_id, account, SUM(amount) AS amount FROM ledger_entries WHERE mode = 'test' AND kind = 'refund' GROUP BY source_id, account",
        );
        const refunds = await tx.entities('refunds').list('test', { count: 100_000 });
        const disputes = await tx.entities('disputes').list('test', { count: 100_000 });
        const transfers = await tx.entities('transfers').list('test', { count: 100_000 });
        return { unbalanced, drift, dates, merchant, carried, settlements, instant, paid, sums, disputes, transfers, refundMoves, refunds };
      },
      { readOnly: true },
    );
    expect(ok.unbalanced).toEqual([]);
    expect(ok.drift).toEqual([]);
    expect(ok.dates).toEqual([]);
    // a settlement carries lines summing to its amount; a returned one carries none
    const carriedBy = new Map(ok.carried.map((c) => [c.settlement_id, Number(c.amount)]));
    for (const s of ok.settlements) expect(carriedBy.get(s.id) ?? 0, s.id).toBe(s.status === 'failed' ? 0 : s.amount);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const everHeld = sum(ok.disputes.map((d) => d.amount));
    let due = 0;
    for (const bucket of ok.merchant) {
      due += Number(bucket.amount);
      expect(due, `balance due by ${bucket.settle_at}`).toBeGreaterThanOrEqual(-everHeld);
    }
    const account = (name: string) => Number(ok.sums.find((s) => s.account === name)?.balance ?? 0);
    const undecided = ok.disputes.filter((d) => d.status === 'open' || d.status === 'under_review');
    expect(account('disputes')).toBe(sum(undecided.map((d) => d.amount)));
    for (const d of ok.disputes) expect(d.amount_deducted, d.id).toBe(d.status === 'lost' ? d.amount : 0);

    // a refund takes its whole amount from the merchant and gives it to the customer; no fee or tax moves back (spec refundPayment rule 5)
    const refundAmount = new Map(ok.refunds.map((r) => [r.id, r.amount]));
    for (const move of ok.refundMoves) {
      const amount = refundAmount.get(move.source_id);
      expect(amount, move.source_id).toBeDefined();
      const want = move.account === 'customers' ? amount : move.account === 'merchant' ? -(amount ?? 0) : 0;
      expect(Number(move.amount), `${move.source_id} ${move.account}`).toBe(want);
    }
    expect(new Set(ok.refundMoves.map((m) => m.source_id)).size, 'every refund posted').toBe(ok.refunds.length);

    // the identity, from the payments alone
    let captured = 0;
    let refunded = 0;
    let kept = 0;
    for (const payment of ok.paid) {
      captured += payment.amount;
      refunded += payment.amount_refunded;
      // a refund never gives the fee or its tax back (spec refundPayment rule 5): every fee charged is kept
      kept += payment.fee ?? 0;
    }
    expect(ok.paid).toHaveLength(payments.length);
    for (const s of ok.instant) {
      expect(s.amount_settled + s.amount_pending + s.fees + s.amount_reversed, s.id).toBe(s.amount_requested);
      kept += s.fees;
    }
    const disputed = sum(undecided.map((d) => d.amount)) + sum(ok.disputes.map((d) => d.amount_deducted));
    // transfers: what they carry away from the merchant (failed ones came back); in flight until processed
    const transferred = sum(ok.transfers.filter((t) => t.status !== 'failed').map((t) => t.amount - t.amount_reversed));
    expect(account('transfers')).toBe(sum(ok.transfers.filter((t) => t.status === 'pending').map((t) => t.amount)));
    const ownSettlements = ok.settlements.filter((s) => s.account_id === undefined);
    const linkedSettlements = ok.settlements.filter((s) => s.account_id !== undefined);
    const linkedInTransit = sum(linkedSettlements.filter((s) => s.status === 'created').map((s) => s.amount));
    expect(captured - refunded - kept - disputed - transferred).toBe(account('merchant') + account('in_transit') - linkedInTransit + account('bank'));
    // the linked accounts: what processed transfers carry is on their balances, in transit, or at their banks; no balance negative
    const linkedBalances = ok.sums.filter((s) => s.account.startsWith('linked:')).map((s) => Number(s.balance));
    for (const held of linkedBalances) expect(held).toBeGreaterThanOrEqual(0);
    expect(sum(ok.transfers.filter((t) => t.status !== 'failed' && t.status !== 'pending').map((t) => t.amount - t.amount_reversed))).toBe(
      sum(linkedBalances) + linkedInTransit + account('linked_banks'),
    );
    expect(account('linked_banks')).toBe(sum(linkedSettlements.filter((s) => s.status === 'processed').map((s) => s.amount)));
    // in transit: settlements the bank has not answered and payouts not yet credited; at the bank: what was credited
    expect(account('in_transit')).toBe(
      sum(ok.settlements.filter((s) => s.status === 'created').map((s) => s.amount)) + sum(ok.instant.map((s) => s.amount_pending)),
    );
    // the bank account also sent what the top-ups added (createTestTopUp rule 2)
    expect(account('bank')).toBe(
      sum(ownSettlements.filter((s) => s.status === 'processed').map((s) => s.amount)) + sum(ok.instant.map((s) => s.amount_settled)) - toppedUp,
    );
    const client = gw.client();
    const balance = await client.balance.fetch();
    for (const b of balance.balances) {
      expect(b.available).toBeGreaterThanOrEqual(-everHeld);
      expect(b.pending).toBeGreaterThanOrEqual(0);
      expect(b.available + b.pending).toBe(account('merchant'));
    }
  }

  it('keeps every transaction balanced, no balance negative, and the money accounted for', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (commands) => {
        for (const c of commands) await apply(c);
        await checkInvariants();
      }),
      { numRuns: LONG_FORM ? 1_000 : 400 },
    );
    // the runs reached the instant settlement's outcomes, not only its refusals
    const statuses = new Set((await gw.client().instantSettlements.list({ count: 100 })).items.map((s) => s.status));
    expect([...statuses]).toEqual(expect.arrayContaining(['processed', 'reversed']));
    // transfers reached each state
    const recent = (await gw.client().transfers.list({ count: 100 })).items;
    expect([...new Set(recent.map((t) => t.status))]).toEqual(expect.arrayContaining(['processed', 'failed']));
    expect(recent.some((t) => t.amount_reversed > 0)).toBe(true);
    // and disputes reached each decision
    const decided = new Set((await gw.client().disputes.list({ count: 100 })).items.map((d) => d.status));
    expect([...decided]).toEqual(expect.arrayContaining(['won', 'lost', 'closed']));
  }, 240_000);
});
