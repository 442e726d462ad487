/**
 * The users API (test/zoo/users/openapi.yaml), hand-written on node:http, in memory. Correct
 * unless `fault` names one of faults.ts: each fault is one `fault === '...'` branch below.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, matchPath, readJson, type Started, type StartOptions, send } from '../kit/http.js';
import { checkObject, formatOk, type ObjectRules, type Problem, queryInteger, sameSecret } from '../kit/input.js';
import { USER_FAULTS } from './faults.js';

export const USERS_KEY = 'zoo-key';

interface User {
  id: string;
  email: string;
  name: string;
  role: string;
  age?: number;
  nickname?: string | null;
  password: string;
  created_at: string;
}

const PROFILE: ObjectRules = {
  closed: true,
  required: ['email', 'name', 'role'],
  fields: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    name: { type: 'string', minLength: 1, maxLength: 60 },
    role: { type: 'string', enum: ['viewer', 'editor', 'admin'] },
    age: { type: 'integer', minimum: 13, maximum: 130 },
    nickname: { type: 'string', maxLength: 30, nullable: true },
  },
};

/** spec: User as a request: readOnly `id` and `created_at` may come and are ignored (OpenAPI 3.0.3, Schema Object, readOnly) */
const CREATE: ObjectRules = {
  ...PROFILE,
  required: [...PROFILE.required, 'password'],
  fields: { ...PROFILE.fields, password: { type: 'string', minLength: 8, maxLength: 72 } },
  ignored: ['id', 'created_at'],
};

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export async function start(options: StartOptions = {}): Promise<Started> {
  const fault = options.fault;
  if (fault !== undefined && !USER_FAULTS.some((f) => f.id === fault)) throw new Error(`users: no fault ${fault}`);
  const users = new Map<string, User>();
  let count = 0;

  const error = (res: ServerResponse, status: number, code: string, message: string, field?: string) =>
    send(res, status, { error: { code, message, ...(field === undefined ? {} : { field }) } }, {}, 'application/json');
  const invalid = (res: ServerResponse, p: Problem) => error(res, 400, 'invalid_request', `${p.pointer || 'body'} ${p.reason}`, p.pointer.slice(1));

  /** spec: User.password is writeOnly: never answered */
  const view = (u: User, leak: boolean) => {
    const { password, ...rest } = u;
    return leak ? { ...rest, password } : rest;
  };

  function rules(base: ObjectRules): ObjectRules {
    const fields = { ...base.fields };
    if (fault === 'users.role-enum-ignored') fields.role = { type: 'string' };
    if (fault === 'users.age-maximum-ignored') fields.age = { type: 'integer', minimum: 13 };
    if (fault === 'users.long-name-refused') fields.name = { type: 'string', minLength: 1, maxLength: 40 };
    const required = fault === 'users.created-at-required' && base === CREATE ? [...base.required, 'created_at'] : base.required;
    return { ...base, fields, required };
  }

  async function create(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    if (!body.ok) return invalid(res, { pointer: '', reason: body.reason });
    const wrong = checkObject(body.value, rules(CREATE));
    if (wrong) return invalid(res, wrong);
    const input = body.value as Record<string, unknown>;
    if (fault === 'users.server-error-without-age' && input.age === undefined) throw new Error('planted: no age');
    count += 1;
    const user: User = { id: uuid(count), ...profile(input), password: input.password as string, created_at: new Date().toISOString() };
    // the planted fault files the user under the next id: the id answered finds nothing
    users.set(fault === 'users.created-not-retrievable' ? uuid(count + 1000) : user.id, user);
    send(res, 201, view(user, fault === 'users.password-echoed'), { location: `/users/${user.id}` }, 'application/json');
  }

  const profile = (input: Record<string, unknown>) => ({
    email: input.email as string,
    name: input.name as string,
    role: input.role as string,
    ...(input.age !== undefined ? { age: input.age as number } : {}),
    ...(input.nickname !== undefined ? { nickname: input.nickname as string | null } : {}),
  });

  function list(res: ServerResponse, query: URLSearchParams) {
    const limit = queryInteger(query, 'limit', { minimum: 1, maximum: 100, fallback: 20 });
    if (!limit.ok) return invalid(res, limit.problem);
    const offset = queryInteger(query, 'offset', { minimum: 0, fallback: 0 });
    if (!offset.ok) return invalid(res, offset.problem);
    const all = [...users.values()];
    const from = fault === 'users.offset-skips' && offset.value > 0 ? offset.value + 1 : offset.value;
    const size = fault === 'users.limit-ignored' ? 100 : limit.value;
    const items = all.slice(from, from + size).map((u) => view(u, fault === 'users.password-in-list'));
    const total = fault === 'users.total-as-string' ? String(all.length) : all.length;
    send(res, 200, { items, total, limit: limit.value, offset: offset.value }, {}, 'application/json');
  }

  async function replace(req: IncomingMessage, res: ServerResponse, user: User) {
    const body = await readJson(req);
    if (!body.ok) return invalid(res, { pointer: '', reason: body.reason });
    const wrong = checkObject(body.value, rules(PROFILE));
    if (wrong) return invalid(res, wrong);
    const next: User = { id: user.id, ...profile(body.value as Record<string, unknown>), password: user.password, created_at: user.created_at };
    users.set(user.id, next);
    send(res, 200, view(next, false), {}, 'application/json');
  }

  return listen(async (req, res, url) => {
    const method = req.method ?? 'GET';
    const item = matchPath('/users/{user_id}', url.pathname);
    if (url.pathname !== '/users' && !item) return error(res, 404, 'not_found', 'no such path');
    const key = req.headers['x-api-key'];
    const given = typeof key === 'string' ? key : '';
    const allowed = fault === 'users.any-key-accepted' ? given !== '' : sameSecret(given, USERS_KEY);
    if (!allowed) return error(res, 401, 'unauthorized', 'a valid X-Api-Key is required');
    if (!item) {
      if (method === 'POST') return create(req, res);
      if (method === 'GET') return list(res, url.searchParams);
      return error(res, 405, 'invalid_request', 'method not allowed');
    }
    if (!formatOk('uuid', item.user_id)) return invalid(res, { pointer: '/user_id', reason: 'must be a uuid' });
    const user = users.get(item.user_id);
    if (!user) return error(res, 404, 'not_found', 'no such user');
    if (method === 'GET') {
      if (fault === 'users.fetch-as-text') return send(res, 200, view(user, false), {}, 'text/plain');
      return send(res, 200, view(user, false), {}, 'application/json');
    }
    if (method === 'PUT') return replace(req, res, user);
    if (method === 'DELETE') {
      users.delete(user.id);
      if (fault === 'users.delete-answers-200') return send(res, 200, view(user, false), {}, 'application/json');
      return send(res, 204, undefined, {}, '');
    }
    error(res, 405, 'invalid_request', 'method not allowed');
  }, options.port);
}
