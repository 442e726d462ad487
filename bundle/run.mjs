/**
 * Runs a TypeScript program of this repository from one esbuild bundle in dist/<name>/
 * (https://esbuild.github.io/api/#build), built when it is missing or older than any file it
 * was built from. Loading one file instead of transpiling and resolving some two hundred
 * modules one by one through a TypeScript loader is what brings `npm start` to a healthy
 * /health in about a second, and takes a third of a second off every `npm run generate`.
 *
 * A module imported only on demand (the database engine not configured, nodemailer) becomes a
 * chunk of its own, so a run loads what it uses. Packages stay in node_modules
 * (`packages: 'external'`); the project's own `paisa/runtime/*` self-references are bundled.
 * A worker thread's entry (`new URL('./x.mjs', import.meta.url)`) is listed as an entry point
 * of its own, so it lands beside the bundle where its importer looks for it.
 *
 * Plain JavaScript, so Node runs it without a TypeScript loader.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompiledTemplates } from './precompiled-templates.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** True when `bundle` exists and no file it was built from has changed since. */
function isFresh(bundle, inputsFile) {
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

async function build(outdir, entryPoints) {
  const { build: esbuild } = await import('esbuild');
  const { renameSync, rmSync, writeFileSync } = await import('node:fs');
  // built aside and moved into place, so a run starting meanwhile never loads half a build
  const staging = `${outdir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // an input changed while the build reads it is newer than this, so the next run builds again
  const startedAt = Date.now();
  const templates = [];
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: selfReferences(),
    metafile: true,
    logLevel: 'warning',
    plugins: [precompiledTemplates(root, templates)],
  });
  // the list of inputs is written last: an interrupted build is found stale and made again; the templates compiled into it count too
  writeFileSync(`${staging}/inputs.json`, JSON.stringify({ startedAt, inputs: [...Object.keys(result.metafile.inputs), ...templates] }));
  rmSync(outdir, { recursive: true, force: true });
  renameSync(staging, outdir);
}

/**
 * Imports entry `entry` (default `main`) of the bundle dist/<name>/ made from `entryPoints`
 * (output name -> source path from the repository root), building it first when stale; returns its exports.
 */
export async function importBundled(name, entryPoints, entry = 'main') {
  return import(pathToFileURL(await bundledFile(name, entryPoints, entry)).href);
}

/** The path of entry `entry` of the bundle dist/<name>/ (see importBundled), built first when stale, not imported. */
export async function bundledFile(name, entryPoints, entry = 'main') {
  const outdir = `${root}dist/${name}`;
  const bundle = `${outdir}/${entry}.mjs`;
  if (!isFresh(bundle, `${outdir}/inputs.json`)) await build(outdir, entryPoints);
  return bundle;
}
