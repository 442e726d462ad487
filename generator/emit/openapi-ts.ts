/**
 * openapi-typescript's part of generated/types/index.ts, made in a worker thread when one was
 * started ahead (`preloadOpenapiTs`, which `npm run generate` calls first thing): importing
 * openapi-typescript, which loads the TypeScript compiler and Redocly, is then done on the
 * second core while the main thread loads the rest and validates the spec. Without a preload
 * (tests, the in-memory bench) it runs in this thread.
 * https://nodejs.org/api/worker_threads.html
 */
import { Worker } from 'node:worker_threads';
import { openapiTsRun } from './openapi-ts-run.mjs';

let preloaded: Worker | undefined;

/** Starts the worker now; the next `openapiTsText` uses it. */
export function preloadOpenapiTs(): void {
  // execArgv: [] keeps the parent's `--import tsx` out of the worker: plain JavaScript needs no
  // loader, and tsx's source-map support would index every line of typescript.js (9 MB).
  preloaded ??= new Worker(new URL('./openapi-ts-worker.mjs', import.meta.url), { execArgv: [] });
}

/** Stops a preloaded worker that was never used (a spec error ended the run before the types). */
export function discardOpenapiTs(): void {
  void preloaded?.terminate();
  preloaded = undefined;
}

/** openapi-typescript's output for `document`. */
export function openapiTsText(document: unknown): Promise<string> {
  const worker = preloaded;
  preloaded = undefined;
  if (!worker) return openapiTsRun(document);
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { text?: string; error?: string }) => {
      void worker.terminate();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`openapi-typescript failed: ${message.error}`));
    });
    worker.once('error', reject);
    // settles nothing when a message came first; otherwise the worker died without answering
    worker.once('exit', (code) => reject(new Error(`openapi-typescript worker exited with code ${code}`)));
    worker.postMessage(document);
  });
}
