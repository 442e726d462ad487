/**
 * The tasks API (test/zoo/tasks/openapi.yaml), hand-written on node:http, in memory. Correct
 * unless `fault` names one of faults.ts: each fault is one `fault === '...'` branch below.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, matchPath, readJson, type Started, type StartOptions, send } from '../kit/http.js';
import { checkObject, type ObjectRules, type Problem, queryInteger, sameSecret } from '../kit/input.js';
import { TASK_FAULTS } from './faults.js';

export const TASKS_TOKEN = 'zoo-token';

interface Task {
  seq: number;
  id: string;
  title: string;
  description?: string;
  priority: string;
  due_date?: string;
  estimate_hours?: number;
  status: 'open' | 'in_progress' | 'done' | 'cancelled';
  created_at: string;
}

const INPUT: ObjectRules = {
  closed: true,
  required: ['title'],
  fields: {
    title: { type: 'string', minLength: 1, maxLength: 80 },
    description: { type: 'string', maxLength: 500 },
    priority: { type: 'string', enum: ['low', 'normal', 'high'] },
    due_date: { type: 'string', format: 'date' },
    estimate_hours: { type: 'integer', minimum: 0, maximum: 1000 },
  },
};

/** spec: Task x-state-machine (action -> the states it leaves -> the state it enters) */
const MOVES: Record<string, { from: Task['status'][]; to: Task['status'] }> = {
  start: { from: ['open'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'done' },
  reopen: { from: ['done', 'cancelled'], to: 'open' },
  cancel: { from: ['open', 'in_progress'], to: 'cancelled' },
};

const KEY = /^[A-Za-z0-9-]{8,64}$/;

export async function start(options: StartOptions = {}): Promise<Started> {
  const fault = options.fault;
  if (fault !== undefined && !TASK_FAULTS.some((f) => f.id === fault)) throw new Error(`tasks: no fault ${fault}`);
  const tasks = new Map<string, Task>();
  /** Idempotency-Key -> the body it was first sent with and the answer given */
  const keys = new Map<string, { body: string; answer: Task }>();
  let seq = 0;

  const problem = (res: ServerResponse, status: number, title: string, extra: Record<string, string> = {}) => {
    const type = fault === 'tasks.problem-as-json' && status === 404 ? 'application/json' : 'application/problem+json';
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    send(res, status, { type: 'about:blank', title, status, ...extra }, headers, type);
  };
  const invalid = (res: ServerResponse, p: Problem) => problem(res, 400, 'Bad Request', { detail: `${p.pointer || 'body'}: ${p.reason}`, pointer: p.pointer });

  const view = (t: Task) => {
    const { seq: _, ...rest } = t;
    return rest;
  };
  const fields = (body: Record<string, unknown>): Omit<Task, 'seq' | 'id' | 'status' | 'created_at'> => ({
    title: body.title as string,
    ...(body.description !== undefined ? { description: body.description as string } : {}),
    priority: (body.priority as string | undefined) ?? 'normal',
    ...(body.due_date !== undefined ? { due_date: body.due_date as string } : {}),
    ...(body.estimate_hours !== undefined ? { estimate_hours: body.estimate_hours as number } : {}),
  });
  const sendTask = (res: ServerResponse, status: number, t: Task, headers: Record<string, string> = {}) =>
    send(
      res,
      status,
      fault === 'tasks.created-at-number' && status === 200 ? { ...view(t), created_at: Math.floor(Date.parse(t.created_at) / 1000) } : view(t),
      headers,
      'application/json',
    );

  async function create(req: IncomingMessage, res: ServerResponse) {
    const key = req.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !KEY.test(key)))
      return invalid(res, { pointer: '/Idempotency-Key', reason: 'must match ^[A-Za-z0-9-]{8,64}$' });
    const body = await readJson(req);
    if (!body.ok) return invalid(res, { pointer: '', reason: body.reason });
    const wrong =
      fault === 'tasks.title-maxlength-ignored'
        ? checkObject(body.value, { ...INPUT, fields: { ...INPUT.fields, title: { type: 'string', minLength: 1 } } })
        : checkObject(body.value, INPUT);
    if (wrong) return invalid(res, wrong);
    const input = fields(body.value as Record<string, unknown>);
    if (fault === 'tasks.server-error-on-high' && input.priority === 'high') throw new Error('planted: high priority');
    const canonical = JSON.stringify(input);
    const status = fault === 'tasks.create-answers-200' ? 200 : 201;
    if (typeof key === 'string' && fault !== 'tasks.idempotency-key-ignored') {
      const seen = keys.get(key);
      if (seen && seen.body !== canonical && fault !== 'tasks.idempotency-other-body-replayed')
        return problem(res, 422, 'Unprocessable Content', { detail: 'this Idempotency-Key was used with another body' });
      if (seen) return sendTask(res, status, seen.answer, location(seen.answer));
    }
    seq += 1;
    const task: Task = { seq, id: `tsk_${String(seq).padStart(6, '0')}`, ...input, status: 'open', created_at: new Date().toISOString() };
    tasks.set(task.id, task);
    if (typeof key === 'string') keys.set(key, { body: canonical, answer: { ...task } });
    sendTask(res, status, task, location(task));
  }
  const location = (t: Task): Record<string, string> => (fault === 'tasks.no-location' ? {} : { location: `/tasks/${t.id}` });

  function list(res: ServerResponse, query: URLSearchParams) {
    const limit = queryInteger(query, 'limit', { minimum: 1, maximum: 50, fallback: 10 });
    if (!limit.ok) return invalid(res, limit.problem);
    const cursors = query.getAll('cursor');
    if (cursors.length > 1 || (cursors.length === 1 && !/^[0-9]{1,9}$/.test(cursors[0])))
      return invalid(res, { pointer: '/cursor', reason: 'must match ^[0-9]{1,9}$' });
    const after = cursors.length ? Number(cursors[0]) : 0;
    const rest = [...tasks.values()].filter((t) => t.seq > after).sort((a, b) => a.seq - b.seq);
    const page = rest.slice(0, limit.value);
    const last = page.at(-1);
    // the cursor is the last item's position; the planted fault points at the one before it
    const next = rest.length > page.length && last ? String(fault === 'tasks.cursor-overlap' ? last.seq - 1 : last.seq) : null;
    send(res, 200, { data: page.map(view), next_cursor: next }, {}, 'application/json');
  }

  async function replace(req: IncomingMessage, res: ServerResponse, task: Task) {
    const body = await readJson(req);
    if (!body.ok) return invalid(res, { pointer: '', reason: body.reason });
    const wrong = checkObject(body.value, INPUT);
    if (wrong) return invalid(res, wrong);
    const next: Task = { seq: task.seq, id: task.id, ...fields(body.value as Record<string, unknown>), status: task.status, created_at: task.created_at };
    tasks.set(task.id, next);
    sendTask(res, 200, next);
  }

  function move(res: ServerResponse, task: Task, action: string) {
    const rule = MOVES[action];
    let allowed = rule.from.includes(task.status);
    if (fault === 'tasks.complete-from-open' && action === 'complete' && task.status === 'open') allowed = true;
    if (fault === 'tasks.cancel-in-progress-refused' && action === 'cancel' && task.status === 'in_progress') allowed = false;
    if (!allowed) return problem(res, 409, 'Conflict', { detail: `a ${task.status} task cannot ${action}` });
    task.status = rule.to;
    sendTask(res, 200, task);
  }

  return listen(async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const token = req.headers.authorization?.match(/^bearer +(.+)$/i)?.[1]?.trim() ?? '';
    const exempt = fault === 'tasks.list-without-auth' && method === 'GET' && path === '/tasks';
    const known = path === '/tasks' || matchPath('/tasks/{task_id}', path) || matchPath('/tasks/{task_id}/{action}', path);
    if (!known) return problem(res, 404, 'Not Found');
    if (!exempt && !sameSecret(token, TASKS_TOKEN)) return problem(res, 401, 'Unauthorized');
    if (path === '/tasks') {
      if (method === 'POST') return create(req, res);
      if (method === 'GET') return list(res, url.searchParams);
      return problem(res, 405, 'Method Not Allowed');
    }
    const item = matchPath('/tasks/{task_id}', path);
    const action = matchPath('/tasks/{task_id}/{action}', path);
    const id = item?.task_id ?? action?.task_id ?? '';
    if (action && !Object.hasOwn(MOVES, action.action)) return problem(res, 404, 'Not Found');
    if (action && method !== 'POST') return problem(res, 405, 'Method Not Allowed');
    const task = tasks.get(id);
    if (!task) return problem(res, 404, 'Not Found', { detail: `no task ${id}` });
    if (action) return move(res, task, action.action);
    if (method === 'GET') return sendTask(res, 200, task);
    if (method === 'PUT') return replace(req, res, task);
    if (method === 'DELETE') {
      if (fault !== 'tasks.delete-keeps') tasks.delete(id);
      return send(res, 204, undefined, {}, '');
    }
    problem(res, 405, 'Method Not Allowed');
  }, options.port);
}
