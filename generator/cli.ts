/**
 * `npm run generate [-- --check] [--spec path] [--out dir] [--config file]` (README.md, Generating);
 * options also come from paisa.config.json or .mjs (config.ts), flags winning.
 * The emitter registry is generator/emitters.ts. A spec error is printed as
 * `spec/openapi.yaml#/pointer: reason` and stops everything before generated/ is touched.
 *
 * The first thing it does is start the worker threads (emit/openapi-ts.ts,
 * emit/validators-compile.ts); the rest of the generator is imported after that, so they all
 * load at the same time.
 */
import { existsSync, watch as fsWatch, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cacheGet, cacheKey, cacheSet, codeRevision, defaultCacheDir, pruneCache, useCache } from './cache.mjs';
import { CONFIG_FILES, ConfigError, type GenerateConfig, readConfig } from './config.js';
import { discardOpenapiTs, endOpenapiTsRun, preloadOpenapiTs, standByOpenapiTs, startOpenapiTsWhenNeeded, startWhenTypesChange } from './emit/openapi-ts.js';
import { discardValidators, preloadValidators } from './emit/validators-compile.js';
import type { GeneratedFile } from './model/types.js';
import { REPO } from './repo.js';

/** What an option is when neither the command line nor the configuration file gives it. */
export interface Defaults {
  spec: string;
  out: string;
  emit: string;
  runtime: 'package' | 'beside';
}

/** Where a run's lines go: the console, or a client of the resident generator (resident.ts). */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const CONSOLE_IO: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** This repository's: `npm run generate` regenerates generated/ from spec/, importing `paisa/runtime/*`. */
const REPOSITORY_DEFAULTS: Defaults = { spec: 'spec/openapi.yaml', out: 'generated', emit: 'types,validators,server,client', runtime: 'package' };

export async function main(argv: string[], defaults: Defaults = REPOSITORY_DEFAULTS, io: Io = CONSOLE_IO): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean', default: false },
      spec: { type: 'string' },
      out: { type: 'string' },
      // which outputs: a part brings what it imports (server: types and validators; client and validators: types)
      emit: { type: 'string' },
      // `package`: the output imports `paisa/runtime/*` (this repository); `beside`: the runtime is emitted under <out>/runtime/
      runtime: { type: 'string' },
      // where the server answers, instead of the path the document's servers share (generator/model/servers.ts)
      'base-path': { type: 'string' },
      // the configuration file (config.ts), instead of paisa.config.json or paisa.config.mjs in the working folder
      config: { type: 'string' },
      // make every part again, reading and writing no cache (cache.mjs)
      'no-cache': { type: 'boolean', default: false },
      // regenerate whenever a file of the spec's folder changes
      watch: { type: 'boolean', default: false },
    },
  });
  let config: GenerateConfig = {};
  try {
    config = (await readConfig(process.cwd(), values.config))?.generate ?? {};
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 1;
  }
  // a flag wins over the configuration file, which wins over the defaults
  const specFile = values.spec ?? config.spec ?? defaults.spec;
  const outDir = values.out ?? config.out ?? defaults.out;
  const runtime = values.runtime ?? config.runtime ?? defaults.runtime;
  const basePath = values['base-path'] ?? config.basePath;
  const emit = new Set(
    String(values.emit ?? config.emit ?? defaults.emit)
      .split(',')
      .map((s) => s.trim()),
  );
  const unknown = [...emit].filter((e) => !EMIT_PARTS.includes(e as (typeof EMIT_PARTS)[number]));
  if (unknown.length || (runtime !== 'package' && runtime !== 'beside')) {
    io.err(
      unknown.length
        ? `--emit: unknown part ${unknown.join(', ')} (the parts are ${EMIT_PARTS.join(', ')})`
        : `--runtime: ${runtime} is neither package nor beside`,
    );
    return 1;
  }
  if (emit.has('server')) emit.add('validators');
  if (emit.size) emit.add('types');
  const cache = !values['no-cache'] && config.cache !== false && process.env.PAISA_GENERATE_CACHE !== '0';
  useCache(cache ? { dir: defaultCacheDir(), revision: generatorRevision() } : undefined);
  const options: RunOptions = { emit, runtime, ...(basePath !== undefined ? { basePath } : {}) };
  const once = async () => {
    // with the cache on, the types are often read back (an edit openapi-typescript does not see):
    // TypeScript is then loaded only when they must be made, beside the validators' compile
    if (emit.has('types')) (cache ? startOpenapiTsWhenNeeded : preloadOpenapiTs)();
    if (emit.has('validators')) preloadValidators();
    try {
      return await run(specFile, outDir, values.check as boolean, options, io);
    } finally {
      endOpenapiTsRun();
      discardValidators();
      // after the run, whose parts are then all fresh: at most once a day (cache.mjs PRUNE)
      if (cache) pruneCache();
    }
  };
  if (!values.watch) return once();
  // between saves a types worker stands ready, TypeScript loaded, for a run that prints types: a
  // worker answers once, so each run ends its own and the next one is started after it
  const standBy = emit.has('types') && cache ? standByOpenapiTs : () => undefined;
  try {
    return await watch(specFile, once, standBy, io);
  } finally {
    discardOpenapiTs();
  }
}

/**
 * The generator's code, for the cache's keys (cache.mjs): the files of the bundle this runs
 * from (dist/generator/, or the installed @paisa/generator's dist/), or, run from the
 * TypeScript sources, this repository's generator/, templates/, runtime/ and biome.json; and the
 * versions of the packages it makes parts with.
 */
function generatorRevision(): string {
  return `${codeHash()} ${packageVersions()}`;
}

/**
 * The bundle's hash is taken once a process: what counts is the code this process loaded, which a
 * rebuild of dist/ meanwhile does not change (the resident generator, resident.ts, and `--watch`
 * run many times). The TypeScript sources, run by tsx or vitest, are hashed at each run.
 */
let bundleHash: string | undefined;
function codeHash(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.mjs') || here.endsWith('.js')) {
    bundleHash ??= codeRevision([path.dirname(here)]);
    return bundleHash;
  }
  return codeRevision(['generator', 'templates', 'runtime', 'biome.json'].map((name) => path.join(REPO, name)));
}

/** The versions of the packages that make the parts, which are not bundled: an update of one makes new keys. */
export function packageVersions(): string {
  const require = createRequire(import.meta.url);
  return ['ajv', 'ajv-formats', 'openapi-typescript', 'typescript', '@biomejs/biome']
    .map((name) => {
      const manifest = require.resolve(`${name}/package.json`);
      return `${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`;
    })
    .join(' ');
}

/**
 * `--watch`: one run now, then one each time a file of the spec's folder (and below: the files a
 * split document names) is saved, printing what it changed; runs one after another, a save during
 * a run starting one more after it. Ends on SIGINT.
 */
async function watch(specFile: string, once: () => Promise<number>, standBy: () => void, io: Io): Promise<number> {
  const folder = path.dirname(path.resolve(specFile));
  await once();
  standBy();
  let running: Promise<unknown> | undefined;
  let again = false;
  const changed = new Set<string>();
  const rerun = () => {
    if (running) {
      again = true;
      return;
    }
    const names = [...changed].sort();
    changed.clear();
    const started = performance.now();
    io.out(`\n${names.join(', ')} changed: generating`);
    running = once().then((code) => {
      io.out(`${code === 0 ? 'done' : 'failed'} in ${Math.round(performance.now() - started)} ms; watching ${path.relative(process.cwd(), folder) || '.'}`);
      running = undefined;
      standBy();
      if (again) {
        again = false;
        rerun();
      }
    });
  };
  let timer: NodeJS.Timeout | undefined;
  const watcher = fsWatch(folder, { recursive: true }, (_event, name) => {
    if (!name || !/\.(ya?ml|json)$/i.test(name)) return;
    changed.add(name);
    // an editor's save is often several writes: one run after they settle
    clearTimeout(timer);
    timer = setTimeout(rerun, 100);
  });
  io.out(`watching ${path.relative(process.cwd(), folder) || '.'} (Ctrl-C to stop)`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  watcher.close();
  await running;
  return 0;
}

const EMIT_PARTS = ['types', 'validators', 'server', 'client'] as const;

const USAGE =
  'usage: paisa-generate --spec FILE --out DIR [--emit types,validators,server,client] [--runtime beside|package] [--base-path /PATH] [--config FILE] [--check] [--watch] [--no-cache]\n' +
  'Generates TypeScript types, ajv validators, a server skeleton (node:http and Express) and a typed client from an OpenAPI 3.0 or 3.1 document.\n' +
  `Without arguments it runs from the "generate" section of ${CONFIG_FILES.join(' or ')} in this folder, when there is one; flags win over it.`;

/**
 * The `paisa-generate` command (README.md, "Generating for your own API"): `main` with the
 * runtime emitted beside the output unless `--runtime package` is given, so the output compiles
 * in a project of its own. Run by generator/bin.mjs here and by the bin of the @paisa/generator
 * package (bundle/packages.mjs).
 */
export async function command(args: string[], io: Io = CONSOLE_IO): Promise<number> {
  const configured = CONFIG_FILES.some((name) => existsSync(name));
  if ((args.length === 0 && !configured) || args.includes('--help') || args.includes('-h')) {
    io.out(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  return main(args, { ...REPOSITORY_DEFAULTS, runtime: 'beside' }, io);
}

interface RunOptions {
  emit: Set<string>;
  runtime: string;
  basePath?: string;
}

async function run(specFile: string, outDir: string, check: boolean, options: RunOptions, io: Io): Promise<number> {
  const hooks = options.emit.has('types') ? { unseen: startWhenTypesChange } : {};
  // the spec's files edited since the last run are looked at before the rest of the generator loads (load.ts foreseeUnseen)
  const { SpecError, foreseeUnseen } = await import('./load.js');
  foreseeUnseen(specFile, hooks);
  const [{ EMITTERS }, { generateReport, sourceName }, { applyPlan, planWrite, writtenNow }, { withRuntimeBeside }] = await Promise.all([
    import('./emitters.js'),
    import('./generate.js'),
    import('./write.js'),
    import('./runtime-beside.js'),
  ]);
  const shown = (rel: string) => path.join(outDir, rel).split(path.sep).join('/');
  let files: GeneratedFile[];
  try {
    // EMITTERS is in EMIT_PARTS's order (generator/emitters.ts)
    const report = await generateReport(
      specFile,
      EMITTERS.filter((_, i) => options.emit.has(EMIT_PARTS[i])),
      options.basePath !== undefined ? { basePath: options.basePath } : {},
      hooks,
    );
    files = options.runtime === 'beside' ? withRuntimeBeside(report.files, sourceName(specFile)) : report.files;
    // what is not generated is said, never dropped silently
    for (const w of report.warnings) io.err(`${specFile}#${w.pointer}: warning: ${w.reason}`);
    // where the server answers is said, never guessed silently
    io.err(`${specFile}#/servers: info: base path ${JSON.stringify(report.basePath.path || '/')}: ${report.basePath.reason}`);
  } catch (error) {
    if (error instanceof SpecError) io.err(error.message);
    else
      io.err(`${specFile}: generate failed, ${outDir}/ untouched: ${process.env.DEBUG ? ((error as Error).stack ?? String(error)) : (error as Error).message}`);
    return 1;
  }
  // what the last run left in outDir (write.ts Written), kept in the cache (without one, every file is read back)
  const writtenKey = cacheKey('written', path.resolve(outDir));
  const kept = cacheGet(writtenKey);
  const plan = await planWrite(outDir, files, kept === undefined ? {} : JSON.parse(kept));
  const remember = async () => {
    const now = JSON.stringify(await writtenNow(outDir, files));
    if (now !== kept) cacheSet(writtenKey, now);
  };
  if (plan.foreign.length > 0) {
    // never overwrite or delete what the generator did not write (emit/banner.ts `hasBanner`)
    for (const f of plan.foreign) io.err(`${shown(f)}: not made by the generator (no generated banner): refusing to overwrite or delete it`);
    io.err(`${outDir}: holds ${plan.foreign.length} file(s) the generator did not make; nothing was written. Use an empty folder or one the generator made.`);
    return 1;
  }
  if (check) {
    const problems = [
      ...plan.missing.map((f) => `missing: ${shown(f)}`),
      ...plan.stale.map((f) => `stale: ${shown(f)}`),
      ...plan.extra.map((f) => `extra: ${shown(f)}`),
    ];
    for (const line of problems) io.err(line);
    if (problems.length) {
      io.err(`${outDir} differs from what ${specFile} produces: run \`npm run generate\`.`);
      return 1;
    }
    if (writtenKey !== undefined) await remember();
    io.out(`${outDir} is up to date (${files.length} files).`);
    return 0;
  }
  await applyPlan(outDir, files, plan);
  if (writtenKey !== undefined) await remember();
  for (const f of [...plan.missing, ...plan.stale]) io.out(`wrote ${shown(f)}`);
  for (const f of plan.extra) io.out(`deleted ${shown(f)}`);
  io.out(`unchanged: ${plan.unchanged.length} files`);
  return 0;
}

// Run only as the entry point (`tsx generator/cli.ts`); generator/start.mjs and tests call main().
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
