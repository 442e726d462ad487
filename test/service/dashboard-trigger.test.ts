/**
 * The dashboard's Trigger page starting from an object that exists (cli/recipes/from.ts, shared
 * with `paisa trigger --from`), over HTTP as a browser without script uses it, on both engines:
 * an authorized payment captured, a captured payment refunded, an order and an issued invoice
 * paid, each event about THAT object and each request logged as the dashboard's; an id of the
 * wrong kind or state refused in the API's own words (escaped); an event that cannot start from an
 * object says so; an empty id still makes fresh objects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../service/payment-flow.js';
import { DashboardBrowser, hiddenIn, type Page } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError, capturedPayment, eventsFor, payableInvoice, VISA } from './payments-support.js';

/** The page's text as a reader sees it: tags dropped, entities read. */
const textOf = (page: Page) =>
  page.html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe.each(ENGINES)('dashboard: trigger from an existing object (%s)', (engine) => {
  let gw: TestGateway;
  let browser: DashboardBrowser;

  beforeAll(async () => {
    gw = await startGateway({ engine });
    browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
  }, 60_000);
  afterAll(() => gw?.stop());

  async function triggerFrom(event: string, from: string): Promise<Page> {
    const form = await browser.get('/dashboard/trigger');
    expect(form.html).toContain('name="from"');
    const key = hiddenIn(form.html, '/dashboard/trigger', 'idempotency_key') ?? '';
    return browser.post('/dashboard/trigger', { event, from, idempotency_key: key }, form);
  }

  const events = async (id: string) => (await eventsFor(gw, id)).map((e) => e.event);

  it('captures an authorized payment: payment.captured about that payment, the capture logged as the dashboard', async () => {
    const { invoice, orderId } = await payableInvoice(gw, { amount: 30_000 });
    const authorized = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card: VISA }, capture: 'manual' });
    expect(authorized.payment.status).toBe('authorized');
    const id = authorized.payment.id;
    const page = await triggerFrom('payment.captured', id);
    expect(textOf(page)).toContain(`Triggered payment.captured from ${id}.`);
    expect((await gw.client('test').payments.fetch(id)).status).toBe('captured');
    expect(await events(id)).toContain('payment.captured');
    await gw.app.requestLog?.writer.flush();
    const logged = await gw.ctx.store.transaction((tx) => tx.requestLog.forObject('test', id, 20), { readOnly: true });
    expect(logged.map((r) => [r.source, r.method, r.path])).toContainEqual(['dashboard', 'POST', `/v1/payments/${id}/capture`]);
    // captured now: the API refuses to capture it again, and the page says so in its words
    const again = await triggerFrom('payment.captured', id);
    const refusal = (await apiError(gw.client('test').payments.capture(id, { amount: 30_000, currency: 'INR' }))).error.description;
    expect(textOf(again)).toContain(`payment.captured was not triggered: ${refusal}`);
  });

  it('refunds that captured payment (refund.processed), pays that order (order.paid) and that invoice (invoice.paid)', async () => {
    const payment = await capturedPayment(gw, 20_000);
    const refunded = await triggerFrom('refund.processed', payment.id);
    expect(textOf(refunded)).toContain(`Triggered refund.processed from ${payment.id}.`);
    const refunds = (await gw.client('test').payments.listRefunds(payment.id)).items;
    expect(refunds.map((r) => r.status)).toEqual(['processed']);
    expect(await events(refunds[0]?.id ?? '')).toContain('refund.processed');

    const order = await gw.client('test').orders.create({ amount: 15_000, currency: 'INR' });
    expect(textOf(await triggerFrom('order.paid', order.id))).toContain(`Triggered order.paid from ${order.id}.`);
    expect((await gw.client('test').orders.fetch(order.id)).status).toBe('paid');
    expect(await events(order.id)).toContain('order.paid');

    const { invoice } = await payableInvoice(gw, { amount: 12_000 });
    expect(textOf(await triggerFrom('invoice.paid', invoice.id))).toContain(`Triggered invoice.paid from ${invoice.id}.`);
    expect((await gw.client('test').invoices.fetch(invoice.id)).status).toBe('paid');
    expect(await events(invoice.id)).toContain('invoice.paid');
  });

  it('refuses an id of the wrong kind, or none that exists, in the API words, escaped; an event that starts afresh says so', async () => {
    const { invoice } = await payableInvoice(gw, { amount: 11_000 });
    const wrongKind = await triggerFrom('refund.processed', invoice.id);
    const refusal = (await apiError(gw.client('test').payments.fetch(invoice.id))).error.description;
    expect(textOf(wrongKind)).toContain(`refund.processed was not triggered: ${refusal}`);
    expect((await gw.client('test').invoices.fetch(invoice.id)).status).toBe('issued');
    const missing = await triggerFrom('invoice.paid', 'inv_00000000000000');
    const notFound = (await apiError(gw.client('test').invoices.fetch('inv_00000000000000'))).error.description;
    expect(textOf(missing)).toContain(`invoice.paid was not triggered: ${notFound}`);
    const markup = await triggerFrom('refund.processed', '<script>alert(1)</script>');
    expect(markup.html).not.toContain('<script>alert(1)</script>');
    expect(textOf(markup)).toContain('refund.processed was not triggered');
    const afresh = await triggerFrom('invoice.expired', invoice.id);
    expect(textOf(afresh)).toContain('invoice.expired cannot start from an existing object');
    // empty: the recipe makes its own objects, as before
    expect(textOf(await triggerFrom('payment.captured', ''))).toContain('Triggered payment.captured.');
  });
});
