/**
 * Running one state-machine case: a fresh entity is brought to the `from` state by
 * API-triggered transitions, the trigger's operation is called, and the state is read back.
 * An allowed transition must answer its success status with the `to` state; a disallowed one
 * must be refused (the catalogue's 400 where the document has one) and leave the state unchanged.
 */
import { describeAnswer, type Failure, judge } from './checks.js';
import type { TransitionCase } from './derive-transitions.js';
import { accepted, badRequest } from './expectations.js';
import type { Answer } from './http.js';
import type { SchemaChecker } from './schema-checker.js';
import { isRecord } from './schema-node.js';
import type { Session } from './session.js';
import type { CaseResult, Outcome } from './types.js';

function done(t: TransitionCase, outcome: Outcome, detail: string, failures: Failure[] = [], answer?: Answer): CaseResult {
  const r: CaseResult = { id: t.id, kind: t.kind, operationId: t.act?.operationId ?? t.machine, title: t.title, outcome, detail };
  if (failures.length) r.failures = failures;
  if (answer) r.request = answer.request;
  return r;
}

/** A failed move: the answer's own failures, or the state it left. */
function verdict(t: TransitionCase, detail: string, failures: Failure[], answer: Answer): CaseResult {
  return failures.length ? done(t, 'fail', `${detail}: ${failures.map((f) => f.message).join('; ')}`, failures, answer) : done(t, 'pass', detail, [], answer);
}

const lifecycle = (message: string): Failure => ({ check: 'lifecycle', message });

/**
 * The entity a time transition starts from: made by the recipe's operation with each `in` field
 * that many seconds after test mode's now (fetchTestClock), moved by each of its `steps`, and
 * checked to be in `from`.
 */
async function setUpForTime(
  session: Session,
  t: TransitionCase,
  time: NonNullable<TransitionCase['time']>,
  advanceOperationId: string,
): Promise<{ id: string } | { reason: string }> {
  const now = await serverNow(session);
  if (typeof now !== 'number') return now;
  let start = now;
  if (time.align) {
    // schedules on fixed boundaries (settlement cycles): start one second past the next one
    start = Math.ceil(now / time.align) * time.align + 1;
    const moved = await session.step('', { operationId: advanceOperationId, body: { by: start - now }, trigger: '', to: '' });
    if ('reason' in moved) return moved;
  }
  const body: Record<string, unknown> = { ...time.setup.body };
  for (const [field, seconds] of Object.entries(time.setup.in)) body[field] = start + seconds;
  const filled = await session.validRequest(time.setup.operationId, {}, body);
  if ('reason' in filled) return filled;
  const made = await session.send(time.setup.operationId, filled.wire);
  // a creation by time starts from another entity (the payment a settlement will carry)
  const id =
    time.from === null
      ? isRecord(made.body) && typeof made.body.id === 'string'
        ? made.body.id
        : undefined
      : session.kinds.idIn(made.body, t.entityKind as string);
  if (made.status !== 200 || !id) return { reason: `${time.setup.operationId} answered ${made.status}` };
  for (const step of time.setup.steps ?? []) {
    const done = await session.step(id, { ...step, trigger: '', to: '' });
    if ('reason' in done) return done;
  }
  if (time.from === null) return { id };
  const state = stateOf(time.setup.steps?.length ? await session.fetchEntity(t.entityKind as string, id) : made, t.field);
  if (state !== time.from) return { reason: `${time.setup.operationId} made a \`${state}\` entity, not \`${time.from}\`` };
  return { id };
}

/** The server's clock (a plug-in's `now`, else this machine's), for entities whose deadlines lie ahead of it. */
async function serverNow(session: Session): Promise<number | { reason: string }> {
  return session.hooks.now ? session.hooks.now(session) : Math.floor(Date.now() / 1000);
}

/** The entity time made (`from: null`): the newest item of the recipe's list operation, else `id` itself. */
async function madeByTime(session: Session, time: NonNullable<TransitionCase['time']>, id: string): Promise<{ id: string } | { reason: string }> {
  if (time.from !== null) return { id };
  if (!time.find) return { reason: 'a creation by time names no `find` operation' };
  const listed = await session.step('', { operationId: time.find, trigger: '', to: '' });
  if ('reason' in listed) return listed;
  const items = isRecord(listed.answer.body) && Array.isArray(listed.answer.body.items) ? listed.answer.body.items : [];
  const newest = items[0];
  return isRecord(newest) && typeof newest.id === 'string' ? { id: newest.id } : { reason: `${time.find} lists nothing after the clock moved` };
}

/** An entity in a state only time reaches: the recipe's setup, then test mode's clock moved by its `advance`. */
async function reachByTime(session: Session, t: TransitionCase, via: NonNullable<TransitionCase['viaTime']>): Promise<{ id: string } | { reason: string }> {
  const made = await setUpForTime(session, t, via.time, via.advanceOperationId);
  if ('reason' in made) return made;
  const advanced = await session.step(made.id, { operationId: via.advanceOperationId, body: { by: via.time.advance }, trigger: '', to: '' });
  if ('reason' in advanced) return advanced;
  const found = await madeByTime(session, via.time, made.id);
  if ('reason' in found) return found;
  const state = stateOf(await session.fetchEntity(t.entityKind as string, found.id), t.field);
  const reached = session.model.machines
    .find((m) => m.schema === t.machine)
    ?.transitions.find((x) => x.trigger === via.time.trigger && x.from === via.time.from)?.to;
  if (state !== reached) return { reason: `the clock left it \`${state}\`, not \`${reached}\`` };
  return found;
}

/** The act's operation called on entity `id` (its path's last parameter), its answer as it is. */
async function actOn(session: Session, act: NonNullable<TransitionCase['act']>, id: string): Promise<{ answer: Answer } | { reason: string }> {
  const op = session.op(act.operationId);
  const filled = await session.validRequest(act.operationId, op.pathParams.length ? session.pathFor(op, id) : {}, act.body);
  if ('reason' in filled) return filled;
  return { answer: await session.send(act.operationId, filled.wire) };
}

function stateOf(answer: Answer | undefined, field: string): string | undefined {
  return answer && answer.status === 200 && isRecord(answer.body) && typeof answer.body[field] === 'string' ? (answer.body[field] as string) : undefined;
}

export async function runTransition(session: Session, t: TransitionCase, checker: SchemaChecker): Promise<CaseResult> {
  if (t.skipReason || !t.act || !t.entityKind) return done(t, 'skip', `(not driven: ${t.skipReason ?? 'no operation fetches its entities'})`);
  const kind = t.entityKind;
  const act = t.act;
  const recipe = t.time ?? t.viaTime?.time;
  const involved = [
    ...t.reach.map((s) => s.operationId),
    ...(recipe ? [recipe.setup.operationId, ...(recipe.setup.steps ?? []).map((s) => s.operationId)] : []),
    act.operationId,
  ];
  const missing = involved.find((id) => session.notBuilt.has(id));
  if (missing) return done(t, 'skip', `(not driven: ${missing} not built: 501)`);
  let answer: Answer;
  let id: string | undefined;
  if (t.time) {
    const made = await setUpForTime(session, t, t.time, act.operationId);
    if ('reason' in made) return done(t, 'skip', `(not driven: ${made.reason})`);
    id = made.id;
    const filled = await session.validRequest(act.operationId, {}, act.body);
    if ('reason' in filled) return done(t, 'skip', `(not driven: ${filled.reason})`);
    answer = await session.send(act.operationId, filled.wire);
    // the answer is the clock, not the entity: its state comes from the fetch below
    if (answer.status === 200) {
      const problems = judge(session.op(act.operationId), answer, accepted(session.op(act.operationId)), checker);
      const found = await madeByTime(session, t.time, id);
      if ('reason' in found) return done(t, 'fail', `${describeAnswer(answer)}: ${found.reason}`, [lifecycle(found.reason)], answer);
      const fetched = await session.fetchEntity(kind, found.id);
      const state = stateOf(fetched, t.field);
      if (state === undefined) problems.push(lifecycle('the state could not be read back'));
      else if (state !== t.expectState && !t.settles.includes(state)) problems.push(lifecycle(`${t.field} is \`${state}\`, expected \`${t.expectState}\``));
      return verdict(t, `${describeAnswer(answer)}${state ? ` ${t.field} ${state}` : ''}`, problems, answer);
    }
  } else if (t.viaTime) {
    const reached = await reachByTime(session, t, t.viaTime);
    if ('reason' in reached) return done(t, 'skip', `(not driven: could not reach \`${t.viaTime.time.trigger}\`'s state: ${reached.reason})`);
    id = reached.id;
    const acted = await actOn(session, act, id);
    if ('reason' in acted) return done(t, 'skip', `(not driven: ${acted.reason})`);
    answer = acted.answer;
  } else if (t.reach.length === 0) {
    // A creation transition: the trigger's operation makes the entity.
    const op = session.op(act.operationId);
    const pathIds: Record<string, string> = {};
    for (const p of op.pathParams) {
      const parent = session.kinds.ofParam(op, p.name);
      // A parent of its own: earlier cases may have used up the shared one (a refunded payment).
      const got = parent && session.kinds.isResource(parent) ? await session.obtain(parent, undefined, true) : undefined;
      if (got && 'reason' in got) return done(t, 'skip', `(not driven: no \`${p.name}\`: ${got.reason})`);
      if (got) pathIds[p.name] = got.id;
    }
    const filled = await session.validRequest(act.operationId, pathIds, act.body);
    if ('reason' in filled) return done(t, 'skip', `(not driven: ${filled.reason})`);
    answer = await session.send(act.operationId, filled.wire);
    id = session.kinds.idIn(answer.body, kind);
  } else {
    const reached = await session.drive(kind, t.reach);
    if ('reason' in reached) return done(t, 'skip', `(not driven: could not reach \`${t.reach[t.reach.length - 1].to}\`: ${reached.reason})`);
    id = reached.id;
    const acted = await actOn(session, act, id);
    if ('reason' in acted) return done(t, 'skip', `(not driven: ${acted.reason})`);
    answer = acted.answer;
  }
  if (answer.status === 501) return done(t, 'skip', `(not driven: ${act.operationId} not built: 501)`);
  const op = session.op(act.operationId);
  const problems = judge(op, answer, t.kind === 'transition' ? accepted(op) : badRequest(session.model, op, ''), checker);
  // a move the machine allows answered with a refusal, or one it forbids answered with success: the life cycle's failure
  for (const p of problems)
    if ((t.kind === 'transition' && p.check === 'positive_data_acceptance') || (t.kind === 'disallowed' && p.check === 'negative_data_rejection'))
      p.check = 'lifecycle';
  // the answer shows the state only when it is the entity itself (payTestQrCode answers with the payment)
  const made = session.kinds.entity(answer.body, kind);
  let state = made && answer.status === 200 && typeof made[t.field] === 'string' ? (made[t.field] as string) : undefined;
  const fetched = id ? await session.fetchEntity(kind, id) : undefined;
  if (fetched && fetched.status !== 501) {
    const read = stateOf(fetched, t.field);
    // A deleted entity is no longer visible: fetching it is refused ("id does not exist": 400 in ours, 404 or 410 elsewhere).
    if (read === undefined && t.expectState === 'deleted' && [400, 404, 410].includes(fetched.status)) state = state ?? 'deleted';
    else if (read !== undefined) {
      if (state !== undefined && read !== state) problems.push(lifecycle(`fetch shows ${t.field} \`${read}\` but the answer said \`${state}\``));
      state = read;
    }
  }
  if (t.nested) {
    const { via, state: wanted, field } = t.nested;
    const holder = isRecord(answer.body) ? answer.body[via] : undefined;
    const items = isRecord(holder) && Array.isArray(holder.items) ? holder.items : [];
    const states = items.map((item) => (isRecord(item) ? item[field] : undefined));
    if (!states.includes(wanted)) problems.push(lifecycle(`no item of \`${via}\` is \`${wanted}\` (${states.join(', ') || 'none'})`));
  }
  if (state === undefined && t.expectState !== 'deleted') problems.push(lifecycle('the state could not be read back'));
  else if (state !== undefined && state !== t.expectState && !t.settles.includes(state))
    problems.push(lifecycle(`${t.field} is \`${state}\`, expected \`${t.expectState}\``));
  return verdict(t, `${describeAnswer(answer)}${state ? ` ${t.field} ${state}` : ''}`, problems, answer);
}
