import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Module } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { main } from '../../generator/cli.js';
import { hasBanner } from '../../generator/emit/banner.js';
import { EMITTERS } from '../../generator/emitters.js';
import { generateFromFile } from '../../generator/generate.js';
import { fixturePath, snapshot } from './helpers.js';

const SPEC = fixturePath('validation-rules.yaml');
let out: string;
let logs: string[];

beforeEach(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'paisa-generate-'));
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(out, { recursive: true, force: true });
});

function run(...args: string[]): Promise<number> {
  return main(['--spec', SPEC, '--out', out, ...args]);
}

describe('npm run generate', () => {
  test('writes every file with a banner, then reports them unchanged', async () => {
    expect(await run()).toBe(0);
    const first = snapshot(out);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['types/index.ts', 'validators/index.ts', 'validators/standalone-strict.js']));
    for (const contents of Object.values(first)) expect(hasBanner(contents)).toBe(true);
    expect(logs.filter((l) => l.startsWith('wrote '))).toHaveLength(Object.keys(first).length);
    logs.length = 0;
    expect(await run()).toBe(0);
    expect(logs).toEqual([
      `${SPEC}#/servers: info: base path "/v1": the path of its server (--base-path overrides)`,
      `unchanged: ${Object.keys(first).length} files`,
    ]);
  });

  test('--base-path sets where the server answers, and the info line says so', async () => {
    expect(await run('--base-path', '/api/')).toBe(0);
    expect(logs).toContain(`${SPEC}#/servers: info: base path "/api": given by --base-path`);
    const routes = readFileSync(path.join(out, 'server', 'routes.ts'), 'utf8');
    expect(routes).toContain("path: '/api/things/{thing_id}'");
    expect(routes).not.toContain("'/v1/");
  });

  test('deterministic: same spec, same bytes; no absolute paths or timestamps', async () => {
    await run();
    const first = snapshot(out);
    rmSync(out, { recursive: true, force: true });
    await run();
    expect(snapshot(out)).toEqual(first);
    for (const contents of Object.values(first)) {
      expect(contents).not.toContain(process.cwd());
      expect(contents).not.toContain(os.tmpdir());
      expect(contents).not.toMatch(/20\d\d-\d\d-\d\dT/);
    }
  });

  test('deletes generated files no emitter produced', async () => {
    await run();
    mkdirSync(path.join(out, 'old'), { recursive: true });
    writeFileSync(path.join(out, 'old', 'gone.ts'), readFileSync(path.join(out, 'types', 'index.ts'), 'utf8').split('\n')[0]);
    await run();
    expect(existsSync(path.join(out, 'old'))).toBe(false);
    expect(logs).toContain(`deleted ${out}/old/gone.ts`);
  });

  test('a folder holding files the generator did not make is refused: nothing written, nothing deleted', async () => {
    const foreign = { 'src/app.ts': 'export const app = 1;\n', 'types/index.ts': '// my own types\n', 'notes.md': '# notes\n' };
    for (const [rel, text] of Object.entries(foreign)) {
      mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
      writeFileSync(path.join(out, rel), text);
    }
    expect(await run()).toBe(1);
    expect(snapshot(out)).toEqual(foreign);
    const refusals = logs.filter((l) => l.includes('refusing to overwrite or delete it'));
    expect(refusals.map((l) => l.slice(0, l.indexOf(': ')))).toEqual([`${out}/notes.md`, `${out}/src/app.ts`, `${out}/types/index.ts`].sort());
    for (const line of logs) expect(line).not.toMatch(/\n\s+at /);
  });

  test('a spec error is reported with file and pointer and nothing is written', async () => {
    const bad = path.join(out, 'bad.yaml');
    writeFileSync(bad, readFileSync(SPEC, 'utf8').replace("'200':\n          description: ok", "'200':\n          bogus: 1\n          description: ok"));
    const target = path.join(out, 'generated');
    expect(await main(['--spec', bad, '--out', target])).toBe(1);
    expect(existsSync(target)).toBe(false);
    expect(logs.join('\n')).toContain(`${bad}#/paths/~1things~1{thing_id}/post/responses/200: must NOT have unevaluated properties (bogus)`);
  });
});

// generator/bin.mjs runs the bundle (bundle/run.mjs), where the validators and openapi-typescript
// compile in worker threads (emit/preloaded-worker.ts); in-process, as above, they compile in this thread
describe('the bundled command, with its worker threads', () => {
  const bundled = (...args: string[]) => spawnSync(process.execPath, ['generator/bin.mjs', ...args], { encoding: 'utf8' });

  // the validators compile in workers of their own on 4 cores or more (emit/validators-compile.ts), else in the main thread
  test.each(['1', '0'])(
    'writes what the in-process pipeline makes, byte for byte (PAISA_GENERATE_VALIDATOR_WORKERS=%s)',
    async (workers) => {
      const child = spawnSync(process.execPath, ['generator/bin.mjs', '--spec', SPEC, '--out', out, '--runtime', 'package'], {
        encoding: 'utf8',
        env: { ...process.env, PAISA_GENERATE_VALIDATOR_WORKERS: workers },
      });
      // the one line it prints: the base path it chose (generator/model/servers.ts)
      expect(child.stderr).toBe(`${SPEC}#/servers: info: base path "/v1": the path of its server (--base-path overrides)\n`);
      expect(child.status).toBe(0);
      const files = await generateFromFile(SPEC, EMITTERS);
      expect(snapshot(out)).toEqual(Object.fromEntries(files.map((f) => [f.path, f.contents])));
    },
    120_000,
  );

  // Node 22.1 and later keep their own compile cache (module.enableCompileCache), which the worker uses instead
  test.skipIf(typeof (Module as { enableCompileCache?: unknown }).enableCompileCache === 'function')(
    "the types worker's code cache of the TypeScript compiler: a damaged one is made again, and the output is the same",
    async () => {
      const { version } = JSON.parse(readFileSync('node_modules/typescript/package.json', 'utf8')) as { version: string };
      // one file per V8 flag set (`-<cachedDataVersionTag>.v8`): the command's own is not this process's (generator/one-shot-tiering.mjs)
      const dir = 'node_modules/.cache/paisa-generate';
      const prefix = `typescript-${version}-node-${process.version}-${process.arch}-`;
      const caches = () => (existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(prefix) && name.endsWith('.v8')) : []);
      mkdirSync(dir, { recursive: true });
      for (const name of caches()) writeFileSync(path.join(dir, name), 'not a code cache');
      // --no-cache: with the types file read back from the generator's cache, the worker would not load TypeScript at all
      const child = bundled('--spec', SPEC, '--out', out, '--runtime', 'package', '--no-cache');
      expect(child.status).toBe(0);
      const files = await generateFromFile(SPEC, EMITTERS);
      expect(snapshot(out)).toEqual(Object.fromEntries(files.map((f) => [f.path, f.contents])));
      // every cache there was damaged above: one over 1 MB is the command's, written again (or first) by this run
      expect(caches().some((name) => statSync(path.join(dir, name)).size > 1_000_000)).toBe(true);
    },
    120_000,
  );

  // the bundle renders templates compiled into it (bundle/precompiled-templates.mjs): an edited template must make it stale
  test('the bundle counts every template among the inputs it is rebuilt from', () => {
    expect(bundled('--help').status).toBe(0);
    const { inputs } = JSON.parse(readFileSync('dist/generator/inputs.json', 'utf8')) as { inputs: string[] };
    const templates = readdirSync('templates', { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.hbs'))
      .map((name) => `templates/${name.split(path.sep).join('/')}`);
    expect(templates.length).toBeGreaterThan(5);
    expect(inputs).toEqual(expect.arrayContaining(templates));
  });

  test('a spec error ends the run, workers and all, with the spec error and nothing written', () => {
    const bad = path.join(out, 'bad.yaml');
    writeFileSync(bad, readFileSync(SPEC, 'utf8').replace("'200':\n          description: ok", "'200':\n          bogus: 1\n          description: ok"));
    const target = path.join(out, 'generated');
    const child = bundled('--spec', bad, '--out', target);
    expect(child.status).toBe(1);
    expect(existsSync(target)).toBe(false);
    expect(child.stderr).toContain(`${bad}#/paths/~1things~1{thing_id}/post/responses/200: must NOT have unevaluated properties (bogus)`);
  }, 120_000);
});

describe('npm run generate -- --check', () => {
  const cases: [string, { given: (dir: string) => void; want: RegExp | null }][] = [
    ['passes when clean', { given: () => {}, want: null }],
    [
      'fails on a hand edit',
      {
        given: (dir) => writeFileSync(path.join(dir, 'types/index.ts'), `${readFileSync(path.join(dir, 'types/index.ts'), 'utf8')}\n// edit\n`),
        want: /^stale: .*types\/index\.ts$/,
      },
    ],
    ['fails on a missing file', { given: (dir) => rmSync(path.join(dir, 'validators/index.ts')), want: /^missing: .*validators\/index\.ts$/ }],
    [
      'fails on an extra file',
      {
        given: (dir) => writeFileSync(path.join(dir, 'validators/extra.ts'), readFileSync(path.join(dir, 'validators/index.ts'), 'utf8').split('\n')[0]),
        want: /^extra: .*validators\/extra\.ts$/,
      },
    ],
    [
      'fails on a file the generator did not make',
      { given: (dir) => writeFileSync(path.join(dir, 'validators/mine.ts'), ''), want: /validators\/mine\.ts: not made by the generator/ },
    ],
  ];
  test.each(cases)('%s', async (_name, { given, want }) => {
    await run();
    given(out);
    const before = snapshot(out);
    logs.length = 0;
    const code = await run('--check');
    expect(snapshot(out)).toEqual(before); // --check writes nothing
    if (want === null) {
      expect(code).toBe(0);
    } else {
      expect(code).toBe(1);
      expect(logs.some((line) => want.test(line))).toBe(true);
    }
  });
});
