/**
 * A kind's repository typed loosely, for store tests that keep partial entities: the store
 * reads only id, created_at, status and the lookup fields of what it is given.
 */
import type { EntityKind, EntityRepository, StorableEntity, Tx } from '../../service/store/store.js';

export function looseRepository<T extends StorableEntity>(tx: Tx, kind: EntityKind): EntityRepository<T> {
  return tx.entities(kind) as unknown as EntityRepository<T>;
}
