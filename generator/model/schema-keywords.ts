/**
 * The keywords whose value is made of subschemas (JSON Schema 2020-12 core, 10.2 and 10.3): a map
 * of schemas, one schema, or a list of schemas. Whatever walks a schema to rewrite it (the 3.0
 * upgrade, the validators' own copy) walks these.
 */
export const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
export const SCHEMA_ONE: ReadonlySet<string> = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
export const SCHEMA_LISTS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
