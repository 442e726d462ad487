/**
 * The clock of each mode (spec advanceTestClock: "Design"). Live mode runs on the injected
 * clock (real time outside tests). Test mode runs on the same clock plus an offset, the sum of
 * every advance, kept in the store (store/test-clock.ts) so it survives a restart and is shared
 * by every process on the database: when the store's epoch moves (an advance committed here or
 * in another process, store.keys), the offset is read again. Test mode's time never moves
 * backwards in a process, even when the offset read back is older than one this process set.
 */
import type { Clock } from './clock.js';
import type { Mode, Store } from './store/store.js';

export interface ModeClocks {
  of(mode: Mode): Clock;
  /** test mode's offset from the injected clock, in milliseconds */
  testOffsetMs(): number;
  /** what this process knows after a committed advance (the epoch tells the others) */
  advancedTo(offsetMs: number): void;
}

export async function createModeClocks(base: Clock, store: Store): Promise<ModeClocks> {
  let offsetMs = await store.transaction((tx) => tx.testClock.offsetMs(), { readOnly: true });
  let seenEpoch = store.keys.epoch();
  let reloading = false;
  let lastMs = Number.NEGATIVE_INFINITY;

  function refresh(): void {
    const epoch = store.keys.epoch();
    if (epoch === seenEpoch || reloading) return;
    reloading = true;
    store
      .transaction((tx) => tx.testClock.offsetMs(), { readOnly: true })
      .then(
        (stored) => {
          offsetMs = Math.max(offsetMs, stored);
          seenEpoch = epoch;
        },
        // the next reading of the clock tries again
        () => undefined,
      )
      .finally(() => {
        reloading = false;
      });
  }

  function testNowMs(): number {
    refresh();
    lastMs = Math.max(lastMs, base.nowMs() + offsetMs);
    return lastMs;
  }

  const test: Clock = {
    now: () => Math.floor(testNowMs() / 1000),
    nowMs: testNowMs,
  };

  return {
    of: (mode) => (mode === 'test' ? test : base),
    testOffsetMs: () => offsetMs,
    advancedTo(next) {
      offsetMs = Math.max(offsetMs, next);
    },
  };
}
