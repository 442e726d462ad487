/** runtime/client: the transport's retries, encodings and errors, against a fetch in memory. */
import { describe, expect, it } from 'vitest';
import { encodeQuery, flatten } from '../../runtime/client/encoding.js';
import { PaisaApiError } from '../../runtime/client/errors.js';
import { iteratePages } from '../../runtime/client/pages.js';
import { backoff, retryAfterMs } from '../../runtime/client/retry.js';
import { createTransport, type OperationDef } from '../../runtime/client/transport.js';

const LIST: OperationDef = {
  operationId: 'listThings',
  method: 'GET',
  basePath: '/v1',
  path: '/things/{thing_id}/parts',
  pathParams: ['thing_id'],
  idempotent: true,
  body: null,
  fileFields: [],
  response: 'json',
};
const CREATE: OperationDef = { ...LIST, operationId: 'createThing', method: 'POST', path: '/things', pathParams: [], idempotent: false, body: 'json' };

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(answers: (() => Response)[]): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof fetch;
  return { fetch: fetchFn, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const SPEC = { serverUrl: 'http://127.0.0.1:8080/v1', basePath: '/v1' };
const FAST = { retries: 2, baseDelayMs: 1, maxDelayMs: 50 };

describe('createTransport', () => {
  it('builds the URL, encodes path values and the query, sends Basic credentials', async () => {
    const { fetch, seen } = fakeFetch([json(200, { entity: 'collection', items: [] })]);
    const t = createTransport({ auth: { keyId: 'paisa_test_k', keySecret: 's' }, fetch }, SPEC);
    await t.call(LIST, ['a b/c'], { count: 2, status: ['x', 'y'] }, undefined);
    expect(seen[0].url).toBe('http://127.0.0.1:8080/v1/things/a%20b%2Fc/parts?count=2&status=x&status=y');
    expect((seen[0].init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('paisa_test_k:s').toString('base64')}`);
  });

  it('retries a GET on 429, honouring Retry-After, then returns the answer', async () => {
    const { fetch, seen } = fakeFetch([json(429, {}, { 'retry-after': '0' }), json(200, { ok: true })]);
    const t = createTransport({ auth: { bearer: () => 'tok' }, fetch, retry: FAST }, SPEC);
    expect(await t.call(LIST, ['x'], undefined, undefined)).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect((seen[1].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('never retries a POST: the 429 is the caller’s to handle', async () => {
    const { fetch, seen } = fakeFetch([json(429, { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } }, { 'retry-after': '0' })]);
    const t = createTransport({ auth: { keyId: 'k', keySecret: 's' }, fetch, retry: FAST }, SPEC);
    const error = await t.call(CREATE, [], undefined, { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaisaApiError);
    expect(error).toMatchObject({ status: 429, code: 'BAD_REQUEST_ERROR', operationId: 'createThing' });
    expect(seen).toHaveLength(1);
    expect(seen[0].init.body).toBe('{"a":1}');
  });

  it('a POST with an Idempotency-Key answered 503 (a lost database connection) is sent again with the same key; one without is not', async () => {
    const unavailable = json(503, { error: { code: 'SERVER_ERROR', reason: 'service_unavailable' } }, { 'retry-after': '0' });
    const keyed = fakeFetch([unavailable, json(200, { id: 'thing_1' })]);
    const t = createTransport({ auth: { keyId: 'k', keySecret: 's' }, fetch: keyed.fetch, retry: FAST }, SPEC);
    expect(await t.call({ ...CREATE, idempotencyKey: true }, [], undefined, { a: 1 })).toEqual({ id: 'thing_1' });
    const keys = keyed.seen.map((s) => (s.init.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    const plain = fakeFetch([unavailable]);
    const error = await createTransport({ auth: { keyId: 'k', keySecret: 's' }, fetch: plain.fetch, retry: FAST }, SPEC)
      .call(CREATE, [], undefined, { a: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(plain.seen).toHaveLength(1);
  });

  it('a network error on a GET is retried up to the limit, then thrown', async () => {
    const down = () => {
      throw new TypeError('fetch failed');
    };
    const { fetch, seen } = fakeFetch([down, down, down]);
    const t = createTransport({ auth: { keyId: 'k', keySecret: 's' }, fetch, retry: FAST }, SPEC);
    await expect(t.call(LIST, ['x'], undefined, undefined)).rejects.toThrow('fetch failed');
    expect(seen).toHaveLength(3);
  });

  it('PaisaApiError reads the interface error object and the RFC 6749 one', () => {
    const api = new PaisaApiError(
      'op',
      400,
      { error: { code: 'BAD_REQUEST_ERROR', description: 'The count may not be greater than 100.', field: 'count' } },
      new Headers(),
    );
    expect([api.code, api.field, api.message]).toEqual(['BAD_REQUEST_ERROR', 'count', 'The count may not be greater than 100.']);
    const oauth = new PaisaApiError('op', 400, { error: 'invalid_grant', error_description: 'expired' }, new Headers());
    expect([oauth.code, oauth.oauth?.error, oauth.message]).toEqual(['invalid_grant', 'invalid_grant', 'expired']);
  });
});

describe('retry timing', () => {
  it.each([
    ['seconds', '3', 3000],
    ['an HTTP date', new Date(10_000).toUTCString(), 10_000 - 1_000],
    ['nothing', null, undefined],
    ['garbage', 'soon', undefined],
  ])('Retry-After %s', (_name, value, want) => {
    expect(retryAfterMs(value, 1_000)).toBe(want);
  });

  it('backoff is full jitter under the capped exponential ceiling', () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const wait = backoff(attempt, { retries: 8, baseDelayMs: 100, maxDelayMs: 1000 });
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(Math.min(1000, 100 * 2 ** attempt));
    }
  });
});

describe('encodings', () => {
  it('flatten writes bracket notation', () => {
    expect(flatten({ line_items: [{ name: 'a', amount: 1 }], notes: { k: 'v' }, none: null, gone: undefined })).toEqual([
      ['line_items[0][name]', 'a'],
      ['line_items[0][amount]', '1'],
      ['notes[k]', 'v'],
      ['none', ''],
    ]);
  });

  it('encodeQuery repeats array keys', () => {
    expect(encodeQuery({ id: ['a', 'b'], count: 5, skip: undefined })).toBe('id=a&id=b&count=5');
  });
});

describe('iteratePages', () => {
  it('advances skip by what it received and stops after a short page', async () => {
    const asked: Record<string, unknown>[] = [];
    const pages = [[1, 2], [3, 4], [5]];
    const items: number[] = [];
    const fetchPage = async (q: Record<string, unknown>) => {
      asked.push(q);
      return { items: pages.shift() ?? [] };
    };
    for await (const item of iteratePages<number>(fetchPage, { from: 7 }, 2)) items.push(item);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([
      { from: 7, count: 2, skip: 0 },
      { from: 7, count: 2, skip: 2 },
      { from: 7, count: 2, skip: 4 },
    ]);
  });
});
