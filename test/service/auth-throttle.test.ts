/**
 * Failed key pairs are throttled (spec info.description, Failed authentication;
 * service/security/failure-throttle.ts) without locking the owner out: over HTTP, from two
 * loopback addresses (127.0.0.1 the attacker, 127.0.0.2 the merchant).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, KEY_ID, KEY_SECRET, type Running, startGateway as startProcess, stopGateway } from '../chaos/gateway-process.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** GET from a chosen local address (every 127/8 address is this machine's loopback on Linux). */
function getFrom(gw: Pick<TestGateway, 'apiUrl'>, localAddress: string, authorization: string): Promise<{ status: number; retryAfter: string | undefined }> {
  const url = new URL(`${gw.apiUrl}/items`);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, localAddress, headers: { authorization } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

for (const engine of ENGINES)
  describe(`throttling failed key pairs [${engine}]`, () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startGateway({ engine });
    }, 60_000);
    afterAll(async () => gw?.stop());

    it('10 wrong secrets for a key from one address are 401, then 429 there, while the owner elsewhere keeps working', async () => {
      const key = gw.keys.test;
      const attacker = '127.0.0.1';
      const owner = '127.0.0.2';
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await getFrom(gw, attacker, basic(key.keyId, `guess-${i}-xxxxxxxxxxxxxx`))).status);
      expect(statuses).toEqual(Array(10).fill(401));
      const blocked = await getFrom(gw, attacker, basic(key.keyId, 'guess-10-xxxxxxxxxxxxxx'));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      // not even the right secret is checked from there now: the guessing address learns nothing
      expect((await getFrom(gw, attacker, basic(key.keyId, key.secret))).status).toBe(429);
      // the owner, elsewhere, is not locked out
      expect((await getFrom(gw, owner, basic(key.keyId, key.secret))).status).toBe(200);
      // another key from the attacker's address is its own count
      expect((await getFrom(gw, attacker, basic(gw.keys.live.keyId, gw.keys.live.secret))).status).toBe(200);
      // the window refills: 60 s later one more guess is allowed (10 per 600 s)
      gw.clock.advance(61);
      expect((await getFrom(gw, attacker, basic(key.keyId, key.secret))).status).toBe(200);
    });
  });

describe.skipIf(!PG_TEST_URL)(`two processes sharing PostgreSQL share the count${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let first: Running;
  let second: Running;
  beforeAll(async () => {
    db = await freshDatabase('paisa_throttle');
    first = await startProcess({ PAISA_DATABASE_URL: db?.url ?? '' });
    second = await startProcess({ PAISA_DATABASE_URL: db?.url ?? '' });
  }, 90_000);
  afterAll(async () => {
    await Promise.all([first, second].filter(Boolean).map(stopGateway));
    await db?.drop();
  });

  it('wrong secrets spread over both processes: the 11th is 429 on either, the right secret from there too, the owner elsewhere passes', async () => {
    const at = (running: Running) => ({ apiUrl: `http://127.0.0.1:${running.port}/v1` });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await getFrom(at(i % 2 ? second : first), '127.0.0.1', basic(KEY_ID, `guess-${i}-xxxxxxxxxxxxxx`))).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const running of [first, second]) {
      const blocked = await getFrom(at(running), '127.0.0.1', basic(KEY_ID, 'guess-10-xxxxxxxxxxxxxx'));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      expect((await getFrom(at(running), '127.0.0.1', basic(KEY_ID, KEY_SECRET))).status).toBe(429);
      expect((await getFrom(at(running), '127.0.0.2', basic(KEY_ID, KEY_SECRET))).status).toBe(200);
    }
  });
});
