/**
 * The dashboard in headless Chromium (playwright-core, Debian's chromium), everything to other
 * origins refused:
 * - the flow a developer walks: an invoice made through the API, found in the dashboard, paid at
 *   the hosted checkout, the payment's timeline read, refunded from the dashboard, refund.processed
 *   delivered to a local endpoint and resent, each step found in the request log;
 * - axe-core (WCAG 2.0/2.1 A and AA tags) on every page at 1280 px wide, and on five at 360 px: no
 *   serious or critical violation; every page usable at 360 px without sideways scrolling of the page;
 * - the keyboard: the skip link and the navigation reached with Tab, a form sent with Enter.
 * With PAISA_SCREENSHOTS=1 it writes the README's screenshots to docs/dashboard/.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from '../support/chromium.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.PAISA_SCREENSHOTS === '1';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

if (!chromiumAvailable) console.warn(`skipping the dashboard browser tests: ${CHROMIUM} is absent (apt-get install chromium; .ci/run installs it)`);

describe.skipIf(!chromiumAvailable)('dashboard in Chromium', () => {
  let gw: TestGateway;
  let receiver: WebhookReceiver;
  let browser: BrowserContext;
  let profile: string;
  const dialogs: string[] = [];

  async function newPage(width = 1280): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: 900 });
    const origin = new URL(gw.baseUrl).origin;
    await page.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith(origin) || url.startsWith('data:') ? route.continue() : route.abort();
    });
    // the refund's confirmation is accepted; any other dialog (an alert a payload raised) is noted
    page.on('dialog', (dialog) => {
      if (dialog.type() !== 'confirm') dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    return page;
  }

  async function signIn(page: Page): Promise<void> {
    await page.goto(`${gw.baseUrl}/dashboard/sign-in`);
    await page.getByLabel('Key id').fill(gw.keys.test.keyId);
    await page.getByLabel('Key secret').fill(gw.keys.test.secret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    gw = await startGateway();
    profile = mkdtempSync(join(tmpdir(), 'paisa-chromium-dashboard-'));
    // axe is injected as a script, which the pages' policy forbids: this context bypasses it (escaping must hold without it too)
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      bypassCSP: true,
      timeout: 30_000,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
    await receiver?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('walks invoice -> checkout -> timeline -> refund -> webhook delivered and resent -> request log', async () => {
    await gw.client().webhookEndpoints.create({ url: receiver.url, events: ['refund.processed', 'payment.captured'] });
    const invoice = await gw.client().invoices.create({
      type: 'link',
      currency: 'INR',
      amount: 120_000,
      description: 'Design retainer, April',
      customer: { name: 'Asha Rao', contact: '+919876543210', email: 'asha@example.com' },
    });
    const page = await newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('link', { name: invoice.id }).click();
    await page.getByRole('heading', { name: `Invoice ${invoice.id}` }).waitFor();
    if (SHOTS) await page.screenshot({ path: 'docs/dashboard/invoice.png', fullPage: true });

    // the customer pays at the hosted checkout
    const checkout = await newPage();
    await checkout.goto(invoice.short_url ?? '');
    await checkout.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await checkout.getByLabel('Expiry', { exact: true }).fill('12/40');
    await checkout.getByLabel('CVV', { exact: true }).fill('123');
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const paymentId = (await checkout.locator('code').first().innerText()).trim();
    expect(paymentId).toMatch(/^pay_/);
    await checkout.close();

    // the payment's timeline
    await page.reload();
    await page.getByRole('link', { name: paymentId }).first().click();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    const timeline = page.locator('ol.timeline');
    await expect.poll(() => timeline.innerText()).toContain('payment.captured');
    expect(await timeline.innerText()).toContain('(checkout)');
    if (SHOTS) await page.screenshot({ path: 'docs/dashboard/payment.png', fullPage: true });

    // a partial refund from the dashboard
    await page.getByLabel('Amount (in paise)').fill('20000');
    await page.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Refund: done.').waitFor();
    await receiver.waitFor(2, 15_000);
    await expect.poll(() => receiver.received.some((r) => r.body.includes('"refund.processed"')), { timeout: 15_000 }).toBe(true);
    const delivered = receiver.received.filter((r) => r.body.includes('"refund.processed"')).length;

    // the event, delivered, and resent from its page
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByLabel('Event').selectOption('refund.processed');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('table').last().getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Event evt_/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: 'docs/dashboard/event.png', fullPage: true });
    await page.getByRole('button', { name: 'Resend to every endpoint' }).click();
    await page.getByText('Resent: the delivery is due now.').waitFor();
    await expect.poll(() => receiver.received.filter((r) => r.body.includes('"refund.processed"')).length, { timeout: 15_000 }).toBe(delivered + 1);

    // each step in the request log
    await gw.app.requestLog?.writer.flush();
    await page.getByRole('link', { name: 'Request log' }).click();
    await page.getByLabel('Request id or object id').fill(paymentId);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    const log = await page.locator('table').innerText();
    expect(log).toContain(`POST /v1/payments/${paymentId}/refund`);
    expect(log).toMatch(/POST \/checkout\/invoices\/inv_\w+\/pay\s+200[\s\S]*checkout/);
    expect(log).toContain('dashboard');
    await page.getByLabel('Request id or object id').fill(invoice.id);
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.locator('table').innerText()).toContain('POST /v1/invoices');
    await page.getByRole('link', { name: /^req_/ }).last().click();
    await page.getByRole('heading', { name: /^Request req_/ }).waitFor();
    expect(await page.locator('#curl').innerText()).toContain('$PAISA_KEY_ID:$PAISA_KEY_SECRET');
    if (SHOTS) await page.screenshot({ path: 'docs/dashboard/request.png', fullPage: true });
    await page.getByRole('link', { name: 'Request log' }).click();
    if (SHOTS) await page.screenshot({ path: 'docs/dashboard/request-log.png', fullPage: true });
    expect(dialogs).toEqual([]);
  }, 90_000);

  it('every page: no serious or critical axe violation (at 1280 px, and at 360 px for five), and no sideways scrolling at 360 px', async () => {
    const payments = await gw.client().payments.list({ count: 1 });
    const events = await gw.client().events.list({ count: 1 });
    const hooks = await gw.client().webhookEndpoints.list();
    await gw.app.requestLog?.writer.flush();
    const [logged] = await gw.ctx.store.transaction((tx) => tx.requestLog.page('test', 1), { readOnly: true });
    const paths = [
      '/dashboard',
      '/dashboard/payments',
      `/dashboard/payments/${payments.items[0]?.id}`,
      '/dashboard/invoices',
      '/dashboard/orders',
      '/dashboard/refunds',
      '/dashboard/customers',
      '/dashboard/subscriptions',
      '/dashboard/payment_links',
      '/dashboard/qr_codes',
      '/dashboard/plans',
      '/dashboard/items',
      '/dashboard/settlements',
      '/dashboard/disputes',
      '/dashboard/linked_accounts',
      '/dashboard/transfers',
      '/dashboard/logs',
      `/dashboard/logs/${logged?.id}`,
      '/dashboard/events',
      `/dashboard/events/${events.items[0]?.id}`,
      '/dashboard/webhooks',
      `/dashboard/webhooks/${hooks.items[0]?.id}`,
      '/dashboard/clock?amount=1&unit=days',
      '/dashboard/trigger',
      '/dashboard/switches',
      '/dashboard/reset',
      '/dashboard/keys',
      '/dashboard/recon',
    ];
    const found: Record<string, string[]> = {};
    const wide = await newPage(1280);
    await signIn(wide);
    const narrow = await newPage(360);
    // axe at 360 px on the pages whose layout differs most there (tables, forms, the timeline): it costs a second or two a page
    const narrowScans = new Set(['/dashboard', '/dashboard/payments', paths[2], '/dashboard/logs', '/dashboard/webhooks']);
    for (const path of paths) {
      await wide.goto(gw.baseUrl + path);
      const atWide = await seriousViolations(wide);
      await narrow.goto(gw.baseUrl + path);
      const atNarrow = narrowScans.has(path) ? await seriousViolations(narrow) : [];
      const overflow = await narrow.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      const problems = [...atWide, ...atNarrow.map((v) => `360 px: ${v}`), ...(overflow > 1 ? [`360 px: the page scrolls sideways by ${overflow} px`] : [])];
      if (problems.length) found[path] = problems;
    }
    if (SHOTS) {
      await wide.goto(`${gw.baseUrl}/dashboard`);
      await wide.screenshot({ path: 'docs/dashboard/home.png', fullPage: true });
      await wide.goto(`${gw.baseUrl}/dashboard/payments`);
      await wide.screenshot({ path: 'docs/dashboard/payments.png', fullPage: true });
      await wide.goto(`${gw.baseUrl}/dashboard/webhooks/${hooks.items[0]?.id}`);
      await wide.screenshot({ path: 'docs/dashboard/webhook.png', fullPage: true });
      await narrow.goto(`${gw.baseUrl}/dashboard/payments`);
      await narrow.screenshot({ path: 'docs/dashboard/payments-360.png', fullPage: true });
    }
    expect(found).toEqual({});
  }, 120_000);

  it('works from the keyboard: the skip link first, the navigation by Tab, a filter sent with Enter', async () => {
    const page = await newPage();
    await signIn(page);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent,
      ),
    ).toBe('Skip to content');
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(
          () =>
            (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent?.trim() ?? '',
        ),
      );
    }
    expect(reached).toContain('Payments');
    await page.getByRole('link', { name: 'Payments' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    await page.getByLabel('Status').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
  }, 60_000);

  it('escapes every text a merchant or customer typed: no payload runs or becomes markup, and no secret or card number is shown', async () => {
    // two payloads that run if they are ever markup (a customer's name takes neither: its pattern refuses < and >)
    const P1 = '<img src=x onerror=window.__xss=1>"\'&';
    const P2 = '<script>window.__xss=2</script>';
    const both = `${P1}${P2}`;
    const c = gw.client();
    const customer = await c.customers.create({ name: "Asha O'Rao (x)", email: 'xss@example.com', contact: '+919812345678', notes: { note: both } });
    const item = await c.items.create({ name: P1, description: both, amount: 1000, currency: 'INR' });
    const invoice = await c.invoices.create({
      type: 'link',
      currency: 'INR',
      description: both,
      line_items: [{ name: P1, description: P2, amount: 5000, quantity: 1 }],
      notes: { note: both },
      customer: { name: "Asha O'Rao (y)", contact: '+919812345679', email: 'xss2@example.com' },
    });
    const link = await c.paymentLinks.create({
      amount: 1000,
      currency: 'INR',
      description: both,
      notes: { note: P1 },
      customer: { name: "Asha O'Rao (z)", email: 'xss3@example.com', contact: '+919812345670' },
    });
    const qr = await c.qrCodes.create({ type: 'upi_qr', usage: 'multiple_use', fixed_amount: false, name: P1, description: both, notes: { note: P2 } });
    const plan = await c.plans.create({
      period: 'monthly',
      interval: 1,
      item: { name: P1, amount: 1000, currency: 'INR', description: P2 },
      notes: { note: P1 },
    });
    const hook = await c.webhookEndpoints.create({ url: 'https://merchant.example/hooks', events: ['*'], description: both });
    // a payment whose card number and CVV went through the checkout, with notes of its own
    const checkout = await newPage();
    await checkout.goto(invoice.short_url ?? '');
    await checkout.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await checkout.getByLabel('Expiry', { exact: true }).fill('12/40');
    await checkout.getByLabel('CVV', { exact: true }).fill('987');
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const paymentId = (await checkout.locator('code').first().innerText()).trim();
    await checkout.close();
    await c.payments.update(paymentId, { notes: { note: both } });
    await gw.app.requestLog?.writer.flush();
    const [logged] = await gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', customer.id, 1), { readOnly: true });
    const events = await c.events.list({ count: 3 });

    const paths = [
      ...['customers', 'items', 'invoices', 'payment_links', 'qr_codes', 'plans', 'payments', 'webhooks', 'events', 'logs'].map((k) => `/dashboard/${k}`),
      `/dashboard/customers/${customer.id}`,
      `/dashboard/items/${item.id}`,
      `/dashboard/invoices/${invoice.id}`,
      `/dashboard/payment_links/${link.id}`,
      `/dashboard/qr_codes/${qr.id}`,
      `/dashboard/plans/${plan.id}`,
      `/dashboard/payments/${paymentId}`,
      `/dashboard/webhooks/${hook.id}`,
      `/dashboard/logs/${logged?.id}`,
      `/dashboard/logs?q=${paymentId}`,
      ...events.items.map((e) => `/dashboard/events/${e.id}`),
    ];
    const page = await newPage();
    await signIn(page);
    const cookie = (await browser.cookies(gw.baseUrl)).map((k) => `${k.name}=${k.value}`).join('; ');
    const unsafe: Record<string, string[]> = {};
    for (const path of paths) {
      // the HTML as sent: the payloads only ever escaped, no secret and no card number anywhere
      const html = await (await fetch(gw.baseUrl + path, { headers: { cookie } })).text();
      const found = [
        ...[P1, P2, '<img src=x', '<script>window'].filter((raw) => html.includes(raw)).map((raw) => `raw ${raw}`),
        ...[gw.keys.test.secret, hook.secret ?? 'whsec_', '4111111111111111', '4111 1111 1111 1111', '"987"']
          .filter((secret) => html.includes(secret))
          .map((s) => `shows ${s.slice(0, 8)}…`),
      ];
      // and as rendered: nothing ran
      await page.goto(gw.baseUrl + path);
      if (await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss !== undefined)) found.push('a payload ran');
      if (found.length) unsafe[path] = found;
    }
    // the payloads are there as text
    await page.goto(`${gw.baseUrl}/dashboard/items/${item.id}`);
    expect(await page.locator('main').innerText()).toContain(P1);
    expect(unsafe).toEqual({});
    expect(dialogs).toEqual([]);
  }, 90_000);
});
