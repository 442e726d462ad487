/**
 * The valid request an operation's cases start from, built from the operation's schemas and
 * examples: path ids of live entities, required query and header parameters from their
 * schemas, and each request-body example, prepared for sending.
 */
import type { ApiModel, OperationModel, ParameterModel } from '../generator/model/types.js';
import type { BodyExample } from './examples.js';
import { fillMarkers, type MarkerFillers, type PrepareOptions, prepareExample } from './prepare.js';
import { idPrefix, sampleId, sampleValue } from './sample.js';
import { effective } from './schema-node.js';
import type { PathValue, RequestSpec } from './types.js';

/** Fills markers with syntactically valid values: what the derivation checks requests with. */
export const SAMPLE_FILLERS: MarkerFillers = {
  id: (prefix) => sampleId(prefix),
  unique: (kind) => (kind === 'email' ? 'unique@example.com' : 'unique'.slice(0, Math.max(1, kind))),
};

/** The id prefix a parameter holds (`invoice_id` -> `inv`), from its pattern. */
export function paramPrefix(param: ParameterModel, model: ApiModel): string | undefined {
  return idPrefix(effective(param.schema, model.schemas).pattern);
}

export function basePath(op: OperationModel, model: ApiModel): Record<string, PathValue> {
  const out: Record<string, PathValue> = {};
  for (const p of op.pathParams) {
    const prefix = paramPrefix(p, model);
    out[p.name] = prefix ? { idOf: prefix } : { literal: String(sampleValue(p.schema, model.schemas)) };
  }
  return out;
}

export function requiredParams(params: ParameterModel[], model: ApiModel): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of params) if (p.required) out[p.name] = sampleValue(p.schema, model.schemas);
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
  const list = own.length ? own : examples;
  return list.map((e) => {
    const prepared = prepareExample(e.value, op.body?.schema ?? {}, model.schemas, options);
    return { contentType, name: e.name, prepared, sample: fillMarkers(prepared, SAMPLE_FILLERS) };
  });
}

export function baseRequest(op: OperationModel, model: ApiModel, body: BaseBody | undefined): RequestSpec {
  const request: RequestSpec = {
    operationId: op.operationId,
    path: basePath(op, model),
    query: requiredParams(op.queryParams, model),
    headers: Object.fromEntries(Object.entries(requiredParams(op.headerParams, model)).map(([k, v]) => [k, String(v)])),
    auth: 'basic',
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
