/**
 * The valid request an operation's cases start from, built from the operation's schemas and
 * examples: path ids of live entities, required query and header parameters from their
 * schemas, and each request-body example, prepared for sending.
 */
import type { ApiModel, OperationModel, ParameterModel } from '../generator/model/types.js';
import type { BodyExample } from './examples.js';
import type { Kinds } from './kinds.js';
import { fillMarkers, type MarkerFillers, type PrepareOptions, prepareExample } from './prepare.js';
import { sampleId, sampleValue } from './sample.js';
import { effective } from './schema-node.js';
import type { PathValue, RequestSpec } from './types.js';

/** Fills markers with syntactically valid values: what the derivation checks requests with. */
export const SAMPLE_FILLERS: MarkerFillers = {
  id: (prefix) => sampleId(prefix),
  unique: (kind) => (kind === 'email' ? 'unique@example.com' : 'unique'.slice(0, Math.max(1, kind))),
};

/** A parameter's own example when its schema takes it, else a sample of its schema. */
export function paramSample(param: ParameterModel, model: ApiModel): unknown {
  const schema = effective(param.schema, model.schemas);
  const own = (param.examples ?? []).find((e) => e !== null && typeof e !== 'object' && matchesType(schema, e));
  return own ?? sampleValue(param.schema, model.schemas);
}

function matchesType(schema: Record<string, unknown>, value: unknown): boolean {
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length === 0) return true;
  return types.some((t) => (t === 'integer' ? Number.isInteger(value) : t === 'number' ? typeof value === 'number' : typeof value === t));
}

/**
 * The path of a valid request: an id of a live entity for each parameter of a kind the document
 * manages (conformance/kinds.ts); for a path kind also the parameter's example, sent when no
 * entity can be had (a read-only API); any other parameter (`/notify_by/{medium}`) its example.
 */
export function basePath(op: OperationModel, model: ApiModel, kinds: Kinds): Record<string, PathValue> {
  const out: Record<string, PathValue> = {};
  for (const p of op.pathParams) {
    const kind = kinds.ofParam(op, p.name);
    const sample = String(paramSample(p, model));
    if (kind && kinds.isResource(kind)) out[p.name] = kinds.isPrefix(kind) ? { idOf: kind } : { idOf: kind, fallback: sample };
    else out[p.name] = { literal: sample };
  }
  return out;
}

export function requiredParams(params: ParameterModel[], model: ApiModel): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of params) if (p.required) out[p.name] = paramSample(p, model);
  return out;
}

/** The content type cases send: JSON when the operation accepts it (spec order otherwise). */
export function chosenContentType(op: OperationModel): string | undefined {
  const types = op.body?.contentTypes ?? [];
  return types.find((t) => /json/.test(t)) ?? types[0];
}

export interface BaseBody {
  contentType: string;
  name: string;
  /** With markers (sent after the runner fills them). */
  prepared: unknown;
  /** Markers filled with samples (what derivation checks). */
  sample: unknown;
}

/** Prepared examples of the chosen content type; a body-less operation gets none. */
export function baseBodies(op: OperationModel, model: ApiModel, examples: BodyExample[], options: PrepareOptions): BaseBody[] {
  const contentType = chosenContentType(op);
  if (!op.body || !contentType) return [];
  const own = examples.filter((e) => e.contentType === contentType);
  // a document without examples: a body made from the schema (its required fields), judged by
  // the document's validator before it is sent (conformance/run.ts)
  const made = sampleValue(op.body.schema, model.schemas);
  const list = own.length ? own : examples.length ? examples : made === undefined ? [] : [{ contentType, name: 'made from the schema', value: made }];
  return list.map((e) => {
    const prepared = prepareExample(e.value, op.body?.schema ?? {}, model.schemas, options);
    return { contentType, name: e.name, prepared, sample: fillMarkers(prepared, SAMPLE_FILLERS) };
  });
}

export function baseRequest(op: OperationModel, model: ApiModel, kinds: Kinds, body: BaseBody | undefined): RequestSpec {
  const request: RequestSpec = {
    operationId: op.operationId,
    path: basePath(op, model, kinds),
    query: requiredParams(op.queryParams, model),
    headers: Object.fromEntries(Object.entries(requiredParams(op.headerParams, model)).map(([k, v]) => [k, String(v)])),
    auth: 'valid',
  };
  if (body) request.body = { contentType: body.contentType, value: body.prepared };
  return request;
}

/** The GET listing what `op` creates (same path), for the "state must not change" check. */
export function listOperationFor(op: OperationModel, model: ApiModel): string | undefined {
  if (op.method !== 'post') return undefined;
  return model.operations.find((o) => o.method === 'get' && o.fullPath === op.fullPath)?.operationId;
}

/** The GET of the entity `op` changes: same path, or the path without its action segment. */
export function fetchOperationFor(op: OperationModel, model: ApiModel): string | undefined {
  if (op.method === 'get' || op.pathParams.length === 0) return undefined;
  const parent = op.fullPath.replace(/\/[^/{}]+$/, '');
  const candidates = [op.fullPath, parent].filter((p) => /\}$/.test(p));
  return model.operations.find((o) => o.method === 'get' && candidates.includes(o.fullPath))?.operationId;
}
