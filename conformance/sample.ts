/**
 * A valid value for a schema node, for fields the examples leave out and for path ids the
 * runner cannot obtain from a live entity. Deterministic (no randomness); the caller checks
 * the result with SchemaChecker and gives up on the field when it does not validate.
 */
import { generateSync } from 'json-schema-faker';
import type { JsonSchema } from '../generator/model/types.js';
import { effective, isRecord, typesOf } from './schema-node.js';

/** `^inv_[0-9A-Za-z]{14}$` -> `inv` (spec/README.md: ids are prefix + 14 base62 characters). */
export function idPrefix(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string') return undefined;
  const m = /^\^([a-z]+)_\[0-9A-Za-z\]\{14\}\$$/.exec(pattern);
  return m ? m[1] : undefined;
}

export function sampleId(prefix: string, seed = 0): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let tail = '';
  for (let i = 0; i < 14; i++) tail += alphabet[(seed * 7 + i * 13 + 11) % alphabet.length];
  return `${prefix}_${tail}`;
}

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'conformance@example.com',
  uri: 'https://example.com/conformance',
  url: 'https://example.com/conformance',
  date: '2030-01-01',
  'date-time': '2030-01-01T00:00:00Z',
};

export function sampleValue(schema: unknown, schemas: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 8) return undefined;
  const node = withAllOf(effective(schema, schemas), schemas, depth);
  if (node.const !== undefined) return node.const;
  if (node.example !== undefined) return node.example;
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.enum) && node.enum.length) return node.enum.find((v) => v !== null) ?? node.enum[0];
  const first = [node.anyOf, node.oneOf].find(Array.isArray) as unknown[] | undefined;
  const types = typesOf(node).filter((t) => t !== 'null');
  if (!types.length && first?.length) return sampleValue(first[0], schemas, depth + 1);
  switch (types[0]) {
    case 'string':
      return sampleString(node);
    case 'integer':
    case 'number': {
      const min = typeof node.minimum === 'number' ? node.minimum : typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum + 1 : 1;
      const max = typeof node.maximum === 'number' ? node.maximum : Infinity;
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'array': {
      const n = typeof node.minItems === 'number' ? Math.max(node.minItems, 1) : 1;
      const item = sampleValue(node.items, schemas, depth + 1);
      return item === undefined ? [] : Array.from({ length: n }, () => structuredClone(item));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = isRecord(node.properties) ? node.properties : {};
      for (const name of Array.isArray(node.required) ? node.required : []) {
        const value = sampleValue(props[String(name)], schemas, depth + 1);
        if (value !== undefined) out[String(name)] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/**
 * A node with its `allOf` members' properties, `required` and `type` folded in (JSON Schema
 * 2020-12 section 10.2.1.1: a value must satisfy every member): readme-legacy's createCategory
 * body is `allOf: [category, {required: [title]}]`. The caller checks the sample, so a merge that
 * misses a member's other keywords costs a skipped case, not a false verdict.
 */
function withAllOf(node: JsonSchema, schemas: Record<string, JsonSchema>, depth: number): JsonSchema {
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...own } = node;
  const merged: JsonSchema = {
    ...own,
    properties: { ...(isRecord(own.properties) ? own.properties : {}) },
    required: Array.isArray(own.required) ? [...own.required] : [],
  };
  for (const raw of allOf) {
    const member = withAllOf(effective(raw, schemas), schemas, depth + 1);
    if (isRecord(member.properties)) Object.assign(merged.properties as JsonSchema, member.properties);
    if (Array.isArray(member.required)) (merged.required as unknown[]).push(...member.required);
    for (const [key, value] of Object.entries(member)) if (!(key in merged)) merged[key] = value;
  }
  return merged;
}

function sampleString(node: JsonSchema): string {
  const prefix = idPrefix(node.pattern);
  if (prefix) return sampleId(prefix);
  if (typeof node.format === 'string' && FORMAT_SAMPLES[node.format]) return FORMAT_SAMPLES[node.format];
  const min = typeof node.minLength === 'number' ? node.minLength : 1;
  const max = typeof node.maxLength === 'number' ? node.maxLength : 64;
  const plain = 'sample'.padEnd(Math.max(min, 1), 'x').slice(0, max);
  return typeof node.pattern === 'string' ? (matching(node.pattern, min, max) ?? plain) : plain;
}

/** A string of `pattern` (json-schema-faker's regex generation, a fixed seed), when one fits the lengths. */
function matching(pattern: string, minLength: number, maxLength: number): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  for (let seed = 1; seed <= 8; seed++) {
    try {
      const value = generateSync({ type: 'string', pattern, minLength, maxLength }, { seed });
      if (typeof value === 'string' && re.test(value) && value.length >= minLength && value.length <= maxLength) return value;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
