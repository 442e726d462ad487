/**
 * The storage engines every store-level suite runs over (one suite, many implementations):
 * SQLite in a temp dir always, PostgreSQL in a fresh schema when PAISA_TEST_DATABASE_URL is
 * set. A fixture can open several store instances on the same storage, to test concurrency
 * between processes and reopening after close.
 */
import { describe } from 'vitest';
import type { Clock } from '../../service/clock.js';
import { systemClock } from '../../service/clock.js';
import { openPostgresStore } from '../../service/store/postgres.js';
import { openSqliteStore } from '../../service/store/sqlite.js';
import type { Engine, Store } from '../../service/store/store.js';
import { dropSchema, freshSchemaName, PG_SKIP_REASON, PG_TEST_URL } from './postgres.js';
import { makeTempDir } from './temp-dir.js';

export interface StoreFixture {
  /** a new store instance on this fixture's storage (closed by cleanup) */
  open(clock?: Clock): Promise<Store>;
  /** the SQLite file, for child processes (undefined on PostgreSQL) */
  readonly sqliteFile?: string;
  /** closes every instance opened, then removes the storage */
  cleanup(): Promise<void>;
}

export interface EngineUnderTest {
  name: Engine;
  skipReason?: string;
  fixture(): Promise<StoreFixture>;
}

function sqliteEngine(): EngineUnderTest {
  return {
    name: 'sqlite',
    async fixture() {
      const dir = makeTempDir('paisa-store-');
      const file = `${dir.path}/paisa.sqlite`;
      const opened: Store[] = [];
      return {
        sqliteFile: file,
        async open(clock = systemClock) {
          const store = await openSqliteStore({ file, clock });
          opened.push(store);
          return store;
        },
        async cleanup() {
          for (const store of opened) await store.close();
          dir.cleanup();
        },
      };
    },
  };
}

function postgresEngine(): EngineUnderTest {
  return {
    name: 'postgres',
    skipReason: PG_TEST_URL ? undefined : PG_SKIP_REASON,
    async fixture() {
      const url = PG_TEST_URL!;
      const schema = freshSchemaName();
      const opened: Store[] = [];
      return {
        async open(clock = systemClock) {
          const store = await openPostgresStore({ url, schema, clock });
          opened.push(store);
          return store;
        },
        async cleanup() {
          for (const store of opened) await store.close();
          await dropSchema(url, schema);
        },
      };
    },
  };
}

export const ENGINES: readonly EngineUnderTest[] = [sqliteEngine(), postgresEngine()];

/**
 * `describe` for one engine, or a visible skip with the reason printed (never silent):
 * "skipping PostgreSQL store suite: PAISA_TEST_DATABASE_URL not set".
 */
export function describeEngine(suite: string, engine: EngineUnderTest, body: () => void): void {
  const title = `${suite} [${engine.name}]`;
  if (engine.skipReason) {
    console.warn(`skipping ${engine.name === 'postgres' ? 'PostgreSQL' : engine.name} ${suite}: ${engine.skipReason}`);
    describe.skip(`${title} (skipped: ${engine.skipReason})`, body);
    return;
  }
  describe(title, body);
}
