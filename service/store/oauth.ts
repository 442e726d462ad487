/**
 * OAuth 2.0 storage (spec tag `oauth`): registered clients, authorization codes and tokens.
 * Client secrets, codes and tokens are stored by hash only (security/secret-hash.ts), so a
 * database dump yields nothing usable. Every race is settled by a conditional update:
 * of two concurrent redemptions of one code, or of one refresh token, exactly one gets the row
 * (spec exchangeOAuthToken rules 1 and 2).
 *
 * Expiry is judged on the clock of the row's mode (`nowOf`), so test mode's clock expires test
 * codes and tokens; `created_at` and `revoked_at` are the infrastructure clock's.
 */
import type { Clock } from '../clock.js';
import type { Mode, OAuthClientTable, OAuthCodeTable, OAuthConnectionTable, OAuthTokenTable } from './schema.js';
import type { Sql } from './sql.js';

/** Now, in Unix seconds, on the clock of a mode. */
export type NowOf = (mode: Mode) => number;

export type OAuthClientRow = OAuthClientTable;
export type OAuthCodeRow = OAuthCodeTable;
export type OAuthTokenRow = OAuthTokenTable;
/** A client connected to a mode, with its registration. */
export type OAuthConnectionRow = OAuthConnectionTable & Pick<OAuthClientRow, 'data'>;

/** What redeeming a code found: it is now used (`redeemed`), it was used before (`reused`), or nothing usable. */
export type CodeRedemption = { outcome: 'redeemed' | 'reused'; code: OAuthCodeRow } | { outcome: 'unknown' };

/** What presenting a refresh token found: it is now rotated, it had been rotated before (`replayed`), or nothing usable. */
export type RefreshRotation = { outcome: 'rotated' | 'replayed'; token: OAuthTokenRow } | { outcome: 'unknown' };

export interface OAuthRepository {
  insertClient(row: Omit<OAuthClientRow, 'created_at'>): Promise<void>;
  getClient(clientId: string): Promise<OAuthClientRow | undefined>;
  insertCode(row: Omit<OAuthCodeRow, 'created_at' | 'used_at'>): Promise<void>;
  /** Marks an unused, unexpired code used and returns it; tells a second redemption apart from an unknown code. */
  redeemCode(codeHash: string, nowOf: NowOf): Promise<CodeRedemption>;
  insertToken(row: Omit<OAuthTokenRow, 'created_at' | 'revoked_at' | 'rotated_at'>): Promise<void>;
  /** The token's row when it is unrevoked, unexpired, not rotated, and the key that approved it still works. */
  getActiveToken(tokenHash: string, nowOf: NowOf): Promise<OAuthTokenRow | undefined>;
  /** The token's row in whatever state (revocation checks whose client it is). */
  getToken(tokenHash: string): Promise<OAuthTokenRow | undefined>;
  /** Marks an active refresh token rotated and returns it; tells a replay of a rotated one apart. */
  rotateRefreshToken(tokenHash: string, nowOf: NowOf): Promise<RefreshRotation>;
  revokeToken(tokenHash: string): Promise<boolean>;
  /** Revokes every unrevoked token of the grant; returns how many. */
  revokeGrant(grantId: string): Promise<number>;
  /** Connects a client to a mode (once: a later connection keeps the first's source and time). */
  connect(mode: Mode, clientId: string, source: OAuthConnectionRow['source']): Promise<void>;
  /** `forUpdate`: the row stays locked to this transaction (PostgreSQL), so a disconnection waits for what it is issuing. */
  connection(mode: Mode, clientId: string, options?: { forUpdate?: boolean }): Promise<OAuthConnectionRow | undefined>;
  /** The mode's connected clients, most recently connected first. */
  connections(mode: Mode, count: number, skip: number): Promise<OAuthConnectionRow[]>;
  /** Removes the connection and uses up the client's unexchanged codes of the mode; false when it was not connected. */
  disconnect(mode: Mode, clientId: string): Promise<boolean>;
  /** Revokes up to `limit` unrevoked tokens of the client in the mode; how many. */
  revokeClientTokens(mode: Mode, clientId: string, limit: number): Promise<number>;
}

const CONNECTION_COLUMNS = 'c.mode, c.client_id, c.source, c.connected_at, k.data';

function connectionRow(row: OAuthConnectionRow | undefined): OAuthConnectionRow | undefined {
  return row && { ...row, connected_at: Number(row.connected_at) };
}

const TOKEN_COLUMNS = 'token_hash, kind, grant_id, client_id, key_id, mode, scope, expires_at, rotated_at, revoked_at, created_at';
const JOINED_TOKEN_COLUMNS = TOKEN_COLUMNS.split(', ')
  .map((column) => `t.${column}`)
  .join(', ');
const CODE_COLUMNS = 'code_hash, client_id, key_id, mode, redirect_uri, code_challenge, scope, expires_at, used_at, created_at';

export class OAuthRepo implements OAuthRepository {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async insertClient(row: Omit<OAuthClientRow, 'created_at'>): Promise<void> {
    await this.sql.run('INSERT INTO oauth_clients (client_id, secret_hash, data, created_at) VALUES (?, ?, ?, ?)', [
      row.client_id,
      row.secret_hash,
      row.data,
      this.clock.now(),
    ]);
  }

  getClient(clientId: string): Promise<OAuthClientRow | undefined> {
    return this.sql.get<OAuthClientRow>('SELECT client_id, secret_hash, data, created_at FROM oauth_clients WHERE client_id = ?', [clientId]);
  }

  async insertCode(row: Omit<OAuthCodeRow, 'created_at' | 'used_at'>): Promise<void> {
    await this.sql.run(`INSERT INTO oauth_codes (${CODE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`, [
      row.code_hash,
      row.client_id,
      row.key_id,
      row.mode,
      row.redirect_uri,
      row.code_challenge,
      row.scope,
      row.expires_at,
      this.clock.now(),
    ]);
  }

  async redeemCode(codeHash: string, nowOf: NowOf): Promise<CodeRedemption> {
    const before = await this.sql.get<OAuthCodeRow>(`SELECT ${CODE_COLUMNS} FROM oauth_codes WHERE code_hash = ?`, [codeHash]);
    if (!before) return { outcome: 'unknown' };
    const now = nowOf(before.mode);
    const used = await this.sql.run('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?', [
      this.clock.now(),
      codeHash,
      now,
    ]);
    const code =
      used === 1
        ? { ...before, used_at: this.clock.now() }
        : await this.sql.get<OAuthCodeRow>(`SELECT ${CODE_COLUMNS} FROM oauth_codes WHERE code_hash = ?`, [codeHash]);
    if (!code) return { outcome: 'unknown' };
    if (used === 1) return { outcome: 'redeemed', code };
    // used before (by another request, or this one's replay): RFC 6749 4.1.2 asks to revoke what it issued
    return code.used_at !== null ? { outcome: 'reused', code } : { outcome: 'unknown' };
  }

  async insertToken(row: Omit<OAuthTokenRow, 'created_at' | 'revoked_at' | 'rotated_at'>): Promise<void> {
    await this.sql.run(`INSERT INTO oauth_tokens (${TOKEN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)`, [
      row.token_hash,
      row.kind,
      row.grant_id,
      row.client_id,
      row.key_id,
      row.mode,
      row.scope,
      row.expires_at,
      this.clock.now(),
    ]);
  }

  async getActiveToken(tokenHash: string, nowOf: NowOf): Promise<OAuthTokenRow | undefined> {
    // the join: a token acts for the key that approved it, and stops when that key stops (deleted, or its expires_at passed)
    const token = await this.sql.get<OAuthTokenRow>(
      `SELECT ${JOINED_TOKEN_COLUMNS} FROM oauth_tokens t JOIN api_keys k ON k.key_id = t.key_id AND k.mode = t.mode WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.rotated_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > ?)`,
      [tokenHash, this.clock.now()],
    );
    return token && token.expires_at > nowOf(token.mode) ? token : undefined;
  }

  getToken(tokenHash: string): Promise<OAuthTokenRow | undefined> {
    return this.sql.get<OAuthTokenRow>(`SELECT ${TOKEN_COLUMNS} FROM oauth_tokens WHERE token_hash = ?`, [tokenHash]);
  }

  async rotateRefreshToken(tokenHash: string, nowOf: NowOf): Promise<RefreshRotation> {
    const before = await this.getToken(tokenHash);
    if (before?.kind !== 'refresh') return { outcome: 'unknown' };
    const rotated = await this.sql.run(
      "UPDATE oauth_tokens SET rotated_at = ? WHERE token_hash = ? AND kind = 'refresh' AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > ?",
      [this.clock.now(), tokenHash, nowOf(before.mode)],
    );
    const token = rotated === 1 ? before : await this.getToken(tokenHash);
    if (!token) return { outcome: 'unknown' };
    if (rotated === 1) return { outcome: 'rotated', token };
    return token.rotated_at !== null ? { outcome: 'replayed', token } : { outcome: 'unknown' };
  }

  async revokeToken(tokenHash: string): Promise<boolean> {
    return (await this.sql.run('UPDATE oauth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [this.clock.now(), tokenHash])) === 1;
  }

  revokeGrant(grantId: string): Promise<number> {
    return this.sql.run('UPDATE oauth_tokens SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL', [this.clock.now(), grantId]);
  }

  async connect(mode: Mode, clientId: string, source: OAuthConnectionRow['source']): Promise<void> {
    await this.sql.run('INSERT INTO oauth_connections (mode, client_id, source, connected_at) VALUES (?, ?, ?, ?) ON CONFLICT (mode, client_id) DO NOTHING', [
      mode,
      clientId,
      source,
      this.clock.now(),
    ]);
  }

  async connection(mode: Mode, clientId: string, options: { forUpdate?: boolean } = {}): Promise<OAuthConnectionRow | undefined> {
    const lock = options.forUpdate && this.sql.engine === 'postgres' ? ' FOR UPDATE OF c' : '';
    return connectionRow(
      await this.sql.get<OAuthConnectionRow>(
        `SELECT ${CONNECTION_COLUMNS} FROM oauth_connections c JOIN oauth_clients k ON k.client_id = c.client_id WHERE c.mode = ? AND c.client_id = ?${lock}`,
        [mode, clientId],
      ),
    );
  }

  async connections(mode: Mode, count: number, skip: number): Promise<OAuthConnectionRow[]> {
    const rows = await this.sql.all<OAuthConnectionRow>(
      `SELECT ${CONNECTION_COLUMNS} FROM oauth_connections c JOIN oauth_clients k ON k.client_id = c.client_id WHERE c.mode = ? ORDER BY c.connected_at DESC, c.client_id DESC LIMIT ? OFFSET ?`,
      [mode, count, skip],
    );
    return rows.map((row) => connectionRow(row) as OAuthConnectionRow);
  }

  async disconnect(mode: Mode, clientId: string): Promise<boolean> {
    const gone = (await this.sql.run('DELETE FROM oauth_connections WHERE mode = ? AND client_id = ?', [mode, clientId])) === 1;
    // codes live 10 minutes: a handful per client
    if (gone) await this.sql.run('UPDATE oauth_codes SET used_at = ? WHERE client_id = ? AND mode = ? AND used_at IS NULL', [this.clock.now(), clientId, mode]);
    return gone;
  }

  revokeClientTokens(mode: Mode, clientId: string, limit: number): Promise<number> {
    return this.sql.run(
      'UPDATE oauth_tokens SET revoked_at = ? WHERE token_hash IN (SELECT token_hash FROM oauth_tokens WHERE client_id = ? AND mode = ? AND revoked_at IS NULL LIMIT ?)',
      [this.clock.now(), clientId, mode, limit],
    );
  }
}
