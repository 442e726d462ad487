/**
 * The document's base path (generator/model/servers.ts `documentBasePath`): the path every
 * server URL shares, server variables at their defaults, unless `--base-path` says otherwise;
 * operations with servers of their own keep theirs.
 */
import { describe, expect, test } from 'vitest';
import { parseYaml } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import { commonPath, documentBasePath } from '../../generator/model/servers.js';

describe('documentBasePath', () => {
  const cases: [string, { servers: unknown; override?: string; want: string; reason: RegExp }][] = [
    ['one server: its path', { servers: [{ url: 'https://api.example.com/v1/' }], want: '/v1', reason: /^the path of its server/ }],
    ['a relative URL', { servers: [{ url: '/api/v3' }], want: '/api/v3', reason: /^the path of its server/ }],
    ['a relative URL without a slash', { servers: [{ url: 'api' }], want: '/api', reason: /^the path of its server/ }],
    [
      'production and sandbox at one path: that path',
      { servers: [{ url: 'https://api.example.com/v1' }, { url: 'https://sandbox.example.com/v1' }], want: '/v1', reason: /^the path of all its 2 servers/ },
    ],
    [
      'a mock server elsewhere: only what they share',
      {
        servers: [{ url: 'https://api.example.com/v1' }, { url: 'https://stoplight.io/mocks/acme/api/12345' }],
        want: '',
        reason: /^the path its 2 servers share \(\/v1, \/mocks\/acme\/api\/12345;/,
      },
    ],
    ['paths sharing their first segment', { servers: [{ url: '/api/v1' }, { url: 'http://localhost:8080/api/v2' }], want: '/api', reason: /share/ }],
    [
      'variables at their defaults',
      {
        servers: [{ url: 'https://{region}.example.com/{version}', variables: { region: { default: 'eu' }, version: { default: 'v2', enum: ['v1', 'v2'] } } }],
        want: '/v2',
        reason: /its server/,
      },
    ],
    ['no servers: the root', { servers: undefined, want: '', reason: /names no server/ }],
    ['--base-path wins, written as the router matches it', { servers: [{ url: '/v1' }], override: 'api/', want: '/api', reason: /^given by --base-path$/ }],
    ['--base-path / is the root', { servers: [{ url: '/v1' }], override: '/', want: '', reason: /--base-path/ }],
  ];
  test.each(cases)('%s', (_name, { servers, override, want, reason }) => {
    const got = documentBasePath(servers, override);
    expect(got.path).toBe(want);
    expect(got.reason).toMatch(reason);
  });

  test('commonPath compares whole segments', () => {
    expect(commonPath(['/api/v1', '/api/v10'])).toBe('/api');
    expect(commonPath(['/v1', '/v1beta'])).toBe('');
  });
});

describe('in the model', () => {
  const doc = `
openapi: 3.1.0
info: { title: t, version: '1' }
servers:
  - url: https://api.example.com/shop/v1
  - url: https://mock.example.com/shop/mock
paths:
  /pets:
    get: { operationId: listPets, responses: { '200': { description: ok } } }
  /token:
    servers: [{ url: https://auth.example.com/oauth }]
    post: { operationId: token, responses: { '200': { description: ok } } }
`;
  test('operations without servers of their own answer under the shared path; the others keep theirs', () => {
    const model = buildModel(parseYaml(doc, 't.yaml'));
    expect(model.basePath).toBe('/shop');
    expect(model.operations.map((op) => op.fullPath).sort()).toEqual(['/oauth/token', '/shop/pets']);
  });

  test('the basePath option overrides the document', () => {
    const model = buildModel(parseYaml(doc, 't.yaml'), { basePath: '/v9' });
    expect(model.basePath).toBe('/v9');
    expect(model.basePathReason).toBe('given by --base-path');
    expect(model.operations.map((op) => op.fullPath).sort()).toEqual(['/oauth/token', '/v9/pets']);
  });
});
