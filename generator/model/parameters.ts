/**
 * Parameters of one operation: path-item parameters merged with the operation's, the
 * operation's winning on the same (name, in) pair (OpenAPI 3.1 section 4.8.9 "parameters").
 * Cookie parameters are not generated: each is named in a warning.
 */
import { deref, isRecord, normalizeSchema } from './refs.js';
import type { JsonSchema, ModelWarning, ParameterModel } from './types.js';

type Location = ParameterModel['in'];

export interface SplitParameters {
  pathParams: ParameterModel[];
  queryParams: ParameterModel[];
  headerParams: ParameterModel[];
}

export function mergeParameters(
  doc: JsonSchema,
  pathItemParams: unknown,
  operationParams: unknown,
  pointer?: string,
  warnings?: ModelWarning[],
): ParameterModel[] {
  const merged = new Map<string, ParameterModel>();
  for (const [list, at] of [
    [pathItemParams, pointer?.replace(/\/[^/]+$/, '')],
    [operationParams, pointer],
  ] as const) {
    for (const [i, raw] of (Array.isArray(list) ? list : []).entries()) {
      const param = toParameter(doc, raw);
      if (param) merged.set(`${param.in}:${param.name}`, param);
      const cookie = deref(doc, raw);
      if (warnings && at !== undefined && isRecord(cookie) && cookie.in === 'cookie')
        warnings.push({
          pointer: `${at}/parameters/${i}`,
          reason: `cookie parameter "${String(cookie.name)}" is not generated (not validated, typed or sent by the client)`,
        });
    }
  }
  return [...merged.values()];
}

export function splitParameters(params: ParameterModel[]): SplitParameters {
  return {
    pathParams: params.filter((p) => p.in === 'path'),
    queryParams: params.filter((p) => p.in === 'query'),
    headerParams: params.filter((p) => p.in === 'header'),
  };
}

function toParameter(doc: JsonSchema, raw: unknown): ParameterModel | undefined {
  const param = deref(doc, raw);
  if (!isRecord(param) || typeof param.name !== 'string') return undefined;
  const location = param.in as string;
  if (location !== 'path' && location !== 'query' && location !== 'header') return undefined;
  const model: ParameterModel = {
    // Header names are case-insensitive (RFC 9110 5.1); Node lower-cases them, so do we.
    name: location === 'header' ? param.name.toLowerCase() : param.name,
    in: location as Location,
    // Path parameters are always required (OpenAPI 3.1 section 4.8.12.1).
    required: location === 'path' || param.required === true,
    schema: isRecord(param.schema) ? normalizeSchema(doc, param.schema) : contentSchema(doc, param.content),
  };
  if (typeof param.description === 'string') model.description = param.description;
  const examples = parameterExamples(doc, param);
  if (examples.length) model.examples = examples;
  return model;
}

/** A parameter given with `content` (one media type) instead of `schema` (OpenAPI 3.1 section 4.8.12.4). */
function contentSchema(doc: JsonSchema, content: unknown): JsonSchema {
  if (!isRecord(content)) return {};
  const media = deref(doc, Object.values(content)[0]);
  return isRecord(media) && isRecord(media.schema) ? normalizeSchema(doc, media.schema) : {};
}

/** A parameter's `example`, or the values of its `examples` (OpenAPI 3.1 section 4.8.12.2), and its schema's. */
function parameterExamples(doc: JsonSchema, param: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (param.example !== undefined) out.push(param.example);
  if (isRecord(param.examples))
    for (const raw of Object.values(param.examples)) {
      const example = deref(doc, raw);
      if (isRecord(example) && example.value !== undefined) out.push(example.value);
    }
  return out;
}
