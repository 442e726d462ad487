/**
 * Generated TypeScript formatted with the project's formatter (Biome, with biome.json's
 * formatter settings), so generated files read like the rest of the repository and a
 * one-field spec change is a small diff. One Biome process formats every file in a temporary folder; this is the
 * generator's only I/O besides reading the spec and writing generated/.
 *
 * A formatter leaves comments as written, and the spec's descriptions arrive as one long doc
 * comment line each, so those are wrapped first. ajv's standalone JavaScript is not formatted
 * here: it is emitted with line breaks of its own (emit/break-lines.ts), and formatting it
 * would double its size.
 *
 * Plain JavaScript, typed by format.d.mts: the types worker (emit/openapi-ts-worker.mjs), which
 * runs without a TypeScript loader, formats the types file with it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
// bundled into the generator (bundle/run.mjs, and the @paisa/generator package of bundle/packages.mjs), so nothing reads it at run time
import biomeConfig from '../biome.json' with { type: 'json' };
import { cacheGet, cacheKey, cacheSet } from './cache.mjs';

const WIDTH = 160;

/** `biome.json`'s formatter settings, for a folder outside the repository. */
function formatterConfig() {
  const project = biomeConfig;
  return JSON.stringify({
    vcs: { enabled: false },
    files: { maxSize: 64 << 20 },
    formatter: project.formatter ?? {},
    javascript: { formatter: project.javascript?.formatter ?? {} },
    linter: { enabled: false },
    assist: { enabled: false },
  });
}

/** Doc comment lines (`/** text`, ` * text`) longer than `width`, wrapped at spaces under the same ` * `. */
export function wrapComments(code, width = WIDTH) {
  const out = [];
  for (const line of code.split('\n')) {
    const match = line.length <= width ? null : /^(\s*)(\/\*\*|\*)( +)(\S.*)$/.exec(line);
    if (!match) {
      out.push(line);
      continue;
    }
    const [, indent, mark, gap, text] = match;
    const lead = mark === '*' ? `${indent}*${gap}` : `${indent}/**${gap}`;
    const more = `${indent}${mark === '*' ? '' : ' '}*${gap}`;
    let current = lead;
    let empty = true;
    for (const word of text.split(' ')) {
      if (!empty && current.length + 1 + word.length > width) {
        out.push(current);
        current = more;
        empty = true;
      }
      current += empty ? word : ` ${word}`;
      empty = false;
    }
    out.push(current);
  }
  return out.join('\n');
}

/**
 * Biome's own binary for this platform, the one @biomejs/biome's `bin/biome` script would pick
 * (its optional dependency `@biomejs/cli-<platform>-<arch>[-musl]`), run directly: through the
 * script, each run also starts a Node process and runs `ldd --version`. The script when the
 * binary is not found or BIOME_BINARY names another. Worked out once per process (a run
 * formats each emitter's files apart).
 */
let command;
function biomeCommand() {
  command ??= findBiome();
  return command;
}

function findBiome() {
  const require = createRequire(import.meta.url);
  const script = require.resolve('@biomejs/biome/bin/biome');
  if (process.env.BIOME_BINARY) return [process.execPath, script];
  const resolve = (musl) => {
    try {
      return createRequire(script).resolve(
        `@biomejs/cli-${process.platform}-${process.arch}${musl ? '-musl' : ''}/biome${process.platform === 'win32' ? '.exe' : ''}`,
      );
    } catch {
      return undefined;
    }
  };
  const glibc = resolve(false);
  const musl = process.platform === 'linux' ? resolve(true) : undefined;
  // Both installed: a Linux without glibc is musl (Node's own report says which C library it
  // runs on; the report takes a tenth of a second, so it is asked only then).
  const report = glibc && musl ? process.report?.getReport() : undefined;
  const binary = glibc && musl ? (report?.header?.glibcVersionRuntime ? glibc : musl) : (glibc ?? musl);
  return binary ? [binary] : [process.execPath, script];
}

/** Runs Biome in `cwd`, so it reads that folder's biome.json and nothing of the repository's. */
function biome(cwd, args) {
  const [command, ...first] = biomeCommand();
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...first, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`biome format failed (${code}): ${stderr.slice(0, 2000)}`))));
  });
}

/**
 * The files with their `.ts` contents formatted; other files, and files marked `formatted`
 * (emit/types.ts: the types worker formatted them), as they are. A file formatted before with
 * the same text is read back from the cache (cache.mjs), when the run has one.
 */
export async function formatGenerated(files) {
  const formatted = new Map();
  const typescript = [];
  for (const file of files) {
    if (!file.path.endsWith('.ts') || file.formatted) continue;
    const key = cacheKey('format', file.path, file.contents);
    const kept = cacheGet(key);
    if (kept !== undefined) formatted.set(file.path, kept);
    else typescript.push({ ...file, key });
  }
  if (typescript.length === 0) return files.map((f) => (formatted.has(f.path) ? { path: f.path, contents: formatted.get(f.path) } : f));
  // written and Biome started before this returns, not over several turns of the event loop: the
  // validators' compile, which holds the main thread for a second or more, often starts meanwhile,
  // and the server's and client's files then waited for its end before Biome was started at all
  const dir = mkdtempSync(path.join(tmpdir(), 'paisa-format-'));
  try {
    writeFileSync(path.join(dir, 'biome.json'), formatterConfig());
    for (const file of typescript) {
      const target = path.join(dir, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, wrapComments(file.contents));
    }
    await biome(dir, ['format', '--write', '--no-errors-on-unmatched', '.']);
    for (const file of typescript) {
      const text = await readFile(path.join(dir, file.path), 'utf8');
      formatted.set(file.path, text);
      cacheSet(file.key, text);
    }
    return files.map((f) => (formatted.has(f.path) ? { path: f.path, contents: formatted.get(f.path) ?? f.contents } : f));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
