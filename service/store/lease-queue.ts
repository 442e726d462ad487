/**
 * The claim / lease / retry half of an outbox table (webhook_deliveries, notifications): each row
 * carries its own delivery state (schema.ts `LeaseColumns` plus the table's "done" column), so a
 * restart loses nothing and several workers share one table.
 *
 * Claiming: a worker takes a lease on a due row (claimed_until_ms, claim_token) with a
 * conditional update; on PostgreSQL the candidate rows are first read FOR UPDATE SKIP LOCKED so
 * concurrent workers in several processes pass over each other's rows instead of queueing.
 * A worker that dies mid-delivery leaves a lease that simply runs out: the row goes again
 * (at-least-once). Every outcome is recorded only by the holder of the current claim token, so
 * a worker whose lease ran out cannot overwrite what the next holder recorded.
 */
import type { Clock } from '../clock.js';
import { randomBase62 } from '../ids.js';
import type { Database, LeaseColumns } from './schema.js';
import type { Sql, SqlValue } from './sql.js';

/** The outbox tables and the column each sets once its row is done. */
const DONE_COLUMN = { webhook_deliveries: 'delivered_at', notifications: 'sent_at' } as const;
export type QueueTable = keyof typeof DONE_COLUMN;
/** Rows a table's workers leave alone for now: deliveries to a deactivated endpoint wait (spec updateWebhook rule 2). */
const WAITING: Record<QueueTable, string> = {
  webhook_deliveries: ' AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE active = 1)',
  notifications: '',
};

export type Claimed<R extends LeaseColumns> = R & { claim_token: string; claimed_until_ms: number };

export interface LeaseQueue<T extends QueueTable> {
  /** Leases up to `limit` due rows for `leaseMs`, the longest overdue first. */
  claimDue(limit: number, leaseMs: number): Promise<Claimed<Database[T]>[]>;
  /** Done: sets the done column (and `also`), counts the attempt, releases the lease. */
  markDone(id: string, claimToken: string, also?: Partial<Record<string, SqlValue>>): Promise<boolean>;
  /** A failed attempt to try again at `nextAttemptAtMs`. */
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  /** A failed attempt after which the row is given up (terminal). */
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
}

/** `attempts` as a number whatever the driver hands back, so rows read from either engine compare alike. */
export function normaliseLease<R extends LeaseColumns>(row: R): R {
  return { ...row, attempts: Number(row.attempts) };
}

export function leaseQueue<T extends QueueTable>(sql: Sql, clock: Clock, table: T): LeaseQueue<T> {
  const done = DONE_COLUMN[table];
  const forUpdate = sql.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  const due = `${done} IS NULL AND failed_at IS NULL AND (claimed_until_ms IS NULL OR claimed_until_ms < ?)`;
  // One statement for the whole claim (one round trip on PostgreSQL; before, one UPDATE a row after
  // the SELECT). Two workers cannot take one row: on SQLite the statement runs under the one write
  // lock; on PostgreSQL the candidates are locked FOR UPDATE SKIP LOCKED, and a row changed by
  // another claim since the statement began is checked against the condition again before it is
  // locked (https://www.postgresql.org/docs/15/transaction-iso.html#XACT-READ-COMMITTED). The
  // condition is not repeated outside: PostgreSQL then walks every waiting row for each candidate.
  // Each row's token is the claim's random part and the row's id: unique to the row and to this
  // claim (the webhook worker keys a poll's rows by it). RETURNING gives no order: the rows are
  // sorted after.
  const claim = `UPDATE ${table} SET claimed_until_ms = ?, claim_token = ? || id WHERE id IN (SELECT id FROM ${table} WHERE ${due} AND next_attempt_at_ms <= ?${WAITING[table]} ORDER BY next_attempt_at_ms ASC LIMIT ?${forUpdate}) RETURNING *`;
  const end = (next: 'next_attempt_at_ms' | 'failed_at') =>
    `UPDATE ${table} SET ${next} = ?, attempts = attempts + 1, claimed_until_ms = NULL, claim_token = NULL, last_error = ? WHERE id = ? AND claim_token = ?`;

  return {
    async claimDue(limit, leaseMs) {
      const now = clock.nowMs();
      const rows = await sql.all<Database[T]>(claim, [now + leaseMs, randomBase62(16), now, now, limit]);
      // the longest overdue first, as they were chosen (id breaks a tie so the order is the same on both engines)
      rows.sort((a, b) => Number(a.next_attempt_at_ms) - Number(b.next_attempt_at_ms) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return rows.map((row) => normaliseLease(row) as Claimed<Database[T]>);
    },

    async markDone(id, claimToken, also = {}) {
      const columns = Object.keys(also);
      const extra = columns.map((c) => `, ${c} = ?`).join('');
      const text = `UPDATE ${table} SET ${done} = ?${extra}, attempts = attempts + 1, claimed_until_ms = NULL, claim_token = NULL, last_error = NULL WHERE id = ? AND claim_token = ?`;
      const values: SqlValue[] = [clock.now(), ...columns.map((c) => also[c] ?? null), id, claimToken];
      return (await sql.run(text, values)) === 1;
    },

    async markRetry(id, claimToken, nextAttemptAtMs, error) {
      return (await sql.run(end('next_attempt_at_ms'), [nextAttemptAtMs, error.slice(0, 500), id, claimToken])) === 1;
    },

    async markFailed(id, claimToken, error) {
      return (await sql.run(end('failed_at'), [clock.now(), error.slice(0, 500), id, claimToken])) === 1;
    },
  };
}
