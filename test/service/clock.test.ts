import { describe, expect, it } from 'vitest';
import { manualClock, systemClock } from '../../service/clock.js';

describe('clock', () => {
  it('systemClock gives whole Unix seconds close to Date.now()', () => {
    const now = systemClock.now();
    expect(Number.isInteger(now)).toBe(true);
    expect(Math.abs(now * 1000 - Date.now())).toBeLessThan(2000);
  });

  it('manualClock stands still until advanced, and floors to whole seconds', () => {
    const clock = manualClock(1_700_000_000);
    expect(clock.now()).toBe(1_700_000_000);
    clock.advance(1.5);
    expect(clock.now()).toBe(1_700_000_001);
    expect(clock.nowMs()).toBe(1_700_000_001_500);
    clock.advance(60 * 24 * 3600); // 60 days: invoice expiry
    expect(clock.now()).toBe(1_700_000_001 + 5_184_000);
    clock.set(1_800_000_000);
    expect(clock.nowMs()).toBe(1_800_000_000_000);
  });
});
