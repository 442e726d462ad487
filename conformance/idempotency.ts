/**
 * Idempotency-key checks (the IETF draft "The Idempotency-Key HTTP Header Field",
 * draft-ietf-httpapi-idempotency-key-header, section 2; spec info.description, Idempotency),
 * run after every positive case of an operation that declares the `Idempotency-Key` header: the
 * same key with the same request answers the kept answer again (same status, same body) and
 * makes nothing new; the same key with another request (a field added to the body, or another
 * id in the path) is refused, with the catalogue's `idempotency_key_other_request` where the
 * document has one (naming the header).
 */
import type { ErrorEntryModel, OperationModel } from '../generator/model/types.js';
import type { Failure } from './checks.js';
import type { Answer, WireRequest } from './http.js';
import type { SchemaChecker } from './schema-checker.js';
import { isRecord } from './schema-node.js';
import type { Session } from './session.js';
import type { CaseResult } from './types.js';

/** The header's name as the document writes it, when the operation declares it. */
export function idempotencyHeader(op: OperationModel): string | undefined {
  return op.headerParams.find((p) => p.name.toLowerCase() === 'idempotency-key')?.name;
}

let counter = 0;
export function freshKey(operationId: string): string {
  counter += 1;
  return `conformance-${operationId}-${Date.now().toString(36)}-${counter}`;
}

/** A changed copy of one value the schema still takes: the other request is refused for its key, not for its body. */
function changedValues(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value}x`, `${value.slice(0, -1)}${value.endsWith('y') ? 'z' : 'y'}`];
  if (typeof value === 'number') return [value + 1, value - 1];
  if (typeof value === 'boolean') return [!value];
  return [];
}

/**
 * The same request with one difference the server must see: one body field changed to another
 * valid value (the document's validator agrees), else a field added, else another id in the path.
 */
function otherRequest(op: OperationModel, wire: WireRequest, checker: SchemaChecker): WireRequest | undefined {
  if (wire.body && isRecord(wire.body.value)) {
    const body = wire.body.value;
    const schema = op.body?.media.find((m) => m.type === wire.body?.contentType)?.schema ?? op.body?.schema;
    for (const key of Object.keys(body).sort()) {
      for (const changed of changedValues(body[key])) {
        const value = { ...body, [key]: changed };
        if (schema && checker.issues(schema, value, /json/.test(wire.body.contentType) ? 'strict' : 'coerce', 'request').length === 0)
          return { ...wire, body: { ...wire.body, value } };
      }
    }
    return { ...wire, body: { ...wire.body, value: { ...body, zz_idempotency_probe: 'another request' } } };
  }
  const names = Object.keys(wire.path);
  const last = names[names.length - 1];
  if (last === undefined) return undefined;
  const id = wire.path[last];
  const other = id.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  return { ...wire, path: { ...wire.path, [last]: other } };
}

export async function idempotencyChecks(
  session: Session,
  op: OperationModel,
  header: string,
  wire: WireRequest,
  first: Answer,
  catalogue: ErrorEntryModel | undefined,
  checker: SchemaChecker,
): Promise<CaseResult[]> {
  const base = { kind: 'positive' as const, operationId: op.operationId };
  const out: CaseResult[] = [];
  const again = await session.send(op.operationId, wire);
  const same = again.status === first.status && JSON.stringify(again.body) === JSON.stringify(first.body);
  const replay: Failure[] = same ? [] : [{ check: 'idempotency_key', message: `-> ${again.status}, another answer than the first (${first.status})` }];
  out.push({
    ...base,
    id: `${op.operationId} idempotency replay`,
    title: 'idempotency: the same key and request again -> the kept answer',
    outcome: replay.length ? 'fail' : 'pass',
    detail: replay.length ? replay[0].message : `-> ${again.status}, the kept answer`,
    request: again.request,
    ...(replay.length ? { failures: replay } : {}),
  });
  const changed = otherRequest(op, wire, checker);
  if (!changed) return out;
  const refused = await session.send(op.operationId, changed);
  const error = isRecord(refused.body) && isRecord(refused.body.error) ? refused.body.error : {};
  const problems: Failure[] = [];
  if (refused.status < 400 || refused.status >= 500)
    problems.push({ check: 'idempotency_key', message: `-> ${refused.status} to another request with a used key` });
  else if (catalogue) {
    // header names are case-insensitive (RFC 9110 section 5.1)
    const named = typeof error.field === 'string' && error.field.toLowerCase() === header.toLowerCase();
    if (refused.status !== catalogue.status || error.reason !== catalogue.reason || !named)
      problems.push({
        check: 'error_catalogue',
        message: `-> ${refused.status} ${String(error.reason ?? '')}, expected ${catalogue.status} ${catalogue.reason} naming ${header}`,
      });
  }
  out.push({
    ...base,
    id: `${op.operationId} idempotency other request`,
    title: catalogue ? 'idempotency: the same key with another request -> 400 naming the header' : 'idempotency: the same key with another request -> refused',
    outcome: problems.length ? 'fail' : 'pass',
    detail: problems.length ? problems[0].message : `-> ${refused.status}${typeof error.reason === 'string' ? ` ${error.reason}` : ''}`,
    request: refused.request,
    ...(problems.length ? { failures: problems } : {}),
  });
  return out;
}
