/**
 * What a run knows of its output folder without reading it back (generator/write.ts Written):
 * a file untouched since the last run is compared by its hash; one touched since, even to the
 * same size, is read again; a file the generator did not make is never known, so it stays foreign.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { withBanner } from '../../generator/emit/banner.js';
import { planWrite, writtenNow } from '../../generator/write.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-write-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const made = (text: string) => ({ path: 'a.ts', contents: withBanner('a.ts', text) });

test('a file untouched since the last run is compared by the hash the run kept, not read', async () => {
  const file = made('export const a = 1;\n');
  writeFileSync(path.join(dir, file.path), file.contents);
  const written = await writtenNow(dir, [file]);
  expect(Object.keys(written)).toEqual(['a.ts']);
  expect(await planWrite(dir, [file], written)).toMatchObject({ unchanged: ['a.ts'], stale: [] });
  // the kept hash answers alone: told the file holds other text than it does, planWrite believes it
  const other = made('export const a = 2;\n');
  const lied = { 'a.ts': { ...written['a.ts'], sha256: createHash('sha256').update(other.contents).digest('hex') } };
  expect(await planWrite(dir, [other], lied)).toMatchObject({ unchanged: ['a.ts'], stale: [] });
  expect(await planWrite(dir, [other], written)).toMatchObject({ unchanged: [], stale: ['a.ts'] });
});

test('a file edited by hand since, to the same size, is read again', async () => {
  const file = made('export const a = 1;\n');
  const target = path.join(dir, file.path);
  writeFileSync(target, file.contents);
  const written = await writtenNow(dir, [file]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  writeFileSync(target, readFileSync(target, 'utf8').replace('= 1', '= 7'));
  expect(await planWrite(dir, [file], written)).toMatchObject({ unchanged: [], stale: ['a.ts'] });
});

test('a file without the banner is never known: it stays foreign', async () => {
  const file = { path: 'a.ts', contents: 'export const a = 1;\n' };
  writeFileSync(path.join(dir, file.path), 'hand written\n');
  expect(await writtenNow(dir, [file])).toEqual({});
  expect(await planWrite(dir, [made('export const a = 1;\n')], {})).toMatchObject({ foreign: ['a.ts'] });
});
