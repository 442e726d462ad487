/**
 * When and how long the client waits before trying again: capped exponential backoff with full
 * jitter, never sooner than the server's Retry-After (RFC 9110 section 10.2.3), and sleeps and
 * per-attempt timeouts that honour the caller's AbortSignal.
 */

/** Retries of idempotent calls (GET, and POSTs with an Idempotency-Key) on 429, 503 and network errors. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2). */
  retries: number;
  /** First backoff ceiling (default 500 ms), doubled per retry. */
  baseDelayMs: number;
  /** Cap of the backoff, and the longest Retry-After the client waits for (default 8000 ms). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, baseDelayMs: 500, maxDelayMs: 8000 };

/** Full jitter (random between 0 and the capped exponential ceiling). */
export function backoff(attempt: number, retry: RetryOptions): number {
  return Math.random() * Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt);
}

/** RFC 9110 section 10.2.3: delay-seconds or an HTTP-date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The caller's signal plus a per-attempt timeout. */
export function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), ms);
  const onAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
