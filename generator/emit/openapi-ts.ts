/**
 * openapi-typescript's part of generated/types/index.ts, made in a worker thread when one was
 * started ahead (`preloadOpenapiTs`, which `npm run generate` calls first thing): importing
 * openapi-typescript, which loads the TypeScript compiler, is then done on the
 * second core while the main thread loads the rest and reads the spec. Without a preload
 * (tests, the in-memory bench) it runs in this thread.
 */
import { type CacheSettings, cacheGet, cacheKey, cacheSet, cacheSettings } from '../cache.mjs';
import { typesAnswer } from './openapi-ts-run.mjs';
import { PreloadedWorker } from './preloaded-worker.js';
import { typesText } from './types-members.mjs';
import { withoutUnreadKeywords } from './unread-keywords.mjs';

/** What the worker is sent: the document, the text around openapi-typescript's output, and the run's cache (cache.mjs). */
interface TypesFileRequest {
  document: unknown;
  around: { before: string; after: string };
  cache?: CacheSettings;
}

const worker = new PreloadedWorker<TypesFileRequest, { contents: string; formatted: boolean }>(
  new URL('./openapi-ts-worker.mjs', import.meta.url),
  'openapi-typescript',
);

/** Starts the worker now, loading openapi-typescript at once; the next `openapiTypesFile` uses it. */
export function preloadOpenapiTs(): void {
  worker.start({ eager: true });
}

let startWhenNeeded = false;

/**
 * The worker is started by `openapiTypesFile`, not now, and loads openapi-typescript only when it
 * must print: a run whose types file is read back from the cache then never loads TypeScript,
 * which on two cores slowed the rest of such a run by a sixth.
 */
export function startOpenapiTsWhenNeeded(): void {
  startWhenNeeded = true;
}

/**
 * Heard for each file of the spec the cache had not seen (load.ts ReadHooks): when what
 * openapi-typescript reads of it (unread-keywords.mjs) is new too, the types will be printed at
 * least in part, so the worker starts now, loading openapi-typescript while the spec is still
 * read and the model built. A new `maxLength` starts nothing. Only a head start: the worker is
 * still started when the types are asked for.
 */
export function startWhenTypesChange(parsed: unknown): void {
  if (!startWhenNeeded) return;
  const key = cacheKey('types-input', withoutUnreadKeywords(parsed));
  if (key === undefined || cacheGet(key) !== undefined) return;
  cacheSet(key, '');
  startWhenNeeded = false;
  worker.start({ eager: true });
}

/** Stops a preloaded worker that was never used (a spec error ended the run before the types). */
export function discardOpenapiTs(): void {
  startWhenNeeded = false;
  worker.discard();
}

/**
 * The types file (types-members.mjs typesText): made by the worker when one was started, where
 * the cache keys are worked out and the file formatted beside the main thread's compile of the
 * validators; else in this thread. Each answer is handed a copy of the document: the transform
 * patches discriminator enums into it, and the model's schemas are shared with the other emitters.
 */
export async function openapiTypesFile(document: unknown, around: TypesFileRequest['around']): Promise<{ contents: string; formatted: boolean }> {
  if (startWhenNeeded) {
    startWhenNeeded = false;
    worker.start({ eager: false });
  }
  const cache = cacheSettings();
  const made = await worker.call({ document, around, ...(cache ? { cache } : {}) });
  return made ?? typesText(document, around, (request) => typesAnswer({ ...request, document: structuredClone(request.document) }));
}
