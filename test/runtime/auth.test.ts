/** runtime/server/auth.ts: reading credentials (RFC 7235, 7617, 6750) and applying an operation's security. */
import { describe, expect, it } from 'vitest';
import { authorize, parseAuthorization } from '../../runtime/server/auth.js';
import { Refusal } from '../../runtime/server/errors.js';
import type { RouteDef, SecurityDef } from '../../runtime/server/route-def.js';
import { fakeRequest } from './request.js';

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('parseAuthorization', () => {
  it.each([
    ['Basic', basic('paisa_test_k', 's3:cret'), { scheme: 'basic', keyId: 'paisa_test_k', keySecret: 's3:cret' }],
    ['the scheme is case-insensitive', `bAsIc ${Buffer.from('k:s').toString('base64')}`, { scheme: 'basic', keyId: 'k', keySecret: 's' }],
    ['Bearer', 'Bearer abc.DEF-_~+/==', { scheme: 'bearer', token: 'abc.DEF-_~+/==' }],
    ['no header', undefined, null],
    ['no credentials after the scheme', 'Basic', null],
    ['Basic without a colon', `Basic ${Buffer.from('nocolon').toString('base64')}`, null],
    ['Basic with an empty user-id', `Basic ${Buffer.from(':secret').toString('base64')}`, null],
    ['Basic that is not base64', 'Basic !!!', null],
    ['a bearer token with a space', 'Bearer a b', null],
    ['another scheme', 'Digest x', null],
  ])('%s', (_name, header, want) => {
    expect(parseAuthorization(header)).toEqual(want);
  });
});

function route(security: SecurityDef): RouteDef {
  return {
    operationId: 'op',
    method: 'GET',
    path: '/v1/x',
    paramPatterns: {},
    queryNames: [],
    headerNames: [],
    body: null,
    security,
    errorFormat: 'paisa',
    success: { status: 200, kind: 'json' },
    flags: { path: [], query: [], headers: [], body: [] },
  };
}

const READ = route({ anonymous: false, basic: true, bearerScopes: ['read_only'] });
const WRITE = route({ anonymous: false, basic: true, bearerScopes: null });
const OPEN = route({ anonymous: true, basic: false, bearerScopes: null });

const authenticate = (c: { scheme: string; keyId?: string; keySecret?: string; token?: string }) => {
  if (c.scheme === 'basic') return c.keyId === 'k' && c.keySecret === 's' ? { who: 'key' } : null;
  if (c.token === 'read') return { who: 'token', scopes: ['read_only'] };
  if (c.token === 'none') return { who: 'token', scopes: [] };
  return null;
};

async function outcome(r: RouteDef, authorization?: string): Promise<unknown> {
  try {
    return await authorize(r, fakeRequest(authorization ? { authorization } : {}), authenticate);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { refused: error.key, headers: error.detail.headers };
  }
}

describe('authorize', () => {
  it.each([
    ['a valid key pair', READ, basic('k', 's'), { who: 'key' }],
    ['a valid token with the scope', READ, 'Bearer read', { who: 'token', scopes: ['read_only'] }],
    ['no credentials', READ, undefined, { refused: 'unauthorized', headers: { 'www-authenticate': 'Basic realm="paisa", Bearer realm="paisa"' } }],
    ['a wrong secret', READ, basic('k', 'x'), { refused: 'unauthorized' }],
    [
      'a valid bearer token on a Basic-only operation (a write): 403',
      WRITE,
      'Bearer read',
      { refused: 'bearer_not_accepted', headers: { 'www-authenticate': 'Bearer error="insufficient_scope"' } },
    ],
    [
      'an unknown bearer token on a Basic-only operation: 401',
      WRITE,
      'Bearer nobody',
      { refused: 'unauthorized', headers: { 'www-authenticate': 'Basic realm="paisa"' } },
    ],
    [
      'a token without the scope (RFC 6750 3.1)',
      READ,
      'Bearer none',
      { refused: 'forbidden', headers: { 'www-authenticate': 'Bearer error="insufficient_scope", scope="read_only"' } },
    ],
    ['an operation without security needs nothing', OPEN, undefined, null],
    ['and ignores credentials it does not take', OPEN, basic('k', 's'), null],
  ])('%s', async (_name, r, header, want) => {
    expect(await outcome(r, header)).toMatchObject(want ?? {});
    if (want === null) expect(await outcome(r, header)).toBeNull();
  });
});
