/**
 * Every POST safe to retry (spec info.description, Idempotency) and every answer carrying a
 * request id (Request ids), over HTTP on both engines. The conformance runner checks the replay
 * and the other-request refusal for every POST of the spec (conformance/idempotency.ts); this
 * file pins what it cannot: concurrency, a lost answer retried by the generated client, keys
 * per mode, the 24 hours, a refused request freeing its key (and a write whose COMMIT went
 * unanswered keeping it), and the log line's id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client/index.js';
import { captureLogs, ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { type LosingStore, losingCommitAnswers } from '../support/lost-commit-answers.js';

const REQUEST_ID = /^req_[A-Za-z0-9_-]{20}$/;

describe.each(ENGINES)('Idempotency-Key and Request-Id (%s)', (engine) => {
  let gw: TestGateway;
  const logs = captureLogs();

  beforeAll(async () => {
    gw = await startGateway({ engine, logger: logs.logger });
  }, 60_000);
  afterAll(async () => gw?.stop());

  const basic = (mode: 'test' | 'live' = 'test') => `Basic ${Buffer.from(`${gw.keys[mode].keyId}:${gw.keys[mode].secret}`).toString('base64')}`;
  const post = (path: string, body: unknown, key?: string, mode: 'test' | 'live' = 'test') =>
    fetch(`${gw.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: basic(mode), 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
      body: JSON.stringify(body),
    });
  const itemCount = async (mode: 'test' | 'live', name: string) =>
    (await gw.client(mode).items.list({ count: 100 })).items.filter((i) => i.name === name).length;

  it('answers every request with a Request-Id, the one its log line carries', async () => {
    const answers = [
      await fetch(`${gw.apiUrl}/items`, { headers: { authorization: basic() } }),
      await fetch(`${gw.apiUrl}/items?count=0`, { headers: { authorization: basic() } }),
      await fetch(`${gw.apiUrl}/items`),
      await fetch(`${gw.apiUrl}/no-such-thing`, { headers: { authorization: basic() } }),
      await fetch(`${gw.baseUrl}/oauth/.well-known/oauth-authorization-server`),
      await fetch(`${gw.baseUrl}/checkout/invoices/inv_00000000000000`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 400, 401, 404, 200, 404]);
    const ids = answers.map((r) => r.headers.get('request-id'));
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
    const logged = logs
      .lines()
      .filter((l) => l.msg === 'request')
      .map((l) => l.requestId);
    for (const id of ids) expect(logged).toContain(id);
    // an error of the API says it in its body too (spec ErrorBody.metadata.request_id)
    for (const i of [1, 2, 3]) {
      const body = (await answers[i]!.json()) as { error: { metadata: { request_id?: string } } };
      expect(body.error.metadata.request_id, String(i)).toBe(ids[i]);
    }
  });

  it('20 concurrent requests with one key create one entity; the others are told to wait or get its answer', async () => {
    const name = `Concurrent ${engine}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/items', { name, amount: 500, currency: 'INR' }, `concurrent-${engine}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<Record<string, unknown>>));
    const created = bodies.filter((_b, i) => statuses[i] === 200);
    expect(new Set(created.map((b) => b.id)).size).toBe(1);
    for (const [i, body] of bodies.entries())
      if (statuses[i] === 409) expect(body).toMatchObject({ error: { reason: 'idempotency_key_in_use', field: 'Idempotency-Key' } });
    expect(await itemCount('test', name)).toBe(1);
    // once the first has answered, the key replays it
    const later = await post('/items', { name, amount: 500, currency: 'INR' }, `concurrent-${engine}`);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(((await later.json()) as { id: string }).id).toBe(created[0].id);
  });

  it('a refused request keeps nothing: the corrected request with the same key runs', async () => {
    const key = `refused-then-fixed-${engine}`;
    const refused = await post('/items', { name: 'Fixed later', amount: -1, currency: 'INR' }, key);
    expect(refused.status).toBe(400);
    const fixed = await post('/items', { name: 'Fixed later', amount: 100, currency: 'INR' }, key);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await itemCount('test', 'Fixed later')).toBe(1);
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['with a space', 'has a space'],
  ])('refuses a key %s, naming the header, writing nothing', async (_name, key) => {
    const res = await post('/items', { name: `Bad key ${key.length}`, amount: 100, currency: 'INR' }, key);
    expect(res.status).toBe(400);
    // header names are case-insensitive (RFC 9110 section 5.1)
    expect(((await res.json()) as { error: { field: string } }).error.field.toLowerCase()).toBe('idempotency-key');
    expect(await itemCount('test', `Bad key ${key.length}`)).toBe(0);
  });

  it('keeps keys per mode, and for 24 hours', async () => {
    const key = `per-mode-${engine}`;
    const test = await post('/items', { name: 'Per mode', amount: 100, currency: 'INR' }, key, 'test');
    const live = await post('/items', { name: 'Per mode', amount: 100, currency: 'INR' }, key, 'live');
    expect([test.status, live.status]).toEqual([200, 200]);
    expect(live.headers.get('idempotent-replayed')).toBeNull();
    expect((await post('/items', { name: 'Other', amount: 100, currency: 'INR' }, key, 'test')).status).toBe(400);
    gw.clock.advance(24 * 3600 + 1);
    const reused = await post('/items', { name: 'Other', amount: 100, currency: 'INR' }, key, 'test');
    expect(reused.status).toBe(200);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
  });

  it('the generated client sends a key itself and retries a lost answer with it: one entity', async () => {
    const name = `Lost answer ${engine}`;
    let calls = 0;
    const keys: (string | null)[] = [];
    const losing: typeof fetch = async (input, init) => {
      calls += 1;
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const res = await fetch(input, init);
      // the server answered; the network lost it on the way back
      if (calls === 1) throw new TypeError('fetch failed: connection reset');
      return res;
    };
    const client = createClient({
      baseUrl: gw.apiUrl,
      auth: { keyId: gw.keys.test.keyId, keySecret: gw.keys.test.secret },
      fetch: losing,
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    });
    const item = await client.items.create({ name, amount: 700, currency: 'INR' });
    expect(calls).toBe(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(item.name).toBe(name);
    expect(await itemCount('test', name)).toBe(1);
  });
});

// spec info.description, Idempotency: a 503 whose writes may have been made keeps its key in use
describe.each(ENGINES)('a write whose COMMIT went unanswered (%s)', (engine) => {
  let gw: TestGateway;
  let losing: LosingStore | undefined;

  beforeAll(async () => {
    gw = await startGateway({
      engine,
      wrapStore: (store) => {
        losing = losingCommitAnswers(store);
        return losing.store;
      },
    });
  }, 60_000);
  afterAll(async () => gw?.stop());

  it('keeps its Idempotency-Key in use: the retry is 409, never a second run', async () => {
    const auth = `Basic ${Buffer.from(`${gw.keys.test.keyId}:${gw.keys.test.secret}`).toString('base64')}`;
    const name = `lost-commit-${engine}`;
    const send = () =>
      fetch(`${gw.apiUrl}/items`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', 'idempotency-key': `key-${name}` },
        body: JSON.stringify({ name, amount: 500, currency: 'INR' }),
      });
    losing?.arm('items');
    const first = await send();
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({ error: { reason: 'service_unavailable' } });
    const retry = await send();
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({ error: { reason: 'idempotency_key_in_use', field: 'Idempotency-Key' } });
    // the first request's item was made, once
    expect((await gw.client('test').items.list({ count: 100 })).items.filter((i) => i.name === name)).toHaveLength(1);
  });
});
