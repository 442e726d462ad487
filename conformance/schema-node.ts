/**
 * Reading one schema node of the model: a `$ref` to a component merged with its sibling
 * keywords (OpenAPI 3.1 / JSON Schema 2020-12 allow siblings beside `$ref`: the spec writes
 * `{$ref: BooleanFlag, const: '1'}`), and the JSON types it admits.
 */
import type { JsonSchema } from '../generator/model/types.js';

const LOCAL_REF = /^#\/components\/schemas\/(.+)$/;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The node with component refs followed (up to 16 hops), siblings winning over the target. */
export function effective(schema: unknown, schemas: Record<string, JsonSchema>, hops = 0): JsonSchema {
  if (!isRecord(schema)) return {};
  const ref = typeof schema.$ref === 'string' ? LOCAL_REF.exec(schema.$ref) : null;
  if (!ref || hops > 16) return schema;
  const { $ref: _ignored, ...siblings } = schema;
  const target = effective(schemas[decodeURIComponent(ref[1])], schemas, hops + 1);
  return { ...target, ...siblings };
}

/** `type` as a list (`['string', 'null']`); empty when the node does not say. */
export function typesOf(node: JsonSchema): string[] {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type.filter((t): t is string => typeof t === 'string');
  if (node.const !== undefined) return [jsonType(node.const)];
  if (Array.isArray(node.enum) && node.enum.length) return [...new Set(node.enum.map(jsonType))];
  if (isRecord(node.properties)) return ['object'];
  return [];
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** Object-level rules carried in `allOf` members (spec/README.md "Cross-field rules"). */
export function allOfMembers(node: JsonSchema): JsonSchema[] {
  return Array.isArray(node.allOf) ? node.allOf.filter(isRecord) : [];
}
