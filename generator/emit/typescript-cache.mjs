/**
 * The TypeScript compiler (9 MB of CommonJS, which openapi-typescript prints its types with)
 * loaded through a V8 code cache (https://nodejs.org/api/vm.html#scriptcreatecacheddata): the
 * cold load parses and compiles it at every run, 0.2-0.37 s of the types worker's CPU on this
 * machine, against about 0.07 s from the cache. Node 22.1 and later keep such a cache for every
 * module themselves (`module.enableCompileCache`, https://nodejs.org/api/module.html#moduleenablecompilecachecachedir),
 * which is then used instead; Node 20 has none.
 *
 * The cache is node_modules/.cache/paisa-generate/ beside the installed TypeScript. V8 refuses a
 * cache made by another V8, with other flags or from another source, and it is then made again;
 * the file is named after V8's tag of this V8 and its flags (`v8.cachedDataVersionTag()`), so a
 * one-shot run (whose interrupt budget the one-shot tiering module's `delayOptimization` raises) and
 * a resident generator each keep their own instead of refusing and rewriting each other's;
 * a cache that cannot be written (a read-only node_modules) is simply not kept. Plain JavaScript:
 * the types worker (openapi-ts-worker.mjs) runs without a TypeScript loader.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import vm from 'node:vm';
import { readTextSync } from '../text-file.mjs';

const require = createRequire(import.meta.url);

/** What saveTypescriptCache writes once the run has compiled what it needs; undefined when the cache was used as it was. */
let pending;

/**
 * Loads the TypeScript compiler that `requireFrom` (a file of openapi-typescript) resolves into
 * the require cache, from the code cache when there is a usable one, so that its `require('typescript')`
 * finds it loaded.
 */
export function loadTypescript(requireFrom) {
  const file = createRequire(requireFrom).resolve('typescript');
  const dir = path.join(path.dirname(path.dirname(path.dirname(file))), '.cache', 'paisa-generate');
  if (typeof Module.enableCompileCache === 'function') {
    Module.enableCompileCache(dir);
    return;
  }
  if (require.cache[file]) return;
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(path.dirname(file)), 'package.json'), 'utf8'));
  const cacheFile = path.join(dir, `typescript-${version}-node-${process.version}-${process.arch}-${cachedDataVersionTag().toString(16)}.v8`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // all ASCII, so read without UTF-8 decoding (text-file.mjs): 17-53 ms against 88-163 for its 9 MB
  const script = new vm.Script(Module.wrap(readTextSync(file)), { filename: file, cachedData });
  const loaded = new Module(file, undefined);
  loaded.filename = file;
  script.runInThisContext()(loaded.exports, createRequire(file), loaded, file, path.dirname(file));
  loaded.loaded = true;
  require.cache[file] = loaded;
  if (cachedData === undefined || script.cachedDataRejected) pending = { script, dir, cacheFile };
}

/** Writes the code cache when this run made one: after the types are printed, so that the functions they compiled are in it. */
export function saveTypescriptCache() {
  if (!pending) return;
  const { script, dir, cacheFile } = pending;
  pending = undefined;
  try {
    mkdirSync(dir, { recursive: true });
    // written aside and renamed, so a run reading it meanwhile never sees half a cache
    const aside = `${cacheFile}.${process.pid}`;
    writeFileSync(aside, script.createCachedData());
    renameSync(aside, cacheFile);
  } catch {
    // a cache that cannot be written is not kept
  }
}
