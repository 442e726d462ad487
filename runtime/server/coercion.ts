/**
 * Turning the strings of a request into the values the validators check. Type coercion of
 * path, query and header values (string -> integer, single value -> array) is done by the
 * generated validators themselves (ajv `coerceTypes: 'array'`); this module only builds the
 * objects they coerce, and applies the interface's 0/1 booleans, which ajv cannot know about.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Refusal } from './errors.js';

/** A property path to an `x-boolean-flag` property; `*` stands for every item of an array. */
export type FlagPath = readonly string[];

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false']);

/**
 * spec/README.md `BooleanFlag` (spec createInvoice, rule 4): the server accepts
 * `0`/`1`/`true`/`false` and handlers see only the canonical `"0"` or `"1"`. Anything else is
 * left alone, so the validator reports it against the field.
 */
export function coerceFlags(target: unknown, paths: readonly FlagPath[]): void {
  for (const path of paths) coerceAt(target, path, 0);
}

function coerceAt(node: unknown, path: FlagPath, i: number): void {
  if (node === null || typeof node !== 'object') return;
  const key = path[i];
  if (key === undefined) return;
  if (key === '*') {
    if (!Array.isArray(node)) return;
    if (i === path.length - 1) {
      for (let k = 0; k < node.length; k++) node[k] = canonicalFlag(node[k]);
    } else {
      for (const item of node) coerceAt(item, path, i + 1);
    }
    return;
  }
  const record = node as Record<string, unknown>;
  if (!Object.hasOwn(record, key)) return;
  if (i === path.length - 1) record[key] = canonicalFlag(record[key]);
  else coerceAt(record[key], path, i + 1);
}

function canonicalFlag(value: unknown): unknown {
  if (TRUE_VALUES.has(value)) return '1';
  if (FALSE_VALUES.has(value)) return '0';
  return value;
}

/**
 * An empty object without a prototype, so a key such as `__proto__` or `constructor` is data.
 * Made as `{}` with its prototype set to null rather than by `Object.create(null)`: V8 keeps the
 * former in its fast (hidden class) form, while `Object.create(null)` starts in dictionary mode,
 * which made every property store, copy and validation of a request's query several times slower.
 */
function nullPrototypeObject<T>(): T {
  return Object.setPrototypeOf({}, null) as T;
}

/**
 * The query string as an object of strings (repeated keys -> arrays). `name[]=a&name[]=b`
 * (the bracket form existing SDKs send) is read as `name` unless the operation declares the
 * literal name. Null-prototype object: a `__proto__` key is data, never a prototype.
 */
export function parseQuery(search: string, declared: readonly string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = nullPrototypeObject();
  if (!search) return out;
  // the name/value pairs as the WHATWG URL standard's application/x-www-form-urlencoded parser
  // reads them (https://url.spec.whatwg.org/#urlencoded-parsing), in one pass without a generator
  let start = 0;
  while (start <= search.length) {
    let end = search.indexOf('&', start);
    if (end === -1) end = search.length;
    if (end > start) {
      const eq = search.indexOf('=', start);
      const split = eq !== -1 && eq < end;
      const rawKey = decodeComponent(search.slice(start, split ? eq : end));
      let value = '';
      if (split) {
        try {
          value = decodeComponent(search.slice(eq + 1, end));
        } catch (error) {
          throw error instanceof Refusal ? new Refusal('invalid_encoding', { what: `The ${rawKey}` }, { field: rawKey }) : error;
        }
      }
      add(out, rawKey, value, declared);
    }
    start = end + 1;
  }
  return out;
}

function add(out: Record<string, string | string[]>, rawKey: string, value: string, declared: readonly string[]): void {
  refuseNested(rawKey, declared);
  const key = rawKey.endsWith('[]') && !declared.includes(rawKey) ? rawKey.slice(0, -2) : rawKey;
  const prev = out[key];
  if (prev === undefined) out[key] = rawKey === key ? value : [value];
  else if (Array.isArray(prev)) prev.push(value);
  else out[key] = [prev, value];
}

/**
 * A declared parameter written with brackets it does not have (`expand[][a]`, `expand[][__proto__]`,
 * `count[x]`): refused naming the parameter, rather than read as an unknown parameter and
 * ignored, so a malformed list never passes for an absent one. `name` and `name[]` are the forms
 * a parameter takes.
 */
function refuseNested(rawKey: string, declared: readonly string[]): void {
  const open = rawKey.indexOf('[');
  if (open === -1) return;
  const base = rawKey.slice(0, open);
  for (const name of declared) {
    const nameBase = name.endsWith('[]') ? name.slice(0, -2) : name;
    if (nameBase !== base || rawKey === name || rawKey === `${nameBase}[]`) continue;
    const form = name.endsWith('[]') ? `${name}=value` : `${name}=value or ${name}[]=value`;
    throw new Refusal('validation_failed', { description: `The ${name} must be sent as ${form}, once per value.` }, { field: name });
  }
}

/** `+` is a space and percent-escapes are decoded; plain text (most of it) skips decoding. A malformed escape is kept as written, as URLSearchParams keeps it. */
function decodeComponent(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // escapes of bytes that are not UTF-8 are refused, not replaced with U+FFFD (x-errors invalid_encoding)
    if (!MALFORMED_ESCAPE.test(text)) throw new Refusal('invalid_encoding', { what: 'The query string' }, { field: null });
    // a malformed escape (`%zz`): URLSearchParams keeps it as written
    return new URLSearchParams(`x=${text}`).get('x') ?? text;
  }
}

/** A `%` not followed by two hex digits (WHATWG URL: kept as written). */
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** Only the header parameters the operation declares (their names as the spec writes them). */
export function pickHeaders(headers: IncomingHttpHeaders, declared: readonly string[]): Record<string, string> {
  const out: Record<string, string> = nullPrototypeObject();
  for (const name of declared) {
    const value = headers[name.toLowerCase()];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
