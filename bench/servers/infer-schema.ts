/**
 * A JSON Schema for a sample JSON value, for the fastify server's response schemas: a typical
 * fastify app declares its responses so fast-json-stringify serializes them
 * (https://fastify.dev/docs/latest/Reference/Validation-and-Serialization/#serialization).
 * Arrays merge the schemas of all their items and a field seen with two types gets both, so
 * every value of the sample serializes to the same bytes JSON.stringify gives.
 */

export type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value; // string, boolean, object
}

const types = (s: Schema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

function merge(a: Schema, b: Schema): Schema {
  const all = [...new Set([...types(a), ...types(b)])];
  // integer and number together: number holds both
  const type = all.includes('number') ? all.filter((t) => t !== 'integer') : all;
  const out: Schema = { type: type.length === 1 ? type[0] : type };
  if (a.properties || b.properties) {
    const properties: Record<string, Schema> = { ...a.properties };
    for (const [key, schema] of Object.entries(b.properties ?? {})) properties[key] = properties[key] ? merge(properties[key], schema) : schema;
    out.properties = properties;
  }
  if (a.items || b.items) out.items = a.items && b.items ? merge(a.items, b.items) : (a.items ?? b.items);
  return out;
}

export function inferSchema(value: unknown): Schema {
  const type = typeOf(value);
  if (type === 'array') {
    const items = (value as unknown[]).map(inferSchema);
    // an empty array: items of any type (fast-json-stringify falls back to JSON.stringify)
    return items.length ? { type, items: items.reduce(merge) } : { type };
  }
  if (type === 'object') {
    const properties: Record<string, Schema> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) properties[key] = inferSchema(v);
    return { type, properties };
  }
  return { type };
}
