/**
 * Error answers of servers generated from corpus documents (test/generator/corpus/README.md)
 * without `x-errors`, over HTTP: a document whose error responses declare one schema is answered
 * in it (STAPI's `Error {code, message}` as application/json; the Train Travel API's `Problem`
 * as application/problem+json), and the body satisfies that schema as the document's own
 * response validator checks it; a document declaring none (the Petstore's error responses have
 * no body) answers RFC 9457 problem details.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CORPUS, corpusPath } from './corpus/documents.js';
import { generate, importGenerated, type Listening, type LooseServerModule, listen } from './server-harness.js';
import type { ValidatorsModule } from './validators-module.js';

interface Served {
  server: LooseServerModule;
  validators: ValidatorsModule;
  listening: Listening;
}

async function serve(name: string, authenticate: (credentials: unknown) => unknown = () => ({})): Promise<Served> {
  const doc = CORPUS.find((d) => d.name === name);
  if (!doc) throw new Error(`no corpus document ${name}`);
  const { dir } = await generate(`corpus-errors-${name}`, corpusPath(doc));
  const server = await importGenerated<LooseServerModule>(dir, 'server');
  const validators = await importGenerated<ValidatorsModule>(dir, 'validators');
  // every operation: a handler that must not run (the requests below are refused before it)
  const handlers = Object.fromEntries(
    server.routes.map((route) => [
      route.operationId,
      async () => {
        throw new Error('the handler ran');
      },
    ]),
  );
  const listening = await listen(server.createGateway({ handlers, authenticate }));
  return { server, validators, listening };
}

function operationAt(served: Served, method: string, path: string): string {
  const route = (served.server.routes as { operationId: string; method: string; path: string }[]).find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route.operationId;
}

describe('star-trek: `default` responses declare `Error {code, message}`', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve('star-trek');
  }, 120_000);
  afterAll(() => served?.listening.close());

  test('a request without its required parameter is answered in Error, valid against the document', async () => {
    const res = await fetch(`${served.listening.url}/api/v1/rest/animal`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body).toEqual({ code: 'validation_failed', message: expect.stringContaining('uid') });
    const validate = served.validators.operationValidators[operationAt(served, 'GET', '/api/v1/rest/animal')].responses.default;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  test('an unknown path, outside every operation, is answered in Error too', async () => {
    const res = await fetch(`${served.listening.url}/api/v1/rest/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'No resource is found at this URL.' });
  });
});

describe('train-travel: errors declare `Problem` as application/problem+json', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve('train-travel', (credentials) => ((credentials as { token?: string }).token === 'secret' ? { scopes: ['read', 'write'] } : null));
  }, 120_000);
  afterAll(() => served?.listening.close());

  test('a malformed query is answered in Problem, valid against the document’s 400 response', async () => {
    const res = await fetch(`${served.listening.url}/trips?origin=nowhere&destination=b2e783e1-c824-4d63-b37a-d8d698862f1d&date=2024-02-01T09:00:00Z`, {
      headers: { authorization: 'Bearer secret' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ type: 'about:blank', title: 'Bad Request', status: 400, detail: expect.stringContaining('origin') });
    // only what Problem declares: not the runtime's own extension members
    expect(Object.keys(body).sort()).toEqual(['detail', 'status', 'title', 'type']);
    const validate = served.validators.operationValidators[operationAt(served, 'GET', '/trips')].responses['400'];
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  test('a refused credential is answered in Problem, valid against the document’s 401 response', async () => {
    const res = await fetch(`${served.listening.url}/stations`, { headers: { authorization: 'Bearer wrong' } });
    expect(res.status).toBe(401);
    const body = await res.json();
    const validate = served.validators.operationValidators[operationAt(served, 'GET', '/stations')].responses['401'];
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({ title: 'Unauthorized', status: 401 });
  });
});

describe('petstore-31: error responses without a body', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve('petstore-31', () => ({ scopes: ['read:pets', 'write:pets'] }));
  }, 120_000);
  afterAll(() => served?.listening.close());

  test('a bad request is answered as RFC 9457 problem details', async () => {
    const res = await fetch(`${served.listening.url}/v2/pet/findByStatus?status=sleeping`, { headers: { authorization: 'Bearer token' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await res.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400, detail: expect.any(String), reason: 'validation_failed' });
  });
});
