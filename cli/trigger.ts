/**
 * `paisa trigger <event>`: the recipes. Each makes its webhook event really happen on a running
 * gateway in test mode, through the interface alone (the generated client, the test helpers of
 * spec tag `test_helpers`, test mode's clock, and the hosted checkout as a customer's browser
 * uses it), then reads back that the entity reached the state whose transition emits the event
 * (the spec's `x-state-machine` `emits`), so "triggered" is never claimed for something that did
 * not happen. Every webhook event of the spec has a recipe (here and in recipes/); one without
 * would be listed "not built yet", never faked.
 */
import { type WebhookEventName, webhookEvents } from '../generated/server/webhooks.js';
import type { Payment, PaymentDowntime } from '../generated/types/index.js';
import { payAtCheckout } from './checkout.js';
import { fromRecipes } from './recipes/from.js';
import { disputeRecipes, failedRefund, processedSettlement, slowerRefund, transferRecipes } from './recipes/money.js';
import { payableRecipes, subscriptionRecipes } from './recipes/payables.js';
import {
  advance,
  createInvoice,
  expectStatus as expectState,
  MIN_EXPIRE_AHEAD_SECONDS,
  NotTriggered,
  paidInvoice,
  type Recipe,
  TRANSIT_SECONDS,
  type TriggerContext,
  topUpFee,
} from './trigger-steps.js';

export { NotTriggered, type TriggerContext } from './trigger-steps.js';

export const NOT_BUILT_YET = 'not built yet';

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
  ctx.made('payment', payment.id);
  return payment;
}

/**
 * A refund of a whole captured payment (spec refundPayment): Refund `create` (refund.created),
 * then the acquirer's answer within the same request (service/payments/refund.ts; the test
 * acquirer confirms every refund): Refund `process` (refund.processed). A refund takes its whole
 * amount from the balance and gives no fee back (rule 5): on a new gateway the payment's own
 * credit (its amount less the fee) is all the balance holds, so the fee is added to test mode's
 * balance first (createTestTopUp), as a developer refunding a whole payment in a new sandbox does.
 */
async function refundedPayment(ctx: TriggerContext): Promise<void> {
  const payment = await paidInvoice(ctx);
  await topUpFee(ctx, payment);
  const refund = await ctx.client.payments.refund(payment.id, { notes: { created_by: 'paisa trigger' } });
  ctx.report(`created refund ${refund.id}`);
  ctx.made('refund', refund.id);
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
  await advance(ctx, expireBy + 1);
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
  ctx.made('downtime', downtime.id);
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

/**
 * An invoice that lets the customer pay in parts (partial_payment, first_payment_min_amount a
 * fifth), paid in half at the hosted checkout (the amount field): Invoice `pay_partly`
 * (invoice.partially_paid).
 */
async function partlyPaidInvoice(ctx: TriggerContext): Promise<void> {
  const invoice = await createInvoice(ctx, { partial_payment: '1', first_payment_min_amount: 10_000 });
  const outcome = await payAtCheckout(invoice.short_url, 'success', { amount: '250.00' });
  const after = await ctx.client.invoices.fetch(invoice.id);
  ctx.report(`paid at checkout in part: invoice ${after.id}`);
  if (outcome !== 'success') throw new NotTriggered(`the checkout reported ${outcome} for invoice ${invoice.id}`);
  expectState('invoice', after, 'partially_paid');
}

const recipes: { readonly [E in WebhookEventName]?: Recipe } = {
  'invoice.partially_paid': partlyPaidInvoice,
  'refund.failed': failedRefund,
  'refund.speed_changed': slowerRefund,
  'settlement.processed': processedSettlement,
  ...disputeRecipes,
  ...transferRecipes,
  ...payableRecipes,
  ...subscriptionRecipes,
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

/** What an existing object's id may name for the event (`--from`), or undefined when its recipe always starts afresh. */
export function startsFrom(event: WebhookEventName): string | undefined {
  return fromRecipes[event]?.accepts;
}

/**
 * Runs the event's recipe, from `ctx.from` when given (recipes/from.ts); throws NotTriggered, a
 * CheckoutError, a PaisaApiError (the API's refusal of the id, its kind or its state) or a network
 * error when it did not happen.
 */
export async function trigger(ctx: TriggerContext): Promise<void> {
  const recipe = recipes[ctx.event];
  if (!recipe) throw new NotTriggered(`${ctx.event}: ${NOT_BUILT_YET}`);
  if (ctx.from === undefined) {
    await recipe(ctx);
    return;
  }
  const from = fromRecipes[ctx.event];
  if (!from) throw new NotTriggered(`${ctx.event} always starts from objects of its own; it cannot start from ${ctx.from}`);
  await from.start(ctx, ctx.from);
}
