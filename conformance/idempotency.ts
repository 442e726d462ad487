/**
 * Idempotency checks (spec info.description, Idempotency), run after every positive case of an
 * operation that declares the `Idempotency-Key` header: the same key with the same request
 * answers the kept answer again (same status, same body, `Idempotent-Replayed: true`) and does
 * nothing; the same key with another request (a field added to the body, or another id in the
 * path) is the catalogue's `idempotency_key_other_request`, naming the header.
 */
import type { OperationModel } from '../generator/model/types.js';
import type { Answer, WireRequest } from './http.js';
import { isRecord } from './schema-node.js';
import type { Session } from './session.js';
import type { CaseResult } from './types.js';

/** The header's name as the spec writes it, when the operation declares it. */
export function idempotencyHeader(op: OperationModel): string | undefined {
  return op.headerParams.find((p) => p.name.toLowerCase() === 'idempotency-key')?.name;
}

let counter = 0;
export function freshKey(operationId: string): string {
  counter += 1;
  return `conformance-${operationId}-${Date.now().toString(36)}-${counter}`;
}

/** The same request with one difference the server must see: a body field added, else another id in the path. */
function otherRequest(wire: WireRequest): WireRequest | undefined {
  if (wire.body && isRecord(wire.body.value))
    return { ...wire, body: { ...wire.body, value: { ...wire.body.value, zz_idempotency_probe: 'another request' } } };
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
  reason: string,
): Promise<CaseResult[]> {
  const base = { kind: 'positive' as const, operationId: op.operationId };
  const out: CaseResult[] = [];
  const again = await session.send(op.operationId, wire);
  const same = again.status === first.status && JSON.stringify(again.body) === JSON.stringify(first.body);
  const replayed = again.headers.get('idempotent-replayed') === 'true';
  out.push({
    ...base,
    id: `${op.operationId} idempotency replay`,
    title: 'idempotency: the same key and request again -> the kept answer',
    outcome: same && replayed ? 'pass' : 'fail',
    detail:
      same && replayed
        ? `-> ${again.status}, Idempotent-Replayed`
        : `-> ${again.status}${replayed ? '' : ' without Idempotent-Replayed'}${same ? '' : ', another answer than the first'}`,
  });
  const changed = otherRequest(wire);
  if (!changed) return out;
  const refused = await session.send(op.operationId, changed);
  const error = isRecord(refused.body) && isRecord(refused.body.error) ? refused.body.error : {};
  // header names are case-insensitive (RFC 9110 section 5.1)
  const ok = refused.status === 400 && error.reason === reason && typeof error.field === 'string' && error.field.toLowerCase() === header.toLowerCase();
  out.push({
    ...base,
    id: `${op.operationId} idempotency other request`,
    title: 'idempotency: the same key with another request -> 400 naming the header',
    outcome: ok ? 'pass' : 'fail',
    detail: `-> ${refused.status}${typeof error.reason === 'string' ? ` ${error.reason}` : ''}`,
  });
  return out;
}
