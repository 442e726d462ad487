/**
 * When to try a delivery again (webhooks, notifications). Each caller fixes the window it keeps
 * retrying for; the intervals are shared: 10 s after the first failure, doubling each time,
 * capped at 1 hour, with "equal jitter" (a random point in the upper half of the interval) so a
 * receiver that comes back is not hit by every retry at once. Over a 24-hour window that is
 * about 30 attempts; the last one is made at the deadline itself.
 * @see https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/ ("Equal Jitter")
 */

export const FIRST_RETRY_MS = 10_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;

/** Delay before the next attempt after `failedAttempts` failures (1 = the first failed). */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export type RetryDecision = { retry: true; atMs: number } | { retry: false };

/**
 * After a failed attempt at `nowMs`: retry at the backoff time, or at the deadline if that comes
 * first; give up once the deadline (created_at + `windowSeconds`) has been reached.
 */
export function nextAttemptWithin(
  windowSeconds: number,
  createdAtSeconds: number,
  failedAttempts: number,
  nowMs: number,
  random?: () => number,
): RetryDecision {
  const deadlineMs = (createdAtSeconds + windowSeconds) * 1000;
  if (nowMs >= deadlineMs) return { retry: false };
  return { retry: true, atMs: Math.min(nowMs + retryDelayMs(failedAttempts, random), deadlineMs) };
}
