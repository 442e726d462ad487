/**
 * A subscription as a payable (spec createSubscription rules 7-9). Its page behind `short_url` is
 * the mandate's: the customer authorizes with a card (resources/subscriptions/mandate.ts), and is
 * sent back to the page's `callback_url` with `paisa_payment_id`, `paisa_subscription_id` and
 * `paisa_signature`. Every payment of a subscription (the mandate's, a cycle's charge with the
 * token, the customer paying an outstanding invoice at its own page) is settled here, in the
 * transaction that captures it, with the subscription locked after the invoice: the mandate
 * authenticates it (and, with the first cycle, activates it), a cycle's payment charges it, and
 * the last cycle's completes it.
 */
import {
  answerFor,
  errorCatalogue,
  idPrefixes,
  type MachineTrigger,
  type Refusal,
  refuse,
  signSubscriptionSignature,
} from '../../../generated/server/index.js';
import { currencyMinorUnits, type Payment, type Plan, type Subscription } from '../../../generated/types/index.js';
import type { CheckoutPayable, FoundPayable, PayableReturn } from '../../checkout/payable.js';
import type { ServiceContext } from '../../context.js';
import { findInEitherMode } from '../../either-mode.js';
import { formatAmount, minimumAmount } from '../../money/currency.js';
import type { PayableSettlement, PaymentIds } from '../../payments/payable.js';
import { createPendingRefund } from '../../payments/refund.js';
import type { Mode, Tx } from '../../store/store.js';
import { type Billing, readBilling, writeBilling } from './billing.js';
import { cycleAmount } from './cycles.js';
import { anchored, CHARGEABLE, charged, type Moved } from './lifecycle.js';
import { authorizeMandate, mandateRefusal } from './mandate.js';
import { requirePlan, saveSubscription, subscriptions } from './records.js';

/** Notes of the verification payment's refund, so the merchant sees why. */
const VERIFICATION_REFUND_NOTES = { reason: 'Mandate verification of a subscription starting later (createSubscription rule 7).' };

const money = (amount: number, currency: string) => formatAmount(amount, currency, currencyMinorUnits);

const PERIOD_WORDS: Record<Plan['period'], [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  quarterly: ['quarter', 'quarters'],
  yearly: ['year', 'years'],
};

function every(plan: Plan): string {
  const [one, many] = PERIOD_WORDS[plan.period];
  return plan.interval === 1 ? `every ${one}` : `every ${plan.interval} ${many}`;
}

function describe(refusal: Refusal): string {
  return answerFor(errorCatalogue, refusal).body.error.description;
}

function found(ctx: ServiceContext, s: Subscription, plan: Plan, billing: Billing, mode: Mode, keyId: string | null | undefined): FoundPayable {
  const now = ctx.clocks.of(mode).now();
  const currency = plan.item.currency;
  const perCycle = cycleAmount(plan, s.quantity);
  const startsNow = (s.start_at ?? s.created_at) <= now;
  const addons = billing.addons ?? [];
  const firstCharge = perCycle + addons.reduce((sum, a) => sum + a.item.amount, 0);
  const cycles = s.total_count === 0 ? 'until cancelled' : `for ${s.total_count} ${s.total_count === 1 ? 'cycle' : 'cycles'}`;
  const start = startsNow ? 'starting now' : `starting ${new Date((s.start_at ?? now) * 1000).toISOString().slice(0, 10)}`;
  const verification = minimumAmount(currency, currencyMinorUnits);
  const refused = mandateRefusal(s, now);
  const returnTo: PayableReturn = {
    fromQuery: true,
    async params(context, paymentId) {
      const secret = keyId ? await context.keySecret(keyId) : undefined;
      if (secret === undefined) return undefined;
      return { paisa_payment_id: paymentId, paisa_subscription_id: s.id, paisa_signature: signSubscriptionSignature(secret, paymentId, s.id) };
    },
  };
  return {
    mode,
    orderId: '',
    returnTo,
    view: {
      title: `Subscribe: ${plan.item.name}`,
      amount: startsNow ? firstCharge : verification,
      amountDue: startsNow ? firstCharge : verification,
      currency,
      lines: [
        { name: `${plan.item.name} (${every(plan)})`, description: plan.item.description ?? null, quantity: s.quantity, amount: perCycle },
        ...(startsNow ? addons.map((a) => ({ name: a.item.name, description: a.item.description ?? null, quantity: 1, amount: a.item.amount })) : []),
      ],
      customer: {},
      terms: `You authorize ${ctx.merchantName} to charge ${money(perCycle, currency)} to this card ${every(plan)}, ${cycles}, ${start}. ${
        startsNow ? 'The first charge is made now.' : `Now only ${money(verification, currency)} is charged to verify the card, and refunded at once.`
      }`,
      methods: ['card'],
    },
    ...(refused ? { refusal: describe(refused) } : {}),
    async pay({ instrument, payer }) {
      if (instrument.method !== 'card' || !('card' in instrument)) throw refuse('checkout_field_missing', { label: 'card number' }, { field: 'card_number' });
      return authorizeMandate(ctx, mode, s.id, instrument.card, payer);
    },
  };
}

/** The subscription a payment pays: its invoice's, or (a mandate's verification, without an order) the payment's own. */
async function subscriptionOf(tx: Tx, mode: Mode, ids: PaymentIds): Promise<string | null | undefined> {
  if (ids.invoice_id) return tx.entities('invoices').lookup(mode, ids.invoice_id, 'subscription_id');
  if (ids.id && !ids.order_id) return tx.entities('payments').lookup(mode, ids.id, 'subscription_id');
  return undefined;
}

/** The machine's moves for a captured charge, from where the subscription is (spec Subscription x-state-machine). */
function chargeTriggers(status: Subscription['status'], completed: boolean): MachineTrigger<'Subscription'>[] {
  const before: MachineTrigger<'Subscription'>[] = status === 'created' ? ['authenticate', 'activate'] : status === 'authenticated' ? ['activate'] : [];
  return [...before, 'charge', ...(completed ? (['complete'] as const) : [])];
}

async function lockForPayment(ctx: ServiceContext, tx: Tx, mode: Mode, ids: PaymentIds): Promise<PayableSettlement | undefined> {
  const subscriptionId = await subscriptionOf(tx, mode, ids);
  if (!subscriptionId) return undefined;
  const read = await subscriptions(tx).getForUpdate(mode, subscriptionId);
  if (!read) return undefined;
  const s = read.entity;
  const billing = await readBilling(tx, mode, s.id);
  const plan = await requirePlan(tx, mode, s.plan_id);
  // a created subscription is paid only by its mandate's own payment (mandate.ts tags it)
  const mandate = s.status === 'created' && ids.id !== undefined && (await tx.entities('payments').lookup(mode, ids.id, 'subscription_id')) === s.id;
  return {
    related: () => ({ subscription: s }),
    refusal() {
      if (s.status === 'created') return mandate ? mandateRefusal(s, ctx.clocks.of(mode).now()) : refuse('subscription_not_chargeable', { status: s.status });
      return CHARGEABLE.includes(s.status) ? undefined : refuse('subscription_not_chargeable', { status: s.status });
    },
    async settle({ payment, ec }) {
      // the time the charge was due (charging.ts dates a caught-up cycle's payment at its start)
      const now = Math.min(payment.created_at, ctx.clocks.of(mode).now());
      let moved: Moved = { subscription: s, billing };
      if (s.status === 'created') {
        moved = withToken(moved, payment);
        if (payment.order_id === null) {
          // start_at is ahead: authenticated now, first charged at start_at; the verification is refunded
          moved = anchored({ ...moved.subscription, charge_at: s.start_at ?? now }, moved.billing, plan, s.start_at ?? now);
          const { entity } = await ctx.machines.Subscription.fire(moved.subscription, 'authenticate', ec);
          await createPendingRefund(ctx, tx, mode, { paymentId: payment.id, notes: VERIFICATION_REFUND_NOTES, withCapture: true });
          await writeBilling(tx, mode, s.id, moved.billing);
          return saveSubscription(tx, mode, entity, read);
        }
      }
      // the first charge (a mandate) and a halted subscription's recovery start the cycle now (rules 7, 9)
      const result = charged(moved, plan, now, s.status === 'created' || s.status === 'halted');
      let entity = result.subscription;
      for (const trigger of chargeTriggers(s.status, result.completed)) entity = (await ctx.machines.Subscription.fire(entity, trigger, ec)).entity;
      await writeBilling(tx, mode, s.id, result.billing);
      return saveSubscription(tx, mode, entity, read);
    },
  };
}

/** The mandate's card, as the bank keeps it: its token id, last4 and network (never the number or CVV). */
function withToken(moved: Moved, payment: Payment): Moved {
  if (!payment.token_id || !payment.card) throw new Error(`payment ${payment.id} authorized a mandate without a card token`);
  return {
    subscription: { ...moved.subscription, payment_method: 'card' },
    billing: { ...moved.billing, token: { token_id: payment.token_id, last4: payment.card.last4, network: payment.card.network } },
  };
}

export const subscriptionPayable: CheckoutPayable = {
  segment: 'subscriptions',
  idPrefix: idPrefixes.Subscription,
  lockForPayment,
  find: (ctx, id) =>
    findInEitherMode(ctx, async (tx, mode) => {
      const s = await subscriptions(tx).get(mode, id);
      if (!s) return undefined;
      const plan = await tx.entities('plans').get(mode, s.plan_id);
      if (!plan) return undefined;
      return found(ctx, s, plan, await readBilling(tx, mode, id), mode, await subscriptions(tx).lookup(mode, id, 'key_id'));
    }),
};
