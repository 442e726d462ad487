/**
 * `npm run spec:diff -- BASE_REF|--release-baseline [--spec spec/openapi.yaml]`: loads the spec at the
 * git ref (every file under the spec's folder, so `$ref`s to files beside it resolve) and the
 * working copy, builds both models, lists the breaking changes and the `info.version` verdict;
 * exits 1 when the changes are not allowed, 2 on a usage or load error.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSpec } from '../load.js';
import { buildModel } from '../model/index.js';
import type { ApiModel } from '../model/types.js';
import { releaseBaseline } from './baseline.js';
import { breakingChanges } from './diff.js';
import { verdictLine, versionVerdict } from './version.js';

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The model of `specFile` as committed at `ref` (its folder copied into a temp dir). */
export async function modelAtRef(ref: string, specFile: string, cwd: string): Promise<ApiModel> {
  const dir = path.dirname(specFile);
  const files = git(['ls-tree', '-r', '--name-only', ref, '--', dir === '.' ? specFile : dir], cwd)
    .split('\n')
    .filter(Boolean);
  if (!files.includes(specFile)) throw new Error(`${specFile} does not exist at ${ref}`);
  const temp = mkdtempSync(path.join(tmpdir(), 'paisa-spec-diff-'));
  try {
    for (const file of files) {
      const target = path.join(temp, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, execFileSync('git', ['show', `${ref}:${file}`], { cwd, maxBuffer: 64 * 1024 * 1024 }));
    }
    const { doc } = await loadSpec(path.join(temp, specFile));
    return buildModel(doc);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

export async function main(argv: string[], print: (line: string) => void = (l) => console.log(l), cwd = process.cwd()): Promise<number> {
  const args = [...argv];
  let specFile = 'spec/openapi.yaml';
  const at = args.indexOf('--spec');
  if (at !== -1) {
    specFile = args[at + 1] ?? specFile;
    args.splice(at, 2);
  }
  const release = args.indexOf('--release-baseline');
  if (release !== -1) {
    args.splice(release, 1);
    const baseline = releaseBaseline(cwd, specFile);
    if (!baseline) {
      print(`spec:diff: ${specFile} has no committed history to compare with`);
      return 2;
    }
    print(`release baseline: ${baseline.slice(0, 12)}`);
    args.push(baseline);
  }
  if (args.length !== 1) {
    print('usage: npm run spec:diff -- BASE_REF|--release-baseline [--spec spec/openapi.yaml]');
    return 2;
  }
  const ref = args[0];
  let base: ApiModel;
  let head: ApiModel;
  try {
    base = await modelAtRef(ref, specFile, cwd);
    head = buildModel((await loadSpec(path.join(cwd, specFile))).doc);
  } catch (error) {
    print(`spec:diff: ${(error as Error).message.split('\n')[0]}`);
    return 2;
  }
  const changes = breakingChanges(base, head);
  for (const c of changes) print(`BREAKING ${c.kind}: ${c.where}: ${c.detail}`);
  const verdict = versionVerdict(base.version, head.version, changes.length);
  print(verdictLine(changes.length, verdict));
  return verdict.allowed ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
