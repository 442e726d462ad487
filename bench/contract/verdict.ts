/**
 * What each tool's run on a faulty server says, against its run on the correct server of the
 * same API: a fault is found when the tool reports something on the faulty server that it did not
 * report on the correct one (so a tool's standing complaints about a correct server are counted
 * once, as false alarms, and never as finds).
 */
import type { DreddRun } from './dredd.js';
import type { OursRun } from './ours.js';
import type { PrismRun } from './prism.js';

export interface Verdict {
  /** null: the tool did not run (not available, or it broke: see note) */
  found: boolean | null;
  /** on a correct server: how many distinct complaints */
  falseAlarms?: number;
  note?: string;
}

export function oursOnCorrect(run: OursRun): Verdict {
  if (run.error && run.exit !== 1) return { found: null, note: run.error };
  return { found: null, falseAlarms: run.failures.length, ...(run.failures.length ? { note: run.failures.join('; ') } : {}) };
}

export function oursOnFault(run: OursRun, correct: OursRun, check: string): Verdict {
  if (run.error && run.exit !== 1) return { found: null, note: run.error };
  const fresh = run.failures.filter((f) => !correct.failures.includes(f));
  if (fresh.length === 0) return { found: false };
  const named = fresh.some((f) => f.startsWith(`${check} `));
  return { found: true, note: `${named ? '' : 'by another check: '}${fresh.join('; ')}` };
}

export function dreddOnCorrect(run: DreddRun): Verdict {
  if (run.error) return { found: null, note: run.error };
  return { found: null, falseAlarms: run.failed.length, ...(run.failed.length ? { note: run.failed.join('; ') } : {}) };
}

export function dreddOnFault(run: DreddRun, correct: DreddRun): Verdict {
  if (run.error) return { found: null, note: run.error };
  const fresh = run.failed.filter((f) => !correct.failed.includes(f));
  return fresh.length ? { found: true, note: fresh.join('; ') } : { found: false };
}

export function prismOnCorrect(run: PrismRun): Verdict {
  if (run.error) return { found: null, note: run.error };
  const bad = run.exchanges.filter((e) => e.violations.length > 0);
  return { found: null, falseAlarms: bad.length, ...(bad.length ? { note: bad.map((e) => `${e.request}: ${e.violations.join(', ')}`).join('; ') } : {}) };
}

export function prismOnFault(run: PrismRun, correct: PrismRun): Verdict {
  if (run.error) return { found: null, note: run.error };
  const notes: string[] = [];
  run.exchanges.forEach((e, i) => {
    const before = correct.exchanges[i];
    const fresh = e.violations.filter((v) => !before?.violations.includes(v));
    if (fresh.length) notes.push(`${e.request}: ${fresh.join(', ')}`);
    else if (before && Math.floor(before.status / 100) !== Math.floor(e.status / 100)) notes.push(`${e.request}: ${before.status} -> ${e.status}`);
  });
  return notes.length ? { found: true, note: notes.join('; ') } : { found: false };
}
