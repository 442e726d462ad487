/**
 * The JSON Schemas the validators are compiled from: per operation an object schema for
 * path, query and header parameters, the body (strict, JSON) and the form body (coerced,
 * urlencoded or multipart), and one per JSON response (README.md, Using the generated packages).
 * Component refs are rewritten to the shared component document (`paisa#/...`) so each
 * component compiles once per ajv instance.
 */
import { isRecord } from '../model/refs.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_ONE } from '../model/schema-keywords.js';
import type { JsonSchema, OperationModel, ParameterModel } from '../model/types.js';
import { unicodePattern } from '../model/unicode-pattern.js';

/** `$id` of the one document holding every component schema. */
export const COMPONENTS_ID = 'paisa';
const LOCAL_REF = '#/components/schemas/';

export type Part = 'path' | 'query' | 'headers' | 'body' | 'bodyForm';
export const COERCED_PARTS: readonly Part[] = ['path', 'query', 'headers', 'bodyForm'];

export interface OperationSchemas {
  operationId: string;
  parts: Partial<Record<Part, JsonSchema>>;
  /** status -> schema, for every response with a JSON body. */
  responses: Record<string, JsonSchema>;
}

/** Annotations that change no validation result (2020-12 meta-data vocabulary, OpenAPI's own); x-* too. */
// `nullable` too: a 3.0 document's was rewritten already (model/openapi30.ts); in 3.1 it is no keyword
const ANNOTATIONS = new Set([
  '$schema',
  'title',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  'externalDocs',
  'xml',
  'discriminator',
  'nullable',
  // 2019-09's recursion keywords, which 2020-12 replaced by `$dynamicAnchor`/`$dynamicRef` and no
  // longer defines: unknown keywords, so annotations (2020-12 core 6.5); ajv would compile them with 2019-09's meaning
  '$recursiveAnchor',
  '$recursiveRef',
]);
/** A schema whose failure is worded from its own `description` (runtime/validators/validation-error.ts fallback). */
const WORDED_BY_DESCRIPTION = ['not', 'anyOf', 'oneOf', 'allOf', 'if', 'dependentSchemas', 'contains'];

/**
 * The schema ajv compiles: `#/components/schemas/X` -> `paisa#/components/schemas/X`, and
 * without the annotations (descriptions, examples, x-*) that only make the standalone code
 * bigger: `verbose: true` embeds every schema the errors point at. A description stays where a
 * failure is worded from it. Every `pattern` and `patternProperties` name is written as the `u`
 * flag ajv compiles it with reads it (model/unicode-pattern.ts); one that is no regular expression
 * there is left out (the generator warns, with its place: openapi-schema.ts), and so is the
 * `additionalProperties` beside such a `patternProperties` name, which would otherwise refuse the
 * properties that name was to admit.
 */
export function validatorSchema<T>(schema: T): T {
  if (!isRecord(schema)) return schema;
  const bounded = withoutNul(withNumericBounds(schema));
  if (bounded !== schema) return validatorSchema(bounded as T);
  const keepDescription = WORDED_BY_DESCRIPTION.some((k) => k in schema);
  let dropAdditional = false;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-') || (key === 'description' && !keepDescription)) continue;
    if (key === '$ref' && typeof child === 'string' && child.startsWith(LOCAL_REF)) out[key] = COMPONENTS_ID + child;
    else if (key === 'pattern') {
      // one that is no string is left out, as one ECMAScript cannot compile (openapi-schema.ts warns of both)
      const pattern = typeof child === 'string' ? unicodePattern(child) : undefined;
      if (pattern !== undefined) out[key] = pattern;
    } else if (key === 'patternProperties' && isRecord(child)) {
      const entries = Object.entries(child).map(([k, v]) => [unicodePattern(k), validatorSchema(v)] as const);
      out[key] = Object.fromEntries(entries.filter(([k]) => k !== undefined));
      if (entries.some(([k]) => k === undefined)) dropAdditional = true;
    } else if (SCHEMA_MAPS.has(key) && isRecord(child)) out[key] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, validatorSchema(v)]));
    else if (SCHEMA_ONE.has(key)) out[key] = validatorSchema(child);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(child)) out[key] = child.map(validatorSchema);
    else out[key] = child;
  }
  if (dropAdditional) delete out.additionalProperties;
  return out as T;
}

/** Every component as ajv compiles it (validatorSchema), by name. */
export function validatorSchemas(schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, validatorSchema(schema)]));
}

/**
 * Every number the validators accept is one the service can hold: an `integer` without its own
 * bounds is kept within the safe integers (Number.isSafeInteger: what a JavaScript number, a
 * SQLite INTEGER and a PostgreSQL bigint all represent exactly), a `number` within the finite
 * doubles. Without this, JSON's `1e400` (Infinity, which ajv counts as an integer) or a
 * `skip` of `1e21` reach SQL and fail there, or are stored as null.
 */
function withNumericBounds(schema: JsonSchema): JsonSchema {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const integer = types.includes('integer');
  if (!integer && !types.includes('number')) return schema;
  const limit = integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  const hasMax = schema.maximum !== undefined || schema.exclusiveMaximum !== undefined;
  const hasMin = schema.minimum !== undefined || schema.exclusiveMinimum !== undefined;
  if (hasMax && hasMin) return schema;
  return { ...schema, ...(hasMax ? {} : { maximum: limit }), ...(hasMin ? {} : { minimum: -limit }) };
}

/** Marks a string schema this file already gave the NUL rule. */
const NUL_FREE = '^(?![\\s\\S]*\\u0000)';

/**
 * No string the validators accept holds U+0000 (spec/README.md, Strings): PostgreSQL's text
 * cannot store it ("invalid byte sequence for encoding UTF8: 0x00"), SQLite and e-mail headers
 * cut at it, so it is refused at the edge on both engines alike (400, "The {field} format is
 * invalid."). A pattern the spec gives still has to match: a lookahead goes in front of it.
 */
function withoutNul(schema: JsonSchema): JsonSchema {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string') || schema.enum !== undefined || schema.const !== undefined || schema.format === 'binary') return schema;
  const pattern = typeof schema.pattern === 'string' ? unicodePattern(schema.pattern) : undefined;
  if (typeof pattern === 'string' && pattern.startsWith(NUL_FREE)) return schema;
  return { ...schema, pattern: typeof pattern === 'string' ? `${NUL_FREE}[\\s\\S]*?(?:${pattern})` : `${NUL_FREE}` };
}

export function operationSchemas(op: OperationModel, components: Record<string, JsonSchema>): OperationSchemas {
  const parts: Partial<Record<Part, JsonSchema>> = {};
  const path = paramsObject(op.pathParams);
  const query = paramsObject(op.queryParams);
  const headers = paramsObject(op.headerParams);
  if (path) parts.path = validatorSchema(path);
  if (query) parts.query = validatorSchema(query);
  if (headers) parts.headers = validatorSchema(headers);
  if (op.body) {
    // each media type validates with its own schema: the first non-form one (JSON) for `body`,
    // the first form one (urlencoded or multipart) for `bodyForm`
    const media = op.body.media;
    const isForm = (t: string) => t === 'application/x-www-form-urlencoded' || t === 'multipart/form-data';
    const plain = media.find((m) => !isForm(m.type));
    const form = media.find((m) => isForm(m.type));
    if (plain) parts.body = validatorSchema(plain.schema);
    if (form) parts.bodyForm = validatorSchema(withoutFileFields(form.schema, op.body.fileFields, components));
  }
  const responses: Record<string, JsonSchema> = {};
  for (const response of op.responses) if (response.schema) responses[response.status] = validatorSchema(response.schema);
  return { operationId: op.operationId, parts, responses };
}

/** An object schema over one location's parameters; undefined when there are none. */
function paramsObject(params: ParameterModel[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const properties: JsonSchema = {};
  for (const p of params) properties[p.name] = p.schema;
  const required = params.filter((p) => p.required).map((p) => p.name);
  // Unknown parameters are not an error: clients and proxies add their own.
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * Multipart: each file field's schema becomes `true` and leaves `required`; the server
 * checks the file part itself (its size and type are not JSON Schema's to say).
 */
function withoutFileFields(schema: JsonSchema, fileFields: string[], components: Record<string, JsonSchema>): JsonSchema {
  if (fileFields.length === 0) return schema;
  const ref = typeof schema.$ref === 'string' && schema.$ref.startsWith(LOCAL_REF) ? schema.$ref.slice(LOCAL_REF.length) : undefined;
  const target = ref ? components[ref] : schema;
  if (!isRecord(target) || !isRecord(target.properties)) return schema;
  const properties: JsonSchema = { ...target.properties };
  for (const name of fileFields) properties[name] = true;
  const required = Array.isArray(target.required) ? target.required.filter((name) => !fileFields.includes(String(name))) : undefined;
  return { ...target, properties, ...(required ? { required } : {}) };
}

/** A valid JS identifier for an export name: `createInvoice__response_200`. */
export function exportName(...parts: string[]): string {
  const name = parts.map((p) => p.replace(/[^A-Za-z0-9_$]/g, '_')).join('__');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}
