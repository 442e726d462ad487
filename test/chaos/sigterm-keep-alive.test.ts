/**
 * SIGTERM with idle keep-alive connections: a request a client sends on an idle connection at
 * the moment of the signal is answered (with `Connection: close`), never reset, and the process
 * exits 0 (service/app.ts, drain). Each round warms 20 keep-alive connections with one request
 * each, then sends SIGTERM and, in the same tick, a second request on every one of them.
 * Rounds: 3 (PAISA_CHAOS=full: 20), alternating SQLite and PostgreSQL when it is configured.
 */
import { Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/temp-dir.js';
import { type Answer, call, FULL, freshDatabase, startGateway, stopGateway } from './gateway-process.js';

const ROUNDS = FULL ? 20 : 3;
const CONNECTIONS = 20;

describe('SIGTERM with idle keep-alive connections', () => {
  it(`${ROUNDS} rounds: every request sent at the signal is answered, none reset, exit 0`, async () => {
    const dir = makeTempDir('paisa-sigterm-');
    const db = await freshDatabase('paisa_chaos_sigterm');
    let answered = 0;
    let closing = 0;
    const failures: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const env: Record<string, string> = db && round % 2 === 1 ? { PAISA_DATABASE_URL: db.url } : { PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' };
        const running = await startGateway(env);
        const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
        try {
          const warm = await Promise.all(Array.from({ length: CONNECTIONS }, () => call(agent, running.port, 'GET', '/v1/invoices?count=1')));
          expect(warm.map((a) => a.status)).toEqual(Array(CONNECTIONS).fill(200));
          expect(Object.values(agent.freeSockets).flat()).toHaveLength(CONNECTIONS);
          running.child.kill('SIGTERM');
          const outcomes = await Promise.allSettled(Array.from({ length: CONNECTIONS }, () => call(agent, running.port, 'GET', '/v1/invoices?count=1')));
          for (const outcome of outcomes) {
            // answered before the signal was handled (keep-alive) or after it (Connection: close): both are answers
            if (outcome.status === 'rejected') failures.push(String(outcome.reason));
            else if (outcome.value.status !== 200) failures.push(describeAnswer(outcome.value));
            else {
              answered++;
              if (outcome.value.headers.connection === 'close') closing++;
            }
          }
          expect(await running.exited).toBe(0);
        } finally {
          agent.destroy();
          await stopGateway(running);
        }
      }
      console.log(
        `SIGTERM with idle keep-alive: ${ROUNDS} rounds, ${ROUNDS * CONNECTIONS} requests at the signal, ${answered} answered (${closing} with Connection: close), ${failures.length} reset or refused`,
      );
      expect(failures).toEqual([]);
    } finally {
      dir.cleanup();
      await db?.drop();
    }
  }, 120_000);
});

function describeAnswer(answer: Answer): string {
  return `${answer.status} connection=${String(answer.headers.connection)} ${answer.text.slice(0, 200)}`;
}
