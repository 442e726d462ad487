/**
 * One measurement: autocannon (in this, the parent process) against one server and target (its
 * connections split evenly over the server's processes when it has several), with
 * the server's CPU time read from /proc around the window, its RSS sampled once a second, and
 * this process's own CPU, which tells whether the load generator rather than the server was
 * the limit (two cores: they compete). Before any load, `preflight` sends the target once: a
 * server whose answer is not a 200 with a JSON body gets no figures.
 * https://github.com/mcollina/autocannon#api
 */
import autocannon from 'autocannon';
import { cpuMicrosOf } from './cpu.js';
import { type RssSample, rssAt, sampleRss } from './memory.js';
import type { BenchServer } from './servers/bench-server.js';
import type { Target, TargetId } from './targets.js';

export interface LoadSettings {
  connections: number;
  durationS: number;
}

export interface Preflight {
  ok: boolean;
  status: number;
  /** bytes of the answer's body */
  bytes: number;
  body: string;
  /** why the server gets no figures for this target */
  refused?: string;
}

function requestInit(server: BenchServer, target: Target): RequestInit {
  return {
    method: target.method,
    headers: { ...server.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body() } : {}),
  };
}

export async function preflight(server: BenchServer, target: Target): Promise<Preflight> {
  let status = 0;
  let body = '';
  try {
    const res = await fetch(server.process.url + target.path, requestInit(server, target));
    status = res.status;
    body = await res.text();
  } catch (error) {
    return { ok: false, status, bytes: 0, body, refused: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  const bytes = Buffer.byteLength(body);
  if (status !== 200) return { ok: false, status, bytes, body, refused: `answered ${status} instead of 200: ${body.slice(0, 300)}` };
  try {
    JSON.parse(body);
  } catch {
    return { ok: false, status, bytes, body, refused: `answered 200 with a body that is not JSON: ${body.slice(0, 120)}` };
  }
  return { ok: true, status, bytes, body };
}

export interface Measurement {
  server: string;
  target: TargetId;
  round: number;
  durationS: number;
  /** completed responses, any status */
  requests: number;
  /** autocannon's mean of per-second counts */
  rps: number;
  /** latency of 2xx answers, ms (autocannon's histogram holds whole milliseconds) */
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  non2xx: number;
  /** connection errors, timeouts included */
  errors: number;
  statusCodes: Record<string, number>;
  /** server process CPU (utime + stime, all threads) in the window / requests */
  cpuUsPerRequest: number | null;
  /** PostgreSQL backends' CPU in the window / requests (PostgreSQL gateway only) */
  databaseCpuUsPerRequest: number | null;
  /** this process (autocannon) as a share of one core: near 100 % means the load generator was the limit */
  loaderCpuPercent: number;
  rssAt10sBytes: number | null;
  rssEndBytes: number | null;
  rssSamples: RssSample[];
  /** set when more than 1 % of the answers were errors: the figures above are not the target's */
  withheld?: string;
}

/** the CPU of every one of `pids`, or undefined when one of them is gone */
function sumOf(cpu: Map<number, number>, pids: readonly number[]): number | undefined {
  return pids.every((p) => cpu.has(p)) ? pids.reduce((sum, p) => sum + (cpu.get(p) ?? 0), 0) : undefined;
}

async function databaseCpu(server: BenchServer): Promise<Map<number, number> | undefined> {
  return server.databasePids ? cpuMicrosOf(await server.databasePids()) : undefined;
}

/** `connections` split as evenly as they go over `parts` (the first ones take the remainder) */
export function splitConnections(connections: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(connections / parts) + (i < connections % parts ? 1 : 0));
}

type Result = autocannon.Result;

/**
 * One autocannon result from one per process: counts and rates add up; the percentiles of
 * the whole are not known from the parts' percentiles, so p50 and p99 are the worst part's
 * (an upper bound) and the mean is weighted by requests.
 */
function combine(results: readonly Result[]): Result {
  const [first] = results;
  if (!first) throw new Error('no results to combine');
  if (results.length === 1) return first;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const statusCodeStats: Result['statusCodeStats'] = {};
  for (const r of results) {
    for (const [code, stat] of Object.entries(r.statusCodeStats ?? {}) as [keyof Result['statusCodeStats'], { count: number }][]) {
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + stat.count };
    }
  }
  return {
    ...first,
    duration: Math.max(...results.map((r) => r.duration)),
    requests: { ...first.requests, total, average: results.reduce((sum, r) => sum + r.requests.average, 0) },
    latency: {
      ...first.latency,
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      max: Math.max(...results.map((r) => r.latency.max)),
      mean: total ? results.reduce((sum, r) => sum + r.latency.mean * r.requests.total, 0) / total : first.latency.mean,
    },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    statusCodeStats,
  };
}

export async function measure(server: BenchServer, target: Target, settings: LoadSettings, round: number): Promise<Measurement> {
  const processes = [server.process, ...(server.siblings ?? [])];
  const pids = processes.map((p) => p.pid);
  const pid = server.process.pid;
  const db0 = await databaseCpu(server);
  const rss = sampleRss(pid);
  const cpu0 = sumOf(cpuMicrosOf(pids), pids);
  const loader0 = process.cpuUsage();
  const started = performance.now();

  const shares = splitConnections(settings.connections, processes.length);
  const result = combine(
    await Promise.all(
      processes.map((p, i) =>
        autocannon({
          url: p.url,
          connections: shares[i] ?? 1,
          pipelining: 1,
          duration: settings.durationS,
          headers: server.headers,
          requests: [
            target.body
              ? {
                  method: target.method,
                  path: target.path,
                  headers: { 'content-type': 'application/json' },
                  setupRequest: (req) => ({ ...req, body: target.body?.() }),
                }
              : { method: target.method, path: target.path },
          ],
        }),
      ),
    ),
  );

  const wallUs = (performance.now() - started) * 1000;
  const loader = process.cpuUsage(loader0);
  const cpu1 = sumOf(cpuMicrosOf(pids), pids);
  const rssSamples = rss.stop();
  const db1 = await databaseCpu(server);

  const requests = result.requests.total;
  const per = (us: number | undefined) => (us === undefined || requests === 0 ? null : us / requests);
  // a backend that connected during the window counts from 0; one that left during it is lost (rare under load)
  const dbUs = db0 && db1 ? [...db1].reduce((sum, [p, us]) => sum + us - (db0.get(p) ?? 0), 0) : undefined;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const bad = result.non2xx + result.errors;

  return {
    server: server.name,
    target: target.id,
    round,
    durationS: result.duration,
    requests,
    rps: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    cpuUsPerRequest: per(cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : undefined),
    databaseCpuUsPerRequest: per(dbUs),
    loaderCpuPercent: (100 * (loader.user + loader.system)) / wallUs,
    rssAt10sBytes: rssAt(rssSamples, 10)?.bytes ?? null,
    rssEndBytes: rssSamples.at(-1)?.bytes ?? null,
    rssSamples,
    ...(bad > requests / 100
      ? { withheld: `${bad} of ${requests + result.errors} answers were errors (non-2xx ${result.non2xx}, connection errors ${result.errors})` }
      : {}),
  };
}
