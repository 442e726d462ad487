/**
 * Arranging and observing payments in the service suites: a payable invoice (through the API
 * when invoices are built, otherwise written straight into the store as the spec shapes them),
 * paying it through the hosted checkout over HTTP like a browser would (GET the page, keep the
 * CSRF cookie and token, POST the form), and reading the outbox.
 */
import { expect } from 'vitest';
import { type ApiErrorObject, PaisaApiError } from '../../generated/client/index.js';
import type { CreateLinkedAccountBody, Invoice, Order, Payment } from '../../generated/types/index.js';
import { eventContext } from '../../service/events.js';
import { newId } from '../../service/ids.js';
import { payOrder } from '../../service/payment-flow.js';
import type { Mode } from '../../service/store/store.js';
import { built, type TestGateway } from '../support/gateway.js';

export interface PayableInvoice {
  invoice: Invoice;
  orderId: string;
  url: string;
}

/** Writes an order and its issued invoice into the store through the machines (no API needed). */
async function seedInvoice(gw: TestGateway, mode: Mode, amount: number, customer?: { email?: string; contact?: string }): Promise<Invoice> {
  const { ctx } = gw;
  const now = ctx.clock.now();
  return ctx.store.transaction(async (tx) => {
    const ec = eventContext(tx, mode);
    const orderDraft = {
      id: newId('order_'),
      entity: 'order' as const,
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR' as const,
      receipt: null,
      attempts: 0,
      notes: {},
      created_at: now,
      offer_id: null,
    };
    const { entity: order } = await ctx.machines.Order.create(orderDraft, 'create', ec);
    await tx.entities('orders').insert(mode, order as Order);
    const id = newId('inv_');
    const draft = {
      id,
      entity: 'invoice' as const,
      receipt: null,
      customer_id: null,
      customer_details: { customer_name: null, customer_email: customer?.email ?? null, customer_contact: customer?.contact ?? null, customer_address: null },
      order_id: order.id,
      line_items: [],
      payment_id: null,
      issued_at: now,
      paid_at: null,
      sms_status: null,
      email_status: null,
      date: now,
      amount,
      description: 'Test invoice',
      notes: {},
      currency: 'INR' as const,
      short_url: `${ctx.publicUrl}/checkout/invoices/${id}`,
      view_less: true,
      type: 'link' as const,
      created_at: now,
    };
    const { entity: invoice } = await ctx.machines.Invoice.create(draft, 'create', ec);
    await tx.entities('invoices').insert(mode, invoice as Invoice);
    return invoice as Invoice;
  });
}

export async function payableInvoice(
  gw: TestGateway,
  options: { mode?: Mode; amount?: number; customer?: { name: string; email?: string; contact: string } } = {},
): Promise<PayableInvoice> {
  const mode = options.mode ?? 'test';
  const amount = options.amount ?? 50_000;
  let invoice: Invoice;
  if (built('createInvoice')) {
    invoice = await gw.client(mode).invoices.create({
      type: 'link',
      currency: 'INR',
      amount,
      description: 'Test invoice',
      sms_notify: '0',
      email_notify: '0',
      ...(options.customer ? { customer: options.customer } : {}),
    });
  } else {
    invoice = await seedInvoice(gw, mode, amount, options.customer);
  }
  return { invoice, orderId: invoice.order_id!, url: `${gw.baseUrl}/checkout/invoices/${invoice.id}` };
}

export interface CheckoutAnswer {
  status: number;
  html: string;
  headers: Headers;
}

export interface OpenCheckout {
  submit(fields: Record<string, string>): Promise<CheckoutAnswer>;
}

/** GET the page like a browser, keeping its CSRF cookie and token for one later POST. */
export async function openCheckout(gw: TestGateway, invoiceId: string): Promise<OpenCheckout> {
  return openCheckoutAt(gw, `/checkout/invoices/${invoiceId}`);
}

/**
 * Any checkout page (`/checkout/orders/order_...?callback_url=...` too): GET it, keep its cookie,
 * and POST its form to its action with every hidden input it carries, as a browser does. A
 * redirect is returned as it is (status 303 and `location`), not followed.
 */
export async function openCheckoutAt(gw: TestGateway, pathAndQuery: string): Promise<OpenCheckout> {
  const page = await fetch(`${gw.baseUrl}${pathAndQuery}`);
  const pageHtml = await page.text();
  const cookie = page.headers.get('set-cookie')?.split(';')[0];
  const action = /<form method="post" action="([^"]+)"/.exec(pageHtml)?.[1];
  const hidden = Object.fromEntries(
    [...pageHtml.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decodeEntities(m[2] ?? '')]),
  );
  if (!hidden.csrf_token || !cookie || !action) throw new Error(`checkout page has no form (status ${page.status}): ${pageHtml.slice(0, 500)}`);
  return {
    async submit(fields) {
      const answer = await fetch(`${gw.baseUrl}${decodeEntities(action)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ ...hidden, ...fields }).toString(),
        redirect: 'manual',
      });
      return { status: answer.status, html: await answer.text(), headers: answer.headers };
    },
  };
}

/** The page escapes attribute values (service/checkout/html.ts); a browser reads them unescaped. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}

/** GET the page, then POST the form with `fields`. */
export async function payViaCheckout(gw: TestGateway, invoiceId: string, fields: Record<string, string>): Promise<CheckoutAnswer> {
  return (await openCheckout(gw, invoiceId)).submit(fields);
}

export const CARD_OK = { method: 'card', card_number: '4111 1111 1111 1111', card_expiry: '12/40', card_cvv: '123', card_name: 'Gaurav Kumar' };

export interface OutboxEvent {
  event: string;
  payload: Record<string, { entity: Record<string, unknown> }>;
}

/** Events in the outbox that concern `entityId` (any payload entity with that id). */
export async function eventsFor(gw: TestGateway, entityId: string, mode: Mode = 'test'): Promise<OutboxEvent[]> {
  const rows = await gw.ctx.store.transaction((tx) => tx.outbox.list({ mode, limit: 1000 }));
  return rows.map((row) => JSON.parse(row.payload) as OutboxEvent).filter((event) => Object.values(event.payload).some((p) => p.entity.id === entityId));
}

export async function storedPayment(gw: TestGateway, id: string, mode: Mode = 'test'): Promise<Payment | undefined> {
  return gw.ctx.store.transaction((tx) => tx.entities('payments').get(mode, id));
}

/** The payment the checkout page names (`Payment ID: <code>pay_...</code>`). */
export function paymentIdOf(html: string): string {
  const id = /Payment ID: <code>(pay_[0-9A-Za-z]{14})<\/code>/.exec(html)?.[1];
  if (!id) throw new Error(`no payment id on the page: ${html.slice(0, 800)}`);
  return id;
}

/** The interface's error a call failed with (fails the test when it succeeded). */
export async function apiError(promise: Promise<unknown>): Promise<{ status: number; error: ApiErrorObject }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaisaApiError);
  const { status, error: body } = error as PaisaApiError;
  expect(body).toBeDefined();
  return { status, error: body! };
}

/** A test card (test-instruments.ts) the bank approves, and one whose refunds it fails. */
export const VISA = { number: '4111111111111111', expiry_month: 12, expiry_year: 2040, cvv: '123' };
export const REFUNDS_FAIL = { number: '5105105105105100', expiry_month: 12, expiry_year: 2040, cvv: '123' };

/** A payment of `amount` captured now: an invoice's order paid by `card` through the payment flow. */
export async function capturedPayment(gw: TestGateway, amount: number, card: typeof VISA = VISA): Promise<Payment> {
  const { invoice, orderId } = await payableInvoice(gw, { amount });
  const result = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card }, capture: 'auto' });
  expect(result.outcome).toBe('captured');
  return result.payment;
}

/** The INR balance, available plus pending (spec fetchBalance). */
export async function inrBalance(gw: TestGateway): Promise<number> {
  const inr = (await gw.client().balance.fetch()).balances.find((b) => b.currency === 'INR');
  return (inr?.available ?? 0) + (inr?.pending ?? 0);
}

/** A test-mode INR ledger account's running sum (ledger_accounts; a linked account's is `linked:acc_...`). */
export async function ledgerAccount(gw: TestGateway, account: string): Promise<number> {
  const row = await gw.ctx.store.transaction(
    (tx) => tx.sql.get<{ balance: number | string }>("SELECT balance FROM ledger_accounts WHERE mode = 'test' AND account = ? AND currency = 'INR'", [account]),
    { readOnly: true },
  );
  return Number(row?.balance ?? 0);
}

/** A linked account the transfer suites pay (createLinkedAccount's required fields; vary `email` for a second one). */
export const LINKED_ACCOUNT: CreateLinkedAccountBody = {
  email: 'vendor@example.com',
  phone: '9000090000',
  legal_business_name: 'Acme Corp',
  business_type: 'partnership',
  contact_name: 'Gaurav Kumar',
  profile: {
    category: 'healthcare',
    subcategory: 'clinic',
    addresses: { registered: { street1: '1 Road', city: 'Bengaluru', state: 'KARNATAKA', postal_code: '560034', country: 'IN' } },
  },
};
