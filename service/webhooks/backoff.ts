/**
 * When to try a webhook again. The reference fixes only the envelope of the policy: "retries
 * with an exponential backoff policy for 24 hours after event creation", and a delivery that
 * takes more than 5 seconds counts as failed. The intervals are ours: 10 s after the first
 * failure, doubling each time, capped at 1 hour, with "equal jitter" (a random point in the
 * upper half of the interval) so a receiver that comes back is not hit by every retry at once.
 * That is about 30 attempts in the 24 hours; the last one is made at the deadline itself.
 */

export const FIRST_RETRY_MS = 10_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;
export const RETRY_WINDOW_SECONDS = 24 * 60 * 60;
export const DELIVERY_TIMEOUT_MS = 5_000;

/** Delay before the next attempt after `failedAttempts` failures (1 = the first failed). */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export type RetryDecision = { retry: true; atMs: number } | { retry: false };

/**
 * After a failed attempt at `nowMs`: retry at the backoff time, or at the deadline if that comes
 * first; give up once the deadline (created_at + 24 h) has been reached.
 */
export function nextAttempt(createdAtSeconds: number, failedAttempts: number, nowMs: number, random?: () => number): RetryDecision {
  const deadlineMs = (createdAtSeconds + RETRY_WINDOW_SECONDS) * 1000;
  if (nowMs >= deadlineMs) return { retry: false };
  return { retry: true, atMs: Math.min(nowMs + retryDelayMs(failedAttempts, random), deadlineMs) };
}
