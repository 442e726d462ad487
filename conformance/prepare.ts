/**
 * Makes a spec example sendable to a live server, without changing its shape (pure, given
 * `now` and a run tag):
 * - ids (`cust_Z6t7VFTb9xHeOs`) become markers the runner swaps for ids of live entities
 *   (spec/README.md: ids are prefix + 14 base62 characters, given by each id's `pattern`);
 * - timestamps (`$ref: UnixTime`) in the past move forward together, order kept (rules such
 *   as "expire_by at least 15 minutes in the future", POST /invoices rule 9);
 * - strings the spec calls unique (`receipt`, POST /invoices rule 7) and e-mail addresses
 *   become markers the runner fills with a fresh value on every send.
 */
import type { JsonSchema } from '../generator/model/types.js';
import { idPrefix } from './sample.js';
import { effective, isRecord } from './schema-node.js';

const MARKER = '\u0000id:';
const UNIQUE = '\u0000unique:';

export function idMarker(prefix: string): string {
  return MARKER + prefix;
}

/** `prefix` of a marker string, else undefined. */
export function markerPrefix(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith(MARKER) ? value.slice(MARKER.length) : undefined;
}

export interface MarkerFillers {
  id: (prefix: string) => string;
  /** A value never sent before: `email` or up to `maxLength` characters. */
  unique: (kind: 'email' | number) => string;
}

/** Every id prefix a value's markers need. */
export function markersIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  const prefix = markerPrefix(value);
  if (prefix) out.add(prefix);
  else if (Array.isArray(value)) {
    for (const v of value) markersIn(v, out);
  } else if (isRecord(value)) {
    for (const v of Object.values(value)) markersIn(v, out);
  }
  return out;
}

/** Replaces every marker in `value`. */
export function fillMarkers(value: unknown, fill: MarkerFillers): unknown {
  const prefix = markerPrefix(value);
  if (prefix) return fill.id(prefix);
  if (typeof value === 'string' && value.startsWith(UNIQUE)) {
    const kind = value.slice(UNIQUE.length);
    return fill.unique(kind === 'email' ? 'email' : Number(kind));
  }
  if (Array.isArray(value)) return value.map((v) => fillMarkers(v, fill));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillMarkers(v, fill)]));
  return value;
}

export interface PrepareOptions {
  /** Unix seconds. */
  now: number;
}

export function prepareExample(value: unknown, schema: unknown, schemas: Record<string, JsonSchema>, options: PrepareOptions): unknown {
  const times: number[] = [];
  collectTimes(value, schema, schemas, times);
  const earliest = times.length ? Math.min(...times) : undefined;
  const shift = earliest !== undefined && earliest < options.now + 3600 ? options.now + 86_400 - earliest : 0;
  const walk = (v: unknown, raw: unknown): unknown => {
    const node = effective(raw, schemas);
    if (typeof v === 'string') {
      const prefix = idPrefix(node.pattern);
      if (prefix && new RegExp(String(node.pattern)).test(v)) return idMarker(prefix);
      // E-mail addresses identify customers and accounts (PUT /customers: the email and contact
      // pair stays unique), so every send gets its own, as for fields the spec calls unique.
      if (node.format === 'email' || (typeof node.description === 'string' && /\bunique\b/i.test(node.description)))
        return UNIQUE + (node.format === 'email' ? 'email' : String(typeof node.maxLength === 'number' ? node.maxLength : 40));
      return v;
    }
    if (typeof v === 'number' && isUnixTime(raw)) return v + shift;
    if (Array.isArray(v)) return v.map((item) => walk(item, node.items));
    if (isRecord(v)) {
      const props = isRecord(node.properties) ? node.properties : {};
      return Object.fromEntries(
        Object.entries(v).map(([k, child]) => [k, walk(child, props[k] ?? (isRecord(node.additionalProperties) ? node.additionalProperties : {}))]),
      );
    }
    return v;
  };
  return walk(value, schema);
}

function isUnixTime(raw: unknown): boolean {
  return isRecord(raw) && typeof raw.$ref === 'string' && raw.$ref.endsWith('/UnixTime');
}

function collectTimes(v: unknown, raw: unknown, schemas: Record<string, JsonSchema>, out: number[]): void {
  if (typeof v === 'number' && isUnixTime(raw)) out.push(v);
  const node = effective(raw, schemas);
  if (Array.isArray(v)) {
    for (const item of v) collectTimes(item, node.items, schemas, out);
  } else if (isRecord(v)) {
    const props = isRecord(node.properties) ? node.properties : {};
    for (const [k, child] of Object.entries(v)) collectTimes(child, props[k], schemas, out);
  }
}
