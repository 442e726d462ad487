/**
 * `paisa-conformance --spec FILE --base-url URL [credentials] [options]` (README.md "Contract
 * testing your own API"; `npm run conformance` here): loads the document through the
 * generator's own loader and model, loads the plug-ins the configuration names, runs every case
 * against the server, prints each failure (with its reproducer), the coverage and the closing
 * line `N passed, N failed, N skipped`, writes the reports asked for, and exits 0 (all passed),
 * 1 (a check failed) or 2 (usage or document error). Progress goes to stderr.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { SpecError } from '../generator/load.js';
import { formatCoverage } from './coverage.js';
import { secretsOf } from './credentials.js';
import { type CliOptions, parseArgs, USAGE, UsageError } from './options.js';
import type { ConformancePlugin, PluginExport } from './plugin.js';
import { failureLines, junit, mask, ndjson } from './report.js';
import { caseLine, type RunReport, runConformance, summaryLine } from './run.js';
import { loadConformanceSpec } from './spec-source.js';

export interface Io {
  print: (line: string) => void;
  progress: (line: string) => void;
}

const DEFAULT_IO: Io = { print: (l) => console.log(l), progress: (l) => process.stderr.write(`${l}\n`) };

async function loadPlugins(options: CliOptions): Promise<ConformancePlugin[]> {
  const out: ConformancePlugin[] = [];
  for (const spec of options.plugins) {
    let mod: { default?: PluginExport };
    try {
      mod = (await import(pathToFileURL(spec.module).href)) as { default?: PluginExport };
    } catch (error) {
      throw new UsageError(`plugin ${spec.module}: ${(error as Error).message}`);
    }
    const exported = mod.default;
    const plugin = typeof exported === 'function' ? await exported({ baseUrl: options.baseUrl, ...spec.options }) : exported;
    if (!plugin || typeof plugin.name !== 'string')
      throw new UsageError(`plugin ${spec.module}: its default export is not a ConformancePlugin (or a function returning one)`);
    out.push(plugin);
  }
  return out;
}

/** Whether anything answers at the base URL: a server that is not there is a usage error, not N failures. */
async function reachable(url: string, timeoutMs: number): Promise<string | undefined> {
  try {
    await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause ?? (error as Error).message;
  }
}

/** Runs and prints; resolves to the exit code. */
export async function main(argv: string[], io: Io = DEFAULT_IO, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.print(USAGE);
    return 0;
  }
  let options: CliOptions;
  let plugins: ConformancePlugin[];
  let spec: Awaited<ReturnType<typeof loadConformanceSpec>>;
  try {
    options = parseArgs(argv, env);
    spec = await loadConformanceSpec(options.spec);
    plugins = await loadPlugins(options);
  } catch (error) {
    if (error instanceof UsageError) {
      io.print(`conformance: ${error.message}`);
      io.print(USAGE);
    } else if (error instanceof SpecError) io.print(`conformance: ${error.message}`);
    else io.print(`conformance: ${(error as Error).message}`);
    return 2;
  }
  const down = await reachable(options.baseUrl, Math.min(options.timeoutMs, 5000));
  if (down) {
    io.print(`conformance: nothing answers at ${options.baseUrl} (${down})`);
    return 2;
  }
  const secrets = secretsOf(options.credentials);
  for (const w of spec.model.warnings) io.progress(`${options.spec}#${w.pointer}: warning: ${w.reason}`);
  const started = Date.now();
  let last = started;
  const report: RunReport = await runConformance({
    model: spec.model,
    examples: spec.examples,
    target: { baseUrl: options.baseUrl, basePath: spec.model.basePath, credentials: options.credentials, timeoutMs: options.timeoutMs, rate: options.rate },
    seed: options.seed,
    propertyRuns: options.propertyRuns,
    plugins,
    checks: options.checks,
    phases: options.phases,
    allow: options.allow,
    skip: options.skip,
    ...(options.operations ? { operations: options.operations } : {}),
    ...(options.replay ? { replay: options.replay } : {}),
    ...(options.maxTimeMs !== undefined ? { maxTimeMs: options.maxTimeMs } : {}),
    ...(options.maxResponseMs !== undefined ? { maxResponseMs: options.maxResponseMs } : {}),
    workers: options.workers,
    variants: options.variants,
    judgeGeneratedRefusals: options.judgeGeneratedRefusals,
    log: (line) => {
      if (options.verbose) io.print(mask(line, secrets));
    },
    progress: (results) => {
      const r = results[results.length - 1];
      if (r?.outcome === 'fail') for (const line of failureLines(r, secrets, options.seed)) io.print(line);
      if (Date.now() - last < 5000) return;
      last = Date.now();
      const failed = results.filter((x) => x.outcome === 'fail').length;
      io.progress(`conformance: ${results.length} cases, ${failed} failed, ${Math.round((last - started) / 1000)} s`);
    },
  });
  for (const line of formatCoverage(report.coverage)) io.print(line);
  io.print(`seed ${report.seed} (the same cases again: --seed ${report.seed}); ${report.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const title = `${spec.model.title} ${spec.model.version}`;
  if (options.junit) await writeFile(options.junit, junit(report, title, secrets));
  if (options.ndjson) await writeFile(options.ndjson, ndjson(report, secrets));
  if (options.report)
    await writeFile(
      options.report,
      mask(
        `${JSON.stringify({ seed: report.seed, passed: report.passed, failed: report.failed, skipped: report.skipped, coverage: report.coverage, results: report.results.map(({ request: _r, ...rest }) => rest) }, null, 2)}\n`,
        secrets,
      ),
    );
  // The closing line, alone, for scripts to read: `N passed, N failed, N skipped`.
  io.print(summaryLine(report));
  return report.failed > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}

export { caseLine };
