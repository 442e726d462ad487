/**
 * Constraint violations of one value against its schema (for the negative cases): for every
 * constraint the schema states (required, type, enum/const, minimum/maximum,
 * minLength/maxLength, pattern, minItems/maxItems, maxProperties, `not: {required: [a, b]}`,
 * dependentRequired, additionalProperties: false), an edit of the valid value that breaks
 * that one constraint, and the field the 400 must name. Pure; callers check each edit with
 * SchemaChecker before they use it.
 */
import type { JsonSchema } from '../generator/model/types.js';
import { fieldName, type PathToken } from './fields.js';
import { sampleValue } from './sample.js';
import { allOfMembers, effective, isRecord, jsonType, typesOf } from './schema-node.js';

/** One edit at `path`: set a value, or delete the key. */
export type Edit = { path: PathToken[]; set: unknown } | { path: PathToken[]; delete: true };

export interface Violation {
  /** The JSON Schema keyword broken (`minimum`, `required`, `not`...). */
  keyword: string;
  /** The field the 400 names (interface style). */
  field: string;
  /** `line_items[0].amount below minimum`. */
  text: string;
  /** Applied in order to a copy of the valid value. */
  edits: Edit[];
  /** The schema node of the broken value (property variation reads its limits). */
  node: JsonSchema;
}

/** `query`/`path`/`header` values and form bodies travel as strings: a string cannot be of the wrong type there. */
export type Carrier = 'json' | 'text';

export function applyEdits(base: unknown, edits: Edit[]): unknown {
  let root = structuredClone(base);
  for (const edit of edits) {
    if (edit.path.length === 0) {
      root = 'set' in edit ? structuredClone(edit.set) : undefined;
      continue;
    }
    let node = root as Record<string | number, unknown>;
    for (const token of edit.path.slice(0, -1)) {
      if (!isRecord(node[token]) && !Array.isArray(node[token])) node[token] = {};
      node = node[token] as Record<string | number, unknown>;
    }
    const last = edit.path[edit.path.length - 1];
    if ('delete' in edit) delete node[last];
    else node[last] = structuredClone(edit.set);
  }
  return root;
}

/** How deep a value's fields are broken one by one. */
const MAX_DEPTH = 8;

/** Every violation reachable from `value` (a valid value of `schema`). */
export function violations(
  schema: unknown,
  value: unknown,
  schemas: Record<string, JsonSchema>,
  carrier: Carrier,
  path: PathToken[] = [],
  prior: Edit[] = [],
): Violation[] {
  // a recursive schema (a tree of nodes) is followed a few levels, not forever
  if (path.length > MAX_DEPTH) return [];
  const node = effective(schema, schemas);
  const out: Violation[] = [];
  const field = fieldName(path);
  const at = (keyword: string, text: string, set: unknown): Violation => ({ keyword, field, text: `${field} ${text}`, edits: [...prior, { path, set }], node });
  out.push(...leafViolations(node, value, carrier, at));
  if (isRecord(value) && typesOf(node).includes('object')) out.push(...objectViolations(node, value, schemas, carrier, path, prior));
  if (Array.isArray(value) && isRecord(node.items)) {
    const item = value.length ? value[0] : sampleValue(node.items, schemas);
    const edits = value.length ? prior : [...prior, { path: [...path, 0], set: item }];
    if (item !== undefined) out.push(...violations(node.items, item, schemas, carrier, [...path, 0], edits));
  }
  return out;
}

type At = (keyword: string, text: string, set: unknown) => Violation;

/** spec/README.md "BooleanFlag": the server coerces 0/1/true/false to `"0"`/`"1"`, so those are not wrong. */
export function coercibleFlag(node: JsonSchema, value: unknown): boolean {
  return node['x-boolean-flag'] === true && [0, 1, true, false, '0', '1', 'true', 'false'].includes(value as never);
}

function leafViolations(node: JsonSchema, value: unknown, carrier: Carrier, at: At): Violation[] {
  const out: Violation[] = [];
  const types = typesOf(node);
  const wrong = wrongType(types, carrier);
  if (types.length && wrong !== undefined) out.push(at('type', `wrong type (not ${types.join(' or ')})`, wrong));
  if (node.const !== undefined) {
    const other = Array.isArray(node.enum) ? node.enum.find((v) => v !== node.const) : undefined;
    out.push(at('const', 'not the constant', other ?? (typeof node.const === 'string' ? `${node.const}_x` : 'x')));
  } else if (Array.isArray(node.enum) && node.enum.length) {
    const numeric = node.enum.every((v) => typeof v === 'number');
    out.push(at('enum', 'not in enum', numeric ? Math.max(...(node.enum as number[])) + 1000 : 'zz_not_in_enum'));
  }
  if (typeof node.minimum === 'number') out.push(at('minimum', 'below minimum', node.minimum - (types.includes('integer') ? 1 : 0.5)));
  if (typeof node.exclusiveMinimum === 'number') out.push(at('exclusiveMinimum', 'at exclusive minimum', node.exclusiveMinimum));
  if (typeof node.maximum === 'number') out.push(at('maximum', 'above maximum', node.maximum + 1));
  if (typeof node.exclusiveMaximum === 'number') out.push(at('exclusiveMaximum', 'at exclusive maximum', node.exclusiveMaximum));
  const text = typeof value === 'string' ? value : 'a';
  if (typeof node.minLength === 'number' && node.minLength > 0) out.push(at('minLength', 'shorter than minLength', text.slice(0, node.minLength - 1)));
  if (typeof node.maxLength === 'number') out.push(at('maxLength', 'longer than maxLength', repeatTo(text, node.maxLength + 1)));
  if (typeof node.pattern === 'string') {
    const bad = patternBreaker(node.pattern, text);
    if (bad !== undefined) out.push(at('pattern', 'not matching pattern', bad));
  }
  if (typeof node.minItems === 'number' && node.minItems > 0 && Array.isArray(value))
    out.push(at('minItems', 'fewer than minItems', value.slice(0, node.minItems - 1)));
  if (typeof node.maxItems === 'number' && Array.isArray(value)) {
    const item = value.length ? value[0] : 'x';
    out.push(
      at(
        'maxItems',
        'more than maxItems',
        Array.from({ length: node.maxItems + 1 }, () => structuredClone(item)),
      ),
    );
  }
  if (typeof node.maxProperties === 'number' && isRecord(value)) {
    const extra = isRecord(node.additionalProperties) ? 'v' : undefined;
    if (extra !== undefined) {
      const obj: Record<string, unknown> = {};
      for (let i = 0; i <= node.maxProperties; i++) obj[`key_${i}`] = extra;
      out.push(at('maxProperties', 'more than maxProperties keys', obj));
    }
  }
  return out;
}

function objectViolations(
  node: JsonSchema,
  value: Record<string, unknown>,
  schemas: Record<string, JsonSchema>,
  carrier: Carrier,
  path: PathToken[],
  prior: Edit[],
): Violation[] {
  const out: Violation[] = [];
  const props = isRecord(node.properties) ? node.properties : {};
  const name = (key: string) => fieldName([...path, key]);
  for (const key of Array.isArray(node.required) ? node.required.map(String) : []) {
    // a required property with a `default` is what the server may assume when it is not sent
    // (OpenAPI 3.1 section 4.8.24, `default`): leaving it out is no error a server must refuse
    if (key in value && effective(props[key], schemas).default === undefined)
      out.push({
        keyword: 'required',
        field: name(key),
        text: `${name(key)} missing (required)`,
        edits: [...prior, { path: [...path, key], delete: true }],
        node,
      });
  }
  const dependent = isRecord(node.dependentRequired) ? node.dependentRequired : {};
  for (const [a, needs] of Object.entries(dependent)) {
    for (const b of Array.isArray(needs) ? needs.map(String) : []) {
      if (a in value && b in value)
        out.push({
          keyword: 'dependentRequired',
          field: name(b),
          text: `${name(a)} without ${name(b)}`,
          edits: [...prior, { path: [...path, b], delete: true }],
          node,
        });
    }
  }
  // spec/README.md "Cross-field rules": mutually exclusive a and b -> 400 naming b.
  for (const member of allOfMembers(node)) {
    const both = isRecord(member.not) && Array.isArray(member.not.required) ? member.not.required.map(String) : [];
    if (both.length !== 2) continue;
    const [a, b] = both;
    const missing = a in value && !(b in value) ? b : b in value && !(a in value) ? a : undefined;
    if (!missing) continue;
    const sample = sampleValue(props[missing], schemas);
    if (sample === undefined) continue;
    out.push({
      keyword: 'not',
      field: name(b),
      text: `${name(a)} and ${name(b)} together (mutually exclusive)`,
      edits: [...prior, { path: [...path, missing], set: sample }],
      node,
    });
  }
  if (node.additionalProperties === false && carrier === 'json') {
    const key = 'zz_unknown_field';
    out.push({
      keyword: 'additionalProperties',
      field: name(key),
      text: `unknown field ${name(key)}`,
      edits: [...prior, { path: [...path, key], set: 'x' }],
      node,
    });
  }
  // Free-form keys (Notes: `additionalProperties: {type: string, maxLength: 256}`).
  if (isRecord(node.additionalProperties)) {
    for (const key of Object.keys(value).filter((k) => !(k in props)))
      out.push(...violations(node.additionalProperties, value[key], schemas, carrier, [...path, key], prior));
  }
  for (const [key, child] of Object.entries(props)) {
    const present = key in value;
    const childValue = present ? value[key] : sampleValue(child, schemas);
    if (childValue === undefined) continue;
    const edits = present ? prior : [...prior, { path: [...path, key], set: childValue }];
    out.push(...violations(child, childValue, schemas, carrier, [...path, key], edits));
  }
  return out;
}

/**
 * A value of none of `types` (integers are numbers too); none when only a string would do on a
 * text carrier. In JSON a fraction comes before an integer: a string field may also take an
 * integer as its digits (spec info.description, "Paths and numbers as the reference SDKs send
 * them"), never a fraction, so the fraction is wrong on every server.
 */
function wrongType(types: string[], carrier: Carrier): unknown {
  const admits = (v: unknown) => {
    const t = jsonType(v);
    return types.includes(t) || (t === 'integer' && types.includes('number'));
  };
  const candidates: unknown[] = carrier === 'text' ? ['not_a_number'] : ['not_a_number', 1.5, true, { x: 1 }, ['x'], 12345];
  if (carrier === 'text' && (types.includes('string') || types.includes('array'))) return undefined;
  if (carrier === 'text' && types.includes('boolean')) return 'maybe';
  return candidates.find((v) => !admits(v));
}

function repeatTo(text: string, length: number): string {
  const seed = text.length ? text : 'a';
  let out = seed;
  while (out.length < length) out += seed;
  return out.slice(0, length);
}

/** A value of the same length that fails `pattern`: the valid value with a character swapped. */
function patternBreaker(pattern: string, valid: string): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  const base = valid.length ? valid : 'a';
  const candidates = ['-', '!', '~', ' ', '.', 'x', '0'].flatMap((c) => [base.slice(0, -1) + c, c + base.slice(1)]);
  return candidates.find((c) => !re.test(c));
}
