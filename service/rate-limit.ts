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

/** A bucket's tokens at `nowMs`: `rate` per second since `atMs`, never above `burst`; a clock stepping backwards mints none. */
export function refilled(tokens: number, atMs: number, nowMs: number, rate: number, burst: number): number {
  return Math.min(burst, tokens + (Math.max(0, nowMs - atMs) / 1000) * rate);
}

/** The answer for a bucket holding `tokens` (a take needs one): refused with the whole seconds until it has one (RFC 9110 10.2.3, rounded up). */
export function takeResult(tokens: number, rate: number): TakeResult {
  return tokens >= 1 ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rate)) };
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const rate = options.rate;
  const burst = options.burst ?? rate;
  if (!(rate > 0) || !(burst >= 1)) throw new Error('rate limit: rate must be > 0 and burst >= 1');
  const maxKeys = options.maxKeys ?? 10_000;
  const buckets = new Map<string, Bucket>();

  function refill(bucket: Bucket, nowMs: number): void {
    bucket.tokens = refilled(bucket.tokens, bucket.atMs, nowMs, rate, burst);
    bucket.atMs = Math.max(bucket.atMs, nowMs);
  }

  function evictFull(nowMs: number): void {
    for (const [key, bucket] of buckets) {
      refill(bucket, nowMs);
      if (bucket.tokens >= burst) buckets.delete(key);
    }
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
      const result = takeResult(bucket.tokens, rate);
      if (result.ok) bucket.tokens -= 1;
      return result;
    },
    peek(key) {
      const bucket = buckets.get(key);
      if (!bucket) return { ok: true };
      refill(bucket, options.clock.nowMs());
      return takeResult(bucket.tokens, rate);
    },
  };
}
