/**
 * What a run found, as a table on stdout and as JSON: the summary per server and target over
 * all rounds, beside every round's raw measurement, the settings and the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Measurement } from './load.js';
import type { TargetId } from './targets.js';

export const BASELINE = 'node:http';

export interface SummaryRow {
  server: string;
  target: TargetId;
  rounds: number;
  rps: number | null;
  /** req/s over bare node:http's for the same target */
  vsBaseline: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  cpuUsPerRequest: number | null;
  databaseCpuUsPerRequest: number | null;
  non2xx: number;
  errors: number;
  loaderCpuPercent: number | null;
  /** of the last round */
  rssAt10sBytes: number | null;
  rssEndBytes: number | null;
  /** no figures: the preflight request was answered with an error, or too many answers under load were */
  refused?: string;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** Means over rounds; CPU per request weighted by each round's requests. */
export function summarize(server: string, target: TargetId, runs: readonly Measurement[], refused?: string): SummaryRow {
  const last = runs.at(-1);
  const withheld = runs.find((r) => r.withheld)?.withheld;
  const reason = refused ?? withheld;
  const weighted = (pick: (m: Measurement) => number | null) => {
    const usable = runs.filter((m) => pick(m) !== null);
    const n = usable.reduce((sum, m) => sum + m.requests, 0);
    return usable.length && n ? usable.reduce((sum, m) => sum + (pick(m) ?? 0) * m.requests, 0) / n : null;
  };
  const figures = !reason;
  return {
    server,
    target,
    rounds: runs.length,
    rps: figures ? mean(runs.map((r) => r.rps)) : null,
    vsBaseline: null,
    p50Ms: figures ? mean(runs.map((r) => r.latencyMs.p50)) : null,
    p99Ms: figures ? mean(runs.map((r) => r.latencyMs.p99)) : null,
    cpuUsPerRequest: figures ? weighted((m) => m.cpuUsPerRequest) : null,
    databaseCpuUsPerRequest: figures ? weighted((m) => m.databaseCpuUsPerRequest) : null,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    loaderCpuPercent: mean(runs.map((r) => r.loaderCpuPercent)),
    rssAt10sBytes: last?.rssAt10sBytes ?? null,
    rssEndBytes: last?.rssEndBytes ?? null,
    ...(reason ? { refused: reason } : {}),
  };
}

/** fills vsBaseline from the node:http row of the same target */
export function compareWithBaseline(rows: SummaryRow[]): void {
  for (const row of rows) {
    const base = rows.find((r) => r.server === BASELINE && r.target === row.target);
    row.vsBaseline = row.rps !== null && base?.rps ? row.rps / base.rps : null;
  }
}

const num = (x: number | null, digits = 0) => (x === null ? '-' : x.toFixed(digits));
const mb = (bytes: number | null) => (bytes === null ? '-' : (bytes / 2 ** 20).toFixed(0));

export function printTable(rows: readonly SummaryRow[], labels: Record<TargetId, string>): void {
  const head = [
    'target',
    'server',
    'req/s',
    'vs node:http',
    'p50 ms',
    'p99 ms',
    'CPU us/req',
    'DB CPU us/req',
    'non-2xx',
    'loader CPU %',
    'RSS 10s MB',
    'RSS end MB',
  ];
  const body = rows.map((r) =>
    r.refused && r.rps === null
      ? [labels[r.target], r.server, `no figures: ${r.refused.split('\n')[0].slice(0, 110)}`]
      : [
          labels[r.target],
          r.server,
          num(r.rps),
          num(r.vsBaseline, 3),
          num(r.p50Ms, 1),
          num(r.p99Ms, 1),
          num(r.cpuUsPerRequest),
          num(r.databaseCpuUsPerRequest),
          String(r.non2xx + r.errors),
          num(r.loaderCpuPercent),
          mb(r.rssAt10sBytes),
          mb(r.rssEndBytes),
        ],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.filter((b) => b.length === head.length).map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const cells of body)
    console.log(cells.length === head.length ? line(cells) : `${cells[0].padEnd(widths[0])}  ${cells[1].padEnd(widths[1])}  ${cells[2]}`);
}

export function writeJson(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
