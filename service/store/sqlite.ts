/**
 * The embedded engine: one SQLite file through better-sqlite3.
 *
 * - WAL: readers never block the writer and the writer never blocks readers.
 * - synchronous=FULL: in WAL mode NORMAL may lose the last commits on power loss; FULL syncs
 *   the WAL on every commit, so an acknowledged write survives kill -9 and power loss.
 * - BEGIN IMMEDIATE: takes the write lock at the start of every write transaction, so two
 *   writers never both read and then deadlock upgrading (SQLite docs, "BEGIN TRANSACTION").
 * - better-sqlite3 is synchronous: a busy_timeout would block the whole event loop while
 *   another connection (another process, or a second store in this one) holds the lock. So
 *   BEGIN IMMEDIATE runs with busy_timeout 0 and is retried asynchronously; the normal
 *   busy_timeout covers the rare busy read or checkpoint.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { kyselyStore } from './kysely-store.js';
import { migrate } from './migrations.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';

export interface SqliteStoreOptions {
  /** path of the database file; its directory is created */
  file: string;
  clock: Clock;
  /** how long a write transaction waits for the lock before failing (default 10 s) */
  lockTimeoutMs?: number;
}

const BUSY_TIMEOUT_MS = 5000;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

export async function openSqliteStore(options: SqliteStoreOptions): Promise<Store> {
  mkdirSync(dirname(options.file), { recursive: true });
  const raw = new BetterSqlite3(options.file, { timeout: BUSY_TIMEOUT_MS });
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;

  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  return kyselyStore(
    {
      engine: 'sqlite',
      db,
      async begin(conn, readOnly) {
        if (readOnly) {
          raw.pragma('query_only = ON');
          await sql`begin`.execute(conn);
          return;
        }
        const deadline = Date.now() + lockTimeoutMs;
        raw.pragma('busy_timeout = 0');
        try {
          for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
            try {
              await sql`begin immediate`.execute(conn);
              return;
            } catch (error) {
              if (!isBusy(error) || Date.now() >= deadline) throw error;
              await sleep(wait);
            }
          }
        } finally {
          raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
        }
      },
      end(readOnly) {
        if (readOnly) raw.pragma('query_only = OFF');
      },
      close: () => db.destroy(),
    },
    options.clock,
  );
}
