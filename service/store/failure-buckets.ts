/**
 * Failed-authentication buckets shared by every gateway process on one PostgreSQL database
 * (security/failure-throttle.ts, createSharedFailureThrottle): a token bucket per key, refilled
 * and taken in one conditional upsert, so two processes counting the same guess at once both
 * count (the row lock of ON CONFLICT DO UPDATE orders them). A take announces the key on
 * FAILURES_CHANNEL, so the other processes know to look before checking that key's next secret.
 */
import type { Sql } from './sql.js';

/** The channel a failure's bucket key is announced on (postgres.ts listens to it). */
export const FAILURES_CHANNEL = 'paisa_auth_failures';

export interface Bucket {
  tokens: number;
  at_ms: number;
}

export interface FailureBucketsRepository {
  /**
   * Refills the bucket to `nowMs` and takes one token; the tokens left (below 0: there was none
   * to take, floored at -1). `announce`: tell the other processes (FAILURES_CHANNEL), in the
   * same statement.
   */
  take(key: string, rate: number, burst: number, nowMs: number, announce: boolean): Promise<number>;
  get(key: string): Promise<Bucket | undefined>;
  /** Deletes up to `limit` of the buckets untouched since `beforeMs` (full again by then), oldest first; returns how many. */
  sweep(beforeMs: number, limit: number): Promise<number>;
}

export class FailureBucketsRepo implements FailureBucketsRepository {
  constructor(private readonly sql: Sql) {}

  async take(key: string, rate: number, burst: number, nowMs: number, announce: boolean): Promise<number> {
    const upsert = `INSERT INTO failure_buckets (key, tokens, at_ms) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         tokens = GREATEST(-1, LEAST(?, failure_buckets.tokens + GREATEST(0, ? - failure_buckets.at_ms) / 1000.0 * ?) - 1),
         at_ms = GREATEST(failure_buckets.at_ms, ?)
       RETURNING tokens`;
    const values = [key, burst - 1, nowMs, burst, nowMs, rate, nowMs];
    const row = announce
      ? await this.sql.get<{ tokens: number | string }>(`WITH taken AS (${upsert}) SELECT tokens FROM taken, LATERAL (SELECT pg_notify(?, ?)) announced`, [
          ...values,
          FAILURES_CHANNEL,
          key,
        ])
      : await this.sql.get<{ tokens: number | string }>(upsert, values);
    return Number(row?.tokens ?? burst - 1);
  }

  async get(key: string): Promise<Bucket | undefined> {
    const row = await this.sql.get<{ tokens: number | string; at_ms: number | string }>('SELECT tokens, at_ms FROM failure_buckets WHERE key = ?', [key]);
    return row ? { tokens: Number(row.tokens), at_ms: Number(row.at_ms) } : undefined;
  }

  sweep(beforeMs: number, limit: number): Promise<number> {
    return this.sql.run('DELETE FROM failure_buckets WHERE key IN (SELECT key FROM failure_buckets WHERE at_ms < ? ORDER BY at_ms LIMIT ?)', [beforeMs, limit]);
  }
}
