import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseBaseline, releaseBaseline, specVersion } from '../../generator/spec-diff/baseline.js';

describe('release baseline: the previous release, or the first spec before any bump', () => {
  const cases: [string, { history: { commit: string; version: string | undefined }[]; current: string; want: string | undefined }][] = [
    [
      'no bump yet: the spec first commit',
      {
        history: [
          { commit: 'c3', version: '1.0.0' },
          { commit: 'c2', version: '1.0.0' },
          { commit: 'c1', version: '1.0.0' },
        ],
        current: '1.0.0',
        want: 'c1',
      },
    ],
    [
      'after a bump: the newest commit of the previous version',
      {
        history: [
          { commit: 'c4', version: '2.0.0' },
          { commit: 'c3', version: '1.1.0' },
          { commit: 'c2', version: '1.0.0' },
        ],
        current: '2.0.0',
        want: 'c3',
      },
    ],
    [
      'a bump in the working copy: the last committed release',
      {
        history: [
          { commit: 'c2', version: '1.0.0' },
          { commit: 'c1', version: '1.0.0' },
        ],
        current: '2.0.0',
        want: 'c2',
      },
    ],
    ['no history', { history: [], current: '1.0.0', want: undefined }],
  ];
  it.each(cases)('%s', (_name, { history, current, want }) => {
    expect(chooseBaseline(history, current)).toBe(want);
  });

  it('reads info.version from the YAML', () => {
    expect(specVersion('openapi: 3.1.0\ninfo:\n  title: x\n  version: 1.2.3\n')).toBe('1.2.3');
    expect(specVersion('openapi: 3.1.0\n')).toBeUndefined();
  });

  it('walks a real git history', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paisa-baseline-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
    const commit = (version: string) => {
      writeFileSync(path.join(dir, 'spec/openapi.yaml'), `openapi: 3.1.0\ninfo:\n  title: t\n  version: ${version}\npaths: {}\n`);
      git('add', 'spec/openapi.yaml');
      git('commit', '-q', '-m', version);
      return git('rev-parse', 'HEAD');
    };
    try {
      git('init', '-q');
      mkdirSync(path.join(dir, 'spec'));
      const first = commit('1.0.0');
      expect(releaseBaseline(dir, 'spec/openapi.yaml')).toBe(first);
      const lastOfOne = commit('1.1.0');
      commit('2.0.0');
      expect(releaseBaseline(dir, 'spec/openapi.yaml')).toBe(lastOfOne);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
