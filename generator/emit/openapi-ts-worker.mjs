/**
 * Worker thread entry of openapi-ts.ts. It loads openapi-typescript at once (with the
 * TypeScript compiler, most of a cold generation's module loading), then waits
 * for the document, so that loading runs beside the main thread's reading of the spec instead
 * of after it. It formats the types file it makes (format.mjs) and answers as
 * emit/preloaded-worker.ts expects. Plain JavaScript: a worker does not inherit the parent's TypeScript loader.
 */
import { parentPort } from 'node:worker_threads';
import { formatGenerated } from '../format.mjs';
import { loadOpenapiTs, openapiTsRun, typesFile } from './openapi-ts-run.mjs';

loadOpenapiTs();

parentPort.once('message', async ({ document, around }) => {
  try {
    const [file] = await formatGenerated([{ path: 'index.ts', contents: typesFile(await openapiTsRun(document), around) }]);
    parentPort.postMessage({ result: file.contents });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
