/**
 * A settlement being formed (cycle.ts): the lines it has carried so far, in `settlement_items`
 * under the id it will have, and their running sum, in `settlement_forming` (one row per mode,
 * ledger account and currency). A cycle carries its lines a step at a time, each step one
 * transaction of at most FORMING_STEP lines, so a cycle of any size holds the store's writer and
 * the merchant's ledger lock for one step at a time. Until the settlement is formed its lines'
 * money stays in the balance: the step that forms it moves the sum in one posting.
 */
import type { Account } from '../../ledger/accounts.js';
import { placeholders, valueRows } from '../../store/sql.js';
import type { Mode, Tx } from '../../store/store.js';

/** Lines a step carries: one transaction of about 12 ms on SQLite (npm run bench:settlement). */
export const FORMING_STEP = 500;

export interface Forming {
  account: Account;
  currency: string;
  /** the id the settlement is created with (its lines' `settlement_items` rows name it already) */
  settlementId: string;
  /** the cycle that will form it: it carries the lines due by then */
  cycleAt: number;
  /** the sum of the lines carried so far */
  amount: number;
  /** the due date of the last line carried: the next step reads from there, never from the start */
  carriedFrom: number;
}

interface FormingRow {
  settlement_id: string;
  cycle_at: number | string;
  amount: number | string;
  carried_from: number | string;
}

export async function readForming(tx: Tx, mode: Mode, account: Account, currency: string): Promise<Forming | undefined> {
  const row = await tx.sql.get<FormingRow>(
    'SELECT settlement_id, cycle_at, amount, carried_from FROM settlement_forming WHERE mode = ? AND account = ? AND currency = ?',
    [mode, account, currency],
  );
  if (!row) return undefined;
  return {
    account,
    currency,
    settlementId: row.settlement_id,
    cycleAt: Number(row.cycle_at),
    amount: Number(row.amount),
    carriedFrom: Number(row.carried_from),
  };
}

export async function startForming(
  tx: Tx,
  mode: Mode,
  account: Account,
  currency: string,
  settlementId: string,
  cycleAt: number,
  from: number,
): Promise<Forming> {
  await tx.sql.run('INSERT INTO settlement_forming (mode, account, currency, settlement_id, cycle_at, amount, carried_from) VALUES (?, ?, ?, ?, ?, 0, ?)', [
    mode,
    account,
    currency,
    settlementId,
    cycleAt,
    from,
  ]);
  return { account, currency, settlementId, cycleAt, amount: 0, carriedFrom: from };
}

export async function updateForming(tx: Tx, mode: Mode, forming: Forming): Promise<void> {
  await tx.sql.run('UPDATE settlement_forming SET cycle_at = ?, amount = ?, carried_from = ? WHERE mode = ? AND account = ? AND currency = ?', [
    forming.cycleAt,
    forming.amount,
    forming.carriedFrom,
    mode,
    forming.account,
    forming.currency,
  ]);
}

/** The settlement is formed: nothing is forming in its account and currency any more. */
export async function finishForming(tx: Tx, mode: Mode, forming: Forming): Promise<void> {
  await tx.sql.run('DELETE FROM settlement_forming WHERE mode = ? AND account = ? AND currency = ?', [mode, forming.account, forming.currency]);
}

/** The due date of the first line waiting in the account after `after` (any, when undefined) and by `upTo`. */
export async function nextDue(tx: Tx, mode: Mode, account: Account, currency: string, after: number | undefined, upTo: number): Promise<number | undefined> {
  const row = await tx.sql.get<{ settle_at: number | string }>(
    `SELECT settle_at FROM unsettled_lines WHERE mode = ? AND account = ? AND currency = ?${after === undefined ? '' : ' AND settle_at > ?'} AND settle_at <= ?
      ORDER BY settle_at LIMIT 1`,
    after === undefined ? [mode, account, currency, upTo] : [mode, account, currency, after, upTo],
  );
  return row ? Number(row.settle_at) : undefined;
}

/**
 * Carries the next lines of `kinds` due by the forming cycle, at most `stepLines` of them, read
 * from the waiting lines' index at the last one carried. Answers the forming settlement moved on,
 * and whether a full step was carried (so more may wait).
 */
export async function carryStep(
  tx: Tx,
  mode: Mode,
  forming: Forming,
  kinds: readonly string[],
  stepLines = FORMING_STEP,
): Promise<{ forming: Forming; more: boolean }> {
  const lines = await tx.sql.all<{ id: string; amount: number | string; settle_at: number | string }>(
    `SELECT e.id, e.amount, e.settle_at FROM unsettled_lines u JOIN ledger_entries e ON e.id = u.entry_id
      WHERE u.mode = ? AND u.account = ? AND u.currency = ? AND u.settle_at >= ? AND u.settle_at <= ? AND e.kind IN (${placeholders(kinds.length)})
      ORDER BY u.settle_at LIMIT ?`,
    [mode, forming.account, forming.currency, forming.carriedFrom, forming.cycleAt, ...kinds, stepLines],
  );
  await carryLines(tx, mode, forming.settlementId, lines);
  const last = lines.at(-1);
  return {
    forming: {
      ...forming,
      amount: lines.reduce((sum, l) => sum + Number(l.amount), forming.amount),
      carriedFrom: last ? Number(last.settle_at) : forming.carriedFrom,
    },
    more: lines.length === stepLines,
  };
}

/**
 * Records that a settlement carries these lines (`settlement_items`: a line's key, so no line is
 * carried twice), and takes them off `unsettled_lines`. 500 rows a statement keeps within
 * PostgreSQL's 65,535 parameters.
 */
async function carryLines(tx: Tx, mode: Mode, settlementId: string, lines: readonly { id: string }[]): Promise<void> {
  for (let at = 0; at < lines.length; at += 500) {
    const chunk = lines.slice(at, at + 500);
    await tx.sql.run(
      `INSERT INTO settlement_items (mode, entry_id, settlement_id) VALUES ${valueRows(chunk.length, 3)}`,
      chunk.flatMap((line) => [mode, line.id, settlementId]),
    );
    await tx.sql.run(`DELETE FROM unsettled_lines WHERE mode = ? AND entry_id IN (${placeholders(chunk.length)})`, [mode, ...chunk.map((line) => line.id)]);
  }
}
