/**
 * PostgreSQL for tests: each run gets its own schema (selected through search_path), so
 * parallel test files and parallel CI jobs on one server never see each other's rows; the
 * schema is dropped afterwards. Runs only when PAISA_TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_TEST_URL: string | undefined = process.env.PAISA_TEST_DATABASE_URL || undefined;
export const PG_SKIP_REASON = 'PAISA_TEST_DATABASE_URL not set';

export function freshSchemaName(): string {
  return `paisa_t${process.pid}_${randomBytes(5).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`refusing to drop schema ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Migrated schemas a stopped gateway handed back, emptied to what the migrations left, for the
 * next gateway of the same test file (test/support/gateway.ts): migrating a fresh schema is most
 * of a PostgreSQL gateway's start (2-3 s on a 2-core machine; SQLite's whole start is 0.2 s),
 * emptying one a fraction of it. What the next gateway finds is what a fresh migration leaves:
 * the tables, indexes and migration bookkeeping, and the rows the migrations wrote, each table
 * restored to its rows as they were right after the first migration. The pool is per test
 * file (module state; vitest isolates files); test/support/setup.ts drops it after each file.
 */
const pooled: string[] = [];
/** per schema: the rows of each table right after its migration (json), for the tables that had any */
const migratedRows = new Map<string, Map<string, string>>();
/** Kysely's migration bookkeeping: kept as it is, so the next store's migration finds nothing to do */
const BOOKKEEPING = ['kysely_migration', 'kysely_migration_lock'];

async function withClient<R>(url: string, fn: (client: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function tablesOf(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('select tablename as name from pg_catalog.pg_tables where schemaname = $1 order by tablename', [
    schema,
  ]);
  return rows.map((r) => r.name).filter((name) => !BOOKKEEPING.includes(name));
}

/** A migrated schema from the pool (`fresh: false`), or a new name to migrate. */
export function takeSchema(): { schema: string; fresh: boolean } {
  const schema = pooled.pop();
  return schema ? { schema, fresh: false } : { schema: freshSchemaName(), fresh: true };
}

/** Records what a schema holds right after its first migration (before anything else wrote to it). */
export async function rememberMigrated(url: string, schema: string): Promise<void> {
  if (migratedRows.has(schema)) return;
  const rows = new Map<string, string>();
  await withClient(url, async (client) => {
    for (const table of await tablesOf(client, schema)) {
      const { rows: got } = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from "${schema}"."${table}" t`);
      if (got[0]?.rows) rows.set(table, got[0].rows);
    }
  });
  migratedRows.set(schema, rows);
}

/**
 * Empties a schema its gateway has stopped using back to what its migration left and pools it;
 * a schema whose migration was not recorded, or that cannot be emptied, is dropped instead.
 */
export async function releaseSchema(url: string, schema: string): Promise<void> {
  const rows = migratedRows.get(schema);
  if (!rows || !/^[a-z_][a-z0-9_]*$/.test(schema)) return dropSchema(url, schema);
  try {
    await withClient(url, async (client) => {
      const tables = await tablesOf(client, schema);
      await client.query('begin');
      // DELETE, not TRUNCATE: TRUNCATE gives every table and index a new file, as costly as making them;
      // foreign keys are not checked while emptying (the rows all go)
      await client.query('set local session_replication_role = replica');
      for (const table of tables) await client.query(`delete from "${schema}"."${table}"`);
      for (const [table, json] of rows) {
        await client.query(`insert into "${schema}"."${table}" select * from json_populate_recordset(null::"${schema}"."${table}", $1::json)`, [json]);
      }
      await client.query('commit');
    });
    pooled.push(schema);
  } catch {
    migratedRows.delete(schema);
    await dropSchema(url, schema);
  }
}

/** Drops the pooled schemas (after each test file). */
export async function drainSchemaPool(): Promise<void> {
  if (!PG_TEST_URL) return;
  for (const schema of pooled.splice(0)) {
    migratedRows.delete(schema);
    await dropSchema(PG_TEST_URL, schema);
  }
}
