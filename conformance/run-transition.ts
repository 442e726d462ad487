/**
 * Running one state-machine case: a fresh entity is brought to the `from` state by
 * API-triggered transitions, the trigger's operation is called, and the state is read back.
 * An allowed transition must answer its success status with the `to` state; a disallowed one
 * must answer 400 BAD_REQUEST_ERROR and leave the state unchanged.
 */
import { describeAnswer, judge } from './checks.js';
import { badRequest } from './derive-negative.js';
import { successStatuses } from './derive-positive.js';
import type { TransitionCase } from './derive-transitions.js';
import type { Answer } from './http.js';
import { entityId } from './id-pool.js';
import { paramPrefix } from './request-base.js';
import type { SchemaChecker } from './schema-checker.js';
import { isRecord } from './schema-node.js';
import type { Session } from './session.js';
import type { CaseResult, Outcome } from './types.js';

function done(t: TransitionCase, outcome: Outcome, detail: string): CaseResult {
  return { id: t.id, kind: t.kind, operationId: t.act?.operationId ?? t.machine, title: t.title, outcome, detail };
}

function stateOf(answer: Answer | undefined, field: string): string | undefined {
  return answer && answer.status === 200 && isRecord(answer.body) && typeof answer.body[field] === 'string' ? (answer.body[field] as string) : undefined;
}

export async function runTransition(session: Session, t: TransitionCase, checker: SchemaChecker): Promise<CaseResult> {
  if (t.skipReason || !t.act || !t.prefix) return done(t, 'skip', `(not driven: ${t.skipReason ?? 'no entity id pattern'})`);
  const act = t.act;
  const involved = [...t.reach.map((s) => s.operationId), act.operationId];
  const missing = involved.find((id) => session.notBuilt.has(id));
  if (missing) return done(t, 'skip', `(not driven: ${missing} not built: 501)`);
  let answer: Answer;
  let id: string | undefined;
  if (t.reach.length === 0) {
    // A creation transition: the trigger's operation makes the entity.
    const op = session.op(act.operationId);
    const pathIds: Record<string, string> = {};
    for (const p of op.pathParams) {
      const prefix = paramPrefix(p, session.model);
      // A parent of its own: earlier cases may have used up the shared one (a refunded payment).
      const got = prefix ? await session.obtain(prefix, undefined, true) : undefined;
      if (got && 'reason' in got) return done(t, 'skip', `(not driven: no \`${p.name}\`: ${got.reason})`);
      if (got) pathIds[p.name] = got.id;
    }
    const filled = await session.validRequest(act.operationId, pathIds, act.body);
    if ('reason' in filled) return done(t, 'skip', `(not driven: ${filled.reason})`);
    answer = await session.send(act.operationId, filled.wire);
    id = entityId(answer.body, t.prefix);
  } else {
    const reached = await session.drive(t.prefix, t.reach);
    if ('reason' in reached) return done(t, 'skip', `(not driven: could not reach \`${t.reach[t.reach.length - 1].to}\`: ${reached.reason})`);
    id = reached.id;
    const op = session.op(act.operationId);
    const last = op.pathParams[op.pathParams.length - 1];
    const filled = await session.validRequest(act.operationId, last ? { [last.name]: id } : {}, act.body);
    if ('reason' in filled) return done(t, 'skip', `(not driven: ${filled.reason})`);
    answer = await session.send(act.operationId, filled.wire);
  }
  if (answer.status === 501) return done(t, 'skip', `(not driven: ${act.operationId} not built: 501)`);
  const op = session.op(act.operationId);
  const problems = judge(op, answer, t.kind === 'transition' ? { status: successStatuses(op) } : badRequest(op, ''), checker);
  let state = stateOf(answer, t.field);
  const fetched = id ? await session.fetchEntity(t.prefix, id) : undefined;
  if (fetched && fetched.status !== 501) {
    const read = stateOf(fetched, t.field);
    // A deleted entity is no longer visible: fetching it is the 400 "id does not exist".
    if (read === undefined && t.expectState === 'deleted' && fetched.status === 400) state = state ?? 'deleted';
    else if (read !== undefined) {
      if (state !== undefined && read !== state) problems.push(`fetch shows ${t.field} \`${read}\` but the answer said \`${state}\``);
      state = read;
    }
  }
  if (state === undefined && t.expectState !== 'deleted') problems.push(`the state could not be read back`);
  else if (state !== undefined && state !== t.expectState && !t.settles.includes(state))
    problems.push(`${t.field} is \`${state}\`, expected \`${t.expectState}\``);
  const detail = `${describeAnswer(answer)}${state ? ` ${t.field} ${state}` : ''}`;
  return done(t, problems.length ? 'fail' : 'pass', problems.length ? `${detail}: ${problems.join('; ')}` : detail);
}
