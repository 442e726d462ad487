/**
 * Deleting what a sweep finds old, a page at a time: each page its own transaction, read from an
 * index, until a page comes back short. A pass costs what it deletes, and one after a long stop
 * (or over a day of heavy traffic) never holds the writer, or on SQLite the event loop, for
 * longer than one page.
 */
import type { Store, Tx } from './store.js';

/** Rows a page deletes. */
export const DELETE_PAGE = 1000;

export async function deleteInPages(store: Pick<Store, 'transaction'>, deletePage: (tx: Tx, limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await store.transaction((tx) => deletePage(tx, DELETE_PAGE));
    total += deleted;
    if (deleted < DELETE_PAGE) return total;
  }
}
