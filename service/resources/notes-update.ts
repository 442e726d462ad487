/**
 * PATCH of an entity whose only changeable field is `notes` (reference 1.1 orders, 1.2
 * payments, 1.3 refunds: "only notes can be modified"; the spec's bodies allow nothing else).
 * The row is locked for the read and written back conditionally on its version, so a
 * concurrent writer is refused by the database rather than overwritten.
 */

import { refuse } from '../../generated/server/index.js';
import type { Notes } from '../../generated/types/index.js';
import type { EntityKind, Mode, StorableEntity, Store } from '../store/store.js';

export async function updateNotes<T extends StorableEntity & { notes?: Notes | null }>(
  store: Store,
  kind: EntityKind,
  mode: Mode,
  id: string,
  idField: string,
  notes: Notes,
): Promise<T> {
  return store.transaction(async (tx) => {
    const repo = tx.entities<T>(kind);
    const locked = await repo.getForUpdate(mode, id);
    if (!locked) throw refuse('id_not_found', {}, { field: idField });
    const next: T = { ...locked.entity, notes };
    if (!(await repo.update(mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: kind.replace(/s$/, '') });
    return next;
  });
}
