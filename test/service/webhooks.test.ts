/**
 * Webhook outbox + delivery worker, over both engines, against a loopback receiver.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secureCompare, signWebhookTimestamped, verifyWebhook } from '../../generated/server/index.js';
import { type ManualClock, manualClock } from '../../service/clock.js';
import { secretBox } from '../../service/security/secret-box.js';
import type { Store } from '../../service/store/store.js';
import { FIRST_RETRY_MS, MAX_RETRY_MS, nextAttempt, RETRY_WINDOW_SECONDS, retryDelayMs } from '../../service/webhooks/backoff.js';
import { endpointRow, publishEvent } from '../../service/webhooks/subscriptions.js';
import { createWebhookWorker, type WebhookWorker } from '../../service/webhooks/worker.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'whsec_test_0123456789';
const hmacSign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');
const T0 = 1_700_000_000;
const ENDPOINT = 'wh_WORKERTEST0000';
const box = secretBox(randomBytes(32));

describe('webhook backoff', () => {
  it.each([
    { failed: 1, ceiling: FIRST_RETRY_MS },
    { failed: 2, ceiling: 2 * FIRST_RETRY_MS },
    { failed: 5, ceiling: 16 * FIRST_RETRY_MS },
    { failed: 10, ceiling: MAX_RETRY_MS },
    { failed: 40, ceiling: MAX_RETRY_MS },
  ])('after $failed failures waits between half and all of $ceiling ms', ({ failed, ceiling }) => {
    expect(retryDelayMs(failed, () => 0)).toBe(ceiling / 2);
    expect(retryDelayMs(failed, () => 0.999999)).toBeLessThanOrEqual(ceiling);
    expect(retryDelayMs(failed, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
  });

  it('retries no later than the 24 h deadline, and gives up once it is reached', () => {
    const deadlineMs = (T0 + RETRY_WINDOW_SECONDS) * 1000;
    expect(nextAttempt(T0, 30, deadlineMs - 1000, () => 1)).toEqual({ retry: true, atMs: deadlineMs });
    expect(nextAttempt(T0, 31, deadlineMs, () => 1)).toEqual({ retry: false });
  });
});

for (const engine of ENGINES) {
  describeEngine('webhook worker', engine, () => {
    let fixture: StoreFixture;
    let store: Store;
    let clock: ManualClock;
    let receiver: WebhookReceiver;
    const workers: WebhookWorker[] = [];

    function worker(s: Store = store, overrides: Partial<Parameters<typeof createWebhookWorker>[0]> = {}) {
      const w = createWebhookWorker({
        store: s,
        box,
        environmentSecret: SECRET,
        sign: hmacSign,
        signTimestamped: signWebhookTimestamped,
        clock,
        random: () => 1,
        pollIntervalMs: 20,
        ...overrides,
      });
      workers.push(w);
      return w;
    }

    const addEvent = (s: Store, event = 'invoice.paid', payload: unknown = { entity: 'event', event, payload: { n: 1 } }) =>
      s.transaction((tx) => publishEvent(tx, 'test', event, payload));
    /** the event's delivery to the one endpoint */
    const row = async (id: string, s: Store = store) => (await s.transaction((tx) => tx.webhookDeliveries.forEvents([id])))[0];

    beforeEach(async () => {
      clock = manualClock(T0);
      fixture = await engine.fixture();
      store = await fixture.open(clock);
      receiver = await startWebhookReceiver();
      // the endpoint PAISA_WEBHOOK_URL makes (webhooks/environment.ts): every event, PAISA_WEBHOOK_SECRET
      await store.transaction((tx) =>
        tx.webhookEndpoints.insert(endpointRow({ id: ENDPOINT, mode: 'test', url: receiver.url, source: 'environment', created_at: T0 })),
      );
    });
    afterEach(async () => {
      for (const w of workers.splice(0)) await w.stop();
      await receiver.close();
      await fixture.cleanup();
    });

    it('delivers the stored bytes with a verifiable signature, the event id and JSON content type', async () => {
      const event = await addEvent(store, 'order.paid', { entity: 'event', event: 'order.paid', payload: { amount: 100, note: 'ünïcode' } });
      expect(await worker().runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      const got = receiver.received[0]!;
      expect(got.body).toBe(event.payload);
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['x-paisa-event-id']).toBe(event.id);
      expect(secureCompare(String(got.headers['x-paisa-signature']), hmacSign(SECRET, got.body))).toBe(true);
      // the timestamped signature (spec tag webhooks) verifies at the attempt's time, not 301 s later
      const stamped = String(got.headers['x-paisa-webhook-signature']);
      expect(stamped).toMatch(new RegExp(`^t=${T0},v1=[0-9a-f]{64}$`));
      expect(verifyWebhook(SECRET, got.body, stamped, { now: T0 + 300 })).toBe(true);
      expect(verifyWebhook(SECRET, got.body, stamped, { now: T0 + 301 })).toBe(false);
      expect(verifyWebhook('another secret', got.body, stamped, { now: T0 })).toBe(false);
      expect(await row(event.id)).toMatchObject({ delivered_at: T0, attempts: 1, failed_at: null, last_error: null });
      expect(await worker().runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 }); // delivered once only
    });

    it('retries after a 500 with backoff, and delivers when the receiver recovers', async () => {
      receiver.respond = (_r, i) => ({ status: i === 0 ? 500 : 200 });
      const event = await addEvent(store);
      const w = worker();
      expect(await w.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect(await row(event.id)).toMatchObject({ attempts: 1, last_error: 'HTTP 500', next_attempt_at_ms: T0 * 1000 + FIRST_RETRY_MS });
      expect(await w.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 }); // not due yet
      clock.advance(FIRST_RETRY_MS / 1000);
      expect(await w.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(receiver.received.map((r) => r.headers['x-paisa-event-id'])).toEqual([event.id, event.id]);
    });

    it('treats no answer within the timeout, and a refused connection, as failures to retry', async () => {
      receiver.respond = () => ({ status: 200, delayMs: 1000 });
      const slow = await addEvent(store);
      expect(await worker(store, { timeoutMs: 150 }).runOnce()).toMatchObject({ retried: 1 });
      expect((await row(slow.id))?.last_error).toBe('no response within 150 ms');

      const closed = await startWebhookReceiver();
      const deadUrl = closed.url;
      await closed.close();
      const refused = await addEvent(store);
      clock.advance(1); // slow's retry is not due yet, refused is
      await store.transaction((tx) => tx.webhookEndpoints.update(ENDPOINT, { url: deadUrl }));
      expect(await worker(store).runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect((await row(refused.id))?.last_error).toMatch(/ECONNREFUSED/);
    });

    it('gives up 24 hours after the event was created and marks it failed', async () => {
      receiver.respond = () => ({ status: 503 });
      const event = await addEvent(store);
      const w = worker();
      let attempts = 0;
      for (let guard = 0; guard < 200; guard++) {
        const r = await w.runOnce();
        attempts += r.retried + r.failed + r.delivered;
        if (r.failed) break;
        const next = (await row(event.id))!.next_attempt_at_ms;
        clock.set(next / 1000);
      }
      const final = (await row(event.id))!;
      expect(final.failed_at).toBe(T0 + RETRY_WINDOW_SECONDS);
      expect(final.delivered_at).toBeNull();
      expect(final.attempts).toBe(attempts);
      expect(attempts).toBeGreaterThan(20);
      expect(attempts).toBeLessThan(40);
      clock.advance(3600);
      expect(await w.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    });

    it('delivers a pending event after a restart: all delivery state is in the table', async () => {
      receiver.respond = () => ({ status: 503 });
      const event = await addEvent(store);
      const before = worker();
      await before.runOnce();
      await before.stop();
      await store.close(); // the "process" ends
      receiver.respond = () => ({ status: 200 });
      const reopened = await fixture.open(clock);
      clock.advance(60);
      const after = worker(reopened);
      after.start();
      await receiver.waitFor(2);
      await after.stop();
      expect(await row(event.id, reopened)).toMatchObject({ attempts: 2, delivered_at: T0 + 60 });
    });

    it('stop() waits for the delivery in flight to be recorded', async () => {
      receiver.respond = () => ({ status: 200, delayMs: 300 });
      const event = await addEvent(store);
      const w = worker();
      w.start();
      await receiver.waitFor(1);
      await w.stop();
      expect((await row(event.id))?.delivered_at).toBe(T0);
    });

    it('shares work between workers on one database without delivering any event twice', async () => {
      const ids = [];
      for (let i = 0; i < 25; i++) ids.push((await addEvent(store)).id);
      const other = await fixture.open(clock);
      const results = await Promise.all(
        [worker(store, { batchSize: 5 }), worker(other, { batchSize: 5 })].map(async (w) => {
          let total = 0;
          for (let i = 0; i < 10; i++) total += (await w.runOnce()).delivered;
          return total;
        }),
      );
      expect(results[0]! + results[1]!).toBe(25);
      const seen = receiver.received.map((r) => String(r.headers['x-paisa-event-id'])).sort();
      expect(seen).toEqual([...ids].sort());
    });
  });
}
