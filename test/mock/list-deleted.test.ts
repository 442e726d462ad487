/**
 * A list nothing was created for answers the document's example items (handlers.ts `list`), but
 * never one the mock has since answered deleted: a client that deleted `a` and lists again must
 * not be handed `a`, whose every operation is 404 from then on.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Served, send, serveMock } from './serve.js';

const thing = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'list after delete', version: '1' },
  paths: {
    '/things': {
      get: {
        operationId: 'listThings',
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: thing }, example: [{ id: 'a' }, { id: 'b' }] } } },
        },
      },
    },
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getThing', responses: { '200': { description: 'ok', content: { 'application/json': { schema: thing } } } } },
      delete: { operationId: 'deleteThing', responses: { '204': { description: 'gone' } } },
    },
  },
};

let served: Served;
beforeAll(async () => {
  served = await serveMock({ document: DOCUMENT });
});
afterAll(() => served?.close());

test('an example item deleted is no longer listed', async () => {
  expect((await send(served.url, { method: 'GET', url: '/things', headers: {} })).json).toEqual([{ id: 'a' }, { id: 'b' }]);
  expect((await send(served.url, { method: 'DELETE', url: '/things/a', headers: {} })).status).toBe(204);
  expect((await send(served.url, { method: 'GET', url: '/things/a', headers: {} })).status).toBe(404);
  expect((await send(served.url, { method: 'GET', url: '/things', headers: {} })).json).toEqual([{ id: 'b' }]);
});
