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
 * The query string as an object of strings (repeated keys -> arrays). Brackets are read as a form
 * decoder (PHP's, Rack's, the `qs` package's) reads them, for every parameter the operation
 * declares (`declared`, with `lists` those whose schema is an array):
 * - `name[]=a&name[]=b` is the list `name` (or the declared literal name `name[]`);
 * - a list parameter also takes one key in its brackets, `name[0]=a` or `name[key]=a` (the form
 *   axios gives an object: razorpay-node sends `expand[expand]=ondemand_payouts`): the value is an
 *   item of the list, in the order sent;
 * - a nested object (`name[][a]=1`, `name[a][b]=1`), or a key in the brackets of a parameter that
 *   is not a list (`count[x]=1`), is refused naming the parameter, rather than read as an unknown
 *   parameter and ignored, so a malformed value never passes for an absent one.
 * A key the operation does not declare is kept as written (`x[]` as `x`), and ignored later.
 * Null-prototype object: a `__proto__` key is data, never a prototype.
 */
export function parseQuery(search: string, declared: readonly string[], lists: readonly string[] = []): Record<string, string | string[]> {
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
      add(out, keyOf(rawKey, declared, lists), value);
    }
    start = end + 1;
  }
  return out;
}

/** Where a pair goes: the parameter's name, and whether its value is an item of a list. */
interface Slot {
  key: string;
  item: boolean;
}

/** One key in brackets, with no bracket inside: `[0]`, `[expand]`, `[]`. */
const ONE_KEY = /^\[[^[\]]*\]$/;

function keyOf(rawKey: string, declared: readonly string[], lists: readonly string[]): Slot {
  const open = rawKey.indexOf('[');
  if (open === -1 || declared.includes(rawKey)) return { key: rawKey, item: false };
  const base = rawKey.slice(0, open);
  const name = declared.find((n) => n === base || n === `${base}[]`);
  if (name === undefined) return rawKey.endsWith('[]') ? { key: rawKey.slice(0, -2), item: true } : { key: rawKey, item: false };
  const brackets = rawKey.slice(open);
  if (brackets === '[]' || (lists.includes(name) && ONE_KEY.test(brackets))) return { key: name, item: true };
  const description = lists.includes(name)
    ? `The ${name} is a list of strings: send ${base}[]=value once per value; a nested object is not taken.`
    : `The ${name} must be sent as ${name}=value or ${name}[]=value, once per value.`;
  throw new Refusal('validation_failed', { description }, { field: name });
}

function add(out: Record<string, string | string[]>, { key, item }: Slot, value: string): void {
  const prev = out[key];
  if (prev === undefined) out[key] = item ? [value] : value;
  else if (Array.isArray(prev)) prev.push(value);
  else out[key] = [prev, value];
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
