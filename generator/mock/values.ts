/**
 * Values valid against a schema: the document's examples first, else made by json-schema-faker
 * (https://github.com/json-schema-faker/json-schema-faker: JSON Schema 2020-12, a seeded PRNG,
 * regex patterns, formats), each checked with the document's own validator; a value the
 * validator refuses is never answered. `writeOnly` properties are taken out of every value
 * first (OpenAPI 3.1 section 4.8.24: "SHOULD NOT be sent as part of the response").
 */
import { createHash } from 'node:crypto';
import { generateSync } from 'json-schema-faker';
import type { ValidateFn } from '../../runtime/validators/validation-error.js';
import { componentName, isRecord } from '../model/refs.js';
import type { JsonSchema } from '../model/types.js';

/** Tries of the generator before a schema is called not mockable: each a seed of its own, the first half filling optional properties. */
export const GENERATION_TRIES = 12;

export interface ValueMaker {
  /** A value `validate` accepts: an example (writeOnly taken out) or a generated one; undefined when none in bounded tries. */
  valid(schema: JsonSchema, validate: ValidateFn, examples: readonly unknown[], seedKey: string): { value: unknown } | undefined;
  /** A generated value, unchecked (the caller checks it), for seed `seedKey`. */
  generate(schema: JsonSchema, seedKey: string, fillOptionals?: boolean): unknown;
  /** `value` without the properties its schema marks writeOnly. */
  withoutWriteOnly(value: unknown, schema: JsonSchema): unknown;
}

export function valueMaker(components: Record<string, JsonSchema>, seed: number): ValueMaker {
  const resolve = (ref: string) => {
    const name = ref.startsWith('#/components/schemas/')
      ? decodeURIComponent(ref.slice('#/components/schemas/'.length)).replace(/~1/g, '/').replace(/~0/g, '~')
      : '';
    const schema = components[name];
    if (!schema) throw new Error(`no schema at ${ref}`);
    return schema;
  };
  const seedOf = (key: string) => createHash('sha256').update(`${seed} ${key}`).digest().readUInt32LE(0) || 1;
  const generate = (schema: JsonSchema, seedKey: string, fillOptionals = true): unknown =>
    generateSync(schema as Parameters<typeof generateSync>[0], {
      seed: seedOf(seedKey),
      refResolver: resolve,
      alwaysFakeOptionals: fillOptionals,
      optionalsProbability: fillOptionals ? 1 : 0.3,
      useExamplesValue: true,
      maxDefaultItems: 2,
      maxDepth: 12,
      refDepthMax: 3,
      failOnInvalidTypes: false,
    });
  const withoutWriteOnly = (value: unknown, schema: JsonSchema) => strip(value, schema, components, 0);
  return {
    generate,
    withoutWriteOnly,
    valid(schema, validate, examples, seedKey) {
      for (const example of examples) {
        const value = withoutWriteOnly(structuredClone(example), schema);
        if (validate(value)) return { value };
      }
      for (let i = 0; i < GENERATION_TRIES; i++) {
        let value: unknown;
        try {
          value = withoutWriteOnly(generate(schema, `${seedKey} ${i}`, i < GENERATION_TRIES / 2), schema);
        } catch {
          // the generator gives up on some schemas (a `false` schema, conflicting keywords): the next seed, then not mockable
          continue;
        }
        if (validate(value)) return { value };
      }
      return undefined;
    },
  };
}

/** Walks `value` beside `schema` (component refs, `allOf`/`anyOf`/`oneOf`, properties, items) and drops writeOnly properties. */
function strip(value: unknown, schema: unknown, components: Record<string, JsonSchema>, depth: number): unknown {
  if (!isRecord(schema) || depth > 32 || value === null || typeof value !== 'object') return value;
  const name = componentName(schema);
  if (name && components[name]) value = strip(value, components[name], components, depth + 1);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members)) for (const member of members) value = strip(value, member, components, depth + 1);
  }
  if (Array.isArray(value)) {
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
    return value.map((item, i) => strip(item, i < prefix.length ? prefix[i] : schema.items, components, depth + 1));
  }
  const record = value as Record<string, unknown>;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const key of Object.keys(record)) {
    const property = properties[key] ?? schema.additionalProperties;
    if (isWriteOnly(property, components)) delete record[key];
    else record[key] = strip(record[key], property, components, depth + 1);
  }
  return record;
}

function isWriteOnly(schema: unknown, components: Record<string, JsonSchema>): boolean {
  if (!isRecord(schema)) return false;
  if (schema.writeOnly === true) return true;
  const name = componentName(schema);
  return name !== undefined && components[name]?.writeOnly === true;
}
