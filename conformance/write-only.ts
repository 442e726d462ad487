/**
 * `writeOnly` properties found in an answer, and a value without the properties of a flag (JSON Schema 2020-12 validation section 9.4: a value
 * the client sends and the server never returns, a password or a secret). ajv treats the keyword
 * as an annotation, so the answer is walked with its schema: through `$ref`s, `allOf` members
 * and array items, where the schema says which property a value is; never into `oneOf`/`anyOf`,
 * where it depends on which branch matched, so a leak is only reported where it is certain.
 */
import type { JsonSchema } from '../generator/model/types.js';
import { fieldName, type PathToken } from './fields.js';
import { allOfMembers, effective, isRecord } from './schema-node.js';

export function writeOnlyLeaks(schema: unknown, value: unknown, schemas: Record<string, JsonSchema>, path: PathToken[] = [], depth = 0): string[] {
  if (depth > 32) return [];
  const node = effective(schema, schemas);
  const out: string[] = [];
  if (isRecord(value)) {
    const layers = [node, ...allOfMembers(node).map((m) => effective(m, schemas))];
    for (const layer of layers) {
      const props = isRecord(layer.properties) ? layer.properties : {};
      for (const [name, sub] of Object.entries(props)) {
        if (!(name in value)) continue;
        const child = effective(sub, schemas);
        if (child.writeOnly === true) out.push(fieldName([...path, name]));
        else out.push(...writeOnlyLeaks(sub, value[name], schemas, [...path, name], depth + 1));
      }
    }
  } else if (Array.isArray(value) && isRecord(node.items)) {
    for (const [i, item] of value.entries()) out.push(...writeOnlyLeaks(node.items, item, schemas, [...path, i], depth + 1));
  }
  return [...new Set(out)];
}

/** `value` without the properties its schema marks with `flag` (`readOnly` for a request), walked as above. */
export function withoutFlagged(value: unknown, schema: unknown, schemas: Record<string, JsonSchema>, flag: 'readOnly' | 'writeOnly', depth = 0): unknown {
  if (depth > 32) return value;
  const node = effective(schema, schemas);
  if (isRecord(value)) {
    const out: Record<string, unknown> = { ...value };
    const layers = [node, ...allOfMembers(node).map((m) => effective(m, schemas))];
    for (const layer of layers) {
      const props = isRecord(layer.properties) ? layer.properties : {};
      for (const [name, sub] of Object.entries(props)) {
        if (!(name in out)) continue;
        if (effective(sub, schemas)[flag] === true) delete out[name];
        else out[name] = withoutFlagged(out[name], sub, schemas, flag, depth + 1);
      }
    }
    return out;
  }
  if (Array.isArray(value) && isRecord(node.items)) return value.map((item) => withoutFlagged(item, node.items, schemas, flag, depth + 1));
  return value;
}
