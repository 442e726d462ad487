/** Shared helpers for generator tests: load a fixture spec into a model; read a generated folder. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import type { ApiModel } from '../../generator/model/types.js';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function fixturePath(name: string): string {
  return path.join(FIXTURES, name);
}

const cache = new Map<string, Promise<ApiModel>>();

/** The model of `test/generator/fixtures/<name>` (cached: models are plain data, never mutated). */
export function fixtureModel(name: string): Promise<ApiModel> {
  let model = cache.get(name);
  if (!model) {
    model = loadSpec(fixturePath(name)).then((spec) => buildModel(spec.doc));
    cache.set(name, model);
  }
  return model;
}

/** Every file under `root` (a generated folder), by its path relative to it (with `/`), with its text. */
export function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else files[child] = readFileSync(path.join(root, child), 'utf8');
    }
  };
  walk('');
  return files;
}
