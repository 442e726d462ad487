/**
 * Lists (spec info.description, Lists): "Lists are collections: `entity` = `collection`,
 * `count` (items in this response), `items`." And the page every list operation takes (spec
 * components.parameters From, To, Count, Skip).
 */
import { JsonText } from '../../generated/server/index.js';
import type { ListQuery } from '../store/store.js';

export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export function collection<T>(items: T[]): Collection<T> {
  return { entity: 'collection', count: items.length, items };
}

/** The same collection from the stored JSON texts of its items (EntityRepository.listData), never parsed. */
export function collectionText<T>(items: readonly string[]): JsonText<Collection<T>> {
  return new JsonText(`{"entity":"collection","count":${items.length},"items":[${items.join(',')}]}`);
}

/** An entity's stored JSON text as the answer (EntityRepository.getData). */
export function entityText<T>(data: string): JsonText<T> {
  return new JsonText(data);
}

/** The shared from / to / count / skip of a list query (validated and defaulted by the generated validators). */
export interface PageQuery {
  from?: number;
  to?: number;
  count?: number;
  skip?: number;
}

/** The store's page from a validated list query: newest first, from/to inclusive. */
export function page(query: PageQuery): Pick<ListQuery, 'from' | 'to' | 'count' | 'skip'> {
  return { from: query.from, to: query.to, count: query.count, skip: query.skip };
}
