/**
 * PostgreSQL connections dropped under load (pg_terminate_backend on every connection of the
 * gateway's database, as an administrator or a failover would) fail only the requests that were
 * using them, in the error shape; the process lives on and the pool replaces them.
 *
 * Each trial: 5 clients create invoices, each with its own Idempotency-Key, retrying the same key
 * on 503, on an idempotency_key_in_use 409 and on a broken connection as the generated client
 * does; the connections are terminated 100-300 ms in. Afterwards every acknowledged invoice is
 * there, no request got another answer, and the invoices number exactly the acknowledged ones.
 * Trials: 10 (PAISA_CHAOS=full: 50).
 */
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';
import { FULL, freshDatabase, type Running, startGateway, stopGateway } from './gateway-process.js';
import { createUntil, invoiceCount, lostOf, newFigures } from './idempotent-clients.js';

const TRIALS = FULL ? 50 : 10;
const CLIENTS = 5;

describe.skipIf(!PG_TEST_URL)(`PostgreSQL connections dropped under load${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let running: Running;
  beforeAll(async () => {
    db = await freshDatabase('paisa_chaos_drop');
    running = await startGateway({ PAISA_DATABASE_URL: db?.url ?? '' });
  }, 90_000);
  afterAll(async () => {
    if (running) await stopGateway(running);
    await db?.drop();
  });

  it(
    `${TRIALS} trials: the process lives, only the requests using a dropped connection fail (503), and no acknowledged invoice is lost or doubled`,
    async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
      const admin = new pg.Client({ connectionString: PG_TEST_URL });
      await admin.connect();
      const figures = newFigures();
      let terminated = 0;
      try {
        for (let trial = 0; trial < TRIALS; trial++) {
          let done = false;
          const load = Promise.all(Array.from({ length: CLIENTS }, () => createUntil(agent, running.port, () => done, figures, 'Connection loss')));
          await sleep(100 + Math.floor(Math.random() * 200));
          const { rows } = await admin.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()) t',
            [db?.database],
          );
          terminated += rows[0]?.n ?? 0;
          await sleep(300);
          done = true;
          await load;
          expect(running.child.exitCode, running.stderr()).toBeNull();
        }
        expect(figures.unexpected.map((a) => `${a.status} ${a.text}`)).toEqual([]);
        const lost = await lostOf(agent, running.port, figures.acknowledged);
        const stored = await invoiceCount(agent, running.port);
        console.log(
          `dropped connections: ${TRIALS} trials, ${terminated} connections terminated, ${figures.acknowledged.length} invoices acknowledged, ${lost.length} lost, ${stored - figures.acknowledged.length} doubled, ${figures.unavailable} answered 503, ${figures.broken} connections broken, 0 process exits`,
        );
        expect(lost).toEqual([]);
        expect(stored).toBe(figures.acknowledged.length);
        expect(terminated).toBeGreaterThanOrEqual(TRIALS);
      } finally {
        agent.destroy();
        await admin.end();
      }
    },
    60_000 + TRIALS * 5_000,
  );
});

describe('PostgreSQL unreachable at start', () => {
  it('the start retries with backoff for PAISA_DATABASE_WAIT_SECONDS, then exits 1 naming where it looked and never the password', async () => {
    const failed = startGateway({ PAISA_DATABASE_URL: 'postgres://paisa:not-this-secret@127.0.0.1:1/paisa', PAISA_DATABASE_WAIT_SECONDS: '2' });
    const error = await failed.then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/trying again in 0\.5 s/);
    expect(error?.message).toMatch(
      /paisa failed to start: PostgreSQL at 127\.0\.0\.1:1\/paisa is not reachable: .*ECONNREFUSED.* \(after \d+ attempts in 2 s\)/,
    );
    expect(error?.message).not.toContain('not-this-secret');
  }, 30_000);
});
