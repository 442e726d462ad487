/**
 * Queries on a field that has no lookup column (an item's `active`, the `item_id` of an
 * invoice's line items). Entities are stored as the exact text `JSON.stringify` wrote
 * (store/migrations.ts: `data` is text on both engines, never reformatted), so the member
 * `"key":value` appears in that text exactly when some object in the entity has it: string
 * values escape their quotes, so a description can never fake a member. The search is an
 * exact, case-sensitive substring test on either engine (SQLite instr, PostgreSQL strpos).
 */
import type { EntityKind } from '../store/schema.js';
import { modeWindow } from '../store/sql.js';
import type { ListQuery, Mode, Tx } from '../store/store.js';

export type JsonScalar = string | number | boolean | null;

/** `"key":value` as JSON.stringify writes it inside an object. */
export function jsonMember(key: string, value: JsonScalar): string {
  return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
}

/** SQL condition: the row's `data` contains a member given as the next parameter. */
function hasMember(tx: Tx): string {
  return tx.engine === 'postgres' ? 'strpos(data, ?) > 0' : 'instr(data, ?) > 0';
}

/** A page of `kind`, newest first (as the store lists), keeping the rows whose data has every member. */
export async function listWithMembers<T>(
  tx: Tx,
  kind: EntityKind,
  mode: Mode,
  query: Pick<ListQuery, 'from' | 'to' | 'count' | 'skip'>,
  members: ReadonlyArray<readonly [string, JsonScalar]>,
): Promise<T[]> {
  let { sql: where, values } = modeWindow(mode, query);
  for (const [key, value] of members) {
    where += ` AND ${hasMember(tx)}`;
    values.push(jsonMember(key, value));
  }
  const rows = await tx.sql.all<{ data: string }>(`SELECT data FROM ${kind} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
    ...values,
    query.count ?? 10,
    query.skip ?? 0,
  ]);
  return rows.map((row) => JSON.parse(row.data) as T);
}
