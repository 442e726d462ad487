/**
 * The customer authorizing a subscription's mandate (spec createSubscription rule 7), at the
 * page behind `short_url` (resources/subscriptions/payable.ts) or through authorizeTestSubscription: the
 * card is authorized as a `recurring` one (the bank keeps it and answers with a token), through
 * the same three transactions as every payment (payment-flow.ts authorizeAndCapture).
 *
 * - `start_at` has come: the payment pays the first cycle's invoice (with the add-ons); the
 *   capture authenticates the subscription and charges its first cycle (`active`).
 * - `start_at` is ahead: the payment is the verification amount (the currency's minimum),
 *   without an order; the capture authenticates the subscription and refunds it in the same
 *   transaction (payments/refund.ts createPendingRefund), sent to the bank after the commit.
 */
import { refuse } from '../../../generated/server/index.js';
import { currencyMinorUnits, type Subscription } from '../../../generated/types/index.js';
import type { CardInput } from '../../acquirer/acquirer.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { minimumAmount } from '../../money/currency.js';
import { authorizeAndCapture, type PayOrderResult } from '../../payment-flow.js';
import { newPayment, type PayerDetails } from '../../payments/payment-record.js';
import { settlePendingRefunds } from '../../payments/refund.js';
import type { Mode } from '../../store/store.js';
import { writeBilling } from './billing.js';
import { newInvoicePayment } from './payments.js';
import { raiseCycleInvoice, requireLocked, saveSubscription } from './records.js';

/** Why the mandate cannot be authorized now, or undefined: only a `created` subscription before its `expire_by`. */
export function mandateRefusal(s: Subscription, now: number) {
  if (s.status === 'created' && s.expire_by !== null && s.expire_by !== undefined && now >= s.expire_by)
    return refuse('subscription_not_authorizable', { status: 'expired' });
  if (s.status !== 'created') return refuse('subscription_not_authorizable', { status: s.status });
  return undefined;
}

export async function authorizeMandate(ctx: ServiceContext, mode: Mode, id: string, card: CardInput, payer: PayerDetails = {}): Promise<PayOrderResult> {
  const created = await ctx.store.transaction(async (tx) => {
    const locked = await requireLocked(tx, mode, id);
    const now = ctx.clocks.of(mode).now();
    const s = locked.read.entity;
    const refused = mandateRefusal(s, now);
    if (refused) throw refused;
    // spec Subscription.auth_attempts: every attempt counts, failed or not
    const attempted: Subscription = { ...s, auth_attempts: s.auth_attempts + 1 };
    const ec = eventContext(tx, mode, { subscription: attempted });
    const instrument = { method: 'card' as const, card };
    let payment: Awaited<ReturnType<typeof newInvoicePayment>>;
    if ((s.start_at ?? s.created_at) <= now) {
      // the first cycle's invoice: the one an earlier, declined attempt raised, or a new one
      let order = locked.order;
      let invoice = locked.invoice?.entity;
      if (!order || !invoice) {
        invoice = await raiseCycleInvoice(ctx, ec, { subscription: attempted, plan: locked.plan, cycle: 1, startsAt: now, addons: locked.billing.addons });
        order = await tx.entities('orders').getVersioned(mode, invoice.order_id ?? '');
        if (!order) throw new Error(`invoice ${invoice.id} has no order`);
        await writeBilling(tx, mode, id, { ...locked.billing, cycle: 1, outstanding: { invoiceId: invoice.id, orderId: order.entity.id, since: now } });
      }
      payment = await newInvoicePayment(ctx, ec, { order, invoice, subscriptionId: id }, instrument, payer);
    } else {
      const currency = locked.plan.item.currency;
      const draft = newPayment(
        { orderId: null, currency },
        { description: `Mandate verification for subscription ${id} (refunded at once)` },
        instrument,
        payer,
        now,
        minimumAmount(currency, currencyMinorUnits),
      );
      payment = (await ctx.machines.Payment.create(draft, 'create', ec)).entity;
      await tx.entities('payments').insert(mode, payment, { subscription_id: id });
    }
    await saveSubscription(tx, mode, attempted, locked.read);
    return payment;
  });

  const result = await authorizeAndCapture(ctx, mode, created, { method: 'card', card, recurring: true }, { capture: 'auto' });
  if (result.outcome !== 'captured' || created.order_id !== null) return result;
  // the verification amount's refund, written with the capture, goes to the bank now
  return { ...result, payment: await settlePendingRefunds(ctx, mode, result.payment) };
}
