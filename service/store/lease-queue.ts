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
  const candidates = `SELECT * FROM ${table} WHERE ${done} IS NULL AND failed_at IS NULL AND next_attempt_at_ms <= ? AND (claimed_until_ms IS NULL OR claimed_until_ms < ?)${WAITING[table]} ORDER BY next_attempt_at_ms ASC LIMIT ?${forUpdate}`;
  // conditional claim: on SQLite this is what stops two workers taking the same row
  const claim = `UPDATE ${table} SET claimed_until_ms = ?, claim_token = ? WHERE id = ? AND ${done} IS NULL AND failed_at IS NULL AND (claimed_until_ms IS NULL OR claimed_until_ms < ?)`;
  const end = (next: 'next_attempt_at_ms' | 'failed_at') =>
    `UPDATE ${table} SET ${next} = ?, attempts = attempts + 1, claimed_until_ms = NULL, claim_token = NULL, last_error = ? WHERE id = ? AND claim_token = ?`;

  return {
    async claimDue(limit, leaseMs) {
      const now = clock.nowMs();
      const claimed: Claimed<Database[T]>[] = [];
      for (const row of await sql.all<Database[T]>(candidates, [now, now, limit])) {
        const token = randomBase62(16);
        if ((await sql.run(claim, [now + leaseMs, token, row.id, now])) === 1) {
          claimed.push({ ...normaliseLease(row), claimed_until_ms: now + leaseMs, claim_token: token });
        }
      }
      return claimed;
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
