/**
 * Local `$ref` handling over the bundled document. Schema refs to named components are KEPT
 * (emitters name types and share validators by them); every other ref (to
 * `#/components/parameters/...`, responses, request bodies, or a place the bundler inlined an
 * external file) is followed, so the model holds plain data.
 */
import type { JsonSchema } from './types.js';

const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

export function isRecord(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `X` for `{ $ref: '#/components/schemas/X' }`, else undefined. */
export function componentName(schema: unknown): string | undefined {
  if (!isRecord(schema) || typeof schema.$ref !== 'string') return undefined;
  const match = SCHEMA_REF.exec(schema.$ref);
  return match ? decodePointerToken(match[1]) : undefined;
}

/** RFC 6901 section 3 escaping of one pointer token (`~` -> `~0`, `/` -> `~1`). */
export function pointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function decodePointerToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at a local JSON pointer (`#/a/b`), or undefined. */
export function resolvePointer(doc: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[decodePointerToken(raw)];
  }
  return node;
}

/** Follows `$ref` chains of a non-schema object (parameter, response, body, path item). */
export function deref<T = JsonSchema>(doc: JsonSchema, value: unknown): T {
  let node = value;
  for (let hops = 0; isRecord(node) && typeof node.$ref === 'string' && hops < 32; hops++) {
    node = resolvePointer(doc, node.$ref);
  }
  return node as T;
}

/**
 * A schema with every ref outside `#/components/schemas/` inlined (bundled external files may be
 * referenced by their first-use location, which a validator keyed on components cannot resolve).
 * A ref into a component (`#/components/schemas/X/properties/y`) is kept: the components
 * document resolves it, and inlining such refs, which point into one another, grew Azure's
 * network-applicationGateway (155 kB) to 86 MB a schema. Returns a fresh object; the document
 * is not mutated.
 */
export function normalizeSchema(doc: JsonSchema, schema: unknown, seen: string[] = []): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => normalizeSchema(doc, s, seen)) as unknown as JsonSchema;
  if (!isRecord(schema)) return schema as JsonSchema;
  if (typeof schema.$ref === 'string' && !schema.$ref.startsWith('#/components/schemas/') && !seen.includes(schema.$ref)) {
    const { $ref, ...siblings } = schema;
    const target = normalizeSchema(doc, resolvePointer(doc, $ref), [...seen, $ref]);
    return Object.keys(siblings).length ? { ...target, ...normalizeSchema(doc, siblings, seen) } : target;
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // Examples and vendor extensions are data, not schemas: copy them untouched.
    if (key === 'discriminator' && isRecord(value) && isRecord(value.mapping)) out[key] = { ...value, mapping: mappingRefs(doc, value.mapping) };
    else out[key] = key === 'example' || key === 'examples' || key.startsWith('x-') ? value : normalizeSchema(doc, value, seen);
  }
  return out;
}

/**
 * A discriminator mapping's values as references: a bare component name (`Cat`) means
 * `#/components/schemas/Cat` (OpenAPI 3.1 section 4.8.25: "schema names or references").
 */
function mappingRefs(doc: JsonSchema, mapping: JsonSchema): JsonSchema {
  const schemas = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {};
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(mapping)) {
    out[key] = typeof value === 'string' && !value.includes('/') && !value.includes('#') && value in schemas ? `#/components/schemas/${value}` : value;
  }
  return out;
}

/**
 * Every schema a property has along component refs and `allOf` members, outermost first
 * (an envelope's generic `contains` and the event's narrowed one are both returned).
 */
export function findProperties(doc: JsonSchema, schema: unknown, name: string, depth = 0): JsonSchema[] {
  if (!isRecord(schema) || depth > 16) return [];
  if (typeof schema.$ref === 'string') return findProperties(doc, resolvePointer(doc, schema.$ref), name, depth + 1);
  const props = schema.properties;
  const own = isRecord(props) && isRecord(props[name]) ? [deref(doc, props[name])] : [];
  const members = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [...own, ...members.flatMap((member) => findProperties(doc, member, name, depth + 1))];
}
