/**
 * Writing generated/: the only place the generator writes (same input,
 * same bytes; only changed files are written; `--check` writes nothing and names every
 * stale, missing or extra file). A file without the generated banner (emit/banner.ts) is never
 * overwritten or deleted: a folder holding one is refused whole (`foreign`), before anything
 * is written.
 */
import { createHash } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import { mkdir, readdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasBanner } from './emit/banner.js';
import { compareStrings } from './model/names.js';
import type { GeneratedFile } from './model/types.js';
import { readText } from './text-file.mjs';

export interface Plan {
  /** Produced, and absent on disk. */
  missing: string[];
  /** Produced, on disk with other bytes. */
  stale: string[];
  /** On disk, produced by no emitter (to delete). */
  extra: string[];
  unchanged: string[];
  /** On disk without the generated banner: files the generator did not make (never touched; the write is refused). */
  foreign: string[];
}

/** Relative paths (with `/`) of every file under `dir`, skipping dotfiles such as .gitkeep. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}

/**
 * What a run left in the output folder, by path: each file's identity on disk (size, times,
 * inode) and the SHA-256 of its text. The CLI keeps it in its cache, so that the next run knows a
 * file nobody has touched since (its change time, which any write moves and no one can set back,
 * is as it was) without reading it back: the outputs are megabytes (4.8 MB on our spec).
 */
export type Written = Record<string, { size: number; mtimeMs: number; ctimeMs: number; ino: number; sha256: string }>;

/** The hash of each text this run made, worked out once: planWrite and writtenNow both ask (texts are megabytes). */
const hashes = new WeakMap<GeneratedFile, string>();
function sha256(file: GeneratedFile): string {
  let hash = hashes.get(file);
  if (hash === undefined) {
    hash = createHash('sha256').update(file.contents).digest('hex');
    hashes.set(file, hash);
  }
  return hash;
}

const untouched = (now: Stats, then: Written[string]) =>
  now.isFile() && now.size === then.size && now.mtimeMs === then.mtimeMs && now.ctimeMs === then.ctimeMs && now.ino === then.ino;

/**
 * Compares what the emitters produced with what `outDir` holds. Reads only. A file `written`
 * says the last run left there, untouched since, is compared by its hash instead of being read.
 */
export async function planWrite(outDir: string, files: GeneratedFile[], written: Written = {}): Promise<Plan> {
  const plan: Plan = { missing: [], stale: [], extra: [], unchanged: [], foreign: [] };
  const produced = new Set(files.map((f) => f.path));
  for (const file of files) {
    const known = Object.hasOwn(written, file.path) ? written[file.path] : undefined;
    const now = known && (await stat(path.join(outDir, file.path)).catch(() => undefined));
    if (known && now && untouched(now, known)) {
      // the last run wrote it with its banner, or found it unchanged
      (sha256(file) === known.sha256 ? plan.unchanged : plan.stale).push(file.path);
      continue;
    }
    const current = await readText(path.join(outDir, file.path)).catch(() => undefined);
    if (current === undefined) plan.missing.push(file.path);
    else if (current === file.contents) plan.unchanged.push(file.path);
    else if (hasBanner(current)) plan.stale.push(file.path);
    else plan.foreign.push(file.path);
  }
  for (const rel of await listFiles(outDir)) {
    if (produced.has(rel)) continue;
    const current = await readText(path.join(outDir, rel)).catch(() => '');
    (hasBanner(current) ? plan.extra : plan.foreign).push(rel);
  }
  for (const list of Object.values(plan)) list.sort(compareStrings);
  return plan;
}

/** What `outDir` holds of `files` after a run wrote them (or found them unchanged), for the next run's planWrite. */
export async function writtenNow(outDir: string, files: GeneratedFile[]): Promise<Written> {
  const written: Written = {};
  for (const file of files) {
    // only what the generator makes is ever known without reading it (planWrite then calls it stale, never foreign)
    if (!hasBanner(file.contents)) continue;
    const now = await stat(path.join(outDir, file.path)).catch(() => undefined);
    if (!now?.isFile()) continue;
    written[file.path] = { size: now.size, mtimeMs: now.mtimeMs, ctimeMs: now.ctimeMs, ino: now.ino, sha256: sha256(file) };
  }
  return written;
}

/** Applies a plan: writes missing and stale files, deletes extra ones and emptied folders. Refuses a plan with foreign files. */
export async function applyPlan(outDir: string, files: GeneratedFile[], plan: Plan): Promise<void> {
  if (plan.foreign.length > 0) throw new Error(`${outDir} holds files the generator did not make: ${plan.foreign.join(', ')}`);
  const toWrite = new Set([...plan.missing, ...plan.stale]);
  for (const file of files) {
    if (!toWrite.has(file.path)) continue;
    const target = path.join(outDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents, 'utf8');
  }
  for (const rel of plan.extra) {
    await rm(path.join(outDir, rel), { force: true });
    await removeEmptyParents(outDir, path.dirname(rel));
  }
}

async function removeEmptyParents(outDir: string, rel: string): Promise<void> {
  for (let dir = rel; dir && dir !== '.'; dir = path.dirname(dir)) {
    try {
      await rmdir(path.join(outDir, dir));
    } catch {
      return; // not empty
    }
  }
}
