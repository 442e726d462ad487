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
import { parentPort, workerData } from 'node:worker_threads';
import { loadOpenapiTs, typesAnswer } from './openapi-ts-run.mjs';
import { loadTypescript, saveTypescriptCache } from './typescript-cache.mjs';

loadTypescript(createRequire(import.meta.url).resolve('openapi-typescript/dist/lib/ts.cjs'));
loadOpenapiTs();

// `warm` (openapi-ts.ts standByOpenapiTs): one small document printed and formatted, whole and a
// member alone, before the request is heard (a port holds its messages until it has a listener)
if (workerData?.warm) {
  const schemas = {
    A: { type: 'object', description: 'A.', required: ['a'], properties: { a: { type: 'string', description: 'a.' }, b: { $ref: '#/components/schemas/A' } } },
  };
  const document = { openapi: '3.1.0', info: { title: 'warm', version: '1' }, paths: {}, components: { schemas } };
  await typesAnswer({ document: structuredClone(document), around: { before: '', after: '' }, format: true });
  await typesAnswer({ document: structuredClone(document), schemaNames: ['A'] });
}

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
