/**
 * `breakingChanges(base, head)`: what a client written against `base` can no longer rely on in
 * `head` (CI runs it: .ci/run): a removed operation, a removed request field or
 * parameter, a new required request field or parameter, a narrowed type or a tighter limit on
 * what a client sends (maxLength down, minimum up, an enum value removed...), a removed
 * response field or enum value (or one no longer always present), a changed response type, a
 * removed webhook or payload field. Pure over two models.
 */
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../model/types.js';
import { childPath, flatten, isRecord, properties, requiredSet, typeSet } from './schema-walk.js';

export type ChangeKind =
  | 'operation removed'
  | 'operationId changed'
  | 'parameter removed'
  | 'parameter now required'
  | 'request body now required'
  | 'request field removed'
  | 'request field now required'
  | 'type narrowed'
  | 'limit tightened'
  | 'enum value removed'
  | 'response field removed'
  | 'response field no longer required'
  | 'response type changed'
  | 'webhook removed'
  | 'webhook field removed';

export interface BreakingChange {
  kind: ChangeKind;
  /** `createInvoice request body customer.name`, `GET /v1/invoices`, `webhook invoice.paid payload.invoice`. */
  where: string;
  detail: string;
}

interface Side {
  schemas: Record<string, JsonSchema>;
}

type Push = (kind: ChangeKind, where: string, detail: string) => void;

/** Limits where a smaller head value rejects what base accepted, and those where a larger one does. */
const UPPER = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties'] as const;
const LOWER = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties'] as const;

/** What a client SENDS: head must accept everything base accepted. */
function compareRequest(base: unknown, head: unknown, b: Side, h: Side, label: string, push: Push, field = '', depth = 0): void {
  if (depth > 12) return;
  const where = field ? `${label} ${field}` : label;
  const bn = flatten(base, b.schemas);
  const hn = flatten(head, h.schemas);
  const bt = typeSet(bn);
  const ht = typeSet(hn);
  if (ht.size && (bt.size === 0 || [...bt].some((t) => !ht.has(t)))) push('type narrowed', where, `type ${[...bt].join('|') || 'any'} -> ${[...ht].join('|')}`);
  for (const key of UPPER) {
    const before = bn[key];
    const after = hn[key];
    if (typeof after === 'number' && (typeof before !== 'number' || after < before)) push('limit tightened', where, `${key} ${before ?? 'none'} -> ${after}`);
  }
  for (const key of LOWER) {
    const before = bn[key];
    const after = hn[key];
    if (typeof after === 'number' && (typeof before !== 'number' || after > before)) push('limit tightened', where, `${key} ${before ?? 'none'} -> ${after}`);
  }
  if (typeof hn.pattern === 'string' && hn.pattern !== bn.pattern)
    push('limit tightened', where, `pattern ${bn.pattern === undefined ? 'none' : JSON.stringify(bn.pattern)} -> ${JSON.stringify(hn.pattern)}`);
  if (Array.isArray(hn.enum)) {
    const removed = Array.isArray(bn.enum) ? bn.enum.filter((v) => !(hn.enum as unknown[]).includes(v)) : ['(any value)'];
    if (removed.length) push('enum value removed', where, `no longer accepted: ${removed.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  if (hn.const !== undefined && JSON.stringify(hn.const) !== JSON.stringify(bn.const)) push('limit tightened', where, `const ${JSON.stringify(hn.const)}`);
  const bp = properties(bn);
  const hp = properties(hn);
  const hr = requiredSet(hn);
  const br = requiredSet(bn);
  for (const key of Object.keys(bp)) {
    const at = childPath(field, key);
    const atWhere = `${label} ${at}`;
    if (!(key in hp)) {
      // A field the client may send is gone: sending it is now a 400 (additionalProperties: false).
      if (hn.additionalProperties === false || !isRecord(hn.additionalProperties)) push('request field removed', atWhere, 'removed');
    } else compareRequest(bp[key], hp[key], b, h, label, push, at, depth + 1);
  }
  for (const key of hr) if (!br.has(key)) push('request field now required', `${label} ${childPath(field, key)}`, 'required');
  if (bn.items !== undefined && hn.items !== undefined) compareRequest(bn.items, hn.items, b, h, label, push, `${field}[]`, depth + 1);
  if (isRecord(bn.additionalProperties) && isRecord(hn.additionalProperties))
    compareRequest(bn.additionalProperties, hn.additionalProperties, b, h, label, push, childPath(field, '*'), depth + 1);
}

/** What a client RECEIVES: every field base promised is still there, with the same type and values. */
function compareResponse(base: unknown, head: unknown, b: Side, h: Side, label: string, push: Push, field = '', depth = 0): void {
  if (depth > 12) return;
  const where = field ? `${label} ${field}` : label;
  const bn = flatten(base, b.schemas);
  const hn = flatten(head, h.schemas);
  const bt = [...typeSet(bn)].sort().join('|');
  const ht = [...typeSet(hn)].sort().join('|');
  if (bt && ht && bt !== ht) push('response type changed', where, `type ${bt} -> ${ht}`);
  if (Array.isArray(bn.enum) && Array.isArray(hn.enum)) {
    const removed = bn.enum.filter((v) => !(hn.enum as unknown[]).includes(v));
    if (removed.length) push('enum value removed', where, `no longer returned: ${removed.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  const bp = properties(bn);
  const hp = properties(hn);
  const br = requiredSet(bn);
  const hr = requiredSet(hn);
  for (const key of Object.keys(bp)) {
    const at = childPath(field, key);
    const atWhere = `${label} ${at}`;
    if (!(key in hp)) push('response field removed', atWhere, 'removed');
    else {
      if (br.has(key) && !hr.has(key)) push('response field no longer required', atWhere, 'may now be absent');
      compareResponse(bp[key], hp[key], b, h, label, push, at, depth + 1);
    }
  }
  if (bn.items !== undefined && hn.items !== undefined) compareResponse(bn.items, hn.items, b, h, label, push, `${field}[]`, depth + 1);
}

function opKey(op: OperationModel): string {
  return `${op.method.toUpperCase()} ${op.fullPath}`;
}

function compareParams(bp: ParameterModel[], hp: ParameterModel[], b: Side, h: Side, where: string, push: Push): void {
  for (const p of hp) {
    const before = bp.find((x) => x.in === p.in && x.name === p.name);
    if (p.required && !before?.required) push('parameter now required', `${where} ${p.in} ${p.name}`, before ? 'was optional' : 'new required parameter');
  }
  for (const p of bp) {
    const after = hp.find((x) => x.in === p.in && x.name === p.name);
    if (!after) push('parameter removed', `${where} ${p.in} ${p.name}`, 'removed');
    else compareRequest(p.schema, after.schema, b, h, `${where} ${p.in} ${p.name}`, push);
  }
}

export function breakingChanges(base: ApiModel, head: ApiModel): BreakingChange[] {
  const out: BreakingChange[] = [];
  const push: Push = (kind, where, detail) => out.push({ kind, where, detail });
  const b: Side = { schemas: base.schemas };
  const h: Side = { schemas: head.schemas };
  const headOps = new Map(head.operations.map((op) => [opKey(op), op]));
  for (const bo of base.operations) {
    const ho = headOps.get(opKey(bo));
    if (!ho) {
      push('operation removed', opKey(bo), bo.operationId);
      continue;
    }
    const name = bo.operationId;
    // The generated client and server name methods and handlers after it.
    if (ho.operationId !== bo.operationId) push('operationId changed', opKey(bo), `${bo.operationId} -> ${ho.operationId}`);
    compareParams([...bo.pathParams, ...bo.queryParams, ...bo.headerParams], [...ho.pathParams, ...ho.queryParams, ...ho.headerParams], b, h, name, push);
    if (ho.body?.required && !bo.body?.required) push('request body now required', `${name} request body`, 'required');
    if (bo.body && ho.body) compareRequest(bo.body.schema, ho.body.schema, b, h, `${name} request body`, push);
    for (const br of bo.responses) {
      const hr = ho.responses.find((r) => r.status === br.status);
      if (br.schema && hr?.schema) compareResponse(br.schema, hr.schema, b, h, `${name} response ${br.status}`, push);
    }
  }
  const headHooks = new Map(head.webhooks.map((w) => [w.name, w]));
  for (const bw of base.webhooks) {
    const hw = headHooks.get(bw.name);
    if (!hw) push('webhook removed', `webhook ${bw.name}`, 'removed');
    else
      compareResponse(bw.schema, hw.schema, b, h, `webhook ${bw.name}`, (kind, where, detail) =>
        push(kind === 'response field removed' ? 'webhook field removed' : kind, where, detail),
      );
  }
  return out;
}
