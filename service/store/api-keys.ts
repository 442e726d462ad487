/**
 * API key pairs. Only a hash of the secret is stored (service/security/secret-hash.ts); the
 * comparison happens in service/keys.ts in constant time.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { ApiKeyTable, Database, Mode } from './schema.js';

export type ApiKeyRow = ApiKeyTable;

export interface ApiKeyRepository {
  get(keyId: string): Promise<ApiKeyRow | undefined>;
  /** Inserts the key or replaces its secret hash (used for keys given in the environment). */
  upsert(keyId: string, mode: Mode, secretHash: string): Promise<void>;
  count(): Promise<number>;
  delete(keyId: string): Promise<boolean>;
}

export function apiKeyRepository(db: () => Kysely<Database>, clock: Clock): ApiKeyRepository {
  return {
    get: (keyId) => db().selectFrom('api_keys').selectAll().where('key_id', '=', keyId).executeTakeFirst(),

    async upsert(keyId, mode, secretHash) {
      await db()
        .insertInto('api_keys')
        .values({ key_id: keyId, mode, secret_hash: secretHash, created_at: clock.now() })
        .onConflict((oc) => oc.column('key_id').doUpdateSet({ mode, secret_hash: secretHash }))
        .execute();
    },

    async count() {
      const row = await db()
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async delete(keyId) {
      const result = await db().deleteFrom('api_keys').where('key_id', '=', keyId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
