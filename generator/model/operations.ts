/**
 * Operations: one OperationModel per (path, method), sorted by tag, then fullPath, then
 * method (generator/model/types.ts `ApiModel.operations`).
 */
import { IDEMPOTENCY_HEADER } from '../../runtime/server/idempotency.js';
import { requestBodyModel, responseModels } from './bodies.js';
import { clientMethodName, settleClientMethods } from './client-method.js';
import { hasErrorCatalogue } from './errors.js';
import { compareStrings } from './names.js';
import { operationNames } from './operation-names.js';
import { mergeParameters, splitParameters } from './parameters.js';
import { deref, isRecord, pointerToken } from './refs.js';
import { operationPreconditions, operationTimeTransitions, operationTransitions } from './resources.js';
import { securityModel } from './security.js';
import { documentBasePath, firstServerUrl, furtherServerUrls, urlPath } from './servers.js';
import type { HttpMethod, JsonSchema, ModelWarning, OperationModel } from './types.js';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
/** Methods OpenAPI allows that the server runtime does not route (runtime/server/route-def.ts `HttpMethod`). */
const UNROUTED_METHODS = ['head', 'options', 'trace'] as const;

/** `defaultBase`: the document's base path (servers.ts `documentBasePath`), for operations without servers of their own. */
export function operationModels(doc: JsonSchema, warnings: ModelWarning[] = [], defaultBase = documentBasePath(doc.servers).path): OperationModel[] {
  const paths = isRecord(doc.paths) ? doc.paths : {};
  const operations: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isRecord(item)) continue;
    const at = `/paths/${pointerToken(path)}`;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      operations.push(operationModel(doc, path, method, item, op, defaultBase, `${at}/${method}`, warnings));
    }
    for (const method of UNROUTED_METHODS) {
      if (isRecord(item[method]))
        warnings.push({
          pointer: `${at}/${method}`,
          reason: `${method.toUpperCase()} operations are not generated (the server routes GET, POST, PUT, PATCH and DELETE)`,
        });
    }
  }
  const names = operationNames(
    operations.map((op) => ({ specOperationId: op.specOperationId, method: op.method, path: op.path, pointer: op.pointer })),
    warnings,
  );
  operations.forEach((op, i) => {
    op.operationId = names[i];
    op.clientMethod = clientMethodName(names[i], op.tag, op.clientMethod);
  });
  operations.sort((a, b) => compareStrings(a.tag, b.tag) || compareStrings(a.fullPath, b.fullPath) || compareStrings(a.method, b.method));
  settleClientMethods(operations, warnings);
  return operations;
}

function operationModel(
  doc: JsonSchema,
  path: string,
  method: HttpMethod,
  item: JsonSchema,
  op: JsonSchema,
  defaultBase: string,
  pointer: string,
  warnings: ModelWarning[],
): OperationModel {
  // named for generated code by operationModels once every operation is known (operation-names.ts)
  const operationId = typeof op.operationId === 'string' ? op.operationId : '';
  const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'default';
  const ownServer = firstServerUrl(op.servers) ?? firstServerUrl(item.servers);
  const basePath = ownServer !== undefined ? urlPath(ownServer) : defaultBase;
  const alsoAt = furtherServerUrls(Array.isArray(op.servers) ? op.servers : item.servers).map((url) => urlPath(url) + path);
  const parameters = splitParameters(mergeParameters(doc, item.parameters, op.parameters, pointer, warnings));
  if (isRecord(op.callbacks) && Object.keys(op.callbacks).length > 0)
    warnings.push({ pointer: `${pointer}/callbacks`, reason: 'callbacks are not generated (no types, validators or client for them)' });
  const model: OperationModel = {
    operationId,
    ...(typeof op.operationId === 'string' ? { specOperationId: op.operationId } : {}),
    pointer,
    method,
    path,
    basePath,
    fullPath: basePath + path,
    ...(alsoAt.length > 0 ? { alsoAt } : {}),
    tag,
    // named by operationModels once the operation has its name
    clientMethod: typeof op['x-client-method'] === 'string' ? op['x-client-method'] : '',
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
    ...(op['x-runs-last'] === true ? { runsLast: true } : {}),
    // RFC 6749 5.2 error bodies for the OAuth server (spec: `x-error-format: oauth2`).
    errorFormat: (op['x-error-format'] ?? item['x-error-format']) === 'oauth2' ? 'oauth2' : hasErrorCatalogue(doc) ? 'paisa' : 'problem',
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
