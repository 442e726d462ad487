/**
 * The whole pipeline in memory: load -> model -> every emitter.
 * Writes nothing; cli.ts and bench/generate.ts call it.
 */

import path from 'node:path';
import { withSource } from './emit/banner.js';
import { formatGenerated } from './format.mjs';
import { checkSpec, type LoadedSpec, type ReadHooks, readSpec, readSpecText, SpecError } from './load.js';
import { ModelError } from './model/errors.js';
import { buildModel, type ModelOptions } from './model/index.js';
import { compareStrings } from './model/names.js';
import type { ApiModel, GeneratedFile, ModelWarning } from './model/types.js';

/**
 * What an emitter makes: its files, at once or later, or the files it has now and the rest to come
 * (emit/validators.ts emitValidatorsInTwo), so that the first are formatted while the rest are made.
 */
export type Emitter = (model: ApiModel) => GeneratedFile[] | Promise<GeneratedFile[]> | { now: GeneratedFile[]; later: Promise<GeneratedFile[]> };

/**
 * Runs `emitters` over the model; the result is sorted by path and checked for clashes. With
 * `source` (the spec path the banners name), the files get their banner's source and are
 * formatted as soon as they are made: the files the emitters give at once (the server's, the
 * client's, the validators' TypeScript) in one Biome process, started before the validators'
 * compile holds the main thread, and each later batch (the types, from their worker) when it
 * comes. One Biome process for the three instead of one each saved two process starts (about
 * 40 ms of CPU each, and the main thread's part of a spawn).
 */
export async function emitAll(model: ApiModel, emitters: readonly Emitter[], source?: string): Promise<GeneratedFile[]> {
  const finish = async (files: GeneratedFile[]) =>
    source === undefined ? files : formatGenerated(files.map((f) => ({ ...f, contents: withSource(f.contents, source) })));
  const ready: GeneratedFile[] = [];
  const later: Promise<GeneratedFile[]>[] = [];
  for (const emit of emitters) {
    let result: ReturnType<Emitter>;
    try {
      result = emit(model);
    } catch (error) {
      // settled with the rest below, so that no other emitter's work is left unawaited
      later.push(Promise.reject(error));
      continue;
    }
    if (Array.isArray(result)) ready.push(...result);
    else if (result instanceof Promise) later.push(result.then(finish));
    else {
      ready.push(...result.now);
      later.push(result.later.then(finish));
    }
  }
  // in the turn the emitters returned in: the later work (the validators' compile) starts at a later one
  const files = (await Promise.all([finish(ready), ...later])).flat();
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`two emitters produced generated/${file.path}`);
    seen.add(file.path);
  }
  return files.sort((a, b) => compareStrings(a.path, b.path));
}

/** `options.basePath`: the server's base path instead of the path the document's servers share (`--base-path`). */
export async function generateFromFile(specFile: string, emitters: readonly Emitter[], options: ModelOptions = {}): Promise<GeneratedFile[]> {
  return (await generateReport(specFile, emitters, options)).files;
}

/** What a run made: the files, the base path chosen and why, and what the document holds that the generator does not support (each with its pointer). */
export interface GenerateReport {
  files: GeneratedFile[];
  warnings: ModelWarning[];
  basePath: { path: string; reason: string };
}

export async function generateReport(
  specFile: string,
  emitters: readonly Emitter[],
  options: ModelOptions = {},
  hooks: ReadHooks = {},
): Promise<GenerateReport> {
  const spec = await readSpec(specFile, hooks);
  const report: GenerateReport = { files: [], warnings: [], basePath: { path: '', reason: '' } };
  report.files = await generateFromSpec(spec, emitters, options, report);
  return report;
}

export async function generateFromText(text: string, specFile: string, emitters: readonly Emitter[], options: ModelOptions = {}): Promise<GeneratedFile[]> {
  return generateFromSpec(readSpecText(text, specFile), emitters, options);
}

/**
 * Emits, formats and checks the spec (load.ts checkSpec). The checks run after the emitters
 * have started, so that the work the emitters hand to worker threads (the validators, the
 * types) runs beside them; a spec the checks refuse fails with their SpecError, whatever the
 * emitters made of it. An emitter's ModelError becomes a SpecError naming the spec file
 * (`file#/pointer: reason`).
 */
async function generateFromSpec(
  spec: LoadedSpec,
  emitters: readonly Emitter[],
  options: ModelOptions,
  report?: Omit<GenerateReport, 'files'>,
): Promise<GeneratedFile[]> {
  let emitted: Promise<GeneratedFile[]>;
  try {
    const model = buildModel(spec.doc, options);
    if (report) {
      report.warnings.push(...model.warnings);
      report.basePath = { path: model.basePath, reason: model.basePathReason };
    }
    emitted = emitAll(model, emitters, sourceName(spec.file));
  } catch (error) {
    emitted = Promise.reject(error);
  }
  // settled after the checks: a refused spec's emitter errors are not reported
  emitted.catch(() => undefined);
  // checkSpec keeps what passed by part (openapi-schema.ts): the outline, each Schema Object
  report?.warnings.push(...(await checkSpec(spec)));
  try {
    return await emitted;
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
