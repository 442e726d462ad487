/**
 * Reading the spec: the only place the generator touches the file system on the way in
 * (model/ and emit/ are pure). The `openapi` version is read first; a split document is
 * bundled (bundle.ts: component names kept, so `$ref: '#/components/schemas/X'` survive and
 * emitters name types after them); the bundled document is checked against the OpenAPI schema
 * of its version (openapi-schema.ts) and every `$ref` in it must name a place in it.
 *
 * These are the checks @apidevtools/swagger-parser's `validate` made here before (for OpenAPI 3
 * documents its `validate.spec` checks nothing: lib/validators/spec.js returns at once). Its
 * `validate` dereferenced a copy of the whole document and compiled the schema at every run: a
 * sixth of a generation's CPU on our spec. `npm run lint:spec` still runs swagger-parser itself.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CORE_SCHEMA, YAMLException, load as yamlLoad } from 'js-yaml';
import { BundleError, bundle, keptRef, needsBundling, pointerRefs } from './bundle.js';
import { cacheGet, cacheKey, cacheSet } from './cache.mjs';
import { isRecord, pointerToken, resolvePointer } from './model/refs.js';
import type { JsonSchema } from './model/types.js';
import { checkOpenApiSchema, checkSchemaObjects, type SchemaProblem } from './openapi-schema.js';
import { schemaObjects } from './schema-objects.js';

/** A spec that cannot be generated from: file, JSON pointer (when known) and reason. */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string | undefined,
    readonly reason: string,
  ) {
    super(`${file}${pointer ? `#${pointer}` : ''}: ${reason}`);
    this.name = 'SpecError';
  }
}

export interface LoadedSpec {
  /** The spec path as given (relative paths stay relative: no absolute paths in output). */
  file: string;
  /** The bundled document: external files inlined, internal `$ref`s kept. */
  doc: JsonSchema;
}

/** Reads, validates and bundles `file`. Throws SpecError; never writes anything. */
export async function loadSpec(file: string): Promise<LoadedSpec> {
  const spec = await readSpec(file);
  await checkSpec(spec);
  return spec;
}

/** Same as loadSpec, for text already in memory (the bench and tests use it). */
export async function parseSpec(text: string, file: string): Promise<LoadedSpec> {
  const spec = readSpecText(text, file);
  await checkSpec(spec);
  return spec;
}

/**
 * What a caller hears while the spec is read: `unseen`, each file (YAML) whose text the cache did
 * not hold, parsed, as soon as it is read (cli.ts starts the types worker then, when such a file
 * changes what openapi-typescript reads).
 */
export interface ReadHooks {
  unseen?: (parsed: JsonSchema) => void;
}

/** Reads and bundles `file`, without checkSpec's checks (generate.ts runs them beside the emitters). Throws SpecError. */
export async function readSpec(file: string, hooks: ReadHooks = {}): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SpecError(file, undefined, `cannot read the spec (${(error as Error).message})`);
  }
  const read = [path.resolve(file)];
  const spec = readSpecText(text, file, hooks, read);
  if (hooks.unseen) rememberFiles(file, read);
  return spec;
}

/** A file of the spec as the last run found it: its absolute path, modification time and size. */
type FileMark = [string, number, number];

const filesKey = (file: string) => cacheKey('spec-files', path.resolve(file));

function marks(files: readonly string[]): FileMark[] {
  return files.flatMap((at): FileMark[] => {
    try {
      const { mtimeMs, size } = statSync(at);
      return [[at, mtimeMs, size]];
    } catch {
      return [];
    }
  });
}

/** Keeps which files the spec was read from, with their times and sizes, for foreseeUnseen's next run. */
function rememberFiles(file: string, read: readonly string[]): void {
  const key = filesKey(file);
  const text = JSON.stringify(marks([...new Set(read)]));
  if (cacheGet(key) !== text) cacheSet(key, text);
}

/**
 * A head start for ReadHooks.unseen, before the spec is read: each file the last run read
 * from (readSpec keeps them in the cache) whose time or size has changed since is parsed now
 * (parseYaml, which keeps it in the cache for readSpec and calls `unseen` when its text is new).
 * cli.ts calls it first thing, so that the types worker starts while the generator's modules
 * load, not when readSpec reaches the edited file. Only a head start: a file it misses, or one
 * it cannot read, is found by readSpec as before.
 */
export function foreseeUnseen(file: string, hooks: ReadHooks): void {
  const kept = cacheGet(filesKey(file));
  if (kept === undefined || !hooks.unseen) return;
  const was = new Map((JSON.parse(kept) as FileMark[]).map(([at, mtimeMs, size]) => [at, `${mtimeMs} ${size}`]));
  for (const [at, mtimeMs, size] of marks([...was.keys()])) {
    if (was.get(at) === `${mtimeMs} ${size}`) continue;
    try {
      readDocument(at, hooks);
    } catch {
      // readSpec says what is wrong with it, with its place
    }
  }
}

/** Same as readSpec, for text already in memory; `read` gets the absolute path of each other file read. */
export function readSpecText(text: string, file: string, hooks: ReadHooks = {}, read: string[] = []): LoadedSpec {
  const parsed = parseYaml(text, file, hooks);
  const version = typeof parsed.openapi === 'string' ? parsed.openapi : '';
  if (!/^3\.[01]\.\d+/.test(version))
    throw new SpecError(
      file,
      '/openapi',
      `OpenAPI 3.0.x and 3.1.x documents are read (this one says ${JSON.stringify(parsed.openapi ?? parsed.swagger ?? null)})`,
    );
  // Split documents (Redocly's layout): files beside the root, bundled with their component names kept
  if (!needsBundling(parsed)) return { file, doc: parsed };
  try {
    return {
      file,
      doc: bundle(pointerRefs(parsed), file, (absolutePath) => {
        read.push(absolutePath);
        return readDocument(absolutePath, hooks);
      }),
    };
  } catch (error) {
    if (error instanceof BundleError) throw new SpecError(file, error.pointer || undefined, error.reason);
    throw error;
  }
}

/**
 * Checks a read spec against the OpenAPI schema of its version, then that every `$ref` names a
 * place in the document, then that each Schema Object is a JSON Schema (openapi-schema.ts
 * checkSchemaObjects). Throws SpecError; answers what is not fatal (a `pattern` ECMAScript cannot
 * compile, left out of its validator), each with its place. Async as it was when swagger-parser made the checks.
 */
export async function checkSpec({ file, doc }: LoadedSpec): Promise<SchemaProblem[]> {
  const warnings: SchemaProblem[] = [];
  // the Schema Objects found once, for both checks that read them
  const objects = [...schemaObjects(doc)];
  const problem = await checkOpenApiSchema(doc, warnings, objects);
  if (problem) throw new SpecError(file, problem.pointer || undefined, problem.reason);
  const broken = brokenRef(doc);
  if (broken) throw new SpecError(file, broken.at || undefined, `$ref ${broken.ref}: no such place in the document`);
  const schema = await checkSchemaObjects(doc, warnings, objects);
  if (schema) throw new SpecError(file, schema.pointer || undefined, schema.reason);
  return warnings;
}

/**
 * The first `$ref` (depth first, in document order) that names no place in the bundled document,
 * where it is. After bundling every reference is a local JSON pointer (bundle.ts inlines other
 * files and rewrites `$id` and `$anchor` references), so anything else is broken too. The value
 * of an `example` is data, not a reference, and is not looked into. Each distinct target is
 * resolved once (our spec: some 9,000 `$ref`s to a few hundred places), and the pointer of a
 * place is only spelled out for the broken one. A `$ref` the bundle kept on purpose (one inside an
 * `x-` extension to a file that is not YAML or JSON: bundle.ts keptRef) is not a reference to check.
 */
function brokenRef(doc: JsonSchema): { ref: string; at: string } | undefined {
  const resolved = new Set<string>();
  const keys: (string | number)[] = [];
  const visit = (node: unknown, extension: boolean): string | undefined => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        keys.push(i);
        const found = visit(node[i], extension);
        if (found !== undefined) return found;
        keys.pop();
      }
      return undefined;
    }
    if (!isRecord(node)) return undefined;
    const ref = node.$ref;
    if (typeof ref === 'string' && !resolved.has(ref) && !(extension && keptRef(ref))) {
      if ((ref !== '#' && !ref.startsWith('#/')) || resolves(doc, ref) === false) return ref;
      resolved.add(ref);
    }
    for (const key in node) {
      if (key === 'example') continue;
      keys.push(key);
      const found = visit(node[key], extension || key.startsWith('x-'));
      if (found !== undefined) return found;
      keys.pop();
    }
    return undefined;
  };
  const ref = visit(doc, false);
  if (ref === undefined) return undefined;
  return { ref, at: keys.map((key) => `/${pointerToken(String(key))}`).join('') };
}

/** Whether a local JSON pointer names a place; false too for one whose escapes are malformed (`%ZZ`: RFC 6901 section 6 reads it as a URI fragment). */
function resolves(doc: JsonSchema, ref: string): boolean {
  try {
    return resolvePointer(doc, ref) !== undefined;
  } catch {
    return false;
  }
}

/** A file of a split document: YAML or JSON (JSON is YAML 1.2). */
function readDocument(absolutePath: string, hooks: ReadHooks): unknown {
  return parseYaml(readFileSync(absolutePath, 'utf8'), absolutePath, hooks);
}

const JSON_START = /^\s*\{/;

/**
 * A JSON document (JSON is YAML 1.2, and JSON.parse reads it some fifty times faster than a YAML
 * parser: 0.5 MB, star-trek.json of the corpus, in ~5 ms); undefined when it is not JSON, for the
 * YAML parser to read or to place the error. Unlike js-yaml, JSON.parse keeps the last of two
 * equal member names (RFC 8259 section 4: names SHOULD be unique).
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * js-yaml with the YAML 1.2 core schema (no timestamps: an unquoted date stays a string, as
 * JSON Schema expects): about a fifth of the `yaml` package's parse time on this spec, which
 * is most of a cold `npm run generate` after module loading (bench/generate.ts).
 */
export function parseYaml(text: string, file: string, hooks: ReadHooks = {}): JsonSchema {
  let value: unknown = JSON_START.test(text) ? parseJson(text) : undefined;
  // a YAML file read before, the same to the byte, is read back as JSON (cache.mjs): JSON.parse is
  // several times faster than js-yaml, and an edit of one file of a split document leaves the rest
  const key = value === undefined ? cacheKey('yaml', text) : undefined;
  const kept = cacheGet(key);
  if (kept !== undefined) value = JSON.parse(kept);
  try {
    value ??= yamlLoad(text, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // js-yaml marks are 0-based; editors count from 1
    const at = error.mark ? `line ${error.mark.line + 1} column ${error.mark.column + 1}: ` : '';
    throw new SpecError(file, undefined, `YAML ${at}${error.reason}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SpecError(file, undefined, 'the document is not a YAML mapping');
  }
  if (key !== undefined && kept === undefined) {
    const json = asJson(value);
    if (json !== undefined) cacheSet(key, json);
    hooks.unseen?.(value as JsonSchema);
  }
  return value as JsonSchema;
}

/** `value` as JSON, or undefined when JSON would change it: YAML's `.inf` and `.nan`, and `-0`, have no JSON form. */
function asJson(value: unknown): string | undefined {
  let exact = true;
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) exact = false;
    return v;
  });
  return exact ? json : undefined;
}
