/**
 * How a request carries the run's credentials, for every scheme type a document may name
 * (conformance/credentials.ts): table-driven over a document with Basic, Bearer, API keys in a
 * header, a query parameter and a cookie, and OAuth 2.0 client credentials.
 */
import { describe, expect, it } from 'vitest';
import { authParts, type Credentials, chooseRequirement, secretsOf, type TokenSource } from '../../conformance/credentials.js';
import { buildModel } from '../../generator/model/index.js';

const op = (operationId: string, security: unknown) => ({ get: { operationId, security, responses: { '200': { description: 'ok' } } } });

const model = buildModel({
  openapi: '3.1.0',
  info: { title: 'auth', version: '1' },
  paths: {
    '/basic': op('basicOnly', [{ basic: [] }]),
    '/bearer': op('bearerOnly', [{ bearer: [] }]),
    '/header': op('headerKey', [{ headerKey: [] }]),
    '/query': op('queryKey', [{ queryKey: [] }]),
    '/cookie': op('cookieKey', [{ cookieKey: [] }]),
    '/oauth': op('oauthRead', [{ oauth: ['read'] }]),
    '/either': op('basicOrKey', [{ basic: [] }, { headerKey: [] }]),
    '/both': op('keyAndBasic', [{ headerKey: [], basic: [] }]),
    '/open': op('anonymous', []),
  },
  components: {
    securitySchemes: {
      basic: { type: 'http', scheme: 'basic' },
      bearer: { type: 'http', scheme: 'bearer' },
      headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
      cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 'read', write: 'write' } } } },
    },
  },
});
const operation = (id: string) => model.operations.find((o) => o.operationId === id)!;

const everything: Credentials = {
  basic: { user: 'u', password: 'p4ss' },
  bearer: 'tok3n',
  apiKey: 'k3y-value',
  headers: { 'x-trace': 'on' },
};
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const minted: string[][] = [];
const tokens: TokenSource = async (_scheme, scopes) => {
  minted.push(scopes);
  return { token: `minted-${scopes.join('+')}` };
};

describe('authParts', () => {
  const table: [string, { given: [string, Credentials, Parameters<typeof authParts>[3]]; want: unknown }][] = [
    ['Basic', { given: ['basicOnly', everything, 'valid'], want: { headers: { 'x-trace': 'on', authorization: basic('u', 'p4ss') }, query: {}, cookies: {} } }],
    [
      'Basic, wrong',
      { given: ['basicOnly', everything, 'wrong'], want: { headers: { 'x-trace': 'on', authorization: basic('u', 'p4ssx') }, query: {}, cookies: {} } },
    ],
    ['Bearer', { given: ['bearerOnly', everything, 'valid'], want: { headers: { 'x-trace': 'on', authorization: 'Bearer tok3n' }, query: {}, cookies: {} } }],
    [
      'API key in a header',
      { given: ['headerKey', everything, 'valid'], want: { headers: { 'x-trace': 'on', 'X-Api-Key': 'k3y-value' }, query: {}, cookies: {} } },
    ],
    [
      'API key in the query',
      { given: ['queryKey', everything, 'valid'], want: { headers: { 'x-trace': 'on' }, query: { api_key: 'k3y-value' }, cookies: {} } },
    ],
    [
      'API key in a cookie, wrong',
      { given: ['cookieKey', everything, 'wrong'], want: { headers: { 'x-trace': 'on' }, query: {}, cookies: { session: 'k3y-valuex' } } },
    ],
    [
      'alternatives: the first held',
      { given: ['basicOrKey', { apiKey: 'k', headers: {} }, 'valid'], want: { headers: { 'X-Api-Key': 'k' }, query: {}, cookies: {} } },
    ],
    [
      'a requirement of two schemes: both',
      {
        given: ['keyAndBasic', everything, 'valid'],
        want: { headers: { 'x-trace': 'on', 'X-Api-Key': 'k3y-value', authorization: basic('u', 'p4ss') }, query: {}, cookies: {} },
      },
    ],
    ['anonymous: nothing added', { given: ['anonymous', everything, 'valid'], want: { headers: { 'x-trace': 'on' }, query: {}, cookies: {} } }],
    [
      'none: an API key given as a header is dropped too',
      { given: ['headerKey', { headers: { 'x-api-key': 'k', 'x-trace': 'on' } }, 'none'], want: { headers: { 'x-trace': 'on' }, query: {}, cookies: {} } },
    ],
    [
      'OAuth 2.0 with a client: a token minted for the scopes',
      {
        given: ['oauthRead', { oauthClient: { id: 'c', secret: 's' }, headers: {} }, 'valid'],
        want: { headers: { authorization: 'Bearer minted-read' }, query: {}, cookies: {} },
      },
    ],
    [
      'a token of chosen scopes',
      {
        given: ['basicOnly', { oauthClient: { id: 'c', secret: 's' }, headers: {} }, { scopes: ['write'] }],
        want: { headers: { authorization: 'Bearer minted-write' }, query: {}, cookies: {} },
      },
    ],
    [
      'no credentials for the scheme: why',
      {
        given: ['queryKey', { bearer: 't', headers: {} }, 'valid'],
        want: { reason: 'no credentials for queryKey (API key in query api_key: --api-key VALUE)' },
      },
    ],
  ];
  it.each(table)('%s', async (_name, { given: [id, credentials, mode], want }) => {
    expect(await authParts(model, operation(id), credentials, mode, tokens)).toEqual(want);
  });

  it('says which schemes an operation would take when none is held', () => {
    expect(chooseRequirement(model, operation('basicOrKey'), { headers: {} })).toEqual({
      reason: 'no credentials for basic (HTTP basic: --auth USER:PASSWORD) or headerKey (API key in header X-Api-Key: --api-key VALUE)',
    });
  });

  it('lists every secret of the run to mask, the Basic header value among them', () => {
    const secrets = secretsOf({ ...everything, oauthClient: { id: 'c', secret: 'client-secret' } });
    expect(secrets).toEqual(expect.arrayContaining(['p4ss', 'tok3n', 'k3y-value', 'client-secret', Buffer.from('u:p4ss').toString('base64')]));
  });
});
