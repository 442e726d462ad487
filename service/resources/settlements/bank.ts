/**
 * The bank's answer to a settlement (spec Settlement machine `process` and `fail`;
 * processTestSettlement): credited, with its utr (`settlement.processed`), or returned, the
 * amount back in the balance and its lines freed for the next cycle (cycle.ts, returns.ts). One
 * transaction, under the settlement's row lock and then the merchant's ledger lock, conditional
 * on the settlement still being `created`: a second answer is refused, never applied twice.
 * A linked account's settlement (Settlement.account_id, linked-cycle.ts) is answered the same
 * way: credited to its bank account (`linked_banks`), or returned to its balance.
 */
import { type HandlerBody, Refusal, refuse } from '../../../generated/server/index.js';
import type { Settlement } from '../../../generated/types/index.js';
import { acquirerRefusal, type PayoutResult } from '../../acquirer/acquirer.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { type Account, linkedAccount } from '../../ledger/accounts.js';
import { lockAccount, lockMerchant, post } from '../../ledger/entries.js';
import { TEST_BANK_DELAY_SECONDS } from '../../ledger/schedule.js';
import type { Mode, Tx } from '../../store/store.js';
import { markReturned, returnLines } from './returns.js';

export type BankAnswer = { outcome: 'processed'; utr: string } | { outcome: 'failed' };

/** The cycle that formed a settlement: the merchant's, or a linked account's; whose balance it settles. */
interface CycleOf {
  currency: string;
  cycleAt: number;
  /** the ledger account it settles and the one the bank credits */
  from: Account;
  to: Account;
  table: 'settlement_cycles' | 'linked_settlement_cycles';
}

async function cycleOf(tx: Tx, mode: Mode, id: string): Promise<CycleOf | undefined> {
  const own = await tx.sql.get<{ currency: string; cycle_at: number | string }>(
    'SELECT currency, cycle_at FROM settlement_cycles WHERE mode = ? AND settlement_id = ?',
    [mode, id],
  );
  if (own) return { currency: own.currency, cycleAt: Number(own.cycle_at), from: 'merchant', to: 'bank', table: 'settlement_cycles' };
  const linked = await tx.sql.get<{ currency: string; cycle_at: number | string; account_id: string }>(
    'SELECT currency, cycle_at, account_id FROM linked_settlement_cycles WHERE mode = ? AND settlement_id = ?',
    [mode, id],
  );
  if (!linked) return undefined;
  return {
    currency: linked.currency,
    cycleAt: Number(linked.cycle_at),
    from: linkedAccount(linked.account_id),
    to: 'linked_banks',
    table: 'linked_settlement_cycles',
  };
}

export async function answerSettlement(ctx: ServiceContext, mode: Mode, id: string, answer: BankAnswer): Promise<Settlement> {
  const answered = await ctx.store.transaction(async (tx) => {
    const locked = await tx.entities('settlements').getForUpdate(mode, id);
    if (!locked) throw refuse('id_not_found', {}, { field: 'settlement_id' });
    const current = locked.entity;
    if (current.status !== 'created') throw refuse('settlement_not_processable', { status: current.status });
    const cycle = await cycleOf(tx, mode, id);
    if (!cycle) throw new Error(`settlement ${id} has no cycle`);
    const now = ctx.clocks.of(mode).now();
    await lockMerchant(tx, mode, cycle.currency);
    if (cycle.from !== 'merchant') await lockAccount(tx, mode, cycle.from, cycle.currency);
    const ec = eventContext(tx, mode);
    let next: Settlement;
    if (answer.outcome === 'processed') {
      next = (await ctx.machines.Settlement.fire({ ...current, utr: answer.utr }, 'process', ec)).entity;
      await post(tx, mode, {
        kind: 'settlement_credit',
        sourceId: id,
        currency: cycle.currency,
        at: now,
        entries: [
          { account: 'in_transit', amount: -current.amount },
          { account: cycle.to, amount: current.amount },
        ],
      });
      await tx.sql.run(`UPDATE ${cycle.table} SET processed_at = ? WHERE mode = ? AND settlement_id = ?`, [now, mode, id]);
    } else {
      next = (await ctx.machines.Settlement.fire(current, 'fail', ec)).entity;
      // the money back, due at the failed cycle: the next cycle carries it with its lines
      await post(tx, mode, {
        kind: 'settlement_return',
        sourceId: id,
        currency: cycle.currency,
        at: now,
        entries: [
          { account: 'in_transit', amount: -current.amount },
          { account: cycle.from, amount: current.amount, settleAt: cycle.cycleAt },
        ],
      });
      // its lines wait again, put back a step at a time once this commits (returns.ts)
      await markReturned(tx, mode, id);
    }
    if (!(await tx.entities('settlements').update(mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'settlement' });
    return next;
  });
  if (answered.status === 'failed') await returnLines(ctx.store, mode, id);
  return answered;
}

/**
 * Sends a `created` settlement to the bank as a payout (the reference id makes a repeat the same
 * payout) and returns the bank's answer; a settlement the bank has answered is refused first
 * (processTestSettlement rule 2).
 */
async function payOut(ctx: ServiceContext, mode: Mode, id: string, currency: string): Promise<PayoutResult> {
  const settlement = await ctx.store.transaction((tx) => tx.entities('settlements').get(mode, id), { readOnly: true });
  if (!settlement) throw refuse('id_not_found', {}, { field: 'settlement_id' });
  if (settlement.status !== 'created') throw refuse('settlement_not_processable', { status: settlement.status });
  return ctx.acquirerFor(mode).payout({ mode, reference_id: id, amount: settlement.amount, currency });
}

/**
 * The time-driven job of the bank: settlements formed at least the bank's delay ago are paid out
 * and marked with the answer. Live mode's acquirer refuses until one is connected: its
 * settlements stay `created`.
 */
export async function creditDueSettlements(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const due = await ctx.store.transaction(
    async (tx) => [
      ...(await tx.sql.all<{ settlement_id: string; currency: string }>(
        'SELECT settlement_id, currency FROM settlement_cycles WHERE mode = ? AND processed_at IS NULL AND cycle_at <= ? ORDER BY cycle_at LIMIT 100',
        [mode, now - TEST_BANK_DELAY_SECONDS],
      )),
      ...(await tx.sql.all<{ settlement_id: string; currency: string }>(
        'SELECT settlement_id, currency FROM linked_settlement_cycles WHERE mode = ? AND processed_at IS NULL AND cycle_at <= ? ORDER BY cycle_at LIMIT 100',
        [mode, now - TEST_BANK_DELAY_SECONDS],
      )),
    ],
    { readOnly: true },
  );
  let credited = 0;
  for (const { settlement_id, currency } of due) {
    try {
      const paid = await payOut(ctx, mode, settlement_id, currency);
      if (!paid.ok) continue;
      await answerSettlement(ctx, mode, settlement_id, { outcome: 'processed', utr: paid.utr });
      credited += 1;
    } catch (error) {
      // another process, or processTestSettlement, answered first
      if (!(error instanceof Refusal)) throw error;
    }
  }
  return credited;
}

/** spec processTestSettlement: the simulated bank answers now, as `outcome` says. */
export async function processTestSettlement(ctx: ServiceContext, mode: 'test', id: string, body: HandlerBody<'processTestSettlement'>): Promise<Settlement> {
  if (body.outcome === 'failed') return answerSettlement(ctx, mode, id, { outcome: 'failed' });
  const cycle = await ctx.store.transaction((tx) => cycleOf(tx, mode, id), { readOnly: true });
  if (!cycle) throw refuse('id_not_found', {}, { field: 'settlement_id' });
  const paid = await payOut(ctx, mode, id, cycle.currency);
  if (!paid.ok) throw acquirerRefusal(paid.error);
  return answerSettlement(ctx, mode, id, { outcome: 'processed', utr: paid.utr });
}
