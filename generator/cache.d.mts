// The types of cache.mjs.
export interface CacheSettings {
  dir: string;
  revision: string;
}
/** The cache folder: parts/ of node_modules/.cache/paisa-generate/ beside the installed ajv. */
export declare function defaultCacheDir(): string;
/** A hash of the generator's code: every file under `roots`. */
export declare function codeRevision(roots: string[]): string;
/** Turns the cache on for this process; `undefined` turns it off. */
export declare function useCache(settings: CacheSettings | undefined): void;
/** What useCache was given (for a worker thread, whose module state is its own), or undefined. */
export declare function cacheSettings(): CacheSettings | undefined;
/** How many parts this run read back and made since useCache; undefined without a cache. */
export declare function cacheStats(): { hits: number; misses: number } | undefined;
/** The key of a part (undefined without a cache). */
export declare function cacheKey(kind: string, ...inputs: unknown[]): string | undefined;
/** The text kept under `key`, when there is one (and it starts with `head`, when given). */
export declare function cacheGet(key: string | undefined, head?: string): string | undefined;
export declare function cacheSet(key: string | undefined, text: string): void;
/** `make()`'s text, read back from the cache under `key` when it is there. */
export declare function cached(key: string | undefined, make: () => string | Promise<string>): Promise<string>;
/** How pruneCache bounds the folder: parts unused for maxAgeDays go, then the least recently used above maxBytes; at most once every everyMs. */
export declare const PRUNE: { maxAgeDays: number; maxBytes: number; everyMs: number };
export interface PruneOptions {
  now?: number;
  maxAgeDays?: number;
  maxBytes?: number;
  everyMs?: number;
}
/** What pruneCache removed (aged out, over the size, left aside by a dead run) and what it kept; undefined when not due or no cache. */
export declare function pruneCache(options?: PruneOptions): { aged: number; over: number; aside: number; kept: number; bytes: number } | undefined;
