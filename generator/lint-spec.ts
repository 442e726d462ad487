/**
 * `npm run lint:spec`, first half: checks spec/openapi.yaml before Redocly lints it.
 *
 * 1. YAML syntax (line and column on error).
 * 2. @apidevtools/swagger-parser `validate`: the OpenAPI 3.1 document schema, and every `$ref`
 *    resolves.
 * 3. What swagger-parser does not check for 3.1: every schema (components, parameters, bodies,
 *    responses, headers, webhooks) is valid JSON Schema 2020-12, and operationIds are unique.
 *
 * On success it prints the counts (operations, schemas, webhooks, state machines); on failure
 * one `file#/json/pointer: reason` line per problem, and exits 1.
 *
 * @see https://spec.openapis.org/oas/v3.1.0#schema-object (dialect: JSON Schema 2020-12)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parseYaml, SpecError } from './load.js';
import { pointerToken } from './model/refs.js';
import { preparedSchemas } from './openapi-schemas/prepared.js';
import { schemaObjects } from './schema-objects.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document, walked by shape checks that test every level
type Doc = Record<string, any>;

/** RFC 6901 pointer from path segments. */
export function pointer(segments: Array<string | number>): string {
  return `/${segments.map((s) => pointerToken(String(s))).join('/')}`;
}

/** Counts of what the document holds, printed on success. */
export function summarize(doc: Doc): { operations: number; schemas: number; webhooks: number; machines: number } {
  let operations = 0;
  for (const item of Object.values<Doc>(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) if (item?.[m]) operations++;
  }
  const schemas = Object.values<Doc>(doc.components?.schemas ?? {});
  return {
    operations,
    schemas: schemas.length,
    webhooks: Object.keys(doc.webhooks ?? {}).length,
    machines: schemas.filter((s) => s && typeof s === 'object' && 'x-state-machine' in s).length,
  };
}

/** Problems swagger-parser leaves to others for 3.1 documents. */
export async function extraChecks(doc: Doc): Promise<string[]> {
  const { jsonSchema2020 } = await preparedSchemas();
  const problems: string[] = [];
  for (const [at, schema] of schemaObjects(doc)) {
    if (!jsonSchema2020(schema)) {
      for (const e of jsonSchema2020.errors ?? []) problems.push(`${pointer(at)}${e.instancePath}: not valid JSON Schema 2020-12: ${e.message}`);
    }
  }
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries<Doc>(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) {
      const id = item?.[m]?.operationId;
      if (typeof id !== 'string') continue;
      const here = pointer(['paths', path, m, 'operationId']);
      const first = seen.get(id);
      if (first) problems.push(`${here}: operationId "${id}" already used at ${first}`);
      else seen.set(id, here);
    }
  }
  return problems;
}

/** One line per swagger-parser problem: `file#/pointer: reason`. */
export function describeError(file: string, err: unknown): string[] {
  const e = err as { message?: string; details?: Array<{ instancePath?: string; message?: string; params?: unknown }>; path?: string[] };
  if (Array.isArray(e.details) && e.details.length > 0) {
    return e.details.map((d) => `${file}#${d.instancePath ?? ''}: ${d.message ?? 'invalid'}${d.params ? ` ${JSON.stringify(d.params)}` : ''}`);
  }
  if (Array.isArray(e.path)) return [`${file}#${pointer(e.path)}: ${e.message ?? String(err)}`];
  // Semantic errors (missing $ref target, undefined path parameter...) come as a message
  // that already names the location.
  return (e.message ?? String(err))
    .split('\n')
    .filter(Boolean)
    .map((line) => `${file}#: ${line.trim()}`);
}

function hasExternalRef(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  const ref = (node as Doc).$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) return true;
  return Object.values(node as Doc).some(hasExternalRef);
}

async function main(): Promise<number> {
  const file = process.argv[2] ?? 'spec/openapi.yaml';
  const path = resolve(file);
  let parsed: Doc;
  try {
    // the same parser as `npm run generate` (generator/load.ts), so both read one document
    parsed = parseYaml(readFileSync(path, 'utf8'), file) as Doc;
  } catch (err) {
    if (!(err instanceof SpecError)) throw err;
    console.error(err.message);
    return 1;
  }
  let api: Doc;
  try {
    api = (await SwaggerParser.validate(path)) as Doc;
    // the checks below read the whole document: a root whose paths and components are `$ref`s to
    // files beside it (Redocly's split layout) is bundled first, its refs kept
    if (hasExternalRef(parsed)) parsed = (await SwaggerParser.bundle(path)) as Doc;
  } catch (err) {
    for (const line of describeError(file, err)) console.error(line);
    return 1;
  }
  const problems = await extraChecks(parsed);
  if (problems.length > 0) {
    for (const p of problems) console.error(`${file}#${p}`);
    return 1;
  }
  const c = summarize(api);
  console.log(
    `${file}: valid OpenAPI ${api.openapi}: ${c.operations} operations, ${c.schemas} schemas, ` + `${c.webhooks} webhooks, ${c.machines} state machines`,
  );
  return 0;
}

process.exitCode = await main();
