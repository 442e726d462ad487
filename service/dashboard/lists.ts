/**
 * Pages of a list, by keyset: newest first, each page after the last row of the one before
 * (`?after=<created_at>.<id>`), read from the list-order index however far a user pages
 * (store.ts ListQuery.after), with the API's filters (the time window and the list's lookups,
 * each with its index). A filter the API has no index for (a status, a method, an amount) is
 * applied to at most WINDOW rows a page: a page shows what those rows hold and offers to search
 * on from the last one read, so no page reads more than WINDOW rows whatever the store holds.
 */
import type { EntityKind, LookupField } from '../../generated/server/index.js';
import type { Mode, Store } from '../store/store.js';
import type { Entity } from './catalogue.js';

export const PAGE = 25;
export const WINDOW = 500;

export interface Cursor {
  created_at: number;
  id: string;
}

const CURSOR = /^(\d{1,15})\.([A-Za-z0-9_]{1,40})$/;

export function parseCursor(text: string | null): Cursor | undefined {
  const match = text ? CURSOR.exec(text) : null;
  return match ? { created_at: Number(match[1]), id: match[2] as string } : undefined;
}

export const cursorText = (c: Cursor) => `${c.created_at}.${c.id}`;

export interface ListFilter {
  after?: Cursor;
  from?: number;
  to?: number;
  where?: Partial<Record<LookupField, string>>;
  /** filters without an index: applied to at most WINDOW rows */
  match?: (entity: Entity) => boolean;
}

export interface ListPage {
  items: Entity[];
  /** where the next page starts */
  next?: Cursor;
  /** set when a filter read a whole window without filling the page: how many rows it read */
  searched?: number;
}

export async function keysetPage(store: Store, kind: EntityKind, mode: Mode, filter: ListFilter): Promise<ListPage> {
  const count = filter.match ? WINDOW : PAGE + 1;
  const rows = (await store.transaction(
    (tx) =>
      tx.entities(kind).list(mode, {
        count,
        ...(filter.after ? { after: filter.after } : {}),
        ...(filter.from !== undefined ? { from: filter.from } : {}),
        ...(filter.to !== undefined ? { to: filter.to } : {}),
        ...(filter.where ? { where: filter.where } : {}),
      }),
    { readOnly: true },
  )) as unknown as Entity[];
  const at = (e: Entity): Cursor => ({ created_at: e.created_at, id: e.id });
  if (!filter.match) {
    const items = rows.slice(0, PAGE);
    const last = items[items.length - 1];
    return { items, ...(rows.length > PAGE && last ? { next: at(last) } : {}) };
  }
  const items: Entity[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Entity;
    if (!filter.match(row)) continue;
    items.push(row);
    if (items.length === PAGE) return { items, ...(i < rows.length - 1 ? { next: at(row) } : {}) };
  }
  const last = rows[rows.length - 1];
  return rows.length === WINDOW && last ? { items, next: at(last), searched: WINDOW } : { items };
}

/** `YYYY-MM-DD` (a date input's value) as Unix seconds at 00:00 UTC, `end`: 23:59:59. */
export function dayOf(value: string | null, end = false): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms / 1000 + (end ? 86_399 : 0);
}
