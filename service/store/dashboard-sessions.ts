/**
 * Dashboard sign-ins (service/dashboard/session.ts): one row per session, keyed by the hash of
 * its token (the cookie holds the token; a session token is a secret, so the database holds only
 * its hash, as it does for API key secrets and OAuth tokens). Expired rows are never answered and
 * are deleted a page at a time from `expires_at_ms` (store/in-pages.ts).
 */
import type { DashboardSessionTable, Mode } from './schema.js';
import type { Sql } from './sql.js';

export type DashboardSessionRow = DashboardSessionTable;

export interface DashboardSessionRepository {
  create(row: DashboardSessionRow): Promise<void>;
  /** The session when it exists and has not expired at `nowMs`. */
  get(tokenHash: string, nowMs: number): Promise<DashboardSessionRow | undefined>;
  delete(tokenHash: string): Promise<void>;
  /** Every session of a key (the key was revoked or rolled): how many. */
  deleteForKey(mode: Mode, keyId: string): Promise<number>;
  /** Deletes up to `limit` sessions expired by `nowMs`; how many. */
  sweep(nowMs: number, limit: number): Promise<number>;
}

export class DashboardSessionRepo implements DashboardSessionRepository {
  constructor(private readonly sql: Sql) {}

  async create(row: DashboardSessionRow): Promise<void> {
    await this.sql.run('INSERT INTO dashboard_sessions (token_hash, mode, key_id, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)', [
      row.token_hash,
      row.mode,
      row.key_id,
      row.created_at_ms,
      row.expires_at_ms,
    ]);
  }

  async get(tokenHash: string, nowMs: number): Promise<DashboardSessionRow | undefined> {
    const row = await this.sql.get<DashboardSessionRow>(
      'SELECT token_hash, mode, key_id, created_at_ms, expires_at_ms FROM dashboard_sessions WHERE token_hash = ? AND expires_at_ms > ?',
      [tokenHash, nowMs],
    );
    return row ? { ...row, created_at_ms: Number(row.created_at_ms), expires_at_ms: Number(row.expires_at_ms) } : undefined;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.sql.run('DELETE FROM dashboard_sessions WHERE token_hash = ?', [tokenHash]);
  }

  deleteForKey(mode: Mode, keyId: string): Promise<number> {
    // a handful of rows per key; the table holds only live sign-ins
    return this.sql.run('DELETE FROM dashboard_sessions WHERE mode = ? AND key_id = ?', [mode, keyId]);
  }

  sweep(nowMs: number, limit: number): Promise<number> {
    return this.sql.run(
      'DELETE FROM dashboard_sessions WHERE token_hash IN (SELECT token_hash FROM dashboard_sessions WHERE expires_at_ms <= ? ORDER BY expires_at_ms LIMIT ?)',
      [nowMs, limit],
    );
  }
}
