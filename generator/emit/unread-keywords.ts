/**
 * What of a document openapi-typescript reads: the document less the validation keywords it
 * never reads, which types-members.ts keys the types file's cache with and openapi-ts.ts watches
 * the spec's files for.
 */
import { isRecord } from '../model/refs.js';

/**
 * Validation keywords that openapi-typescript 7 never reads (none of them is named in its
 * dist/; `minItems`/`maxItems` are, for its `arrayLength` option), each of its JSON Schema type:
 * numbers, a `pattern` string, `uniqueItems` a boolean. A property named like one of them holds
 * a schema, an object, so it is kept.
 */
const UNREAD_KEYWORDS: Record<string, 'number' | 'string' | 'boolean'> = {
  maxLength: 'number',
  minLength: 'number',
  pattern: 'string',
  minimum: 'number',
  maximum: 'number',
  exclusiveMinimum: 'number',
  exclusiveMaximum: 'number',
  multipleOf: 'number',
  uniqueItems: 'boolean',
  maxProperties: 'number',
  minProperties: 'number',
  maxContains: 'number',
  minContains: 'number',
};
/** Keys whose values are data, not schemas: left whole. */
export const DATA_KEYS: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'const', 'enum']);
/** Maps from names to schemas, where a name is no keyword (`properties: {uniqueItems: true}` is a property, a boolean schema). */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'schemas']);

/** The document as far as openapi-typescript's output depends on it: what types.ts keys the types file's cache with. */
export function withoutUnreadKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnreadKeywords);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (Object.hasOwn(UNREAD_KEYWORDS, key) && typeof value === UNREAD_KEYWORDS[key]) continue;
    if (DATA_KEYS.has(key) || key.startsWith('x-')) out[key] = value;
    else if (NAMED_SCHEMAS.has(key) && isRecord(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, withoutUnreadKeywords(schema)]));
    else out[key] = withoutUnreadKeywords(value);
  }
  return out;
}
