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
