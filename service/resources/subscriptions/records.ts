/**
 * Subscriptions as records: reading and locking one with what the gateway keeps beside it
 * (billing.ts), writing it back on its version, its mandate page's address, and the invoice of a
 * billing cycle (createSubscription rule 8: one per cycle, `subscription_id` set, issued with its
 * order).
 *
 * Lock order: every transaction that pays, charges or cancels a subscription locks the
 * outstanding invoice's order, then the invoice, then the subscription, as a payment of that
 * invoice does (payment-flow.ts, payments/capture.ts), so two of them never deadlock.
 */
import { refuse } from '../../../generated/server/index.js';
import type { Invoice, Order, Plan, Subscription } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';
import { invoiceAmount, invoiceLines } from '../invoices/amounts.js';
import { customerFields, invoices, issueFields, newInvoiceRecord } from '../invoices/records.js';
import { type Billing, readBilling } from './billing.js';

export const subscriptions = (tx: Tx) => tx.entities('subscriptions');

export function subscriptionShortUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/checkout/subscriptions/${id}`;
}

export async function findSubscription(tx: Tx, mode: Mode, id: string): Promise<Subscription> {
  const found = await subscriptions(tx).get(mode, id);
  if (!found) throw refuse('id_not_found', {}, { field: 'subscription_id' });
  return found;
}

export async function requirePlan(tx: Tx, mode: Mode, id: string): Promise<Plan> {
  const plan = await tx.entities('plans').get(mode, id);
  if (!plan) throw refuse('id_not_found', {}, { field: 'plan_id' });
  return plan;
}

export interface LockedSubscription {
  read: Versioned<Subscription>;
  billing: Billing;
  plan: Plan;
  /** the outstanding invoice and its order, locked before the subscription (lock order above) */
  invoice?: Versioned<Invoice>;
  order?: Versioned<Order>;
}

/**
 * The subscription, its billing and plan, with the outstanding invoice's order and invoice
 * locked first; undefined when it does not exist. A charge that changed the outstanding invoice
 * between the first read and the lock is a concurrent update (the caller's transaction rolls back).
 */
export async function lockSubscription(tx: Tx, mode: Mode, id: string): Promise<LockedSubscription | undefined> {
  const before = await readBilling(tx, mode, id);
  const order = before.outstanding ? await tx.entities('orders').getForUpdate(mode, before.outstanding.orderId) : undefined;
  const invoice = before.outstanding ? await invoices(tx).getForUpdate(mode, before.outstanding.invoiceId) : undefined;
  const read = await subscriptions(tx).getForUpdate(mode, id);
  if (!read) return undefined;
  const billing = await readBilling(tx, mode, id);
  if (billing.outstanding?.invoiceId !== before.outstanding?.invoiceId) throw refuse('concurrent_update', { entity: 'subscription' });
  const plan = await requirePlan(tx, mode, read.entity.plan_id);
  return { read, billing, plan, ...(invoice ? { invoice } : {}), ...(order ? { order } : {}) };
}

export async function requireLocked(tx: Tx, mode: Mode, id: string): Promise<LockedSubscription> {
  const locked = await lockSubscription(tx, mode, id);
  if (!locked) throw refuse('id_not_found', {}, { field: 'subscription_id' });
  return locked;
}

/** Writes the subscription back if nothing changed it since it was read. */
export async function saveSubscription(tx: Tx, mode: Mode, next: Subscription, read: Versioned<Subscription>): Promise<Subscription> {
  if (!(await subscriptions(tx).update(mode, next, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'subscription' });
  return next;
}

/**
 * The invoice of cycle `cycle` (createSubscription rule 8): the plan's item times the quantity,
 * and on the first cycle the add-ons (rule 6); issued at once with its order, in the caller's
 * transaction. `date` is the cycle's start.
 */
export async function raiseCycleInvoice(
  ctx: ServiceContext,
  ec: EventContext,
  input: { subscription: Subscription; plan: Plan; cycle: number; startsAt: number; addons: Billing['addons'] },
): Promise<Invoice> {
  const { subscription, plan, startsAt } = input;
  const now = ctx.clocks.of(ec.mode).now();
  const requested = [
    // the plan's own copy of its item is what is billed (plans/index.ts): no catalogue reference
    { item_id: null, name: plan.item.name, description: plan.item.description ?? null, amount: plan.item.amount, quantity: subscription.quantity },
    ...(input.cycle === 1 ? (input.addons ?? []) : []).map((addon) => ({
      item_id: null,
      name: addon.item.name,
      description: addon.item.description ?? null,
      amount: addon.item.amount,
      quantity: 1,
    })),
  ];
  const amount = invoiceAmount(requested);
  const base = newInvoiceRecord(
    {
      receipt: null,
      ...customerFields(null),
      subscription_id: subscription.id,
      line_items: invoiceLines(requested, plan.item.currency),
      // the customer is told by the subscription's own notifications, not by invoice messages
      sms_status: null,
      email_status: null,
      date: startsAt,
      amount,
      description: `${plan.item.name}: cycle ${input.cycle} of subscription ${subscription.id}`,
      notes: {},
      currency: plan.item.currency,
      type: 'invoice',
      partial_payment: false,
      first_payment_min_amount: null,
      comment: null,
      terms: null,
      expire_by: null,
    },
    now,
  );
  const issued = await issueFields(ctx, ec, base, now);
  const { entity } = await ctx.machines.Invoice.create({ ...base, ...issued }, 'create', ec);
  await invoices(ec.tx).insert(ec.mode, entity);
  return entity as Invoice;
}
