/**
 * What each operation does to the entities the mock keeps, inferred from paths and methods as
 * REST conventions have it (RFC 9110 sections 9.3.1-9.3.5): a POST to a collection path
 * (`/pets`) creates; on the item path beside it (`/pets/{petId}`) GET fetches, PUT replaces,
 * PATCH updates, DELETE deletes; a GET of the collection lists. An operation carrying
 * `x-transitions` fires its machine's trigger on the entity its path names.
 */
import type { OperationModel } from '../model/types.js';

export type OperationKind = 'create' | 'fetch' | 'replace' | 'update' | 'delete' | 'list' | 'transition' | 'other';

export interface OperationRole {
  kind: OperationKind;
  /** index of the path segment holding the entity's id (item operations, transitions), else -1 */
  idSegment: number;
  /** the path parameter holding the id */
  idParam?: string;
}

const PARAM = /^\{([^}]+)\}$/;

export function operationRole(op: OperationModel): OperationRole {
  const segments = op.fullPath.split('/');
  const last = segments.length - 1;
  const lastParam = PARAM.exec(segments[last] ?? '')?.[1];
  if (op.transitions.length > 0) {
    // the entity is the nearest item path: `/invoices/{invoice_id}/issue` -> `{invoice_id}`
    for (let i = last; i > 0; i--) {
      const param = PARAM.exec(segments[i])?.[1];
      if (param) return { kind: 'transition', idSegment: i, idParam: param };
    }
    if (op.method === 'post') return { kind: 'create', idSegment: -1 };
  }
  if (lastParam) {
    const kinds: Partial<Record<OperationModel['method'], OperationKind>> = { get: 'fetch', put: 'replace', patch: 'update', delete: 'delete', post: 'update' };
    return { kind: kinds[op.method] ?? 'other', idSegment: last, idParam: lastParam };
  }
  if (op.method === 'post') return { kind: 'create', idSegment: -1 };
  // a GET of a path that names no item: a list when it answers an array (handlers.ts), else as any other operation
  if (op.method === 'get') return { kind: 'list', idSegment: -1 };
  return { kind: 'other', idSegment: -1 };
}

/** The path parameter of the item path beside a collection path (`petId` of `/pets/{petId}` for `/pets`). */
export function itemParam(collectionPath: string, all: readonly OperationModel[]): string | undefined {
  for (const o of all) {
    if (!o.fullPath.startsWith(`${collectionPath}/`)) continue;
    const param = PARAM.exec(o.fullPath.slice(collectionPath.length + 1))?.[1];
    if (param) return param;
  }
  return undefined;
}

/** The concrete collection path of a request (`/pets` of `/pets/12`) and the id, for item operations; the path itself for collections. */
export function locate(role: OperationRole, path: string): { collection: string; id?: string } {
  const segments = path.split('/');
  if (role.idSegment < 0) return { collection: path };
  return { collection: segments.slice(0, role.idSegment).join('/'), id: decodeSegment(segments[role.idSegment] ?? '') };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
