/**
 * Where the interface's 0/1 booleans are (spec/README.md `BooleanFlag`: `x-boolean-flag: true`):
 * walks a schema, following component `$ref`s and every composition keyword, and lists the
 * property paths of flagged properties, `*` standing for array items. Done at generate time
 * so the server applies a static list per operation and walks no schema per request.
 */
import { componentsReaching } from '../../model/reaching.js';
import { componentName } from '../../model/refs.js';
import type { JsonSchema, OperationModel } from '../../model/types.js';

export type FlagPath = string[];

export interface OperationFlags {
  path: FlagPath[];
  query: FlagPath[];
  headers: FlagPath[];
  body: FlagPath[];
}

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;
const MAX_DEPTH = 12;

export function operationFlags(op: OperationModel, schemas: Record<string, JsonSchema>): OperationFlags {
  const params = (list: OperationModel['pathParams']): FlagPath[] => sortPaths(list.flatMap((p) => flagPaths(p.schema, schemas, [p.name])));
  return {
    path: params(op.pathParams),
    query: params(op.queryParams),
    headers: params(op.headerParams),
    body: op.body ? sortPaths(flagPaths(op.body.schema, schemas, [])) : [],
  };
}

export function flagPaths(schema: unknown, schemas: Record<string, JsonSchema>, prefix: FlagPath, seen: readonly string[] = []): FlagPath[] {
  if (!isRecord(schema) || prefix.length > MAX_DEPTH) return [];
  const name = componentName(schema);
  if (name) {
    // A recursive schema is walked once per path: the cycle adds nothing new.
    if (seen.includes(name) || !schemas[name]) return [];
    const siblings = { ...schema, $ref: undefined };
    // a component that leads to no flag is not walked (model/reaching.ts)
    const inside = componentsReaching(schemas, isFlag, componentName).has(name) ? flagPaths(schemas[name], schemas, prefix, [...seen, name]) : [];
    return [...inside, ...flagPaths(siblings, schemas, prefix, seen)];
  }
  if (schema['x-boolean-flag'] === true) return prefix.length ? [prefix] : [];
  const out: FlagPath[] = [];
  if (isRecord(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties)) out.push(...flagPaths(sub, schemas, [...prefix, key], seen));
  }
  if (isRecord(schema.items)) out.push(...flagPaths(schema.items, schemas, [...prefix, '*'], seen));
  for (const keyword of COMPOSITIONS) {
    const members = schema[keyword];
    if (Array.isArray(members)) for (const member of members) out.push(...flagPaths(member, schemas, prefix, seen));
  }
  for (const keyword of ['then', 'else'] as const) out.push(...flagPaths(schema[keyword], schemas, prefix, seen));
  return out;
}

const isFlag = (schema: JsonSchema) => schema['x-boolean-flag'] === true;

/** Unique and sorted, so the emitted list is deterministic. */
export function sortPaths(paths: FlagPath[]): FlagPath[] {
  const unique = new Map(paths.map((p) => [JSON.stringify(p), p]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, path]) => path);
}

function isRecord(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
