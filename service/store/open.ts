/**
 * Picks the engine: PostgreSQL when a database URL is configured (PAISA_DATABASE_URL),
 * otherwise the SQLite file `<dataDir>/paisa.sqlite`. Migrations run before it returns.
 */
import { join } from 'node:path';
import { type Clock, systemClock } from '../clock.js';
import { openPostgresStore } from './postgres.js';
import { openSqliteStore } from './sqlite.js';
import type { Store } from './store.js';

export const SQLITE_FILE_NAME = 'paisa.sqlite';

export interface OpenStoreOptions {
  dataDir: string;
  databaseUrl?: string;
  clock?: Clock;
  /** PostgreSQL only: schema to use (tests) */
  schema?: string;
}

export function openStore(options: OpenStoreOptions): Promise<Store> {
  const clock = options.clock ?? systemClock;
  if (options.databaseUrl) return openPostgresStore({ url: options.databaseUrl, clock, schema: options.schema });
  return openSqliteStore({ file: join(options.dataDir, SQLITE_FILE_NAME), clock });
}

export type { EntityKind, EntityRepository, ListQuery, Lookups, Mode, Store, Tx, Versioned } from './store.js';
export { UniqueViolationError } from './store.js';
