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
