/**
 * Hand-written input checks for the zoo's servers: each server declares its fields as a small
 * table and refuses what its document calls invalid. They mirror JSON Schema 2020-12 as ajv reads
 * it (https://json-schema.org/draft/2020-12/json-schema-validation): string lengths in code points
 * (section 6.3.1), query strings coerced as ajv's `coerceTypes` does, formats by ajv-formats'
 * own `fullFormats`, the same functions a validator built from the document uses.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type FormatName, fullFormats } from 'ajv-formats/dist/formats.js';

export type Rule =
  | { type: 'string'; minLength?: number; maxLength?: number; enum?: readonly string[]; format?: FormatName; pattern?: RegExp; nullable?: boolean }
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number; exclusiveMinimum?: number; nullable?: boolean }
  | { type: 'array'; items: Rule; minItems?: number; maxItems?: number; uniqueItems?: boolean };

export interface ObjectRules {
  fields: Record<string, Rule>;
  required: readonly string[];
  /** `additionalProperties: false` */
  closed: boolean;
  /** properties the document allows in the request (readOnly ones) that the server ignores */
  ignored?: readonly string[];
}

/** What is wrong with an input: the field (a JSON pointer) and why. */
export interface Problem {
  pointer: string;
  reason: string;
}

export const codePoints = (s: string): number => [...s].length;

export function formatOk(name: FormatName, value: string): boolean {
  const format = fullFormats[name];
  if (format instanceof RegExp) return format.test(value);
  if (typeof format === 'function') return format(value);
  if (typeof format === 'object' && format !== null && 'validate' in format) {
    const validate = format.validate;
    return validate instanceof RegExp ? validate.test(value) : (validate as (s: string) => boolean)(value);
  }
  return true;
}

export function checkValue(value: unknown, rule: Rule, pointer: string): Problem | null {
  if (value === null) return rule.type !== 'array' && rule.nullable ? null : { pointer, reason: 'must not be null' };
  if (rule.type === 'string') {
    if (typeof value !== 'string') return { pointer, reason: 'must be a string' };
    const n = codePoints(value);
    if (rule.minLength !== undefined && n < rule.minLength) return { pointer, reason: `must be at least ${rule.minLength} characters` };
    if (rule.maxLength !== undefined && n > rule.maxLength) return { pointer, reason: `must be at most ${rule.maxLength} characters` };
    if (rule.enum && !rule.enum.includes(value)) return { pointer, reason: `must be one of ${rule.enum.join(', ')}` };
    if (rule.pattern && !rule.pattern.test(value)) return { pointer, reason: `must match ${rule.pattern.source}` };
    if (rule.format && !formatOk(rule.format, value)) return { pointer, reason: `must be a valid ${rule.format}` };
    return null;
  }
  if (rule.type === 'array') {
    if (!Array.isArray(value)) return { pointer, reason: 'must be an array' };
    if (rule.minItems !== undefined && value.length < rule.minItems) return { pointer, reason: `must have at least ${rule.minItems} items` };
    if (rule.maxItems !== undefined && value.length > rule.maxItems) return { pointer, reason: `must have at most ${rule.maxItems} items` };
    for (const [i, item] of value.entries()) {
      const problem = checkValue(item, rule.items, `${pointer}/${i}`);
      if (problem) return problem;
    }
    if (rule.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) return { pointer, reason: 'items must be unique' };
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return { pointer, reason: `must be a${rule.type === 'integer' ? 'n integer' : ' number'}` };
  if (rule.type === 'integer' && !Number.isInteger(value)) return { pointer, reason: 'must be an integer' };
  if (rule.minimum !== undefined && value < rule.minimum) return { pointer, reason: `must be at least ${rule.minimum}` };
  if (rule.exclusiveMinimum !== undefined && value <= rule.exclusiveMinimum) return { pointer, reason: `must be more than ${rule.exclusiveMinimum}` };
  if (rule.maximum !== undefined && value > rule.maximum) return { pointer, reason: `must be at most ${rule.maximum}` };
  return null;
}

export function checkObject(body: unknown, rules: ObjectRules): Problem | null {
  if (body === undefined) return { pointer: '', reason: 'a JSON body is required' };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { pointer: '', reason: 'the body must be a JSON object' };
  const record = body as Record<string, unknown>;
  for (const name of rules.required) if (!Object.hasOwn(record, name)) return { pointer: `/${name}`, reason: 'is required' };
  for (const [name, value] of Object.entries(record)) {
    const rule = rules.fields[name];
    if (rule) {
      const problem = checkValue(value, rule, `/${name}`);
      if (problem) return problem;
    } else if (rules.closed && !rules.ignored?.includes(name)) return { pointer: `/${name}`, reason: 'is not a known property' };
  }
  return null;
}

/**
 * A query or path string read as ajv's `coerceTypes` reads it for an integer: any non-empty
 * string `x` with `x == +x` and no fraction (so `"1e1"` is 10); anything else is invalid.
 */
export function coerceInteger(text: string): number | null {
  if (text === '') return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : null;
}

export type QueryValue = { ok: true; value: number } | { ok: false; problem: Problem };

/** An integer query parameter with a default and a range (a repeated one is invalid). */
export function queryInteger(query: URLSearchParams, name: string, range: { minimum: number; maximum?: number; fallback: number }): QueryValue {
  const all = query.getAll(name);
  if (all.length === 0) return { ok: true, value: range.fallback };
  const n = all.length === 1 ? coerceInteger(all[0]) : null;
  const problem = { pointer: `/${name}`, reason: `must be an integer from ${range.minimum}${range.maximum === undefined ? '' : ` to ${range.maximum}`}` };
  if (n === null || n < range.minimum || (range.maximum !== undefined && n > range.maximum)) return { ok: false, problem };
  return { ok: true, value: n };
}

/** Constant-time comparison of a presented credential with the expected one. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
