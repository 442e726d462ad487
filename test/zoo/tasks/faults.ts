/**
 * The faults planted in the tasks server (server.ts), one at a time. The document is the same
 * for all of them: each is the server breaking test/zoo/tasks/openapi.yaml.
 */
import { idOf, type ZooClient } from '../kit/client.js';
import type { Fault } from '../kit/fault.js';

const TASK = { title: 'Water the plants', priority: 'normal' };
const create = (c: ZooClient, body: unknown = TASK, headers: Record<string, string> = {}) => c.call('POST', '/tasks', { body, headers });

export const TASK_FAULTS: Fault[] = [
  {
    id: 'tasks.server-error-on-high',
    class: 'server-error',
    check: 'not_a_server_error',
    description: 'createTask answers 500 when priority is `high`',
    visible: 'one of the three values of the priority enum: a case per enum value reaches it',
    witness: async (c) => (await create(c, { title: 'x', priority: 'high' })).status,
  },
  {
    id: 'tasks.created-at-number',
    class: 'wrong-field-type',
    check: 'response_schema_conformance',
    description: 'every 200 answer of a task has `created_at` as Unix seconds (a number), not a date-time string',
    visible: 'getTask after a create: the body breaks Task.created_at {type: string}',
    witness: async (c) => typeof ((await c.call('GET', `/tasks/${idOf(await create(c))}`)).body as { created_at: unknown }).created_at,
  },
  {
    id: 'tasks.create-answers-200',
    class: 'undocumented-status',
    check: 'status_code_conformance',
    description: 'createTask answers 200 where the document has only 201',
    visible: 'any valid create, the documented example included',
    witness: async (c) => (await create(c)).status,
  },
  {
    id: 'tasks.title-maxlength-ignored',
    class: 'ignored-max',
    check: 'negative_data_rejection',
    description: 'createTask accepts a title longer than maxLength 80',
    visible: 'a boundary case: 81 characters',
    witness: async (c) => (await create(c, { title: 'x'.repeat(81) })).status,
  },
  {
    id: 'tasks.complete-from-open',
    class: 'lifecycle',
    check: 'lifecycle',
    description: 'completeTask moves an `open` task to `done`, a transition x-state-machine does not have',
    visible: 'complete on a freshly created (open) task answers 200 and the status becomes done',
    witness: async (c) => (await c.call('POST', `/tasks/${idOf(await create(c))}/complete`)).status,
  },
  {
    id: 'tasks.cancel-in-progress-refused',
    class: 'lifecycle',
    check: 'lifecycle',
    description: 'cancelTask refuses an `in_progress` task (409) though in_progress -> cancelled is allowed',
    visible: 'create, start, cancel: the allowed transition answers 409',
    witness: async (c) => {
      const id = idOf(await create(c));
      await c.call('POST', `/tasks/${id}/start`);
      return (await c.call('POST', `/tasks/${id}/cancel`)).status;
    },
  },
  {
    id: 'tasks.idempotency-key-ignored',
    class: 'idempotency',
    check: 'idempotency_key',
    description: 'createTask ignores Idempotency-Key: the same key and body create a second task',
    visible: 'two creates with one key: two ids, and the list holds both',
    witness: async (c) => {
      const headers = { 'idempotency-key': 'witness-key-0001' };
      return [idOf(await create(c, TASK, headers)), idOf(await create(c, TASK, headers))];
    },
  },
  {
    id: 'tasks.idempotency-other-body-replayed',
    class: 'idempotency',
    check: 'idempotency_key',
    description: 'the same Idempotency-Key with another body is answered with the first answer (201) instead of 422',
    visible: 'a second create with the key and another title is accepted',
    witness: async (c) => {
      const headers = { 'idempotency-key': 'witness-key-0002' };
      await create(c, TASK, headers);
      return (await create(c, { title: 'Another title' }, headers)).status;
    },
  },
  {
    id: 'tasks.cursor-overlap',
    class: 'pagination',
    check: 'pagination',
    description: "listTasks' next_cursor points one item back: each page starts with the previous page's last task",
    visible: 'three tasks, limit 2: pages [1,2] and [2,3] overlap',
    witness: async (c) => {
      for (let i = 0; i < 3; i++) await create(c);
      const first = (await c.call('GET', '/tasks?limit=2')).body as { data: { id: string }[]; next_cursor: string };
      const second = (await c.call('GET', `/tasks?limit=2&cursor=${first.next_cursor}`)).body as { data: { id: string }[] };
      return [...first.data, ...second.data].map((t) => t.id);
    },
  },
  {
    id: 'tasks.problem-as-json',
    class: 'wrong-content-type',
    check: 'content_type_conformance',
    description: '404 answers are sent as application/json; the document has application/problem+json',
    visible: 'any fetch of an id that does not exist, or of a deleted task',
    witness: async (c) => (await c.call('GET', '/tasks/tsk_999999')).type,
  },
  {
    id: 'tasks.list-without-auth',
    class: 'ignored-auth',
    check: 'ignored_auth',
    description: 'listTasks answers 200 without a bearer token (every other operation asks for it)',
    visible: 'a list without the Authorization header',
    witness: async (c) => (await c.call('GET', '/tasks', { anonymous: true })).status,
  },
  {
    id: 'tasks.no-location',
    class: 'missing-header',
    check: 'response_headers_conformance',
    description: 'createTask leaves out the Location header the 201 documents as required',
    visible: 'any valid create',
    witness: async (c) => (await create(c)).headers.get('location'),
  },
  {
    id: 'tasks.delete-keeps',
    class: 'delete-not-deleting',
    check: 'use_after_free',
    description: 'deleteTask answers 204 but the task is still there',
    visible: 'create, delete, fetch: 200 instead of 404',
    witness: async (c) => {
      const id = idOf(await create(c));
      await c.call('DELETE', `/tasks/${id}`);
      return (await c.call('GET', `/tasks/${id}`)).status;
    },
  },
];
