/**
 * Filling `due_at` of rows written before the column existed (migration 0019 lists every such
 * table in `due_backfill`): each row's due time from the schedule the service handed in, in
 * bounded pages by id, then the table is struck off the list. Runs when a store opens with
 * schedules; a store opened without them leaves the list for the next one. Idempotent: two
 * processes starting together write the same values.
 */
import { ENTITY_KINDS, type EntityKind } from './schema.js';
import type { Schedules, Store } from './store.js';

const PAGE = 500;

export async function backfillDue(store: Pick<Store, 'transaction'>, schedules: Schedules): Promise<void> {
  const listed = await store.transaction((tx) => tx.sql.column<string>('SELECT kind FROM due_backfill ORDER BY kind'), { readOnly: true });
  for (const kind of listed) {
    if (!(ENTITY_KINDS as readonly string[]).includes(kind)) continue;
    const schedule = schedules[kind as EntityKind] as ((entity: unknown) => number | null) | undefined;
    let after = '';
    while (schedule) {
      const last = await store.transaction(async (tx) => {
        const rows = await tx.sql.all<{ id: string; data: string }>(`SELECT id, data FROM ${kind} WHERE id > ? ORDER BY id LIMIT ${PAGE}`, [after]);
        for (const row of rows) {
          const due = schedule(JSON.parse(row.data));
          if (due !== null) await tx.sql.run(`UPDATE ${kind} SET due_at = ? WHERE id = ?`, [due, row.id]);
        }
        return rows.length === PAGE ? rows[PAGE - 1]?.id : undefined;
      });
      if (last === undefined) break;
      after = last;
    }
    await store.transaction((tx) => tx.sql.run('DELETE FROM due_backfill WHERE kind = ?', [kind]));
  }
}
