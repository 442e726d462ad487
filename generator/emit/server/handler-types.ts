/**
 * The typed `Handlers<Auth>` interface: one member per operationId, typed with generator 1's
 * aliases from generated/types (`<Op>PathParams`, `<Op>Query`, `<Op>Body`, `<Op>Response`).
 * A part the operation does not have is `EmptyObject` (params, query) or `undefined` (body); a
 * body of a media type neither JSON nor a form (`image/png`) is a `Buffer`.
 * A body whose schema declares defaults is `WithDefaults<Body, Tree>`: the validator filled them
 * in (model/body-defaults.ts), so those properties are present.
 */
import { absentBodyFilled, defaultsTree, defaultsTreeType, fillsDefaults } from '../../model/body-defaults.js';
import type { ApiModel, OperationModel, ParameterModel } from '../../model/types.js';
import { bodyType, pathParamsType, queryType, responseType } from '../type-refs.js';
import { docComment, propertyKey } from './naming.js';
import { successResponse } from './response-kind.js';

export function handlerMember(op: OperationModel, model: ApiModel): string {
  const params = op.pathParams.length ? pathParamsType(model, op) : 'EmptyObject';
  const query = op.queryParams.length ? queryType(model, op) : 'EmptyObject';
  let body = 'undefined';
  if (op.body) {
    const raw = op.body.contentTypes.filter(isRawMediaType).length;
    if (raw === op.body.contentTypes.length) body = 'Buffer';
    else {
      const files = op.body.fileFields.map((f) => JSON.stringify(f)).join(' | ');
      const type = bodyType(model, op, true);
      body = files ? `WithFiles<${type}, ${files}>` : type;
      const tree = filledDefaults(op, model);
      if (tree) body = `WithDefaults<${body}, ${tree}>`;
      if (raw > 0) body += ' | Buffer';
    }
    if (!op.body.required && !absentBodyFilled(op.body, model.schemas)) body += ' | undefined';
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

/**
 * A media type the runtime hands over as its bytes, a Buffer (runtime/server/body-parsers.ts):
 * neither JSON (`application/json`, `+json`: RFC 6839 section 3.1) nor a form.
 */
function isRawMediaType(type: string): boolean {
  const t = type.toLowerCase();
  return t !== 'application/json' && !t.endsWith('+json') && t !== 'application/x-www-form-urlencoded' && t !== 'multipart/form-data';
}

/**
 * The defaults every media type's validator fills in, as a type literal; undefined when there
 * are none, or when the media types' schemas differ (the body is then a union: left as declared).
 */
function filledDefaults(op: OperationModel, model: ApiModel): string | undefined {
  const media = op.body?.media ?? [];
  const first = JSON.stringify(media[0]?.schema);
  if (media.length === 0 || media.some((m) => JSON.stringify(m.schema) !== first)) return undefined;
  if (!fillsDefaults(media[0].schema, model.schemas)) return undefined;
  const tree = defaultsTree(media[0].schema, model.schemas);
  return tree ? defaultsTreeType(tree) : undefined;
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
