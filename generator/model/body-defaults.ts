/**
 * The defaults a request body's validator fills in (ajv `useDefaults`,
 * https://ajv.js.org/guide/modifying-data.html#assigning-defaults): a property's `default` is
 * assigned when the property is absent from an object the schema's `properties` describe, through
 * `$ref`, `allOf` and `items` (and a missing `prefixItems` entry: filled, not typed here). ajv ignores a default
 * under `anyOf`, `oneOf`, `not` and `if` (it cannot know which branch holds), and one under
 * `then`, `else`, `dependentSchemas`, `additionalProperties` or `patternProperties` applies
 * only to some values: the tree below leaves all of those out, so what it says is filled is
 * filled whatever the body.
 */
import { componentsReaching } from './reaching.js';
import { decodePointerToken, isRecord } from './refs.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_ONE } from './schema-keywords.js';
import type { JsonSchema, RequestBodyModel } from './types.js';

/** Where defaults are filled: `present` when the value itself has one; nested ones below it. */
export interface DefaultsTree {
  present?: true;
  properties?: Record<string, DefaultsTree>;
  items?: DefaultsTree;
}

/** The defaults filled in whatever value `schema` validates, or undefined when there are none. */
export function defaultsTree(schema: unknown, schemas: Record<string, JsonSchema>, seen: readonly string[] = []): DefaultsTree | undefined {
  if (!isRecord(schema)) return undefined;
  const tree: DefaultsTree = {};
  const name = componentName(schema);
  if (name !== undefined && !seen.includes(name) && reachesDefault(schemas, name)) merge(tree, defaultsTree(schema$(schemas, name), schemas, [...seen, name]));
  if (isRecord(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const child = defaultsTree(property, schemas, seen) ?? {};
      if (isRecord(property) && 'default' in property) child.present = true;
      if (Object.keys(child).length) merge(tree, { properties: { [key]: child } });
    }
  }
  if (isRecord(schema.items)) {
    const items = defaultsTree(schema.items, schemas, seen);
    if (items) tree.items = merge(tree.items ?? {}, items);
  }
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) merge(tree, defaultsTree(part, schemas, seen));
  return Object.keys(tree).length ? tree : undefined;
}

/** Whether `schema` has a `default` where a validator may fill it in (conditional places included): a member of `properties` or `prefixItems`. */
function hasAnyDefault(schema: unknown, schemas: Record<string, JsonSchema>): boolean {
  if (!isRecord(schema)) return false;
  const name = componentName(schema);
  if ((name !== undefined && reachesDefault(schemas, name)) || holdsDefault(schema)) return true;
  const children = Object.entries(schema).flatMap(([key, value]): unknown[] => {
    if (SCHEMA_MAPS.has(key) && isRecord(value)) return Object.values(value);
    if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return value;
    return SCHEMA_ONE.has(key) ? [value] : [];
  });
  return children.some((child) => hasAnyDefault(child, schemas));
}

/** The component a `$ref` names: `#/components/schemas/X`, or the validators' copy `paisa#/components/schemas/X`. */
function componentName(schema: JsonSchema): string | undefined {
  const match = typeof schema.$ref === 'string' ? /^[^#]*#\/components\/schemas\/([^/]+)$/.exec(schema.$ref) : null;
  return match ? decodePointerToken(match[1]) : undefined;
}

/**
 * Whether a body validator compiled with `useDefaults` fills `schema`'s defaults safely: it has one,
 * and no `$ref` under anyOf, oneOf, not or if leads to one. ajv compiles a referenced component as
 * a function of its own, outside the branch, so such a component's defaults are filled in every
 * branch ajv tries, the failing ones too (a later branch with `additionalProperties: false` then
 * refuses a valid body). A body that would be is validated without filling, and typed as declared.
 */
export function fillsDefaults(schema: unknown, schemas: Record<string, JsonSchema>): boolean {
  return hasAnyDefault(schema, schemas) && !refDefaultInBranch(schema, schemas, false, []);
}

const BRANCHES = new Set(['anyOf', 'oneOf', 'not', 'if']);

function refDefaultInBranch(schema: unknown, schemas: Record<string, JsonSchema>, inBranch: boolean, seen: readonly string[]): boolean {
  if (!isRecord(schema)) return false;
  const name = componentName(schema);
  if (name !== undefined && !seen.includes(name)) {
    if (inBranch && hasAnyDefault(schema, schemas)) return true;
    // a component that leads to no default holds no ref in a branch that does (model/reaching.ts)
    if (reachesDefault(schemas, name) && refDefaultInBranch(schema$(schemas, name), schemas, inBranch, [...seen, name])) return true;
  }
  return Object.entries(schema).some(([key, value]) => {
    const branch = inBranch || BRANCHES.has(key);
    if (SCHEMA_MAPS.has(key) && isRecord(value)) return Object.values(value).some((v) => refDefaultInBranch(v, schemas, branch, seen));
    if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return value.some((v) => refDefaultInBranch(v, schemas, branch, seen));
    return SCHEMA_ONE.has(key) && refDefaultInBranch(value, schemas, branch, seen);
  });
}

/** A member of `properties` or `prefixItems` with a `default`: what hasAnyDefault looks for. */
const holdsDefault = (schema: JsonSchema) =>
  [...(isRecord(schema.properties) ? Object.values(schema.properties) : []), ...(Array.isArray(schema.prefixItems) ? schema.prefixItems : [])].some(
    (s) => isRecord(s) && 'default' in s,
  );

/** Whether component `name` leads to a default (model/reaching.ts): a component that does not is not walked. */
function reachesDefault(schemas: Record<string, JsonSchema>, name: string): boolean {
  return schema$(schemas, name) !== undefined && componentsReaching(schemas, holdsDefault, componentName).has(name);
}

function schema$(schemas: Record<string, JsonSchema>, name: string): JsonSchema | undefined {
  return Object.hasOwn(schemas, name) ? schemas[name] : undefined;
}

function merge(into: DefaultsTree, from: DefaultsTree | undefined): DefaultsTree {
  if (!from) return into;
  if (from.present) into.present = true;
  if (from.properties) {
    const properties = into.properties ?? {};
    for (const [key, child] of Object.entries(from.properties)) properties[key] = merge(properties[key] ?? {}, child);
    into.properties = properties;
  }
  if (from.items) into.items = merge(into.items ?? {}, from.items);
  return into;
}

/**
 * The tree as a TypeScript type literal for the generated `WithDefaults<Body, Tree>`
 * (templates/server/handlers.ts.hbs): `{ properties: { currency: { present: true } } }`.
 */
export function defaultsTreeType(tree: DefaultsTree): string {
  const parts: string[] = [];
  if (tree.present) parts.push('present: true');
  if (tree.properties) {
    const members = Object.keys(tree.properties)
      .sort()
      .map((key) => `${JSON.stringify(key)}: ${defaultsTreeType(tree.properties?.[key] ?? {})}`);
    parts.push(`properties: { ${members.join('; ')} }`);
  }
  if (tree.items) parts.push(`items: ${defaultsTreeType(tree.items)}`);
  return `{ ${parts.join('; ')} }`;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Whether an absent optional body is taken as `{}`, so its defaults are filled in too: the body
 * is optional, its JSON schema (the one an absent body is checked with) fills a top-level default,
 * and `{}` is valid for it whatever else it says (no `required`, `minProperties`, or a keyword
 * this check does not follow).
 */
export function absentBodyFilled(body: RequestBodyModel | undefined, schemas: Record<string, JsonSchema>): boolean {
  if (!body || body.required) return false;
  const plain = body.media.find((m) => !FORM_TYPES.includes(m.type));
  if (!plain) return false;
  return fillsDefaults(plain.schema, schemas) && defaultsTree(plain.schema, schemas)?.properties !== undefined && acceptsEmptyObject(plain.schema, schemas, []);
}

/** `{}` is valid for `schema` (a conservative answer: false where it cannot tell). */
function acceptsEmptyObject(schema: unknown, schemas: Record<string, JsonSchema>, seen: readonly string[]): boolean {
  if (schema === true) return true;
  if (!isRecord(schema)) return false;
  const types = schema.type === undefined ? ['object'] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('object')) return false;
  if (Array.isArray(schema.required) && schema.required.length > 0) return false;
  if (typeof schema.minProperties === 'number' && schema.minProperties > 0) return false;
  if (['anyOf', 'oneOf', 'not', 'if', 'const', 'enum', 'dependentRequired', 'unevaluatedProperties'].some((k) => k in schema)) return false;
  const name = componentName(schema);
  if (name !== undefined && (seen.includes(name) || !acceptsEmptyObject(schema$(schemas, name), schemas, [...seen, name]))) return false;
  return !Array.isArray(schema.allOf) || schema.allOf.every((part) => acceptsEmptyObject(part, schemas, seen));
}
