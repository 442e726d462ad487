/**
 * The generator's cache (generator/cache.mjs): after a one-field edit of one schema of our own
 * spec, a run that reads back what did not change writes exactly what a run from scratch
 * (`--no-cache`) writes; and `--watch` regenerates on save, saying what changed.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { cacheStats } from '../../generator/cache.mjs';
import { main } from '../../generator/cli.js';
import { withoutUnreadKeywords } from '../../generator/emit/unread-keywords.js';
import { snapshot } from './helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-incremental-'));
  cpSync('spec', path.join(dir, 'spec'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * One field of one schema: the item's name gets a maxLength, a new one each run, so that the cache
 * (shared with every run on this machine) has never seen the edited schema.
 */
const LIMIT = 1_000 + Math.floor(Math.random() * 1_000_000);
function editOneField(): void {
  const file = path.join(dir, 'spec/components/schemas/items.yaml');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(
    '    name:\n      type: string\n      description: Item name.\n',
    `    name:\n      type: string\n      maxLength: ${LIMIT}\n      description: Item name.\n`,
  );
  expect(edited).not.toBe(text);
  writeFileSync(file, edited);
}

test('a one-field edit regenerated incrementally is byte for byte a run from scratch', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const spec = path.join(dir, 'spec/openapi.yaml');
    const incremental = path.join(dir, 'incremental');
    const scratch = path.join(dir, 'scratch');
    expect(await main(['--spec', spec, '--out', incremental])).toBe(0);
    const before = snapshot(incremental);
    editOneField();
    expect(await main(['--spec', spec, '--out', incremental])).toBe(0);
    // some parts were read back (the coerce validators, the server's and the client's formatted files), some made again
    const stats = cacheStats();
    expect(stats?.hits).toBeGreaterThan(0);
    expect(stats?.misses).toBeGreaterThan(0);
    expect(await main(['--spec', spec, '--out', scratch, '--no-cache'])).toBe(0);
    expect(cacheStats()).toBeUndefined();
    const made = snapshot(incremental);
    expect(Object.keys(made).sort()).toEqual(Object.keys(snapshot(scratch)).sort());
    for (const [file, contents] of Object.entries(snapshot(scratch))) expect(made[file] === contents, file).toBe(true);
    // the edit is in both: the item's validator checks the length now
    expect(made['validators/standalone-strict.js']).not.toBe(before['validators/standalone-strict.js']);
    expect(made['validators/standalone-strict.js']).toMatch(new RegExp(`> ${LIMIT}\\b`));
  } finally {
    vi.restoreAllMocks();
  }
}, 300_000);

// the bundled command (generator/start.mjs), as `npm run generate` runs it: with its worker threads, one of which stands ready between saves
test('--watch regenerates when a file of the spec is saved, says what changed, and ends on SIGINT', async () => {
  const spec = path.join(dir, 'spec/openapi.yaml');
  const out = path.join(dir, 'watched');
  const child = spawn(process.execPath, ['generator/start.mjs', '--spec', spec, '--out', out, '--watch'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const waitFor = async (text: RegExp) => {
    for (let i = 0; i < 1200 && !text.test(output); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toMatch(text);
  };
  try {
    await waitFor(/watching /);
    const file = path.join(dir, 'spec/components/schemas/items.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('maxLength: 250', 'maxLength: 200'));
    await waitFor(/items\.yaml changed: generating[\s\S]*done in \d+ ms/);
    expect(output).toMatch(/wrote .*validators\/standalone-strict\.js/);
    expect(readFileSync(path.join(out, 'validators/standalone-strict.js'), 'utf8')).toMatch(/> 200\b/);
    // a description: the types change, printed by the worker that stood ready
    const described = `Watched ${Math.random().toString(36).slice(2)}.`;
    const text = readFileSync(file, 'utf8');
    const edited = text.replace(/( {4}name:\n {6}type: string\n(?: {6}maxLength: \d+\n)? {6}description: )[^\n]*\n/, `$1${described}\n`);
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    await waitFor(/done in \d+ ms[\s\S]*done in \d+ ms/);
    expect(output).toMatch(/wrote .*types\/index\.ts/);
    expect(readFileSync(path.join(out, 'types/index.ts'), 'utf8')).toContain(`@description ${described}`);
    child.kill('SIGINT');
    // no worker left standing keeps the process alive
    expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))])).toBe(0);
  } finally {
    child.kill('SIGKILL');
  }
}, 300_000);

test("the types file's cache key leaves out only keywords openapi-typescript does not read", () => {
  const schema = {
    type: 'object',
    maxProperties: 3,
    properties: { uniqueItems: true, pattern: { type: 'string', pattern: '^a$', maxLength: 4, default: 'a', example: { minimum: 1 } } },
    'x-limits': { maxLength: 1 },
  };
  expect(withoutUnreadKeywords(schema)).toEqual({
    type: 'object',
    // a property named like a keyword is a property (here a boolean schema), kept
    properties: { uniqueItems: true, pattern: { type: 'string', default: 'a', example: { minimum: 1 } } },
    'x-limits': { maxLength: 1 },
  });
});
