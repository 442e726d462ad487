/**
 * The dashboard's developer pages on both engines: webhook endpoints made and changed from the
 * dashboard (the secret shown once), an event's deliveries and attempts and its resend, the live
 * event stream (server-sent events) and the API's waitForEvents a test can wait on; a test event
 * sent from an endpoint's page and an event edited and sent from its page (sendTestWebhook), the
 * outcome shown escaped, a payload that is not JSON refused with nothing sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../generated/server/index.js';
import { DashboardBrowser } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { apiError, capturedPayment } from './payments-support.js';

describe.each(ENGINES)('dashboard developer pages (%s)', (engine) => {
  let gw: TestGateway;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    await receiver?.close();
  });

  it('waitForEvents answers the newest at once, then waits for the next event after one; an unknown after is 400', async () => {
    const client = gw.client('test');
    await capturedPayment(gw, 1_000);
    const start = await client.events.waitFor({ count: 1 });
    const last = start.items[start.items.length - 1];
    expect(last?.id).toMatch(/^evt_/);
    const waiting = client.events.waitFor({ after: last?.id, event: 'payment.captured', timeout: 10 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const payment = await capturedPayment(gw, 2_000);
    const got = await waiting;
    expect(got.items.map((e) => e.event)).toEqual(['payment.captured']);
    expect(JSON.stringify(got.items[0]?.payload)).toContain(payment.id);
    const none = await client.events.waitFor({ after: got.items[0]?.id, event: 'refund.failed', timeout: 0 });
    expect(none.items).toEqual([]);
    expect(await apiError(client.events.waitFor({ after: 'evt_00000000000000', timeout: 0 }))).toMatchObject({ status: 400, error: { field: 'after' } });
  });

  it('adds an endpoint from the dashboard (its secret shown once), delivers to it, and resends an event from the event page', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const list = await browser.get('/dashboard/webhooks');
    const added = await browser.post(
      '/dashboard/webhooks/create',
      { url: receiver.url, events: 'payment.captured, refund.processed', idempotency_key: crypto.randomUUID() },
      list,
    );
    const secret = /<pre id="secret"[^>]*>(whsec_[^<]+)<\/pre>/.exec(added.html)?.[1];
    expect(secret).toBeDefined();
    const id = /Endpoint (wh_[0-9A-Za-z]{14})/.exec(added.html)?.[1] ?? '';
    const again = await browser.get(`/dashboard/webhooks/${id}`);
    expect(again.html).not.toContain(secret);

    const before = receiver.received.length;
    const payment = await capturedPayment(gw, 3_000);
    await receiver.waitFor(before + 1);
    const event = (await gw.client('test').events.list({ event: 'payment.captured', count: 5 })).items.find((e) =>
      JSON.stringify(e.payload).includes(payment.id),
    );
    expect(event).toBeDefined();
    let page = await browser.get(`/dashboard/events/${event?.id}`);
    for (let i = 0; i < 50 && !page.html.includes('status-ok">delivered'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await browser.get(`/dashboard/events/${event?.id}`);
    }
    expect(page.html).toContain(id);
    expect(page.html).toContain('>200<');
    const resent = await browser.post(`/dashboard/events/${event?.id}/resend`, { webhook_id: id, idempotency_key: crypto.randomUUID() }, page);
    expect(resent.html).toContain('Resent');
    await receiver.waitFor(before + 2);
    expect(receiver.received.filter((r) => r.headers['x-paisa-event-id'] === event?.id)).toHaveLength(2);

    const rolled = await browser.post(`/dashboard/webhooks/${id}/roll`, { idempotency_key: crypto.randomUUID() }, again);
    const newSecret = /<pre id="secret"[^>]*>(whsec_[^<]+)<\/pre>/.exec(rolled.html)?.[1];
    expect(newSecret).toBeDefined();
    expect(newSecret).not.toBe(secret);
    const disabled = await browser.post(`/dashboard/webhooks/${id}/disable`, { idempotency_key: crypto.randomUUID() }, rolled);
    expect(disabled.html, disabled.html.slice(disabled.html.indexOf('<main'), disabled.html.indexOf('<main') + 600)).toContain('status-bad">disabled');
    expect((await gw.client('test').webhookEndpoints.fetch(id)).active).toBe(false);
  });

  it('sends a test event from an endpoint page and an edited event from its page, showing the outcome escaped', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const made = await gw.client('test').webhookEndpoints.create({ url: receiver.url, events: ['refund.failed'] });
    const endpointPage = await browser.get(`/dashboard/webhooks/${made.id}`);
    expect(endpointPage.html).toContain('Send a test event');
    expect(endpointPage.html).toContain('<option>payment.captured</option>');
    // the chosen event's example fills the payload field
    const withExample = await browser.get(`/dashboard/webhooks/${made.id}?event=invoice.paid`);
    expect(withExample.html).toMatch(/<textarea[^>]*>\{\s+&quot;payment&quot;/);
    expect(withExample.html).toContain('<option selected>invoice.paid</option>');

    // a payload that is not JSON: refused here, nothing sent
    const before = receiver.received.length;
    const bad = await browser.post(
      `/dashboard/webhooks/${made.id}/test`,
      { event: 'payment.captured', payload: '{"payment": ', idempotency_key: crypto.randomUUID() },
      endpointPage,
    );
    expect(bad.html).toContain('The payload is not valid JSON');
    expect(bad.html).toContain('nothing was sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.length).toBe(before);

    // hostile text in the payload and in the endpoint's answer is shown as text
    receiver.respond = () => ({ status: 200 });
    const hostile = { payment: { entity: { id: 'pay_NdhK1yR4bHq3Tz', description: '<script>alert(1)</script>' } } };
    const sent = await browser.post(
      `/dashboard/webhooks/${made.id}/test`,
      { event: 'payment.captured', payload: JSON.stringify(hostile), idempotency_key: crypto.randomUUID() },
      endpointPage,
    );
    expect(sent.html).toContain('Test payment.captured sent to');
    expect(sent.html).toMatch(/HTTP status<\/dt><dd>200<\/dd>/);
    expect(sent.html).toMatch(/Duration<\/dt><dd>\d+ ms<\/dd>/);
    expect(sent.html).not.toContain('<script>alert(1)</script>');
    expect(sent.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    await receiver.waitFor(before + 1);
    const got = receiver.received[before]!;
    expect(got.headers['x-paisa-test']).toBe('true');
    expect(JSON.parse(got.body).payload).toEqual(hostile);
    expect(verifyWebhook(made.secret!, got.body, String(got.headers['x-paisa-signature']))).toBe(true);
    await gw.app.requestLog?.writer.flush();
    const logged = await gw.ctx.store.transaction((tx) => tx.requestLog.page('test', 20), { readOnly: true });
    expect(logged.some((r) => r.path.includes('/test_deliveries') && r.source === 'dashboard')).toBe(true);

    // an event's page: its payload pre-filled, edited, sent to a chosen endpoint as a test
    const payment = await capturedPayment(gw, 5_000);
    const event = (await gw.client('test').events.list({ event: 'payment.captured', count: 5 })).items.find((e) =>
      JSON.stringify(e.payload).includes(payment.id),
    );
    const eventPage = await browser.get(`/dashboard/events/${event?.id}`);
    expect(eventPage.html).toContain('Edit and send to an endpoint');
    expect(eventPage.html).toContain(`<option value="${made.id}"`);
    expect(eventPage.html).toMatch(new RegExp(`<textarea[^>]*>[^<]*${payment.id}`));
    const edited = { payment: { entity: { id: payment.id, amount: 1 } } };
    const count = receiver.received.length;
    const resent = await browser.post(
      `/dashboard/events/${event?.id}/send`,
      { webhook_id: made.id, event: 'payment.captured', payload: JSON.stringify(edited), idempotency_key: crypto.randomUUID() },
      eventPage,
    );
    expect(resent.html).toContain(`Test payment.captured sent to ${made.id}`);
    await receiver.waitFor(count + 1);
    const last = receiver.received.find((r, i) => i >= count && r.headers['x-paisa-test'] === 'true');
    expect(JSON.parse(last!.body).payload).toEqual(edited);
    expect(last!.headers['x-paisa-event-id']).not.toBe(event?.id);
    const notJson = await browser.post(
      `/dashboard/events/${event?.id}/send`,
      { webhook_id: made.id, event: 'payment.captured', payload: '[1, 2', idempotency_key: crypto.randomUUID() },
      eventPage,
    );
    expect(notJson.html).toContain('The payload is not valid JSON');
    await gw.client('test').webhookEndpoints.delete(made.id);
  });

  it('streams new events to the Events page as server-sent events', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const cookie = [...browser.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const controller = new AbortController();
    const res = await fetch(`${gw.baseUrl}/dashboard/events/stream`, { headers: { cookie }, signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    await new Promise((resolve) => setTimeout(resolve, 700));
    const payment = await capturedPayment(gw, 4_000);
    const deadline = Date.now() + 10_000;
    while (!text.includes(payment.id) && Date.now() < deadline) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    controller.abort();
    expect(text).toContain('event: paisa-event');
    expect(text).toContain('"event":"payment.captured"');
    expect(text).toContain(payment.id);
  });

  it("triggers refund.processed from the dashboard with the recipes of paisa trigger, its requests logged as the dashboard's", async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const form = await browser.get('/dashboard/trigger');
    expect(form.html).toContain('<option>refund.processed</option>');
    const done = await browser.post('/dashboard/trigger', { event: 'refund.processed' }, form);
    expect(done.html).toContain('Triggered refund.processed');
    const refundId = /(rfnd_[0-9A-Za-z]{14})/.exec(done.html)?.[1] ?? '';
    expect((await gw.client('test').refunds.fetch(refundId)).status).toBe('processed');
    await gw.app.requestLog?.writer.flush();
    const logged = await gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', refundId, 10), { readOnly: true });
    expect(logged.map((r) => r.source)).toContain('dashboard');
  });

  it("previews what falls due and advances test mode's clock through the API", async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const before = (await gw.client('test').testHelpers.fetchClock()).offset;
    const preview = await browser.get('/dashboard/clock?amount=2&unit=hours');
    expect(preview.html).toContain('Advance 7200 seconds');
    const advanced = await browser.post('/dashboard/clock/advance', { by: '7200', idempotency_key: crypto.randomUUID() }, preview);
    expect(advanced.html).toContain('Advanced by 7200 s');
    expect((await gw.client('test').testHelpers.fetchClock()).offset).toBeGreaterThanOrEqual(before + 7200);
  });
});
