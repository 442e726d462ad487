/**
 * A subscription's billing cycles as pure functions of its plan (spec Plan: `interval` periods of
 * `period` between charges) and the schedule's anchor, the start of the cycle the schedule counts
 * from (resources/subscriptions/billing.ts). Calendar periods are counted from the anchor every
 * time, never from the previous boundary, so a schedule anchored on the 31st is charged on the
 * 31st, or the last day of a shorter month, and comes back to the 31st (a boundary-to-boundary
 * step would drift to the 28th after February). All in UTC.
 */
import type { Plan } from '../../../generated/types/index.js';

const DAY = 86_400;
const MONTHS: Partial<Record<Plan['period'], number>> = { monthly: 1, quarterly: 3, yearly: 12 };

export type Schedule = Pick<Plan, 'period' | 'interval'>;

/** The boundary `n` cycles after `anchor` (Unix seconds). */
export function addCycles(anchor: number, plan: Schedule, n: number): number {
  if (plan.period === 'daily') return anchor + n * plan.interval * DAY;
  if (plan.period === 'weekly') return anchor + n * plan.interval * 7 * DAY;
  const months = n * plan.interval * (MONTHS[plan.period] ?? 1);
  const at = new Date(anchor * 1000);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  // the anchor's day, or the last day of a shorter month
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(at.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()) / 1000;
}

/** The shortest a cycle of the plan can be, in seconds (a 28-day February for monthly periods). */
function shortestCycle(plan: Schedule): number {
  if (plan.period === 'daily') return plan.interval * DAY;
  if (plan.period === 'weekly') return plan.interval * 7 * DAY;
  return plan.interval * (MONTHS[plan.period] ?? 1) * 28 * DAY;
}

/** The first boundary of the anchor's schedule later than `after` (resumeSubscription rule 2). */
export function nextBoundary(anchor: number, plan: Schedule, after: number): number {
  if (after < anchor) return anchor;
  // no more cycles than the shortest cycle allows fit between anchor and after: start just below
  let n = Math.max(1, Math.floor((after - anchor) / (shortestCycle(plan) * 1.2)));
  while (addCycles(anchor, plan, n) <= after) n++;
  while (n > 1 && addCycles(anchor, plan, n - 1) > after) n--;
  return addCycles(anchor, plan, n);
}

/** What one cycle charges: the plan item's amount times the quantity (spec Subscription.quantity). */
export function cycleAmount(plan: Pick<Plan, 'item'>, quantity: number): number {
  return plan.item.amount * quantity;
}

/**
 * When charging stops (spec Subscription.end_at, createSubscription rule 10): the end of the last
 * of `remaining` cycles counted from `anchor`; `expire_by` for an indefinite subscription.
 */
export function endAt(anchor: number, plan: Schedule, remaining: number | null, expireBy: number | null): number | null {
  return remaining === null ? expireBy : addCycles(anchor, plan, remaining);
}

/** Retries of a failed charge (createSubscription rule 9): 1, 2 and 3 days after the first attempt. */
export const RETRY_DAYS = [1, 2, 3] as const;
export const MAX_ATTEMPTS = RETRY_DAYS.length + 1;

/** When the attempt after `attempts` failed ones is due, or null when none is left. */
export function retryAt(firstAttempt: number, attempts: number): number | null {
  const days = RETRY_DAYS[attempts - 1];
  return days === undefined ? null : firstAttempt + days * DAY;
}
