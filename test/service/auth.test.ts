/**
 * Authentication and the per-key rate limit, over real HTTP against the real app
 * (spec components.securitySchemes; x-errors unauthorized, too_many_requests).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaisaApiError } from '../../generated/client/index.js';
import { manualClock } from '../../service/clock.js';
import { hashSecret } from '../../service/security/secret-hash.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function call(gw: TestGateway, path: string, authorization?: string) {
  const res = await fetch(gw.baseUrl + path, { headers: authorization ? { authorization } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { error: Record<string, unknown> } };
}

function expectUnauthorized(r: { status: number; body: { error: Record<string, unknown> } }) {
  expect(r.status).toBe(401);
  expect(r.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' });
  expect(Object.keys(r.body.error).sort()).toEqual(['code', 'description', 'field', 'metadata', 'reason', 'source', 'step']);
}

for (const engine of ENGINES) {
  describe(`authentication [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => gw.stop());

    it('answers 401 BAD_REQUEST_ERROR in the error shape when no key is sent', async () => {
      const r = await call(gw, '/v1/payments');
      expectUnauthorized(r);
      expect(r.headers.get('www-authenticate')).toContain('Basic');
    });

    it('answers 401 for a known key id with a wrong secret, and for an unknown key id', async () => {
      expectUnauthorized(await call(gw, '/v1/payments', basic(gw.keys.test.keyId, `${gw.keys.test.secret}x`)));
      expectUnauthorized(await call(gw, '/v1/payments', basic(gw.keys.test.keyId, '')));
      expectUnauthorized(await call(gw, '/v1/payments', basic('paisa_test_AAAAAAAAAAAAAA', gw.keys.test.secret)));
    });

    it('answers 401 for malformed Authorization headers', async () => {
      for (const header of [
        'Basic',
        'Basic !!!notbase64',
        `Basic ${Buffer.from('no-colon').toString('base64')}`,
        'Token abc',
        `Bearer ${'x'.repeat(10)} extra`,
      ]) {
        expectUnauthorized(await call(gw, '/v1/payments', header));
      }
    });

    it('answers 401 through the generated client as a PaisaApiError with the error object', async () => {
      const client = (await import('../../generated/client/index.js')).createClient({
        baseUrl: gw.apiUrl,
        auth: { keyId: gw.keys.live.keyId, keySecret: 'wrong-secret-123' },
        retry: { retries: 0 },
      });
      const error = await client.payments.list().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaisaApiError);
      expect((error as PaisaApiError).status).toBe(401);
      expect((error as PaisaApiError).code).toBe('BAD_REQUEST_ERROR');
    });

    it('accepts both key pairs: a valid key gets past authentication (to the operation)', async () => {
      for (const key of [gw.keys.test, gw.keys.live]) {
        const r = await call(gw, '/v1/payments', basic(key.keyId, key.secret));
        expect(r.status).not.toBe(401);
      }
    });

    it('accepts an unexpired OAuth access token with read_only on a read operation, in the mode of its token', async () => {
      const now = gw.clock.now();
      await gw.ctx.store.transaction(async (tx) => {
        await tx.oauth.insertClient({ client_id: 'client_harness', secret_hash: null, data: '{}' });
        await tx.oauth.insertToken({
          token_hash: hashSecret('tok-live-1'),
          kind: 'access',
          grant_id: 'grant-1',
          client_id: 'client_harness',
          key_id: gw.keys.live.keyId,
          mode: 'live',
          scope: 'read_only',
          expires_at: now + 3600,
        });
        await tx.oauth.insertToken({
          token_hash: hashSecret('tok-refresh-1'),
          kind: 'refresh',
          grant_id: 'grant-1',
          client_id: 'client_harness',
          key_id: gw.keys.live.keyId,
          mode: 'live',
          scope: 'read_only',
          expires_at: now + 3600,
        });
      });
      expect((await call(gw, '/v1/payments', 'Bearer tok-live-1')).status).not.toBe(401);
      // a write takes only the key pair (spec security): a valid token is told so (403 in the error
      // shape, x-errors bearer_not_accepted) and nothing is written; an unknown one is a 401
      const write = (token: string) =>
        fetch(`${gw.apiUrl}/customers`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{"name":"Bearer"}',
        });
      const refused = await write('tok-live-1');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope"');
      expect(((await refused.json()) as { error: { reason: string } }).error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        reason: 'insufficient_scope',
        description: 'This operation needs the key pair (Basic auth); an access token can only read',
      });
      expect((await write('tok-unknown')).status).toBe(401);
      const customers = await gw.ctx.store.transaction((tx) => tx.entities('customers').list('live', {}), { readOnly: true });
      expect(customers).toEqual([]);
      // a refresh token is not an access token; an unknown token is not a token
      expectUnauthorized(await call(gw, '/v1/payments', 'Bearer tok-refresh-1'));
      expectUnauthorized(await call(gw, '/v1/payments', 'Bearer tok-unknown'));
      // expired after 3600 s (spec components.securitySchemes.oauth2)
      gw.clock.advance(3601);
      expectUnauthorized(await call(gw, '/v1/payments', 'Bearer tok-live-1'));
    });
  });

  describe(`rate limit [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine, rateLimit: 3, clock: manualClock() });
    });
    afterEach(() => gw.stop());

    it('answers 429 with Retry-After and the error body past the per-key burst, and refills with time', async () => {
      const { test, live } = gw.keys;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await call(gw, '/v1/payments', basic(test.keyId, test.secret))).status);
      expect(statuses).not.toContain(429);
      const over = await call(gw, '/v1/payments', basic(test.keyId, test.secret));
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('1');
      expect(over.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'Too many requests', reason: 'rate_limit_exceeded' });
      // per key: the live key has its own bucket
      expect((await call(gw, '/v1/payments', basic(live.keyId, live.secret))).status).not.toBe(429);
      // a wrong secret is a 401 and costs the key's owner nothing
      expect((await call(gw, '/v1/payments', basic(live.keyId, 'wrong-secret-123'))).status).toBe(401);
      gw.clock.advance(1);
      expect((await call(gw, '/v1/payments', basic(test.keyId, test.secret))).status).not.toBe(429);
    });
  });
}
