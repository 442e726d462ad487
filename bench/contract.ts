/**
 * `npm run bench:contract -- [--apis tasks,users] [--faults id,id] [--tools ours,dredd,prism]
 * [--max-time S] [--out FILE]`: every API of the fault zoo (test/zoo), on its correct server and on
 * each planted fault, under three contract-testing tools: our conformance runner (by its
 * command-line contract), Dredd (the document's examples) and Prism's validation proxy (fed the
 * document's example requests). Each tool run gets a fresh server. Prints the table (API, fault,
 * class, found by each tool; false alarms per tool on the correct servers) and writes it as JSON
 * to bench/results/contract-<timestamp>.json. Long, not in CI; Dredd and Prism are installed on
 * first use into bench/contract-tools (their own lockfile).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Fault, ZOO, type ZooApi } from '../test/zoo/index.js';
import { runDredd } from './contract/dredd.js';
import { exampleRequests } from './contract/examples.js';
import { ensureTools } from './contract/install.js';
import { availability, runOurs } from './contract/ours.js';
import { runPrism } from './contract/prism.js';
import { type Row, renderTable, renderTotals, TOOLS, type Tool, totals } from './contract/table.js';
import * as judge from './contract/verdict.js';

const { values } = parseArgs({
  options: { apis: { type: 'string' }, faults: { type: 'string' }, tools: { type: 'string' }, 'max-time': { type: 'string' }, out: { type: 'string' } },
  strict: true,
});
const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()) : undefined);
const apis = ZOO.filter((a) => !values.apis || list(values.apis)?.includes(a.name));
const onlyFaults = list(values.faults);
const tools = (list(values.tools) ?? [...TOOLS]) as Tool[];
for (const t of tools) if (!TOOLS.includes(t)) throw new Error(`--tools: ${t} is not one of ${TOOLS.join(', ')}`);
const maxTimeS = Number(values['max-time'] ?? 60);
const startedAt = new Date();

const install = tools.some((t) => t !== 'ours') ? await ensureTools() : null;
const log = (s: string) => process.stderr.write(`${s}\n`);

/** starts a fresh server (one per tool run: what one tool made never reaches another) */
async function withServer<T>(api: ZooApi, fault: string | undefined, use: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await api.start(fault === undefined ? {} : { fault });
  try {
    return await use(server.baseUrl);
  } finally {
    await server.close();
  }
}

const rows: Row[] = [];
let oursMissing: string | null = null;
for (const api of apis) {
  const requests = await exampleRequests(api.spec);
  const faults = api.faults.filter((f) => !onlyFaults || onlyFaults.includes(f.id));
  type Runs = { ours?: Awaited<ReturnType<typeof runOurs>>; dredd?: Awaited<ReturnType<typeof runDredd>>; prism?: Awaited<ReturnType<typeof runPrism>> };
  const runAll = async (fault: Fault | undefined): Promise<Runs> => {
    const runs: Runs = {};
    if (tools.includes('ours') && !oursMissing) {
      runs.ours = await withServer(api, fault?.id, (url) => runOurs(api.spec, url, api.credentials, maxTimeS));
      const state = availability(runs.ours);
      if (!state.available) {
        oursMissing = state.why;
        log(`runner: not available (${state.why})`);
      }
    }
    if (tools.includes('dredd')) runs.dredd = await withServer(api, fault?.id, (url) => runDredd(api.spec, url, api.headers));
    if (tools.includes('prism')) runs.prism = await withServer(api, fault?.id, (url) => runPrism(api.spec, url, requests, api.headers));
    return runs;
  };
  log(`${api.name}: correct server`);
  const correct = await runAll(undefined);
  const verdicts: Row['verdicts'] = {};
  if (correct.ours && !oursMissing) verdicts.ours = judge.oursOnCorrect(correct.ours);
  if (correct.dredd) verdicts.dredd = judge.dreddOnCorrect(correct.dredd);
  if (correct.prism) verdicts.prism = judge.prismOnCorrect(correct.prism);
  rows.push({ api: api.name, fault: null, class: '', check: '', verdicts });
  for (const fault of faults) {
    log(`${api.name}: ${fault.id}`);
    const runs = await runAll(fault);
    const v: Row['verdicts'] = {};
    if (runs.ours && correct.ours && !oursMissing) v.ours = judge.oursOnFault(runs.ours, correct.ours, fault.check);
    if (runs.dredd && correct.dredd) v.dredd = judge.dreddOnFault(runs.dredd, correct.dredd);
    if (runs.prism && correct.prism) v.prism = judge.prismOnFault(runs.prism, correct.prism);
    rows.push({ api: api.name, fault: fault.id, class: fault.class, check: fault.check, verdicts: v });
  }
}

const sums = totals(rows, tools);
process.stdout.write(`${renderTable(rows, tools, oursMissing)}\n\n${renderTotals(sums, tools, oursMissing)}\n`);
if (install)
  process.stdout.write(
    `Dredd + Prism install (bench/contract-tools): ${install.packages} packages, ${install.megabytes} MB${install.seconds === null ? '' : `, npm ci ${install.seconds.toFixed(0)} s`}\n`,
  );
const out = path.resolve(values.out ?? `bench/results/contract-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(out), { recursive: true });
const machine = { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.release()}` };
writeFileSync(
  out,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, tools, install, runner: oursMissing ? { available: false, why: oursMissing } : { available: true }, totals: sums, rows }, null, 2)}\n`,
);
process.stdout.write(`results: ${path.relative(process.cwd(), out)}\n`);
