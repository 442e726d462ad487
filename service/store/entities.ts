/**
 * The generic entity repository: one implementation for every resource table (spec
 * `x-resource`). Entities go in and come out whole (`data` is their JSON text, never
 * reformatted, so a stored entity can be sent as it is); `status`, `created_at` and the lookup
 * columns are copies the database can filter on. Statement texts are built once per table and
 * shape and prepared once per connection (sql.ts).
 */
import { anchorable, type ListTracking } from './list-anchors.js';
import type { EntityKind, LookupColumn, Mode } from './schema.js';
import { lookupsOf, uniqueOf } from './schema.js';
import { isUniqueViolation, listPageShape, listPageSql, modeWindow, placeholders, type Sql, type SqlValue } from './sql.js';
import {
  type Condition,
  type DueRow,
  type EntityRepository,
  type ListQuery,
  type Lookups,
  type StorableEntity,
  UniqueViolationError,
  type UpdateOptions,
  type Versioned,
} from './store.js';

/** Statement texts, by kind and shape: built once, reused by every transaction. */
const texts = new Map<string, string>();
function text(key: string, build: () => string): string {
  let t = texts.get(key);
  if (t === undefined) {
    t = build();
    texts.set(key, t);
  }
  return t;
}

function createdAt(kind: EntityKind, entity: StorableEntity): number {
  const value = entity.created_at;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${kind}: entity ${entity.id} has no integer created_at`);
  return value;
}

function statusOf(entity: StorableEntity): string | null {
  return typeof entity.status === 'string' ? entity.status : null;
}

function checkLookups(kind: EntityKind, given: Lookups | undefined): void {
  if (!given) return;
  const allowed = lookupsOf(kind);
  for (const column of Object.keys(given)) if (!allowed.includes(column as LookupColumn)) throw new Error(`${kind} has no lookup column ${column}`);
}

/** A lookup's value: as given, else the entity's field of the same name (null when it is absent on insert). */
function lookupValue(column: LookupColumn, entity: StorableEntity, given: Lookups | undefined): string | null | undefined {
  const fromGiven = given?.[column];
  if (fromGiven !== undefined) return fromGiven;
  const fromEntity = (entity as unknown as Record<string, unknown>)[column];
  return typeof fromEntity === 'string' || fromEntity === null ? fromEntity : undefined;
}

/** `AND status = ?` / `IN (...)` / `AND version = ?` for a conditional write, with its values. */
function condition(c: Condition | undefined): { sql: string; values: SqlValue[] } {
  let sql = '';
  const values: SqlValue[] = [];
  const expect = c?.expectStatus;
  if (expect === null) sql += ' AND status IS NULL';
  else if (typeof expect === 'string') {
    sql += ' AND status = ?';
    values.push(expect);
  } else if (Array.isArray(expect)) {
    sql += expect.length === 0 ? ' AND 1 = 0' : ` AND status IN (${placeholders(expect.length)})`;
    values.push(...expect);
  }
  if (c?.expectVersion !== undefined) {
    sql += ' AND version = ?';
    values.push(c.expectVersion);
  }
  return { sql, values };
}

/** WHERE and values of a page of `kind`: mode, the time window, lookups, statuses. */
function listWhere(kind: EntityKind, mode: Mode, query: ListQuery): { sql: string; values: SqlValue[] } {
  let { sql, values } = modeWindow(mode, query);
  if (query.after !== undefined) {
    // the bound `created_at <= ?` alone is what an index range starts from; inside the OR neither
    // engine uses it, and PostgreSQL would read the index from the newest row down to the cursor
    sql += ' AND created_at <= ? AND (created_at < ? OR (created_at = ? AND id < ?))';
    values.push(query.after.created_at, query.after.created_at, query.after.created_at, query.after.id);
  }
  for (const [column, value] of Object.entries(query.where ?? {})) {
    if (!lookupsOf(kind).includes(column as LookupColumn)) throw new Error(`${kind} has no lookup column ${column}`);
    if (value === undefined) continue;
    if (value === null) sql += ` AND ${column} IS NULL`;
    else {
      sql += ` AND ${column} = ?`;
      values.push(value);
    }
  }
  if (typeof query.status === 'string') {
    sql += ' AND status = ?';
    values.push(query.status);
  } else if (query.status) {
    sql += query.status.length === 0 ? ' AND 1 = 0' : ` AND status IN (${placeholders(query.status.length)})`;
    values.push(...query.status);
  }
  return { sql, values };
}

function pageOf(kind: string, query: ListQuery): { count: number; skip: number } {
  const count = query.count ?? 10;
  const skip = query.skip ?? 0;
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(skip) || skip < 0)
    throw new Error(`${kind}.list: count and skip must be non-negative integers`);
  return { count, skip };
}

export class EntityRepo<T extends StorableEntity> implements EntityRepository<T> {
  constructor(
    private readonly sql: Sql,
    private readonly kind: EntityKind,
    /** the kind's schedule (store.ts Schedules); none: `due_at` stays null */
    private readonly schedule?: (entity: T) => number | null,
    /** SQLite: the list anchors (list-anchors.ts), and in a write transaction where its changes to list order are recorded */
    private readonly lists?: ListTracking,
  ) {}

  private dueAt(entity: T): number | null {
    return this.schedule ? this.schedule(entity) : null;
  }

  /** Writes the entity; answers its stored JSON text, which a handler may send as it is (no second serialisation). */
  async insert(mode: Mode, entity: T, lookups?: Lookups): Promise<string> {
    const { kind } = this;
    checkLookups(kind, lookups);
    const columns = lookupsOf(kind);
    const insert = text(`insert:${kind}`, () => {
      const names = ['id', 'mode', 'created_at', 'status', 'version', 'data', 'due_at', ...columns];
      // ON CONFLICT DO NOTHING rather than failing: a failed statement aborts a PostgreSQL
      // transaction, and the caller may want to carry on (e.g. answer 400)
      return `INSERT INTO ${kind} (${names.join(', ')}) VALUES (${placeholders(names.length)}) ON CONFLICT DO NOTHING`;
    });
    const created = createdAt(kind, entity);
    const status = statusOf(entity);
    const data = JSON.stringify(entity);
    const values: SqlValue[] = [entity.id, mode, created, status, 1, data, this.dueAt(entity)];
    for (const column of columns) values.push(lookupValue(column, entity, lookups) ?? null);
    if ((await this.sql.run(insert, values)) === 1) {
      this.lists?.changes?.push({ table: kind, mode, created_at: created, id: entity.id, before: undefined, after: status });
      return data;
    }
    const taken = await this.sql.get(
      text(`id-taken:${kind}`, () => `SELECT id FROM ${kind} WHERE id = ?`),
      [entity.id],
    );
    throw new UniqueViolationError(kind, taken ? 'id' : (uniqueOf(kind) ?? 'id'));
  }

  async get(mode: Mode, id: string): Promise<T | undefined> {
    const data = await this.getData(mode, id);
    return data === undefined ? undefined : (JSON.parse(data) as T);
  }

  /** A lookup column's stored value (one the entity has no field for, such as an order's key_id); undefined when the row does not exist. */
  async lookup(mode: Mode, id: string, column: LookupColumn): Promise<string | null | undefined> {
    const { kind } = this;
    if (!lookupsOf(kind).includes(column as never)) throw new Error(`${kind} has no lookup column ${column}`);
    const row = await this.sql.get<Record<string, string | null>>(
      text(`lookup:${kind}:${column}`, () => `SELECT ${column} AS value FROM ${kind} WHERE id = ? AND mode = ?`),
      [id, mode],
    );
    return row === undefined ? undefined : (row.value ?? null);
  }

  /** The entity's stored JSON text, to send as it is. */
  async getData(mode: Mode, id: string): Promise<string | undefined> {
    const { kind } = this;
    const row = await this.sql.get<{ data: string }>(
      text(`get-data:${kind}`, () => `SELECT data FROM ${kind} WHERE id = ? AND mode = ?`),
      [id, mode],
    );
    return row?.data;
  }

  getVersioned(mode: Mode, id: string): Promise<Versioned<T> | undefined> {
    return this.getRow(mode, id, false);
  }

  getForUpdate(mode: Mode, id: string): Promise<Versioned<T> | undefined> {
    return this.getRow(mode, id, true);
  }

  private async getRow(mode: Mode, id: string, lock: boolean): Promise<Versioned<T> | undefined> {
    const { kind } = this;
    // PostgreSQL: the row lock waits for a concurrent writer; SQLite's one writer already serialises them
    const forUpdate = lock && this.sql.engine === 'postgres';
    const row = await this.sql.get<{ data: string; version: number | bigint }>(
      text(`get-row:${kind}:${forUpdate}`, () => `SELECT data, version FROM ${kind} WHERE id = ? AND mode = ?${forUpdate ? ' FOR UPDATE' : ''}`),
      [id, mode],
    );
    return row ? { entity: JSON.parse(row.data) as T, version: Number(row.version) } : undefined;
  }

  async list(mode: Mode, query: ListQuery = {}): Promise<T[]> {
    return (await this.listData(mode, query)).map((data) => JSON.parse(data) as T);
  }

  /** A page's stored JSON texts, newest first, to send as they are. */
  async listData(mode: Mode, query: ListQuery = {}): Promise<string[]> {
    const { kind } = this;
    const where = listWhere(kind, mode, query);
    const { count, skip } = pageOf(kind, query);
    // a read on SQLite: a deep page starts from the nearest anchor (list-anchors.ts) when the list has them
    if (this.lists && !this.lists.changes && anchorable(query)) {
      const page = this.lists.anchors.page<string>(kind, 'status', ['data'], mode, { filter: query.status, from: query.from, to: query.to, count, skip }, true);
      if (page) return page;
    }
    // one walk of the list-order index for the first pages, a deferred join for deep ones (sql.ts listPageSql); the list-order index holds status (migrations.ts createListIndex)
    const select = text(`list:${kind}:${listPageShape(skip)}:${where.sql}`, () => listPageSql(kind, ['data'], where.sql, skip));
    return this.sql.column<string>(select, [...where.values, count, skip]);
  }

  async update(mode: Mode, entity: T, options: UpdateOptions = {}): Promise<boolean> {
    const { kind } = this;
    checkLookups(kind, options.lookups);
    const set: string[] = ['status = ?', 'data = ?', 'due_at = ?', 'version = version + 1'];
    const values: SqlValue[] = [statusOf(entity), JSON.stringify(entity), this.dueAt(entity)];
    for (const column of lookupsOf(kind)) {
      // an absent field leaves the column alone
      const value = lookupValue(column, entity, options.lookups);
      if (value === undefined) continue;
      set.push(`${column} = ?`);
      values.push(value);
    }
    const cond = condition(options);
    const changes = this.lists?.changes;
    // the status it had, when a list's anchors must hear of a change of it (a status the condition fixes is known)
    let was: string | null | undefined;
    if (changes && this.lists?.anchors.watches(kind, mode)) {
      const expected = options.expectStatus;
      if (expected === null || typeof expected === 'string') was = expected;
      else {
        const select = text(`status:${kind}`, () => `SELECT status FROM ${kind} WHERE id = ? AND mode = ?`);
        was = (await this.sql.get<{ status: string | null }>(select, [entity.id, mode]))?.status;
      }
    }
    const update = text(`update:${kind}:${set.join()}:${cond.sql}`, () => `UPDATE ${kind} SET ${set.join(', ')} WHERE id = ? AND mode = ?${cond.sql}`);
    try {
      const updated = (await this.sql.run(update, [...values, entity.id, mode, ...cond.values])) === 1;
      const is = statusOf(entity);
      if (updated && was !== undefined && was !== is)
        changes?.push({ table: kind, mode, created_at: createdAt(kind, entity), id: entity.id, before: was, after: is });
      return updated;
    } catch (error) {
      // e.g. an invoice's receipt changed to one another invoice holds. On PostgreSQL the
      // transaction is aborted by now; the caller can only roll back and answer.
      if (isUniqueViolation(error)) throw new UniqueViolationError(kind, uniqueOf(kind) ?? 'id');
      throw error;
    }
  }

  async listDue(mode: Mode, now: number, count: number, after?: DueRow): Promise<DueRow[]> {
    const { kind } = this;
    // served by (mode, due_at, id) WHERE due_at IS NOT NULL (migrations.ts): only due rows are read
    const select = after
      ? text(
          `due-after:${kind}`,
          () =>
            `SELECT id, due_at FROM ${kind} WHERE mode = ? AND due_at <= ? AND due_at >= ? AND (due_at > ? OR (due_at = ? AND id > ?)) ORDER BY due_at, id LIMIT ?`,
        )
      : text(`due:${kind}`, () => `SELECT id, due_at FROM ${kind} WHERE mode = ? AND due_at <= ? ORDER BY due_at, id LIMIT ?`);
    // `due_at >= ?` repeats the cursor's bound outside the OR, where an index range can start from it
    const values: SqlValue[] = after ? [mode, now, after.due_at, after.due_at, after.due_at, after.id, count] : [mode, now, count];
    const rows = await this.sql.all<{ id: string; due_at: number | string }>(select, values);
    return rows.map((r) => ({ id: r.id, due_at: Number(r.due_at) }));
  }

  async reschedule(mode: Mode, id: string, dueAt: number | null, expectVersion: number): Promise<boolean> {
    const { kind } = this;
    const update = text(`reschedule:${kind}`, () => `UPDATE ${kind} SET due_at = ? WHERE id = ? AND mode = ? AND version = ?`);
    return (await this.sql.run(update, [dueAt, id, mode, expectVersion])) === 1;
  }

  async deleteCreatedThrough(mode: Mode, through: number, limit: number): Promise<number> {
    const { kind } = this;
    // a walk of the list index from its oldest end, then the rows by id
    const select = text(`oldest-through:${kind}`, () => `SELECT id FROM ${kind} WHERE mode = ? AND created_at <= ? ORDER BY created_at, id LIMIT ?`);
    const ids = await this.sql.column<string>(select, [mode, through, limit]);
    if (ids.length === 0) return 0;
    const changes = this.lists?.changes;
    if (changes) {
      // each row's place in list order, for the anchors (list-anchors.ts)
      const gone = await this.sql.all<{ id: string; created_at: number | bigint; status: string | null }>(
        `DELETE FROM ${kind} WHERE mode = ? AND id IN (${placeholders(ids.length)}) RETURNING id, created_at, status`,
        [mode, ...ids],
      );
      for (const row of gone) changes.push({ table: kind, mode, created_at: Number(row.created_at), id: row.id, before: row.status, after: undefined });
      return gone.length;
    }
    return this.sql.run(`DELETE FROM ${kind} WHERE mode = ? AND id IN (${placeholders(ids.length)})`, [mode, ...ids]);
  }

  async delete(mode: Mode, id: string, c?: Condition): Promise<boolean> {
    const { kind } = this;
    const cond = condition(c);
    const changes = this.lists?.changes;
    if (changes) {
      // the row's place in list order, for the anchors (list-anchors.ts)
      const del = text(`delete-returning:${kind}:${cond.sql}`, () => `DELETE FROM ${kind} WHERE id = ? AND mode = ?${cond.sql} RETURNING created_at, status`);
      const row = await this.sql.get<{ created_at: number | bigint; status: string | null }>(del, [id, mode, ...cond.values]);
      if (row) changes.push({ table: kind, mode, created_at: Number(row.created_at), id, before: row.status, after: undefined });
      return row !== undefined;
    }
    const del = text(`delete:${kind}:${cond.sql}`, () => `DELETE FROM ${kind} WHERE id = ? AND mode = ?${cond.sql}`);
    return (await this.sql.run(del, [id, mode, ...cond.values])) === 1;
  }
}
