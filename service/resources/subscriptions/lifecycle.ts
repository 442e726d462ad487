/**
 * What happens to a subscription's fields when a cycle starts, is charged, fails, or an update
 * applies, as pure functions of the subscription, what is kept beside it (billing.ts) and the
 * plan (spec createSubscription rules 8-10, updateSubscription rules 3, 6 and 7). Statuses move
 * only through the Subscription machine, in charging.ts and resources/subscriptions/payable.ts.
 */
import type { Plan, Subscription } from '../../../generated/types/index.js';
import type { Billing, ScheduledChange } from './billing.js';
import { addCycles, endAt, MAX_ATTEMPTS, nextBoundary, retryAt } from './cycles.js';

const DAY = 86_400;

/** The statuses a charge can be made in (chargeTestSubscription rule 4). */
export const CHARGEABLE: readonly Subscription['status'][] = ['authenticated', 'active', 'pending', 'halted'];

export interface Moved {
  subscription: Subscription;
  billing: Billing;
}

/** The schedule counted again from `anchor`, with `remaining` cycles from there (createSubscription rule 10). */
export function anchored(subscription: Subscription, billing: Billing, plan: Plan, anchor: number): Moved {
  return {
    subscription: { ...subscription, end_at: endAt(anchor, plan, subscription.remaining_count ?? null, null) },
    billing: { ...billing, anchorAt: anchor },
  };
}

/**
 * A cycle starting at `startsAt` whose invoice is `invoice`: the cycle becomes the current one,
 * and `charge_at` the retry that follows if this attempt is lost (the process stops before the
 * bank answers), so no other scheduler charges it meanwhile.
 */
export function startCycle(moved: Moved, plan: Plan, startsAt: number, invoice: { invoiceId: string; orderId: string }): Moved {
  const anchor = moved.billing.anchorAt ?? startsAt;
  const cycle = moved.billing.cycle + 1;
  return {
    subscription: { ...moved.subscription, current_start: startsAt, current_end: nextBoundary(anchor, plan, startsAt), charge_at: startsAt + DAY },
    billing: { ...moved.billing, anchorAt: anchor, cycle, outstanding: { ...invoice, since: startsAt }, attempts: 0 },
  };
}

/** Another attempt at the outstanding invoice at `at`: `charge_at` becomes the retry after it, if this one is lost. */
export function retryCycle(moved: Moved, at: number): Moved {
  const since = moved.billing.outstanding?.since ?? at;
  const next = retryAt(since, moved.billing.attempts + 1);
  const halted = moved.subscription.status === 'halted';
  return { ...moved, subscription: { ...moved.subscription, charge_at: halted ? null : (next ?? at + DAY) } };
}

/**
 * The outstanding invoice paid at `now`: one more cycle paid, one fewer left, the next charge at
 * the cycle's end; `restart` (a mandate's first charge, a halted subscription's recovery:
 * createSubscription rules 7 and 9) makes the cycle start now and the schedule count from it.
 * `completed` when no cycle is left.
 */
export function charged(moved: Moved, plan: Plan, now: number, restart: boolean): Moved & { completed: boolean } {
  let { subscription, billing } = restart ? anchored(moved.subscription, moved.billing, plan, now) : moved;
  if (restart) subscription = { ...subscription, current_start: now, current_end: addCycles(now, plan, 1) };
  const remaining = subscription.remaining_count === null || subscription.remaining_count === undefined ? null : subscription.remaining_count - 1;
  const completed = remaining === 0;
  subscription = {
    ...subscription,
    paid_count: subscription.paid_count + 1,
    remaining_count: remaining,
    charge_at: completed ? null : (subscription.current_end ?? null),
    ...(completed ? { ended_at: now } : {}),
  };
  billing = { ...billing, outstanding: null, attempts: 0, addons: null };
  return { subscription, billing, completed };
}

/** A failed attempt at `at`: the retry schedule, or nothing left (halted) after the fourth attempt. */
export function failed(moved: Moved): Moved & { exhausted: boolean } {
  const attempts = moved.billing.attempts + 1;
  const since = moved.billing.outstanding?.since ?? 0;
  const exhausted = attempts >= MAX_ATTEMPTS;
  const next = exhausted || moved.subscription.status === 'halted' ? null : retryAt(since, attempts);
  return { subscription: { ...moved.subscription, charge_at: next }, billing: { ...moved.billing, attempts }, exhausted };
}

/**
 * An update applied at `at` (updateSubscription rules 3, 6, 7): a new plan or remaining count
 * counts the schedule again from `boundary` (the next cycle's start), the cycles after it
 * following the new plan; `quantity` changes what every later cycle charges.
 */
export function withUpdate(moved: Moved, change: ScheduledChange, plan: Plan, boundary: number): Moved {
  let subscription: Subscription = { ...moved.subscription };
  if (change.plan_id !== undefined) subscription.plan_id = change.plan_id;
  if (change.quantity !== undefined) subscription.quantity = change.quantity;
  if (change.customer_notify !== undefined) subscription.customer_notify = change.customer_notify === '1' ? 1 : 0;
  if (change.remaining_count !== undefined) {
    subscription.remaining_count = change.remaining_count;
    subscription.total_count = subscription.paid_count + change.remaining_count;
  }
  let at = boundary;
  if (change.start_at !== undefined) {
    subscription = { ...subscription, start_at: change.start_at, charge_at: change.start_at };
    at = change.start_at;
  }
  const reschedule = change.plan_id !== undefined || change.remaining_count !== undefined || change.start_at !== undefined;
  return reschedule ? anchored(subscription, moved.billing, plan, at) : { subscription, billing: moved.billing };
}

/** The cycle boundary an update made now waits for: charging's start, or the current cycle's end. */
export function nextCycleStart(subscription: Subscription): number | null {
  return subscription.status === 'authenticated' ? (subscription.charge_at ?? subscription.start_at ?? null) : (subscription.current_end ?? null);
}
