/**
 * Recipes that start from an object that already exists (`paisa trigger <event> --from <id>`,
 * and the dashboard's Trigger page with an id): an authorized payment captured, a captured
 * payment refunded or disputed, an issued invoice or an order paid at the hosted checkout. The
 * object's kind and state are checked by the API's own answers, never guessed here: its fetch
 * answers an id of the wrong kind or one that does not exist, and the step that moves it (capture,
 * refund, the checkout) refuses a state it cannot start from, each in the API's words. An id's
 * prefix (spec x-resource idPrefix) only chooses which fetch to ask.
 */
import { resources } from '../../generated/server/registry.js';
import type { WebhookEventName } from '../../generated/server/webhooks.js';
import type { Payment } from '../../generated/types/index.js';
import { payAtCheckout } from '../checkout.js';
import { expectStatus, NotTriggered, type TriggerContext, topUpFee } from '../trigger-steps.js';

type Start = (ctx: TriggerContext, id: string) => Promise<unknown>;

const isOrder = (id: string) => id.startsWith(resources.orders.idPrefix);
const isPayment = (id: string) => id.startsWith(resources.payments.idPrefix);

/** The payment a paid payable's checkout made, read back through the API and checked captured. */
async function capturedOf(ctx: TriggerContext, paymentId: string | null | undefined, what: string): Promise<Payment> {
  if (!paymentId) throw new NotTriggered(`${what} has no payment after the checkout`);
  const payment = await ctx.client.payments.fetch(paymentId);
  ctx.report(`paid at checkout: payment ${payment.id}`);
  ctx.made('payment', payment.id);
  expectStatus('payment', payment, 'captured');
  return payment;
}

/** An issued (or partly paid) invoice paid at its `short_url` (spec Invoice): payment.authorized, payment.captured, order.paid, invoice.paid. */
async function payInvoice(ctx: TriggerContext, id: string): Promise<Payment> {
  const invoice = await ctx.client.invoices.fetch(id);
  if (!invoice.short_url) throw new NotTriggered(`invoice ${invoice.id} is ${invoice.status}: it has no short_url to pay at`);
  const outcome = await payAtCheckout(invoice.short_url, 'success');
  const paid = await ctx.client.invoices.fetch(invoice.id);
  if (outcome !== 'success') throw new NotTriggered(`the checkout reported ${outcome} for invoice ${invoice.id}`);
  expectStatus('invoice', paid, 'paid');
  return capturedOf(ctx, paid.payment_id, `invoice ${paid.id}`);
}

/** An order paid at its standard checkout page (README "Standard checkout of an order"): payment.authorized, payment.captured, order.paid. */
async function payOrder(ctx: TriggerContext, id: string): Promise<Payment> {
  const order = await ctx.client.orders.fetch(id);
  if (!ctx.origin) throw new NotTriggered(`the gateway's address is not known, so order ${order.id} cannot be paid at its checkout`);
  const outcome = await payAtCheckout(`${ctx.origin}/checkout/orders/${encodeURIComponent(order.id)}`, 'success');
  if (outcome !== 'success') throw new NotTriggered(`the checkout reported ${outcome} for order ${order.id}`);
  const paid = await ctx.client.orders.fetch(order.id);
  expectStatus('order', paid, 'paid');
  const { items } = await ctx.client.orders.listPayments(order.id);
  return capturedOf(ctx, items.find((p) => p.status === 'captured')?.id, `order ${order.id}`);
}

const payPayable: Start = (ctx, id) => (isOrder(id) ? payOrder(ctx, id) : payInvoice(ctx, id));

/** An authorized payment captured (spec capturePayment: Payment `capture`, payment.captured); the API refuses any other state. */
const capture: Start = async (ctx, id) => {
  if (!isPayment(id)) return payPayable(ctx, id);
  const payment = await ctx.client.payments.fetch(id);
  const captured = await ctx.client.payments.capture(payment.id, { amount: payment.amount, currency: payment.currency });
  ctx.report(`captured payment ${captured.id}`);
  expectStatus('payment', captured, 'captured');
};

/**
 * What is left of a captured payment refunded (spec refundPayment, no amount: Refund `create`,
 * then `process`), the payment's fee added to the balance first as the fresh recipe does
 * (topUpFee): a refund gives no fee back.
 */
const refund: Start = async (ctx, id) => {
  const payment = await ctx.client.payments.fetch(id);
  await topUpFee(ctx, payment);
  const made = await ctx.client.payments.refund(payment.id, { notes: { created_by: 'paisa trigger' } });
  ctx.report(`created refund ${made.id} of payment ${payment.id}`);
  ctx.made('refund', made.id);
  if (ctx.event === 'refund.processed') expectStatus('refund', made, 'processed');
};

/** The customer's bank disputes a captured payment (createTestDispute: payment.dispute.created). */
const dispute: Start = async (ctx, id) => {
  const made = await ctx.client.testHelpers.createDispute(id, {});
  ctx.report(`created dispute ${made.id} of payment ${id}`);
  ctx.made('dispute', made.id);
  expectStatus('dispute', made, 'open');
};

export interface FromRecipe {
  /** what the id may name, for the form and the usage text */
  accepts: string;
  start: Start;
}

export const fromRecipes: { readonly [E in WebhookEventName]?: FromRecipe } = {
  'payment.authorized': { accepts: 'an issued invoice or an order, paid at the checkout', start: payPayable },
  'payment.captured': { accepts: 'an authorized payment (captured), or an issued invoice or an order (paid at the checkout)', start: capture },
  'order.paid': { accepts: 'an order or an issued invoice, paid at the checkout', start: payPayable },
  'invoice.paid': { accepts: 'an issued invoice, paid at the checkout', start: payInvoice },
  'refund.created': { accepts: 'a captured payment, refunded', start: refund },
  'refund.processed': { accepts: 'a captured payment, refunded', start: refund },
  'payment.dispute.created': { accepts: 'a captured payment, disputed', start: dispute },
};
