/**
 * `npm run bench:generate -- --corpus [--only paisa,star-trek] [--pairs N]`: per document of the
 * generator's corpus (test/generator/corpus/documents.ts) and our spec, the cold wall time and
 * peak RSS of `paisa-generate` (types, validators, server, client, written to an empty folder)
 * beside openapi-typescript alone (types only), median of 3 (or N) interleaved pairs; see
 * corpusBench below.
 *
 * `npm run bench:generate [spec]`: the cold wall time of `npm run generate -- --check --no-cache`
 * (a full run: nothing read back from the cache) beside openapi-typescript alone on the same
 * spec, in one run: five interleaved pairs, each command a fresh process, medians and their
 * ratio; then the same pair without npm in front (`node` on each program's entry); then the
 * incremental runs: a copy of the spec generated once into a folder, then at each pair one field
 * of one schema edited (the item's `name` gets another `maxLength`, which the types do not show;
 * then another description, which they do) and `node generator/start.mjs` run over it with its
 * cache (generator/cache.mjs), beside openapi-typescript's full run: answered by the resident
 * generator (generator/resident.ts, started by the untimed run before; its CPU during the run is
 * added to the client's), then each in a fresh process (PAISA_GENERATE_DAEMON=0); then the same edits saved
 * under `--watch`, from the save to the run's "done" (watchRows); then
 * the in-memory time of a whole generation (load -> model -> every emitter -> format; nothing
 * written) after one warm-up. Each command is timed by its wall time and by its CPU time
 * (user + system, children included: steadier than the wall on a busy machine). Prints a table
 * and writes bench/results/generate-<timestamp>.json. Numbers, not pass/fail (README.md, Benchmarks).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { EMITTERS } from '../generator/emitters.js';
import { generateFromText } from '../generator/generate.js';

if (process.argv.includes('--corpus')) {
  await corpusBench();
  process.exit(0);
}

const SPEC = process.argv[2] ?? 'spec/openapi.yaml';
const PAIRS = 5;
const scratch = mkdtempSync(path.join(tmpdir(), 'paisa-bench-generate-'));
const typesOut = path.join(scratch, 'openapi-typescript.ts');

interface Command {
  label: string;
  argv: string[];
  /**
   * openapi-typescript's runs are made from the scratch folder: from the repository root it would
   * lint the document with our redocly.yaml (`npm run lint:spec`'s rules, every example checked)
   * instead of its own default (`minimal`), and take half as long again.
   */
  cwd?: string;
  /** added to the environment: PAISA_GENERATE_DAEMON, whether ours goes through the resident generator */
  env?: Record<string, string>;
}

/** Each pair: ours, then theirs; the order alternates per pair so neither always runs second. */
const PAIRINGS: [Command, Command][] = [
  [
    { label: 'npm run generate -- --check --no-cache', argv: ['npm', 'run', '--silent', 'generate', '--', '--check', '--no-cache', '--spec', SPEC] },
    {
      label: 'npx openapi-typescript',
      argv: ['npx', '--no-install', '--prefix', process.cwd(), 'openapi-typescript', path.resolve(SPEC), '-o', typesOut],
      cwd: scratch,
    },
  ],
  [
    { label: 'node generator/start.mjs --check --no-cache', argv: [process.execPath, 'generator/start.mjs', '--check', '--no-cache', '--spec', SPEC] },
    {
      label: 'node openapi-typescript/bin/cli.js',
      argv: [process.execPath, path.resolve('node_modules/openapi-typescript/bin/cli.js'), path.resolve(SPEC), '-o', typesOut],
      cwd: scratch,
    },
  ],
];

const cpuFile = path.join(scratch, 'cpu');
/** CPU time (user + system) of each command, children included, by /usr/bin/time, in the order run. */
const cpu = new Map<string, number[]>();

/**
 * The resident generator's CPU time so far (user + system, /proc/PID/stat), in ms; a run it
 * answers spends its CPU there, not in the client /usr/bin/time measures.
 */
let residentPid: number | undefined;
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
function residentCpu(): number {
  if (residentPid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${residentPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime and stime: fields 14 and 15 of proc(5)
  } catch {
    return 0; // ended
  }
}

function timed(command: Command): number {
  const before = residentCpu();
  const start = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', cpuFile, ...command.argv], {
    encoding: 'utf8',
    ...(command.cwd ? { cwd: command.cwd } : {}),
    env: { ...process.env, ...command.env },
  });
  const ms = performance.now() - start;
  // answered by a resident generator (DEBUG's line): its CPU during the run counts, and the whole of a new one's (its start included)
  const answeredBy = Number(/answered by the resident generator \(pid (\d+)\)/.exec(run.stderr)?.[1] ?? Number.NaN);
  let residentMs = 0;
  if (answeredBy === residentPid) residentMs = residentCpu() - before;
  else if (!Number.isNaN(answeredBy)) {
    residentPid = answeredBy;
    residentMs = residentCpu();
  }
  if (run.status !== 0) throw new Error(`${command.label} failed (exit ${run.status}): ${run.stdout}${run.stderr}`);
  const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').pop()?.split(' ').map(Number) ?? [0, 0];
  cpu.set(command.label, [...(cpu.get(command.label) ?? []), (user + system) * 1000 + residentMs]);
  return ms;
}

// The incremental pairs: a copy of the spec, generated once (the cache filled), then one field edited before each run
const copy = path.join(scratch, 'spec');
cpSync(path.dirname(SPEC), copy, { recursive: true });
const copySpec = path.join(copy, path.basename(SPEC));
const copyOut = path.join(scratch, 'out');
const ITEM = path.join(copy, 'components/schemas/items.yaml');
let edits = 0;
/** One field of one schema changed: the item's name gets a maxLength it did not have before (the types stay as they were). */
function editOneLimit(): void {
  const text = readFileSync(ITEM, 'utf8').replace(/\n {6}maxLength: \d+\n/, '\n');
  const edited = text.replace('    name:\n      type: string\n', `    name:\n      type: string\n      maxLength: ${200 + ++edits}\n`);
  if (edited === text) throw new Error(`${ITEM}: the item's name property was not found; update editOneLimit`);
  writeFileSync(ITEM, edited);
}
/** One field of one schema changed that the types show: the item's name gets another description (its doc comment). */
function editOneDescription(): void {
  const text = readFileSync(ITEM, 'utf8');
  const edited = text.replace(/( {4}name:\n {6}type: string\n(?: {6}maxLength: \d+\n)? {6}description: )[^\n]*\n/, `$1Item name (edit ${++edits}).\n`);
  if (edited === text) throw new Error(`${ITEM}: the item's name description was not found; update editOneDescription`);
  writeFileSync(ITEM, edited);
}
const openapiTsFull: Command = {
  label: 'openapi-typescript (full)',
  argv: [process.execPath, path.resolve('node_modules/openapi-typescript/bin/cli.js'), copySpec, '-o', typesOut],
  cwd: scratch,
};
/** Ours on the copy: through the resident generator (DEBUG: its line names its pid, for its CPU), or a fresh process. */
const incremental = (label: string, resident: boolean): Command => ({
  label: `${label}${resident ? '' : ', a fresh process'}`,
  argv: [process.execPath, 'generator/start.mjs', '--spec', copySpec, '--out', copyOut],
  env: resident ? { PAISA_GENERATE_DAEMON: '1', DEBUG: '1' } : { PAISA_GENERATE_DAEMON: '0' },
});
const INCREMENTAL: { pair: [Command, Command]; edit: () => void }[] = [
  { pair: [incremental('one maxLength edited, incremental', true), openapiTsFull], edit: editOneLimit },
  { pair: [incremental('one description edited, incremental', true), openapiTsFull], edit: editOneDescription },
  { pair: [incremental('one maxLength edited, incremental', false), openapiTsFull], edit: editOneLimit },
  { pair: [incremental('one description edited, incremental', false), openapiTsFull], edit: editOneDescription },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// One untimed run of each: builds dist/generator when stale, warms the disk cache for both, and fills the generator's cache for the copy.
for (const pair of [...PAIRINGS, ...INCREMENTAL.map((i) => i.pair)]) for (const command of pair) timed(command);
cpu.clear();

const rows = [...PAIRINGS.map((pair) => ({ pair, edit: undefined })), ...INCREMENTAL].map(({ pair: [ours, theirs], edit }) => {
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  // the label of openapi-typescript's full run is shared by both incremental rows: its CPU times are this row's alone
  cpu.delete(theirs.label);
  for (let i = 0; i < PAIRS; i++) {
    const order = i % 2 === 0 ? [ours, theirs] : [theirs, ours];
    for (const command of order) {
      if (command === ours) edit?.();
      (command === ours ? oursMs : theirsMs).push(timed(command));
    }
  }
  const oursCpu = cpu.get(ours.label) ?? [];
  const theirsCpu = cpu.get(theirs.label) ?? [];
  return {
    ours: ours.label,
    theirs: theirs.label,
    oursMs,
    theirsMs,
    ratio: median(oursMs) / median(theirsMs),
    oursCpu,
    theirsCpu,
    cpuRatio: median(oursCpu) / median(theirsCpu),
  };
});

// the resident generator the incremental rows started is stopped: the rows after it have the machine to themselves
spawnSync(process.execPath, ['generator/start.mjs', '--stop-daemon'], { stdio: 'inherit' });

/**
 * `--watch` on the copy: each edit above saved once more (five of each, a second apart), timed
 * from the save to the line the run prints when it is done, so the watcher's 100 ms wait for an
 * editor's writes to settle counts; beside openapi-typescript's full run of the same bench.
 */
async function watchRows(): Promise<{ label: string; ms: number[] }[]> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['generator/start.mjs', '--spec', copySpec, '--out', copyOut, '--watch'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const until = async (done: (text: string) => boolean) => {
    for (let i = 0; i < 600 && !done(output); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    if (!done(output)) throw new Error(`--watch did not answer: ${output.slice(-500)}`);
  };
  const doneCount = () => output.match(/done in \d+ ms/g)?.length ?? 0;
  try {
    await until((text) => text.includes('watching'));
    const out: { label: string; ms: number[] }[] = [];
    for (const [label, edit] of [
      ['one maxLength edited, --watch', editOneLimit],
      ['one description edited, --watch', editOneDescription],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < PAIRS; i++) {
        // a second between saves: the worker that stands ready for the next run has loaded TypeScript
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const before = doneCount();
        const start = performance.now();
        edit();
        await until(() => doneCount() > before);
        times.push(performance.now() - start);
      }
      out.push({ label, ms: times });
    }
    return out;
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
const watched = await watchRows();

const text = readFileSync(SPEC, 'utf8');
const inMemory: number[] = [];
let files = 0;
for (let run = 0; run <= PAIRS; run++) {
  const start = performance.now();
  files = (await generateFromText(text, SPEC, EMITTERS)).length;
  if (run > 0) inMemory.push(performance.now() - start); // run 0 is the warm-up
}
rmSync(scratch, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`cold wall time on ${SPEC}, median of ${PAIRS} interleaved pairs (${cpus().length} cores, Node ${process.versions.node}):`);
for (const row of rows) {
  console.log(`  ${row.ours.padEnd(44)} ${ms(median(row.oursMs)).padStart(8)}  cpu ${ms(median(row.oursCpu)).padStart(8)}`);
  console.log(
    `  ${row.theirs.padEnd(44)} ${ms(median(row.theirsMs)).padStart(8)}  cpu ${ms(median(row.theirsCpu)).padStart(8)}   ratio ${row.ratio.toFixed(2)} (cpu ${row.cpuRatio.toFixed(2)})`,
  );
}
const fullMs = median(rows.filter((row) => row.theirs === openapiTsFull.label).flatMap((row) => row.theirsMs));
for (const row of watched)
  console.log(
    `  ${row.label.padEnd(44)} ${ms(median(row.ms)).padStart(8)}  (save to done)     ratio ${(median(row.ms) / fullMs).toFixed(2)} to openapi-typescript's full run (${ms(fullMs)})`,
  );
console.log(`in-memory generation (${files} files, formatted), ${PAIRS} runs after 1 warm-up: median ${ms(median(inMemory))}`);

const outFile = path.join('bench/results', `generate-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify({ spec: SPEC, pairs: PAIRS, node: process.versions.node, cores: cpus().length, rows, watched, inMemoryMs: inMemory }, null, 2)}\n`,
);
console.log(`wrote ${outFile}`);

/**
 * Each document: 3 (`--pairs`) interleaved pairs of fresh processes, `node generator/bin.mjs --spec DOC
 * --out <empty folder> --runtime package` against `node openapi-typescript/bin/cli.js DOC -o
 * x.ts`, each under /usr/bin/time for its peak RSS (max resident set, the worker thread
 * included). Prints a table and writes bench/results/generate-corpus-<timestamp>.json.
 */
async function corpusBench(): Promise<void> {
  const { CORPUS, corpusPath } = await import('../test/generator/corpus/documents.js');
  const { statSync } = await import('node:fs');
  const work = mkdtempSync(path.join(tmpdir(), 'paisa-bench-corpus-'));
  const all = [{ name: 'paisa (spec/openapi.yaml)', file: path.resolve('spec/openapi.yaml') }, ...CORPUS.map((d) => ({ name: d.name, file: corpusPath(d) }))];
  // `--only paisa,star-trek`: the documents whose name starts with one of these
  const only = process.argv.includes('--only') ? String(process.argv[process.argv.indexOf('--only') + 1]).split(',') : undefined;
  const docs = only ? all.filter((d) => only.some((prefix) => d.name.startsWith(prefix))) : all;
  // `--pairs 11`: more pairs than the 3 the figures are quoted with, for a steadier median on a noisy machine
  const pairs = process.argv.includes('--pairs') ? Number(process.argv[process.argv.indexOf('--pairs') + 1]) : 3;
  const rssFile = path.join(work, 'rss');
  let run = 0;
  // a failed run counts as NaN (openapi-typescript refuses some documents its Redocly rules dislike)
  const measure = (argv: string[], cwd?: string): { ms: number; rssMb: number } => {
    const start = performance.now();
    const child = spawnSync('/usr/bin/time', ['-f', '%M', '-o', rssFile, ...argv], { encoding: 'utf8', cwd });
    const ms = performance.now() - start;
    if (child.status !== 0) {
      console.error(`${argv.join(' ')} failed (exit ${child.status}): ${`${child.stdout}${child.stderr}`.split('\n').slice(-3).join(' ')}`);
      return { ms: Number.NaN, rssMb: Number.NaN };
    }
    return { ms, rssMb: Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) / 1024 };
  };
  // --no-cache: each run a full one, as openapi-typescript's is
  const ours = (file: string) => [
    process.execPath,
    'generator/bin.mjs',
    '--spec',
    file,
    '--out',
    path.join(work, `out-${run++}`),
    '--runtime',
    'package',
    '--no-cache',
  ];
  // run from the scratch folder: from the repository root, openapi-typescript would apply our redocly.yaml's rules
  const theirs = (file: string) => [process.execPath, path.resolve('node_modules/openapi-typescript/bin/cli.js'), file, '-o', path.join(work, 'types.ts')];
  measure(ours(docs[0].file)); // builds dist/generator when stale
  const rows = [];
  for (const doc of docs) {
    const o: { ms: number; rssMb: number }[] = [];
    const t: { ms: number; rssMb: number }[] = [];
    for (let i = 0; i < pairs; i++) {
      if (i % 2 === 0) {
        o.push(measure(ours(doc.file)));
        t.push(measure(theirs(doc.file), work));
      } else {
        t.push(measure(theirs(doc.file), work));
        o.push(measure(ours(doc.file)));
      }
    }
    // the middle one (`median` below is declared after this mode returns)
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const oursMs = mid(o.map((x) => x.ms));
    const theirsMs = mid(t.map((x) => x.ms));
    const row = {
      document: doc.name,
      kB: Math.round(statSync(doc.file).size / 1024),
      oursMs: Math.round(oursMs),
      openapiTypescriptMs: Math.round(theirsMs),
      ratio: Number((oursMs / theirsMs).toFixed(2)),
      oursRssMb: Math.round(Math.max(...o.map((x) => x.rssMb))),
      theirsRssMb: Math.round(Math.max(...t.map((x) => x.rssMb))),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  rmSync(work, { recursive: true, force: true });
  console.table(rows);
  const outFile = path.join('bench/results', `generate-corpus-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify({ node: process.versions.node, cores: cpus().length, pairs, rows }, null, 2)}\n`);
  console.log(`wrote ${outFile}`);
}
