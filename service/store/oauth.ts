/**
 * OAuth 2.0 storage (spec components.securitySchemes.oauth2): registered clients,
 * authorization codes and tokens. Codes and tokens are stored by hash only, so a database dump
 * yields nothing usable. A code is single-use (RFC 6749 4.1.2): `consumeCode` marks it used
 * with a conditional update, so of two concurrent redemptions exactly one gets the row.
 */
import type { Clock } from '../clock.js';
import type { OAuthClientTable, OAuthCodeTable, OAuthTokenTable } from './schema.js';
import type { Sql } from './sql.js';

export type OAuthClientRow = OAuthClientTable;
export type OAuthCodeRow = OAuthCodeTable;
export type OAuthTokenRow = OAuthTokenTable;

export interface OAuthRepository {
  insertClient(row: Omit<OAuthClientRow, 'created_at'>): Promise<void>;
  getClient(clientId: string): Promise<OAuthClientRow | undefined>;
  insertCode(row: Omit<OAuthCodeRow, 'created_at' | 'used_at'>): Promise<void>;
  /** The code's row when it was unused and unexpired; it is now used. Otherwise undefined. */
  consumeCode(codeHash: string): Promise<OAuthCodeRow | undefined>;
  insertToken(row: Omit<OAuthTokenRow, 'created_at' | 'revoked_at'>): Promise<void>;
  /** The token's row when it is unrevoked and unexpired. */
  getActiveToken(tokenHash: string): Promise<OAuthTokenRow | undefined>;
  revokeToken(tokenHash: string): Promise<boolean>;
}

export class OAuthRepo implements OAuthRepository {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async insertClient(row: Omit<OAuthClientRow, 'created_at'>): Promise<void> {
    await this.sql.run('INSERT INTO oauth_clients (client_id, mode, secret_hash, data, created_at) VALUES (?, ?, ?, ?, ?)', [
      row.client_id,
      row.mode,
      row.secret_hash,
      row.data,
      this.clock.now(),
    ]);
  }

  getClient(clientId: string): Promise<OAuthClientRow | undefined> {
    return this.sql.get<OAuthClientRow>('SELECT client_id, mode, secret_hash, data, created_at FROM oauth_clients WHERE client_id = ?', [clientId]);
  }

  async insertCode(row: Omit<OAuthCodeRow, 'created_at' | 'used_at'>): Promise<void> {
    await this.sql.run('INSERT INTO oauth_codes (code_hash, client_id, mode, data, expires_at, used_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)', [
      row.code_hash,
      row.client_id,
      row.mode,
      row.data,
      row.expires_at,
      this.clock.now(),
    ]);
  }

  async consumeCode(codeHash: string): Promise<OAuthCodeRow | undefined> {
    const now = this.clock.now();
    const used = await this.sql.run('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?', [now, codeHash, now]);
    if (used !== 1) return undefined;
    return this.sql.get<OAuthCodeRow>('SELECT code_hash, client_id, mode, data, expires_at, used_at, created_at FROM oauth_codes WHERE code_hash = ?', [
      codeHash,
    ]);
  }

  async insertToken(row: Omit<OAuthTokenRow, 'created_at' | 'revoked_at'>): Promise<void> {
    await this.sql.run(
      'INSERT INTO oauth_tokens (token_hash, kind, client_id, mode, scope, expires_at, revoked_at, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
      [row.token_hash, row.kind, row.client_id, row.mode, row.scope, row.expires_at, this.clock.now()],
    );
  }

  getActiveToken(tokenHash: string): Promise<OAuthTokenRow | undefined> {
    return this.sql.get<OAuthTokenRow>(
      'SELECT token_hash, kind, client_id, mode, scope, expires_at, revoked_at, created_at FROM oauth_tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
      [tokenHash, this.clock.now()],
    );
  }

  async revokeToken(tokenHash: string): Promise<boolean> {
    return (await this.sql.run('UPDATE oauth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [this.clock.now(), tokenHash])) === 1;
  }
}
