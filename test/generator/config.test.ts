/**
 * paisa.config.json / paisa.config.mjs (generator/config.ts): `npm run generate` and
 * `paisa-generate` take their options from the file's `generate` section, flags win over it,
 * other tools' sections are left to them, and an option the generator does not know is refused
 * with its place.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { main } from '../../generator/cli.js';
import { readConfig } from '../../generator/config.js';
import { fixturePath } from './helpers.js';

let dir: string;
let logs: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'paisa-config-'));
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

describe('paisa.config.json', () => {
  test('the generate section gives spec, out, emit, runtime and base path; other tools’ sections are ignored', async () => {
    const config = write('paisa.config.json', {
      generate: { spec: fixturePath('validation-rules.yaml'), out: 'api', emit: ['types', 'client'], runtime: 'beside', basePath: '/api' },
      conformance: { baseUrl: 'http://127.0.0.1:8080', checks: ['status'] },
      mock: { port: 4010 },
    });
    expect(await main(['--config', config])).toBe(0);
    const out = path.join(dir, 'api');
    expect(existsSync(path.join(out, 'client', 'index.ts'))).toBe(true);
    expect(existsSync(path.join(out, 'runtime'))).toBe(true);
    expect(existsSync(path.join(out, 'server'))).toBe(false);
    expect(logs).toContain(`${fixturePath('validation-rules.yaml')}#/servers: info: base path "/api": given by --base-path`);
  });

  test('a flag wins over the file', async () => {
    const config = write('paisa.config.json', {
      generate: { spec: fixturePath('validation-rules.yaml'), out: 'api', emit: 'types,client', runtime: 'package' },
    });
    expect(await main(['--config', config, '--emit', 'types', '--out', path.join(dir, 'other')])).toBe(0);
    expect(existsSync(path.join(dir, 'other', 'types', 'index.ts'))).toBe(true);
    expect(existsSync(path.join(dir, 'other', 'client'))).toBe(false);
    expect(existsSync(path.join(dir, 'api'))).toBe(false);
  });

  test('paisa.config.mjs: its default export, the same object', async () => {
    const spec = JSON.stringify(fixturePath('validation-rules.yaml'));
    const config = write('paisa.config.mjs', `// computed, with a comment\nexport default { generate: { spec: ${spec}, out: 'made', emit: ['types'] } };\n`);
    expect(await readConfig(dir, config)).toEqual({
      // shown relative to the folder it was looked for from
      file: 'paisa.config.mjs',
      generate: { spec: fixturePath('validation-rules.yaml'), out: path.join(dir, 'made'), emit: 'types' },
    });
  });

  const refusals: [string, { given: unknown; want: string }][] = [
    [
      'an unknown option',
      { given: { generate: { outDir: 'x' } }, want: '#/generate/outDir: unknown option (the options are spec, out, emit, runtime, basePath, cache)' },
    ],
    ['a wrong type', { given: { generate: { emit: 5 } }, want: '#/generate/emit: must be a list of strings or a comma-separated string' }],
    ['a section that is no object', { given: { generate: 'spec.yaml' }, want: '#/generate: must be an object of options' }],
    ['not JSON', { given: '{ generate: ', want: ': cannot read it (' }],
  ];
  test.each(refusals)('%s is refused in one line with its place, nothing generated', async (_name, { given, want }) => {
    const config = write('paisa.config.json', given);
    expect(await main(['--config', config])).toBe(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(`${config}${want}`);
  });

  test('without a generate section, the file is not the generator’s: defaults and flags as before', async () => {
    const config = write('paisa.config.json', { conformance: { baseUrl: 'http://127.0.0.1:8080' } });
    expect(await readConfig(dir, config)).toBeUndefined();
    expect(readFileSync(config, 'utf8')).toContain('conformance');
  });
});
