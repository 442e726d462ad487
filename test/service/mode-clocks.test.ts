/**
 * Each mode's clock (service/mode-clocks.ts): live mode on the injected clock, test mode ahead of
 * it by the stored offset, which a second process on the same database picks up once the
 * store's epoch moves (PostgreSQL NOTIFY, SQLite's poll), and which never makes test time go back.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { createModeClocks } from '../../service/mode-clocks.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';

const T0 = 1_800_000_000;

async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const engine of ENGINES) {
  describeEngine('mode clocks', engine, () => {
    let fixture: StoreFixture;
    beforeEach(async () => {
      fixture = await engine.fixture();
    });
    afterEach(() => fixture.cleanup());

    it('live mode runs on the injected clock; test mode on it plus the stored offset', async () => {
      const base = manualClock(T0);
      const store = await fixture.open(base);
      const clocks = await createModeClocks(base, store);
      expect([clocks.of('live').now(), clocks.of('test').now()]).toEqual([T0, T0]);
      await store.transaction((tx) => tx.testClock.advance(0, 90_000));
      clocks.advancedTo(90_000);
      base.advance(10);
      expect([clocks.of('live').now(), clocks.of('test').now()]).toEqual([T0 + 10, T0 + 100]);
    });

    it('a second process on the same database follows an advance made by the first', async () => {
      const base = manualClock(T0);
      const [first, second] = [await fixture.open(base), await fixture.open(base)];
      const [here, there] = [await createModeClocks(base, first), await createModeClocks(base, second)];
      await first.transaction((tx) => tx.testClock.advance(0, 3_600_000));
      here.advancedTo(3_600_000);
      await eventually(() => there.of('test').now() === T0 + 3600);
      expect(there.testOffsetMs()).toBe(3_600_000);
    });

    it('two advances from the same offset: the database lets one through', async () => {
      const store = await fixture.open(manualClock(T0));
      const results = await Promise.all([1000, 2000].map((to) => store.transaction((tx) => tx.testClock.advance(0, to))));
      expect(results.sort()).toEqual([false, true]);
    });

    it('test time never goes back, even when the stored offset read later is smaller', async () => {
      const base = manualClock(T0);
      const clocks = await createModeClocks(base, await fixture.open(base));
      clocks.advancedTo(60_000);
      const seen = clocks.of('test').nowMs();
      clocks.advancedTo(1_000);
      base.advance(-30);
      expect(clocks.of('test').nowMs()).toBeGreaterThanOrEqual(seen);
    });
  });
}
