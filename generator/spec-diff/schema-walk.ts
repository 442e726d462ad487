/**
 * Reading one schema node of a model for comparison: component refs followed, `allOf`
 * members merged (webhook payloads are `allOf: [EventEnvelope, {...}]`), types as a set.
 * Pure; a ref cycle stops at the second visit.
 */
import type { JsonSchema } from '../model/types.js';

const LOCAL_REF = /^#\/components\/schemas\/(.+)$/;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The node with refs followed and allOf members merged (properties and required united). */
export function flatten(schema: unknown, schemas: Record<string, JsonSchema>, seen: string[] = []): JsonSchema {
  if (!isRecord(schema)) return {};
  let node: JsonSchema = schema;
  const ref = typeof node.$ref === 'string' ? LOCAL_REF.exec(node.$ref) : null;
  if (ref) {
    const name = decodeURIComponent(ref[1]);
    if (seen.includes(name)) return {};
    const { $ref: _ref, ...siblings } = node;
    node = { ...flatten(schemas[name], schemas, [...seen, name]), ...siblings };
  }
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...rest } = node;
  let merged: JsonSchema = { ...rest };
  for (const member of allOf as unknown[]) {
    const m = flatten(member, schemas, seen);
    merged = {
      ...m,
      ...merged,
      properties: { ...(isRecord(m.properties) ? m.properties : {}), ...(isRecord(merged.properties) ? merged.properties : {}) },
      required: [...new Set([...(Array.isArray(m.required) ? m.required : []), ...(Array.isArray(merged.required) ? merged.required : [])])],
    };
  }
  return merged;
}

/** JSON types a node admits (`integer` counted as a `number` too); empty = any. */
export function typeSet(node: JsonSchema): Set<string> {
  const raw = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.map(String) : [];
  const out = new Set(raw);
  if (out.has('number')) out.add('integer');
  return out;
}

export function properties(node: JsonSchema): Record<string, unknown> {
  return isRecord(node.properties) ? node.properties : {};
}

export function requiredSet(node: JsonSchema): Set<string> {
  return new Set(Array.isArray(node.required) ? node.required.map(String) : []);
}

/** `a.b[].c` paths in the interface's field style. */
export function childPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
