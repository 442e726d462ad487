/**
 * The answers kept for `Idempotency-Key` (spec info.description, Idempotency), per mode and key.
 * A claim is an insert: of two concurrent requests with one key, the primary key lets exactly
 * one in; the other reads the row and learns whether it is the same request, still running, or
 * answered. A row still in flight after `abandonAfterMs` belonged to a process that died
 * mid-request: the next claim of the same request takes it over with a conditional update.
 * Rows are kept `keepMs` (24 hours) from their claim; a claim of an older row replaces it, and
 * the sweep deletes them, a page at a time (store/in-pages.ts).
 */
import type { Clock } from '../clock.js';
import type { IdempotentRequestTable, Mode } from './schema.js';
import type { Sql } from './sql.js';

export type IdempotentRequestRow = IdempotentRequestTable;

export type Claim = { kind: 'new' } | { kind: 'replay'; status: number; body: string } | { kind: 'other_request' } | { kind: 'in_use' };

export interface IdempotentRequestsRepository {
  claim(mode: Mode, key: string, fingerprint: string): Promise<Claim>;
  /** Keeps the answer of the claimed key. */
  keep(mode: Mode, key: string, status: number, body: string): Promise<void>;
  /** Frees a claimed key whose request was refused. */
  release(mode: Mode, key: string): Promise<void>;
  /** Deletes up to `limit` of the rows older than the keeping time, oldest first; returns how many. */
  sweep(limit: number): Promise<number>;
}

export const KEEP_MS = 24 * 3600 * 1000;
/** far beyond any request's lifetime (body reads and handlers are bounded well under it) */
export const ABANDON_AFTER_MS = 5 * 60 * 1000;

export class IdempotentRequestsRepo implements IdempotentRequestsRepository {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async claim(mode: Mode, key: string, fingerprint: string): Promise<Claim> {
    const now = this.clock.nowMs();
    // a row past its keeping time is as good as gone
    await this.sql.run('DELETE FROM idempotent_requests WHERE mode = ? AND key = ? AND created_at_ms <= ?', [mode, key, now - KEEP_MS]);
    const inserted = await this.sql.run(
      'INSERT INTO idempotent_requests (mode, key, fingerprint, status, body, created_at_ms) VALUES (?, ?, ?, NULL, NULL, ?) ON CONFLICT DO NOTHING',
      [mode, key, fingerprint, now],
    );
    if (inserted === 1) return { kind: 'new' };
    const row = await this.sql.get<IdempotentRequestRow>(
      'SELECT mode, key, fingerprint, status, body, created_at_ms FROM idempotent_requests WHERE mode = ? AND key = ?',
      [mode, key],
    );
    if (!row) return this.claim(mode, key, fingerprint); // released between the insert and the read
    if (row.fingerprint !== fingerprint) return { kind: 'other_request' };
    if (row.status !== null && row.body !== null) return { kind: 'replay', status: Number(row.status), body: row.body };
    if (Number(row.created_at_ms) > now - ABANDON_AFTER_MS) return { kind: 'in_use' };
    const taken = await this.sql.run('UPDATE idempotent_requests SET created_at_ms = ? WHERE mode = ? AND key = ? AND status IS NULL AND created_at_ms = ?', [
      now,
      mode,
      key,
      row.created_at_ms,
    ]);
    return taken === 1 ? { kind: 'new' } : { kind: 'in_use' };
  }

  async keep(mode: Mode, key: string, status: number, body: string): Promise<void> {
    await this.sql.run('UPDATE idempotent_requests SET status = ?, body = ? WHERE mode = ? AND key = ? AND status IS NULL', [status, body, mode, key]);
  }

  async release(mode: Mode, key: string): Promise<void> {
    await this.sql.run('DELETE FROM idempotent_requests WHERE mode = ? AND key = ? AND status IS NULL', [mode, key]);
  }

  sweep(limit: number): Promise<number> {
    return this.sql.run(
      'DELETE FROM idempotent_requests WHERE (mode, key) IN (SELECT mode, key FROM idempotent_requests WHERE created_at_ms <= ? ORDER BY created_at_ms LIMIT ?)',
      [this.clock.nowMs() - KEEP_MS, limit],
    );
  }
}
