/**
 * An acknowledged invoice survives kill -9 of the gateway under load, on both engines.
 *
 * Each round starts the gateway as `npm start` does (service/start.mjs) on the same storage,
 * first checks through the API that every invoice the previous round acknowledged (200 to
 * POST /v1/invoices) is there, then puts 50 connections of POST /v1/invoices on it and kills it
 * with SIGKILL after a random 100-400 ms, while group commits are under way (service/store/
 * sqlite.ts: answers wait for the commit and the fsync that carry them). Any answer sent before
 * its commit would show up as a missing invoice after the restart.
 *
 * Rounds: PAISA_KILL_ROUNDS (default 3) on SQLite, a fifth of that (at least 2) on PostgreSQL;
 * `npm run test:durability` runs 100 and 20.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';
import { makeTempDir } from '../support/temp-dir.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Math.max(1, Number(process.env.PAISA_KILL_ROUNDS ?? 3));
const PG_ROUNDS = Math.max(2, Math.ceil(ROUNDS / 5));
const CONNECTIONS = 50;
const KEY_ID = 'paisa_test_KillTest000000';
const KEY_SECRET = 'kill-test-secret-0123456789';
const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
const BODY = JSON.stringify({
  type: 'link',
  currency: 'INR',
  amount: 50_000,
  description: 'Kill test',
  customer: { name: 'Asha Rao', contact: '+919876543210', email: 'asha@example.com' },
});

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<NodeJS.Signals | null>;
}

/** The gateway on this storage, once it prints where it listens. */
async function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['service/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PAISA_TEST_KEY_ID: KEY_ID, PAISA_TEST_KEY_SECRET: KEY_SECRET, PAISA_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  let stderr = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${stderr}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', () => reject(new Error(`gateway exited: ${stderr}`)));
  });
  return { child, port, exited };
}

function call(agent: Agent, port: number, method: string, pathname: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: '127.0.0.1', port, method, path: pathname, headers: { authorization: AUTH, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs invoices on 50 connections until the gateway dies; the ids it acknowledged. */
async function loadUntilKilled(running: Running): Promise<string[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const acknowledged: string[] = [];
  const killAfterMs = 100 + Math.floor(Math.random() * 300);
  const killer = setTimeout(() => running.child.kill('SIGKILL'), killAfterMs);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (;;) {
        let answer: { status: number; text: string };
        try {
          answer = await call(agent, running.port, 'POST', '/v1/invoices', BODY);
        } catch {
          return; // the connection died with the gateway
        }
        expect(answer.status, answer.text).toBe(200);
        acknowledged.push((JSON.parse(answer.text) as { id: string }).id);
      }
    }),
  );
  clearTimeout(killer);
  agent.destroy();
  expect(await running.exited).toBe('SIGKILL');
  return acknowledged;
}

/** The acknowledged ids the restarted gateway does not find. */
async function missing(running: Running, ids: readonly string[]): Promise<string[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const lost: string[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    await Promise.all(
      ids.slice(i, i + 10).map(async (id) => {
        const { status } = await call(agent, running.port, 'GET', `/v1/invoices/${id}`);
        if (status !== 200) lost.push(id);
      }),
    );
  }
  agent.destroy();
  return lost;
}

async function killRounds(rounds: number, env: Record<string, string>): Promise<void> {
  let previous: string[] = [];
  let total = 0;
  for (let round = 0; round <= rounds; round++) {
    const running = await start(env);
    try {
      expect(await missing(running, previous), `acknowledged before kill ${round} and lost`).toEqual([]);
      if (round === rounds) break;
      previous = await loadUntilKilled(running);
      total += previous.length;
    } finally {
      if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
      await running.exited;
    }
  }
  // the rounds did put load on the gateway
  expect(total).toBeGreaterThan(rounds);
}

describe('kill -9 under load', () => {
  it(
    `SQLite: every acknowledged invoice is there after each of ${ROUNDS} kills`,
    async () => {
      const dir = makeTempDir('paisa-kill-');
      try {
        await killRounds(ROUNDS, { PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' });
      } finally {
        dir.cleanup();
      }
    },
    120_000 + ROUNDS * 10_000,
  );

  const database = `paisa_kill_${process.pid}`;
  afterAll(async () => {
    if (!PG_TEST_URL) return;
    const admin = new pg.Client({ connectionString: PG_TEST_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it.skipIf(!PG_TEST_URL)(
    `PostgreSQL: every acknowledged invoice is there after each of ${PG_ROUNDS} kills${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`,
    async () => {
      const admin = new pg.Client({ connectionString: PG_TEST_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(PG_TEST_URL!);
      url.pathname = `/${database}`;
      await killRounds(PG_ROUNDS, { PAISA_DATABASE_URL: url.toString() });
    },
    120_000 + PG_ROUNDS * 10_000,
  );
});
