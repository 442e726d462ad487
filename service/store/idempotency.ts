/**
 * Idempotency keys (reference: `X-Refund-Idempotency`, "the retry must send the same body").
 * The first request to commit a key wins; the primary key (mode, key) settles a race.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database, IdempotencyKeyTable, Mode } from './schema.js';

export type IdempotencyRow = IdempotencyKeyTable;

export interface IdempotencyRepository {
  get(mode: Mode, key: string): Promise<IdempotencyRow | undefined>;
  /** false when the key is already recorded (then `get` it and compare request_hash) */
  put(mode: Mode, key: string, requestHash: string, response: unknown): Promise<boolean>;
}

export function idempotencyRepository(db: () => Kysely<Database>, clock: Clock): IdempotencyRepository {
  return {
    get: (mode, key) => db().selectFrom('idempotency_keys').selectAll().where('mode', '=', mode).where('key', '=', key).executeTakeFirst(),

    async put(mode, key, requestHash, response) {
      const result = await db()
        .insertInto('idempotency_keys')
        .values({ mode, key, request_hash: requestHash, response: JSON.stringify(response), created_at: clock.now() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}
