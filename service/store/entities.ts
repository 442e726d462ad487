/**
 * The generic entity repository: one implementation for every resource table, over any
 * Kysely handle bound to a transaction. Entities go in and come out whole (`data` is their
 * JSON); `status`, `created_at` and the lookup columns are copies the database can filter on.
 */
import type { Kysely } from 'kysely';
import type { EntityTable } from './schema.js';
import { type EntityKind, type LookupColumn, lookupsOf, type Mode, uniqueOf } from './schema.js';
import {
  type Condition,
  type Engine,
  type EntityRepository,
  type ListQuery,
  type Lookups,
  type StorableEntity,
  UniqueViolationError,
  type UpdateOptions,
  type Versioned,
} from './store.js';

// Every entity table has the same row type, so the queries are written once against a single
// table name `t`; the real name is substituted at run time. (Typing them against the union of
// fifteen table names makes the compiler do fifteen times the work for the same SQL.)
type OneTable = { t: EntityTable };

function lookupValues(kind: EntityKind, entity: StorableEntity, given: Lookups | undefined, forInsert: boolean) {
  const allowed = lookupsOf(kind);
  if (given) {
    for (const column of Object.keys(given)) {
      if (!allowed.includes(column as LookupColumn)) throw new Error(`${kind} has no lookup column ${column}`);
    }
  }
  const values: Partial<Record<LookupColumn, string | null>> = {};
  for (const column of allowed) {
    const fromGiven = given?.[column];
    const fromEntity = (entity as unknown as Record<string, unknown>)[column];
    if (fromGiven !== undefined) values[column] = fromGiven;
    else if (typeof fromEntity === 'string' || fromEntity === null) values[column] = fromEntity;
    else if (forInsert) values[column] = null; // update: an absent field leaves the column alone
  }
  return values;
}

function createdAt(kind: EntityKind, entity: StorableEntity): number {
  const value = entity.created_at;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${kind}: entity ${entity.id} has no integer created_at`);
  return value;
}

/** SQLite SQLITE_CONSTRAINT_UNIQUE / SQLITE_CONSTRAINT_PRIMARYKEY, PostgreSQL 23505 unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function statusOf(entity: StorableEntity): string | null {
  return typeof entity.status === 'string' ? entity.status : null;
}

// biome-ignore lint/suspicious/noExplicitAny: the handle is bound to a transaction of any Database shape
export function entityRepository<T extends StorableEntity>(engine: Engine, db: () => Kysely<any>, kind: EntityKind): EntityRepository<T> {
  const q = () => db() as unknown as Kysely<OneTable>;
  const table = kind as unknown as 't';

  // biome-ignore lint/suspicious/noExplicitAny: Kysely builders of one table name substituted at run time (see OneTable)
  function applyCondition<Q extends { where: any }>(query: Q, condition: Condition | undefined): Q {
    // biome-ignore lint/suspicious/noExplicitAny: Kysely builders of one table name substituted at run time (see OneTable)
    let out: any = query;
    const expect = condition?.expectStatus;
    if (expect === null) out = out.where('status', 'is', null);
    else if (typeof expect === 'string') out = out.where('status', '=', expect);
    // biome-ignore lint/suspicious/noExplicitAny: Kysely builders of one table name substituted at run time (see OneTable)
    else if (Array.isArray(expect)) out = expect.length === 0 ? out.where(({ lit }: any) => lit(false)) : out.where('status', 'in', expect);
    if (condition?.expectVersion !== undefined) out = out.where('version', '=', condition.expectVersion);
    return out as Q;
  }

  async function getRow(mode: Mode, id: string, lock: boolean): Promise<Versioned<T> | undefined> {
    let query = q().selectFrom(table).select(['data', 'version']).where('id', '=', id).where('mode', '=', mode);
    if (lock && engine === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? { entity: JSON.parse(row.data) as T, version: Number(row.version) } : undefined;
  }

  return {
    async insert(mode, entity, lookups) {
      const result = await q()
        .insertInto(table)
        .values({
          id: entity.id,
          mode,
          created_at: createdAt(kind, entity),
          status: statusOf(entity),
          version: 1,
          data: JSON.stringify(entity),
          ...lookupValues(kind, entity, lookups, true),
        } as EntityTable)
        // ON CONFLICT DO NOTHING rather than letting the insert fail: a failed statement aborts
        // a PostgreSQL transaction, and the caller may want to carry on (e.g. answer 400).
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return;
      const idTaken = await q().selectFrom(table).select('id').where('id', '=', entity.id).executeTakeFirst();
      throw new UniqueViolationError(kind, idTaken ? 'id' : (uniqueOf(kind) ?? 'id'));
    },

    async get(mode, id) {
      return (await getRow(mode, id, false))?.entity;
    },

    getVersioned: (mode, id) => getRow(mode, id, false),
    getForUpdate: (mode, id) => getRow(mode, id, true),

    async list(mode, query: ListQuery = {}) {
      const count = query.count ?? 10;
      const skip = query.skip ?? 0;
      if (!Number.isInteger(count) || count < 0 || !Number.isInteger(skip) || skip < 0) {
        throw new Error(`${kind}.list: count and skip must be non-negative integers`);
      }
      let select = q().selectFrom(table).select('data').where('mode', '=', mode);
      if (query.from !== undefined) select = select.where('created_at', '>=', query.from);
      if (query.to !== undefined) select = select.where('created_at', '<=', query.to);
      for (const [column, value] of Object.entries(query.where ?? {})) {
        if (!lookupsOf(kind).includes(column as LookupColumn)) throw new Error(`${kind} has no lookup column ${column}`);
        if (value === undefined) continue;
        select = value === null ? select.where(column as 'receipt', 'is', null) : select.where(column as 'receipt', '=', value);
      }
      if (typeof query.status === 'string') select = select.where('status', '=', query.status);
      else if (query.status) select = select.where('status', 'in', query.status);
      const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(count).offset(skip).execute();
      return rows.map((row) => JSON.parse(row.data) as T);
    },

    async update(mode, entity, options: UpdateOptions = {}) {
      const update = q()
        .updateTable(table)
        .set((eb) => ({
          status: statusOf(entity),
          data: JSON.stringify(entity),
          version: eb('version', '+', 1),
          ...lookupValues(kind, entity, options.lookups, false),
        }))
        .where('id', '=', entity.id)
        .where('mode', '=', mode);
      try {
        const result = await applyCondition(update, options).executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        // e.g. an invoice's receipt changed to one another invoice holds. On PostgreSQL the
        // transaction is aborted by now; the caller can only roll back and answer.
        if (isUniqueViolation(error)) throw new UniqueViolationError(kind, uniqueOf(kind) ?? 'id');
        throw error;
      }
    },

    async delete(mode, id, condition) {
      const del = q().deleteFrom(table).where('id', '=', id).where('mode', '=', mode);
      const result = await applyCondition(del, condition).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
