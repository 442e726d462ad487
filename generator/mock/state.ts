/**
 * The entities the mock keeps, by concrete collection path (`/users/7/posts`) and id, in the
 * order they were made; and the ids deleted, which stay answered 404 (a deleted entity is not
 * made again by a later PUT). Bounded: past `MAX_ENTITIES` in one collection the oldest goes.
 */
export const MAX_ENTITIES = 10_000;

export type Entity = Record<string, unknown>;

export class EntityStore {
  private readonly collections = new Map<string, Map<string, Entity>>();
  private readonly deleted = new Set<string>();

  get(collection: string, id: string): Entity | undefined {
    return this.collections.get(collection)?.get(id);
  }

  has(collection: string, id: string): boolean {
    return this.collections.get(collection)?.has(id) ?? false;
  }

  isDeleted(collection: string, id: string): boolean {
    return this.deleted.has(key(collection, id));
  }

  put(collection: string, id: string, entity: Entity): void {
    let entities = this.collections.get(collection);
    if (!entities) {
      entities = new Map();
      this.collections.set(collection, entities);
    }
    entities.set(id, entity);
    if (entities.size > MAX_ENTITIES) {
      const oldest = entities.keys().next().value;
      if (oldest !== undefined) entities.delete(oldest);
    }
  }

  remove(collection: string, id: string): void {
    this.collections.get(collection)?.delete(id);
    this.deleted.add(key(collection, id));
  }

  /** The collection's entities, oldest first. */
  list(collection: string): Entity[] {
    return [...(this.collections.get(collection)?.values() ?? [])];
  }
}

function key(collection: string, id: string): string {
  return `${collection}\n${id}`;
}
