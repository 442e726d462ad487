/**
 * The sweeps scheduler (service/sweeps.ts) on a manual clock, and the sweep the app registers:
 * an issued invoice unpaid 60 days after being sent becomes expired (spec Invoice x-state-machine).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import type { ServiceContext } from '../../service/context.js';
import { pacer } from '../../service/pace.js';
import { createSweeps } from '../../service/sweeps.js';
import { inBothModes, type TimeDrivenJob } from '../../service/time-driven.js';
import { ENGINES, skipUnlessBuilt, startGateway, type TestGateway } from '../support/gateway.js';

describe('sweeps scheduler', () => {
  it('runs a job once per period of the injected clock, never before, never overlapping itself', async () => {
    const clock = manualClock();
    let runs = 0;
    let release: () => void = () => undefined;
    const run = (): Promise<void> => {
      runs++;
      return new Promise<void>((r) => {
        release = r;
      });
    };
    const sweeps = createSweeps({ clock, jobs: [{ name: 'j', everySeconds: 60, run }] });
    await sweeps.runDue();
    expect(runs).toBe(0);
    clock.advance(60);
    const first = sweeps.runDue();
    const overlapping = sweeps.runDue(); // still running: joins the run in flight
    release();
    await Promise.all([first, overlapping]);
    expect(runs).toBe(1);
    await sweeps.runDue();
    expect(runs).toBe(1);
    clock.advance(59);
    await sweeps.runDue();
    expect(runs).toBe(1);
    clock.advance(1);
    const second = sweeps.runDue();
    release();
    await second;
    expect(runs).toBe(2);
  });

  it('reports a failing job and runs it again at its next period', async () => {
    const clock = manualClock();
    const errors: string[] = [];
    let runs = 0;
    const sweeps = createSweeps({
      clock,
      jobs: [
        {
          name: 'flaky',
          everySeconds: 10,
          run: async () => {
            runs++;
            throw new Error('boom');
          },
        },
      ],
      onError: (job, error) => errors.push(`${job}: ${(error as Error).message}`),
    });
    clock.advance(10);
    await sweeps.runDue();
    clock.advance(10);
    await sweeps.runDue();
    expect(runs).toBe(2);
    expect(errors).toEqual(['flaky: boom', 'flaky: boom']);
  });

  it('paces a long job: after a step it pauses twice the step, and stop() ends a pause at once, the job returning there', async () => {
    const clock = manualClock();
    const answers: boolean[] = [];
    const pauses: number[] = [];
    const sweeps = createSweeps({
      clock,
      jobs: [
        {
          name: 'long',
          everySeconds: 60,
          run: async (pace) => {
            // a 20 ms step, then one that says it took 10 s: its pause (20 s) outlasts this test unless stop() ends it
            for (const workMs of [20, 10_000, 20]) {
              const paused = performance.now();
              const go = await pace.next(workMs);
              pauses.push(performance.now() - paused);
              answers.push(go);
              if (!go) return;
            }
          },
        },
      ],
    });
    clock.advance(60);
    const running = sweeps.runDue();
    while (pauses.length < 1) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50)); // in the second pause
    await sweeps.stop();
    await running;
    expect(answers).toEqual([true, false]);
    expect(pauses[0]).toBeGreaterThanOrEqual(39); // twice the step (a timer may fire a millisecond early)
    expect(pauses[1]).toBeLessThan(10_000);
  });

  it("runs a job's live mode after its test mode, unless the sweeps were stopped during test mode's run", async () => {
    for (const stopDuringTest of [false, true]) {
      const modes: string[] = [];
      const pacing = pacer();
      const job: TimeDrivenJob = {
        name: 'both',
        everySeconds: 60,
        run: async (_ctx, mode) => {
          modes.push(mode);
          if (stopDuringTest) pacing.stop();
          return 1;
        },
      };
      const done = await inBothModes(job, {} as ServiceContext)(pacing.pace);
      expect(modes).toEqual(stopDuringTest ? ['test'] : ['test', 'live']);
      expect(done).toBe(stopDuringTest ? 1 : 2);
    }
  });

  it('ticks by itself in real time and asks the injected clock', async () => {
    const clock = manualClock();
    let runs = 0;
    const sweeps = createSweeps({ clock, tickMs: 10, jobs: [{ name: 'j', everySeconds: 60, run: async () => void runs++ }] });
    sweeps.start();
    clock.advance(61);
    await new Promise((r) => setTimeout(r, 100));
    await sweeps.stop();
    expect(runs).toBe(1);
  });
});

for (const engine of ENGINES) {
  describe(`app sweeps [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => gw.stop());

    it.skipIf(skipUnlessBuilt('createInvoice'))('expires an issued invoice left unpaid for 60 days when the clock gets there', async () => {
      const invoice = await gw.client().invoices.create({ type: 'link', currency: 'INR', amount: 10_000, description: 'Sweep me' });
      expect(invoice.status).toBe('issued');
      gw.clock.advance(59 * 86_400);
      await gw.app.sweeps.runDue();
      expect((await gw.client().invoices.fetch(invoice.id)).status).toBe('issued');
      gw.clock.advance(86_400 + 60);
      await gw.app.sweeps.runDue();
      expect((await gw.client().invoices.fetch(invoice.id)).status).toBe('expired');
    });
  });
}
