/**
 * A short scripted walk per zoo API (create, fetch, list, update, delete, and what each document
 * adds: life cycle, idempotency, pages, refusals): each step is the operation, its answer and the
 * status the document says a correct server gives. test/zoo/zoo.test.ts judges every answer.
 */
import { type Answer, idOf, type ZooClient } from './kit/client.js';

export type Step = [operationId: string, answer: Answer, want: number];

export async function tasksWalk(c: ZooClient): Promise<Step[]> {
  const key = { 'idempotency-key': 'walk-key-0001' };
  const body = { title: 'Plan the sprint', priority: 'low', due_date: '2030-02-28', estimate_hours: 0 };
  const created = await c.call('POST', '/tasks', { body, headers: key });
  const id = idOf(created);
  const steps: Step[] = [
    ['createTask', created, 201],
    ['createTask', await c.call('POST', '/tasks', { body, headers: key }), 201],
    ['createTask', await c.call('POST', '/tasks', { body: { title: 'Other' }, headers: key }), 422],
    ['createTask', await c.call('POST', '/tasks', { body: { title: 'x'.repeat(81) } }), 400],
    ['createTask', await c.call('POST', '/tasks', { body: { title: 'Nope', due_date: '2030-02-30' } }), 400],
    ['createTask', await c.call('POST', '/tasks', { body, anonymous: true }), 401],
    ['createTask', await c.call('POST', '/tasks', { body: { title: 'Second', description: 'ü'.repeat(500) } }), 201],
    ['getTask', await c.call('GET', `/tasks/${id}`), 200],
  ];
  const first = await c.call('GET', '/tasks?limit=1');
  const cursor = (first.body as { next_cursor: string }).next_cursor;
  steps.push(['listTasks', first, 200], ['listTasks', await c.call('GET', `/tasks?limit=1&cursor=${cursor}`), 200]);
  steps.push(['listTasks', await c.call('GET', '/tasks?limit=51'), 400], ['listTasks', await c.call('GET', '/tasks?cursor=abc'), 400]);
  steps.push(['replaceTask', await c.call('PUT', `/tasks/${id}`, { body: { title: 'Plan the next sprint' } }), 200]);
  steps.push(['replaceTask', await c.call('PUT', `/tasks/${id}`, { body: { title: 'Bad', priority: 'urgent' } }), 400]);
  for (const [action, want] of [
    ['complete', 409],
    ['start', 200],
    ['complete', 200],
    ['cancel', 409],
    ['reopen', 200],
    ['cancel', 200],
    ['start', 409],
  ] as const)
    steps.push([`${action}Task`, await c.call('POST', `/tasks/${id}/${action}`), want]);
  steps.push(['deleteTask', await c.call('DELETE', `/tasks/${id}`), 204], ['getTask', await c.call('GET', `/tasks/${id}`), 404]);
  steps.push(['deleteTask', await c.call('DELETE', `/tasks/${id}`), 404], ['startTask', await c.call('POST', `/tasks/${id}/start`), 404]);
  return steps;
}

export async function usersWalk(c: ZooClient): Promise<Step[]> {
  const body = { email: 'alan@example.com', name: 'Alan Turing', role: 'admin', nickname: null, password: 'enigma-1936' };
  const created = await c.call('POST', '/users', { body });
  const id = idOf(created);
  const other = '00000000-0000-4000-8000-00000000ffff';
  return [
    ['createUser', created, 201],
    ['createUser', await c.call('POST', '/users', { body: { ...body, id: other, created_at: '2030-01-01T00:00:00Z', age: 13 } }), 201],
    ['createUser', await c.call('POST', '/users', { body: { ...body, role: 'owner' } }), 400],
    ['createUser', await c.call('POST', '/users', { body: { ...body, email: 'not an email' } }), 400],
    ['createUser', await c.call('POST', '/users', { body: { ...body, password: undefined } }), 400],
    ['createUser', await c.call('POST', '/users', { body, headers: { 'x-api-key': 'wrong' }, anonymous: true }), 401],
    ['getUser', await c.call('GET', `/users/${id}`), 200],
    ['getUser', await c.call('GET', '/users/not-a-uuid'), 400],
    ['getUser', await c.call('GET', `/users/${other}`), 404],
    ['listUsers', await c.call('GET', '/users?limit=1&offset=1'), 200],
    ['listUsers', await c.call('GET', '/users?offset=-1'), 400],
    ['replaceUser', await c.call('PUT', `/users/${id}`, { body: { email: 'alan@example.org', name: 'A. M. Turing', role: 'viewer', age: 41 } }), 200],
    ['replaceUser', await c.call('PUT', `/users/${id}`, { body: { email: 'alan@example.org', name: 'A', role: 'viewer', password: 'new-password' } }), 400],
    ['deleteUser', await c.call('DELETE', `/users/${id}`), 204],
    ['getUser', await c.call('GET', `/users/${id}`), 404],
    ['replaceUser', await c.call('PUT', `/users/${id}`, { body: { email: 'a@example.org', name: 'A', role: 'viewer' } }), 404],
  ];
}

export async function inventoryWalk(c: ZooClient): Promise<Step[]> {
  const body = { sku: 'QRS-1234', name: 'Torque wrench', price: 0.01, quantity: 10000, category: 'hardware', tags: ['tools'], notes: null };
  const created = await c.call('POST', '/items', { body });
  const id = idOf(created);
  await c.call('POST', '/items', { body: { ...body, tags: [] } });
  const first = await c.call('GET', '/items?per_page=1');
  const next = /<([^>]+)>;\s*rel="next"/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
  return [
    ['createItem', created, 201],
    ['createItem', await c.call('POST', '/items', { body: { ...body, price: 0 } }), 400],
    ['createItem', await c.call('POST', '/items', { body: { ...body, sku: 'abc-1234' } }), 400],
    ['createItem', await c.call('POST', '/items', { body: { ...body, tags: ['a', 'a'] } }), 400],
    ['createItem', await c.call('POST', '/items', { body, anonymous: true }), 401],
    ['getItem', await c.call('GET', created.headers.get('location') ?? ''), 200],
    ['getItem', await c.call('GET', '/items/abc'), 400],
    ['getItem', await c.call('GET', '/items/1e0'), 200],
    ['listItems', first, 200],
    ['listItems', await c.call('GET', new URL(next).pathname + new URL(next).search), 200],
    ['listItems', await c.call('GET', '/items?page=0'), 400],
    ['replaceItem', await c.call('PUT', `/items/${id}`, { body: { ...body, quantity: 0, tags: undefined } }), 200],
    ['replaceItem', await c.call('PUT', `/items/${id}`, { body: { ...body, category: 'food' } }), 400],
    ['deleteItem', await c.call('DELETE', `/items/${id}`), 204],
    ['getItem', await c.call('GET', `/items/${id}`), 404],
    ['deleteItem', await c.call('DELETE', `/items/${id}`), 404],
  ];
}
