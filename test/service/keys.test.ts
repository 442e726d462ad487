import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { ensureKeys, generateKeyPair, keySecret, modeOfKeyId, verifyKey } from '../../service/keys.js';
import { secretBox } from '../../service/security/secret-box.js';
import type { Store } from '../../service/store/store.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';

const BOX = secretBox(randomBytes(32));

for (const engine of ENGINES) {
  describeEngine('api keys', engine, () => {
    let fixture: StoreFixture;
    let store: Store;
    beforeEach(async () => {
      fixture = await engine.fixture();
      store = await fixture.open(manualClock());
    });
    afterEach(() => fixture.cleanup());

    it('creates one test key pair at first start when none is configured, and only then', async () => {
      const first = await ensureKeys(store, [], BOX);
      expect(first.created?.keyId).toMatch(/^paisa_test_[0-9A-Za-z]{14}$/);
      expect(first.created?.secret).toMatch(/^[0-9A-Za-z]{24}$/);
      expect(await verifyKey(store, first.created!.keyId, first.created!.secret)).toBe('test');
      expect(await ensureKeys(store, [], BOX)).toEqual({});
      // the secret is stored as a hash only
      const row = await store.transaction((tx) => tx.apiKeys.get(first.created!.keyId));
      expect(row?.secret_hash).not.toContain(first.created!.secret);
    });

    it('upserts configured keys: a changed secret replaces the old one, and nothing is generated', async () => {
      const test = generateKeyPair('test');
      const live = generateKeyPair('live');
      expect(await ensureKeys(store, [test, live], BOX)).toEqual({});
      expect(await verifyKey(store, live.keyId, live.secret)).toBe('live');
      const rotated = { ...test, secret: 'rotatedrotatedrotated000' };
      await ensureKeys(store, [rotated], BOX);
      expect(await verifyKey(store, test.keyId, test.secret)).toBeUndefined();
      expect(await verifyKey(store, test.keyId, rotated.secret)).toBe('test');
    });

    it.each([
      { name: 'wrong secret', id: (k: { keyId: string }) => k.keyId, secret: 'x'.repeat(24) },
      { name: 'unknown key id', id: () => 'paisa_test_AAAAAAAAAAAAAA', secret: 'x'.repeat(24) },
      { name: 'empty secret', id: (k: { keyId: string }) => k.keyId, secret: '' },
    ])('refuses a $name', async ({ id, secret }) => {
      const key = generateKeyPair('test');
      await ensureKeys(store, [key], BOX);
      expect(await verifyKey(store, id(key), secret)).toBeUndefined();
    });

    it('refuses a configured key whose id does not carry its mode prefix', async () => {
      const wrong = { ...generateKeyPair('test'), mode: 'live' as const };
      await expect(ensureKeys(store, [wrong], BOX)).rejects.toThrow(/not a live key id/);
      expect(modeOfKeyId('paisa_live_ABCDEFGHIJKLMN')).toBe('live');
      expect(modeOfKeyId('rzp_test_ABCDEFGHIJKLMN')).toBeUndefined();
    });

    it('keeps the secret sealed, never in clear: readable back with the master key, not with another', async () => {
      const key = generateKeyPair('test');
      await ensureKeys(store, [key], BOX);
      expect(await keySecret(store, BOX, key.keyId)).toBe(key.secret);
      expect(await keySecret(store, secretBox(randomBytes(32)), key.keyId)).toBeUndefined();
      expect(await keySecret(store, BOX, generateKeyPair('test').keyId)).toBeUndefined();
      const rows = await store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM api_keys'));
      expect(JSON.stringify(rows)).not.toContain(key.secret);
    });
  });
}
