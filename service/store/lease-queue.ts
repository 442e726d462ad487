/**
 * The claim / lease / retry half of an outbox table (webhook_outbox, notifications): each row
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
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { randomBase62 } from '../ids.js';
import type { Database, LeaseColumns } from './schema.js';
import type { Engine } from './store.js';

/** The outbox tables and the column each sets once its row is done. */
const DONE_COLUMN = { webhook_outbox: 'delivered_at', notifications: 'sent_at' } as const;
export type QueueTable = keyof typeof DONE_COLUMN;
type DoneColumn = (typeof DONE_COLUMN)[QueueTable];

// The queries here touch only the lease columns and the done column, which every outbox table
// has with the same types; one view of them keeps those queries typed without a copy per table.
type LeaseView = LeaseColumns & { [K in DoneColumn]: number | null };
type LeaseDb = Record<QueueTable, LeaseView>;

export type Claimed<R extends LeaseColumns> = R & { claim_token: string; claimed_until_ms: number };

export interface LeaseQueue<T extends QueueTable> {
  /** Leases up to `limit` due rows for `leaseMs`, the longest overdue first. */
  claimDue(limit: number, leaseMs: number): Promise<Claimed<Database[T]>[]>;
  /** Done: sets the done column (and `also`), counts the attempt, releases the lease. */
  markDone(id: string, claimToken: string, also?: Partial<Omit<Database[T], keyof LeaseColumns>>): Promise<boolean>;
  /** A failed attempt to try again at `nextAttemptAtMs`. */
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  /** A failed attempt after which the row is given up (terminal). */
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
}

/** `attempts` as a number whatever the driver hands back, so rows read from either engine compare alike. */
export function normaliseLease<R extends LeaseColumns>(row: R): R {
  return { ...row, attempts: Number(row.attempts) };
}

export function leaseQueue<T extends QueueTable>(engine: Engine, database: () => Kysely<Database>, clock: Clock, table: T): LeaseQueue<T> {
  const done: DoneColumn = DONE_COLUMN[table];
  const db = () => database() as unknown as Kysely<LeaseDb>;

  /** Ends a failed attempt: counts it, records the error, releases the lease. */
  async function endAttempt(id: string, claimToken: string, error: string, next: { next_attempt_at_ms: number } | { failed_at: number }): Promise<boolean> {
    const result = await db()
      .updateTable(table as QueueTable)
      .set((eb) => ({
        ...next,
        attempts: eb('attempts', '+', 1),
        claimed_until_ms: null,
        claim_token: null,
        last_error: error.slice(0, 500),
      }))
      .where('id', '=', id)
      .where('claim_token', '=', claimToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    async claimDue(limit, leaseMs) {
      const now = clock.nowMs();
      let candidates = db()
        .selectFrom(table as QueueTable)
        .selectAll()
        .where(done, 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at_ms', '<=', now)
        .where((eb) => eb.or([eb('claimed_until_ms', 'is', null), eb('claimed_until_ms', '<', now)]))
        .orderBy('next_attempt_at_ms', 'asc')
        .limit(limit);
      if (engine === 'postgres') candidates = candidates.forUpdate().skipLocked();
      const claimed: Claimed<Database[T]>[] = [];
      for (const row of await candidates.execute()) {
        const token = randomBase62(16);
        // conditional claim: on SQLite this is what stops two workers taking the same row
        const result = await db()
          .updateTable(table as QueueTable)
          .set({ claimed_until_ms: now + leaseMs, claim_token: token })
          .where('id', '=', row.id)
          .where(done, 'is', null)
          .where('failed_at', 'is', null)
          .where((eb) => eb.or([eb('claimed_until_ms', 'is', null), eb('claimed_until_ms', '<', now)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) {
          // selectAll() read the whole row of `table`; the view above only names its lease columns
          const full = normaliseLease(row) as unknown as Database[T];
          claimed.push({ ...full, claimed_until_ms: now + leaseMs, claim_token: token });
        }
      }
      return claimed;
    },

    async markDone(id, claimToken, also = {}) {
      const result = await db()
        .updateTable(table as QueueTable)
        .set((eb) => ({
          ...(also as Partial<LeaseView>),
          [done]: clock.now(),
          attempts: eb('attempts', '+', 1),
          claimed_until_ms: null,
          claim_token: null,
          last_error: null,
        }))
        .where('id', '=', id)
        .where('claim_token', '=', claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    markRetry(id, claimToken, nextAttemptAtMs, error) {
      return endAttempt(id, claimToken, error, { next_attempt_at_ms: nextAttemptAtMs });
    },

    markFailed(id, claimToken, error) {
      return endAttempt(id, claimToken, error, { failed_at: clock.now() });
    },
  };
}
