/**
 * OpenAPI 3.0 schemas read with their 3.0 meaning, rewritten to the JSON Schema 2020-12 the
 * rest of the generator speaks (OpenAPI 3.1 adopted it: https://spec.openapis.org/oas/v3.1.0#schema-object,
 * and the 3.0 -> 3.1 migration notes: https://www.openapis.org/blog/2021/02/16/migrating-from-openapi-3-0-to-3-1-0).
 *
 * - `nullable: true` -> `null` joins `type` (and `enum`, when there is one); beside a `$ref`
 *   or a composition it becomes `anyOf: [<schema>, {type: 'null'}]`.
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0, JSON Schema draft 4) -> the numeric
 *   2020-12 keyword holding `minimum`/`maximum`.
 * - `example` stays an annotation (the validators ignore it; the corpus tests read it).
 * - a 3.1 schema declaring draft 4 to 7 with its own `$schema` is read the same way, and its
 *   tuple `items` array and `additionalItems` become `prefixItems` and `items`, its
 *   `dependencies` `dependentRequired` and `dependentSchemas`
 *   (https://json-schema.org/draft/2020-12/release-notes).
 *
 * Pure: the document is not mutated; what is rewritten comes back as new objects
 * (upgradeOldDraftSchemas shares what it leaves alone).
 */
import { isRecord } from './refs.js';
import { SCHEMA_MAPS as KEYWORD_MAPS, SCHEMA_LISTS, SCHEMA_ONE } from './schema-keywords.js';
import type { JsonSchema } from './types.js';

/** `3.0.x` documents need the rewrite; 3.1 documents already speak 2020-12 unless `jsonSchemaDialect` names an older draft. */
export function isOpenApi30(doc: JsonSchema): boolean {
  if (typeof doc.openapi === 'string' && /^3\.0\./.test(doc.openapi)) return true;
  return typeof doc.jsonSchemaDialect === 'string' && OLD_DRAFT.test(doc.jsonSchemaDialect);
}

/** JSON Schema drafts 4 to 7: boolean `exclusiveMinimum` (draft 4) and no `null` in `nullable`'s place. */
const OLD_DRAFT = /json-schema\.org\/draft-0[4-7]\//;

/**
 * A 3.1 document's schemas that declare an older draft with their own `$schema`
 * (OpenAPI 3.1 section 4.8.24.1.2): each is read with that draft's meaning, as upgradeSchema does.
 */
export function upgradeOldDraftSchemas(node: unknown): unknown {
  if (Array.isArray(node)) {
    let out: unknown[] | undefined;
    for (const [i, value] of node.entries()) {
      const upgraded = upgradeOldDraftSchemas(value);
      if (upgraded === value) continue;
      out ??= [...node];
      out[i] = upgraded;
    }
    return out ?? node;
  }
  if (!isRecord(node)) return node;
  if (typeof node.$schema === 'string' && OLD_DRAFT.test(node.$schema)) return upgradeSchema(node);
  // copied only on the way to an upgraded schema: a document without one comes back as it is (copying all of ours took some 40 ms)
  let out: JsonSchema | undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    const upgraded = upgradeOldDraftSchemas(value);
    if (upgraded === value) continue;
    out ??= { ...node };
    out[key] = upgraded;
  }
  return out ?? node;
}

/** 2020-12's maps of subschemas, and draft 4's `definitions`, which a 3.0 document may still hold. */
const SCHEMA_MAPS = new Set([...KEYWORD_MAPS, 'definitions']);
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** One 3.0 Schema Object (and everything under it) as 2020-12. */
export function upgradeSchema(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  let out: JsonSchema = {};
  const tuple = Array.isArray(schema.items);
  for (const [key, value] of Object.entries(schema)) {
    if (DATA.has(key) || key.startsWith('x-')) out[key] = value;
    // drafts 4-7: `items: [...]` is a tuple (2020-12 `prefixItems`), `additionalItems` what follows it (2020-12 `items`), ignored without a tuple
    else if (key === 'items' && tuple) out.prefixItems = (value as unknown[]).map(upgradeSchema);
    else if (key === 'additionalItems') {
      if (tuple) out.items = upgradeSchema(value);
    }
    // drafts 4-7: `dependencies` holds both what 2020-12 splits into `dependentRequired` (a list of names) and `dependentSchemas`
    else if (key === 'dependencies' && isRecord(value)) {
      for (const [name, dependency] of Object.entries(value)) {
        const into = Array.isArray(dependency) ? 'dependentRequired' : 'dependentSchemas';
        out[into] = { ...(out[into] as JsonSchema | undefined), [name]: Array.isArray(dependency) ? dependency : upgradeSchema(dependency) };
      }
    } else if (SCHEMA_MAPS.has(key) && isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, upgradeSchema(v)]));
    else if (SCHEMA_ONE.has(key)) out[key] = upgradeSchema(value);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(upgradeSchema);
    else out[key] = value;
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    const { [flag]: exclusive, [bound]: limit, ...rest } = out;
    out = exclusive && typeof limit === 'number' ? { ...rest, [flag]: limit } : typeof limit === 'number' ? { ...rest, [bound]: limit } : rest;
  }
  // 3.0 ignores every member beside a `$ref` (3.0.3 section 4.7.23, Reference Object: "any properties
  // added SHALL be ignored"); the generator keeps those widely written with a meaning (`nullable`,
  // `description`), but drops a `type` that names no JSON type, which no 2020-12 schema may hold
  // (Cloudmersive's `type: application/json` beside a `$ref`; openapi-schema.ts warns of it)
  if (typeof out.$ref === 'string' && 'type' in out && !isJsonType(out.type)) {
    const { type: _ignored, ...rest } = out;
    out = rest;
  }
  if ('nullable' in out) {
    const { nullable, ...rest } = out;
    out = nullable === true ? withNull(rest) : rest;
  }
  return out;
}

const JSON_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

/** Whether a `type` names JSON types only: one, or a list of them. */
export function isJsonType(type: unknown): boolean {
  return typeof type === 'string' ? JSON_TYPES.has(type) : Array.isArray(type) && type.every((t) => typeof t === 'string' && JSON_TYPES.has(t));
}

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && schema.$ref === undefined && !schema.allOf && !schema.anyOf && !schema.oneOf) {
    const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  if (schema.type === undefined && schema.$ref === undefined && !schema.allOf && !schema.anyOf && !schema.oneOf && !schema.enum) return schema;
  // 3.0: `nullable` beside a composition or a ref (a sibling 3.0 ignores, widely written anyway).
  const { description, title, default: dflt, example, ...inner } = schema;
  const annotations = Object.fromEntries(Object.entries({ description, title, default: dflt, example }).filter(([, v]) => v !== undefined));
  return { ...annotations, anyOf: [inner, { type: 'null' }] };
}

/**
 * Every Schema Object of a 3.0 document upgraded: wherever the document has a `schema` (a
 * parameter, a media type, a header) or `components.schemas`. Examples and extensions are
 * data and are copied as they are.
 */
export function upgradeDocument(doc: JsonSchema): JsonSchema {
  return walk(doc, []) as JsonSchema;
}

function walk(node: unknown, at: string[]): unknown {
  if (Array.isArray(node)) return node.map((v) => walk(v, at));
  if (!isRecord(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) out[key] = value;
    else if (key === 'schema' && isRecord(value)) out[key] = upgradeSchema(value);
    else if (key === 'schemas' && at.length === 1 && at[0] === 'components' && isRecord(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, upgradeSchema(v)]));
    else out[key] = walk(value, [...at, key]);
  }
  return out;
}
