/**
 * PATCH of an entity whose only changeable field is `notes` (spec updateOrder, updatePayment,
 * updateRefund: their bodies allow nothing else). The row is locked for the read and written
 * back conditionally on its version, so a concurrent writer is refused by the database rather
 * than overwritten.
 */
import { type EntityOf, refuse } from '../../generated/server/index.js';
import type { Notes } from '../../generated/types/index.js';
import type { EntityKind, Mode, Store } from '../store/store.js';

/** The kinds whose entities carry notes. */
type NotesKind = { [K in EntityKind]: EntityOf[K] extends { notes?: Notes | null } ? K : never }[EntityKind];

export async function updateNotes<K extends NotesKind>(store: Store, kind: K, mode: Mode, id: string, idField: string, notes: Notes): Promise<EntityOf[K]> {
  return store.transaction(async (tx) => {
    const repo = tx.entities(kind);
    const locked = await repo.getForUpdate(mode, id);
    if (!locked) throw refuse('id_not_found', {}, { field: idField });
    const next = { ...locked.entity, notes } as EntityOf[K];
    if (!(await repo.update(mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: kind.replace(/s$/, '') });
    return next;
  });
}
