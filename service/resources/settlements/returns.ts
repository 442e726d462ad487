/**
 * A returned settlement's lines put back to wait for the next cycle (spec Settlement machine
 * `fail`; bank.ts answerSettlement), a step at a time: the return's posting and a row in
 * `settlement_returns` commit with the settlement's `failed`; then each step, one transaction,
 * moves at most FORMING_STEP of its `settlement_items` back to `unsettled_lines`, and the last
 * one removes the row. A process stopped between two steps leaves the row: the settlement cycle
 * job (cycle.ts) finishes it. Its money is back in the balance from the first commit, so a cycle
 * that runs between two steps pays what it carries and the rest with a later one.
 */

import { inSteps, type Pace, UNPACED } from '../../pace.js';
import { placeholders, valueRows } from '../../store/sql.js';
import type { Mode, Store, Tx } from '../../store/store.js';
import { FORMING_STEP } from './forming.js';

/** In the transaction that fails the settlement: its lines are to go back. */
export async function markReturned(tx: Tx, mode: Mode, settlementId: string): Promise<void> {
  await tx.sql.run('INSERT INTO settlement_returns (mode, settlement_id) VALUES (?, ?)', [mode, settlementId]);
}

/** One step: up to `stepLines` of the settlement's lines back; answers whether all are back. */
async function returnStep(tx: Tx, mode: Mode, settlementId: string, stepLines: number): Promise<boolean> {
  const lines = await tx.sql.all<{ id: string; account: string; currency: string; settle_at: number | string }>(
    `SELECT e.id, e.account, e.currency, e.settle_at FROM settlement_items i JOIN ledger_entries e ON e.id = i.entry_id
      WHERE i.mode = ? AND i.settlement_id = ? LIMIT ?`,
    [mode, settlementId, stepLines],
  );
  for (let at = 0; at < lines.length; at += 500) {
    const chunk = lines.slice(at, at + 500);
    await tx.sql.run(
      `INSERT INTO unsettled_lines (mode, entry_id, account, currency, settle_at) VALUES ${valueRows(chunk.length, 5)}`,
      chunk.flatMap((l) => [mode, l.id, l.account, l.currency, l.settle_at]),
    );
    await tx.sql.run(`DELETE FROM settlement_items WHERE mode = ? AND entry_id IN (${placeholders(chunk.length)})`, [mode, ...chunk.map((l) => l.id)]);
  }
  if (lines.length === stepLines) return false;
  await tx.sql.run('DELETE FROM settlement_returns WHERE mode = ? AND settlement_id = ?', [mode, settlementId]);
  return true;
}

/**
 * Puts a returned settlement's lines back, a step at a time, asking `pace` between steps; answers
 * whether all are back (`false`: the pace said stop, and the cycle job finishes them).
 */
export async function returnLines(store: Store, mode: Mode, settlementId: string, pace: Pace = UNPACED, stepLines = FORMING_STEP): Promise<boolean> {
  return inSteps(pace, async () => ({ more: !(await store.transaction((tx) => returnStep(tx, mode, settlementId, stepLines))) }));
}

/**
 * Finishes the returns a stopped process left (at most 100 a run; the next run takes the rest);
 * answers whether the pace let it finish them.
 */
export async function finishReturns(store: Store, mode: Mode, pace: Pace = UNPACED, stepLines = FORMING_STEP): Promise<boolean> {
  const pending = await store.transaction(
    (tx) => tx.sql.all<{ settlement_id: string }>('SELECT settlement_id FROM settlement_returns WHERE mode = ? ORDER BY settlement_id LIMIT 100', [mode]),
    { readOnly: true },
  );
  for (const { settlement_id } of pending) if (!(await returnLines(store, mode, settlement_id, pace, stepLines))) return false;
  return true;
}
