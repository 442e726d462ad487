/**
 * A database connection as the repositories see it: SQL written once, with `?` placeholders,
 * and prepared once per connection (SQLite statements; PostgreSQL named statements), so the
 * hot path pays for running SQL, not for building it. Both engines take the same text; the
 * PostgreSQL side numbers the placeholders (`$1`...) once per statement.
 */
export type Engine = 'sqlite' | 'postgres';

/** Bytes (Uint8Array, Buffer) only for uploaded files (document_contents). */
export type SqlValue = string | number | bigint | null | Uint8Array;

export interface Sql {
  readonly engine: Engine;
  /** Every row the statement returns. */
  all<R>(text: string, params?: readonly SqlValue[]): Promise<R[]>;
  /** The first column of every row (no row objects made: the cheapest read of many values). */
  column<R>(text: string, params?: readonly SqlValue[]): Promise<R[]>;
  /** The first row, or undefined. */
  get<R>(text: string, params?: readonly SqlValue[]): Promise<R | undefined>;
  /** Runs a statement that returns no rows; resolves to the number of rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
}

/** One SQLite connection's statements, run at once (better-sqlite3 is synchronous: nothing else runs between two of them unless the caller yields). */
export interface SyncSql {
  all<R>(text: string, params?: readonly SqlValue[]): R[];
  column<R>(text: string, params?: readonly SqlValue[]): R[];
  get<R>(text: string, params?: readonly SqlValue[]): R | undefined;
  run(text: string, params?: readonly SqlValue[]): number;
}

/** SQLite SQLITE_CONSTRAINT_UNIQUE / SQLITE_CONSTRAINT_PRIMARYKEY, PostgreSQL 23505 unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** `?` placeholders numbered for PostgreSQL (`$1`, `$2`...). The statements here never hold a `?` in a literal. */
export function numberPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** `?, ?, ?` for `count` values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** `(?, ?), (?, ?)` for a multi-row VALUES of `count` rows of `width` values. */
export function valueRows(count: number, width: number): string {
  const row = `(${placeholders(width)})`;
  return Array.from({ length: count }, () => row).join(', ');
}

/**
 * The WHERE clause every list starts with: one mode, and `created_at` within `from`..`to`
 * (inclusive, spec parameters From and To). Callers append their own conditions.
 */
export function modeWindow(mode: string, window: { from?: number; to?: number }, alias?: string): { sql: string; values: SqlValue[] } {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  let sql = `${column('mode')} = ?`;
  const values: SqlValue[] = [mode];
  if (window.from !== undefined) {
    sql += ` AND ${column('created_at')} >= ?`;
    values.push(window.from);
  }
  if (window.to !== undefined) {
    sql += ` AND ${column('created_at')} <= ?`;
    values.push(window.to);
  }
  return { sql, values };
}

/**
 * Up to this many skipped rows, a list page is read in one walk of the list-order index, each row
 * of the page read from the table as the walk reaches it. Deeper, the deferred join of
 * `listPageSql` walks the skipped rows in the index alone. Almost every list request asks for the
 * first page, where the one walk is the cheaper: 34 against 51 us a query on SQLite (200,000
 * payments, skip 0), and the same at skip 1,000; PostgreSQL would read every skipped row from the
 * table in the one walk, which this bound keeps to a hundred.
 */
export const DEFERRED_JOIN_FROM = 100;

/** Which of listPageSql's two statements serves a page that skips `skip` rows (a caller caching the text keys it by this). */
export function listPageShape(skip: number): 'first' | 'deep' {
  return skip < DEFERRED_JOIN_FROM ? 'first' : 'deep';
}

/**
 * A list page's SELECT of `columns` from `table`, newest first (`created_at DESC, id DESC`), where
 * `where` holds, with `LIMIT ? OFFSET ?` as its last two parameters. From `DEFERRED_JOIN_FROM`
 * skipped rows on, a deferred join: the rows the OFFSET passes over are walked in the list-order
 * index alone (only `id` and `created_at` are selected, so it is an index-only scan), and only the
 * page's rows are read from the table, by primary key. Selecting every column in such a walk made
 * PostgreSQL read every skipped row from the table (skip 100,000 of 200,000 invoices: 887 ms,
 * against 110 ms so).
 */
export function listPageSql(table: string, columns: readonly string[], where: string, skip: number): string {
  const order = 'ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?';
  if (listPageShape(skip) === 'first') return `SELECT ${columns.join(', ')} FROM ${table} WHERE ${where} ${order}`;
  const selected = columns.map((c) => `t.${c}`).join(', ');
  return `SELECT ${selected} FROM ${table} t JOIN (SELECT id, created_at FROM ${table} WHERE ${where} ${order}) p ON t.id = p.id ORDER BY p.created_at DESC, p.id DESC`;
}
