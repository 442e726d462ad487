/**
 * The project's configuration file, read by `paisa-generate` and `npm run generate` when it is
 * there (README.md, "Generating for your own API"): `paisa.config.json`, or `paisa.config.mjs`
 * whose default export is the same object (computed paths, comments), in the folder the command
 * runs in, or the file `--config` names. Like openapi-typescript's redocly.yaml `apis` and
 * orval's orval.config.ts, so that a team's `npm run generate` is one word.
 *
 * Each tool of the toolkit reads its own top-level section and ignores the others' (the
 * conformance runner and the mock may keep theirs beside it); the generator's is `generate`:
 *
 *   { "generate": { "spec": "openapi.yaml", "out": "src/api", "emit": ["types", "client"],
 *                   "runtime": "beside", "basePath": "/api", "cache": true } }
 *
 * Paths are relative to the file's folder. A flag on the command line wins over the file. An
 * option the generator does not know, or of the wrong type, is refused with its place
 * (`paisa.config.json#/generate/outDir: unknown option ...`): a misspelt option silently ignored
 * would generate somewhere else.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CONFIG_FILES = ['paisa.config.json', 'paisa.config.mjs'] as const;

/** The generator's options as the file gives them, paths resolved against its folder. */
export interface GenerateConfig {
  spec?: string;
  out?: string;
  emit?: string;
  runtime?: string;
  basePath?: string;
  cache?: boolean;
}

/** A configuration file the generator cannot use: `file#/pointer: reason`. */
export class ConfigError extends Error {
  constructor(file: string, pointer: string, reason: string) {
    super(`${file}${pointer ? `#${pointer}` : ''}: ${reason}`);
    this.name = 'ConfigError';
  }
}

/** Each option: its type, and whether it is a path (resolved against the file's folder). */
const OPTIONS: Record<keyof GenerateConfig, { type: 'string' | 'boolean' | 'list'; path?: true }> = {
  spec: { type: 'string', path: true },
  out: { type: 'string', path: true },
  emit: { type: 'list' },
  runtime: { type: 'string' },
  basePath: { type: 'string' },
  cache: { type: 'boolean' },
};

/**
 * The module URL of a `.mjs` configuration file as it is now: Node keeps a module imported once for
 * the life of the process, so a process that runs many times (the resident generator, `--watch`)
 * would keep reading the first version of an edited file; the query names its version.
 */
function versionedUrl(file: string): string {
  const { mtimeMs, size } = statSync(file);
  return `${pathToFileURL(file).href}?version=${mtimeMs}-${size}`;
}

/**
 * The `generate` section of the configuration file `explicit` names, or of the first of
 * CONFIG_FILES in `cwd`; undefined when there is none (or it has no `generate` section).
 * Throws ConfigError.
 */
export async function readConfig(cwd: string, explicit?: string): Promise<{ file: string; generate: GenerateConfig } | undefined> {
  const found = explicit !== undefined ? [explicit] : CONFIG_FILES.map((name) => path.join(cwd, name)).filter((file) => existsSync(file));
  if (found.length === 0) return undefined;
  if (found.length > 1) throw new ConfigError(shown(cwd, found[1]), '', `${CONFIG_FILES.join(' and ')} are both here: keep one`);
  const file = path.resolve(cwd, found[0]);
  const name = shown(cwd, file);
  let value: unknown;
  try {
    value = file.endsWith('.mjs') || file.endsWith('.js') ? (await import(versionedUrl(file))).default : JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(name, '', `cannot read it (${(error as Error).message.split('\n')[0]})`);
  }
  if (!isObject(value)) throw new ConfigError(name, '', 'must be an object (each tool reads its own section: "generate" for the generator)');
  if (value.generate === undefined) return undefined;
  if (!isObject(value.generate)) throw new ConfigError(name, '/generate', 'must be an object of options');
  const generate: GenerateConfig = {};
  for (const [key, option] of Object.entries(value.generate)) {
    const spec = OPTIONS[key as keyof GenerateConfig];
    if (!spec) throw new ConfigError(name, `/generate/${key}`, `unknown option (the options are ${Object.keys(OPTIONS).join(', ')})`);
    const list = spec.type === 'list' && Array.isArray(option) && option.every((v) => typeof v === 'string');
    if (!list && typeof option !== (spec.type === 'list' ? 'string' : spec.type))
      throw new ConfigError(name, `/generate/${key}`, `must be ${spec.type === 'list' ? 'a list of strings or a comma-separated string' : `a ${spec.type}`}`);
    const text = list ? (option as string[]).join(',') : option;
    (generate as Record<string, unknown>)[key] = spec.path ? path.resolve(path.dirname(file), text as string) : text;
  }
  return { file: name, generate };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A file as the user would write it: relative to the working folder when inside it. */
function shown(cwd: string, file: string): string {
  const relative = path.relative(cwd, path.resolve(cwd, file));
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
