/**
 * The whole pipeline in memory: load -> model -> every emitter (issue 3 "Pipeline").
 * Writes nothing; cli.ts and bench/generate.ts call it.
 */
import { loadSpec, parseSpec } from './load.js';
import { buildModel } from './model/index.js';
import { compareStrings } from './model/names.js';
import type { ApiModel, GeneratedFile } from './model/types.js';

export type Emitter = (model: ApiModel) => GeneratedFile[] | Promise<GeneratedFile[]>;

/** Runs `emitters` over the model; the result is sorted by path and checked for clashes. */
export async function emitAll(model: ApiModel, emitters: readonly Emitter[]): Promise<GeneratedFile[]> {
  const files = (await Promise.all(emitters.map((emit) => emit(model)))).flat();
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`two emitters produced generated/${file.path}`);
    seen.add(file.path);
  }
  return files.sort((a, b) => compareStrings(a.path, b.path));
}

export async function generateFromFile(specFile: string, emitters: readonly Emitter[]): Promise<GeneratedFile[]> {
  const spec = await loadSpec(specFile);
  return emitAll(buildModel(spec.doc), emitters);
}

export async function generateFromText(text: string, specFile: string, emitters: readonly Emitter[]): Promise<GeneratedFile[]> {
  const spec = await parseSpec(text, specFile);
  return emitAll(buildModel(spec.doc), emitters);
}
