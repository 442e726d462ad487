/**
 * The runtime the generated code needs, emitted beside it (`--runtime beside`, the default of
 * `paisa-generate`): runtime/{server,client,validators}/*.ts copied under `<out>/runtime/`, each
 * with the generated banner, and the output's `paisa/runtime/<part>` imports rewritten to
 * relative paths. The output then compiles in any project that installs the runtime's few
 * packages (ajv, ajv-formats, busboy, qs, and for TypeScript @types/busboy and @types/qs); inside this repository generated/ keeps importing
 * `paisa/runtime/*` (`--runtime package`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { banner, withSource } from './emit/banner.js';
import type { GeneratedFile } from './model/types.js';
import { REPO } from './repo.js';

const PARTS = ['client', 'server', 'validators'] as const;

/** `files` importing the runtime beside them, and the runtime's files; `source` is the spec path the banners name. */
export function withRuntimeBeside(files: GeneratedFile[], source: string): GeneratedFile[] {
  const runtime: GeneratedFile[] = [];
  for (const part of PARTS) {
    const dir = path.join(REPO, 'runtime', part);
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.ts'))
      .sort()) {
      runtime.push({ path: `runtime/${part}/${name}`, contents: withSource(banner('x.ts'), source) + readFileSync(path.join(dir, name), 'utf8') });
    }
  }
  const rewritten = files.map((file) => ({
    path: file.path,
    contents: file.contents.replace(/(['"])paisa\/runtime\/(client|server|validators)\1/g, (_whole, quote: string, part: string) => {
      let relative = path.posix.relative(path.posix.dirname(file.path), `runtime/${part}/index.js`);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${quote}${relative}${quote}`;
    }),
  }));
  return [...rewritten, ...runtime];
}
