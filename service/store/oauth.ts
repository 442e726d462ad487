/**
 * OAuth 2.0 storage (interface doc, Authentication 4): registered clients, authorization codes
 * and tokens. Codes and tokens are stored by hash only, so a database dump yields nothing usable.
 * A code is single-use (RFC 6749 4.1.2): `consumeCode` marks it used with a conditional update,
 * so of two concurrent redemptions exactly one gets the row.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database, OAuthClientTable, OAuthCodeTable, OAuthTokenTable } from './schema.js';

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

export function oauthRepository(db: () => Kysely<Database>, clock: Clock): OAuthRepository {
  return {
    async insertClient(row) {
      await db()
        .insertInto('oauth_clients')
        .values({ ...row, created_at: clock.now() })
        .execute();
    },
    getClient: (clientId) => db().selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst(),

    async insertCode(row) {
      await db()
        .insertInto('oauth_codes')
        .values({ ...row, used_at: null, created_at: clock.now() })
        .execute();
    },
    async consumeCode(codeHash) {
      const now = clock.now();
      const result = await db()
        .updateTable('oauth_codes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return db().selectFrom('oauth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
    },

    async insertToken(row) {
      await db()
        .insertInto('oauth_tokens')
        .values({ ...row, revoked_at: null, created_at: clock.now() })
        .execute();
    },
    getActiveToken: (tokenHash) =>
      db()
        .selectFrom('oauth_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .executeTakeFirst(),
    async revokeToken(tokenHash) {
      const result = await db()
        .updateTable('oauth_tokens')
        .set({ revoked_at: clock.now() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
