/**
 * Uniqueness the database has no unique index for (an order's receipt, a customer's email and
 * contact pair): the check and the write must not race, so the database serialises them.
 *
 * - SQLite: every write transaction is BEGIN IMMEDIATE (store/sqlite.ts), so it already holds
 *   the one write lock from its first statement; nothing more is needed.
 * - PostgreSQL (READ COMMITTED): a transaction-scoped advisory lock on a hash of the value.
 *   A second writer of the same value waits until the first commits or rolls back, and its
 *   following SELECT (a new snapshot per statement) then sees the first one's row.
 *
 * Call it inside the transaction, before the SELECT that looks for the existing row.
 */
import type { Mode, Tx } from '../store/store.js';

/**
 * Whether the transaction already excludes every other writer from its first statement (SQLite),
 * so that a row it did not find before lockUniqueValue cannot have been written since.
 */
export function writersExcluded(tx: Tx): boolean {
  return tx.engine !== 'postgres';
}

export async function lockUniqueValue(tx: Tx, mode: Mode, scope: string, value: string): Promise<void> {
  if (writersExcluded(tx)) return;
  const key = `paisa:${scope}:${mode}:${value}`;
  await tx.sql.get('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}
