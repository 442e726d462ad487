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
export declare function cacheGet(key: string | undefined): string | undefined;
export declare function cacheSet(key: string | undefined, text: string): void;
/** `make()`'s text, read back from the cache under `key` when it is there. */
export declare function cached(key: string | undefined, make: () => string | Promise<string>): Promise<string>;
