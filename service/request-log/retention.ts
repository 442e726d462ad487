/**
 * The request log's retention: per mode, nothing older than `days`, and no more than the `keep`
 * newest requests. Both are deletes of the oldest rows from the (mode, created_at_ms, id) index,
 * a page at a time (store/in-pages.ts), so a pass costs what it deletes; the count's cut-off is
 * found by walking `keep` entries of that index alone, a bound the configuration sets.
 */
import { deleteInPages } from '../store/in-pages.js';
import type { Store } from '../store/store.js';

export async function pruneRequestLog(store: Store, nowMs: number, limits: { keep: number; days: number }): Promise<number> {
  let deleted = 0;
  for (const mode of ['test', 'live'] as const) {
    const byAge = nowMs - limits.days * 24 * 3600 * 1000;
    const byCount = await store.transaction((tx) => tx.requestLog.countCutoff(mode, limits.keep), { readOnly: true });
    const before = Math.max(byAge, byCount ?? 0);
    deleted += await deleteInPages(store, (tx, limit) => tx.requestLog.deleteBefore(mode, before, limit));
  }
  return deleted;
}
