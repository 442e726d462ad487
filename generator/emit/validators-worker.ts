/**
 * Worker thread entry of validators-compile.ts (bundled beside the generator by bundle/run.mjs;
 * the entries are listed in generator/bundle-entries.mjs). It loads ajv and compiles the
 * 2020-12 meta-schema at once, then waits for what to compile, and answers as
 * preloaded-worker.ts expects.
 */
import { parentPort } from 'node:worker_threads';
import { compileValidatorModules, strictAjv, type ValidatorSources } from './ajv-standalone.js';

const strict = strictAjv();

parentPort?.once('message', (sources: ValidatorSources) => {
  try {
    parentPort?.postMessage({ result: compileValidatorModules(sources, strict) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
