/**
 * Worker thread entry of openapi-ts.ts. It loads openapi-typescript at once (with the
 * TypeScript compiler, most of a cold generation's module loading), then waits for what to
 * print, so that loading runs beside the main thread's reading of the spec instead of after it;
 * the TypeScript compiler comes from a code cache (typescript-cache.mjs). It formats what it
 * prints (openapi-ts-run.mjs typesAnswer), on this second core, and answers as
 * emit/preloaded-worker.ts expects. Plain JavaScript: a worker does not inherit the parent's
 * TypeScript loader.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { loadOpenapiTs, typesAnswer } from './openapi-ts-run.mjs';
import { loadTypescript, saveTypescriptCache } from './typescript-cache.mjs';

loadTypescript(createRequire(import.meta.url).resolve('openapi-typescript/dist/lib/ts.cjs'));
loadOpenapiTs();

parentPort.once('message', async (request) => {
  try {
    const result = await typesAnswer({ ...request, format: true });
    // before the answer: the main thread ends this worker as soon as it has it
    saveTypescriptCache();
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
