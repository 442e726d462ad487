/**
 * The whole pipeline in memory: load -> model -> every emitter.
 * Writes nothing; cli.ts and bench/generate.ts call it.
 */

import path from 'node:path';
import { withSource } from './emit/banner.js';
import { formatGenerated } from './format.js';
import { type LoadedSpec, loadSpec, parseSpec, SpecError } from './load.js';
import { ModelError } from './model/errors.js';
import { buildModel } from './model/index.js';
import { compareStrings } from './model/names.js';
import type { ApiModel, GeneratedFile, ModelWarning } from './model/types.js';

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
  return (await generateReport(specFile, emitters)).files;
}

/** What a run made: the files, and what the document holds that the generator does not support (each with its pointer). */
export interface GenerateReport {
  files: GeneratedFile[];
  warnings: ModelWarning[];
}

export async function generateReport(specFile: string, emitters: readonly Emitter[]): Promise<GenerateReport> {
  const spec = await loadSpec(specFile);
  const warnings: ModelWarning[] = [];
  const files = await generateFromSpec(spec, emitters, warnings);
  return { files, warnings };
}

export async function generateFromText(text: string, specFile: string, emitters: readonly Emitter[]): Promise<GeneratedFile[]> {
  return generateFromSpec(await parseSpec(text, specFile), emitters);
}

/** Emits and formats; an emitter's ModelError becomes a SpecError naming the spec file (`file#/pointer: reason`). */
async function generateFromSpec(spec: LoadedSpec, emitters: readonly Emitter[], warnings: ModelWarning[] = []): Promise<GeneratedFile[]> {
  try {
    const model = buildModel(spec.doc);
    warnings.push(...model.warnings);
    const files = await emitAll(model, emitters);
    const source = sourceName(spec.file);
    return await formatGenerated(files.map((f) => ({ path: f.path, contents: withSource(f.contents, source) })));
  } catch (error) {
    if (error instanceof ModelError) throw new SpecError(spec.file, error.pointer, error.reason);
    throw error;
  }
}

/**
 * The spec path the banner names: as given to `--spec`, with `/` separators; an absolute path
 * is shown relative to the working folder (or by its file name outside it), so output carries
 * no machine's folder names.
 */
export function sourceName(file: string): string {
  if (!path.isAbsolute(file)) return file.split(path.sep).join('/');
  const relative = path.relative(process.cwd(), file);
  return (relative.startsWith('..') || path.isAbsolute(relative) ? path.basename(file) : relative).split(path.sep).join('/');
}
