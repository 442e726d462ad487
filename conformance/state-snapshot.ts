/**
 * A refused request must not change the state (`state_unchanged`): a list before and after
 * shows no new entity (the operation creates), a fetch before and after answers the same (it
 * updates). Works with any list's shape (conformance/kinds.ts collectionItems) and limit
 * parameter (conformance/pagination.ts).
 */
import type { Failure } from './checks.js';
import { collectionItems } from './kinds.js';
import { limitParam } from './pagination.js';
import { isRecord } from './schema-node.js';
import type { Session } from './session.js';
import type { ConformanceCase } from './types.js';

/** Returns the after-check, or undefined when neither a list nor a fetch can show the state. */
export async function stateSnapshot(session: Session, c: ConformanceCase, path: Record<string, string>): Promise<(() => Promise<Failure[]>) | undefined> {
  const listId = c.listOperationId && !session.notBuilt.has(c.listOperationId) ? c.listOperationId : undefined;
  const fetchId = c.fetchOperationId && !session.notBuilt.has(c.fetchOperationId) ? c.fetchOperationId : undefined;
  const list = async (): Promise<string[] | undefined> => {
    if (!listId) return undefined;
    const listOp = session.op(listId);
    const ids = Object.fromEntries(listOp.pathParams.map((p) => [p.name, path[p.name] ?? '']));
    const limit = limitParam(listOp, session.model);
    const query = limit ? { [limit.name]: limit.max } : {};
    const answer = await session.send(listId, { path: ids, query, headers: {}, auth: 'valid' }).catch(() => undefined);
    const items = answer && answer.status === 200 ? collectionItems(answer.body) : undefined;
    return items?.map((i) => (isRecord(i) ? JSON.stringify(i.id ?? i) : JSON.stringify(i)));
  };
  const fetchOne = async (): Promise<string | undefined> => {
    if (!fetchId) return undefined;
    const fetchOp = session.op(fetchId);
    if (!fetchOp.pathParams.every((p) => path[p.name] !== undefined)) return undefined;
    const answer = await session
      .send(fetchId, { path: Object.fromEntries(fetchOp.pathParams.map((p) => [p.name, path[p.name]])), query: {}, headers: {}, auth: 'valid' })
      .catch(() => undefined);
    return answer?.status === 200 ? JSON.stringify(answer.body) : undefined;
  };
  const before = await list();
  const fetched = await fetchOne();
  if (before === undefined && fetched === undefined) return undefined;
  return async () => {
    const problems: Failure[] = [];
    const after = await list();
    if (before && after) {
      const added = after.filter((id) => !before.includes(id));
      if (added.length) problems.push({ check: 'state_unchanged', message: `state changed: ${listId} shows new ${added.join(', ')}` });
    }
    const again = await fetchOne();
    if (fetched !== undefined && again !== undefined && again !== fetched)
      problems.push({ check: 'state_unchanged', message: `state changed: ${fetchId} answers differently after the refused request` });
    return problems;
  };
}
