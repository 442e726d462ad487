/**
 * What `bench:growth` reads from a gateway's store besides the API: how many invoices it holds
 * (for the deepest full page), whether the notification worker has sent what the fill queued,
 * the write-ahead log's size, and the bytes on disk per table. One implementation per engine:
 * SQLite reads the gateway's file (read-only, beside it), PostgreSQL its database over an admin
 * connection of its own.
 */
import { statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { BenchDatabase } from './servers/postgres.js';

export interface GrowthStore {
  invoices(): Promise<number>;
  /** notifications neither sent nor given up */
  waitingNotifications(): Promise<number>;
  /** the write-ahead log's size now: SQLite's -wal file; PostgreSQL's pg_wal folder (the server's, shared by its databases) */
  walBytes(): Promise<number>;
  /** the store's bytes on disk (SQLite: the file and its WAL; PostgreSQL: pg_database_size) */
  bytes(): Promise<number>;
  /**
   * PostgreSQL: ANALYZE, the statistics autovacuum would gather within its naptime of a fill
   * (https://www.postgresql.org/docs/15/routine-vacuuming.html#VACUUM-FOR-STATISTICS); the
   * milliseconds it took. SQLite keeps no planner statistics here: 0.
   */
  analyze(): Promise<number>;
  /** per table that grows with the fill, its rows and its bytes of rows and of indexes per pair, as Markdown lines */
  breakdown(pairs: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Waits (at most `limitMs`, asking every `pollMs`) until the notification worker has sent what the
 * load queued (two messages an invoice); the seconds waited and the messages still waiting (0 once
 * drained). Whatever is measured while it still works through them shares the machine, the event
 * loop and the database with it.
 */
export async function notificationsDrained(store: GrowthStore, limitMs: number, pollMs = 500): Promise<{ seconds: number; left: number }> {
  const started = performance.now();
  let left = await store.waitingNotifications();
  while (left > 0 && performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    left = await store.waitingNotifications();
  }
  return { seconds: (performance.now() - started) / 1000, left };
}

interface TableSize {
  tbl: string;
  rows: number;
  data: number;
  idx: number;
}

function table(sizes: readonly TableSize[], pairs: number, free: string): string[] {
  const lines = ['| table | rows per pair | bytes per pair: rows | indexes |', '|---|---|---|---|'];
  // the tables that grow with the fill: at least one row per 100 pairs
  for (const r of sizes.filter((r) => r.rows >= pairs / 100 && r.data + r.idx >= 4 * pairs))
    lines.push(`| ${r.tbl} | ${(r.rows / pairs).toFixed(2)} | ${Math.round(r.data / pairs)} | ${Math.round(r.idx / pairs)} |`);
  const total = sizes.reduce((sum, r) => sum + r.data + r.idx, 0);
  lines.push(`all tables and indexes: ${Math.round(total / pairs)} bytes per pair${free}`);
  return lines;
}

const fileSize = (f: string) => {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
};

/** The SQLite store in `file`; each call opens it read-only for the while it reads. */
export function sqliteGrowthStore(file: string): GrowthStore {
  const read = <T>(f: (db: BetterSqlite3.Database) => T): T => {
    const db = new BetterSqlite3(file, { readonly: true });
    try {
      return f(db);
    } finally {
      db.close();
    }
  };
  return {
    invoices: async () => read((db) => db.prepare('SELECT COUNT(*) FROM invoices').pluck().get() as number),
    waitingNotifications: async () =>
      read((db) => db.prepare('SELECT COUNT(*) FROM notifications WHERE sent_at IS NULL AND failed_at IS NULL').pluck().get() as number),
    walBytes: async () => fileSize(`${file}-wal`),
    analyze: async () => 0,
    bytes: async () => fileSize(file) + fileSize(`${file}-wal`),
    breakdown: async (pairs) =>
      read((db) => {
        // SQLite's dbstat table (https://www.sqlite.org/dbstat.html): every page, by the table or index it belongs to
        const sizes = db
          .prepare(
            `SELECT m.tbl_name AS tbl, SUM(CASE WHEN m.type = 'table' THEN s.pgsize ELSE 0 END) AS data, SUM(CASE WHEN m.type = 'index' THEN s.pgsize ELSE 0 END) AS idx,
                    SUM(CASE WHEN m.type = 'table' AND s.pagetype = 'leaf' THEN s.ncell ELSE 0 END) AS rows
               FROM dbstat s JOIN sqlite_schema m ON m.name = s.name GROUP BY m.tbl_name ORDER BY data + idx DESC`,
          )
          .all() as TableSize[];
        const free = (db.pragma('freelist_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
        return table(sizes, pairs, `; free pages: ${Math.round(free / pairs)}`);
      }),
    close: async () => undefined,
  };
}

/** The PostgreSQL database `database`, read over one connection of its own. */
export async function postgresGrowthStore(database: BenchDatabase): Promise<GrowthStore> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('error', () => undefined);
  const one = async (text: string): Promise<number> => Number((await client.query<{ n: string }>(text)).rows[0]?.n ?? 0);
  return {
    invoices: () => one('SELECT COUNT(*) AS n FROM invoices'),
    waitingNotifications: () => one('SELECT COUNT(*) AS n FROM notifications WHERE sent_at IS NULL AND failed_at IS NULL'),
    // pg_ls_waldir (https://www.postgresql.org/docs/15/functions-admin.html#FUNCTIONS-ADMIN-GENFILE): superuser or pg_monitor
    walBytes: () => one('SELECT COALESCE(SUM(size), 0) AS n FROM pg_ls_waldir()').catch(() => 0),
    bytes: () => one('SELECT pg_database_size(current_database()) AS n'),
    async analyze() {
      const started = performance.now();
      await client.query('ANALYZE');
      return Math.round(performance.now() - started);
    },
    async breakdown(pairs) {
      // row counts exact (the planner's reltuples is an estimate); sizes from the database object
      // size functions (https://www.postgresql.org/docs/15/functions-admin.html#FUNCTIONS-ADMIN-DBSIZE)
      const { rows: tables } = await client.query<{ tbl: string; data: string; idx: string }>(
        `SELECT c.relname AS tbl, pg_table_size(c.oid) AS data, pg_indexes_size(c.oid) AS idx
           FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace`,
      );
      const sizes: TableSize[] = [];
      for (const t of tables) {
        const [data, idx] = [Number(t.data), Number(t.idx)];
        // counted only where the table could be listed: a small table is in the total alone
        const rows = data + idx >= 4 * pairs ? await one(`SELECT COUNT(*) AS n FROM "${t.tbl}"`) : 0;
        sizes.push({ tbl: t.tbl, rows, data, idx });
      }
      sizes.sort((a, b) => b.data + b.idx - (a.data + a.idx));
      return table(sizes, pairs, '');
    },
    close: () => client.end(),
  };
}
