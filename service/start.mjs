/**
 * `npm start`: runs the gateway (service/main.ts) from one bundled file, dist/service/main.mjs,
 * built by esbuild (https://esbuild.github.io/api/#build) when it is missing or older than any
 * file it was built from. Loading one file instead of transpiling and resolving some two hundred
 * modules one by one is what brings a start to a healthy /health under a second and a half.
 *
 * Each file is built into a chunk of its own when it is imported only on demand (the database
 * engine not configured, nodemailer), so a start loads what it uses.
 *
 * Plain JavaScript, so Node runs it without a TypeScript loader. Packages stay in node_modules
 * (`packages: 'external'`); the project's own `paisa/runtime/*` self-references are bundled.
 * The SQLite checkpointer runs in a worker thread from its own file, beside the bundle, where
 * service/store/sqlite.ts looks for it (`new URL('./sqlite-checkpointer.mjs', import.meta.url)`).
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/service`;
const bundle = `${outdir}/main.mjs`;
const inputsFile = `${outdir}/inputs.json`;

/** True when the bundle exists and no file it was built from has changed since. */
function isFresh() {
  let startedAt;
  let inputs;
  try {
    statSync(bundle);
    ({ startedAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8')));
  } catch {
    return false;
  }
  for (const input of inputs) {
    try {
      if (statSync(`${root}${input}`).mtimeMs >= startedAt) return false;
    } catch {
      return false; // a file it was built from is gone
    }
  }
  return true;
}

/** The package's own exports (`paisa/runtime/server`...), which the generated code imports, as files to bundle. */
function selfReferences() {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  return Object.fromEntries(
    Object.entries(pkg.exports).map(([key, target]) => [`${pkg.name}${key.slice(1)}`, typeof target === 'string' ? target : target.default]),
  );
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  const { renameSync, rmSync, writeFileSync } = await import('node:fs');
  // built aside and moved into place, so a gateway starting meanwhile never loads half a build
  const staging = `${outdir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // an input changed while the build reads it is newer than this, so the next start builds again
  const startedAt = Date.now();
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: { main: 'service/main.ts', 'sqlite-checkpointer': 'service/store/sqlite-checkpointer.mjs' },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // the engine not configured (service/store/open.ts) and its driver stay in a chunk never loaded
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: selfReferences(),
    metafile: true,
    logLevel: 'warning',
  });
  // the list of inputs is written last: an interrupted build is found stale and made again
  writeFileSync(`${staging}/inputs.json`, JSON.stringify({ startedAt, inputs: Object.keys(result.metafile.inputs) }));
  rmSync(outdir, { recursive: true, force: true });
  renameSync(staging, outdir);
}

if (!isFresh()) await build();
await import(pathToFileURL(bundle).href);
