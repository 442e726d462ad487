/**
 * The sweeps scheduler: periodic jobs (an issued invoice unpaid 60 days after being sent
 * becomes `expired`, spec Invoice x-state-machine) run on the injected clock, so a test that
 * advances a manual clock by 60 days sees the sweep run without waiting. A real-time ticker
 * (default every second) only asks the clock whether a job is due; `runDue()` does the same on
 * demand.
 *
 * A job never overlaps itself, and a failing job is reported and tried again at its next
 * period: one bad row must not stop every later sweep.
 */
import type { Clock } from './clock.js';
import { type Pace, type Pacer, pacer } from './pace.js';

export interface SweepJob {
  name: string;
  /** period on the injected clock, in seconds */
  everySeconds: number;
  /** `pace`: asked between the steps of a long job (pace.ts); it answers `false` once the sweeps are stopping */
  run(pace: Pace): Promise<unknown>;
}

export interface Sweeps {
  start(): void;
  /** stops the ticker and waits for a running job to finish (a paced job returns at its next step) */
  stop(): Promise<void>;
  /** runs every job whose time has come (on the injected clock); resolves when they finish */
  runDue(): Promise<void>;
}

export interface SweepsOptions {
  clock: Clock;
  jobs: readonly SweepJob[];
  /** real-time interval between clock checks (default 1000 ms) */
  tickMs?: number;
  onError?: (job: string, error: unknown) => void;
}

export function createSweeps({ clock, jobs, tickMs = 1000, onError }: SweepsOptions): Sweeps {
  // first run one period after start, like setInterval
  const nextAt = new Map(jobs.map((job) => [job.name, clock.now() + job.everySeconds]));
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let pacing: Pacer = pacer();

  function runJob(job: SweepJob): Promise<void> {
    const existing = running.get(job.name);
    if (existing) return existing;
    nextAt.set(job.name, clock.now() + job.everySeconds);
    const run = job
      .run(pacing.pace)
      .then(
        () => undefined,
        (error: unknown) => onError?.(job.name, error),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  async function runDue(): Promise<void> {
    const now = clock.now();
    await Promise.all(jobs.filter((job) => now >= (nextAt.get(job.name) ?? 0)).map(runJob));
  }

  return {
    start() {
      if (timer || jobs.length === 0) return;
      if (pacing.stopped) pacing = pacer();
      timer = setInterval(() => void runDue(), tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      pacing.stop();
      await Promise.all(running.values());
    },
    runDue,
  };
}
