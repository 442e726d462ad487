/**
 * The bank's side of an instant settlement (spec createInstantSettlement rule 5,
 * processTestInstantSettlement; InstantSettlement and InstantSettlementPayout x-state-machine):
 * it receives the payouts (`initiated`), then credits each (`processed`, with a utr) or returns it
 * (`reversed`, its amount and fees back in the balance). Each answer is one transaction under the
 * settlement's row lock and then the merchant's ledger lock, conditional on the payout not being
 * answered yet: a second answer is refused, never applied twice. The acquirer is asked before
 * that transaction (no I/O under a lock); its reference id is the payout's, so asking again is
 * the same payout.
 */
import { type HandlerBody, Refusal, refuse } from '../../../generated/server/index.js';
import type { InstantSettlement, InstantSettlementPayout } from '../../../generated/types/index.js';
import { type AcquirerError, acquirerRefusal } from '../../acquirer/acquirer.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import { lockMerchant, post } from '../../ledger/entries.js';
import type { Mode, Tx } from '../../store/store.js';
import { isAnswered, netOf, statusOf, TRIGGER_INTO, totalsOf } from './payouts.js';

/** test mode's simulated bank credits a payout this long after receiving it (createInstantSettlement rule 5) */
export const TEST_PAYOUT_DELAY_SECONDS = 60;

type Answer = { outcome: 'processed'; utr: string } | { outcome: 'reversed' };

const payoutsOf = (settlement: InstantSettlement): InstantSettlementPayout[] => settlement.ondemand_payouts?.items ?? [];

/** The settlement moved to the state its payouts put it in (through the machine), its amounts recomputed. */
async function follow(ctx: ServiceContext, tx: Tx, mode: Mode, settlement: InstantSettlement, payouts: InstantSettlementPayout[]): Promise<InstantSettlement> {
  let next: InstantSettlement = {
    ...settlement,
    ...totalsOf(payouts),
    ondemand_payouts: { entity: 'collection', count: payouts.length, items: payouts },
  };
  const target = statusOf(payouts);
  if (target !== next.status && target !== 'created')
    next = (await ctx.machines.InstantSettlement.fire(next, TRIGGER_INTO[target], eventContext(tx, mode))).entity;
  return next;
}

async function locked(tx: Tx, mode: Mode, id: string) {
  const row = await tx.entities('instant_settlements').getForUpdate(mode, id);
  if (!row) throw refuse('id_not_found', {}, { field: 'instant_settlement_id' });
  return row;
}

/** The bank receives the settlement's payouts still `created`: they and the settlement become `initiated`. */
export async function initiatePayouts(ctx: ServiceContext, mode: Mode, id: string): Promise<InstantSettlement> {
  const now = ctx.clocks.of(mode).now();
  return ctx.store.transaction(async (tx) => {
    const { entity: current, version } = await locked(tx, mode, id);
    const before = payoutsOf(current);
    if (!before.some((p) => p.status === 'created')) return current;
    const ec = eventContext(tx, mode);
    const payouts: InstantSettlementPayout[] = [];
    for (const p of before) {
      payouts.push(p.status === 'created' ? (await ctx.machines.InstantSettlementPayout.fire({ ...p, initiated_at: now }, 'initiate', ec)).entity : p);
    }
    const next = await follow(ctx, tx, mode, current, payouts);
    if (!(await tx.entities('instant_settlements').update(mode, next, { expectVersion: version })))
      throw refuse('concurrent_update', { entity: 'instant settlement' });
    return next;
  });
}

/** The bank's answer to one `initiated` payout, with its ledger entries. */
export async function answerPayout(ctx: ServiceContext, mode: Mode, id: string, payoutId: string, answer: Answer): Promise<InstantSettlement> {
  const now = ctx.clocks.of(mode).now();
  return ctx.store.transaction(async (tx) => {
    const { entity: current, version } = await locked(tx, mode, id);
    const before = payoutsOf(current);
    const payout = before.find((p) => p.id === payoutId);
    if (!payout) throw refuse('id_not_found', {}, { field: 'payout_id' });
    if (payout.status !== 'initiated') throw refuse('payout_not_processable', { status: payout.status });
    await lockMerchant(tx, mode, current.currency);
    const ec = eventContext(tx, mode);
    let moved: InstantSettlementPayout;
    if (answer.outcome === 'processed') {
      moved = (await ctx.machines.InstantSettlementPayout.fire({ ...payout, utr: answer.utr, processed_at: now, amount_settled: netOf(payout) }, 'process', ec))
        .entity;
      await post(tx, mode, {
        kind: 'instant_settlement_credit',
        sourceId: payout.id,
        currency: current.currency,
        at: now,
        entries: [
          { account: 'in_transit', amount: -netOf(payout) },
          { account: 'bank', amount: netOf(payout) },
        ],
      });
    } else {
      moved = (await ctx.machines.InstantSettlementPayout.fire({ ...payout, reversed_at: now }, 'reverse', ec)).entity;
      // the amount and its fees back in the balance, due now: the next cycle pays it out
      await post(tx, mode, {
        kind: 'instant_settlement_reversal',
        sourceId: payout.id,
        currency: current.currency,
        at: now,
        entries: [
          { account: 'in_transit', amount: -netOf(payout) },
          { account: 'fees', amount: -(payout.fees - payout.tax) },
          { account: 'tax', amount: -payout.tax },
          { account: 'merchant', amount: payout.amount, settleAt: now },
        ],
      });
    }
    const next = await follow(
      ctx,
      tx,
      mode,
      current,
      before.map((p) => (p.id === payoutId ? moved : p)),
    );
    if (!(await tx.entities('instant_settlements').update(mode, next, { expectVersion: version })))
      throw refuse('concurrent_update', { entity: 'instant settlement' });
    return next;
  });
}

/** Sends one payout to the acquirer and records its credit; the acquirer's refusal otherwise (live mode until one is connected). */
async function creditPayout(
  ctx: ServiceContext,
  mode: Mode,
  settlement: InstantSettlement,
  payout: InstantSettlementPayout,
): Promise<{ ok: true; settlement: InstantSettlement } | { ok: false; error: AcquirerError }> {
  const paid = await ctx.acquirerFor(mode).payout({ mode, reference_id: payout.id, amount: netOf(payout), currency: settlement.currency });
  if (!paid.ok) return paid;
  return { ok: true, settlement: await answerPayout(ctx, mode, settlement.id, payout.id, { outcome: 'processed', utr: paid.utr }) };
}

/**
 * The settlement's schedule (service/schedules.ts): at once while a payout waits to be received,
 * else when its first received payout is due to be credited; null when the bank has answered all.
 */
export function instantSettlementDueAt(settlement: InstantSettlement): number | null {
  const payouts = payoutsOf(settlement);
  if (payouts.some((p) => p.status === 'created')) return settlement.created_at;
  const credits = payouts.filter((p) => p.status === 'initiated').map((p) => (p.initiated_at ?? settlement.created_at) + TEST_PAYOUT_DELAY_SECONDS);
  return credits.length ? Math.min(...credits) : null;
}

/** The bank's pass over one due settlement: its payouts received, and those received long enough ago credited. */
async function bankPass(ctx: ServiceContext, mode: Mode, id: string): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  let current = await ctx.store.transaction((tx) => tx.entities('instant_settlements').get(mode, id), { readOnly: true });
  if (!current) return 0;
  let moved = 0;
  try {
    if (payoutsOf(current).some((p) => p.status === 'created')) {
      moved += payoutsOf(current).filter((p) => p.status === 'created').length;
      current = await initiatePayouts(ctx, mode, current.id);
    }
    for (const payout of payoutsOf(current)) {
      if (payout.status !== 'initiated' || (payout.initiated_at ?? now) > now - TEST_PAYOUT_DELAY_SECONDS) continue;
      if ((await creditPayout(ctx, mode, current, payout)).ok) moved += 1;
    }
  } catch (error) {
    // another process, or processTestInstantSettlement, answered first
    if (!(error instanceof Refusal)) throw error;
  }
  return moved;
}

/**
 * The time-driven job of the bank: settlements with payouts still `created` are received; payouts
 * received at least the bank's delay ago are credited. The due settlements are read from the
 * `due_at` index (due-sweep.ts). Returns how many settlements moved.
 */
export function runInstantSettlementPayouts(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, 'instant_settlements', ctx.clocks.of(mode).now(), async (id) => (await bankPass(ctx, mode, id)) > 0);
}

/** spec processTestInstantSettlement: the simulated bank answers now, as the body says. */
export async function processTestInstantSettlement(
  ctx: ServiceContext,
  mode: 'test',
  id: string,
  body: HandlerBody<'processTestInstantSettlement'>,
): Promise<InstantSettlement> {
  let current = await ctx.store.transaction((tx) => tx.entities('instant_settlements').get(mode, id), { readOnly: true });
  if (!current) throw refuse('id_not_found', {}, { field: 'instant_settlement_id' });
  const named = body.payout_id === undefined ? undefined : payoutsOf(current).find((p) => p.id === body.payout_id);
  if (body.payout_id !== undefined && !named) throw refuse('id_not_found', {}, { field: 'payout_id' });
  const targets = named
    ? [named]
    : payoutsOf(current)
        .filter((p) => !isAnswered(p))
        .slice(0, body.limit);
  const answered = named && isAnswered(named) ? named : targets.length === 0 ? payoutsOf(current)[0] : undefined;
  if (answered) throw refuse('payout_not_processable', { status: answered.status });
  current = await initiatePayouts(ctx, mode, id);
  const { outcome } = body;
  if (outcome === 'received') return current;
  for (const target of targets) {
    if (outcome === 'reversed') {
      current = await answerPayout(ctx, mode, id, target.id, { outcome: 'reversed' });
      continue;
    }
    const credited = await creditPayout(ctx, mode, current, target);
    if (!credited.ok) throw acquirerRefusal(credited.error);
    current = credited.settlement;
  }
  return current;
}
