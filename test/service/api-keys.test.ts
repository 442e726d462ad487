/**
 * API keys (spec tag api_keys) over HTTP with the generated client, on both engines: a created
 * key works at once and its secret is shown once; a roll replaces the key (the old secret works
 * until the expiry the caller gave, then 401); a revoked key is a 401 from the next request, in
 * the key cache too; keys set in the configuration and the mode's last working key are refused;
 * concurrent revocations and rolls are settled by the database; OAuth tokens cannot manage keys;
 * no secret reaches the request log or the JSON log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client/index.js';
import type { ApiKey } from '../../generated/types/index.js';
import { captureLogs, ENGINES, type PaisaClient, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError } from './payments-support.js';

describe.each(ENGINES)('API keys (%s)', (engine) => {
  let gw: TestGateway;
  const logs = captureLogs();
  const as = (key: { id: string; secret?: string }): PaisaClient =>
    createClient({ baseUrl: gw.apiUrl, auth: { keyId: key.id, keySecret: key.secret ?? '' }, retry: { retries: 0 } });
  const keys = () => gw.client('test').apiKeys;

  beforeAll(async () => {
    gw = await startGateway({ engine, logger: logs.logger, env: { PAISA_REQUEST_LOG_KEEP: '1000' } });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
  });

  it('creates a key of the calling mode that works at once; its secret is in the create answer only', async () => {
    const made = await keys().create({ name: 'Reporting job' });
    expect(made).toMatchObject({
      entity: 'api_key',
      mode: 'test',
      name: 'Reporting job',
      source: 'api',
      status: 'active',
      expires_at: null,
      replaced_by: null,
    });
    expect(made.id).toMatch(/^paisa_test_[0-9A-Za-z]{14}$/);
    expect(made.secret).toMatch(/^[0-9A-Za-z]{24}$/);
    expect((await as(made).items.list()).entity).toBe('collection');
    const fetched = await keys().fetch(made.id);
    expect(fetched).not.toHaveProperty('secret');
    const listed = await keys().list({ count: 100 });
    expect(listed.items.map((k) => k.id)).toContain(made.id);
    expect(listed.items.every((k) => !('secret' in k))).toBe(true);
    // the configured key is listed as such
    expect(listed.items.find((k) => k.id === gw.keys.test.keyId)).toMatchObject({ source: 'environment', status: 'active' });
    // a live key makes live keys, invisible to test mode
    const live = await gw.client('live').apiKeys.create({});
    expect(live.mode).toBe('live');
    expect(live.id).toMatch(/^paisa_live_/);
    expect((await apiError(keys().fetch(live.id))).error).toMatchObject({ description: 'The id provided does not exist', field: 'key_id' });
    // the secret is stored as a hash and a sealed copy only
    const row = await gw.ctx.store.transaction((tx) => tx.apiKeys.get(made.id), { readOnly: true });
    expect(JSON.stringify(row)).not.toContain(made.secret);
  });

  it('rolls a key: the new one works at once, the old one until the expiry given, then 401', async () => {
    const old = await keys().create({ name: 'rolled' });
    // the old key is cached as verified before the roll
    await as(old).items.list();
    const fresh = await keys().roll(old.id, { expires_in: 3600 });
    expect(fresh).toMatchObject({ mode: 'test', name: 'rolled', status: 'active', source: 'api' });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.secret).toMatch(/^[0-9A-Za-z]{24}$/);
    await as(fresh).items.list();
    await as(old).items.list();
    const rolled = await keys().fetch(old.id);
    expect(rolled).toMatchObject({ status: 'expiring', replaced_by: fresh.id });
    expect(rolled.expires_at).toBeGreaterThan(gw.ctx.clock.now());
    // a key rolled once cannot be rolled again
    expect((await apiError(keys().roll(old.id, {}))).error).toMatchObject({ field: 'key_id', description: 'This key has already been rolled or revoked.' });
    gw.clock.advance(3601);
    expect((await apiError(as(old).items.list())).status).toBe(401);
    expect((await keys().fetch(old.id)).status).toBe('revoked');
    await as(fresh).items.list();
  });

  it('a roll without an expiry stops the old key at once', async () => {
    const old = await keys().create({});
    await as(old).items.list();
    const fresh = await as(old).apiKeys.roll(old.id);
    expect((await apiError(as(old).items.list())).status).toBe(401);
    await as(fresh).items.list();
    expect(await keys().fetch(old.id)).toMatchObject({ status: 'revoked', replaced_by: fresh.id });
  });

  it('revokes a key: the next request with it is a 401, even with its secret cached', async () => {
    const key = await keys().create({});
    await as(key).items.list();
    const revoked = await keys().revoke(key.id);
    expect(revoked).toMatchObject({ id: key.id, status: 'revoked' });
    expect(revoked).not.toHaveProperty('secret');
    expect((await apiError(as(key).items.list())).status).toBe(401);
    expect((await apiError(keys().revoke(key.id))).error).toMatchObject({ description: 'This key has already been revoked.' });
    expect((await apiError(keys().roll(key.id))).error).toMatchObject({ description: 'This key has already been rolled or revoked.' });
    // unknown ids name the field
    expect((await apiError(keys().revoke('paisa_test_00000000000000'))).error).toMatchObject({ field: 'key_id' });
  });

  it('leaves keys set in the configuration to the configuration', async () => {
    for (const call of [() => keys().revoke(gw.keys.test.keyId), () => keys().roll(gw.keys.test.keyId)]) {
      const refused = await apiError(call());
      expect(refused.status).toBe(400);
      expect(refused.error.description).toContain('PAISA_TEST_KEY_ID');
    }
    await keys().list();
  });

  it('of two concurrent rolls or a roll and a revocation of one key, exactly one is done', async () => {
    for (let round = 0; round < 3; round++) {
      const key = await keys().create({});
      const results = await Promise.allSettled([keys().roll(key.id), keys().revoke(key.id), keys().roll(key.id)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as { error?: { field?: string } }).error?.field).toBe('key_id');
    }
  });

  it('refuses OAuth access tokens on every key operation', async () => {
    const res = await fetch(`${gw.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: gw.keys.test.keyId, client_secret: gw.keys.test.secret }).toString(),
    });
    const token = (await res.json()) as { access_token: string };
    const bearer = createClient({ baseUrl: gw.apiUrl, auth: { bearer: token.access_token }, retry: { retries: 0 } });
    // the token reads what read_only allows
    await bearer.items.list();
    const key = await keys().create({});
    for (const call of [() => bearer.apiKeys.list(), () => bearer.apiKeys.fetch(key.id), () => bearer.apiKeys.create({}), () => bearer.apiKeys.revoke(key.id)])
      expect((await apiError(call())).status).toBe(403);
    expect((await keys().fetch(key.id)).status).toBe('active');
  });

  it('keeps every secret out of the request log and the JSON log', async () => {
    const made = await keys().create({ name: 'logged' });
    const rolled = await keys().roll(made.id);
    await gw.app.requestLog?.writer.flush();
    const rows = await gw.ctx.store.transaction(
      (tx) => tx.sql.all<{ operation_id: string; response_body: string | null }>('SELECT operation_id, response_body FROM request_log'),
      {
        readOnly: true,
      },
    );
    const answers = rows.filter((r) => r.operation_id === 'createApiKey' || r.operation_id === 'rollApiKey');
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(rows);
    for (const secret of [made.secret!, rolled.secret!]) {
      expect(text).not.toContain(secret);
      expect(logs.text()).not.toContain(secret);
    }
    expect(answers.some((r) => r.response_body?.includes('"secret":"[redacted]"'))).toBe(true);
  });

  it("never revokes a mode's last working key; of two concurrent revocations of the last two, one is done", async () => {
    // the configured key counts as working; arranged as a key no longer configured (keys.ts ensureKeys)
    await gw.ctx.store.transaction((tx) => tx.apiKeys.releaseConfigured([]));
    const live = gw.client('live').apiKeys;
    const all: ApiKey[] = [];
    for await (const key of live.iterate()) all.push(key);
    const a = await live.create({ name: 'a' });
    // revoke every other working live key, the configured one included
    for (const key of all) if (key.status !== 'revoked') await as(a).apiKeys.revoke(key.id);
    expect((await apiError(gw.client('live').items.list())).status).toBe(401);
    const last = await apiError(as(a).apiKeys.revoke(a.id));
    expect(last.error).toMatchObject({ field: 'key_id', description: 'This is the last key that works in live mode; create another key before revoking it.' });
    for (let round = 0; round < 3; round++) {
      const b = await as(a).apiKeys.create({});
      const results = await Promise.allSettled([as(a).apiKeys.revoke(b.id), as(b).apiKeys.revoke(a.id)]);
      const done = results.filter((r) => r.status === 'fulfilled');
      expect(done).toHaveLength(1);
      // the one left working is the one not revoked; it carries on
      const survivor = results[0].status === 'fulfilled' ? a : b;
      if (survivor === b) {
        a.id = b.id;
        a.secret = b.secret;
      }
      await as(a).items.list();
    }
  });
});
