/**
 * spec sendTestWebhook over HTTP with the generated client, on both engines: a test delivery is
 * signed as every delivery is (the SDK-compatible verifyWebhook accepts both signatures), carries
 * the caller's payload byte for byte (or the document's example), is marked `X-Paisa-Test`, goes
 * to an endpoint whatever it subscribed to and whether or not it is active, writes no event, and
 * answers what the endpoint said: its status (500 included), or null and the connection's error,
 * and the start of its answer, cut at 1024 bytes. Refusals: an unknown or other-mode endpoint,
 * a live key, an unknown event name.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook, webhookEvents } from '../../generated/server/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError } from './payments-support.js';

interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  /** what it answers: status and body */
  answer: { status: number; body: string };
  close(): Promise<void>;
}

/** A receiver on 127.0.0.1 that answers `answer` and keeps each body as it arrived. */
async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', received: [], answer: { status: 200, body: '{"received":true}' }, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(receiver.answer.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(receiver.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

describe.each(ENGINES)('sendTestWebhook (%s)', (engine) => {
  let gw: TestGateway;
  let receiver: Receiver;
  let endpoint: { id: string; secret: string };
  const helpers = () => gw.client('test').testHelpers;

  beforeAll(async () => {
    gw = await startGateway({ engine });
    receiver = await startReceiver();
    // subscribed to one event only: the test deliveries below are of others (rule 2)
    const created = await gw.client('test').webhookEndpoints.create({ url: receiver.url, events: ['refund.processed'] });
    endpoint = { id: created.id, secret: created.secret! };
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    await receiver?.close();
  });

  it('sends the payload given, byte for byte, signed as every delivery is and marked as a test', async () => {
    receiver.received.length = 0;
    const payload = { payment: { entity: { id: 'pay_NdhK1yR4bHq3Tz', amount: 49900, notes: { text: 'ünïcode <b>' } } } };
    const sent = await helpers().sendTestWebhook(endpoint.id, { event: 'payment.captured', payload });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const envelope = JSON.parse(got!.body) as Record<string, unknown>;
    expect(envelope).toEqual({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_[0-9A-Za-z]{14}$/),
      event: 'payment.captured',
      contains: ['payment'],
      payload,
      created_at: sent.created_at,
    });
    expect(got!.body).toContain(`"payload":${JSON.stringify(payload)}`);
    expect(verifyWebhook(endpoint.secret, got!.body, String(got!.headers['x-paisa-signature']))).toBe(true);
    expect(verifyWebhook(endpoint.secret, got!.body, String(got!.headers['x-paisa-webhook-signature']))).toBe(true);
    expect(verifyWebhook('whsec_another', got!.body, String(got!.headers['x-paisa-signature']))).toBe(false);
    expect(got!.headers['x-paisa-test']).toBe('true');
    expect(got!.headers['x-paisa-event-id']).toBe(sent.event_id);
    expect(sent).toMatchObject({
      entity: 'test_webhook_delivery',
      webhook_id: endpoint.id,
      event: 'payment.captured',
      url: receiver.url,
      status: 200,
      error: null,
      response_body: '{"received":true}',
      response_truncated: false,
      signature: got!.headers['x-paisa-signature'],
      webhook_signature: got!.headers['x-paisa-webhook-signature'],
    });
    expect(sent.event_id).toMatch(/^evt_[0-9A-Za-z]{14}$/);
    expect(sent.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("without a payload sends the document's example of the event, and writes no event", async () => {
    receiver.received.length = 0;
    const sent = await helpers().sendTestWebhook(endpoint.id, { event: 'invoice.paid' });
    const envelope = JSON.parse(receiver.received[0]!.body) as { contains: string[]; payload: unknown };
    const example = webhookEvents.find((e) => e.name === 'invoice.paid')?.examplePayload;
    expect(example).toBeDefined();
    expect(envelope.payload).toEqual(example);
    expect(envelope.contains).toEqual(Object.keys(example!));

    // rule 3: not an event, not an attempt
    const events = await gw.client('test').events.list({ count: 100 });
    expect(events.items.map((e) => e.id)).not.toContain(sent.event_id);
    const missing = await apiError(gw.client('test').events.fetch(sent.event_id));
    expect(missing.status).toBe(400);
    // sent once: no retry follows
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('goes to a deactivated endpoint too, and leaves it as it was', async () => {
    receiver.received.length = 0;
    await gw.client('test').webhookEndpoints.update(endpoint.id, { active: false });
    const sent = await helpers().sendTestWebhook(endpoint.id, { event: 'order.paid' });
    expect(sent.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
    expect(await gw.client('test').webhookEndpoints.fetch(endpoint.id)).toMatchObject({ active: false, failing_since: null });
    await gw.client('test').webhookEndpoints.update(endpoint.id, { active: true });
  });

  it("answers 200 with the endpoint's 500 and the start of its answer, cut at 1024 bytes", async () => {
    receiver.answer = { status: 500, body: `<script>alert(1)</script>${'x'.repeat(2000)}` };
    try {
      const sent = await helpers().sendTestWebhook(endpoint.id, { event: 'payment.failed' });
      expect(sent).toMatchObject({ status: 500, error: 'HTTP 500', response_truncated: true });
      expect(sent.response_body).toBe(receiver.answer.body.slice(0, 1024));
      // a failing test delivery does not start a failing period (rule 3)
      expect((await gw.client('test').webhookEndpoints.fetch(endpoint.id)).failing_since).toBeNull();
    } finally {
      receiver.answer = { status: 200, body: '{"received":true}' };
    }
  });

  it('answers status null and the error when nothing listens', async () => {
    const closed = await startReceiver();
    await closed.close();
    const dead = await gw.client('test').webhookEndpoints.create({ url: closed.url, events: ['*'] });
    const sent = await helpers().sendTestWebhook(dead.id, { event: 'payment.captured' });
    expect(sent).toMatchObject({ status: null, response_body: '', response_truncated: false });
    expect(sent.error).toMatch(/ECONNREFUSED/);
    await gw.client('test').webhookEndpoints.delete(dead.id);
  });

  it('refuses an unknown or the other mode endpoint, a live key and an unknown event, sending nothing', async () => {
    receiver.received.length = 0;
    const unknown = await apiError(helpers().sendTestWebhook('wh_00000000000000', { event: 'payment.captured' }));
    expect(unknown).toMatchObject({ status: 400, error: { description: 'The id provided does not exist', field: 'webhook_id' } });

    const live = await gw.client('live').webhookEndpoints.create({ url: receiver.url, events: ['*'] });
    const otherMode = await apiError(helpers().sendTestWebhook(live.id, { event: 'payment.captured' }));
    expect(otherMode).toMatchObject({ status: 400, error: { description: 'The id provided does not exist', field: 'webhook_id' } });

    const liveKey = await apiError(gw.client('live').testHelpers.sendTestWebhook(live.id, { event: 'payment.captured' }));
    expect(liveKey).toMatchObject({ status: 400, error: { reason: 'test_mode_only' } });

    const badName = await apiError(helpers().sendTestWebhook(endpoint.id, { event: 'payment.exploded' }));
    expect(badName).toMatchObject({ status: 400, error: { field: 'event' } });
    expect(receiver.received).toHaveLength(0);
  });
});
