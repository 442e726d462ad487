/**
 * Dredd (https://dredd.org, npm `dredd`, archived 2024) on a zoo server: it replays each
 * operation's documented example and checks the answer's status, headers and body against the
 * document. Only the 2xx transactions are selected (`--only`): Dredd sends every response's
 * transaction the same example request, so a 400 or 404 transaction cannot pass on a correct
 * server; `--sorted` runs creates before the reads, updates and deletes of what they made.
 */
import { DREDD } from './install.js';
import { run } from './process.js';

export interface DreddRun {
  /** `METHOD (status) path` of each failed transaction */
  failed: string[];
  passed: number;
  /** set when Dredd did not run to its end */
  error?: string;
}

const namesCache = new Map<string, string[]>();

/** the names of the document's 2xx transactions (`dredd --names`) */
async function successNames(spec: string): Promise<string[]> {
  const cached = namesCache.get(spec);
  if (cached) return cached;
  const ran = await run(process.execPath, [DREDD, spec, 'http://127.0.0.1:9', '--names', '--color', 'false'], { timeoutMs: 120_000 });
  const names = [...(ran.stdout + ran.stderr).matchAll(/^info: (.+ > 2\d\d(?: > .+)?)$/gm)].map((m) => m[1]);
  namesCache.set(spec, names);
  return names;
}

export async function runDredd(spec: string, baseUrl: string, headers: Record<string, string>): Promise<DreddRun> {
  const only = (await successNames(spec)).flatMap((name) => ['--only', name]);
  const auth = Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]);
  const ran = await run(process.execPath, [DREDD, spec, baseUrl, '--sorted', '--color', 'false', ...only, ...auth], { timeoutMs: 180_000 });
  const out = ran.stdout + ran.stderr;
  const failed = [...out.matchAll(/^(?:fail|error): ((?:GET|POST|PUT|PATCH|DELETE) \(\d+\) \S+)/gm)].map((m) => m[1]);
  const complete = /^complete: (\d+) passing, (\d+) failing, (\d+) errors/m.exec(out);
  if (!complete) return { failed: [...new Set(failed)], passed: 0, error: ran.timedOut ? 'timed out' : `no summary (exit ${ran.code}): ${out.slice(-400)}` };
  return { failed: [...new Set(failed)].sort(), passed: Number(complete[1]) };
}
