/**
 * The two standalone validator modules, compiled in a worker thread when one was started
 * ahead (`preloadValidators`, which `npm run generate` calls first thing): ajv's code
 * generation, the largest part of a generation, then runs on another core than the spec's
 * checks, the server and client emitters and the formatting of their files. Without a preload
 * (tests, the in-memory bench, the TypeScript sources) it runs in this thread.
 */
import type { ValidatorSources } from './ajv-standalone.js';
import { PreloadedWorker } from './preloaded-worker.js';

const worker = new PreloadedWorker<ValidatorSources, { strict: string; coerce: string }>(
  new URL('./validators-worker.mjs', import.meta.url),
  'the validators',
);

/** Starts the worker now: it loads ajv and compiles the meta-schema while the spec is read. */
export function preloadValidators(): void {
  worker.start();
}

/** Stops a preloaded worker that was never used. */
export function discardValidators(): void {
  worker.discard();
}

export async function compileValidators(sources: ValidatorSources): Promise<{ strict: string; coerce: string }> {
  const inWorker = worker.call(sources);
  if (inWorker) return inWorker;
  // imported here, not above: the CLI imports this module before it starts the worker, which loads ajv itself
  const { compileValidatorModules } = await import('./ajv-standalone.js');
  return compileValidatorModules(sources);
}
