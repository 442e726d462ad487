/**
 * The spec with one snippet of it replaced, for tests that change a line of the real spec: a
 * temp copy of spec/ (the root and every file beside it), with the snippet replaced in whichever
 * file holds it, at whatever indentation it sits there (a block moved from the root into a file
 * of its own sits less deep). `root` is the copy's root document.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTempDir } from './temp-dir.js';

export const SPEC_DIR = fileURLToPath(new URL('../../spec', import.meta.url));

/** `text`'s lines moved right by `delta` spaces (left when negative); undefined when a line cannot move left that far. */
function shifted(text: string, delta: number): string | undefined {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' || delta >= 0) out.push(line === '' ? line : ' '.repeat(delta) + line);
    else if (line.startsWith(' '.repeat(-delta))) out.push(line.slice(-delta));
    else return undefined;
  }
  return out.join('\n');
}

export interface SpecCopy {
  root: string;
  /** the file that held the snippet, relative to spec/ */
  file: string;
  cleanup(): void;
}

export function specWith(snippet: string, replacement: string): SpecCopy {
  const temp = makeTempDir('paisa-spec-');
  cpSync(SPEC_DIR, temp.path, { recursive: true });
  const files = readdirSync(temp.path, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ya?ml$/.test(f));
  for (const file of files) {
    const path = join(temp.path, file);
    const text = readFileSync(path, 'utf8');
    for (let delta = -12; delta <= 12; delta++) {
      const from = shifted(snippet, delta);
      const to = shifted(replacement, delta);
      if (from === undefined || to === undefined || !text.includes(from)) continue;
      writeFileSync(path, text.replace(from, to));
      return { root: join(temp.path, 'openapi.yaml'), file: relative(temp.path, path), cleanup: temp.cleanup };
    }
  }
  temp.cleanup();
  throw new Error(`specWith: no file of spec/ holds the snippet ${JSON.stringify(snippet.slice(0, 80))}`);
}
