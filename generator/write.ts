/**
 * Writing generated/: the only place the generator writes (same input,
 * same bytes; only changed files are written; `--check` writes nothing and names every
 * stale, missing or extra file). A file without the generated banner (emit/banner.ts) is never
 * overwritten or deleted: a folder holding one is refused whole (`foreign`), before anything
 * is written.
 */
import type { Dirent } from 'node:fs';
import { mkdir, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
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

/** Compares what the emitters produced with what `outDir` holds. Reads only. */
export async function planWrite(outDir: string, files: GeneratedFile[]): Promise<Plan> {
  const plan: Plan = { missing: [], stale: [], extra: [], unchanged: [], foreign: [] };
  const produced = new Set(files.map((f) => f.path));
  for (const file of files) {
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
