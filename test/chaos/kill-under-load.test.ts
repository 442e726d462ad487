/**
 * An acknowledged invoice survives kill -9 of the gateway under load, on both engines.
 *
 * Each round starts the gateway as `npm start` does (service/start.mjs) on the same storage,
 * first checks through the API that every invoice the previous round acknowledged (200 to
 * POST /v1/invoices) is there, then puts 50 connections of POST /v1/invoices on it and kills it
 * with SIGKILL a random 100-400 ms after its first answer, while group commits are under way
 * (service/store/sqlite.ts: answers wait for the commit and the fsync that carry them). Any
 * answer sent before its commit would show up as a missing invoice after the restart.
 *
 * Rounds: PAISA_KILL_ROUNDS (default 15; `npm run chaos` 100) on SQLite, a third of that on
 * PostgreSQL: 20 kills in `npm run test:all`, 134 in `npm run chaos`.
 */
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';
import { makeTempDir } from '../support/temp-dir.js';
import { call, FULL, freshDatabase, invoiceBody, type Running, startGateway, stopGateway } from './gateway-process.js';

const ROUNDS = Math.max(1, Number(process.env.PAISA_KILL_ROUNDS ?? (FULL ? 100 : 15)));
const PG_ROUNDS = Math.max(2, Math.ceil(ROUNDS / 3));
const CONNECTIONS = 50;
const BODY = invoiceBody('Kill test');

/**
 * POSTs invoices on 50 connections until the gateway dies; the ids it acknowledged. The kill
 * comes 100-400 ms after the first acknowledgement, not after the start of the load: a gateway
 * just started on a busy machine can take longer than that to answer its first request (its
 * code is cold, its pool empty), and a kill before any commit would test nothing.
 */
async function loadUntilKilled(running: Running): Promise<string[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const acknowledged: string[] = [];
  const killAfterMs = 100 + Math.floor(Math.random() * 300);
  let killer: NodeJS.Timeout | undefined;
  let unanswered = false;
  const stall = setTimeout(() => {
    unanswered = true;
    running.child.kill('SIGKILL');
  }, 30_000);
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
        killer ??= setTimeout(() => running.child.kill('SIGKILL'), killAfterMs);
      }
    }),
  );
  clearTimeout(killer);
  clearTimeout(stall);
  expect(unanswered, 'the gateway acknowledged nothing in 30 s').toBe(false);
  agent.destroy();
  expect(await running.exited).toBe('SIGKILL');
  kills++;
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

let kills = 0;
let acknowledgedInAll = 0;

async function killRounds(rounds: number, env: Record<string, string>): Promise<void> {
  let previous: string[] = [];
  let total = 0;
  for (let round = 0; round <= rounds; round++) {
    const running = await startGateway(env);
    try {
      expect(await missing(running, previous), `acknowledged before kill ${round} and lost`).toEqual([]);
      if (round === rounds) break;
      previous = await loadUntilKilled(running);
      total += previous.length;
    } finally {
      await stopGateway(running);
    }
  }
  acknowledgedInAll += total;
  // the rounds did put load on the gateway
  expect(total).toBeGreaterThan(rounds);
}

describe('kill -9 under load', () => {
  afterAll(() => {
    console.log(`kill -9 under load: ${kills} kills, ${acknowledgedInAll} invoices acknowledged, 0 lost`);
  });

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

  it.skipIf(!PG_TEST_URL)(
    `PostgreSQL: every acknowledged invoice is there after each of ${PG_ROUNDS} kills${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`,
    async () => {
      const db = await freshDatabase('paisa_kill');
      try {
        await killRounds(PG_ROUNDS, { PAISA_DATABASE_URL: db?.url ?? '' });
      } finally {
        await db?.drop();
      }
    },
    120_000 + PG_ROUNDS * 10_000,
  );
});
