/**
 * API key pairs (spec components.securitySchemes.basic): key ids `paisa_test_` / `paisa_live_` +
 * 14 base62 characters, secrets of 24 base62 characters. Only a hash of the secret is stored;
 * verification is constant-time and takes the same path whether or not the key id exists.
 */
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import { newId, randomBase62 } from './ids.js';
import { createKeyCache } from './key-cache.js';

import type { SecretBox } from './security/secret-box.js';
import { hashSecret } from './security/secret-hash.js';
import type { Mode, Store } from './store/store.js';

export const KEY_PREFIX: Readonly<Record<Mode, string>> = { test: 'paisa_test_', live: 'paisa_live_' };
export const KEY_SECRET_LENGTH = 24;
/** spec listApiKeys rule 2: a key that stopped working is listed for 30 days, then deleted */
export const STOPPED_KEYS_KEPT_SECONDS = 30 * 86_400;
export const KEY_ID_PATTERN = /^paisa_(test|live)_[0-9A-Za-z]{14}$/;

export interface KeyPair {
  keyId: string;
  secret: string;
  mode: Mode;
}

/** The mode a key id belongs to, from its prefix (spec info.description, Modes), or undefined. */
export function modeOfKeyId(keyId: string): Mode | undefined {
  const match = KEY_ID_PATTERN.exec(keyId);
  return match ? (match[1] as Mode) : undefined;
}

export function generateKeyPair(mode: Mode): KeyPair {
  return { keyId: newId(KEY_PREFIX[mode]), secret: randomBase62(KEY_SECRET_LENGTH), mode };
}

/** The key's mode when `keyId` exists, works and `secret` matches; undefined otherwise (read from the store, no cache). */
export function verifyKey(store: Store, keyId: string, secret: string, clock: Clock = systemClock): Promise<Mode | undefined> {
  return createKeyCache(store, () => clock.now()).verify(keyId, secret);
}

export interface EnsureKeysResult {
  /** set only when no key existed and none was configured: print it once, it is not stored in clear */
  created?: KeyPair;
}

/**
 * At start: keys from the environment (PAISA_TEST_KEY_ID/SECRET, PAISA_LIVE_KEY_ID/SECRET)
 * are inserted or their secret replaced, and made to work again (`source` `environment`: spec
 * revokeApiKey rule 3); keys configured before and no longer are ordinary keys from then on.
 * When the store then holds no key at all, one test key pair is created and returned
 * (`source` `generated`; README.md, Running the gateway).
 */
export async function ensureKeys(store: Store, configured: readonly KeyPair[], box: SecretBox): Promise<EnsureKeysResult> {
  return store.transaction(async (tx) => {
    for (const key of configured) {
      if (modeOfKeyId(key.keyId) !== key.mode) throw new Error(`key id ${key.keyId} is not a ${key.mode} key id`);
      await tx.apiKeys.upsert(key.keyId, key.mode, hashSecret(key.secret), box.seal(key.secret, key.keyId), 'environment');
    }
    await tx.apiKeys.releaseConfigured(configured.map((key) => key.keyId));
    if ((await tx.apiKeys.count()) > 0) return {};
    const created = generateKeyPair('test');
    await tx.apiKeys.upsert(created.keyId, created.mode, hashSecret(created.secret), box.seal(created.secret, created.keyId), 'generated');
    return { created };
  });
}

/** The key's secret, opened from its sealed copy; undefined for an unknown key or one stored before secrets were sealed. */
export async function keySecret(store: Store, box: SecretBox, keyId: string): Promise<string | undefined> {
  const row = await store.transaction((tx) => tx.apiKeys.get(keyId), { readOnly: true });
  return row?.secret_sealed ? box.open(row.secret_sealed, keyId) : undefined;
}
