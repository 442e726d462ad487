/**
 * Time comes from an injected clock so expiry (invoices expire 60 days after issue), webhook
 * retry windows (24 h) and token lifetimes (3600 s) can be tested without waiting.
 * Spec info.description, Timestamps: integers in Unix seconds.
 */

export interface Clock {
  /** whole Unix seconds */
  now(): number;
  /** Unix milliseconds */
  nowMs(): number;
}

export const systemClock: Clock = {
  now: () => Math.floor(Date.now() / 1000),
  nowMs: () => Date.now(),
};

export interface ManualClock extends Clock {
  /** moves time forward (or back, with a negative number) by `seconds`, fractions allowed */
  advance(seconds: number): void;
  /** jumps to an absolute Unix time in seconds */
  set(unixSeconds: number): void;
}

/** A clock that stands still until told to move. `start` is Unix seconds. */
export function manualClock(start: number = 1_700_000_000): ManualClock {
  let ms = start * 1000;
  return {
    now: () => Math.floor(ms / 1000),
    nowMs: () => ms,
    advance(seconds: number) {
      ms += seconds * 1000;
    },
    set(unixSeconds: number) {
      ms = unixSeconds * 1000;
    },
  };
}
