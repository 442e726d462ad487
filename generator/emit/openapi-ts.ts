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
import { typesText } from './types-members.js';
import { withoutUnreadKeywords } from './unread-keywords.js';

const worker = new PreloadedWorker<TypesRequest, TypesAnswer>(new URL('./openapi-ts-worker.mjs', import.meta.url), 'openapi-typescript');

/** Starts the worker now; the next request uses it. */
export function preloadOpenapiTs(): void {
  worker.start();
}

/**
 * Starts a worker that, once TypeScript is loaded, also prints and formats a small document, so
 * that its first answer runs on code already compiled (`--watch` keeps one standing between
 * saves: a fresh worker's first member took 130 to 240 ms, most of it compiling openapi-typescript's
 * and Biome's code paths).
 */
export function standByOpenapiTs(): void {
  worker.start({ warm: true });
}

let startWhenNeeded = false;

/**
 * The worker is started by the first request, not now: a run whose types file is read
 * back from the cache (types-members.ts) then never loads TypeScript, which on two cores slowed the rest
 * of such a run by a sixth; one that must make it still loads it beside the validators' compile.
 */
export function startOpenapiTsWhenNeeded(): void {
  startWhenNeeded = true;
}

/**
 * Heard for each file of the spec the cache had not seen (load.ts ReadHooks): when what
 * openapi-typescript reads of it (unread-keywords.ts) is new too, the types will be made at least
 * in part, so the worker starts now, while the spec is still read and the model built, instead
 * of when types-members.ts asks for it. A new `maxLength` starts nothing. Only a head start: the worker
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
 * A TypesRequest's answer (openapi-ts-run.mjs typesAnswer): made by the worker, started now if it
 * was not, as soon as it is asked (on fewer cores the main thread is still compiling the
 * validators then, and Biome's run on the largest generated TypeScript file was otherwise left for
 * after that compile); else in this thread. The worker answers once: a second request is answered here.
 */
async function answer(request: TypesRequest): Promise<TypesAnswer> {
  if (startWhenNeeded) {
    startWhenNeeded = false;
    worker.start();
  }
  // the worker's message is a copy; here the transform, which patches discriminator enums into its
  // document (whose schemas the model shares with the other emitters), gets one
  return (await worker.call(request)) ?? typesAnswer({ ...request, document: structuredClone(request.document) });
}

/** The types file (types-members.ts typesText): its cache keys worked out in this thread, what must be printed printed by the worker. */
export function openapiTypesFile(document: unknown, around: { before: string; after: string }): Promise<{ contents: string; formatted: boolean }> {
  return typesText(document, around, answer);
}
