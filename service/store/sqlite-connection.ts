/**
 * One better-sqlite3 connection as `Sql`: each statement text is prepared on first use and
 * kept, so a request pays for running its statements, never for compiling them again.
 * better-sqlite3 is synchronous; the async signature is the store's contract (PostgreSQL is not).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Sql, SqlValue, SyncSql } from './sql.js';

/**
 * `LIMIT ?` as `LIMIT (? + 0)`. SQLite's planner reads the value bound to a bare LIMIT parameter,
 * which marks the statement to be compiled again each time that parameter is bound
 * (https://www.sqlite.org/c3ref/prepare.html, the third advantage of prepare_v2): measured here,
 * a one-row list costs 19 µs instead of 4. An expression is not read by the planner.
 */
function withOpaqueLimit(text: string): string {
  return text.replace(/\bLIMIT \?/g, 'LIMIT (? + 0)');
}

/** The connection's statements, run at once (better-sqlite3 is synchronous). */
export function syncSql(db: BetterSqlite3.Database): SyncSql {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const plucked = new Map<string, BetterSqlite3.Statement>();
  const prepare = (text: string, cache = statements, pluck = false): BetterSqlite3.Statement => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(withOpaqueLimit(text));
      if (pluck) statement.pluck();
      cache.set(text, statement);
    }
    return statement;
  };
  return {
    all: <R>(text: string, params: readonly SqlValue[] = []) => prepare(text).all(...params) as R[],
    column: <R>(text: string, params: readonly SqlValue[] = []) => prepare(text, plucked, true).all(...params) as R[],
    get: <R>(text: string, params: readonly SqlValue[] = []) => prepare(text).get(...params) as R | undefined,
    run: (text: string, params: readonly SqlValue[] = []) => prepare(text).run(...params).changes,
  };
}

/** `syncSql` behind the store's asynchronous contract (`sync`: one made already, to share its statements). */
export function sqliteSql(db: BetterSqlite3.Database, sync: SyncSql = syncSql(db)): Sql {
  return {
    engine: 'sqlite',
    async all<R>(text: string, params?: readonly SqlValue[]) {
      return sync.all<R>(text, params);
    },
    async column<R>(text: string, params?: readonly SqlValue[]) {
      return sync.column<R>(text, params);
    },
    async get<R>(text: string, params?: readonly SqlValue[]) {
      return sync.get<R>(text, params);
    },
    async run(text: string, params?: readonly SqlValue[]) {
      return sync.run(text, params);
    },
  };
}

/** A statement run at once on a connection (BEGIN, COMMIT, SAVEPOINT...), prepared once. */
export function statementRunner(db: BetterSqlite3.Database): (text: string) => void {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    statement.run();
  };
}
