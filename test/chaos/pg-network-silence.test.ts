/**
 * The network between the gateway and PostgreSQL goes silent under load (a partition: nothing
 * arrives, nothing is reset; test/support/tcp-proxy.ts `stall`), for longer than a request may
 * wait: the gateway keeps answering. A request begun in the silence is answered 503 before it
 * ends (service/store/postgres.ts QUERY_TIMEOUT_MS), every request is answered within 25 s; once
 * the network is back, the same clients' invoices are created again; and afterwards every
 * acknowledged invoice is there, none twice (the clients retry each with its Idempotency-Key, as
 * the generated client does).
 *
 * Silences: 2 of 8 s (PAISA_CHAOS=full: 5).
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { call, FULL, freshDatabase, invoiceBody, type Running, startGateway, stopGateway } from './gateway-process.js';
import { createUntil, invoiceCount, lostOf, newFigures } from './idempotent-clients.js';

const SILENCES = FULL ? 5 : 2;
const SILENCE_MS = 8_000;
const CLIENTS = 5;
/**
 * The longest a request may take: a statement's 5 s timeout, then the Idempotency-Key's release
 * (service/idempotency.ts, 12.75 s, each attempt bounded by the same timeouts), with room for a
 * busy machine; far less than two silences, which a gateway holding requests would take.
 */
const LONGEST_ANSWER_MS = 25_000;

describe.skipIf(!PG_TEST_URL)(`PostgreSQL out of reach behind a silent network${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let running: Running;
  beforeAll(async () => {
    db = await freshDatabase('paisa_chaos_silence');
    const direct = new URL(db?.url ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(db?.url ?? '');
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    running = await startGateway({ PAISA_DATABASE_URL: viaProxy.toString() });
  }, 90_000);
  afterAll(async () => {
    if (running) await stopGateway(running);
    await proxy?.close();
    await db?.drop();
  });

  it(
    `${SILENCES} silences of ${SILENCE_MS / 1000} s: a request in the silence answered 503, every request answered, the process lives, invoices are created again after each, none lost or doubled`,
    async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
      const figures = newFigures();
      try {
        for (let silence = 0; silence < SILENCES; silence++) {
          let done = false;
          const load = Promise.all(Array.from({ length: CLIENTS }, () => createUntil(agent, running.port, () => done, figures, 'Silent network', 60_000)));
          await sleep(200);
          const before = figures.acknowledged.length;
          const silent = proxy.stall(SILENCE_MS);
          // A request begun in the silence is answered 503 before it ends, not held until then. (The
          // clients' requests in flight when it began may be waiting on a COMMIT: the gateway then
          // waits to learn whether it committed, and answers 200 once the network is back.)
          await sleep(100);
          const started = Date.now();
          const probe = await call(false, running.port, 'POST', '/v1/invoices', invoiceBody('Probe'), { 'idempotency-key': randomUUID() });
          expect(probe.status, probe.text).toBe(503);
          expect(Date.now() - started).toBeLessThan(SILENCE_MS);
          await silent;
          // the gateway creates invoices again once the network is back
          const after = figures.acknowledged.length;
          const deadline = Date.now() + LONGEST_ANSWER_MS;
          while (figures.acknowledged.length < after + CLIENTS && Date.now() < deadline) await sleep(50);
          expect(figures.acknowledged.length, 'invoices created after the silence').toBeGreaterThanOrEqual(after + CLIENTS);
          done = true;
          await load;
          expect(running.child.exitCode, running.stderr()).toBeNull();
          expect(figures.acknowledged.length).toBeGreaterThan(before);
        }
        expect(figures.unexpected.map((a) => `${a.status} ${a.text}`)).toEqual([]);
        expect(figures.longestAnswerMs).toBeLessThan(LONGEST_ANSWER_MS);
        const lost = await lostOf(agent, running.port, figures.acknowledged);
        const stored = await invoiceCount(agent, running.port);
        console.log(
          `silent network: ${SILENCES} silences of ${SILENCE_MS / 1000} s, ${figures.acknowledged.length} invoices acknowledged, ${lost.length} lost, ${stored - figures.acknowledged.length} doubled, ${figures.unavailable} answered 503, ${figures.broken} connections broken, longest answer ${(figures.longestAnswerMs / 1000).toFixed(1)} s`,
        );
        expect(lost).toEqual([]);
        expect(stored).toBe(figures.acknowledged.length);
      } finally {
        agent.destroy();
      }
    },
    60_000 + SILENCES * 40_000,
  );
});
