/**
 * Charging subscriptions on the clock (spec createSubscription rules 8-10): a time-driven job
 * (service/time-driven.ts), so advanceTestClock runs it too, and chargeTestSubscription's "charge
 * this now". Each step is three short transactions around the bank call, as every payment
 * (payment-flow.ts):
 *
 * 1. claim: with the subscription locked (records.ts lockSubscription), decide what is due at
 *    its own time: `expire_by` passed (created -> expired), `end_at` reached (cancelled at cycle
 *    end, or expired), a stored update (applied at the cycle's start), a new cycle (its invoice,
 *    startCycle) or a retry of the outstanding invoice; create the payment (`created`) and move
 *    `charge_at` on, so no other scheduler claims the same charge (the version check settles a
 *    race: the loser's transaction rolls back and it charges nothing).
 * 2. the bank charges the mandate's token (acquirer.ts StoredCard), outside any transaction.
 * 3. success: the payment is captured and the invoice paid through the payables seam
 *    (resources/subscriptions/payable.ts moves the subscription); failure: the attempt is counted
 *    (pending, retries, halted).
 *
 * A clock that jumps over several cycles is caught up one step at a time, in time order, each at
 * the time it was due (rule 8).
 */
import { Refusal, refuse } from '../../../generated/server/index.js';
import type { Payment, Subscription } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { type EventContext, eventContext } from '../../events.js';
import { authorizeAndCapture } from '../../payment-flow.js';
import type { Mode } from '../../store/store.js';
import { type Billing, writeBilling } from './billing.js';
import { anchored, CHARGEABLE, failed, type Moved, retryCycle, startCycle, withUpdate } from './lifecycle.js';
import { newInvoicePayment } from './payments.js';
import { type LockedSubscription, lockSubscription, raiseCycleInvoice, requirePlan, saveSubscription } from './records.js';

/** A claimed charge: the payment to send to the bank with the mandate's token. */
interface Claim {
  payment: Payment;
  token: NonNullable<Billing['token']>;
}

type Step = { claim: Claim } | { moved: true } | { nothing: true };

export interface ChargeNow {
  /** the bank's answer, as chargeTestSubscription asks for it */
  simulate: 'success' | 'failure';
}

/** What is due for `s` at `now` and when, or undefined (nothing is due). */
function dueAt(s: Subscription, billing: Billing, now: number, forced: boolean): { at: number; what: 'expire_by' | 'end' | 'cycle' | 'retry' } | undefined {
  if (s.status === 'created')
    return s.expire_by !== null && s.expire_by !== undefined && now >= s.expire_by ? { at: s.expire_by, what: 'expire_by' } : undefined;
  const end = s.end_at ?? null;
  if (s.status === 'paused') return billing.cancelAtCycleEnd && end !== null && now >= end ? { at: end, what: 'end' } : undefined;
  if (forced && (s.status === 'pending' || s.status === 'halted')) return { at: now, what: 'retry' };
  if (forced && (s.status === 'authenticated' || s.status === 'active')) return { at: now, what: 'cycle' };
  if (s.status === 'pending') return s.charge_at !== null && s.charge_at !== undefined && now >= s.charge_at ? { at: s.charge_at, what: 'retry' } : undefined;
  if (s.status !== 'authenticated' && s.status !== 'active') return undefined;
  const next = s.charge_at ?? null;
  if (end !== null && (next === null || next >= end) && now >= end) return { at: end, what: 'end' };
  if (next === null || now < next) return undefined;
  return billing.outstanding ? { at: next, what: 'retry' } : { at: next, what: 'cycle' };
}

async function claim(ctx: ServiceContext, mode: Mode, id: string, forced: boolean): Promise<Step> {
  return ctx.store.transaction(async (tx): Promise<Step> => {
    const locked = await lockSubscription(tx, mode, id);
    if (!locked) return { nothing: true };
    const { read, billing } = locked;
    const now = ctx.clocks.of(mode).now();
    // nothing to do although the schedule says due (a pause without a cancellation at its end, a
    // mandate without a token): out of the due range until the subscription changes
    // nothing can come due until the subscription changes (a write sets its schedule again): a
    // pause without a cancellation at its end, a mandate without a token. Out of the due range.
    const stuck = async (): Promise<Step> => {
      const at = subscriptionDueAt(read.entity);
      if (!forced && at !== null && at <= now) await tx.entities('subscriptions').reschedule(mode, id, null, read.version);
      return { nothing: true };
    };
    const due = dueAt(read.entity, billing, now, forced);
    if (!due) return read.entity.status === 'paused' ? stuck() : { nothing: true };
    const ec = eventContext(tx, mode);
    const s = read.entity;
    if (due.what === 'expire_by' || due.what === 'end') {
      // spec Subscription x-state-machine: created -> expired at expire_by; active -> expired at
      // end_at; a cancellation set for the cycle's end (cancelSubscription rule 3) is a cancel
      const trigger = due.what === 'end' && billing.cancelAtCycleEnd ? 'cancel' : 'expire';
      if (!ctx.machines.Subscription.can(s, trigger)) return { nothing: true };
      const { entity } = await ctx.machines.Subscription.fire({ ...s, ended_at: due.at, charge_at: null }, trigger, ec);
      await saveSubscription(tx, mode, entity, read);
      await cancelOutstanding(ctx, ec, locked);
      await writeBilling(tx, mode, id, { ...billing, cancelAtCycleEnd: false, outstanding: null, attempts: 0 });
      return { moved: true };
    }
    if (!billing.token) return stuck();
    let moved: Moved = { subscription: s, billing };
    let plan = locked.plan;
    let order = locked.order;
    let invoice = locked.invoice?.entity;
    if (due.what === 'cycle') {
      // a stored update applies where the new cycle starts (updateSubscription rule 3)
      if (billing.scheduledChange) {
        plan = billing.scheduledChange.plan_id ? await requirePlan(tx, mode, billing.scheduledChange.plan_id) : plan;
        moved = withUpdate(moved, billing.scheduledChange, plan, due.at);
        moved = {
          subscription: { ...moved.subscription, has_scheduled_changes: false, change_scheduled_at: null },
          billing: { ...moved.billing, scheduledChange: null },
        };
        moved.subscription = (await ctx.machines.Subscription.fire(moved.subscription, 'update', ec)).entity;
      }
      // charged now (chargeTestSubscription rule 1): the cycle starts now and the schedule counts from it
      if (forced) moved = anchored(moved.subscription, moved.billing, plan, now);
      invoice = await raiseCycleInvoice(ctx, ec, {
        subscription: moved.subscription,
        plan,
        cycle: moved.billing.cycle + 1,
        startsAt: due.at,
        addons: moved.billing.addons,
      });
      order = await tx.entities('orders').getVersioned(mode, invoice.order_id ?? '');
      if (!order) throw new Error(`invoice ${invoice.id} has no order`);
      moved = startCycle(moved, plan, due.at, { invoiceId: invoice.id, orderId: order.entity.id });
    } else {
      if (!order || !invoice) return { nothing: true };
      moved = retryCycle(moved, due.at);
    }
    const payment = await newInvoicePayment(ctx, ec, { order, invoice, subscriptionId: id }, { method: 'card', token: billing.token }, {}, due.at);
    await saveSubscription(tx, mode, moved.subscription, read);
    await writeBilling(tx, mode, id, moved.billing);
    return { claim: { payment, token: billing.token } };
  });
}

/**
 * A cancelled or expired subscription's unpaid invoice can no longer be paid: it is cancelled too
 * (Invoice `cancel`); the caller clears the billing's outstanding invoice.
 */
export async function cancelOutstanding(ctx: ServiceContext, ec: EventContext, locked: LockedSubscription): Promise<void> {
  const invoice = locked.invoice;
  if (!invoice || !ctx.machines.Invoice.can(invoice.entity, 'cancel')) return;
  const now = ctx.clocks.of(ec.mode).now();
  const { entity } = await ctx.machines.Invoice.fire({ ...invoice.entity, cancelled_at: now }, 'cancel', ec);
  if (!(await ec.tx.entities('invoices').update(ec.mode, entity, { expectVersion: invoice.version }))) throw refuse('concurrent_update', { entity: 'invoice' });
}

/** A declined charge of the outstanding invoice (createSubscription rule 9), counted if it is still the one outstanding. */
async function recordFailure(ctx: ServiceContext, mode: Mode, id: string, payment: Payment): Promise<void> {
  await ctx.store.transaction(async (tx) => {
    const locked = await lockSubscription(tx, mode, id);
    if (!locked || locked.billing.outstanding?.invoiceId !== payment.invoice_id) return;
    const s = locked.read.entity;
    // a pause or cancellation since the claim: the subscription is not charged, nothing to count
    if (!CHARGEABLE.includes(s.status)) return;
    const ec = eventContext(tx, mode, { payment });
    const next = failed({ subscription: s, billing: locked.billing });
    let entity = next.subscription;
    if (entity.status === 'authenticated') entity = (await ctx.machines.Subscription.fire(entity, 'activate', ec)).entity;
    if (entity.status === 'active') entity = (await ctx.machines.Subscription.fire(entity, 'fail_charge', ec)).entity;
    else if (entity.status === 'pending' && next.exhausted) entity = (await ctx.machines.Subscription.fire(entity, 'halt', ec)).entity;
    await saveSubscription(tx, mode, entity, locked.read);
    await writeBilling(tx, mode, id, next.billing);
  });
}

/** One step for subscription `id`: what it did (false: nothing was due). */
export async function chargeStep(ctx: ServiceContext, mode: Mode, id: string, now?: ChargeNow): Promise<boolean> {
  const step = await claim(ctx, mode, id, now !== undefined);
  if ('nothing' in step) return false;
  if ('moved' in step) return true;
  const { payment, token } = step.claim;
  const result = await authorizeAndCapture(
    ctx,
    mode,
    payment,
    { method: 'card', token: now ? { ...token, simulate: now.simulate } : token },
    { capture: 'auto' },
  );
  if (result.outcome === 'failed') await recordFailure(ctx, mode, id, result.payment);
  return true;
}

/** Steps cap per subscription and run: a daily plan over 30 years is about 1,600 cycles. */
const MAX_STEPS = 5_000;

/**
 * The subscription's schedule (service/schedules.ts): the earliest of what can come due in its
 * status (dueAt above, which also reads its billing): mandate expiry, the next charge or retry,
 * the end of its life.
 */
export function subscriptionDueAt(s: Subscription): number | null {
  if (s.status === 'created') return s.expire_by ?? null;
  if (s.status === 'paused') return s.end_at ?? null;
  if (s.status !== 'authenticated' && s.status !== 'active' && s.status !== 'pending') return null;
  const at = Math.min(s.charge_at ?? Number.POSITIVE_INFINITY, s.end_at ?? Number.POSITIVE_INFINITY);
  return Number.isFinite(at) ? at : null;
}

/** The time-driven job: every subscription with something due, caught up in time order. */
export function chargeDueSubscriptions(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, 'subscriptions', ctx.clocks.of(mode).now(), async (id) => {
    let steps = 0;
    for (let i = 0; i < MAX_STEPS; i++) {
      try {
        if (!(await chargeStep(ctx, mode, id))) break;
      } catch (error) {
        // another scheduler moved it first (the version check): claim again under the lock, which
        // finds what is still due (each step is claimed once); breaking off here could leave a due
        // cycle to the next pass when every scheduler lost a race at once
        if (error instanceof Refusal && error.key === 'concurrent_update') continue;
        throw error;
      }
      steps++;
    }
    return steps > 0;
  });
}
