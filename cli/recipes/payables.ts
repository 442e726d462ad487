/**
 * `paisa trigger` recipes for the payables a customer pays other than an invoice: payment links
 * (paid or part-paid at their `short_url`, cancelled, expired by test mode's clock), QR codes
 * (created, paid by a scanning customer through payTestQrCode, closed) and subscriptions (the
 * mandate authorized and charged through the test helpers as the customer and the bank would,
 * updated, paused, resumed, cancelled, completed; charges the bank declines until halted).
 */
import type { PaymentLink, Subscription } from '../../generated/types/index.js';
import { payAtCheckout } from '../checkout.js';
import { AMOUNT, advance, expectStatus, MIN_EXPIRE_AHEAD_SECONDS, NotTriggered, type Recipe, TRANSIT_SECONDS, type TriggerContext } from '../trigger-steps.js';

async function createLink(
  ctx: TriggerContext,
  extra: { accept_partial?: boolean; first_min_partial_amount?: number; expire_by?: number } = {},
): Promise<PaymentLink> {
  const link = await ctx.client.paymentLinks.create({
    amount: AMOUNT,
    currency: 'INR',
    description: `Test link for paisa trigger ${ctx.event}`,
    notes: { created_by: 'paisa trigger' },
    ...extra,
  });
  ctx.report(`created payment link ${link.id}`);
  ctx.made('payment_link', link.id);
  return link;
}

/** The customer pays the link at its short_url (in part: `amount` in rupees, the checkout's amount field). */
function paidLink(part: boolean): Recipe {
  return async (ctx) => {
    const link = await createLink(ctx, part ? { accept_partial: true, first_min_partial_amount: AMOUNT / 5 } : {});
    const outcome = await payAtCheckout(link.short_url, 'success', part ? { amount: (AMOUNT / 2 / 100).toFixed(2) } : {});
    const after = await ctx.client.paymentLinks.fetch(link.id);
    ctx.report(`paid at checkout: payment link ${after.id}${part ? ' in part' : ''}`);
    if (outcome !== 'success') throw new NotTriggered(`the checkout reported ${outcome} for payment link ${link.id}`);
    expectStatus('payment link', after, part ? 'partially_paid' : 'paid');
  };
}

const cancelledLink: Recipe = async (ctx) => {
  const cancelled = await ctx.client.paymentLinks.cancel((await createLink(ctx)).id);
  ctx.report(`cancelled payment link ${cancelled.id}`);
  expectStatus('payment link', cancelled, 'cancelled');
};

/** The nearest expire_by the gateway accepts, then test mode's clock just past it (PaymentLink `expire`). */
const expiredLink: Recipe = async (ctx) => {
  const { now } = await ctx.client.testHelpers.fetchClock();
  const expireBy = now + MIN_EXPIRE_AHEAD_SECONDS + TRANSIT_SECONDS;
  const link = await createLink(ctx, { expire_by: expireBy });
  await advance(ctx, expireBy + 1);
  expectStatus('payment link', await ctx.client.paymentLinks.fetch(link.id), 'expired');
};

async function createQr(ctx: TriggerContext) {
  const qr = await ctx.client.qrCodes.create({ type: 'upi_qr', name: 'Paisa Trigger', usage: 'multiple_use', fixed_amount: false, description: ctx.event });
  ctx.report(`created QR code ${qr.id}`);
  ctx.made('qr_code', qr.id);
  expectStatus('QR code', qr, 'active');
  return qr;
}

const creditedQr: Recipe = async (ctx) => {
  const qr = await createQr(ctx);
  const payment = await ctx.client.testHelpers.payQrCode(qr.id, { amount: AMOUNT });
  ctx.report(`a customer paid QR code ${qr.id}: payment ${payment.id}`);
  ctx.made('payment', payment.id);
  const after = await ctx.client.qrCodes.fetch(qr.id);
  if (after.payments_count_received < 1) throw new NotTriggered(`QR code ${qr.id} has received no payment`);
};

const closedQr: Recipe = async (ctx) => {
  const closed = await ctx.client.qrCodes.close((await createQr(ctx)).id);
  ctx.report(`closed QR code ${closed.id}`);
  expectStatus('QR code', closed, 'closed');
};

export const payableRecipes = {
  'payment_link.paid': paidLink(false),
  'payment_link.partially_paid': paidLink(true),
  'payment_link.cancelled': cancelledLink,
  'payment_link.expired': expiredLink,
  'qr_code.created': createQr,
  'qr_code.credited': creditedQr,
  'qr_code.closed': closedQr,
} as const;

/** README "Paying in test mode": a card that authorizes a mandate and declines every later charge. */
const DECLINES_LATER = '4000000000000341';

/** A plan and a subscription of it (createSubscription), starting now unless `start_at`. */
async function createSubscription(ctx: TriggerContext, extra: { total_count?: number; start_at?: number } = {}): Promise<Subscription> {
  const plan = await ctx.client.plans.create({ period: 'monthly', interval: 1, item: { name: 'Paisa Trigger plan', amount: AMOUNT, currency: 'INR' } });
  ctx.report(`created plan ${plan.id}`);
  ctx.made('plan', plan.id);
  const subscription = await ctx.client.subscriptions.create({
    plan_id: plan.id,
    total_count: extra.total_count ?? 6,
    ...(extra.start_at ? { start_at: extra.start_at } : {}),
  });
  ctx.report(`created subscription ${subscription.id}`);
  ctx.made('subscription', subscription.id);
  return subscription;
}

/** The customer authorizes the mandate (authorizeTestSubscription): authenticated, and active with its first charge when it starts now. */
async function authorized(ctx: TriggerContext, subscription: Subscription, card?: string): Promise<Subscription> {
  const after = await ctx.client.testHelpers.authorizeSubscription(subscription.id, card ? { card_number: card } : {});
  ctx.report(`the customer authorized subscription ${after.id}: ${after.status}`);
  return after;
}

async function activeSubscription(ctx: TriggerContext, extra: { total_count?: number; card?: string } = {}): Promise<Subscription> {
  const active = await authorized(ctx, await createSubscription(ctx, { total_count: extra.total_count }), extra.card);
  expectStatus('subscription', active, 'active');
  return active;
}

/** A start a month ahead: the mandate is authorized, nothing is charged yet. */
const authenticatedSubscription: Recipe = async (ctx) => {
  const { now } = await ctx.client.testHelpers.fetchClock();
  const after = await authorized(ctx, await createSubscription(ctx, { start_at: now + 30 * 86_400 }));
  expectStatus('subscription', after, 'authenticated');
};

/** The bank declines a charge (chargeTestSubscription failure): pending; the fourth declined attempt halts it (createSubscription rule 9). */
function declined(until: 'pending' | 'halted'): Recipe {
  return async (ctx) => {
    let subscription = await activeSubscription(ctx, { card: DECLINES_LATER });
    for (let attempt = 1; attempt <= 4 && subscription.status !== until; attempt++) {
      subscription = await ctx.client.testHelpers.chargeSubscription(subscription.id, { outcome: 'failure' });
      ctx.report(`the bank declined a charge of subscription ${subscription.id}: ${subscription.status}`);
    }
    expectStatus('subscription', subscription, until);
  };
}

export const subscriptionRecipes = {
  'subscription.authenticated': authenticatedSubscription,
  'subscription.activated': activeSubscription,
  'subscription.charged': activeSubscription,
  'subscription.updated': async (ctx) => {
    const updated = await ctx.client.subscriptions.update((await activeSubscription(ctx)).id, { quantity: 2, schedule_change_at: 'now' });
    ctx.report(`updated subscription ${updated.id}`);
    if (updated.quantity !== 2) throw new NotTriggered(`subscription ${updated.id} has quantity ${updated.quantity}, not the 2 it was updated to`);
  },
  'subscription.pending': declined('pending'),
  'subscription.halted': declined('halted'),
  'subscription.paused': async (ctx) => {
    const paused = await ctx.client.subscriptions.pause((await activeSubscription(ctx)).id, { pause_at: 'now' });
    ctx.report(`paused subscription ${paused.id}`);
    expectStatus('subscription', paused, 'paused');
  },
  'subscription.resumed': async (ctx) => {
    const paused = await ctx.client.subscriptions.pause((await activeSubscription(ctx)).id, { pause_at: 'now' });
    ctx.report(`paused subscription ${paused.id}`);
    const resumed = await ctx.client.subscriptions.resume(paused.id, { resume_at: 'now' });
    ctx.report(`resumed subscription ${resumed.id}`);
    expectStatus('subscription', resumed, 'active');
  },
  'subscription.cancelled': async (ctx) => {
    const cancelled = await ctx.client.subscriptions.cancel((await activeSubscription(ctx)).id, {});
    ctx.report(`cancelled subscription ${cancelled.id}`);
    expectStatus('subscription', cancelled, 'cancelled');
  },
  /** Two cycles: the first charged with the mandate, the second now (chargeTestSubscription). */
  'subscription.completed': async (ctx) => {
    const active = await activeSubscription(ctx, { total_count: 2 });
    const completed = await ctx.client.testHelpers.chargeSubscription(active.id, {});
    ctx.report(`charged subscription ${completed.id}: ${completed.status}`);
    expectStatus('subscription', completed, 'completed');
  },
} as const satisfies Record<string, Recipe>;
