/**
 * Picks the engine: PostgreSQL when a database URL is configured (PAISA_DATABASE_URL),
 * otherwise the SQLite file `<dataDir>/paisa.sqlite`. Migrations run before it returns.
 */
import { join } from 'node:path';
import { type Clock, systemClock } from '../clock.js';
import type { Schedules, Store } from './store.js';

export const SQLITE_FILE_NAME = 'paisa.sqlite';

export interface OpenStoreOptions {
  dataDir: string;
  databaseUrl?: string;
  clock?: Clock;
  /** PostgreSQL only: schema to use (tests) */
  schema?: string;
  /** PostgreSQL only: how long to wait for the database to accept connections (default 0: fail at once) */
  waitSeconds?: number;
  /** PostgreSQL only: told of each failed attempt while waiting */
  onWaiting?: (message: string) => void;
  /** the service's schedules (service/schedules.ts) */
  schedules?: Schedules;
}

/** Each engine, and the driver it needs, is loaded only when it is the one configured. */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const clock = options.clock ?? systemClock;
  if (options.databaseUrl) {
    const { openPostgresStore } = await import('./postgres.js');
    return openPostgresStore({
      url: options.databaseUrl,
      clock,
      ...(options.schema !== undefined ? { schema: options.schema } : {}),
      ...(options.waitSeconds !== undefined ? { waitSeconds: options.waitSeconds } : {}),
      ...(options.onWaiting ? { onWaiting: options.onWaiting } : {}),
      ...(options.schedules ? { schedules: options.schedules } : {}),
    });
  }
  const { openSqliteStore } = await import('./sqlite.js');
  return openSqliteStore({ file: join(options.dataDir, SQLITE_FILE_NAME), clock, ...(options.schedules ? { schedules: options.schedules } : {}) });
}

export type { EntityKind, EntityRepository, ListQuery, Lookups, Mode, Schedules, Store, Tx, Versioned } from './store.js';
export { UniqueViolationError } from './store.js';
