/**
 * The generator's cache stays bounded (generator/cache.mjs): a part not used for a week is
 * pruned, the least recently used go first above the size limit, a part read back is touched so
 * its time says when it was last used, and an edit of one schema adds its segment to the cache,
 * not another copy of the whole validator module (emit/validators-compile.ts moduleKeys).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cacheGet, cacheKey, cacheSet, pruneCache, useCache } from '../../generator/cache.mjs';
import { discardOpenapiTs, startOpenapiTsWhenNeeded, startWhenTypesChange } from '../../generator/emit/openapi-ts.js';
import { compileValidators } from '../../generator/emit/validators-compile.js';
import type { JsonSchema } from '../../generator/model/types.js';

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-cache-'));
  useCache({ dir, revision: 'test' });
});
afterEach(() => {
  useCache(undefined);
  rmSync(dir, { recursive: true, force: true });
});

/** A part kept under a new key, its time set `daysAgo`; returns its file. */
function part(name: string, text: string, daysAgo: number, now = Date.now()): string {
  const key = cacheKey('part', name) as string;
  cacheSet(key, text);
  const file = path.join(dir, key.slice(0, 2), key);
  const at = (now - daysAgo * DAY) / 1000;
  utimesSync(file, at, at);
  return file;
}

/** Every file of the cache folder but the prune marker, with its size. */
function files(): Map<string, number> {
  const found = new Map<string, number>();
  for (const sub of readdirSync(dir, { withFileTypes: true })) {
    if (!sub.isDirectory()) continue;
    for (const name of readdirSync(path.join(dir, sub.name))) found.set(path.join(dir, sub.name, name), statSync(path.join(dir, sub.name, name)).size);
  }
  return found;
}

test('a part unused for longer than a week is pruned; a recent one is kept', () => {
  const now = Date.now();
  const old = part('old', 'a', 8, now);
  const recent = part('recent', 'b', 6, now);
  expect(pruneCache({ now })).toEqual({ aged: 1, over: 0, aside: 0, kept: 1, bytes: 1 });
  expect(existsSync(old)).toBe(false);
  expect(existsSync(recent)).toBe(true);
});

test('above the size limit the least recently used parts go first, down to the limit', () => {
  const now = Date.now();
  const made = [5, 4, 3, 2, 1].map((daysAgo) => part(`p${daysAgo}`, 'x'.repeat(1000), daysAgo, now));
  expect(pruneCache({ now, maxBytes: 2500 })).toEqual({ aged: 0, over: 3, aside: 0, kept: 2, bytes: 2000 });
  expect(made.map((file) => existsSync(file))).toEqual([false, false, false, true, true]);
});

test('pruning runs at most once a day', () => {
  const now = Date.now();
  part('old', 'a', 8, now);
  expect(pruneCache({ now: now - 2 * 60 * 60 * 1000 })?.aged).toBe(1);
  const again = part('old again', 'a', 8, now);
  expect(pruneCache({ now })).toBeUndefined();
  expect(existsSync(again)).toBe(true);
  expect(pruneCache({ now: now + DAY })?.aged).toBe(1);
});

test('a file a dead run left aside is pruned after a day; one being written is not', () => {
  const now = Date.now();
  const kept = part('kept', 'a', 0, now);
  const dead = `${kept}.12345`;
  const writing = `${kept}.12346`;
  writeFileSync(dead, 'half');
  writeFileSync(writing, 'half');
  utimesSync(dead, (now - 2 * DAY) / 1000, (now - 2 * DAY) / 1000);
  expect(pruneCache({ now })).toEqual({ aged: 0, over: 0, aside: 1, kept: 1, bytes: 1 });
  expect([existsSync(dead), existsSync(writing), existsSync(kept)]).toEqual([false, true, true]);
});

test('a part read back more than a day after it was written is touched; a newer one is left as it is', () => {
  const now = Date.now();
  const stale = part('stale', 'used', 3, now);
  const fresh = part('fresh', 'new', 0.5, now);
  expect(cacheGet(cacheKey('part', 'stale'))).toBe('used');
  expect(cacheGet(cacheKey('part', 'fresh'))).toBe('new');
  expect(statSync(stale).mtimeMs).toBeGreaterThan(now - 60_000);
  expect(Math.abs(statSync(fresh).mtimeMs - (now - 0.5 * DAY))).toBeLessThan(1000);
  // and so the prune a week later keeps what was read, not what was only written
  expect(pruneCache({ now: now + 5 * DAY })).toMatchObject({ aged: 0, kept: 2 });
});

test('a part asked for with a head is read only when it starts with that head', () => {
  const key = cacheKey('slot', 'strict') as string;
  cacheSet(key, 'made-from-a\nthe module');
  expect(cacheGet(key, 'made-from-a\n')).toBe('made-from-a\nthe module');
  expect(cacheGet(key, 'made-from-b\n')).toBeUndefined();
  // a head longer than the part
  expect(cacheGet(key, `made-from-a\nthe module and more${'x'.repeat(100)}`)).toBeUndefined();
});

test('an edit of one schema adds its segment to the cache, not another copy of the whole module', async () => {
  const components: Record<string, JsonSchema> = {};
  for (let i = 0; i < 40; i++) {
    components[`Thing${i}`] = {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', pattern: '^thing_[0-9a-z]{14}$' },
        name: { type: 'string', maxLength: 100 + i },
        count: { type: 'integer', minimum: 0 },
      },
    };
  }
  const sources = {
    components,
    strict: Object.keys(components).map((name) => ({ exportName: `schema__${name}`, component: name })),
    coerce: [],
    defaults: [],
  };
  const first = await compileValidators(sources);
  const before = files();
  (components.Thing7 as { properties: { name: { maxLength: number } } }).properties.name.maxLength = 7;
  const second = await compileValidators(sources);
  expect(second.strict).not.toBe(first.strict);
  expect(second.strict).toContain('> 7');
  const added = [...files()].filter(([file]) => !before.has(file));
  expect(added.length).toBeGreaterThan(0);
  // each added part is a segment: far smaller than the module
  for (const [file, size] of added) expect(size, file).toBeLessThan(second.strict.length / 10);
  // and read back whole, with nothing compiled, once more
  expect((await compileValidators(sources)).strict).toBe(second.strict);
}, 60_000);

test("an edited file starts the types worker ahead, unless it changed only what the types do not show or its schemas' descriptions", () => {
  const file = (name: string, pathDescription: string, maxLength: number) => ({
    Item: { type: 'object', description: 'An item.', properties: { name: { type: 'string', maxLength, description: name } } },
    '/items': { get: { responses: { '200': { description: pathDescription } } } },
  });
  const starts = (parsed: unknown) => {
    startOpenapiTsWhenNeeded();
    try {
      return startWhenTypesChange(parsed);
    } finally {
      discardOpenapiTs();
    }
  };
  expect(starts(file('Name.', 'The item.', 10)), 'a file never seen').toBe(true);
  expect(starts(file('Name.', 'The item.', 10)), 'the same file').toBe(false);
  expect(starts(file('Name.', 'The item.', 20)), 'a maxLength').toBe(false);
  expect(starts(file('Name, edited.', 'The item.', 20)), "a schema's description").toBe(false);
  expect(starts(file('Name, edited.', 'The item, edited.', 20)), "a response's description: the whole file is printed").toBe(true);
  expect(starts({ ...file('Name.', 'The item.', 20), Other: { type: 'string' } }), 'a schema added').toBe(true);
});

test('a first run records every file it reads, also after the types worker was started for one', () => {
  const schemas = (maxLength: number) => ({ Thing: { type: 'object', properties: { name: { type: 'string', maxLength } } } });
  startOpenapiTsWhenNeeded();
  try {
    expect(startWhenTypesChange({ Other: { type: 'integer' } }), 'the first file read starts the worker').toBe(true);
    expect(startWhenTypesChange(schemas(10)), 'the next file: the worker is started already').toBe(false);
  } finally {
    discardOpenapiTs();
  }
  startOpenapiTsWhenNeeded();
  try {
    expect(startWhenTypesChange(schemas(20)), 'its maxLength edited at the next run: the types do not change').toBe(false);
  } finally {
    discardOpenapiTs();
  }
});
