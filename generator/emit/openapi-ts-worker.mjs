/**
 * Worker thread entry of openapi-ts.ts: makes the types file (types-members.mjs typesText, with
 * the main thread's cache settings), so that its cache keys are worked out, and what changed is
 * printed and formatted (openapi-ts-run.mjs typesAnswer), beside the main thread's work. It loads
 * openapi-typescript (with the TypeScript compiler, from a code cache: typescript-cache.mjs) at
 * once when started `eager` (a run without the cache), or when the main thread says a run will
 * print (a `load` message: that loading then runs beside the main thread's reading of the spec
 * instead of after it), else only when something must be printed.
 * Answers as emit/preloaded-worker.ts expects. Plain JavaScript: a worker does not inherit the
 * parent's TypeScript loader.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { useCache } from '../cache.mjs';
import { loadOpenapiTs, typesAnswer } from './openapi-ts-run.mjs';
import { typesText } from './types-members.mjs';
import { loadTypescript, saveTypescriptCache } from './typescript-cache.mjs';

let loaded = false;
function load() {
  if (loaded) return;
  loaded = true;
  loadTypescript(createRequire(import.meta.url).resolve('openapi-typescript/dist/lib/ts.cjs'));
  loadOpenapiTs();
}
if (workerData?.eager) load();

parentPort.on('message', async (message) => {
  // a hint from the main thread that the types will be printed (openapi-ts.ts startWhenTypesChange)
  if (message.load) return load();
  const { document, around, cache } = message;
  try {
    useCache(cache);
    // formatted here, on the second core
    const result = await typesText(document, around, (request) => {
      load();
      return typesAnswer({ ...request, format: true });
    });
    // before the answer: the main thread ends this worker as soon as it has it
    saveTypescriptCache();
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
