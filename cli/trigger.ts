/**
 * `paisa trigger <event>`: the recipes. Each makes its webhook event really happen on a running
 * gateway in test mode, through the interface alone (the generated client, the test helpers of
 * spec tag `test_helpers`, and the hosted checkout as a customer's browser uses it), then reads
 * back that the entity reached the state whose transition emits the event (the spec's
 * `x-state-machine` `emits`), so "triggered" is never claimed for something that did not happen.
 *
 * Every event of the spec's `webhooks:` section without a recipe here is "not built yet": the
 * gateway has no operation or time-driven move that emits it today (payment links, QR codes,
 * subscriptions, disputes, settlements; refund.failed and refund.speed_changed, since the test
 * acquirer confirms every refund at normal speed; invoice.partially_paid, since no payment is
 * partial yet). Those are listed, never faked.
 */
import type { PaisaClient } from '../generated/client/index.js';
import { type WebhookEventName, webhookEvents } from '../generated/server/webhooks.js';
import type { Invoice, Payment, PaymentDowntime } from '../generated/types/index.js';
import { payAtCheckout } from './checkout.js';

export const NOT_BUILT_YET = 'not built yet';

export interface TriggerContext {
  client: PaisaClient;
  event: WebhookEventName;
  /** one line per object created or moved, with its id (never a secret or a card number) */
  report(line: string): void;
}

/** A step was answered, but what it made is not in the state whose transition emits the event. */
export class NotTriggered extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotTriggered';
  }
}

type Recipe = (ctx: TriggerContext) => Promise<unknown>;

/** INR 500.00: above every minimum, and what a test needs is any amount. */
const AMOUNT = 50_000;

/**
 * spec createInvoice, designed rule 9: `expire_by` at least 15 minutes after test mode's now.
 * The gateway checks it against its clock when the create arrives, a moment after the clock was
 * read; the client gives up on a request after 30 s, so 30 s more can never be too soon.
 */
const MIN_EXPIRE_AHEAD_SECONDS = 15 * 60;
const TRANSIT_SECONDS = 30;

async function createInvoice(ctx: TriggerContext, extra: { expire_by?: number } = {}): Promise<Invoice & { short_url: string; order_id: string }> {
  const invoice = await ctx.client.invoices.create({
    type: 'link',
    currency: 'INR',
    amount: AMOUNT,
    description: `Test invoice for paisa trigger ${ctx.event}`,
    notes: { created_by: 'paisa trigger' },
    ...extra,
  });
  ctx.report(`created invoice ${invoice.id}`);
  // spec createInvoice, rule 5: issued, with short_url and order_id
  if (!invoice.short_url || !invoice.order_id) throw new NotTriggered(`invoice ${invoice.id} came back ${invoice.status} without a short_url to pay it at`);
  ctx.report(`created order ${invoice.order_id} for the invoice`);
  return { ...invoice, short_url: invoice.short_url, order_id: invoice.order_id };
}

/**
 * A customer pays a new invoice with a succeeding test card: Payment `authorize` then `capture`
 * (payment.authorized, payment.captured; the hosted checkout captures at once), Order `pay`
 * (order.paid), Invoice `pay` (invoice.paid), in one transaction (README "Paying in test mode").
 */
async function paidInvoice(ctx: TriggerContext): Promise<Payment> {
  const invoice = await createInvoice(ctx);
  const outcome = await payAtCheckout(invoice.short_url, 'success');
  const paid = await ctx.client.invoices.fetch(invoice.id);
  if (outcome !== 'success' || paid.status !== 'paid' || !paid.payment_id) {
    throw new NotTriggered(`the checkout reported ${outcome} for the succeeding test card and invoice ${invoice.id} is ${paid.status}, not paid`);
  }
  const payment = await ctx.client.payments.fetch(paid.payment_id);
  ctx.report(`paid at checkout: payment ${payment.id}`);
  if (payment.status !== 'captured') throw new NotTriggered(`payment ${payment.id} is ${payment.status}, not captured`);
  return payment;
}

/** The failing test card: Payment `fail` (payment.failed); the invoice stays issued. */
async function failedPayment(ctx: TriggerContext): Promise<Payment> {
  const invoice = await createInvoice(ctx);
  const outcome = await payAtCheckout(invoice.short_url, 'failure');
  // a new invoice's order has this one payment (spec listOrderPayments)
  const { items } = await ctx.client.orders.listPayments(invoice.order_id);
  const payment = items.find((p) => p.status === 'failed');
  if (outcome !== 'failure' || !payment)
    throw new NotTriggered(`the checkout reported ${outcome} for the failing test card and order ${invoice.order_id} has no failed payment`);
  ctx.report(`failed at checkout: payment ${payment.id}`);
  return payment;
}

/**
 * A refund of half a captured payment (spec refundPayment): Refund `create` (refund.created),
 * then the acquirer's answer within the same request (service/payments/refund.ts; the test
 * acquirer confirms every refund): Refund `process` (refund.processed). Half, because a refund
 * takes its whole amount from the balance and gives no fee back (rule 5): on a new gateway the
 * payment's own credit (its amount less the fee) is all the balance holds.
 */
async function refundedPayment(ctx: TriggerContext): Promise<void> {
  const payment = await paidInvoice(ctx);
  const refund = await ctx.client.payments.refund(payment.id, { amount: payment.amount / 2, notes: { created_by: 'paisa trigger' } });
  ctx.report(`created refund ${refund.id}`);
  if (ctx.event === 'refund.processed' && refund.status !== 'processed') {
    throw new NotTriggered(`refund ${refund.id} is ${refund.status}: the bank has not confirmed it yet, so refund.processed has not happened`);
  }
}

/**
 * An invoice with the nearest `expire_by` the gateway accepts, then test mode's clock advanced
 * just past it (spec advanceTestClock: the expiry runs before the answer, Invoice `expire`,
 * invoice.expired). Only that far: test mode's clock never goes back.
 */
async function expiredInvoice(ctx: TriggerContext): Promise<void> {
  const before = await ctx.client.testHelpers.fetchClock();
  const expireBy = before.now + MIN_EXPIRE_AHEAD_SECONDS + TRANSIT_SECONDS;
  const invoice = await createInvoice(ctx, { expire_by: expireBy });
  const after = await ctx.client.testHelpers.advanceClock({ to: expireBy + 1 });
  ctx.report(`advanced test mode's clock to ${after.now} (+${after.offset - before.offset} s)`);
  const expired = await ctx.client.invoices.fetch(invoice.id);
  if (expired.status !== 'expired') throw new NotTriggered(`invoice ${invoice.id} is ${expired.status} after the clock passed its expire_by, not expired`);
}

/**
 * The downtime the downtime recipes declare (spec createTestDowntime): netbanking at one bank,
 * low severity. A downtime only marks the method on the hosted checkout; payments still go
 * through the simulator unchanged.
 */
const DOWNTIME = { method: 'netbanking', severity: 'low', instrument: { bank: 'HDFC' } } as const;

function expectStatus(downtime: PaymentDowntime, status: PaymentDowntime['status']): void {
  if (downtime.status !== status) throw new NotTriggered(`downtime ${downtime.id} is ${downtime.status}, not ${status}`);
}

/** PaymentDowntime `start` (payment.downtime.started); the downtime stays open. */
async function startedDowntime(ctx: TriggerContext): Promise<PaymentDowntime> {
  const downtime = await ctx.client.testHelpers.createDowntime(DOWNTIME);
  ctx.report(`created downtime ${downtime.id}`);
  expectStatus(downtime, 'started');
  return downtime;
}

/** PaymentDowntime `update` (payment.downtime.updated): the severity rises; the downtime stays open. */
async function updatedDowntime(ctx: TriggerContext): Promise<void> {
  const started = await startedDowntime(ctx);
  const updated = await ctx.client.testHelpers.updateDowntime(started.id, { severity: 'medium' });
  ctx.report(`updated downtime ${updated.id}`);
  expectStatus(updated, 'updated');
}

/** PaymentDowntime `resolve` (payment.downtime.resolved). */
async function resolvedDowntime(ctx: TriggerContext): Promise<void> {
  const started = await startedDowntime(ctx);
  const resolved = await ctx.client.testHelpers.resolveDowntime(started.id);
  ctx.report(`resolved downtime ${resolved.id}`);
  expectStatus(resolved, 'resolved');
}

const recipes: { readonly [E in WebhookEventName]?: Recipe } = {
  'invoice.expired': expiredInvoice,
  'invoice.paid': paidInvoice,
  'order.paid': paidInvoice,
  'payment.authorized': paidInvoice,
  'payment.captured': paidInvoice,
  'payment.failed': failedPayment,
  'payment.downtime.started': startedDowntime,
  'payment.downtime.updated': updatedDowntime,
  'payment.downtime.resolved': resolvedDowntime,
  'refund.created': refundedPayment,
  'refund.processed': refundedPayment,
};

/** Every webhook event of the spec, in its order. */
export const eventNames: readonly WebhookEventName[] = webhookEvents.map((e) => e.name);

export function isEventName(name: string): name is WebhookEventName {
  return (eventNames as readonly string[]).includes(name);
}

export function canTrigger(event: WebhookEventName): boolean {
  return recipes[event] !== undefined;
}

export const triggerableEvents = (): WebhookEventName[] => eventNames.filter(canTrigger);

/** Runs the event's recipe; throws NotTriggered, a CheckoutError, a PaisaApiError or a network error when it did not happen. */
export async function trigger(ctx: TriggerContext): Promise<void> {
  const recipe = recipes[ctx.event];
  if (!recipe) throw new NotTriggered(`${ctx.event}: ${NOT_BUILT_YET}`);
  await recipe(ctx);
}
