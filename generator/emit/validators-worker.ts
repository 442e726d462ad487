/**
 * Worker thread entry of validators-compile.ts (bundled beside the generator by bundle/run.mjs;
 * the entries are listed in generator/bundle-entries.mjs), one per flavour (`workerData`). It
 * loads ajv at once, then waits for what to compile (its own
 * flavour's module first, then any further module, the coerce worker's `defaults`), and answers
 * as preloaded-worker.ts expects.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type CacheSettings, useCache } from '../cache.mjs';
import type { JsonSchema } from '../model/types.js';
import { type CompileUnit, compileModules, createAjv, type Flavour } from './ajv-standalone.js';

const ajv = createAjv((workerData as { flavour: Flavour }).flavour);

type Request = { components: Record<string, JsonSchema>; modules: { flavour: Flavour; units: CompileUnit[] }[]; cache?: CacheSettings };

parentPort?.once('message', ({ components, modules, cache }: Request) => {
  try {
    // the strict module's segments are read back from the main thread's cache (strict-segments.ts)
    useCache(cache);
    parentPort?.postMessage({ result: compileModules(ajv, components, modules) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
