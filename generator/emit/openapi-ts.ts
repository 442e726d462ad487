/**
 * openapi-typescript's part of generated/types/index.ts, made in a worker thread when one was
 * started ahead (`preloadOpenapiTs`, which `npm run generate` calls first thing): importing
 * openapi-typescript, which loads the TypeScript compiler, is then done on the
 * second core while the main thread loads the rest and reads the spec. Without a preload
 * (tests, the in-memory bench) it runs in this thread.
 */
import { cacheGet, cacheKey, cacheSet } from '../cache.mjs';
import { type TypesAnswer, type TypesRequest, typesAnswer } from './openapi-ts-run.mjs';
import { PreloadedWorker } from './preloaded-worker.js';
import { withoutUnreadKeywords } from './unread-keywords.js';

const worker = new PreloadedWorker<TypesRequest, TypesAnswer>(new URL('./openapi-ts-worker.mjs', import.meta.url), 'openapi-typescript');

/** Starts the worker now; the next `openapiTsText` uses it. */
export function preloadOpenapiTs(): void {
  worker.start();
}

let startWhenNeeded = false;

/**
 * The worker is started by the first `openapiTsFile`, not now: a run whose types file is read
 * back from the cache (types.ts) then never loads TypeScript, which on two cores slowed the rest
 * of such a run by a sixth; one that must make it still loads it beside the validators' compile.
 */
export function startOpenapiTsWhenNeeded(): void {
  startWhenNeeded = true;
}

/**
 * Heard for each file of the spec the cache had not seen (load.ts ReadHooks): when what
 * openapi-typescript reads of it (unread-keywords.ts) is new too, the types will be made at least
 * in part, so the worker starts now, while the spec is still read and the model built, instead
 * of when types.ts asks for it. A new `maxLength` starts nothing. Only a head start: the worker
 * is still started when it is asked for.
 */
export function startWhenTypesChange(parsed: unknown): void {
  if (!startWhenNeeded) return;
  const key = cacheKey('types-input', withoutUnreadKeywords(parsed));
  if (key === undefined || cacheGet(key) !== undefined) return;
  cacheSet(key, '');
  startWhenNeeded = false;
  worker.start();
}

/** Stops a preloaded worker that was never used (a spec error ended the run before the types). */
export function discardOpenapiTs(): void {
  startWhenNeeded = false;
  worker.discard();
}

/**
 * The request's answer (openapi-ts-run.mjs typesAnswer), formatted: by the worker when one was
 * started, as soon as it has made it (on fewer cores the main thread is still compiling the
 * validators then, and Biome's run on the largest generated TypeScript file was otherwise left
 * for after that compile); else in this thread. The transform patches discriminator enums into
 * the document it is given, so this thread hands it a copy (the model's schemas are shared with
 * the other emitters); the worker's message is a copy already.
 */
export async function openapiTsAnswer(request: TypesRequest): Promise<TypesAnswer> {
  if (startWhenNeeded) {
    startWhenNeeded = false;
    worker.start();
  }
  return (await worker.call(request)) ?? typesAnswer({ ...request, document: structuredClone(request.document) });
}
