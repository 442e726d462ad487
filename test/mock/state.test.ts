/**
 * What the mock keeps (test/mock/fixtures/pets.yaml): a create is fetched, updated, replaced,
 * listed (honouring `limit` and `offset`) and deleted, after which every operation on it answers
 * 404 in the document's error shape; an id never created is answered with a made-up entity; an
 * `Idempotency-Key` replays the first answer and refuses another body; `x-state-machine`
 * transitions move the kept status and refuse a trigger its state does not allow; a writeOnly
 * property is never answered, a readOnly one never required.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Answer, type Served, send, serveMock } from './serve.js';

const SPEC = path.join(import.meta.dirname, 'fixtures', 'pets.yaml');
const AUTH = { authorization: 'Bearer token' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Pet {
  id: string;
  name: string;
  tag?: string;
  status: 'available' | 'sold';
}

let served: Served;
beforeAll(async () => {
  served = await serveMock({ spec: SPEC, seed: 3 });
});
afterAll(() => served?.close());

function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return send(served.url, {
    method,
    url: `/api${url}`,
    headers: { ...AUTH, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function create(name: string, extra: Record<string, unknown> = {}): Promise<Pet> {
  const answer = await call('POST', '/pets', { name, ...extra });
  expect(answer.status).toBe(201);
  return answer.json as Pet;
}

describe('an entity from its create to its delete', () => {
  test('a create keeps the request fields, a fresh id and the initial state, and says where it is', async () => {
    const answer = await call('POST', '/pets', { name: 'Rex', tag: 'dog', owner_password: 'hunter2' });
    expect(answer.status).toBe(201);
    const pet = answer.json as Pet & Record<string, unknown>;
    expect(pet).toMatchObject({ name: 'Rex', tag: 'dog', status: 'available' });
    expect(pet.id).toMatch(UUID);
    // writeOnly: taken, never answered
    expect(pet).not.toHaveProperty('owner_password');
    expect(answer.headers.get('location')).toBe(`/api/pets/${pet.id}`);
    const again = await create('Rex');
    expect(again.id).not.toBe(pet.id);
  });

  test('fetch, update, replace, fetch, delete, then 404 for every operation on it', async () => {
    const pet = await create('Kit', { tag: 'cat' });
    const steps: [method: string, body: unknown, status: number, want: Partial<Pet> | null][] = [
      ['GET', undefined, 200, { id: pet.id, name: 'Kit', tag: 'cat', status: 'available' }],
      ['PATCH', { name: 'Kat' }, 200, { id: pet.id, name: 'Kat', tag: 'cat' }],
      ['PUT', { name: 'Kot', tag: 'kitten' }, 200, { id: pet.id, name: 'Kot', tag: 'kitten' }],
      ['GET', undefined, 200, { id: pet.id, name: 'Kot', tag: 'kitten', status: 'available' }],
      ['DELETE', undefined, 204, null],
      ['GET', undefined, 404, null],
      ['PUT', { name: 'Back' }, 404, null],
      ['PATCH', { name: 'Back' }, 404, null],
      ['DELETE', undefined, 404, null],
    ];
    for (const [method, body, status, want] of steps) {
      const answer = await call(method, `/pets/${pet.id}`, body);
      expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(status);
      if (want) expect(answer.json).toMatchObject(want);
      if (status === 404) {
        // the document's error shape: its Error schema
        expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(answer.json).toEqual({ code: expect.any(String), message: expect.any(String) });
      }
    }
    // a sub-resource of a deleted entity is gone too
    expect((await call('POST', `/pets/${pet.id}/sell`)).status).toBe(404);
  });

  test('a PUT twice gives the same answer', async () => {
    const pet = await create('Twice');
    const first = await call('PUT', `/pets/${pet.id}`, { name: 'Same', tag: 't' });
    const second = await call('PUT', `/pets/${pet.id}`, { name: 'Same', tag: 't' });
    expect(second.json).toEqual(first.json);
  });

  test('a PATCH whose result would not be valid changes nothing invalid', async () => {
    const pet = await create('Valid');
    // `name` over its maxLength is refused before the mock: 400
    expect((await call('PATCH', `/pets/${pet.id}`, { name: 'x'.repeat(21) })).status).toBe(400);
    expect(((await call('GET', `/pets/${pet.id}`)).json as Pet).name).toBe('Valid');
  });

  test('an id never created is answered with an entity of that id (a read-only API works)', async () => {
    const id = '6f0b6a44-9c43-4d6d-8c7e-2f3f5d1c9e10';
    const answer = await call('GET', `/pets/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id });
    expect(answer.json).not.toHaveProperty('owner_password');
  });
});

describe('lists', () => {
  test('a list holds what was created, in pages by limit and offset, disjoint and complete', async () => {
    const fresh = await serveMock({ spec: SPEC });
    try {
      const ids: string[] = [];
      for (const name of ['a', 'b', 'c', 'd', 'e']) {
        const answer = await send(fresh.url, {
          method: 'POST',
          url: '/api/pets',
          headers: { ...AUTH, 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
        ids.push((answer.json as Pet).id);
      }
      const page = async (query: string) =>
        ((await send(fresh.url, { method: 'GET', url: `/api/pets${query}`, headers: AUTH })).json as { data: Pet[] }).data.map((p) => p.id);
      expect(await page('')).toEqual(ids);
      expect(await page('?limit=2')).toEqual(ids.slice(0, 2));
      expect(await page('?limit=2&offset=2')).toEqual(ids.slice(2, 4));
      expect(await page('?limit=2&offset=4')).toEqual(ids.slice(4));
      expect(await page('?limit=2&offset=6')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('Idempotency-Key', () => {
  test('the same key and body: the same answer, nothing created twice', async () => {
    const headers = { 'idempotency-key': 'key-1' };
    const first = await call('POST', '/pets', { name: 'Once' }, headers);
    const second = await call('POST', '/pets', { name: 'Once' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    const list = (await call('GET', '/pets')).json as { data: Pet[] };
    expect(list.data.filter((p) => p.name === 'Once')).toHaveLength(1);
  });

  test('the same key, another body: refused at the 4xx the operation documents (409), in its error shape', async () => {
    await call('POST', '/pets', { name: 'First' }, { 'idempotency-key': 'key-2' });
    const other = await call('POST', '/pets', { name: 'Other' }, { 'idempotency-key': 'key-2' });
    expect(other.status).toBe(409);
    expect(other.json).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('x-state-machine', () => {
  test.each([
    // [trigger path, status, state after]
    [['sell'], [200], 'sold'],
    [['sell', 'sell'], [200, 409], 'sold'],
    [['return'], [400], 'available'],
    [['sell', 'return', 'sell'], [200, 200, 200], 'sold'],
  ] as const)('%j answers %j and leaves the pet %s', async (triggers, statuses, state) => {
    const pet = await create('Machine');
    for (const [i, trigger] of triggers.entries()) {
      const answer = await call('POST', `/pets/${pet.id}/${trigger}`);
      expect(answer.status, trigger).toBe(statuses[i]);
      if (answer.status === 200) expect(answer.json).toMatchObject({ id: pet.id });
    }
    expect(((await call('GET', `/pets/${pet.id}`)).json as Pet).status).toBe(state);
  });
});

describe('readOnly and writeOnly', () => {
  test('a create without the readOnly id and status is accepted', async () => {
    expect((await call('POST', '/pets', { name: 'NoId' })).status).toBe(201);
  });

  test('an invalid request is refused before the mock, in the document error shape', async () => {
    const answer = await call('POST', '/pets', { tag: 'no name' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 'validation_failed', message: expect.stringContaining('name') });
  });
});
