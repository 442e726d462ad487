/**
 * The gateway as `npm start` runs it (service/start.mjs), in a child process the chaos tests can
 * kill, signal or starve of its database, plus a bare HTTP caller that sees every status and
 * every broken connection as it is (the generated client would retry some of them away).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type Agent, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LONG_FORM } from '../support/long-form.js';
import { PG_TEST_URL } from '../support/postgres.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const KEY_ID = 'paisa_test_ChaosTest00000';
export const KEY_SECRET = 'chaos-test-secret-0123456789';
export const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

/** `npm run chaos` sets PAISA_CHAOS=full: the long form of every figure below. */
export const FULL = LONG_FORM;

/** A link invoice for a customer (POST /v1/invoices), the write the chaos tests count. */
export function invoiceBody(description: string): string {
  return JSON.stringify({
    type: 'link',
    currency: 'INR',
    amount: 50_000,
    description,
    customer: { name: 'Asha Rao', contact: '+919876543210', email: 'asha@example.com' },
  });
}

export interface Running {
  child: ChildProcess;
  port: number;
  /** the exit code, or the signal that ended it */
  exited: Promise<number | NodeJS.Signals | null>;
  stderr(): string;
}

/** The gateway on this storage, once it prints where it listens. */
export async function startGateway(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['service/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PAISA_TEST_KEY_ID: KEY_ID, PAISA_TEST_KEY_SECRET: KEY_SECRET, PAISA_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the log (stdout) is kept until the gateway listens, for the error of a failed start; then only drained
  let log = '';
  const keepLog = (chunk: Buffer): void => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keepLog);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${log}${stderr}`)), 60_000);
    const look = (): void => {
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.stderr?.off('data', look);
      child.stdout?.off('data', keepLog);
      child.stdout?.resume();
      resolve(Number(match[1]));
    };
    child.stderr?.on('data', look);
    child.on('exit', () => reject(new Error(`gateway exited: ${log}${stderr}`)));
  });
  return { child, port, exited, stderr: () => stderr };
}

/** Kills what is still running and waits for it. */
export async function stopGateway(running: Running): Promise<void> {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  await running.exited;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function call(
  agent: Agent | false,
  port: number,
  method: string,
  pathname: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: { authorization: AUTH, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A PostgreSQL database of its own for one test (dropped by the returned function), or undefined without PAISA_TEST_DATABASE_URL. */
export async function freshDatabase(name: string): Promise<{ url: string; database: string; drop(): Promise<void> } | undefined> {
  if (!PG_TEST_URL) return undefined;
  const database = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_TEST_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    database,
    async drop() {
      const client = new pg.Client({ connectionString: PG_TEST_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    },
  };
}
