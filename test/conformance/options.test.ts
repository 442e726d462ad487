/**
 * The runner's options (conformance/options.ts): credentials from flags or the environment only,
 * flags over the configuration file's `conformance` section, every unknown name refused with
 * what is known, and plug-in modules resolved beside the file that names them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../conformance/options.js';

function configFile(section: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'conformance-options-'));
  const file = path.join(dir, 'paisa.config.json');
  writeFileSync(file, JSON.stringify({ generate: { out: 'x' }, conformance: section }));
  return file;
}

const base = ['--spec', 'api.yaml', '--base-url', 'http://127.0.0.1:1/v1'];

describe('parseArgs', () => {
  it('reads credentials from flags, else the environment, and extra headers from both', () => {
    const env = {
      PAISA_CONFORMANCE_AUTH: 'env-user:env:pass',
      PAISA_CONFORMANCE_BEARER: 'env-token',
      PAISA_CONFORMANCE_HEADERS: 'X-Tenant: 7\nX-Trace: on',
      PAISA_CONFORMANCE_OAUTH_CLIENT: 'id:secret',
    };
    const o = parseArgs([...base, '--config', configFile({}), '--bearer', 'flag-token', '--header', 'X-Trace: off', '--api-key', 'k'], env, () => 1);
    expect(o.credentials).toEqual({
      basic: { user: 'env-user', password: 'env:pass' },
      bearer: 'flag-token',
      apiKey: 'k',
      headers: { 'x-tenant': '7', 'x-trace': 'off' },
      oauthClient: { id: 'id', secret: 'secret' },
    });
    expect(o.seed).toBe(1);
  });

  it('takes the configuration section, flags winning, and resolves plug-ins beside the file', () => {
    const file = configFile({
      spec: 'openapi.yaml',
      seed: 5,
      workers: 3,
      excludeChecks: ['pagination'],
      plugins: ['./plugin.mjs', { module: './other.mjs', options: { checkout: true } }],
      operations: { createPet: { allow: ['status_code_conformance'], skip: 'needs a human' } },
      judgeGeneratedRefusals: false,
      $comment: 'why a setting is what it is',
    });
    const o = parseArgs(['--config', file, '--base-url', 'http://h/v1', '--seed', '9'], {});
    const dir = path.dirname(file);
    expect(o).toMatchObject({ spec: path.join(dir, 'openapi.yaml'), seed: 9, workers: 3, judgeGeneratedRefusals: false, skip: { createPet: 'needs a human' } });
    expect(o.checks).not.toContain('pagination');
    expect(o.allow).toEqual({ createPet: ['status_code_conformance'] });
    expect(o.plugins).toEqual([
      { module: path.join(dir, 'plugin.mjs'), options: {} },
      { module: path.join(dir, 'other.mjs'), options: { checkout: true } },
    ]);
  });

  const refusals: [string, { given: string[]; config?: unknown; want: string }][] = [
    ['no spec', { given: ['--base-url', 'http://h'], want: '--spec FILE is required' }],
    ['a base URL that is not http', { given: ['--spec', 'a.yaml', '--base-url', 'ftp://h'], want: '--base-url ftp://h: not an http(s) URL' }],
    ['an unknown flag', { given: [...base, '--key-id', 'x'], want: 'unknown option --key-id' }],
    [
      'an unknown phase',
      {
        given: [...base, '--phases', 'examples,fuzz'],
        want: '--phases: unknown phase fuzz (the phases are examples, boundaries, property, auth, stateful, lifecycle)',
      },
    ],
    ['a credential without its secret', { given: [...base, '--auth', 'user'], want: '--auth must be NAME:SECRET' }],
    ['a header without a colon', { given: [...base, '--header', 'X-Trace'], want: `--header "X-Trace": must be 'Name: value'` }],
    ['an unknown key in the file', { given: base, config: { seeds: 1 }, want: 'conformance configuration: unknown key seeds' }],
    ['a whole number that is not', { given: [...base, '--workers', 'two'], want: '--workers must be a whole number' }],
  ];
  it.each(refusals)('refuses %s', (_name, { given, config, want }) => {
    const args = [...given, '--config', configFile(config ?? {})];
    expect(() => parseArgs(args, {})).toThrow(UsageError);
    expect(() => parseArgs(args, {})).toThrow(want);
  });
});
