/**
 * End to end, in a real browser: a merchant creates an invoice with the
 * generated client, a customer opens its short_url in headless Chromium (Debian's `chromium`,
 * driven by playwright-core), fills the card form by its labels and presses "Pay"; the invoice
 * is then paid and the merchant's loopback webhook endpoint has received invoice.paid and
 * order.paid, each with a valid X-Paisa-Signature (generated verifyWebhook). And the standard
 * checkout of an order: paid in the browser, which lands on the merchant's callback page, where
 * the signature verifies (generated verifyPaymentSignature); and a payment link paid in two parts,
 * landing on its callback each time (verifyPaymentLinkSignature); and a subscription's mandate
 * authorized with a card on its page, landing on the callback (verifySubscriptionSignature), and
 * its next cycle charged with the kept card when test mode's clock reaches it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPaymentLinkSignature, verifyPaymentSignature, verifySubscriptionSignature, verifyWebhook } from '../../generated/server/index.js';
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from '../support/chromium.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'whsec_e2e_checkout_secret';
const SCREENSHOT = join(tmpdir(), 'paisa-checkout-e2e.png');

/** The merchant's own page behind a callback_url: it records each landing and shows the heading `heading` gives for its query. */
async function merchantPage(path: string, heading: (q: (name: string) => string) => string): Promise<{ url: string; landed: URL[]; close(): Promise<void> }> {
  const landed: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // the browser asks for /favicon.ico too
    if (url.pathname !== path) return void res.writeHead(404).end();
    landed.push(url);
    const text = heading((name) => url.searchParams.get(name) ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Back at the shop</title><h1>${text}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    landed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const available = chromiumAvailable;
if (!available) console.warn(`skipping the browser end-to-end test: ${CHROMIUM} is absent (apt-get install chromium; .ci/run installs it)`);

describe.skipIf(!available)('checkout in a browser (e2e)', () => {
  let gw: TestGateway;
  let receiver: WebhookReceiver;
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    gw = await startGateway({ webhookUrl: receiver.url, webhookSecret: SECRET });
    profile = mkdtempSync(join(tmpdir(), 'paisa-chromium-'));
    browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
    await receiver?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('pays an invoice with the test card and the merchant receives both webhooks, signed', async () => {
    const client = gw.client();
    const invoice = await client.invoices.create({
      type: 'link',
      currency: 'INR',
      description: 'Order #1042 — Chai & biscuits',
      line_items: [
        { name: 'Masala chai', description: 'Assam CTC, 250 g', amount: 34_900, quantity: 2 },
        { name: 'Butter biscuits', amount: 12_000, quantity: 1 },
      ],
      sms_notify: '0',
      email_notify: '0',
    });
    expect(invoice.short_url).toBeTruthy();

    const page = await browser.newPage();
    await page.goto(invoice.short_url!);
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry', { exact: true }).fill('12/34');
    await page.getByLabel('CVV', { exact: true }).fill('123');
    await page.getByLabel('Name on card', { exact: true }).fill('Gaurav Kumar');
    await page.getByLabel('Email', { exact: true }).fill('gaurav@example.com');
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    const paymentId = (await page.locator('code').first().textContent())!.trim();
    expect(paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);

    const paid = await client.invoices.fetch(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', payment_id: paymentId });
    expect(paid.customer_details.customer_email).toBe('gaurav@example.com');

    // the worker delivers at least the four events of the payment; wait for the two the merchant needs
    const deadline = Date.now() + 15_000;
    const names = () => receiver.received.map((r) => JSON.parse(r.body).event as string);
    while (!(names().includes('invoice.paid') && names().includes('order.paid')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const name of ['invoice.paid', 'order.paid']) {
      const delivered = receiver.received.filter((r) => JSON.parse(r.body).event === name);
      expect(delivered, name).toHaveLength(1);
      const [hook] = delivered;
      expect(verifyWebhook(SECRET, hook.body, String(hook.headers['x-paisa-signature']))).toBe(true);
      expect(verifyWebhook('another secret', hook.body, String(hook.headers['x-paisa-signature']))).toBe(false);
      expect(hook.headers['x-paisa-event-id']).toBeTruthy();
      const body = JSON.parse(hook.body);
      expect(body.payload.payment.entity).toMatchObject({ id: paymentId, status: 'captured' });
      expect(body.payload.order.entity).toMatchObject({ id: invoice.order_id, status: 'paid' });
      if (name === 'invoice.paid') expect(body.payload.invoice.entity).toMatchObject({ id: invoice.id, status: 'paid' });
    }
    await page.close();
  }, 60_000);

  it('pays an order at the standard checkout and lands on the merchant callback page with a valid signature', async () => {
    // the merchant's own page behind callback_url: it verifies the signature with its key secret
    const merchant = await merchantPage('/orders/done', (q) =>
      verifyPaymentSignature(gw.keys.test.secret, { orderId: q('paisa_order_id'), paymentId: q('paisa_payment_id'), signature: q('paisa_signature') })
        ? 'Signature verified'
        : 'Signature invalid',
    );
    const landed = merchant.landed;
    try {
      const callback = merchant.url;
      const order = await gw.client().orders.create({ amount: 29_900, currency: 'INR', receipt: 'e2e-order-1' });
      const page = await browser.newPage();
      await page.goto(`${gw.baseUrl}/checkout/orders/${order.id}?${new URLSearchParams({ callback_url: callback })}`);
      await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry', { exact: true }).fill('12/34');
      await page.getByLabel('CVV', { exact: true }).fill('123');
      await page.getByLabel('Name on card', { exact: true }).fill('Gaurav Kumar');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('heading', { name: 'Signature verified' }).waitFor({ timeout: 15_000 });
      expect(landed).toHaveLength(1);
      const paymentId = landed[0]?.searchParams.get('paisa_payment_id') ?? '';
      expect(landed[0]?.searchParams.get('paisa_order_id')).toBe(order.id);
      expect(await gw.client().payments.fetch(paymentId)).toMatchObject({ status: 'captured', order_id: order.id });
      expect((await gw.client().orders.fetch(order.id)).status).toBe('paid');
      await page.close();
    } finally {
      await merchant.close();
    }
  }, 60_000);

  it('pays a payment link partially and then fully, landing on its callback with a valid signature each time', async () => {
    const merchant = await merchantPage('/links/done', (q) =>
      verifyPaymentLinkSignature(gw.keys.test.secret, {
        paymentLinkId: q('paisa_payment_link_id'),
        referenceId: q('paisa_payment_link_reference_id'),
        status: q('paisa_payment_link_status'),
        paymentId: q('paisa_payment_id'),
        signature: q('paisa_signature'),
      })
        ? `Verified: ${q('paisa_payment_link_status')}`
        : 'Signature invalid',
    );
    const landed = merchant.landed;
    try {
      const link = await gw.client().paymentLinks.create({
        amount: 50_000,
        currency: 'INR',
        description: 'Tailoring, two fittings',
        accept_partial: true,
        first_min_partial_amount: 20_000,
        reference_id: 'e2e-link-1',
        callback_url: merchant.url,
        callback_method: 'get',
      });
      const page = await browser.newPage();
      for (const [amount, status] of [
        ['200.00', 'partially_paid'],
        ['300.00', 'paid'],
      ]) {
        await page.goto(link.short_url);
        await page.getByLabel('Amount to pay (INR)', { exact: true }).fill(amount);
        await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
        await page.getByLabel('Expiry', { exact: true }).fill('12/34');
        await page.getByLabel('CVV', { exact: true }).fill('123');
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.getByRole('heading', { name: `Verified: ${status}` }).waitFor({ timeout: 15_000 });
      }
      expect(landed.map((u) => u.searchParams.get('paisa_payment_link_status'))).toEqual(['partially_paid', 'paid']);
      expect(await gw.client().paymentLinks.fetch(link.id)).toMatchObject({ status: 'paid', amount_paid: 50_000 });
      await page.close();
    } finally {
      await merchant.close();
    }
  }, 60_000);
  it('authorizes a subscription mandate with a card, lands on the callback with a valid signature, and sees the next cycle charged', async () => {
    const merchant = await merchantPage('/subscriptions/done', (q) =>
      verifySubscriptionSignature(gw.keys.test.secret, {
        paymentId: q('paisa_payment_id'),
        subscriptionId: q('paisa_subscription_id'),
        signature: q('paisa_signature'),
      })
        ? 'Signature verified'
        : 'Signature invalid',
    );
    const landed = merchant.landed;
    try {
      const client = gw.client();
      const plan = await client.plans.create({ period: 'monthly', interval: 1, item: { name: 'Coffee beans', amount: 59_900, currency: 'INR' } });
      const sub = await client.subscriptions.create({ plan_id: plan.id, total_count: 6 });
      const callback = merchant.url;
      const page = await browser.newPage();
      await page.goto(`${sub.short_url}?${new URLSearchParams({ callback_url: callback })}`);
      // the mandate's terms are on the page, and a card is the only method offered
      await page.getByText('to this card every month, for 6 cycles').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('radio').count()).toBe(1);
      await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry', { exact: true }).fill('12/34');
      await page.getByLabel('CVV', { exact: true }).fill('123');
      await page.getByLabel('Name on card', { exact: true }).fill('Gaurav Kumar');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('heading', { name: 'Signature verified' }).waitFor({ timeout: 15_000 });
      expect(landed).toHaveLength(1);
      expect(landed[0]?.searchParams.get('paisa_subscription_id')).toBe(sub.id);
      const active = await client.subscriptions.fetch(sub.id);
      expect(active).toMatchObject({ status: 'active', paid_count: 1, payment_method: 'card' });
      // the first charge after the mandate: made with the kept card when the clock reaches it
      const now = (await client.testHelpers.fetchClock()).now;
      await client.testHelpers.advanceClock({ by: (active.charge_at ?? now) - now });
      expect(await client.subscriptions.fetch(sub.id)).toMatchObject({ status: 'active', paid_count: 2, remaining_count: 4 });
      const invoices = await client.invoices.list({ subscription_id: sub.id });
      expect(invoices.items.map((i) => i.status)).toEqual(['paid', 'paid']);
      await page.close();
    } finally {
      await merchant.close();
    }
  }, 60_000);
});
