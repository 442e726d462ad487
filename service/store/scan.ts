/**
 * Walking every entity of a kind in some statuses, as the time-driven jobs do
 * (service/time-driven.ts): one read-only transaction per page, each page read after the last
 * one's final entity (ListQuery.after, newest first), so the cost of a page does not grow with how
 * far the scan has come and requests are served between pages.
 */
import type { EntityOf } from '../../generated/server/index.js';
import type { EntityKind, Mode, Store } from './store.js';

const PAGE = 500;

export async function* scanPages<K extends EntityKind>(
  store: Store,
  mode: Mode,
  kind: K,
  status: string | readonly string[],
  pageSize = PAGE,
): AsyncGenerator<EntityOf[K][]> {
  let after: { created_at: number; id: string } | undefined;
  for (;;) {
    const page = await store.transaction((tx) => tx.entities(kind).list(mode, { status, count: pageSize, ...(after ? { after } : {}) }), {
      readOnly: true,
    });
    if (page.length) yield page;
    const last = page.at(-1) as { created_at?: number | null; id: string } | undefined;
    if (page.length < pageSize || !last) return;
    after = { created_at: last.created_at ?? 0, id: last.id };
  }
}
