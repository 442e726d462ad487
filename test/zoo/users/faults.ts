/**
 * The faults planted in the users server (server.ts), one at a time. The document is the same
 * for all of them: each is the server breaking test/zoo/users/openapi.yaml.
 */
import { idOf, type ZooClient } from '../kit/client.js';
import type { Fault } from '../kit/fault.js';

const USER = { email: 'grace@example.com', name: 'Grace Hopper', role: 'viewer', age: 40, password: 'cobol-1959-rules' };
const create = (c: ZooClient, body: unknown = USER) => c.call('POST', '/users', { body });
const statusOf = async (c: ZooClient, body: unknown) => (await create(c, body)).status;

/** three users, then two pages of two: the ids seen */
async function pages(c: ZooClient): Promise<string[]> {
  for (let i = 0; i < 3; i++) await create(c, { ...USER, email: `user${i}@example.com` });
  const seen: string[] = [];
  for (const offset of [0, 2]) {
    const page = (await c.call('GET', `/users?limit=2&offset=${offset}`)).body as { items: { id: string }[] };
    seen.push(...page.items.map((u) => u.id));
  }
  return seen;
}

export const USER_FAULTS: Fault[] = [
  {
    id: 'users.server-error-without-age',
    class: 'server-error',
    check: 'not_a_server_error',
    description: 'createUser answers 500 when the optional `age` is left out',
    visible: 'a create with only the required properties (the documented example has an age)',
    witness: async (c) => statusOf(c, { email: 'a@example.com', name: 'A', role: 'viewer', password: '12345678' }),
  },
  {
    id: 'users.total-as-string',
    class: 'wrong-field-type',
    check: 'response_schema_conformance',
    description: 'listUsers\' `total` is a string ("3"), not an integer',
    visible: 'any list: the body breaks UserList.total {type: integer}',
    witness: async (c) => typeof ((await c.call('GET', '/users')).body as { total: unknown }).total,
  },
  {
    id: 'users.delete-answers-200',
    class: 'undocumented-status',
    check: 'status_code_conformance',
    description: 'deleteUser answers 200 with the deleted user; the document has only 204',
    visible: 'create, delete',
    witness: async (c) => (await c.call('DELETE', `/users/${idOf(await create(c))}`)).status,
  },
  {
    id: 'users.role-enum-ignored',
    class: 'ignored-enum',
    check: 'negative_data_rejection',
    description: 'createUser and replaceUser accept any role, not only viewer, editor, admin',
    visible: 'a value outside the enum is answered 201',
    witness: async (c) => statusOf(c, { ...USER, role: 'superuser' }),
  },
  {
    id: 'users.age-maximum-ignored',
    class: 'ignored-max',
    check: 'negative_data_rejection',
    description: 'createUser and replaceUser accept an age above maximum 130',
    visible: 'a boundary case: 131',
    witness: async (c) => statusOf(c, { ...USER, age: 131 }),
  },
  {
    id: 'users.created-not-retrievable',
    class: 'not-retrievable',
    check: 'ensure_resource_availability',
    description: 'createUser files the user under another id than the one it answers: fetching it is 404',
    visible: 'create, then getUser with the id (or the Location, or the GetUser link) answered',
    witness: async (c) => (await c.call('GET', `/users/${idOf(await create(c))}`)).status,
  },
  {
    id: 'users.fetch-as-text',
    class: 'wrong-content-type',
    check: 'content_type_conformance',
    description: 'getUser answers its JSON as text/plain',
    visible: 'create, fetch',
    witness: async (c) => (await c.call('GET', `/users/${idOf(await create(c))}`)).type,
  },
  {
    id: 'users.long-name-refused',
    class: 'valid-input-refused',
    check: 'positive_data_acceptance',
    description: 'names of 41 to 60 characters are refused (400) though maxLength is 60',
    visible: 'a boundary case: a name of 60 characters',
    witness: async (c) => statusOf(c, { ...USER, name: 'n'.repeat(60) }),
  },
  {
    id: 'users.password-echoed',
    class: 'leak',
    check: 'write_only_leak',
    description: 'createUser answers the writeOnly `password`',
    visible: 'any create',
    witness: async (c) => Object.hasOwn((await create(c)).body as object, 'password'),
  },
  {
    id: 'users.password-in-list',
    class: 'leak',
    check: 'write_only_leak',
    description: "listUsers' items carry the writeOnly `password`",
    visible: 'create, list',
    witness: async (c) => {
      await create(c);
      return ((await c.call('GET', '/users')).body as { items: object[] }).items.map((u) => Object.hasOwn(u, 'password'));
    },
  },
  {
    id: 'users.any-key-accepted',
    class: 'ignored-auth',
    check: 'ignored_auth',
    description: 'any non-empty X-Api-Key is accepted',
    visible: 'a request with a wrong key answers 200',
    witness: async (c) => (await c.call('GET', '/users', { anonymous: true, headers: { 'x-api-key': 'wrong-key' } })).status,
  },
  {
    id: 'users.limit-ignored',
    class: 'pagination',
    check: 'pagination',
    description: 'listUsers answers up to 100 items whatever the limit',
    visible: 'three users, limit 2: three items',
    witness: pages,
  },
  {
    id: 'users.offset-skips',
    class: 'pagination',
    check: 'pagination',
    description: 'listUsers starts one past `offset` (offset > 0): one user between pages is never listed',
    visible: 'three users, limit 2, offsets 0 and 2: the third is missing',
    witness: pages,
  },
  {
    id: 'users.created-at-required',
    class: 'valid-input-refused',
    check: 'read_only_required',
    description: 'createUser refuses a body without `created_at`, a readOnly property (required in answers only)',
    visible: 'any create that leaves readOnly properties out, as the document says a client does',
    witness: async (c) => (await create(c)).status,
  },
];
