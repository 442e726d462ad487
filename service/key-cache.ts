/**
 * Verified API keys cached in memory, so authenticating a request costs no database read and no
 * hash (spec components.securitySchemes.basic). After a key verifies against its stored hash
 * (security/secret-hash.ts), the secret that verified is kept in this process's memory (never
 * in a row or a log) and later requests are compared with it in constant time. The cache is
 * dropped whenever the key epoch moves (store.ts KeyWatch): a key replaced or deleted in this
 * process stops working from its commit; one changed by another process sharing the database,
 * as soon as this process hears of it (PostgreSQL NOTIFY, or SQLite's 250 ms poll). Unknown key
 * ids are never cached: each costs one indexed read and a hash, the same path a wrong secret takes.
 * A key stops working at its `expires_at` (spec revokeApiKey, rollApiKey): a revocation moves the
 * epoch; the end of a roll's overlap is compared on every request, cached or not.
 */

import { matchesSecret, type SecretFrame, secretFrame } from '../generated/server/index.js';
import { hashSecret, verifySecret } from './security/secret-hash.js';
import type { Mode, Store } from './store/store.js';

interface Verified {
  secret: SecretFrame;
  mode: Mode;
  expiresAt: number | null;
}

/** Whether a key works at `now` (spec ApiKey.status `active` or `expiring`): nothing stopped it, or it stops later. */
export function keyWorks(key: { expires_at: number | null }, now: number): boolean {
  return key.expires_at === null || key.expires_at > now;
}

/** Compared against when the key id is unknown, so a miss costs what a hit costs. */
const DUMMY_HASH = hashSecret('paisa: no such key');

export interface KeyCache {
  /** The key's mode when `keyId` exists and `secret` matches; undefined otherwise. */
  verify(keyId: string, secret: string): Promise<Mode | undefined>;
}

/** `now`: Unix seconds on the infrastructure clock, which key expiry is judged on. */
export function createKeyCache(store: Store, now: () => number): KeyCache {
  const verified = new Map<string, Verified>();
  let seenEpoch = Number.NaN;

  return {
    async verify(keyId, secret) {
      const epoch = store.keys.epoch();
      if (epoch !== seenEpoch) {
        verified.clear();
        seenEpoch = epoch;
      }
      const cacheable = Number.isFinite(epoch);
      const hit = cacheable ? verified.get(keyId) : undefined;
      if (hit && matchesSecret(secret, hit.secret)) return keyWorks({ expires_at: hit.expiresAt }, now()) ? hit.mode : undefined;
      const row = await store.transaction((tx) => tx.apiKeys.get(keyId), { readOnly: true });
      const ok = verifySecret(secret, row?.secret_hash ?? DUMMY_HASH);
      if (!ok || !row || !keyWorks(row, now())) return undefined;
      // an entry read under an older epoch is not kept: the change that moved it may be this key's
      if (cacheable && store.keys.epoch() === epoch) verified.set(keyId, { secret: secretFrame(secret), mode: row.mode, expiresAt: row.expires_at });
      return row.mode;
    },
  };
}
