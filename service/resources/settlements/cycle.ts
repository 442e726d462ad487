/**
 * The settlement cycle (spec tag `settlements`, Settlement machine `create`): at each cycle
 * (ledger/schedule.ts) one settlement per currency carries every merchant line due by then that
 * no settlement carries yet. Runs as a time-driven job (time-driven.ts), so it runs on test
 * mode's clock too; after a clock jump each missed cycle is formed in order, at its own time.
 *
 * A cycle may carry hundreds of thousands of lines, so it is formed in steps (forming.ts): each
 * step is one transaction that carries at most FORMING_STEP lines, and the step that finds no
 * more creates the settlement with their sum and moves the money, so the event loop and the
 * merchant's ledger lock are never held for longer than one step. A cycle of fewer lines is
 * formed in one transaction, as before.
 *
 * Exactly once, with any number of processes: every step runs under the merchant's ledger lock
 * (ledger/entries.ts lockMerchant) and reads the forming cycle's row, so steps of two processes
 * follow one another; `settlement_items` (a line's key) and `settlement_cycles` (a cycle's key)
 * make a second settlement of the same line or cycle a constraint violation rather than money
 * paid twice. A process stopped between two steps leaves the row: the next run goes on from it.
 */
import { idPrefixes } from '../../../generated/server/index.js';
import type { Settlement } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { LINE_KINDS } from '../../ledger/accounts.js';
import { lockMerchant, post } from '../../ledger/entries.js';
import { cycleFor, latestCycle } from '../../ledger/schedule.js';
import { inSteps, type Pace, UNPACED } from '../../pace.js';
import type { Mode, Tx } from '../../store/store.js';
import { carryStep, FORMING_STEP, type Forming, finishForming, nextDue, readForming, startForming, updateForming } from './forming.js';
import { finishReturns } from './returns.js';

const MERCHANT = 'merchant';

/**
 * The first cycle at or after `from`, and at or before `latest`, that has not formed a settlement
 * in `currency` (a failed settlement's cycle has: its lines wait for a later one). Reads the
 * formed cycles from `from` on in pages, so a long run of formed cycles costs pages, not a scan.
 */
async function firstOpenCycle(tx: Tx, mode: Mode, currency: string, from: number, latest: number): Promise<number | undefined> {
  let cycle = from;
  for (;;) {
    if (cycle > latest) return undefined;
    const formed = await tx.sql.all<{ cycle_at: number | string }>(
      'SELECT cycle_at FROM settlement_cycles WHERE mode = ? AND currency = ? AND cycle_at >= ? ORDER BY cycle_at LIMIT 64',
      [mode, currency, cycle],
    );
    let page = 0;
    for (const row of formed) {
      if (Number(row.cycle_at) !== cycle) return cycle;
      cycle = cycleFor(mode, cycle + 1);
      page += 1;
    }
    if (page < 64) return cycle <= latest ? cycle : undefined;
  }
}

/**
 * One step of forming the next settlement in `currency`, in the caller's transaction: carries up
 * to FORMING_STEP due lines into the forming cycle and, when none are left, forms its settlement.
 * Answers whether a settlement was formed and whether more steps remain.
 */
async function formStep(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  currency: string,
  now: number,
  stepLines: number,
): Promise<{ formed: boolean; more: boolean }> {
  await lockMerchant(tx, mode, currency);
  const latest = latestCycle(mode, now);
  let forming = await readForming(tx, mode, MERCHANT, currency);
  if (!forming) {
    const first = await nextDue(tx, mode, MERCHANT, currency, undefined, latest);
    if (first === undefined) return { formed: false, more: false };
    const cycleAt = await firstOpenCycle(tx, mode, currency, cycleFor(mode, first), latest);
    if (cycleAt === undefined) return { formed: false, more: false };
    forming = await startForming(tx, mode, MERCHANT, currency, newId(idPrefixes.Settlement), cycleAt, first);
  }
  const step = await carryStep(tx, mode, forming, LINE_KINDS, stepLines);
  if (step.more) {
    await updateForming(tx, mode, step.forming);
    return { formed: false, more: true };
  }
  const { cycleAt, amount } = step.forming;
  if (amount > 0) {
    await formSettlement(ctx, tx, mode, currency, step.forming);
    await finishForming(tx, mode, step.forming);
    return { formed: true, more: true };
  }
  // lines that net to nothing (a payment refunded before it was due) wait for one that does not:
  // the cycle the next due line falls in carries them with it
  const next = await nextDue(tx, mode, MERCHANT, currency, cycleAt, latest);
  const nextCycle = next === undefined ? undefined : await firstOpenCycle(tx, mode, currency, cycleFor(mode, next), latest);
  if (nextCycle === undefined) {
    await updateForming(tx, mode, step.forming);
    return { formed: false, more: false };
  }
  await updateForming(tx, mode, { ...step.forming, cycleAt: nextCycle });
  return { formed: false, more: true };
}

/** Forms the currency's due settlements a step at a time, asking `pace` between steps (and returning when it says to stop). */
async function settleCurrency(ctx: ServiceContext, mode: Mode, currency: string, now: number, pace: Pace, stepLines: number): Promise<number> {
  let formed = 0;
  await inSteps(pace, async () => {
    const step = await ctx.store.transaction((tx) => formStep(ctx, tx, mode, currency, now, stepLines));
    if (step.formed) formed += 1;
    return step;
  });
  return formed;
}

/** A new settlement `created` at its cycle (Settlement machine `create`), stored; a linked account's names it in `account_id`. */
export async function createSettlement(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  id: string,
  amount: number,
  cycleAt: number,
  accountId?: string,
): Promise<Settlement> {
  const draft: Settlement = {
    id,
    entity: 'settlement',
    amount,
    status: 'created',
    fees: 0,
    tax: 0,
    utr: null,
    created_at: cycleAt,
    ...(accountId ? { account_id: accountId } : {}),
  };
  const { entity: settlement } = await ctx.machines.Settlement.create(draft, 'create', eventContext(tx, mode));
  await tx.entities('settlements').insert(mode, settlement);
  return settlement;
}

/** The settlement of a formed cycle, with the money it carries moved to `in_transit`. */
async function formSettlement(ctx: ServiceContext, tx: Tx, mode: Mode, currency: string, forming: Forming): Promise<void> {
  const { settlementId, cycleAt, amount } = forming;
  await createSettlement(ctx, tx, mode, settlementId, amount, cycleAt);
  await tx.sql.run('INSERT INTO settlement_cycles (mode, currency, cycle_at, settlement_id) VALUES (?, ?, ?, ?)', [mode, currency, cycleAt, settlementId]);
  await post(tx, mode, {
    kind: 'settlement',
    sourceId: settlementId,
    currency,
    at: cycleAt,
    entries: [
      { account: 'merchant', amount: -amount, settleAt: cycleAt },
      { account: 'in_transit', amount },
    ],
  });
}

/**
 * The time-driven job: every cycle due by the mode's now, for every currency the merchant has a
 * balance in, carrying `stepLines` lines a transaction (tests take fewer, to see the steps), at
 * the sweeps' `pace` (pace.ts): stopped between two steps, the next run goes on from there.
 */
export async function runSettlementCycles(ctx: ServiceContext, mode: Mode, pace: Pace = UNPACED, stepLines = FORMING_STEP): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const currencies = await ctx.store.transaction(
    (tx) => tx.sql.all<{ currency: string }>(`SELECT currency FROM ledger_accounts WHERE mode = ? AND account = 'merchant' ORDER BY currency`, [mode]),
    { readOnly: true },
  );
  // a returned settlement's lines a stopped process left half put back wait again first
  if (!(await finishReturns(ctx.store, mode, pace, stepLines))) return 0;
  let formed = 0;
  for (const { currency } of currencies) formed += await settleCurrency(ctx, mode, currency, now, pace, stepLines);
  return formed;
}
