/**
 * Positive cases: per operation a valid request from its examples and schemas;
 * the answer must be the documented success status and validate against its schema. Path
 * ids name live entities the runner obtains first, in the state the operation needs (an
 * `issueInvoice` needs a `draft` invoice: its trigger's `from` states, conformance/triggers.ts).
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import type { BodyExample } from './examples.js';
import { accepted } from './expectations.js';
import type { Kinds } from './kinds.js';
import { markersIn, type PrepareOptions } from './prepare.js';
import { baseBodies, baseRequest } from './request-base.js';
import { triggerOf } from './triggers.js';
import type { ConformanceCase, RequestSpec } from './types.js';

/** The states an operation's path entity must be in: the `from` states of the trigger it fires. */
export function requiredStates(op: OperationModel, model: ApiModel): string[] | undefined {
  const fired = triggerOf(op, model);
  const machine = fired && model.machines.find((m) => m.schema === fired.schema);
  if (!fired || !machine) return undefined;
  const states = machine.transitions.filter((t) => t.trigger === fired.trigger && t.from !== null).map((t) => t.from as string);
  return states.length ? [...new Set(states)] : undefined;
}

/** The state constraint on an operation's own entity (the last id parameter of its path). */
export function withStates(request: RequestSpec, op: OperationModel, model: ApiModel, kinds: Kinds): RequestSpec {
  const states = requiredStates(op, model);
  // the operation's own entity: the last id of its path (`/payment_links/{id}/notify_by/{medium}`
  // ends with a literal)
  const last = [...op.pathParams].reverse().find((p) => {
    const v = request.path[p.name];
    return v !== undefined && 'idOf' in v;
  });
  const value = last && request.path[last.name];
  if (!last || !value || !('idOf' in value)) return request;
  if (op.preconditions?.length) request.path[last.name] = { idOf: value.idOf, prepare: op.preconditions };
  else if (states) request.path[last.name] = { idOf: value.idOf, states };
  else if (op.method !== 'get') {
    // What an update may change depends on the state (e.g. PATCH /invoices/{id} rules 1-3):
    // a fresh entity, in its machine's initial state, is the one every example is written for.
    const machine = model.machines.find((m) => kinds.ofSchema(m.schema) === value.idOf);
    if (machine) request.path[last.name] = { idOf: value.idOf, prefer: [machine.initial] };
  }
  return request;
}

/** Order of the positive run: creators needing no live id first, then the other creators,
 *  reads, updates, actions, deletes (a delete must not take an entity a later case needs). */
export function positiveRank(op: OperationModel, needsIds: boolean): number {
  if (op.method === 'post' && op.pathParams.length === 0) return needsIds ? 1 : 0;
  if (op.method === 'get') return 2;
  if (op.method === 'patch' || op.method === 'put') return 3;
  if (op.method === 'delete') return 5;
  return 4;
}

/** @param skips operations whose valid request the runner cannot make (a plug-in's or the configuration's), with why */
export function positiveCases(
  model: ApiModel,
  kinds: Kinds,
  examples: Record<string, BodyExample[]>,
  options: PrepareOptions,
  skips: Record<string, string> = {},
): ConformanceCase[] {
  const cases = model.operations.map((op) => {
    const bodies = baseBodies(op, model, examples[op.operationId] ?? [], options);
    // Examples needing fewer live ids first: the runner sends the first it can fill.
    const ordered = [...bodies].sort((a, b) => markersIn(a.prepared).size - markersIn(b.prepared).size);
    const requests = (ordered.length ? ordered : [undefined]).map((body) => withStates(baseRequest(op, model, kinds, body), op, model, kinds));
    const c: ConformanceCase = {
      id: `${op.operationId} positive`,
      kind: 'positive',
      operationId: op.operationId,
      title: `valid request${ordered.length ? ` (example ${ordered.map((b) => b.name).join(' | ')})` : ''}`,
      requests,
      expect: accepted(op),
    };
    if (skips[op.operationId]) c.skipReason = skips[op.operationId];
    return { c, rank: positiveRank(op, ordered.length > 0 && markersIn(ordered[0].prepared).size > 0) };
  });
  return cases.sort((a, b) => a.rank - b.rank).map((x) => x.c);
}
