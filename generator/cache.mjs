/**
 * The generator's content-addressed cache (README.md, "Generating for your own API"): each
 * expensive part of a run (the types file, each standalone validator module, each file Biome
 * formats, the spec's checks) is kept under a key that is the SHA-256 of everything it is made
 * from: the generator's own code (`revision`), the run's options and the part's resolved input
 * (the document openapi-typescript reads, the units and the components a validator module
 * reaches, a file's unformatted text). A part whose input is unchanged is read back instead of
 * made again, so a one-field edit of one schema remakes what that schema reaches; a key never
 * names stale content, so nothing is ever invalidated, and the folder is safe to delete.
 *
 * node_modules/.cache/paisa-generate/parts/ beside the installed ajv (the same node_modules in
 * this repository and where @paisa/generator is installed). Off unless a run turns it on
 * (`useCache`: the CLI does, unless `--no-cache`, `"cache": false` in paisa.config.json or
 * PAISA_GENERATE_CACHE=0); in-memory callers (tests, the bench) make everything.
 *
 * Plain JavaScript, typed by cache.d.mts: format.mjs, which the types worker runs without a
 * TypeScript loader, reads it too.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readTextSync } from './text-file.mjs';

/** @type {{ dir: string, revision: string, hits: number, misses: number } | undefined} */
let active;

/** The cache folder: parts/ of node_modules/.cache/paisa-generate/ beside the installed ajv. */
export function defaultCacheDir() {
  const ajv = createRequire(import.meta.url).resolve('ajv/package.json');
  return path.join(path.dirname(path.dirname(ajv)), '.cache', 'paisa-generate', 'parts');
}

/**
 * A hash of the generator's code: every file under `roots` (folders, or files: the bundle's
 * folder, or this repository's generator/, templates/, runtime/ and biome.json), by path and
 * content. A changed generator makes new keys.
 */
export function codeRevision(roots) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const at = path.join(dir, name);
      if (statSync(at).isDirectory()) walk(at);
      else hash.update(`${at}\0`).update(readFileSync(at)).update('\0');
    }
  };
  for (const root of roots) {
    if (statSync(root).isDirectory()) walk(root);
    else hash.update(`${root}\0`).update(readFileSync(root)).update('\0');
  }
  return hash.digest('hex');
}

/** Turns the cache on for this process (`dir`, and the generator's `revision`); `undefined` turns it off. */
export function useCache(settings) {
  active = settings ? { ...settings, hits: 0, misses: 0 } : undefined;
}

/** What useCache was given (for a worker thread, whose module state is its own), or undefined. */
export function cacheSettings() {
  return active ? { dir: active.dir, revision: active.revision } : undefined;
}

/** How many parts this run read back and made since useCache. */
export function cacheStats() {
  return active ? { hits: active.hits, misses: active.misses } : undefined;
}

/** The key of a part: its kind and everything it is made from (JSON-serialisable), with the generator's revision. */
export function cacheKey(kind, ...inputs) {
  if (!active) return undefined;
  const hash = createHash('sha256').update(active.revision).update('\0').update(kind);
  for (const input of inputs) hash.update('\0').update(typeof input === 'string' ? input : JSON.stringify(input));
  return hash.digest('hex');
}

/** The text kept under `key`; undefined when there is none (or no cache). */
export function cacheGet(key) {
  if (!active || key === undefined) return undefined;
  try {
    const text = readTextSync(path.join(active.dir, key.slice(0, 2), key));
    active.hits++;
    return text;
  } catch {
    active.misses++;
    return undefined;
  }
}

/** Keeps `text` under `key`: written aside and renamed, so a reader never sees half; a cache that cannot be written is not kept. */
export function cacheSet(key, text) {
  if (!active || key === undefined) return;
  const file = path.join(active.dir, key.slice(0, 2), key);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, text);
    renameSync(aside, file);
  } catch {
    // a read-only node_modules: the run is as fast as without a cache
  }
}

/** `make()`'s text, read back from the cache under `key` when it is there. */
export async function cached(key, make) {
  const kept = cacheGet(key);
  if (kept !== undefined) return kept;
  const text = await make();
  cacheSet(key, text);
  return text;
}
