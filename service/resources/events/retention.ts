/**
 * Events are kept 30 days (spec listEvents rule 3): older ones go with their deliveries and
 * attempts, a page of events at a time (store/in-pages.ts), read from the (mode, created_at)
 * index.
 */
import { deleteInPages } from '../../store/in-pages.js';
import type { Store } from '../../store/store.js';

export function pruneEvents(store: Store, before: number): Promise<number> {
  return deleteInPages(store, (tx, limit) => tx.outbox.deleteCreatedBefore(before, limit));
}
