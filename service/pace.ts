/**
 * How a long background job shares the store with the requests it runs beside. It works in
 * steps, one transaction each (a settlement cycle of 300,000 lines is 600 of them), and asks its
 * pace after each one:
 * - the pace waits in proportion to the step's time, so the job takes at most its share of the
 *   store's writer (SQLite has one) and of the merchant's ledger lock while requests want them;
 * - the pace answers `false` once its process is stopping, and the job returns there. What it
 *   leaves is taken up by its next run, in this process or another: a job is only paced where a
 *   stop between two steps loses nothing (settlements/forming.ts keeps a forming cycle's row).
 */
export interface Pace {
  /** After a step that took `workMs`: resolves `true` to go on, `false` to return now. */
  next(workMs: number): Promise<boolean>;
}

/**
 * Runs `step` (one transaction of a job) until it answers that nothing more is left, asking
 * `pace` after each; answers whether it finished (`false`: the pace said stop between two steps).
 */
export async function inSteps(pace: Pace, step: () => Promise<{ more: boolean }>): Promise<boolean> {
  for (;;) {
    const started = performance.now();
    if (!(await step()).more) return true;
    if (!(await pace.next(performance.now() - started))) return false;
  }
}

/** Back to back and never stopped: what advanceTestClock runs, whose caller waits for it all. */
export const UNPACED: Pace = { next: () => Promise.resolve(true) };

/**
 * The share of the time a paced job takes at most. A third: a request waits for at most one
 * step of it, and between steps the store is the requests' for twice as long as the step took.
 */
export const BACKGROUND_SHARE = 1 / 3;

export interface Pacer {
  pace: Pace;
  /** Every pause ends now, answering `false`, and every later `next` answers `false` at once. */
  stop(): void;
  readonly stopped: boolean;
}

/** A pace that keeps a job to `share` of the time (0 < share ≤ 1): after a step of w ms, a pause of w × (1 − share) / share. */
export function pacer(share = BACKGROUND_SHARE): Pacer {
  if (!(share > 0 && share <= 1)) throw new RangeError(`a job's share of the time is in (0, 1], not ${share}`);
  let stopped = false;
  const pausing = new Set<() => void>();
  return {
    pace: {
      next(workMs) {
        if (stopped) return Promise.resolve(false);
        const pauseMs = (Math.max(0, workMs) * (1 - share)) / share;
        if (pauseMs < 1) return Promise.resolve(true);
        return new Promise<boolean>((resolve) => {
          const end = (): void => {
            clearTimeout(timer);
            pausing.delete(end);
            resolve(!stopped);
          };
          const timer = setTimeout(end, pauseMs);
          pausing.add(end);
        });
      },
    },
    stop() {
      stopped = true;
      for (const end of [...pausing]) end();
    },
    get stopped() {
      return stopped;
    },
  };
}
