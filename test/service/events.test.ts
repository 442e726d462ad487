/**
 * The events API (spec listEvents, fetchEvent) over HTTP with the generated client, on both
 * engines: every event the gateway emitted in the key's mode, newest first, with the body the
 * webhook endpoint received byte for byte and its delivery state; the name filter and its 400;
 * modes apart; kept 30 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { apiError, capturedPayment } from './payments-support.js';

describe.each(ENGINES)('events API (%s)', (engine) => {
  let gw: TestGateway;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    gw = await startGateway({ engine, webhookUrl: receiver.url });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    await receiver?.close();
  });

  it('lists what a payment emitted, newest first, each with the body the endpoint received and its delivery', async () => {
    const payment = await capturedPayment(gw, 5_000);
    const emitted = async () => (await gw.client('test').events.list({ count: 100 })).items.filter((e) => JSON.stringify(e.payload).includes(payment.id));
    // the worker records a delivery after the endpoint answers: wait for the events to say so
    const deadline = Date.now() + 15_000;
    while ((await emitted()).some((e) => e.delivery.status !== 'delivered') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const page = await gw.client('test').events.list({ count: 100 });
    const ofPayment = page.items.filter((e) => JSON.stringify(e.payload).includes(payment.id));
    expect(ofPayment.map((e) => e.event)).toEqual(expect.arrayContaining(['payment.authorized', 'payment.captured', 'order.paid']));
    const times = page.items.map((e) => e.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const event of ofPayment) {
      const received = receiver.received.find((r) => r.headers['x-paisa-event-id'] === event.id);
      expect(received?.body, event.event).toBe(JSON.stringify(event.payload));
      expect(event.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
      expect(await gw.client('test').events.fetch(event.id)).toEqual(event);
    }
  });

  it('filters by event name; a name that is not an event of the API is 400 naming event', async () => {
    await capturedPayment(gw, 1_000);
    const captured = await gw.client('test').events.list({ event: 'payment.captured', count: 100 });
    expect(captured.count).toBeGreaterThan(0);
    expect(new Set(captured.items.map((e) => e.event))).toEqual(new Set(['payment.captured']));
    const refused = await apiError(gw.client('test').events.list({ event: 'payment.teleported' }));
    expect(refused).toMatchObject({ status: 400, error: { field: 'event', description: 'payment.teleported is not an event of this API.' } });
  });

  it('keeps the modes apart', async () => {
    const [event] = (await gw.client('test').events.list({ count: 1 })).items;
    expect((await gw.client('live').events.list({ count: 100 })).items.map((e) => e.id)).not.toContain(event.id);
    expect(await apiError(gw.client('live').events.fetch(event.id))).toMatchObject({ status: 400, error: { field: 'event_id' } });
  });

  it('resends an event with the same id, once more, and says so in its delivery', async () => {
    const [event] = (await gw.client('test').events.list({ event: 'payment.captured', count: 1 })).items;
    const deadline = Date.now() + 15_000;
    while ((await gw.client('test').events.fetch(event.id)).delivery.status !== 'delivered' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const before = receiver.received.filter((r) => r.headers['x-paisa-event-id'] === event.id).length;
    const resent = await gw.client('test').events.resend(event.id);
    expect(resent.delivery.status).toBe('pending');
    while (receiver.received.filter((r) => r.headers['x-paisa-event-id'] === event.id).length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const copies = receiver.received.filter((r) => r.headers['x-paisa-event-id'] === event.id);
    expect(copies).toHaveLength(before + 1);
    expect(copies.at(-1)?.body).toBe(copies[0]?.body);
    while ((await gw.client('test').events.fetch(event.id)).delivery.status !== 'delivered' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await gw.client('test').events.fetch(event.id)).delivery.attempts).toBe(resent.delivery.attempts + 1);
    expect(await apiError(gw.client('live').events.resend(event.id))).toMatchObject({ status: 400, error: { field: 'event_id' } });
  });

  it('keeps events 30 days, then the sweep deletes them', async () => {
    const [event] = (await gw.client('test').events.list({ count: 1 })).items;
    gw.clock.advance(29 * 24 * 3600);
    await gw.app.sweeps.runDue();
    expect((await gw.client('test').events.fetch(event.id)).id).toBe(event.id);
    gw.clock.advance(2 * 24 * 3600);
    await gw.app.sweeps.runDue();
    expect(await apiError(gw.client('test').events.fetch(event.id))).toMatchObject({ status: 400, error: { field: 'event_id' } });
    expect((await gw.client('test').events.list({ count: 100 })).items.map((e) => e.id)).not.toContain(event.id);
  });
});
