/**
 * Entity kinds and the ids answers give (conformance/kinds.ts, learn.ts), on a small document
 * without id patterns: `/pets/{petId}` and `/pets/{id}/photos` hold one kind whose maker is
 * `POST /pets` and whose id is the fetched schema's `petId` field; ids come from a create's
 * body, its `Location`, a list's items and the response's OpenAPI links.
 */
import { describe, expect, it } from 'vitest';
import type { Answer, WireRequest } from '../../conformance/http.js';
import { Kinds } from '../../conformance/kinds.js';
import { evaluateExpression, learnIds } from '../../conformance/learn.js';
import { basePath } from '../../conformance/request-base.js';
import { buildModel } from '../../generator/model/index.js';

const pet = { type: 'object', properties: { petId: { type: 'integer' }, name: { type: 'string' }, status: { type: 'string' } } };
const model = buildModel({
  openapi: '3.0.3',
  info: { title: 'pets', version: '1' },
  servers: [{ url: 'https://api.example.com/v2' }],
  paths: {
    '/pets': {
      post: {
        operationId: 'createPet',
        responses: {
          '201': {
            description: 'made',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            links: { Owner: { operationId: 'getOwner', parameters: { ownerId: '$response.body#/owner/id' } } },
          },
        },
      },
      get: {
        operationId: 'listPets',
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } },
        },
      },
    },
    '/pets/{petId}': {
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        operationId: 'getPet',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
      delete: { operationId: 'deletePet', responses: { '204': { description: 'gone' } } },
    },
    '/pets/{id}/photos': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: { operationId: 'listPhotos', responses: { '200': { description: 'ok' } } },
    },
    '/owners/{ownerId}': {
      get: {
        operationId: 'getOwner',
        parameters: [{ name: 'ownerId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
    '/reports/{year}': {
      get: {
        operationId: 'getReport',
        parameters: [{ name: 'year', in: 'path', required: true, schema: { type: 'integer', example: 2030 } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: { schemas: { Pet: pet } },
});
const kinds = new Kinds(model);
const op = (id: string) => model.operations.find((o) => o.operationId === id)!;
const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body,
  headers: new Headers(headers),
  request: { method: 'GET', url: 'http://127.0.0.1/v2/pets', headers: {} },
  elapsedMs: 1,
});
const wire = (path: Record<string, string> = {}): WireRequest => ({ path, query: {}, headers: {}, auth: 'valid' });

describe('kinds of a document without id patterns', () => {
  it('one kind for every parameter of a path, made by the POST of its collection, fetched and listed at its paths', () => {
    expect(kinds.ofParam(op('getPet'), 'petId')).toBe('/v2/pets/{}');
    expect(kinds.ofParam(op('listPhotos'), 'id')).toBe('/v2/pets/{}');
    expect(kinds.creator('/v2/pets/{}')).toBe('createPet');
    expect(kinds.fetcher('/v2/pets/{}')?.operationId).toBe('getPet');
    expect(kinds.lister('/v2/pets/{}')?.operationId).toBe('listPets');
    expect(kinds.idField('/v2/pets/{}')).toBe('petId');
    expect(kinds.ofSchema('Pet')).toBe('/v2/pets/{}');
    // an entity no operation makes or lists: its example is sent, and a refusal of it is no verdict
    expect(basePath(op('getReport'), model, kinds)).toEqual({ year: { idOf: '/v2/reports/{}', fallback: '2030' } });
  });

  it('learns ids from a create (its body, else its Location), a fetch, a list and a link', () => {
    expect(learnIds(model, kinds, op('createPet'), wire(), answer(201, { petId: 7, status: 'new', owner: { id: 'o-1' } }))).toEqual([
      { kind: '/v2/pets/{}', id: '7', status: 'new' },
      { kind: '/v2/owners/{}', id: 'o-1', status: undefined },
    ]);
    expect(learnIds(model, kinds, op('createPet'), wire(), answer(201, {}, { location: 'https://api.example.com/v2/pets/42' }))).toEqual([
      { kind: '/v2/pets/{}', id: '42', status: undefined },
    ]);
    expect(learnIds(model, kinds, op('getPet'), wire({ petId: '9' }), answer(200, { petId: 9, status: 'sold' }))).toEqual([
      { kind: '/v2/pets/{}', id: '9', status: 'sold' },
    ]);
    expect(learnIds(model, kinds, op('listPets'), wire(), answer(200, [{ petId: 1 }, { petId: 2 }])).map((l) => l.id)).toEqual(['1', '2']);
  });

  it('evaluates runtime expressions (OpenAPI 3.1 section 4.8.20.4)', () => {
    const w: WireRequest = {
      path: { petId: '3' },
      query: { q: 'x' },
      headers: {},
      auth: 'valid',
      body: { contentType: 'application/json', value: { a: { b: 1 } } },
    };
    const a = answer(200, { list: [{ 'x/y': 5 }] }, { Location: '/v2/pets/3' });
    expect(evaluateExpression('$response.body#/list/0/x~1y', w, a)).toBe(5);
    expect(evaluateExpression('$response.header.location', w, a)).toBe('/v2/pets/3');
    expect(evaluateExpression('$request.path.petId', w, a)).toBe('3');
    expect(evaluateExpression('$request.body#/a/b', w, a)).toBe(1);
    expect(evaluateExpression('constant', w, a)).toBe('constant');
  });
});
