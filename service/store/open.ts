/**
 * Picks the engine: PostgreSQL when a database URL is configured (PAISA_DATABASE_URL),
 * otherwise the SQLite file `<dataDir>/paisa.sqlite`. Migrations run before it returns.
 */
import { join } from 'node:path';
import { type Clock, systemClock } from '../clock.js';
import type { Store } from './store.js';

export const SQLITE_FILE_NAME = 'paisa.sqlite';

export interface OpenStoreOptions {
  dataDir: string;
  databaseUrl?: string;
  clock?: Clock;
  /** PostgreSQL only: schema to use (tests) */
  schema?: string;
}

/** Each engine, and the driver it needs, is loaded only when it is the one configured. */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const clock = options.clock ?? systemClock;
  if (options.databaseUrl) {
    const { openPostgresStore } = await import('./postgres.js');
    return openPostgresStore({ url: options.databaseUrl, clock, schema: options.schema });
  }
  const { openSqliteStore } = await import('./sqlite.js');
  return openSqliteStore({ file: join(options.dataDir, SQLITE_FILE_NAME), clock });
}

export type { EntityKind, EntityRepository, ListQuery, Lookups, Mode, Store, Tx, Versioned } from './store.js';
export { UniqueViolationError } from './store.js';
