/**
 * Operations: one OperationModel per (path, method), sorted by tag, then fullPath, then
 * method (generator/model/types.ts `ApiModel.operations`).
 */
import { IDEMPOTENCY_HEADER } from '../../runtime/server/idempotency.js';
import { requestBodyModel, responseModels } from './bodies.js';
import { clientMethodName } from './client-method.js';
import { compareStrings } from './names.js';
import { mergeParameters, splitParameters } from './parameters.js';
import { deref, isRecord } from './refs.js';
import { operationPreconditions, operationTimeTransitions, operationTransitions } from './resources.js';
import { securityModel } from './security.js';
import { firstServerUrl, furtherServerUrls, urlPath } from './servers.js';
import type { HttpMethod, JsonSchema, OperationModel } from './types.js';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export function operationModels(doc: JsonSchema): OperationModel[] {
  const paths = isRecord(doc.paths) ? doc.paths : {};
  const defaultBase = urlPath(firstServerUrl(doc.servers));
  const operations: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      operations.push(operationModel(doc, path, method, item, op, defaultBase));
    }
  }
  return operations.sort((a, b) => compareStrings(a.tag, b.tag) || compareStrings(a.fullPath, b.fullPath) || compareStrings(a.method, b.method));
}

function operationModel(doc: JsonSchema, path: string, method: HttpMethod, item: JsonSchema, op: JsonSchema, defaultBase: string): OperationModel {
  const operationId = typeof op.operationId === 'string' ? op.operationId : `${method}${path}`;
  const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'default';
  const ownServer = firstServerUrl(op.servers) ?? firstServerUrl(item.servers);
  const basePath = ownServer !== undefined ? urlPath(ownServer) : defaultBase;
  const alsoAt = furtherServerUrls(Array.isArray(op.servers) ? op.servers : item.servers).map((url) => urlPath(url) + path);
  const parameters = splitParameters(mergeParameters(doc, item.parameters, op.parameters));
  const model: OperationModel = {
    operationId,
    method,
    path,
    basePath,
    fullPath: basePath + path,
    ...(alsoAt.length > 0 ? { alsoAt } : {}),
    tag,
    clientMethod: clientMethodName(operationId, tag, op['x-client-method']),
    summary: typeof op.summary === 'string' ? op.summary : '',
    designed: op['x-designed'] === true,
    // Safe methods may be retried by the client (RFC 9110 9.2.2); this model has no HEAD.
    idempotent: method === 'get',
    idempotencyKey: parameters.headerParams.some((p) => p.name.toLowerCase() === IDEMPOTENCY_HEADER),
    ...parameters,
    responses: responseModels(doc, op.responses),
    security: securityModel(doc, op.security),
    transitions: operationTransitions(op),
    ...(Array.isArray(op['x-precondition']) ? { preconditions: operationPreconditions(op) } : {}),
    timeTransitions: operationTimeTransitions(op),
    // RFC 6749 5.2 error bodies for the OAuth server (spec: `x-error-format: oauth2`).
    errorFormat: (op['x-error-format'] ?? item['x-error-format']) === 'oauth2' ? 'oauth2' : 'paisa',
    emptyMeansAbsent: op['x-empty-means-absent'] === true,
    ...validationErrors(op['x-validation-errors']),
  };
  if (typeof op.description === 'string') model.description = op.description;
  const body = requestBodyModel(doc, op.requestBody);
  if (body) model.body = body;
  return model;
}

/** `x-validation-errors: {field: catalogue key}` as the model keeps it (only string values). */
function validationErrors(value: unknown): { validationErrors?: Record<string, string> } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? { validationErrors: Object.fromEntries(entries) } : {};
}
