/**
 * The mock's auth per operation security, every scheme type (test/mock/fixtures/keys.yaml): HTTP
 * Basic, Bearer, OAuth 2.0 (a bearer token), API keys in a header, a query parameter and a cookie,
 * two schemes required together, two alternatives, optional auth. With credentials configured,
 * only those are accepted; without, any well-formed one. A refusal is 401 in problem details.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Served, send, serveMock } from './serve.js';

const SPEC = path.join(import.meta.dirname, 'fixtures', 'keys.yaml');
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

type Case = [name: string, url: string, headers: Record<string, string>, want: number];

const CONFIGURED: Case[] = [
  ['Basic: none', '/basic', {}, 401],
  ['Basic: right', '/basic', { authorization: basic('u', 'p') }, 200],
  ['Basic: wrong password', '/basic', { authorization: basic('u', 'x') }, 401],
  ['Basic: a bearer token instead', '/basic', { authorization: 'Bearer tok' }, 401],
  ['Bearer: right', '/bearer', { authorization: 'Bearer tok' }, 200],
  ['Bearer: wrong', '/bearer', { authorization: 'Bearer nope' }, 401],
  ['Bearer: none', '/bearer', {}, 401],
  ['OAuth 2.0: the token as a bearer', '/oauth', { authorization: 'Bearer tok' }, 200],
  ['OAuth 2.0: wrong token', '/oauth', { authorization: 'Bearer nope' }, 401],
  ['API key in a header: right', '/header', { 'x-api-key': 'key' }, 200],
  ['API key in a header: wrong', '/header', { 'x-api-key': 'nope' }, 401],
  ['API key in a header: sent in the query instead', '/header?X-Api-Key=key', {}, 401],
  ['API key in a header: none', '/header', {}, 401],
  ['API key in the query: right', '/query?api_key=key', {}, 200],
  ['API key in the query: wrong', '/query?api_key=nope', {}, 401],
  ['API key in the query: sent in a header instead', '/query', { api_key: 'key' }, 401],
  ['API key in a cookie: right', '/cookie', { cookie: 'theme=dark; session=key' }, 200],
  ['API key in a cookie: quoted', '/cookie', { cookie: 'session="key"' }, 200],
  ['API key in a cookie: wrong', '/cookie', { cookie: 'session=nope' }, 401],
  ['API key in a cookie: none', '/cookie', { cookie: 'theme=dark' }, 401],
  ['key and Basic together: both', '/both', { 'x-api-key': 'key', authorization: basic('u', 'p') }, 200],
  ['key and Basic together: only the key', '/both', { 'x-api-key': 'key' }, 401],
  ['key and Basic together: only Basic', '/both', { authorization: basic('u', 'p') }, 401],
  ['key and Basic together: a wrong key', '/both', { 'x-api-key': 'nope', authorization: basic('u', 'p') }, 401],
  ['key or Bearer: the key', '/either', { 'x-api-key': 'key' }, 200],
  ['key or Bearer: the token', '/either', { authorization: 'Bearer tok' }, 200],
  ['key or Bearer: neither', '/either', {}, 401],
  ['key or Bearer: a right token and a wrong key', '/either', { authorization: 'Bearer tok', 'x-api-key': 'nope' }, 401],
  ['optional: nothing', '/open', {}, 200],
  ['optional: the right key', '/open', { 'x-api-key': 'key' }, 200],
  ['optional: a wrong key', '/open', { 'x-api-key': 'nope' }, 401],
];

const UNCONFIGURED: Case[] = [
  ['Basic: any user and password', '/basic', { authorization: basic('anyone', 'anything') }, 200],
  ['Basic: not base64 of user:password', '/basic', { authorization: 'Basic %%%' }, 401],
  ['Bearer: any token', '/bearer', { authorization: 'Bearer whatever' }, 200],
  ['Bearer: not a token', '/bearer', { authorization: 'Bearer a b' }, 401],
  ['Bearer: none', '/bearer', {}, 401],
  ['API key in a header: any', '/header', { 'x-api-key': 'whatever' }, 200],
  ['API key in a header: empty', '/header', { 'x-api-key': '' }, 401],
  ['API key in the query: any', '/query?api_key=whatever', {}, 200],
  ['API key in a cookie: any', '/cookie', { cookie: 'session=whatever' }, 200],
  ['key and Basic together: only the key', '/both', { 'x-api-key': 'whatever' }, 401],
];

describe.each([
  ['configured credentials', { basic: { user: 'u', password: 'p' }, bearer: 'tok', apiKey: 'key' }, CONFIGURED],
  ['no credentials configured', undefined, UNCONFIGURED],
] as const)('%s', (_name, credentials, cases) => {
  let served: Served;
  beforeAll(async () => {
    served = await serveMock({ spec: SPEC, ...(credentials ? { credentials } : {}) });
  });
  afterAll(() => served?.close());

  test.each(cases)('%s: %s -> %i', async (_case, url, headers, want) => {
    const answer = await send(served.url, { method: 'GET', url, headers });
    expect(answer.status).toBe(want);
    if (want === 200) expect(answer.json).toEqual({ ok: true });
    else {
      expect(answer.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
      expect(answer.json).toMatchObject({ status: 401, title: 'Unauthorized' });
    }
  });
});
