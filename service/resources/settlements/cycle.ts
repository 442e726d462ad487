/**
 * The settlement cycle (spec tag `settlements`, Settlement machine `create`): at each cycle
 * (ledger/schedule.ts) one settlement per currency carries every merchant line due by then that
 * no settlement carries yet. Runs as a time-driven job (time-driven.ts), so it runs on test
 * mode's clock too; after a clock jump each missed cycle is formed in order, at its own time.
 *
 * Exactly once, with any number of processes: everything happens under the merchant's ledger
 * lock (ledger/entries.ts lockMerchant), and `settlement_items` (a line's key) and
 * `settlement_cycles` (a cycle's key) make a second settlement of the same line or cycle a
 * constraint violation rather than money paid twice.
 */
import { idPrefixes } from '../../../generated/server/index.js';
import type { Settlement } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { LINE_KINDS } from '../../ledger/accounts.js';
import { lockMerchant, MERCHANT_COLUMNS, type MerchantEntry, type MerchantRow, post, toMerchantEntry } from '../../ledger/entries.js';
import { cycleFor, latestCycle } from '../../ledger/schedule.js';
import { placeholders, valueRows } from '../../store/sql.js';
import type { Mode, Tx } from '../../store/store.js';

const LINES = LINE_KINDS.map((k) => `'${k}'`).join(', ');

/** The merchant lines due by `by` that no settlement carries, oldest first. */
export async function unsettledLines(tx: Tx, mode: Mode, currency: string, by: number): Promise<MerchantEntry[]> {
  // from the lines waiting (ledger/entries.ts post), by their index: never every line ever posted
  const rows = await tx.sql.all<MerchantRow>(
    `SELECT ${MERCHANT_COLUMNS} FROM unsettled_lines u JOIN ledger_entries e ON e.id = u.entry_id
      WHERE u.mode = ? AND u.account = 'merchant' AND u.currency = ? AND u.settle_at <= ? AND e.kind IN (${LINES})
        AND NOT EXISTS (SELECT 1 FROM settlement_items i WHERE i.mode = e.mode AND i.entry_id = e.id)
      ORDER BY e.settle_at, e.created_at, e.id`,
    [mode, currency, by],
  );
  return rows.map(toMerchantEntry);
}

/** The cycles that have formed a settlement in `currency` since `since`. */
async function cyclesDone(tx: Tx, mode: Mode, currency: string, since: number): Promise<Set<number>> {
  const rows = await tx.sql.all<{ cycle_at: number | string }>('SELECT cycle_at FROM settlement_cycles WHERE mode = ? AND currency = ? AND cycle_at >= ?', [
    mode,
    currency,
    since,
  ]);
  return new Set(rows.map((r) => Number(r.cycle_at)));
}

/**
 * The cycles to run by `now`, in order, with the lines each carries: every cycle a line falls due
 * in and the latest one, except those that have already formed a settlement (a failed
 * settlement's lines wait for the next cycle). Pure.
 */
export function planCycles(mode: Mode, lines: readonly MerchantEntry[], done: ReadonlySet<number>, now: number): { cycleAt: number; lines: MerchantEntry[] }[] {
  const latest = latestCycle(mode, now);
  const cycles = [...new Set([...lines.map((l) => cycleFor(mode, l.settleAt)), latest])].filter((c) => c <= latest && !done.has(c)).sort((a, b) => a - b);
  const plan: { cycleAt: number; lines: MerchantEntry[] }[] = [];
  let next = 0;
  for (const cycleAt of cycles) {
    const carried: MerchantEntry[] = [];
    while (next < lines.length && (lines[next] as MerchantEntry).settleAt <= cycleAt) carried.push(lines[next++] as MerchantEntry);
    if (carried.length > 0) plan.push({ cycleAt, lines: carried });
  }
  return plan;
}

async function settleCurrency(ctx: ServiceContext, mode: Mode, currency: string, now: number): Promise<number> {
  return ctx.store.transaction(async (tx) => {
    await lockMerchant(tx, mode, currency);
    const lines = await unsettledLines(tx, mode, currency, latestCycle(mode, now));
    if (lines.length === 0) return 0;
    const done = await cyclesDone(tx, mode, currency, cycleFor(mode, (lines[0] as MerchantEntry).settleAt));
    let formed = 0;
    let carry: MerchantEntry[] = [];
    for (const cycle of planCycles(mode, lines, done, now)) {
      const carried = [...carry, ...cycle.lines];
      const amount = carried.reduce((sum, l) => sum + l.amount, 0);
      // lines that net to nothing (a payment refunded before it was due) wait for one that does not
      if (amount <= 0) {
        carry = carried;
        continue;
      }
      carry = [];
      await formSettlement(ctx, tx, mode, currency, cycle.cycleAt, carried, amount);
      formed += 1;
    }
    return formed;
  });
}

/**
 * Records that a settlement carries these lines (`settlement_items`: a line's key, so no line is
 * carried twice), and takes them off `unsettled_lines`. A cycle may carry thousands of lines: 500 rows a statement keeps within
 * PostgreSQL's 65,535 parameters. Also linked accounts' settlements (linked-cycle.ts).
 */
export async function carryLines(tx: Tx, mode: Mode, settlementId: string, lines: readonly { id: string }[]): Promise<void> {
  for (let at = 0; at < lines.length; at += 500) {
    const chunk = lines.slice(at, at + 500);
    await tx.sql.run(
      `INSERT INTO settlement_items (mode, entry_id, settlement_id) VALUES ${valueRows(chunk.length, 3)}`,
      chunk.flatMap((line) => [mode, line.id, settlementId]),
    );
    await tx.sql.run(`DELETE FROM unsettled_lines WHERE mode = ? AND entry_id IN (${placeholders(chunk.length)})`, [mode, ...chunk.map((line) => line.id)]);
  }
}

/** A new settlement `created` at its cycle (Settlement machine `create`), stored; a linked account's names it in `account_id`. */
export async function createSettlement(ctx: ServiceContext, tx: Tx, mode: Mode, amount: number, cycleAt: number, accountId?: string): Promise<Settlement> {
  const draft: Settlement = {
    id: newId(idPrefixes.Settlement),
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

async function formSettlement(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  currency: string,
  cycleAt: number,
  lines: MerchantEntry[],
  amount: number,
): Promise<void> {
  const settlement = await createSettlement(ctx, tx, mode, amount, cycleAt);
  await tx.sql.run('INSERT INTO settlement_cycles (mode, currency, cycle_at, settlement_id) VALUES (?, ?, ?, ?)', [mode, currency, cycleAt, settlement.id]);
  await carryLines(tx, mode, settlement.id, lines);
  await post(tx, mode, {
    kind: 'settlement',
    sourceId: settlement.id,
    currency,
    at: cycleAt,
    entries: [
      { account: 'merchant', amount: -amount, settleAt: cycleAt },
      { account: 'in_transit', amount },
    ],
  });
}

/** The time-driven job: every cycle due by the mode's now, for every currency the merchant has a balance in. */
export async function runSettlementCycles(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const currencies = await ctx.store.transaction(
    (tx) => tx.sql.all<{ currency: string }>(`SELECT currency FROM ledger_accounts WHERE mode = ? AND account = 'merchant' ORDER BY currency`, [mode]),
    { readOnly: true },
  );
  let formed = 0;
  for (const { currency } of currencies) formed += await settleCurrency(ctx, mode, currency, now);
  return formed;
}
