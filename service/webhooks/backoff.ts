/**
 * The webhook retry policy. https://razorpay.com/docs/webhooks/best-practices fixes only its
 * envelope: "retries with an exponential backoff policy for 24 hours after event creation", and
 * a delivery that takes more than 5 seconds counts as failed (spec tag `webhooks`). The
 * intervals are the shared ones (service/backoff.ts).
 */
import { nextAttemptWithin, type RetryDecision } from '../backoff.js';

export { FIRST_RETRY_MS, MAX_RETRY_MS, type RetryDecision, retryDelayMs } from '../backoff.js';

export const RETRY_WINDOW_SECONDS = 24 * 60 * 60;
export const DELIVERY_TIMEOUT_MS = 5_000;

/** After a failed attempt at `nowMs`: retry, at the latest at created_at + 24 h; then give up. */
export function nextAttempt(createdAtSeconds: number, failedAttempts: number, nowMs: number, random?: () => number): RetryDecision {
  return nextAttemptWithin(RETRY_WINDOW_SECONDS, createdAtSeconds, failedAttempts, nowMs, random);
}
