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
import {
  closeSync,
  fstatSync,
  futimesSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decodeText } from './text-file.mjs';

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

const DAY = 24 * 60 * 60 * 1000;

/**
 * The text kept under `key`; undefined when there is none (or no cache), or when it does not
 * start with `head`, when one is given. A part read back more
 * than a day after it was last written or touched is touched, so its time says when it was last
 * used and pruneCache keeps what is still read.
 */
export function cacheGet(key, head) {
  if (!active || key === undefined) return undefined;
  let fd;
  try {
    fd = openSync(path.join(active.dir, key.slice(0, 2), key), 'r');
  } catch {
    active.misses++;
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    const bytes = Buffer.allocUnsafe(stat.size);
    let read = 0;
    // a part kept in a slot (written over: validators-compile.ts moduleKeys) starts with what it
    // was made from: when that is not `head`, the megabytes after it are not read
    if (head !== undefined) {
      const expected = Buffer.from(head);
      read = readUpTo(fd, bytes, 0, Math.min(expected.length, bytes.length));
      if (read < expected.length || !bytes.subarray(0, expected.length).equals(expected)) {
        active.misses++;
        return undefined;
      }
    }
    read = readUpTo(fd, bytes, read, bytes.length);
    const now = Date.now();
    if (now - stat.mtimeMs > DAY) touch(fd, now);
    active.hits++;
    return decodeText(read === bytes.length ? bytes : bytes.subarray(0, read));
  } catch {
    active.misses++;
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Reads `fd` into `bytes` from `from` until `to` or the end of the file; returns where it stopped. */
function readUpTo(fd, bytes, from, to) {
  let at = from;
  while (at < to) {
    const n = readSync(fd, bytes, at, to - at, at);
    if (n === 0) break;
    at += n;
  }
  return at;
}

/** A part's time set to now; a part that cannot be touched (another user's) is only pruned sooner. */
function touch(fd, now) {
  try {
    futimesSync(fd, now / 1000, now / 1000);
  } catch {
    // read-only cache: nothing to keep fresh
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

/**
 * How the cache is kept bounded (README.md, "Incremental runs and `--watch`"): a part not used
 * for `maxAgeDays` is deleted, and while the parts then still exceed `maxBytes` the least
 * recently used go first; at most once a day (a `.pruned` file in the folder keeps the time).
 * Content-addressed parts are never stale, so deleting one only makes a later run make it again,
 * which is how ccache bounds its own (https://ccache.dev/manual/latest.html#_automatic_cleanup).
 */
export const PRUNE = { maxAgeDays: 7, maxBytes: 1024 ** 3, everyMs: DAY };

/**
 * Prunes the folder the cache is using (PRUNE), unless it was pruned less than `everyMs` ago.
 * Returns what it did, or undefined when it did nothing. Files being written aside by a run
 * (`<key>.<pid>`) are left alone unless they are a day old: that run died before renaming them.
 */
export function pruneCache({ now = Date.now(), maxAgeDays = PRUNE.maxAgeDays, maxBytes = PRUNE.maxBytes, everyMs = PRUNE.everyMs } = {}) {
  if (!active) return undefined;
  const dir = active.dir;
  const marker = path.join(dir, '.pruned');
  try {
    if (now - statSync(marker).mtimeMs < everyMs) return undefined;
  } catch {
    // never pruned (or no folder yet)
  }
  const parts = [];
  let subfolders;
  try {
    subfolders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  } catch {
    return undefined;
  }
  const removed = { aged: 0, over: 0, aside: 0 };
  const remove = (file) => {
    try {
      unlinkSync(file);
      return true;
    } catch {
      return false;
    }
  };
  for (const sub of subfolders) {
    const folder = path.join(dir, sub.name);
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      let stat;
      try {
        stat = statSync(file);
      } catch {
        continue;
      }
      if (!stat.isFile()) continue;
      const aside = name.includes('.');
      if (aside ? now - stat.mtimeMs > DAY : now - stat.mtimeMs > maxAgeDays * DAY) {
        if (remove(file)) removed[aside ? 'aside' : 'aged']++;
        continue;
      }
      if (!aside) parts.push({ file, size: stat.size, used: stat.mtimeMs });
    }
  }
  let bytes = parts.reduce((sum, part) => sum + part.size, 0);
  if (bytes > maxBytes) {
    parts.sort((a, b) => a.used - b.used);
    for (const part of parts) {
      if (bytes <= maxBytes) break;
      if (remove(part.file)) {
        bytes -= part.size;
        removed.over++;
      }
    }
  }
  try {
    writeFileSync(marker, '');
    utimesSync(marker, now / 1000, now / 1000);
  } catch {
    // a read-only cache is pruned by no one
  }
  return { ...removed, kept: parts.length - removed.over, bytes };
}
