/**
 * Webhook delivery across kill -9: events keep being made (payment downtimes created through
 * the test helper, each emitting payment.downtime.started) while the gateway is killed with
 * SIGKILL again and again, its deliveries in flight. After a last start, every event the events
 * API lists reaches the receiver (0 lost), and an event that arrives more than once is one a
 * killed process was delivering (a delivery's lease, service/webhooks/worker.ts, must run out
 * before another process sends it again), always under the same event id.
 * Kills: 4 per engine (PAISA_CHAOS=full: 20); SQLite, and PostgreSQL when configured, side by side.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/temp-dir.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { call, FULL, freshDatabase, type Running, startGateway, stopGateway } from './gateway-process.js';

const KILLS = FULL ? 20 : 4;
const CLIENTS = 4;
const SECRET = 'chaos-webhook-secret-0123456789';
const DOWNTIME = JSON.stringify({ method: 'netbanking', severity: 'low', instrument: { bank: 'HDFC' } });
/** the lease of a delivery a killed process held (5 s timeout + 30 s), and the poll after it */
const LAST_DELIVERY_WAIT_MS = 60_000;

interface Figures {
  engine: string;
  kills: number;
  events: number;
  lost: number;
  duplicates: number;
  unverified: number;
}

async function allEventIds(agent: Agent, port: number): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await call(agent, port, 'GET', `/v1/events?count=100&skip=${skip}`);
    expect(page.status, page.text).toBe(200);
    const { items } = JSON.parse(page.text) as { items: { id: string }[] };
    ids.push(...items.map((e) => e.id));
    if (items.length < 100) return ids;
  }
}

function verified(body: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = createHmac('sha256', SECRET).update(body).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function killRounds(engine: string, env: Record<string, string>, receiver: WebhookReceiver): Promise<Figures> {
  const gatewayEnv = { ...env, PAISA_WEBHOOK_URL: receiver.url, PAISA_WEBHOOK_SECRET: SECRET };
  for (let kill = 0; kill < KILLS; kill++) {
    const running = await startGateway(gatewayEnv);
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const killAt = Date.now() + 150 + Math.floor(Math.random() * 350);
    const killer = setTimeout(() => running.child.kill('SIGKILL'), killAt - Date.now());
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (running.child.exitCode === null && running.child.signalCode === null) {
          try {
            await call(agent, running.port, 'POST', '/v1/test_helpers/payments/downtimes', DOWNTIME);
          } catch {
            return;
          }
        }
      }),
    );
    clearTimeout(killer);
    agent.destroy();
    expect(await running.exited).toBe('SIGKILL');
  }
  const last: Running = await startGateway(gatewayEnv);
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const ids = await allEventIds(agent, last.port);
    const deadline = Date.now() + LAST_DELIVERY_WAIT_MS;
    const received = () => new Set(receiver.received.map((r) => String(r.headers['x-paisa-event-id'])));
    while (ids.some((id) => !received().has(id)) && Date.now() < deadline) await sleep(250);
    const got = received();
    const perId = new Map<string, number>();
    for (const r of receiver.received) perId.set(String(r.headers['x-paisa-event-id']), (perId.get(String(r.headers['x-paisa-event-id'])) ?? 0) + 1);
    return {
      engine,
      kills: KILLS,
      events: ids.length,
      lost: ids.filter((id) => !got.has(id)).length,
      duplicates: [...perId.values()].reduce((n, count) => n + count - 1, 0),
      unverified: receiver.received.filter((r) => !verified(r.body, r.headers['x-paisa-signature'])).length,
    };
  } finally {
    agent.destroy();
    await stopGateway(last);
  }
}

describe('webhook delivery across kill -9', () => {
  it(`${KILLS} kills per engine: every event delivered, duplicates only of deliveries in flight, all signed`, async () => {
    const dir = makeTempDir('paisa-webhook-kill-');
    const db = await freshDatabase('paisa_chaos_webhooks');
    const receivers = await Promise.all([startWebhookReceiver(0, 100_000), ...(db ? [startWebhookReceiver(0, 100_000)] : [])]);
    // answers take a moment, so a kill finds deliveries in flight
    for (const receiver of receivers) receiver.respond = () => ({ status: 200, delayMs: Math.floor(Math.random() * 30) });
    try {
      const runs = [killRounds('sqlite', { PAISA_DATA_DIR: dir.path, PAISA_DATABASE_URL: '' }, receivers[0] as WebhookReceiver)];
      if (db) runs.push(killRounds('postgres', { PAISA_DATABASE_URL: db.url }, receivers[1] as WebhookReceiver));
      for (const figures of await Promise.all(runs)) {
        console.log(
          `webhooks across kill -9 [${figures.engine}]: ${figures.kills} kills, ${figures.events} events, ${figures.lost} lost, ${figures.duplicates} delivered twice (same event id), ${figures.unverified} failing verification`,
        );
        expect(figures.events).toBeGreaterThan(KILLS);
        expect(figures.lost).toBe(0);
        expect(figures.unverified).toBe(0);
        // at most the deliveries one process can have in flight (its batch) per kill
        expect(figures.duplicates).toBeLessThanOrEqual(KILLS * 10);
      }
    } finally {
      await Promise.all(receivers.map((r) => r.close()));
      dir.cleanup();
      await db?.drop();
    }
  }, 240_000);
});
