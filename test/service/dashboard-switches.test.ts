/**
 * The dashboard's "Test switches" and "Reset test data" pages on both engines, as a browser
 * without script uses them: a card switch and an endpoint switch set from their forms (the card
 * number never shown back, an endpoint URL escaped), listed, deleted; a live session sees neither;
 * the reset refused without its confirmation, then started and followed to `done`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBrowser } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';

describe.each(ENGINES)('dashboard test switches and reset (%s)', (engine) => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
  });

  it('sets a card switch and an endpoint switch from the forms, lists them escaped, and deletes one', async () => {
    const endpoint = await gw.client('test').webhookEndpoints.create({ url: "https://merchant.example/hooks?a=1&b='x'", events: ['payment.captured'] });
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const empty = await browser.get('/dashboard/switches');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('No switch is set.');
    expect(empty.html).toContain('href="/dashboard/switches" aria-current="page"');
    expect(empty.html).toContain('https://merchant.example/hooks?a=1&amp;b=');
    expect(empty.html).not.toContain('hooks?a=1&b=');

    const card = await browser.post(
      '/dashboard/switches/payment',
      { card_number: '5555 5555 5555 4444', error_reason: 'insufficient_funds', count: '2', idempotency_key: crypto.randomUUID() },
      empty,
    );
    expect(card.html).toMatch(/Switch tsw_[0-9A-Za-z]{14} set: card •••• 4444, fails with insufficient_funds, 2 times/);
    expect(card.html).not.toContain('5555555555554444');
    expect(card.html).not.toContain('5555 5555 5555 4444');
    const hook = await browser.post(
      '/dashboard/switches/webhook',
      { webhook_id: endpoint.id, status_code: '503', count: '3', idempotency_key: crypto.randomUUID() },
      card,
    );
    expect(hook.html).toContain(`endpoint <a href="/dashboard/webhooks/${endpoint.id}">${endpoint.id}</a>, answered 503`);
    const switches = (await gw.client('test').testHelpers.listSwitches()).items;
    expect(switches.map((s) => s.kind).sort()).toEqual(['payment_failure', 'webhook_failure']);

    const bad = await browser.post(
      '/dashboard/switches/payment',
      { card_number: '12', error_reason: 'declined_by_bank', count: '1', idempotency_key: crypto.randomUUID() },
      hook,
    );
    expect(bad.html).toContain('Not set:');
    const cardSwitch = switches.find((s) => s.kind === 'payment_failure')!;
    const deleted = await browser.post(`/dashboard/switches/${cardSwitch.id}/delete`, {}, bad);
    expect(deleted.html).toContain(`Switch ${cardSwitch.id} deleted.`);
    expect((await gw.client('test').testHelpers.listSwitches()).items.map((s) => s.id)).not.toContain(cardSwitch.id);
  });

  it('is test mode’s only', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    const home = await browser.signIn(gw, 'live');
    expect(home.html).not.toContain('Test switches');
    expect((await browser.get('/dashboard/switches')).status).toBe(404);
    expect((await browser.get('/dashboard/reset')).status).toBe(404);
  });

  it('resets test data after the confirmation, and shows its progress until done', async () => {
    const customer = await gw.client('test').customers.create({ name: 'Gone Soon' });
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const confirm = await browser.get('/dashboard/reset');
    expect(confirm.html).toContain('I understand that test mode');
    const unconfirmed = await browser.post('/dashboard/reset', { idempotency_key: crypto.randomUUID() }, confirm);
    expect(unconfirmed.html).toContain('Tick the box to confirm; nothing was deleted.');
    expect((await gw.client('test').customers.fetch(customer.id)).id).toBe(customer.id);

    let progress = await browser.post('/dashboard/reset', { confirm: 'yes', idempotency_key: crypto.randomUUID() }, confirm);
    const id = /<dd class="mono">(rst_[0-9A-Za-z]{14})<\/dd>/.exec(progress.html)?.[1];
    expect(id).toBeDefined();
    expect(progress.url).toContain(`/dashboard/reset/${id}`);
    for (let i = 0; i < 100 && !progress.html.includes('Done:'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      progress = await browser.get(`/dashboard/reset/${id}`);
    }
    expect(progress.html).toMatch(/Done: \d+ rows deleted\./);
    expect((await gw.client('test').customers.list({ count: 10 })).items.map((c) => c.id)).not.toContain(customer.id);
  });
});
