/**
 * When funds are due for settlement and when settlement cycles run (spec tag `settlements`):
 * live mode T+2, the second working day (Monday to Friday) after the day of capture at 00:00 IST,
 * cycles at 00:00 IST on working days; test mode the first quarter hour of its clock at least
 * 15 minutes after the capture, cycles every quarter hour. Pure: Unix seconds in, Unix seconds out.
 * No holiday calendar: a bank holiday on a weekday is treated as a working day.
 */
import type { Mode } from '../store/store.js';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET = 5.5 * 3600;
const DAY = 86_400;
export const TEST_CYCLE_SECONDS = 900;
/** test mode's simulated bank credits a settlement this long after its cycle */
export const TEST_BANK_DELAY_SECONDS = 300;

const istDay = (t: number) => Math.floor((t + IST_OFFSET) / DAY);
const istMidnight = (day: number) => day * DAY - IST_OFFSET;
/** 1970-01-01 was a Thursday: day 0 is weekday 4 (0 = Sunday) */
const isWorkingDay = (day: number) => {
  const weekday = (day + 4) % 7;
  return weekday !== 0 && weekday !== 6;
};

const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;

/** The date a credit captured at `capturedAt` is due for settlement. */
export function settlementDate(mode: Mode, capturedAt: number): number {
  if (mode === 'test') return ceilTo(capturedAt + TEST_CYCLE_SECONDS, TEST_CYCLE_SECONDS);
  let day = istDay(capturedAt);
  for (let working = 0; working < 2; ) {
    day += 1;
    if (isWorkingDay(day)) working += 1;
  }
  return istMidnight(day);
}

/** The latest cycle at or before `now`. */
export function latestCycle(mode: Mode, now: number): number {
  if (mode === 'test') return Math.floor(now / TEST_CYCLE_SECONDS) * TEST_CYCLE_SECONDS;
  let day = istDay(now);
  while (!isWorkingDay(day)) day -= 1;
  return istMidnight(day);
}

/** The first cycle at or after `t`: the one that carries a line due at `t`. */
export function cycleFor(mode: Mode, t: number): number {
  if (mode === 'test') return ceilTo(t, TEST_CYCLE_SECONDS);
  let day = istDay(t);
  if (istMidnight(day) < t) day += 1;
  while (!isWorkingDay(day)) day += 1;
  return istMidnight(day);
}

/** The IST calendar date of a Unix time (the reconciliation report's year, month and day, spec fetchSettlementRecon rule 1). */
export function istDate(t: number): { year: number; month: number; day: number } {
  const d = new Date((t + IST_OFFSET) * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The IST calendar day [start, end) in Unix seconds (the reconciliation report's dates, spec fetchSettlementRecon rule 1). */
export function istRange(year: number, month: number, day?: number): { start: number; end: number } {
  const first = Date.UTC(year, month - 1, day ?? 1) / 1000 - IST_OFFSET;
  const last = day === undefined ? Date.UTC(year, month, 1) / 1000 - IST_OFFSET : first + DAY;
  return { start: first, end: last };
}

/** Whether `day` exists in the month (31 April does not). */
export function isDayOfMonth(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
