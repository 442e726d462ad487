/**
 * Queries on a field that has no lookup column (an item's `active`, the `item_id` of an
 * invoice's line items). Entities are stored as the exact text `JSON.stringify` wrote
 * (store/migrations.ts: `data` is text on both engines, never reformatted), so the member
 * `"key":value` appears in that text exactly when some object in the entity has it: string
 * values escape their quotes, so a description can never fake a member. The search is an
 * exact, case-sensitive substring test on either engine (SQLite instr, PostgreSQL strpos).
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { EntityKind, EntityTable } from '../store/schema.js';
import type { ListQuery, Mode, Tx } from '../store/store.js';

export type JsonScalar = string | number | boolean | null;

/** `"key":value` as JSON.stringify writes it inside an object. */
export function jsonMember(key: string, value: JsonScalar): string {
  return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
}

/** SQL: the row's `data` contains the member `"key":value`. */
export function dataHasMember(tx: Tx, key: string, value: JsonScalar): RawBuilder<SqlBool> {
  const fragment = jsonMember(key, value);
  return tx.engine === 'postgres' ? sql<SqlBool>`strpos(data, ${fragment}) > 0` : sql<SqlBool>`instr(data, ${fragment}) > 0`;
}

type OneTable = { t: EntityTable };

/** A page of `kind`, newest first (as the store lists), keeping the rows whose data has every member. */
export async function listWithMembers<T>(
  tx: Tx,
  kind: EntityKind,
  mode: Mode,
  query: Pick<ListQuery, 'from' | 'to' | 'count' | 'skip'>,
  members: ReadonlyArray<readonly [string, JsonScalar]>,
): Promise<T[]> {
  const db = tx.db as unknown as Kysely<OneTable>;
  let select = db
    .selectFrom(kind as unknown as 't')
    .select('data')
    .where('mode', '=', mode);
  if (query.from !== undefined) select = select.where('created_at', '>=', query.from);
  if (query.to !== undefined) select = select.where('created_at', '<=', query.to);
  for (const [key, value] of members) select = select.where(dataHasMember(tx, key, value));
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.count ?? 10)
    .offset(query.skip ?? 0)
    .execute();
  return rows.map((row) => JSON.parse(row.data) as T);
}

/** true when some row of `kind` in `mode` has the member anywhere in its data. */
export async function anyWithMember(tx: Tx, kind: EntityKind, mode: Mode, key: string, value: JsonScalar): Promise<boolean> {
  const db = tx.db as unknown as Kysely<OneTable>;
  const row = await db
    .selectFrom(kind as unknown as 't')
    .select('id')
    .where('mode', '=', mode)
    .where(dataHasMember(tx, key, value))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
