/** Shared helpers for generator tests: load a fixture spec into a model. */
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
