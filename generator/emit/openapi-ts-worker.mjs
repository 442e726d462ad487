/**
 * Worker thread entry of openapi-ts.ts. It loads openapi-typescript at once (with the
 * TypeScript compiler, most of a cold generation's module loading), then waits
 * for the document, so that loading runs beside the main thread's reading of the spec instead
 * of after it. It answers as emit/preloaded-worker.ts expects. Plain JavaScript: a worker does not inherit the parent's TypeScript loader.
 */
import { parentPort } from 'node:worker_threads';
import { loadOpenapiTs, openapiTsRun } from './openapi-ts-run.mjs';

loadOpenapiTs();

parentPort.once('message', async (document) => {
  try {
    parentPort.postMessage({ result: await openapiTsRun(document) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
