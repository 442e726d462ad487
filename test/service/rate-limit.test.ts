import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { createRateLimiter } from '../../service/rate-limit.js';

describe('rate limiter (token bucket)', () => {
  it('lets a burst of `rate` through at once, then refuses with a Retry-After', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ rate: 25, clock });
    for (let i = 0; i < 25; i++) expect(limiter.take('k')).toEqual({ ok: true });
    expect(limiter.take('k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take('other key')).toEqual({ ok: true }); // buckets are per key
    clock.advance(0.04); // one token at 25/s
    expect(limiter.take('k')).toEqual({ ok: true });
    expect(limiter.take('k').ok).toBe(false);
  });

  it.each([
    { rate: 1, burst: 1, want: 1 },
    { rate: 0.5, burst: 1, want: 2 },
    { rate: 0.1, burst: 1, want: 10 },
  ])('at $rate/s tells the caller to retry after $want s', ({ rate, burst, want }) => {
    const limiter = createRateLimiter({ rate, burst, clock: manualClock() });
    limiter.take('k');
    expect(limiter.take('k')).toEqual({ ok: false, retryAfterSeconds: want });
  });

  it('never accepts more than burst + rate * t in any window of length t, over any schedule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 300 }), (rate, gapsMs) => {
        const clock = manualClock();
        const limiter = createRateLimiter({ rate, clock });
        const accepted: number[] = [];
        for (const gap of gapsMs) {
          clock.advance(gap / 1000);
          if (limiter.take('k').ok) accepted.push(clock.nowMs());
        }
        // every window that starts and ends at an accepted request is the tightest one
        for (let i = 0; i < accepted.length; i++) {
          for (let j = i; j < accepted.length; j++) {
            const t = (accepted[j]! - accepted[i]!) / 1000;
            expect(j - i + 1).toBeLessThanOrEqual(rate + rate * t + 1e-9);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('forgets full buckets when it holds too many keys, without forgetting a drained one', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ rate: 1, clock, maxKeys: 3 });
    limiter.take('drained');
    limiter.take('a');
    clock.advance(5); // 'a' refills; 'drained' too, so drain it again
    limiter.take('drained');
    limiter.take('b');
    limiter.take('c'); // over maxKeys: full buckets are evicted
    expect(limiter.take('drained').ok).toBe(false);
  });
});
