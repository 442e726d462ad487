/**
 * The typed `Handlers<Auth>` interface: one member per operationId, typed with generator 1's
 * aliases from generated/types (`<Op>PathParams`, `<Op>Query`, `<Op>Body`, `<Op>Response`).
 * A part the operation does not have is `EmptyObject` (params, query) or `undefined` (body).
 */
import type { ApiModel, OperationModel, ParameterModel } from '../../model/types.js';
import { bodyType, pathParamsType, queryType, responseType } from '../type-refs.js';
import { docComment, propertyKey } from './naming.js';
import { successResponse } from './response-kind.js';

export function handlerMember(op: OperationModel, model: ApiModel): string {
  const params = op.pathParams.length ? pathParamsType(model, op) : 'EmptyObject';
  const query = op.queryParams.length ? queryType(model, op) : 'EmptyObject';
  let body = 'undefined';
  if (op.body) {
    const files = op.body.fileFields.map((f) => JSON.stringify(f)).join(' | ');
    const type = bodyType(model, op, true);
    body = files ? `WithFiles<${type}, ${files}>` : type;
    if (!op.body.required) body += ' | undefined';
  }
  const headers = headerType(op.headerParams);
  const { security } = op;
  const acceptsCredentials = security.basic || security.bearerScopes !== null;
  const auth = !security.anonymous ? 'Auth' : acceptsCredentials ? 'Auth | null' : 'null';
  const success = successResponse(op);
  const result = success.kind === 'json' ? `JsonAnswer<${responseType(model, op, success.status)}>` : success.kind === 'empty' ? 'void' : 'RawResponse';
  const doc = docComment(
    [
      `${op.method.toUpperCase()} ${op.fullPath}: ${op.summary}`,
      success.kind === 'binary' || success.kind === 'redirect' ? `Answers ${success.status} (${success.kind}): return a RawResponse.` : undefined,
    ],
    '  ',
  );
  return `${doc}  ${propertyKey(op.operationId)}: (input: HandlerInput<${params}, ${query}, ${body}, ${headers}, ${auth}>) => Promise<${result}>;`;
}

/** Declared header parameters, typed from their schema's simple `type` (strings otherwise). */
function headerType(headers: ParameterModel[]): string {
  if (headers.length === 0) return 'EmptyObject';
  const members = headers.map((h) => `${propertyKey(h.name)}${h.required ? '' : '?'}: ${scalarType(h.schema.type)}`);
  return `{ ${members.join('; ')} }`;
}

function scalarType(type: unknown): string {
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  return 'string';
}
