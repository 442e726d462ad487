/**
 * `npm run conformance -- --base-url URL --key-id ID --key-secret SECRET [--bearer TOKEN]
 * [--seed N] [--property-runs N] [--checkout] [--report FILE] [--spec FILE]`: runs
 * every case against the server at URL, prints one line per case, the coverage report (also
 * written to --report as JSON) and the closing line `N passed, N failed, N skipped`; exits 1 when a case failed, 2 on a usage error.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { htmlCheckout } from './checkout.js';
import { formatCoverage } from './coverage.js';
import { type RunReport, runConformance, summaryLine } from './run.js';
import { DEFAULT_SPEC, loadConformanceSpec } from './spec-source.js';

export interface CliOptions {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  bearer?: string;
  seed: number;
  propertyRuns: number;
  checkout: boolean;
  report?: string;
  spec: string;
}

export function parseArgs(argv: string[], randomSeed = () => Math.floor(Math.random() * 2 ** 31)): CliOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (name === 'checkout') flags.add(name);
    else if (inline !== undefined) values.set(name, inline);
    else if (i + 1 < argv.length) values.set(name, argv[++i]);
    else throw new Error(`--${name} needs a value`);
  }
  const known = ['base-url', 'key-id', 'key-secret', 'bearer', 'seed', 'property-runs', 'report', 'spec'];
  for (const name of values.keys()) if (!known.includes(name)) throw new Error(`unknown option --${name}`);
  const need = (name: string) => {
    const v = values.get(name);
    if (!v) throw new Error(`--${name} is required`);
    return v;
  };
  const int = (name: string, fallback: number) => {
    const raw = values.get(name);
    if (raw === undefined) return fallback;
    if (!/^-?\d+$/.test(raw)) throw new Error(`--${name} must be an integer`);
    return Number(raw);
  };
  const options: CliOptions = {
    baseUrl: need('base-url'),
    keyId: need('key-id'),
    keySecret: need('key-secret'),
    seed: int('seed', randomSeed()),
    propertyRuns: int('property-runs', 1),
    checkout: flags.has('checkout'),
    spec: values.get('spec') ?? DEFAULT_SPEC,
  };
  if (values.has('bearer')) options.bearer = values.get('bearer');
  if (values.has('report')) options.report = values.get('report');
  return options;
}

/** Runs and prints; resolves to the exit code. */
export async function main(argv: string[], print: (line: string) => void = (l) => console.log(l)): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    print(`conformance: ${(error as Error).message}`);
    print(
      'usage: npm run conformance -- --base-url URL --key-id ID --key-secret SECRET [--bearer TOKEN] [--seed N] [--property-runs N] [--checkout] [--report FILE]',
    );
    return 2;
  }
  const { model, examples } = await loadConformanceSpec(options.spec);
  const report: RunReport = await runConformance({
    model,
    examples,
    target: { baseUrl: options.baseUrl, basePath: model.basePath, keyId: options.keyId, keySecret: options.keySecret, bearer: options.bearer },
    seed: options.seed,
    propertyRuns: options.propertyRuns,
    checkout: options.checkout ? htmlCheckout() : undefined,
    log: print,
  });
  for (const line of formatCoverage(report.coverage)) print(line);
  print(`seed ${report.seed} (reproduce with --seed ${report.seed})`);
  if (options.report) {
    await writeFile(
      options.report,
      `${JSON.stringify({ seed: report.seed, passed: report.passed, failed: report.failed, skipped: report.skipped, coverage: report.coverage, results: report.results }, null, 2)}\n`,
    );
    print(`report written to ${options.report}`);
  }
  // The closing line, alone, for scripts to read: `N passed, N failed, N skipped`.
  print(summaryLine(report));
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
