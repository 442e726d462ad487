/**
 * advanceTestClock and fetchTestClock: test mode's clock (service/mode-clocks.ts) moved forward
 * in the store, then everything that time makes happen in test mode run once, before the answer
 * (spec advanceTestClock). Two advances at once: the database settles which one moves the
 * offset (a conditional update, store/test-clock.ts); the other is answered 409 and moves
 * nothing.
 */
import { refuse } from '../../../generated/server/index.js';
import type { AdvanceTestClockBody, TestClock } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';

/** What time moves in one mode; run in this order after each advance (app.ts builds it with the sweeps). */
export type TimeDriven = (mode: 'test') => Promise<unknown>;

export function testClock(ctx: ServiceContext): TestClock {
  return { entity: 'test_clock', now: ctx.clocks.of('test').now(), offset: Math.floor(ctx.clocks.testOffsetMs() / 1000) };
}

export async function advanceTestClock(ctx: ServiceContext, body: AdvanceTestClockBody, timeDriven: readonly TimeDriven[]): Promise<TestClock> {
  const toOffset = await ctx.store.transaction(async (tx) => {
    // the stored offset, not this process's copy: another process may have moved it
    const fromOffset = await tx.testClock.offsetMs();
    const nowMs = Math.max(ctx.clocks.of('test').nowMs(), ctx.clock.nowMs() + fromOffset);
    const now = Math.floor(nowMs / 1000);
    // `to` is whole seconds: a target within the current second is not later than now
    if (body.to !== undefined && body.to <= now) throw refuse('clock_backwards', { now: String(now) });
    const toMs = body.to !== undefined ? body.to * 1000 : nowMs + (body.by ?? 0) * 1000;
    const next = fromOffset + (toMs - nowMs);
    if (!(await tx.testClock.advance(fromOffset, next))) throw refuse('concurrent_update', { entity: 'test clock' });
    return next;
  });
  ctx.clocks.advancedTo(toOffset);
  for (const run of timeDriven) await run('test');
  return testClock(ctx);
}
