/**
 * The release baseline CI compares the spec with (`npm run spec:diff -- --release-baseline`):
 * the newest commit whose spec carried another `info.version` than the working copy (the
 * previous release), or, before the first bump, the spec's first commit. So every change made
 * under one version must be non-breaking, and a breaking one needs the major step that
 * version.ts asks for (spec `info.description`, Versioning: "The API stays backward compatible").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '../load.js';

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `info.version` of a spec text (only the YAML is parsed; no validation). */
export function specVersion(text: string): string | undefined {
  let doc: { info?: { version?: unknown } };
  try {
    doc = parseYaml(text, 'spec') as typeof doc;
  } catch {
    return undefined; // a commit whose spec does not parse has no version to compare
  }
  const version = doc.info?.version;
  return typeof version === 'string' ? version : undefined;
}

/**
 * Pure choice over the spec's history (newest first): the first commit whose version differs
 * from `current`; else the oldest commit. `undefined` when the spec has no history.
 */
export function chooseBaseline(history: readonly { commit: string; version: string | undefined }[], current: string | undefined): string | undefined {
  const previousRelease = history.find((h) => h.version !== current);
  return previousRelease?.commit ?? history.at(-1)?.commit;
}

export function releaseBaseline(cwd: string, specFile: string): string | undefined {
  const commits = git(['log', '--format=%H', '--', specFile], cwd).split('\n').filter(Boolean);
  const current = specVersion(readFileSync(path.join(cwd, specFile), 'utf8'));
  const history = commits.map((commit) => ({ commit, version: specVersion(git(['show', `${commit}:${specFile}`], cwd)) }));
  return chooseBaseline(history, current);
}
