/**
 * The server and client emitters as pure functions of the model (hand-built models, given/want).
 */

import { describe, expect, it } from 'vitest';
import { emitClient } from '../../generator/emit/client.js';
import { flagPaths } from '../../generator/emit/server/boolean-flags.js';
import { successResponse } from '../../generator/emit/server/response-kind.js';
import { routeTable, schemaPattern } from '../../generator/emit/server/route-table.js';
import { emitServer } from '../../generator/emit/server.js';
import type { ApiModel, JsonSchema, OperationModel } from '../../generator/model/types.js';
import { RUNTIME_ERROR_KEYS } from '../../runtime/server/errors.js';

const FLAG = { $ref: '#/components/schemas/BooleanFlag' };
const schemas: Record<string, JsonSchema> = {
  BooleanFlag: { type: 'string', enum: ['0', '1'], 'x-boolean-flag': true },
  Line: { type: 'object', properties: { taxable: FLAG, name: { type: 'string' } } },
  Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' }, on: FLAG } },
  PayId: { type: 'string', pattern: '^pay_[0-9A-Za-z]{14}$' },
  ErrorBody: { type: 'object', properties: { code: { type: 'string', enum: ['BAD_REQUEST_ERROR'] } } },
};

function op(over: Partial<OperationModel>): OperationModel {
  return {
    operationId: 'fetchThing',
    pointer: '/paths/~1things/get',
    method: 'get',
    path: '/things',
    basePath: '/v1',
    fullPath: '/v1/things',
    tag: 'things',
    clientMethod: 'fetch',
    summary: 's',
    designed: false,
    idempotent: true,
    idempotencyKey: false,
    pathParams: [],
    queryParams: [],
    headerParams: [],
    responses: [],
    security: { anonymous: false, basic: true, bearerScopes: null, requirements: [{ basic: [] }] },
    transitions: [],
    timeTransitions: [],
    errorFormat: 'paisa',
    emptyMeansAbsent: false,
    ...over,
  };
}

describe('flagPaths', () => {
  it.each([
    ['a flag property', { type: 'object', properties: { partial_payment: FLAG } }, [['partial_payment']]],
    [
      'flags inside array items',
      { type: 'object', properties: { lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } } } },
      [['lines', '*', 'taxable']],
    ],
    [
      'through allOf / anyOf / if-then',
      {
        allOf: [{ properties: { a: FLAG } }],
        anyOf: [{ properties: { b: FLAG } }],
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
        then: { properties: { c: FLAG } },
      },
      [['a'], ['b'], ['c']],
    ],
    ['a recursive schema is walked once (flags below the cycle are not listed)', { $ref: '#/components/schemas/Node' }, [['on']]],
    ['no flags', { type: 'object', properties: { n: { type: 'integer' } } }, []],
  ])('%s', (_name, given, want) => {
    expect(flagPaths(given, schemas, []).sort()).toEqual(want.sort());
  });
});

describe('successResponse', () => {
  const r = (status: string, schema?: JsonSchema) => ({
    status,
    description: '',
    headers: [],
    contentTypes: [],
    headerSchemas: {},
    links: [],
    ...(schema ? { schema } : {}),
  });
  it.each([
    ['JSON 200', [r('200', { type: 'object' }), r('400', {})], { status: 200, kind: 'json' }],
    ['JSON 201 before errors', [r('201', { type: 'object' }), r('default', {})], { status: 201, kind: 'json' }],
    ['binary 200 (no JSON schema)', [r('200'), r('400', {})], { status: 200, kind: 'binary' }],
    ['204', [r('204')], { status: 204, kind: 'empty' }],
    ['302 redirect', [r('302'), r('400', {})], { status: 302, kind: 'redirect' }],
  ])('%s', (_name, responses, want) => {
    expect(successResponse(op({ responses }))).toEqual(want);
  });
});

it('schemaPattern follows component refs', () => {
  expect(schemaPattern({ $ref: '#/components/schemas/PayId' }, schemas)).toBe('^pay_[0-9A-Za-z]{14}$');
  expect(schemaPattern({ type: 'string' }, schemas)).toBeUndefined();
});

const model: ApiModel = {
  resources: [],
  idPrefixes: {},
  // the runtime's own keys (a real spec holds these and its own)
  errors: RUNTIME_ERROR_KEYS.map((key) => ({ key, status: 400, code: 'BAD_REQUEST_ERROR', reason: key, description: key, why: 'test', params: [] })),
  hasCatalogue: true,
  errorShapes: { document: null, operations: {} },
  securitySchemes: { basic: { type: 'http', scheme: 'basic' } },
  warnings: [],
  title: 't',
  version: '1',
  basePath: '/v1',
  basePathReason: 'the path of its server',
  serverUrl: 'http://127.0.0.1:8080/v1',
  schemas,
  machines: [],
  webhooks: [],
  tags: [{ name: 'things' }],
  operations: [
    op({
      pathParams: [{ name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/PayId' } }],
      path: '/things/{id}',
      fullPath: '/v1/things/{id}',
      responses: [
        { status: '200', description: '', headers: [], contentTypes: ['application/json'], headerSchemas: {}, links: [], schema: { type: 'object' } },
      ],
    }),
    op({ operationId: 'listThings', clientMethod: 'list', queryParams: [{ name: 'on', in: 'query', required: false, schema: FLAG }], responses: [] }),
  ],
};

it('route data: patterns, flags and security per operation', () => {
  expect(routeTable(model).map((r) => [r.operationId, r.paramPatterns, r.flags.query])).toEqual([
    ['fetchThing', { id: '^pay_[0-9A-Za-z]{14}$' }, []],
    ['listThings', {}, [['on']]],
  ]);
});

it("a large document's routes are written in parts of 250, spread into one array, in order (Amazon EC2's 1,188 in one literal: TS2590)", () => {
  const many = {
    ...model,
    operations: Array.from({ length: 260 }, (_, i) => op({ operationId: `op${i}`, path: `/things/${i}`, fullPath: `/v1/things/${i}` })),
  };
  const routes = emitServer(many).find((f) => f.path === 'server/routes.ts')?.contents ?? '';
  expect(routes).toContain('const routes0: readonly RouteDef<OperationId>[] = [');
  expect(routes).toContain('const routes1: readonly RouteDef<OperationId>[] = [');
  expect(routes).toContain('export const routes: readonly RouteDef<OperationId>[] = [...routes0, ...routes1, ];');
  const ids = [...routes.matchAll(/"operationId":"(op\d+)"/g)].map((m) => m[1]);
  expect(ids).toEqual(many.operations.map((o) => o.operationId));
  // our spec's fit one literal, as before
  expect(emitServer(model).find((f) => f.path === 'server/routes.ts')?.contents).toContain('export const routes: readonly RouteDef<OperationId>[] = [\n');
});

it.each([
  ['emitServer', emitServer],
  ['emitClient', emitClient],
])('%s is deterministic, bannered, and paths are relative to generated/', (_name, emit) => {
  const a = emit(model);
  const b = emit(structuredClone(model));
  expect(a).toEqual(b);
  for (const file of a) {
    expect(file.path).toMatch(/^(server|client)\/[a-z-]+\.ts$/);
    expect(file.contents.startsWith('// Generated by `npm run generate`')).toBe(true);
    expect(file.contents).not.toMatch(/\/work\/|\d{4}-\d{2}-\d{2}T/);
  }
});
