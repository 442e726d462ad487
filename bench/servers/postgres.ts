/**
 * A fresh PostgreSQL database per run for the PostgreSQL gateway (created on the given server,
 * dropped at the end), and the pids of the backends serving it: their CPU is the gateway's
 * work done in the database, which the gateway process's own CPU time does not include.
 * The backends are readable in /proc only when PostgreSQL runs on this machine, in this pid
 * namespace; otherwise database CPU is not reported.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

export interface BenchDatabase {
  /** PAISA_DATABASE_URL for the gateway */
  url: string;
  name: string;
  serverVersion: string;
  /** pids of the backends connected to this database, when /proc shows them */
  backendPids(): Promise<number[]>;
  /** drops the database (after the gateway has stopped) and closes the admin connection */
  drop(): Promise<void>;
}

/** `{ skipped: reason }` when the server cannot be reached or refuses to create the database */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase | { skipped: string }> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { skipped: `PostgreSQL unreachable at ${redact(adminUrl)}: ${error instanceof Error ? error.message || error.name : String(error)}` };
  }
  admin.on('error', () => undefined);
  const name = `paisa_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { skipped: `could not create a database on ${redact(adminUrl)}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { rows } = await admin.query<{ v: string }>('select version() as v');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    serverVersion: rows[0]?.v ?? 'unknown',
    async backendPids() {
      const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
      return rows.map((r) => r.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
    },
    async drop() {
      try {
        await admin.query(`drop database if exists "${name}"`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    },
  };
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '[unparseable URL]';
  }
}
