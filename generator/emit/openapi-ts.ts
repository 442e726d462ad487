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

let loadWhenNeeded = false;

/**
 * Starts the worker now without loading openapi-typescript: it works out the types file's cache
 * keys (types-members.mjs) and loads TypeScript only when it must print, so that a run whose
 * types are read back from the cache never loads it (on two cores that slowed the rest of such a
 * run by a sixth), while the worker's own start is off the run's path.
 */
export function startOpenapiTsWhenNeeded(): void {
  worker.start({ eager: false });
  loadWhenNeeded = true;
}

/**
 * Heard for each file of the spec the cache had not seen (load.ts ReadHooks): when what
 * openapi-typescript reads of it (unread-keywords.mjs) is new too, the types will be printed at
 * least in part, so the worker loads openapi-typescript now, while the spec is still read and
 * the model built. A new `maxLength` loads nothing. Only a head start: the worker still loads it
 * when it must print.
 */
export function startWhenTypesChange(parsed: unknown): void {
  if (!loadWhenNeeded) return;
  const key = cacheKey('types-input', withoutUnreadKeywords(parsed));
  if (key === undefined || cacheGet(key) !== undefined) return;
  cacheSet(key, '');
  loadWhenNeeded = false;
  worker.post({ load: true });
}

/** Stops a preloaded worker that was never used (a spec error ended the run before the types). */
export function discardOpenapiTs(): void {
  loadWhenNeeded = false;
  worker.discard();
}

/**
 * The types file (types-members.mjs typesText): made by the worker when one was started, where
 * the cache keys are worked out and the file formatted beside the main thread's compile of the
 * validators; else in this thread.
 */
export async function openapiTypesFile(document: unknown, around: TypesFileRequest['around']): Promise<{ contents: string; formatted: boolean }> {
  loadWhenNeeded = false;
  const cache = cacheSettings();
  const made = await worker.call({ document, around, ...(cache ? { cache } : {}) });
  return made ?? typesText(document, around, typesAnswer);
}
