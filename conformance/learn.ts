/**
 * The ids of path kinds (conformance/kinds.ts) an answer gives: the entity a create made (its id
 * field, else its `Location`), the one a fetch answered, the items of a list, and the values the
 * response's OpenAPI links send to the operations they lead to (OpenAPI 3.1 section 4.8.20:
 * `$response.body#/id`, `$response.header.Location`, `$request.path.petId`, constants). Ids of
 * prefix kinds need none of this: they are recognised wherever they appear (conformance/id-pool.ts).
 */
import type { ApiModel, LinkModel, OperationModel } from '../generator/model/types.js';
import { documentedResponse } from './checks.js';
import type { Answer, WireRequest } from './http.js';
import { collectionItems, type Kinds } from './kinds.js';
import { isRecord } from './schema-node.js';

export interface Learned {
  kind: string;
  id: string;
  status?: string;
}

function statusOf(model: ApiModel, kinds: Kinds, kind: string, entity: unknown): string | undefined {
  const field = model.machines.find((m) => kinds.ofSchema(m.schema) === kind)?.field ?? 'status';
  return isRecord(entity) && typeof entity[field] === 'string' ? (entity[field] as string) : undefined;
}

/** RFC 6901 pointer into a value. */
function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? value : undefined;
  let node = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node) ? node[Number(key)] : isRecord(node) ? node[key] : undefined;
  }
  return node;
}

/** A runtime expression (OpenAPI 3.1 section 4.8.20.4) against one exchange; undefined when it names nothing. */
export function evaluateExpression(expression: unknown, wire: WireRequest, answer: Answer): unknown {
  if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
  const body = /^\$response\.body(#.*)?$/.exec(expression);
  if (body) return atPointer(answer.body, decodeURIComponent((body[1] ?? '#').slice(1)));
  const header = /^\$response\.header\.(.+)$/.exec(expression);
  if (header) return answer.headers.get(header[1]) ?? undefined;
  const path = /^\$request\.path\.(.+)$/.exec(expression);
  if (path) return wire.path[path[1]];
  const query = /^\$request\.query\.(.+)$/.exec(expression);
  if (query) return wire.query[query[1]];
  const reqBody = /^\$request\.body(#.*)?$/.exec(expression);
  if (reqBody) return atPointer(wire.body?.value, decodeURIComponent((reqBody[1] ?? '#').slice(1)));
  return undefined;
}

/** The operation a link leads to: by operationId, or a local `operationRef` (`#/paths/~1pets~1{id}/get`). */
export function linkTarget(model: ApiModel, link: LinkModel): OperationModel | undefined {
  if (link.operationId) return model.operations.find((o) => (o.specOperationId ?? o.operationId) === link.operationId);
  if (link.operationRef?.startsWith('#')) return model.operations.find((o) => o.pointer === link.operationRef?.slice(1));
  return undefined;
}

export function learnIds(model: ApiModel, kinds: Kinds, op: OperationModel, wire: WireRequest, answer: Answer): Learned[] {
  const out: Learned[] = [];
  const add = (kind: string | undefined, id: unknown, entity?: unknown) => {
    if (!kind || kinds.isPrefix(kind) || (typeof id !== 'string' && typeof id !== 'number') || id === '') return;
    out.push({ kind, id: String(id), status: statusOf(model, kinds, kind, entity) });
  };
  const made = kinds.made(op);
  if (made) add(made, kinds.idIn(answer.body, made) ?? locationId(kinds, made, answer), answer.body);
  if (op.method === 'get' && op.pathParams.length) {
    const last = op.pathParams[op.pathParams.length - 1];
    const kind = kinds.ofParam(op, last.name);
    if (kind && kinds.fetcher(kind) === op) add(kind, wire.path[last.name], answer.body);
  }
  if (op.method === 'get') {
    for (const kind of kinds.listedBy(op)) {
      for (const item of collectionItems(answer.body) ?? []) add(kind, isRecord(item) ? item[kinds.idField(kind)] : undefined, item);
    }
  }
  for (const link of documentedResponse(op, answer.status)?.links ?? []) {
    const target = linkTarget(model, link);
    if (!target) continue;
    for (const [qualified, expression] of Object.entries(link.parameters)) {
      const name = qualified.replace(/^(path|query|header|cookie)\./, '');
      if (!target.pathParams.some((p) => p.name === name)) continue;
      add(kinds.ofParam(target, name), evaluateExpression(expression, wire, answer));
    }
  }
  return out;
}

/** The id a `Location` header (RFC 9110 section 10.2.2) gives for the entity of `kind` just made. */
export function locationId(kinds: Kinds, kind: string, answer: Answer): string | undefined {
  const location = answer.headers.get('location');
  const fetch = kinds.fetcher(kind);
  if (!location || !fetch) return undefined;
  const path = new URL(location, 'http://location.invalid').pathname;
  const pattern = new RegExp(`${fetch.fullPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`);
  const m = pattern.exec(path);
  return m ? decodeURIComponent(m[m.length - 1]) : undefined;
}
