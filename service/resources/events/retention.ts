/**
 * Events are kept 30 days (spec listEvents rule 3): older ones go with their deliveries and
 * attempts, in pages of PAGE events, each its own transaction, read from the (mode, created_at)
 * index: a pass costs what it deletes, and one after a long stop never holds the writer long.
 */
import type { Store } from '../../store/store.js';

const PAGE = 1000;

export async function pruneEvents(store: Store, before: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await store.transaction((tx) => tx.outbox.deleteCreatedBefore(before, PAGE));
    total += deleted;
    if (deleted < PAGE) return total;
  }
}
