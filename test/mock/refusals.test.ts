/**
 * How the mock refuses, as its document says (inline document below): an operation documenting
 * `405: Invalid input` and no 400 is refused at 405 (RouteDef.refusalStatus); a 400 documented
 * as `application/xml` answers the document's XML example; a JSON error schema the problem
 * details satisfy gets them in its own media type; an `image/png` body is taken as its bytes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Served, send, serveMock } from './serve.js';

const XML = '<?xml version="1.0" encoding="UTF-8"?><note><body>Invalid user!</body></note>';
const pet = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'refusals', version: '1' },
  paths: {
    '/pets': {
      post: {
        operationId: 'addPet',
        requestBody: { required: true, content: { 'application/json': { schema: pet } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: pet } } }, '405': { description: 'Invalid input' } },
      },
    },
    '/notes': {
      post: {
        operationId: 'addNote',
        requestBody: { required: true, content: { 'application/json': { schema: pet } } },
        responses: {
          '200': { description: 'ok' },
          '400': { description: 'Validation failed', content: { 'application/xml': { examples: { response: { value: XML } } } } },
        },
      },
    },
    '/owners': {
      post: {
        operationId: 'addOwner',
        requestBody: { required: true, content: { 'application/json': { schema: pet } } },
        responses: {
          '200': { description: 'ok' },
          '400': {
            description: 'refused',
            content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string' }, status: { type: 'integer' } } } } },
          },
        },
      },
    },
    '/images': {
      post: {
        operationId: 'addImage',
        requestBody: { required: true, content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

let served: Served;
beforeAll(async () => {
  served = await serveMock({ document: DOCUMENT });
});
afterAll(() => served?.close());

const post = (url: string, body: string, type = 'application/json') => send(served.url, { method: 'POST', url, headers: { 'content-type': type }, body });

test('refused input is answered at the status the operation documents for it: 405 where it documents no 400', async () => {
  const answer = await post('/pets', '{"name":1}');
  expect(answer.status).toBe(405);
  expect(answer.json).toMatchObject({ status: 405, title: 'Method Not Allowed', reason: 'validation_failed' });
  expect((await post('/pets', 'not json')).status).toBe(405);
  expect((await post('/pets', '{"name":"Rex"}')).status).toBe(200);
});

test('a 400 documented as application/xml answers its example in that media type', async () => {
  const answer = await post('/notes', '{}');
  expect(answer.status).toBe(400);
  expect(answer.headers.get('content-type')).toBe('application/xml');
  expect(answer.text).toBe(XML);
});

test('problem details that satisfy the documented JSON schema go out in its media type', async () => {
  const answer = await post('/owners', '{}');
  expect(answer.status).toBe(400);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.json).toMatchObject({ type: 'about:blank', status: 400, reason: 'validation_failed' });
});

test('an image/png body is its bytes, not JSON', async () => {
  expect((await post('/images', '\u0089PNG\r\n', 'image/png')).status).toBe(200);
});
