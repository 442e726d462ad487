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
import { DATA_KEYS, withoutUnreadKeywords } from './unread-keywords.js';

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
  standing = true;
}

/** Whether the worker was started by standByOpenapiTs (and not stopped since). */
let standing = false;

let startWhenNeeded = false;
/** From startOpenapiTsWhenNeeded to discardOpenapiTs: each unseen file is recorded (startWhenTypesChange), the worker started or not. */
let watchingFiles = false;

/**
 * The worker is started by the first request, not now: a run whose types file is read
 * back from the cache (types-members.ts) then never loads TypeScript, which on two cores slowed the rest
 * of such a run by a sixth; one that must make it still loads it beside the validators' compile.
 */
export function startOpenapiTsWhenNeeded(): void {
  startWhenNeeded = true;
  watchingFiles = true;
}

/**
 * Heard for each file of the spec the cache had not seen (load.ts ReadHooks): when what
 * openapi-typescript reads of it (unread-keywords.ts) is new too, the types will be made at least
 * in part, so the worker starts now, while the spec is still read and the model built, instead
 * of when types-members.ts asks for it. A new `maxLength` starts nothing, nor does a new description
 * of a schema in a file seen before. Only a head start: the worker is still started when it is asked
 * for. Returns whether it started it (or would have, where no bundled worker entry is on disk).
 */
export function startWhenTypesChange(parsed: unknown): boolean {
  // every file is recorded, also once the worker is started: a first run reads them all, and a file
  // left unrecorded then would start a worker for nothing at the next run that edits it (a maxLength)
  if (!watchingFiles) return false;
  const read = withoutUnreadKeywords(parsed);
  const key = cacheKey('types-input', read);
  if (key === undefined || cacheGet(key) !== undefined) return false;
  cacheSet(key, '');
  // a file seen before but for the descriptions of its schemas: types-members.ts most often writes
  // those into the kept text without TypeScript, and a worker started for nothing slowed such a
  // run by 150 ms (its TypeScript loading is not stopped at once); if it must print, it starts then
  const shape = cacheKey('types-input-shape', withoutSchemaDescriptions(read));
  const seen = cacheGet(shape) !== undefined;
  if (!seen) cacheSet(shape, '');
  if (seen || !startWhenNeeded) return false;
  startWhenNeeded = false;
  worker.start();
  return true;
}

/**
 * Members under which a description is not a component schema's: what types-members.ts cannot
 * write in (the rest of the file), a path item's (a member named `/...`), or data.
 */
const NOT_SCHEMA_DESCRIPTIONS = new Set([
  'paths',
  'webhooks',
  'callbacks',
  'responses',
  'parameters',
  'requestBody',
  'headers',
  'links',
  'info',
  'tags',
  'servers',
  'securitySchemes',
  'externalDocs',
  ...DATA_KEYS,
]);

/** `node` with each description string that may be a component schema's emptied. */
function withoutSchemaDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSchemaDescriptions);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' && typeof value === 'string') out[key] = '';
    else out[key] = NOT_SCHEMA_DESCRIPTIONS.has(key) || key.startsWith('/') ? value : withoutSchemaDescriptions(value);
  }
  return out;
}

/** Stops the worker, used or not (a spec error ended the run before the types; the process is ending). */
export function discardOpenapiTs(): void {
  startWhenNeeded = false;
  watchingFiles = false;
  standing = false;
  worker.discard();
}

/**
 * Ends a run's use of the worker: one standing by (standByOpenapiTs) that the run did not call is
 * kept for the next run (`--watch`, the resident generator), TypeScript loaded; any other is stopped.
 * A standing worker stopped and started again at each run that prints no types loaded TypeScript
 * again each time, on the core the next run needs.
 */
export function endOpenapiTsRun(): void {
  if (standing && worker.idle()) {
    startWhenNeeded = false;
    watchingFiles = false;
    return;
  }
  discardOpenapiTs();
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
