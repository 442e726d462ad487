/**
 * Reading the spec: the only place the generator touches the file system on the way in
 * (model/ and emit/ are pure). The `openapi` version is read first; a split document is
 * bundled (bundle.ts: component names kept, so `$ref: '#/components/schemas/X'` survive and
 * emitters name types after them); the bundled document is checked against the OpenAPI schema
 * of its version (3.1: openapi-schema.ts; 3.0: swagger-parser's) and by swagger-parser's
 * semantic checks, on a clone because swagger-parser dereferences what it validates.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { CORE_SCHEMA, YAMLException, load as yamlLoad } from 'js-yaml';
import { BundleError, bundle, needsBundling, pointerRefs } from './bundle.js';
import type { JsonSchema } from './model/types.js';
import { checkOpenApi31 } from './openapi-schema.js';

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

/** Reads and bundles `file`, without checkSpec's checks (generate.ts runs them beside the emitters). Throws SpecError. */
export async function readSpec(file: string): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SpecError(file, undefined, `cannot read the spec (${(error as Error).message})`);
  }
  return readSpecText(text, file);
}

/** Same as readSpec, for text already in memory. */
export function readSpecText(text: string, file: string): LoadedSpec {
  const parsed = parseYaml(text, file);
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
    return { file, doc: bundle(pointerRefs(parsed), file, readDocument) };
  } catch (error) {
    if (error instanceof BundleError) throw new SpecError(file, error.pointer || undefined, error.reason);
    throw error;
  }
}

/**
 * Checks a read spec against the OpenAPI schema of its version and by swagger-parser's semantic
 * checks, on a clone (swagger-parser dereferences what it validates). Throws SpecError.
 */
export async function checkSpec({ file, doc }: LoadedSpec): Promise<void> {
  const version = String(doc.openapi);
  try {
    await SwaggerParser.validate(path.resolve(file), structuredClone(doc) as never, {});
  } catch (error) {
    // swagger-parser's bundled 3.1 schema refuses some valid documents (openapi-schema.ts): a 3.1
    // schema refusal is decided by the corrected schema, then its semantic checks run alone
    const schemaRefusal = Array.isArray((error as { details?: unknown }).details);
    if (!version.startsWith('3.1') || !schemaRefusal) throw toSpecError(error, file, doc);
    const problem = checkOpenApi31(doc);
    if (problem) throw new SpecError(file, problem.pointer || undefined, problem.reason);
    try {
      await SwaggerParser.validate(path.resolve(file), structuredClone(doc) as never, { validate: { schema: false, spec: true } });
    } catch (semantic) {
      throw toSpecError(semantic, file, doc);
    }
  }
}

/** A file of a split document: YAML or JSON (JSON is YAML 1.2). */
function readDocument(absolutePath: string): unknown {
  return parseYaml(readFileSync(absolutePath, 'utf8'), absolutePath);
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
export function parseYaml(text: string, file: string): JsonSchema {
  let value: unknown = JSON_START.test(text) ? parseJson(text) : undefined;
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
  return value as JsonSchema;
}

interface AjvLikeDetail {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Maps swagger-parser's errors (schema validation details, missing `$ref` targets) to SpecError. */
function toSpecError(error: unknown, file: string, doc: JsonSchema): SpecError {
  if (error instanceof SpecError) return error;
  const e = error as { message?: string; details?: AjvLikeDetail[]; targetRef?: string };
  const detail = e.details?.[0];
  if (detail) {
    const extra = detail.params?.unevaluatedProperty ?? detail.params?.additionalProperty;
    const reason = `${detail.message ?? 'is invalid'}${extra !== undefined ? ` (${String(extra)})` : ''}`;
    return new SpecError(file, detail.instancePath || undefined, reason);
  }
  const message = (e.message ?? String(error)).split('\n')[0].replace(/\s+$/, '');
  // A missing pointer names the target, not the place: point at the first `$ref` to it.
  const where = e.targetRef ? findRef(doc, e.targetRef, '') : undefined;
  return new SpecError(file, where, message);
}

function findRef(node: unknown, target: string, at: string): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (record.$ref === target) return at;
  for (const [key, value] of Object.entries(record)) {
    const found = findRef(value, target, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
