/**
 * The scale-out engine: PostgreSQL through pg, so several stateless gateway processes can
 * share one database. Transactions are READ COMMITTED on one pooled connection; races are
 * settled by row locks (SELECT ... FOR UPDATE) and conditional UPDATEs, whose WHERE clause
 * PostgreSQL re-checks against the committed row after waiting for a concurrent writer.
 */

import { type DatabaseIntrospector, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Clock } from '../clock.js';
import { kyselyStore } from './kysely-store.js';
import { migrate } from './migrations.js';
import { CurrentSchemaIntrospector } from './pg-introspector.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';

export interface PostgresStoreOptions {
  /** postgres://user@host:port/database */
  url: string;
  clock: Clock;
  /** run in this schema (created when missing) instead of the URL's default search_path; tests use one per run */
  schema?: string;
  /** pool size (default 10) */
  maxConnections?: number;
}

const INT8_OID = 20;

// bigint (int8) columns arrive from pg as strings by default; every bigint here is a Unix time
// or a count well inside Number's safe range, so parse them to numbers for this pool only.
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`bigint ${value} is outside the safe integer range`);
  return n;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** PostgresDialect whose introspection stays inside the current schema (see pg-introspector.ts). */
class SchemaScopedPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

export function isSafeSchemaName(schema: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/.test(schema);
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  if (options.schema !== undefined && !isSafeSchemaName(options.schema)) {
    throw new Error(`invalid schema name ${JSON.stringify(options.schema)}`);
  }
  if (options.schema) {
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${options.schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }) });

  try {
    // the schema unqualified names resolve to: the one given, or the URL's search_path default
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL: no current schema (is search_path empty?)');
    await migrate(db, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  return kyselyStore(
    {
      engine: 'postgres',
      db,
      async begin(conn, readOnly) {
        await (readOnly ? sql`begin read only` : sql`begin`).execute(conn);
      },
      close: () => db.destroy(),
    },
    options.clock,
  );
}
