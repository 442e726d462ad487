/**
 * Our conformance runner on a zoo server, by its command-line contract: `--spec`, `--base-url`,
 * the API's credential flags, a fixed `--seed`. Each failure is a line `FAIL <check>
 * <operationId> <pointer>: <what>`. A runner that does not take these flags yet (it answers exit
 * 2 with a usage line) is reported as not available, once, and not run again.
 */
import { run } from './process.js';

export interface OursRun {
  exit: number | null;
  /** `<check> <operationId>` of each failure line, sorted, unique */
  failures: string[];
  seconds: number;
  error?: string;
}

export const RUNNER = ['--import', 'tsx', 'conformance/cli.ts'];

export type Availability = { available: true } | { available: false; why: string };

export async function runOurs(spec: string, baseUrl: string, credentials: readonly string[], maxTimeS: number): Promise<OursRun> {
  const args = [...RUNNER, '--spec', spec, '--base-url', baseUrl, ...credentials, '--seed', '1', '--max-time', String(maxTimeS)];
  const ran = await run(process.execPath, args, { timeoutMs: (maxTimeS + 120) * 1000 });
  const failures = [...(ran.stdout + ran.stderr).matchAll(/^FAIL (\S+) (\S+)/gm)].map((m) => `${m[1]} ${m[2]}`);
  const out: OursRun = { exit: ran.code, failures: [...new Set(failures)].sort(), seconds: ran.ms / 1000 };
  if (ran.timedOut) out.error = 'timed out';
  else if (ran.code === 2) out.error = (ran.stderr || ran.stdout).trim().split('\n').slice(0, 2).join(' / ');
  else if (ran.code === 1 && failures.length === 0) out.error = 'exit 1 without a FAIL line';
  return out;
}

/** exit 2 with a usage line on the zoo's first document and its correct server: the contract is not there yet */
export function availability(first: OursRun): Availability {
  if (first.exit === 2 && /usage/i.test(first.error ?? '')) return { available: false, why: first.error ?? '' };
  return { available: true };
}
