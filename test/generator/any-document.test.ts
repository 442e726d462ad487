/**
 * A document that is not ours (no `x-errors`, no `x-state-machine`, 3.0 keywords, operationIds
 * that are not identifiers, a body in two media types with two schemas) generates, compiles,
 * and its server answers over HTTP as the document says, with RFC 9457 problem details for
 * errors. What the generator does not support is a warning with its pointer; a name two
 * operations would share is an error naming both.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateFromText } from '../../generator/generate.js';
import { parseYaml } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import { EMITTERS, generate, importGenerated, type Listening, type LooseServerModule, listen } from './server-harness.js';
import { typecheck } from './typecheck.js';

const BOOKINGS = `
openapi: 3.0.3
info: { title: Bookings, version: '1.0' }
servers: [{ url: 'https://mock.example.com/api' }]
paths:
  /bookings:
    get:
      operationId: get-bookings
      tags: [Bookings]
      parameters:
        - { name: session, in: cookie, schema: { type: string } }
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Booking' } } } }
    head:
      operationId: head-bookings
      responses: { '200': { description: ok } }
    post:
      operationId: create-booking
      tags: [Bookings]
      requestBody:
        required: true
        content:
          application/json: { schema: { $ref: '#/components/schemas/Booking' } }
          multipart/form-data:
            schema:
              type: object
              required: [passenger, ticket]
              properties: { passenger: { type: string }, ticket: { type: string, format: binary } }
      callbacks:
        confirmed:
          '{$request.body#/callback}':
            post: { responses: { '200': { description: ok } } }
      responses:
        '201':
          description: created
          content: { application/json: { schema: { $ref: '#/components/schemas/Booking' } } }
        '400':
          description: refused
          content: { application/problem+json: { schema: { $ref: '#/components/schemas/Problem' } } }
  /bookings/{bookingId}:
    get:
      operationId: get-booking
      tags: [Bookings]
      parameters: [{ name: bookingId, in: path, required: true, schema: { type: string } }]
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { $ref: '#/components/schemas/Booking' } } }
components:
  schemas:
    Booking:
      type: object
      required: [passenger, seats]
      properties:
        passenger: { type: string }
        seats: { type: integer, minimum: 0, exclusiveMinimum: true }
        note: { type: string, nullable: true }
    Problem:
      type: object
      properties: { title: { type: string }, status: { type: integer } }
`;

describe('a 3.0 document of another API', () => {
  let dir: string;
  let files: { path: string; contents: string }[];
  let served: Listening;

  beforeAll(async () => {
    ({ dir, files } = await generate('any-document', { text: BOOKINGS, file: 'bookings.yaml' }));
    const server = await importGenerated<LooseServerModule>(dir, 'server');
    const gateway = server.createGateway({
      handlers: {
        getBookings: async () => [],
        getBooking: async ({ params }: { params: { bookingId: string } }) => ({ passenger: params.bookingId, seats: 1 }),
        createBooking: async ({ body }: { body: { passenger: string } }) => ({ passenger: body.passenger, seats: 2, note: null }),
      },
      authenticate: () => null,
    });
    served = await listen(gateway);
  });
  afterAll(() => served?.close());

  test('every file type-checks under strict flags and names the spec given in its banner', () => {
    expect(typecheck(files.map((f) => ({ path: `any-document/${f.path}`, contents: f.contents })))).toEqual([]);
    for (const f of files) expect(f.contents.split('\n')[0]).toContain('from bookings.yaml.');
  });

  test('operationIds that are not identifiers become names; the two get methods of one tag do not collide', () => {
    const client = files.find((f) => f.path === 'client/index.ts')?.contents ?? '';
    expect(client).toContain('getBookings: {');
    expect(client).toMatch(/\n\s+get: \(options/);
    expect(client).toMatch(/\n\s+getBooking: \(bookingId/);
  });

  test('3.0 keywords keep their meaning: nullable accepts null, boolean exclusiveMinimum refuses the bound', async () => {
    const ok = await fetch(`${served.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passenger: 'Ada', seats: 1, note: null }),
    });
    expect(ok.status).toBe(201);
    const bound = await fetch(`${served.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passenger: 'Ada', seats: 0 }),
    });
    expect(bound.status).toBe(400);
  });

  test('without x-errors, errors are RFC 9457 problem details', async () => {
    const res = await fetch(`${served.url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"passenger": 1}' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await res.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400, detail: expect.any(String) });
    const missing = await fetch(`${served.url}/api/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  test('each media type of a body has its own schema: a JSON body is not checked against the multipart one', async () => {
    const form = new FormData();
    form.set('passenger', 'Grace');
    form.set('ticket', new Blob(['pdf']), 'ticket.pdf');
    const multipart = await fetch(`${served.url}/api/bookings`, { method: 'POST', body: form });
    expect(multipart.status).toBe(201);
  });
});

test('what is not generated is a warning with its pointer', () => {
  const model = buildModel(parseYaml(BOOKINGS, 'bookings.yaml'));
  expect(model.warnings.map((w) => w.pointer).sort()).toEqual([
    '/paths/~1bookings/get/parameters/0',
    '/paths/~1bookings/head',
    '/paths/~1bookings/post/callbacks',
  ]);
});

test('two operationIds that make one name: the second takes a suffix, with a warning naming both, and both are generated', async () => {
  const text = BOOKINGS.replace('operationId: get-booking\n', 'operationId: getBookings\n');
  const model = buildModel(parseYaml(text, 'bookings.yaml'));
  expect(model.warnings.filter((w) => w.pointer.endsWith('/operationId'))).toEqual([
    {
      pointer: expect.stringMatching(/^\/paths\/~1bookings(~1\{bookingId\})?\/get\/operationId$/),
      reason: expect.stringMatching(/^operationId "(get-bookings|getBookings)".*operationId "(get-bookings|getBookings)".*this one is named getBookings2 /),
    },
  ]);
  expect(model.operations.map((op) => op.operationId).sort()).toEqual(expect.arrayContaining(['getBookings', 'getBookings2']));
  const files = await generateFromText(text, 'bookings.yaml', EMITTERS);
  expect(files.find((f) => f.path === 'types/index.ts')?.contents).toContain('GetBookings2Response');
});

test('a security scheme the runtime does not read is a warning with its pointer', () => {
  const text = BOOKINGS.replace(
    'components:\n',
    'components:\n  securitySchemes:\n    key: { type: apiKey, in: header, name: X-Api-Key }\n    token: { type: http, scheme: bearer }\n    digest: { type: http, scheme: digest }\n',
  );
  const model = buildModel(parseYaml(text, 'bookings.yaml'));
  expect(model.warnings.filter((w) => w.pointer.startsWith('/components/'))).toEqual([
    { pointer: '/components/securitySchemes/digest', reason: expect.stringMatching(/^HTTP digest credentials are not read by the server runtime/) },
  ]);
});
