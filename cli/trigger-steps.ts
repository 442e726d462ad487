/**
 * What the `paisa trigger` recipes (trigger.ts, recipes/*.ts) share: their context, the error for
 * "answered, but the event did not happen", and the steps most recipes start with (an invoice, a
 * customer paying it at the hosted checkout). Everything goes through the interface alone: the
 * generated client, the test helpers of spec tag `test_helpers`, and the hosted checkout as a
 * customer's browser uses it.
 */
import type { PaisaClient } from '../generated/client/index.js';
import type { WebhookEventName } from '../generated/server/webhooks.js';
import type { Invoice, Payment } from '../generated/types/index.js';
import { payAtCheckout } from './checkout.js';

export interface TriggerContext {
  client: PaisaClient;
  event: WebhookEventName;
  /** one line per object created or moved, with its id (never a secret or a card number) */
  report(line: string): void;
  /** an object the recipe leaves behind, by what it is (`payment`, `refund`...): `--fixture` prints them */
  made(kind: string, id: string): void;
  /** an existing object to start from instead of making a fresh one (recipes/from.ts) */
  from?: string;
  /** the gateway's origin (`http://host:port`), where its hosted checkout pages are */
  origin?: string;
}

/** A step was answered, but what it made is not in the state whose transition emits the event. */
export class NotTriggered extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotTriggered';
  }
}

export type Recipe = (ctx: TriggerContext) => Promise<unknown>;

/** INR 500.00: above every minimum, and what a test needs is any amount. */
export const AMOUNT = 50_000;

/**
 * spec createInvoice, designed rule 9 (and createPaymentLink's expire_by): at least 15 minutes
 * after test mode's now. The gateway checks it against its clock when the create arrives, a
 * moment after the clock was read; the client gives up on a request after 30 s, so 30 s more can
 * never be too soon.
 */
export const MIN_EXPIRE_AHEAD_SECONDS = 15 * 60;
export const TRANSIT_SECONDS = 30;

/** Throws NotTriggered unless `entity` reached `status`. */
export function expectStatus(what: string, entity: { id: string; status?: string | null }, status: string): void {
  if (entity.status !== status) throw new NotTriggered(`${what} ${entity.id} is ${entity.status}, not ${status}`);
}

export async function createInvoice(
  ctx: TriggerContext,
  extra: { expire_by?: number; partial_payment?: '1'; first_payment_min_amount?: number } = {},
): Promise<Invoice & { short_url: string; order_id: string }> {
  const invoice = await ctx.client.invoices.create({
    type: 'link',
    currency: 'INR',
    amount: AMOUNT,
    description: `Test invoice for paisa trigger ${ctx.event}`,
    notes: { created_by: 'paisa trigger' },
    ...extra,
  });
  ctx.report(`created invoice ${invoice.id}`);
  ctx.made('invoice', invoice.id);
  // spec createInvoice, rule 5: issued, with short_url and order_id
  if (!invoice.short_url || !invoice.order_id) throw new NotTriggered(`invoice ${invoice.id} came back ${invoice.status} without a short_url to pay it at`);
  ctx.report(`created order ${invoice.order_id} for the invoice`);
  ctx.made('order', invoice.order_id);
  return { ...invoice, short_url: invoice.short_url, order_id: invoice.order_id };
}

/**
 * A customer pays a new invoice at the hosted checkout: with a succeeding test card, Payment
 * `authorize` then `capture` (payment.authorized, payment.captured; the hosted checkout captures
 * at once), Order `pay` (order.paid), Invoice `pay` (invoice.paid), in one transaction (README
 * "Paying in test mode"). `fields`: another documented instrument (payAtCheckout).
 */
export async function paidInvoice(ctx: TriggerContext, fields: Record<string, string> = {}): Promise<Payment> {
  const invoice = await createInvoice(ctx);
  const outcome = await payAtCheckout(invoice.short_url, 'success', fields);
  const paid = await ctx.client.invoices.fetch(invoice.id);
  if (outcome !== 'success' || paid.status !== 'paid' || !paid.payment_id) {
    throw new NotTriggered(`the checkout reported ${outcome} for the succeeding test instrument and invoice ${invoice.id} is ${paid.status}, not paid`);
  }
  const payment = await ctx.client.payments.fetch(paid.payment_id);
  ctx.report(`paid at checkout: payment ${payment.id}`);
  ctx.made('payment', payment.id);
  expectStatus('payment', payment, 'captured');
  return payment;
}

/** Test mode's clock moved forward to `to` (spec advanceTestClock: the sweeps run before the answer). */
export async function advance(ctx: TriggerContext, to: number): Promise<void> {
  const before = await ctx.client.testHelpers.fetchClock();
  const after = await ctx.client.testHelpers.advanceClock({ to: Math.max(to, before.now + 1) });
  ctx.report(`advanced test mode's clock to ${after.now} (+${after.offset - before.offset} s)`);
}

/**
 * Adds a payment's fee to test mode's balance (spec createTestTopUp; at least INR 1.00, its rule
 * 1), so that the balance covers a refund of the whole payment, which gives no fee back (spec
 * refundPayment rule 5).
 */
export async function topUpFee(ctx: TriggerContext, payment: Payment): Promise<void> {
  const amount = Math.max(payment.fee ?? 0, 100);
  const topUp = await ctx.client.testHelpers.topUpBalance({ amount, currency: payment.currency });
  ctx.report(`added ${topUp.currency} ${(topUp.amount / 100).toFixed(2)} to test mode's balance: top-up ${topUp.id}`);
  ctx.made('top_up', topUp.id);
}
