/**
 * The dashboard (service/dashboard/) over HTTP, as a browser without script uses it, on both
 * engines: sign-in with a key pair of a mode (and the throttle and CSRF around it), the session
 * cookie's flags and expiry, the CSP, payments listed and shown with their timeline, actions that
 * go through the API (a refund the API allows, one it refuses) and appear in the request log with
 * source `dashboard`, and the switch that turns the dashboard off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBrowser, hiddenIn } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { capturedPayment } from './payments-support.js';

describe.each(ENGINES)('dashboard (%s)', (engine) => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(() => gw?.stop());

  it('asks for a sign-in, and signs in with a key pair into that key mode', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    const first = await browser.get('/dashboard/payments');
    expect(first.url).toMatch(/\/dashboard\/sign-in$/);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(first.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const home = await browser.signIn(gw, 'test');
    expect(home.status).toBe(200);
    expect(home.html).toContain('TEST MODE');
    const live = new DashboardBrowser(gw.baseUrl);
    expect((await live.signIn(gw, 'live')).html).toContain('LIVE MODE');
  });

  it('sets an HttpOnly SameSite=Strict cookie that expires, stored only hashed', async () => {
    const form = await new DashboardBrowser(gw.baseUrl).get('/dashboard/sign-in');
    const browser = new DashboardBrowser(gw.baseUrl);
    for (const [n, v] of new DashboardBrowser(gw.baseUrl).cookies) browser.cookies.set(n, v);
    const nonce = /paisa_dashboard_signin=([^;]+)/.exec(form.headers.getSetCookie().join('\n'))?.[1] ?? '';
    browser.cookies.set('paisa_dashboard_signin', nonce);
    const token = /name="csrf_token" value="([^"]+)"/.exec(form.html)?.[1] ?? '';
    const res = await fetch(`${gw.baseUrl}/dashboard/sign-in`, {
      method: 'POST',
      headers: { cookie: `paisa_dashboard_signin=${nonce}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: token, key_id: gw.keys.test.keyId, key_secret: gw.keys.test.secret }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('paisa_dashboard=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    const token64 = /paisa_dashboard=([^;]+)/.exec(cookie)?.[1] ?? '';
    const rows = await gw.ctx.store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM dashboard_sessions'), { readOnly: true });
    expect(JSON.stringify(rows)).not.toContain(token64);
    // expired: the same cookie no longer signs in once the session's time has passed
    gw.clock.advance(121 * 60);
    const after = await fetch(`${gw.baseUrl}/dashboard`, { headers: { cookie: `paisa_dashboard=${token64}` }, redirect: 'manual' });
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/dashboard/sign-in');
  });

  it('refuses a wrong secret, a missing CSRF token, and throttles guesses like the API', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    const form = await browser.get('/dashboard/sign-in');
    const wrong = await browser.post('/dashboard/sign-in', { key_id: gw.keys.test.keyId, key_secret: 'not-the-secret-at-all' }, form);
    expect(wrong.status).toBe(401);
    const noToken = await browser.post('/dashboard/sign-in', { key_id: gw.keys.test.keyId, key_secret: gw.keys.test.secret });
    expect(noToken.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const page = await browser.get('/dashboard/sign-in');
      statuses.push((await browser.post('/dashboard/sign-in', { key_id: gw.keys.live.keyId, key_secret: `guess-${i}-xxxxxxxx` }, page)).status);
    }
    expect(statuses).toContain(429);
  });

  it('lists payments by keyset and shows one with its timeline; a refund from the dashboard goes through the API and is logged', async () => {
    const payment = await capturedPayment(gw, 40_000);
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const list = await browser.get('/dashboard/payments');
    expect(list.html).toContain(payment.id);
    const filtered = await browser.get('/dashboard/payments?status=failed');
    expect(filtered.html).not.toContain(payment.id);
    const detail = await browser.get(`/dashboard/payments/${payment.id}`);
    expect(detail.html).toContain('Timeline');
    expect(detail.html).toContain('payment.captured');
    const action = `/dashboard/payments/${payment.id}/actions/refund`;
    const key = hiddenIn(detail.html, action, 'idempotency_key') ?? '';
    // more than was paid: the API refuses, and so the dashboard does
    const refused = await browser.post(action, { amount: '99999999', idempotency_key: `${key}-x` }, detail);
    expect(refused.html).toMatch(/Refund refused/);
    const done = await browser.post(action, { amount: '10000', speed: 'normal', idempotency_key: key }, detail);
    expect(done.html).toContain('Refund: done.');
    const refunds = await gw.client('test').payments.listRefunds(payment.id);
    expect(refunds.items.map((r) => r.amount)).toEqual([10_000]);
    // the same form sent again (a reload) does it once: the idempotency key replays
    await browser.post(action, { amount: '10000', speed: 'normal', idempotency_key: key }, detail);
    expect((await gw.client('test').payments.listRefunds(payment.id)).items).toHaveLength(1);
    await gw.app.requestLog?.writer.flush();
    const logs = await browser.get(`/dashboard/logs?q=${payment.id}&source=dashboard`);
    expect(logs.html).toContain(`POST /v1/payments/${payment.id}/refund`);
    const row = await gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', payment.id, 10), { readOnly: true });
    expect(row.filter((r) => r.source === 'dashboard').map((r) => r.status)).toEqual(expect.arrayContaining([200, 400]));
    // the refund's event links to the request that caused it: the dashboard's refund
    const [refund] = refunds.items;
    const events = await gw.ctx.store.transaction((tx) => tx.outbox.forEntities('test', [refund?.id ?? ''], 10), { readOnly: true });
    const created = events.find((e) => e.event === 'refund.created');
    const eventPage = await browser.get(`/dashboard/events/${created?.id}`);
    expect(eventPage.html, /Caused by.{0,300}/s.exec(eventPage.html)?.[0]).toMatch(
      new RegExp(`Caused by</dt><dd><a href="/dashboard/logs/req_[^"]+">POST /v1/payments/${payment.id}/refund</a> \\(dashboard\\)`),
    );
  });

  it('adds funds to the test balance from Home through createTestTopUp, once per form, and offers no such form in live mode', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    const home = await browser.signIn(gw, 'test');
    const action = '/dashboard/balance/top-up';
    const key = hiddenIn(home.html, action, 'idempotency_key') ?? '';
    expect(key).not.toBe('');
    const before = await gw.client('test').balance.fetch();
    const inr = (b: typeof before) => b.balances.find((i) => i.currency === 'INR')?.available ?? 0;
    // below one rupee: the API refuses, and the page says so in the API's words
    const refused = await browser.post(action, { amount: '50', currency: 'INR', idempotency_key: `${key}-x` }, home);
    expect(refused.html).toContain('Refused: The amount must be at least INR 1.00');
    const done = await browser.post(action, { amount: '123400', currency: 'INR', idempotency_key: key }, home);
    expect(done.html).toMatch(/Added ₹\s?1,234\.00/);
    // Home shows the balance the API answers (spec fetchBalance: `balances`)
    expect(done.html).toMatch(/Available \(INR\)<\/p><p class="value">₹\s?[\d,]+\.\d\d/);
    // the same form sent again (a reload) adds nothing more: the idempotency key replays
    await browser.post(action, { amount: '123400', currency: 'INR', idempotency_key: key }, home);
    expect(inr(await gw.client('test').balance.fetch()) - inr(before)).toBe(123_400);
    await gw.app.requestLog?.writer.flush();
    const logs = await browser.get('/dashboard/logs?source=dashboard');
    expect(logs.html).toContain('POST /v1/test_helpers/balance/top_ups');
    const live = new DashboardBrowser(gw.baseUrl);
    expect((await live.signIn(gw, 'live')).html).not.toContain(action);
  });

  it('creates an invoice from the Invoices page through createInvoice, once per form, and shows the API refusal of a wrong one', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw, 'test');
    const list = await browser.get('/dashboard/invoices');
    const action = '/dashboard/invoices/new';
    const key = hiddenIn(list.html, action, 'idempotency_key') ?? '';
    expect(key).not.toBe('');
    const fields = {
      type: 'link',
      description: '<script>alert(1)</script> Consulting',
      amount: '50000',
      currency: 'INR',
      customer_name: 'Asha Rao',
      customer_contact: '+919876543210',
      customer_email: 'asha@example.com',
      draft: 'now',
    };
    const made = await browser.post(action, { ...fields, idempotency_key: key }, list);
    expect(made.status).toBe(200);
    expect(made.html).toContain('Create invoice: done.');
    const id = /<h1[^>]*>Invoice (inv_[0-9A-Za-z]{14})<\/h1>/.exec(made.html)?.[1] ?? '';
    expect(id).not.toBe('');
    expect(made.html).not.toContain('<script>alert(1)</script>');
    expect(made.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Consulting');
    const invoice = await gw.client('test').invoices.fetch(id);
    expect(invoice).toMatchObject({ status: 'issued', amount: 50_000, customer_details: { customer_name: 'Asha Rao', customer_email: 'asha@example.com' } });
    // the same form sent again (a reload): the idempotency key replays, no second invoice
    const again = await browser.post(action, { ...fields, idempotency_key: key }, list);
    expect(again.html).toContain(id);
    const listed = await gw.client('test').invoices.list({ count: 100 });
    expect(listed.items.filter((i) => i.description === fields.description)).toHaveLength(1);
    // an amount without its description: the API refuses, the list says so in its words, nothing made
    const refused = await browser.post(action, { ...fields, description: '', idempotency_key: `${key}-2` }, list);
    expect(refused.html).toContain('Create invoice refused:');
    expect((await gw.client('test').invoices.list({ count: 100 })).items).toHaveLength(listed.items.length);
    await gw.app.requestLog?.writer.flush();
    const logs = await browser.get('/dashboard/logs?source=dashboard');
    expect(logs.html).toContain('POST /v1/invoices');
  });

  it('shows the reconciliation report of a day through fetchSettlementRecon, and the API refusal of a wrong month', async () => {
    const payment = await capturedPayment(gw, 25_000);
    // the settlement cycle (every 15 minutes) carries what fell due: the clock moved past two of them forms it
    const { now } = await gw.client('test').testHelpers.fetchClock();
    const due = Math.ceil((now + 1) / 900) * 900 + 2 * 900;
    await gw.client('test').testHelpers.advanceClock({ to: due });
    expect((await gw.client('test').settlements.list()).count).toBeGreaterThan(0);
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw, 'test');
    const ist = new Date((due + 5.5 * 3600) * 1000);
    const day = `year=${ist.getUTCFullYear()}&month=${ist.getUTCMonth() + 1}&day=${ist.getUTCDate()}`;
    const report = await browser.get(`/dashboard/recon?${day}`);
    expect(report.status).toBe(200);
    expect(report.html).toContain(`/dashboard/payments/${payment.id}`);
    expect(report.html).toMatch(/₹\s?250\.00/);
    const wrong = await browser.get(`/dashboard/recon?year=${ist.getUTCFullYear()}&month=13`);
    expect(wrong.html).toContain('Refused: The month may not be greater than 12.');
  });

  it("shows a QR code's image from this origin on its page", async () => {
    const qr = await gw.client('test').qrCodes.create({ type: 'upi_qr', name: 'Counter <1>', usage: 'multiple_use', fixed_amount: false });
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw, 'test');
    const shown = await browser.get(`/dashboard/qr_codes/${qr.id}`);
    const src = /<img src="([^"]+)" alt="QR code qr_[0-9A-Za-z]{14}"/.exec(shown.html)?.[1] ?? '';
    expect(src).toBe(new URL(qr.image_url ?? '').pathname);
    const image = await fetch(gw.baseUrl + src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a POST without the session CSRF token', async () => {
    const payment = await capturedPayment(gw, 5_000);
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const res = await browser.post(`/dashboard/payments/${payment.id}/actions/refund`, { amount: '100', csrf_token: 'forged' });
    expect(res.status).toBe(403);
    expect((await gw.client('test').payments.listRefunds(payment.id)).items).toHaveLength(0);
  });
});

describe('dashboard switched off', () => {
  it('PAISA_DASHBOARD=off: /dashboard is not served', async () => {
    const gw = await startGateway({ env: { PAISA_DASHBOARD: 'off' } });
    try {
      expect((await fetch(`${gw.baseUrl}/dashboard`)).status).toBe(404);
    } finally {
      await gw.stop();
    }
  });
});
