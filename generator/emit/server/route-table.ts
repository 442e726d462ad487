/**
 * The routing table's data, one entry per operation (fields documented on `RouteDef` in
 * templates/server/routes.ts.hbs). Parameter patterns come from the parameter's schema
 * (following component refs), so the router can tell `/payments/downtimes` from
 * `/payments/{payment_id}`.
 */
import { absentBodyFilled } from '../../model/body-defaults.js';
import { componentName } from '../../model/refs.js';
import type { ApiModel, ErrorFormat, JsonSchema, OperationModel } from '../../model/types.js';
import { unicodePattern } from '../../model/unicode-pattern.js';
import { type OperationFlags, operationFlags } from './boolean-flags.js';
import { refusalStatus } from './refusal-status.js';
import { successResponse } from './response-kind.js';

export interface RouteData {
  operationId: string;
  method: string;
  path: string;
  /** further paths the operation answers at (spec: a path's further `servers`) */
  alsoAt?: string[];
  paramPatterns: Record<string, string>;
  queryNames: string[];
  /** the query parameters whose schema is an array, present when there are some */
  queryLists?: string[];
  headerNames: string[];
  body: {
    required: boolean;
    /** an absent body is checked as `{}`, so its defaults are filled (model/body-defaults.ts) */
    absentFilled?: true;
    contentTypes: string[];
    fileFields: string[];
    requiredFiles: string[];
    /** per file field, the spec's `x-max-bytes` (or `maxLength`) */
    fileMaxBytes?: Record<string, number>;
    /** per file field, the spec's `x-allowed-media-types`: what its content may be */
    fileMediaTypes?: Record<string, string[]>;
  } | null;
  security: { anonymous: boolean; basic: boolean; bearerScopes: string[] | null; apiKeys?: ApiKeyData[] };
  errorFormat: ErrorFormat;
  /** spec `x-empty-means-absent` */
  emptyMeansAbsent?: true;
  /** spec `x-validation-errors` */
  validationErrors?: Record<string, string>;
  success: { status: number; kind: 'json' | 'empty' | 'raw' };
  /** the status a refused request is answered at instead of 400 (refusal-status.ts), present when the operation documents one */
  refusalStatus?: number;
  flags: OperationFlags;
}

/** An `apiKey` scheme the operation accepts: where its key travels (runtime/server/route-def.ts `ApiKeyDef`). */
export interface ApiKeyData {
  scheme: string;
  in: 'header' | 'query' | 'cookie';
  name: string;
}

export function routeTable(model: ApiModel): RouteData[] {
  return model.operations.map((op) => routeData(op, model));
}

/** The `apiKey` schemes any of the operation's security requirements names, in the order they are first named. */
export function operationApiKeys(op: OperationModel, schemes: ApiModel['securitySchemes']): ApiKeyData[] {
  const out: ApiKeyData[] = [];
  for (const requirement of op.security.requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (scheme?.type !== 'apiKey' || !scheme.in || !scheme.name || out.some((k) => k.scheme === name)) continue;
      out.push({ scheme: name, in: scheme.in, name: scheme.name });
    }
  }
  return out;
}

function routeData(op: OperationModel, model: ApiModel): RouteData {
  const schemas = model.schemas;
  const apiKeys = operationApiKeys(op, model.securitySchemes);
  const paramPatterns: Record<string, string> = {};
  for (const param of op.pathParams) {
    const pattern = schemaPattern(param.schema, schemas);
    if (pattern !== undefined) paramPatterns[param.name] = pattern;
  }
  const success = successResponse(op);
  const queryLists = op.queryParams.filter((p) => isListSchema(p.schema, schemas)).map((p) => p.name);
  // a document with an error catalogue (`x-errors`) gives every refusal its status itself
  const refused = model.hasCatalogue ? undefined : refusalStatus(op);
  return {
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.fullPath,
    ...(op.alsoAt ? { alsoAt: op.alsoAt } : {}),
    paramPatterns,
    queryNames: op.queryParams.map((p) => p.name),
    ...(queryLists.length > 0 ? { queryLists } : {}),
    headerNames: op.headerParams.map((p) => p.name),
    body: op.body
      ? {
          required: op.body.required,
          ...(absentBodyFilled(op.body, schemas) ? { absentFilled: true as const } : {}),
          contentTypes: op.body.contentTypes,
          fileFields: op.body.fileFields,
          requiredFiles: requiredFiles(op.body.schema, op.body.fileFields, schemas),
          ...(op.body.fileFields.length > 0 ? fileLimits(op.body.schema, op.body.fileFields, schemas) : {}),
        }
      : null,
    security: {
      anonymous: op.security.anonymous,
      basic: op.security.basic,
      bearerScopes: op.security.bearerScopes,
      ...(apiKeys.length > 0 ? { apiKeys } : {}),
    },
    errorFormat: op.errorFormat,
    ...(op.emptyMeansAbsent ? { emptyMeansAbsent: true as const } : {}),
    ...(op.validationErrors ? { validationErrors: op.validationErrors } : {}),
    success: { status: success.status, kind: success.kind === 'json' || success.kind === 'empty' ? success.kind : 'raw' },
    ...(refused !== undefined ? { refusalStatus: refused } : {}),
    flags: operationFlags(op, schemas),
  };
}

/** Whether a parameter's schema is an array (its `type`, through component refs and `allOf` members). */
export function isListSchema(schema: unknown, schemas: Record<string, JsonSchema>, depth = 0): boolean {
  if (!schema || typeof schema !== 'object' || depth > 8) return false;
  const s = schema as JsonSchema;
  if (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'))) return true;
  const name = componentName(s);
  if (name) return isListSchema(schemas[name], schemas, depth + 1);
  return (Array.isArray(s.allOf) ? s.allOf : []).some((member) => isListSchema(member, schemas, depth + 1));
}

/** The `pattern` of a string schema, through component refs and `allOf` members, as the router's `u` flag reads it (model/unicode-pattern.ts; none when it is no regular expression there). */
export function schemaPattern(schema: unknown, schemas: Record<string, JsonSchema>, depth = 0): string | undefined {
  if (!schema || typeof schema !== 'object' || depth > 8) return undefined;
  const s = schema as JsonSchema;
  if (typeof s.pattern === 'string') return unicodePattern(s.pattern);
  const name = componentName(s);
  if (name) return schemaPattern(schemas[name], schemas, depth + 1);
  for (const member of Array.isArray(s.allOf) ? s.allOf : []) {
    const found = schemaPattern(member, schemas, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Base paths whose operations all answer errors in one format (for 404/405 on them). */
export function basePathFormats(model: ApiModel): [string, ErrorFormat][] {
  const formats = new Map<string, Set<string>>();
  for (const op of model.operations) {
    const seen = formats.get(op.basePath) ?? new Set<string>();
    seen.add(op.errorFormat);
    formats.set(op.basePath, seen);
  }
  return [...formats.entries()]
    .filter(([basePath, set]) => basePath !== '' && set.size === 1)
    .map(([basePath, set]) => [basePath, [...set][0] as ErrorFormat] as [string, ErrorFormat])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * File fields the body schema lists in `required`. The form validator does not check file
 * parts (generator/emit/validator-schemas.ts makes them `true` and drops them from
 * `required`), so the server checks their presence itself.
 */
function requiredFiles(schema: JsonSchema, fileFields: string[], schemas: Record<string, JsonSchema>): string[] {
  const target = bodyObject(schema, schemas);
  const required = Array.isArray(target.required) ? (target.required as unknown[]) : [];
  return fileFields.filter((field) => required.includes(field));
}

/**
 * What each file field allows: its byte limit (`x-max-bytes`, else `maxLength`; the server
 * answers 400 above it) and the media types its content may be (`x-allowed-media-types`, for
 * the handler that sniffs the content).
 */
function fileLimits(
  schema: JsonSchema,
  fileFields: string[],
  schemas: Record<string, JsonSchema>,
): { fileMaxBytes: Record<string, number>; fileMediaTypes: Record<string, string[]> } {
  const properties = bodyObject(schema, schemas).properties;
  const fileMaxBytes: Record<string, number> = {};
  const fileMediaTypes: Record<string, string[]> = {};
  for (const field of fileFields) {
    const prop = properties && typeof properties === 'object' ? bodyObject((properties as Record<string, unknown>)[field], schemas) : {};
    const max = typeof prop['x-max-bytes'] === 'number' ? prop['x-max-bytes'] : prop.maxLength;
    if (typeof max === 'number') fileMaxBytes[field] = max;
    const types = prop['x-allowed-media-types'];
    if (Array.isArray(types)) fileMediaTypes[field] = types.map(String);
  }
  return { fileMaxBytes, fileMediaTypes };
}

/** The schema behind component refs. */
function bodyObject(schema: unknown, schemas: Record<string, JsonSchema>): JsonSchema {
  let target: unknown = schema;
  for (let i = 0; i < 8; i++) {
    const name = componentName(target);
    if (!name) break;
    target = schemas[name];
  }
  return target && typeof target === 'object' ? (target as JsonSchema) : {};
}
