/**
 * Webhook endpoints (spec tag webhook_endpoints) over HTTP with the generated client, on both
 * engines: each endpoint gets exactly the events it subscribed to, signed with its own secret;
 * a rotation signs with both secrets for its overlap; 24 hours of failures on test mode's clock
 * disable an endpoint and queue its alert; resend goes to one endpoint with the same event id;
 * every attempt is listed; bad input is a 400 naming the field with nothing written; the
 * endpoint PAISA_WEBHOOK_URL makes is listed and left to the variable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../generated/server/index.js';
import type { WebhookEndpoint } from '../../generated/types/index.js';
import { DashboardBrowser } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { until } from '../support/until.js';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { apiError, capturedPayment } from './payments-support.js';

const eventOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { event: string }).event;
const stamped = (r: ReceivedWebhook) => String(r.headers['x-paisa-webhook-signature']);
const tOf = (r: ReceivedWebhook) => Number(/^t=(\d+)/.exec(stamped(r))?.[1]);

describe.each(ENGINES)('webhook endpoints (%s)', (engine) => {
  let gw: TestGateway;
  const receivers: WebhookReceiver[] = [];

  async function receiver(): Promise<WebhookReceiver> {
    const r = await startWebhookReceiver();
    receivers.push(r);
    return r;
  }
  const api = () => gw.client('test').webhookEndpoints;

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    for (const r of receivers) await r.close();
  });

  it("keeps the start of an endpoint's answer with the attempt: 1,024 bytes, a card number masked, shown escaped in the dashboard", async () => {
    const r = await receiver();
    const answer = `<script>alert(1)</script> card 4111 1111 1111 1111 ${'x'.repeat(3000)}`;
    r.respond = () => ({ status: 500, body: answer });
    const endpoint = await api().create({ url: r.url, events: ['payment.captured'] });
    // deleted at the end, failing or not: its retries would otherwise hold the other tests' deliveries pending
    try {
      await capturedPayment(gw, 4_300);
      await r.waitFor(1);
      const eventId = String(r.received[0]!.headers['x-paisa-event-id']);
      const [attempt] = (
        await until(
          'the attempt',
          () => gw.client('test').events.listAttempts(eventId, { webhook_id: endpoint.id }),
          (page) => page.items.length > 0,
        )
      ).items;
      expect(attempt).toMatchObject({ status_code: 500, outcome: 'failed', error: 'HTTP 500' });
      // the first 1,024 bytes, the card number in them masked (shorter)
      expect(Buffer.byteLength(attempt!.response_body ?? '')).toBeGreaterThan(1000);
      expect(Buffer.byteLength(attempt!.response_body ?? '')).toBeLessThanOrEqual(1024);
      expect(attempt!.response_body).toMatch(/^<script>alert\(1\)<\/script> card /);
      expect(attempt!.response_body).not.toContain('4111 1111 1111 1111');
      expect(attempt!.request_headers['X-Paisa-Event-Id']).toBe(eventId);
      const browser = new DashboardBrowser(gw.baseUrl);
      await browser.signIn(gw, 'test');
      const shown = await browser.get(`/dashboard/events/${eventId}`);
      expect(shown.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; card ');
      expect(shown.html).not.toContain('<script>alert(1)');
      expect(shown.html).toContain(`X-Paisa-Event-Id: ${eventId}`);
    } finally {
      await api().delete(endpoint.id);
    }
  });

  it('delivers to each endpoint exactly the events it subscribed to, signed with its own secret', async () => {
    const [a, b] = [await receiver(), await receiver()];
    const first = await api().create({ url: a.url, events: ['payment.captured'], description: 'captures' });
    const second = await api().create({ url: b.url, events: ['payment.authorized', 'order.paid'] });
    expect(first.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(second.secret).not.toBe(first.secret);

    const payment = await capturedPayment(gw, 4_200);
    await a.waitFor(1);
    await b.waitFor(2);
    // everything due has been attempted: nothing more is on its way to either
    await until(
      'deliveries',
      () => gw.client('test').events.list({ count: 20 }),
      (page) => page.items.every((e) => e.deliveries.every((d) => d.status !== 'pending')),
    );
    expect(a.received.map(eventOf)).toEqual(['payment.captured']);
    expect(b.received.map(eventOf).sort()).toEqual(['order.paid', 'payment.authorized']);
    for (const [r, own, other] of [
      [a, first.secret!, second.secret!],
      [b, second.secret!, first.secret!],
    ] as const) {
      for (const got of r.received) {
        expect(got.body).toContain(payment.id);
        expect(verifyWebhook(own, got.body, stamped(got))).toBe(true);
        expect(verifyWebhook(own, got.body, String(got.headers['x-paisa-signature']))).toBe(true);
        expect(verifyWebhook(other, got.body, stamped(got))).toBe(false);
        // a delivery replayed later than the tolerance no longer verifies
        expect(verifyWebhook(own, got.body, stamped(got), { now: tOf(got) + 301 })).toBe(false);
      }
    }

    // the event says where it went, and each attempt is listed
    const captured = await gw.client('test').events.fetch(String(a.received[0]!.headers['x-paisa-event-id']));
    expect(captured.deliveries).toEqual([{ webhook_id: first.id, status: 'delivered', attempts: 1, delivered_at: expect.any(Number) }]);
    expect(captured.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    const attempts = await gw.client('test').events.listAttempts(captured.id);
    expect(attempts.items).toEqual([
      {
        entity: 'webhook_attempt',
        event_id: captured.id,
        webhook_id: first.id,
        attempted_at: expect.any(Number),
        duration_ms: expect.any(Number),
        status_code: 200,
        outcome: 'delivered',
        error: null,
        // what was sent, as the receiver got it, and the start of its answer (spec WebhookAttempt)
        request_headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Paisa-Webhooks/1',
          'X-Paisa-Signature': String(a.received[0]!.headers['x-paisa-signature']),
          'X-Paisa-Webhook-Signature': stamped(a.received[0]!),
          'X-Paisa-Event-Id': captured.id,
        },
        response_body: 'ok',
      },
    ]);
    expect((await gw.client('test').events.listAttempts(captured.id, { webhook_id: second.id })).items).toEqual([]);

    // the secret is shown once: not by fetch or list, and not stored in the clear
    const fetched = await api().fetch(first.id);
    expect(fetched).not.toHaveProperty('secret');
    expect(fetched).toMatchObject({
      id: first.id,
      entity: 'webhook',
      url: a.url,
      events: ['payment.captured'],
      active: true,
      description: 'captures',
      source: 'api',
    });
    expect((await api().list({ count: 100 })).items.map((e) => e.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    // nor in the answer kept for the create's Idempotency-Key (the client sends one with every POST)
    for (const table of ['webhook_endpoints', 'idempotent_requests']) {
      const rows = await gw.ctx.store.transaction((tx) => tx.sql.all(`SELECT * FROM ${table}`));
      expect(rows.length, table).toBeGreaterThan(0);
      expect(JSON.stringify(rows), table).not.toContain(first.secret!);
    }
    for (const e of [first, second]) await api().delete(e.id);
  });

  it("signs with a secret of the merchant's choosing, and takes an update at PUT as at PATCH (CreateWebhookBody.secret, editWebhook)", async () => {
    const r = await receiver();
    const made = await api().create({ url: r.url, events: ['order.paid'], secret: 'my own secret 12345'.replace(/ /g, '-') });
    expect(made.secret).toBe('my-own-secret-12345');
    const edited = await api().edit(made.id, { events: ['payment.captured'], description: 'via PUT' });
    expect(edited).toMatchObject({ id: made.id, events: ['payment.captured'], description: 'via PUT' });
    await capturedPayment(gw, 4_300);
    await r.waitFor(1);
    expect(r.received.map(eventOf)).toEqual(['payment.captured']);
    expect(verifyWebhook('my-own-secret-12345', r.received[0]!.body, stamped(r.received[0]!))).toBe(true);
    const spaced = await api()
      .create({ url: r.url, events: ['order.paid'], secret: 'has a space' })
      .catch((error: { status: number; body: { error: { field: string } } }) => error);
    expect(spaced).toMatchObject({ status: 400, body: { error: { field: 'secret' } } });
    await api().delete(made.id);
  });

  it('rotates a secret: both sign during the overlap, only the new one after it (test clock)', async () => {
    const r = await receiver();
    const endpoint = await api().create({ url: r.url, events: ['*'] });
    await capturedPayment(gw, 1_500);
    await r.waitFor(4);
    const eventId = String(r.received[0]!.headers['x-paisa-event-id']);

    const rotated = await api().rotateSecret(endpoint.id, { overlap_seconds: 3600 });
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previous_secret_expires_at).toBeGreaterThan(rotated.updated_at);
    await gw.client('test').events.resend(eventId, { webhook_id: endpoint.id });
    await r.waitFor(5);
    const during = r.received[4]!;
    expect(during.headers['x-paisa-event-id']).toBe(eventId);
    expect(stamped(during)).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(rotated.secret!, during.body, stamped(during))).toBe(true);
    expect(verifyWebhook(endpoint.secret!, during.body, stamped(during))).toBe(true);
    expect(verifyWebhook(rotated.secret!, during.body, String(during.headers['x-paisa-signature']))).toBe(true);

    await gw.client('test').testHelpers.advanceClock({ by: 3601 });
    expect((await api().fetch(endpoint.id)).previous_secret_expires_at).toBeNull();
    await until(
      'the delivery to settle',
      () => gw.client('test').events.fetch(eventId),
      (e) => e.delivery.status === 'delivered',
    );
    await gw.client('test').events.resend(eventId, { webhook_id: endpoint.id });
    await r.waitFor(6);
    const after = r.received[5]!;
    expect(verifyWebhook(rotated.secret!, after.body, stamped(after))).toBe(true);
    expect(verifyWebhook(endpoint.secret!, after.body, stamped(after))).toBe(false);
    await api().delete(endpoint.id);
  });

  it('disables an endpoint after 24 hours of failing deliveries on test mode’s clock, tells its alert address, and resumes when set active', async () => {
    const r = await receiver();
    r.respond = () => ({ status: 500 });
    const endpoint = await api().create({ url: r.url, events: ['payment.captured'], alert_email: 'ops@merchant.example' });
    await capturedPayment(gw, 2_500);
    await r.waitFor(1);
    const eventId = String(r.received[0]!.headers['x-paisa-event-id']);
    const failing = await until(
      'failing_since',
      () => api().fetch(endpoint.id),
      (e) => e.failing_since !== null,
    );
    expect(failing.active).toBe(true);

    await gw.client('test').testHelpers.advanceClock({ by: 24 * 3600 + 1 });
    // the next failure, 24 hours on, disables it
    await until(
      'the delivery to be free',
      () => gw.client('test').events.fetch(eventId),
      (e) => e.deliveries[0]!.attempts === 1,
    );
    await gw.client('test').events.resend(eventId, { webhook_id: endpoint.id });
    const disabled = await until(
      'disabled',
      () => api().fetch(endpoint.id),
      (e) => !e.active,
    );
    expect(disabled.disabled_at).toBeGreaterThanOrEqual(failing.failing_since! + 24 * 3600);
    const alerts = await gw.ctx.store.transaction((tx) => tx.notifications.list('test', { recipient: 'ops@merchant.example' }));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ channel: 'email', entity_id: endpoint.id });
    expect(alerts[0]!.body).toContain(endpoint.id);

    // a disabled endpoint is not sent the events created meanwhile
    const before = r.received.length;
    const later = await capturedPayment(gw, 2_600);
    const laterEvents = await until(
      'the new events',
      () => gw.client('test').events.list({ event: 'payment.captured', count: 5 }),
      (page) => page.items.some((e) => JSON.stringify(e.payload).includes(later.id)),
    );
    const laterCaptured = laterEvents.items.find((e) => JSON.stringify(e.payload).includes(later.id))!;
    expect(laterCaptured.deliveries.map((d) => d.webhook_id)).not.toContain(endpoint.id);

    r.respond = () => ({ status: 200 });
    const resumed = await api().update(endpoint.id, { active: true });
    expect(resumed).toMatchObject({ active: true, disabled_at: null, failing_since: null });
    await gw.client('test').events.resend(eventId, { webhook_id: endpoint.id });
    await r.waitFor(before + 1);
    await until(
      'delivered',
      () => gw.client('test').events.fetch(eventId),
      (e) => e.deliveries.some((d) => d.webhook_id === endpoint.id && d.status === 'delivered'),
    );
    const attempts = await gw.client('test').events.listAttempts(eventId, { webhook_id: endpoint.id, count: 100 });
    expect(attempts.items.map((a) => [a.outcome, a.status_code])).toEqual([
      ['delivered', 200],
      ['failed', 500],
      ['failed', 500],
    ]);
    await api().delete(endpoint.id);
  });

  it.each([
    { name: 'another scheme', body: { url: 'ftp://merchant.example/hook', events: ['*'] }, field: 'url' },
    { name: 'a user and password in the URL', body: { url: 'https://user:pw@merchant.example/hook', events: ['*'] }, field: 'url' },
    { name: 'not a URL', body: { url: 'https://exa mple', events: ['*'] }, field: 'url' },
    { name: 'a URL longer than 2048', body: { url: `https://merchant.example/${'a'.repeat(2040)}`, events: ['*'] }, field: 'url' },
    { name: 'an unknown event', body: { url: 'https://merchant.example/hook', events: ['payment.teleported'] }, field: 'events' },
    { name: 'no events', body: { url: 'https://merchant.example/hook', events: [] }, field: 'events' },
  ])('refuses $name: 400 naming $field, nothing written', async ({ body, field }) => {
    const before = (await api().list({ count: 100 })).count;
    const refused = await apiError(api().create(body as never));
    expect(refused).toMatchObject({ status: 400, error: { field } });
    expect((await api().list({ count: 100 })).count).toBe(before);
  });

  it('refuses a URL that reaches the gateway itself (its public URL, or its port on this machine)', async () => {
    const port = new URL(gw.baseUrl).port;
    for (const url of [`${gw.baseUrl}/v1/payments`, `http://localhost:${port}/hook`, `http://[::1]:${port}/hook`]) {
      expect(await apiError(api().create({ url, events: ['*'] })), url).toMatchObject({
        status: 400,
        error: { field: 'url', description: 'The url points at this gateway; a webhook endpoint must be another server.' },
      });
    }
  });

  it('keeps a mode to 30 endpoints, and the modes apart', async () => {
    const made: WebhookEndpoint[] = [];
    const existing = (await api().list({ count: 100 })).count;
    for (let i = existing; i < 30; i++) made.push(await api().create({ url: `https://merchant.example/hook/${i}`, events: ['*'] }));
    expect(await apiError(api().create({ url: 'https://merchant.example/one-more', events: ['*'] }))).toMatchObject({
      status: 400,
      error: { description: 'A mode has at most 30 webhook endpoints; delete one first.' },
    });
    expect((await api().list({ count: 100 })).count).toBe(30);
    expect((await gw.client('live').webhookEndpoints.list({ count: 100 })).count).toBe(0);
    expect(await apiError(gw.client('live').webhookEndpoints.fetch(made[0]!.id))).toMatchObject({ status: 400, error: { field: 'webhook_id' } });
    for (const e of made) await api().delete(e.id);
  });
});

describe.each(ENGINES)('PAISA_WEBHOOK_URL (%s)', (engine) => {
  it('makes one endpoint per mode receiving every event, which the API lists but leaves to the variable', async () => {
    const r = await startWebhookReceiver();
    const gw = await startGateway({ engine, webhookUrl: r.url, webhookSecret: 'whsec_from_environment_0001' });
    try {
      for (const mode of ['test', 'live'] as const) {
        const { items } = await gw.client(mode).webhookEndpoints.list();
        expect(items).toEqual([expect.objectContaining({ url: r.url, events: ['*'], source: 'environment', active: true })]);
      }
      const [own] = (await gw.client('test').webhookEndpoints.list()).items;
      // each call made when it is awaited: a refusal never waits unhandled for its turn
      for (const call of [
        () => gw.client('test').webhookEndpoints.update(own!.id, { active: false }),
        () => gw.client('test').webhookEndpoints.delete(own!.id),
        () => gw.client('test').webhookEndpoints.rotateSecret(own!.id),
      ]) {
        expect(await apiError(call())).toMatchObject({ status: 400, error: { field: 'webhook_id' } });
      }
      await capturedPayment(gw, 1_000);
      await r.waitFor(4);
      for (const got of r.received) expect(verifyWebhook('whsec_from_environment_0001', got.body, stamped(got))).toBe(true);
      // a restart keeps the one endpoint
      await gw.restart();
      expect((await gw.client('test').webhookEndpoints.list()).items.map((e) => e.id)).toEqual([own!.id]);
    } finally {
      await gw.stop();
      await r.close();
    }
  });
});
