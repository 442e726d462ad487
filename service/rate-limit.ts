/**
 * Per-key token bucket (PAISA_RATE_LIMIT requests per second per key, with a burst of the same
 * size; exceeding it returns 429, spec x-errors too_many_requests). Pure over the injected clock:
 * no timers, so it is exact under test and costs one Map lookup per request.
 *
 * Guarantee (pinned by a property test): over any schedule, the requests accepted in any window
 * of length t never exceed burst + rate * t.
 */
import type { Clock } from './clock.js';

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): TakeResult;
  /** What `take` would answer, without taking. */
  peek(key: string): TakeResult;
}

export interface RateLimiterOptions {
  /** tokens added per second */
  rate: number;
  /** bucket size; defaults to rate */
  burst?: number;
  clock: Clock;
  /** buckets kept before full ones are dropped (a full bucket is the same as no bucket) */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  atMs: number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const rate = options.rate;
  const burst = options.burst ?? rate;
  if (!(rate > 0) || !(burst >= 1)) throw new Error('rate limit: rate must be > 0 and burst >= 1');
  const maxKeys = options.maxKeys ?? 10_000;
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, nowMs: number): void {
    // a clock stepping backwards must not mint tokens
    const elapsed = Math.max(0, nowMs - bucket.atMs) / 1000;
    bucket.tokens = Math.min(burst, bucket.tokens + elapsed * rate);
    bucket.atMs = Math.max(bucket.atMs, nowMs);
  }

  function evictFull(nowMs: number): void {
    for (const [key, bucket] of buckets) {
      refill(bucket, nowMs);
      if (bucket.tokens >= burst) buckets.delete(key);
    }
  }

  function refused(bucket: Bucket): TakeResult {
    // Retry-After is whole seconds (RFC 9110 10.2.3); round up so the retry finds a token
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
  }

  return {
    take(key) {
      const nowMs = options.clock.nowMs();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) evictFull(nowMs);
        bucket = { tokens: burst, atMs: nowMs };
        buckets.set(key, bucket);
      } else {
        refill(bucket, nowMs);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return refused(bucket);
    },
    peek(key) {
      const bucket = buckets.get(key);
      if (!bucket) return { ok: true };
      refill(bucket, options.clock.nowMs());
      return bucket.tokens >= 1 ? { ok: true } : refused(bucket);
    },
  };
}
