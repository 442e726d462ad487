/**
 * One client method per operation (spec/README.md "Operations": `createInvoice` ->
 * `invoices.create`): path parameters positional in path order, then the body or the query
 * (both when an operation has both), then RequestOptions. List operations with `count` and
 * `skip` also get an async iterator (`list` -> `iterate`, `listPayments` -> `iteratePayments`).
 */
import { ModelError } from '../../model/errors.js';
import { lowerCamel, pascalCase } from '../../model/names.js';
import { componentName } from '../../model/refs.js';
import type { ApiModel, JsonSchema, OperationModel } from '../../model/types.js';
import { docComment, groupName, propertyKey } from '../server/naming.js';
import { successResponse } from '../server/response-kind.js';
import { bodyType, pathParamsType, queryType, responseType } from '../type-refs.js';

/** Words a parameter may not be named (ECMA-262 12.7.2 reserved words, and strict mode's). */
const RESERVED_WORDS = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield arguments eval'.split(
    ' ',
  ),
);

export interface OperationDefData {
  operationId: string;
  method: string;
  basePath: string;
  path: string;
  pathParams: string[];
  idempotent: boolean;
  /** the operation takes `Idempotency-Key` (spec info.description, Idempotency): the client sends one */
  idempotencyKey?: true;
  body: 'json' | 'form' | 'multipart' | null;
  fileFields: string[];
  response: 'json' | 'empty' | 'binary' | 'redirect';
}

export function operationDef(op: OperationModel): OperationDefData {
  return {
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    basePath: op.basePath,
    path: op.path,
    pathParams: pathOrder(op),
    idempotent: op.idempotent,
    ...(op.idempotencyKey ? { idempotencyKey: true as const } : {}),
    body: bodyEncoding(op),
    fileFields: op.body?.fileFields ?? [],
    response: successResponse(op).kind,
  };
}

/** JSON when the spec accepts it (the richest encoding), else form, else multipart. */
function bodyEncoding(op: OperationModel): OperationDefData['body'] {
  if (!op.body) return null;
  const types = op.body.contentTypes;
  if (
    op.body.fileFields.length ||
    (!types.includes('application/json') && !types.includes('application/x-www-form-urlencoded') && types.includes('multipart/form-data'))
  )
    return 'multipart';
  if (types.includes('application/json') || types.some((t) => /\+json$/.test(t))) return 'json';
  if (types.includes('application/x-www-form-urlencoded')) return 'form';
  return 'json';
}

/** Path parameters in the order they appear in the path template. */
function pathOrder(op: OperationModel): string[] {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return names.filter((n) => op.pathParams.some((p) => p.name === n));
}

export function resultType(op: OperationModel, model: ApiModel): string {
  const success = successResponse(op);
  switch (success.kind) {
    case 'json':
      return responseType(model, op, success.status);
    case 'binary':
      return 'ArrayBuffer';
    case 'redirect':
      return 'RedirectResult';
    default:
      return 'void';
  }
}

/** The source of one method (and its iterator, when it has one) inside a tag group. */
export function clientMethods(op: OperationModel, model: ApiModel, taken: Map<string, OperationModel>): string[] {
  const reserved = new Set(['body', 'query', 'options', 't']);
  const args: string[] = [];
  const pathArgs: string[] = [];
  for (const param of pathOrder(op)) {
    let arg = lowerCamel(param) || 'param';
    if (/^[0-9]/.test(arg) || RESERVED_WORDS.has(arg)) arg = `${arg}Param`;
    if (reserved.has(arg)) arg += 'Param';
    while (pathArgs.includes(arg)) arg += 'Param';
    pathArgs.push(arg);
    args.push(`${arg}: ${pathParamsType(model, op)}[${JSON.stringify(param)}]`);
  }
  let bodyArg = 'undefined';
  if (op.body) {
    const files = op.body.fileFields.map((f) => JSON.stringify(f)).join(' | ');
    const body = bodyType(model, op, false, bodyEncoding(op) === 'multipart' ? 'multipart/form-data' : undefined);
    const type = files ? `WithFileParts<${body}, ${files}>` : body;
    args.push(`body${op.body.required ? '' : '?'}: ${type}`);
    bodyArg = 'body';
  }
  let queryArg = 'undefined';
  if (op.queryParams.length) {
    const required = op.queryParams.some((p) => p.required) && !op.body;
    args.push(`query${required ? '' : '?'}: ${queryType(model, op)}`);
    queryArg = 'query';
  }
  args.push('options?: RequestOptions');
  const call = `t.call(operations.${op.operationId}, [${pathArgs.join(', ')}], ${queryArg}, ${bodyArg}, options)`;
  const result = resultType(op, model);
  // the model made method names unique in the group (model/client-method.ts settleClientMethods); an
  // iterator named before may still hold one: the method then takes its operation's name
  let method = op.clientMethod;
  if (taken.has(method)) method = op.operationId;
  const other = taken.get(method);
  if (other)
    throw new ModelError(
      `${op.pointer}/operationId`,
      `the client method ${groupName(op.tag)}.${method} would serve both ${op.operationId} (${op.method.toUpperCase()} ${op.path}) and ${other.operationId} (${other.method.toUpperCase()} ${other.path}, ${other.pointer}): set x-client-method on one`,
    );
  const retried = op.idempotent || op.idempotencyKey;
  const doc = docComment([`${op.summary} (${op.method.toUpperCase()} ${op.fullPath}${retried ? '' : ', not retried'}).`], '    ');
  const methods = [`${doc}    ${propertyKey(method)}: (${args.join(', ')}): Promise<${result}> => ${call} as Promise<${result}>,`];
  taken.set(method, op);

  const pageSize = listPageSize(op, model);
  const iterator = method === 'list' ? 'iterate' : method.startsWith('list') ? `iterate${method.slice(4)}` : `iterate${pascalCase(method)}`;
  if (pageSize !== undefined && !op.body && !taken.has(iterator)) {
    taken.set(iterator, op);
    const item = `NonNullable<${result}['items']>[number]`;
    const iterArgs = [...args.slice(0, pathArgs.length), `query?: Omit<${queryType(model, op)}, 'skip'> & { skip?: number }`, 'options?: RequestOptions'];
    const iterDoc = docComment([`Every item of ${op.operationId}, page by page (count ${pageSize} unless given), until a short page.`], '    ');
    methods.push(
      `${iterDoc}    ${propertyKey(iterator)}: (${iterArgs.join(', ')}): AsyncGenerator<${item}, void, undefined> =>\n` +
        `      iteratePages<${item}>((q) => t.call(operations.${op.operationId}, [${pathArgs.join(', ')}], q, undefined, options), query, ${pageSize}),`,
    );
  }
  return methods;
}

/**
 * A list operation: `count` and `skip` query parameters and a JSON answer with an `items`
 * array. The page size is the `count` schema's maximum (fewest round trips), else 10.
 */
function listPageSize(op: OperationModel, model: ApiModel): number | undefined {
  const count = op.queryParams.find((p) => p.name === 'count');
  if (!count || !op.queryParams.some((p) => p.name === 'skip')) return undefined;
  const ok = op.responses.find((r) => r.status.startsWith('2') && r.schema);
  if (!ok || !hasItemsArray(ok.schema, model.schemas, 0)) return undefined;
  const max = resolve(count.schema, model.schemas).maximum;
  return typeof max === 'number' ? max : 10;
}

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  let s = schema;
  for (let i = 0; i < 8; i++) {
    const name = componentName(s);
    if (!name || !schemas[name]) break;
    s = schemas[name];
  }
  return s;
}

function hasItemsArray(schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>, depth: number): boolean {
  if (!schema || depth > 6) return false;
  const s = resolve(schema, schemas);
  const props = s.properties as Record<string, JsonSchema> | undefined;
  if (props?.items) {
    const items = resolve(props.items, schemas);
    if (items.type === 'array' || (Array.isArray(items.type) && items.type.includes('array'))) return true;
  }
  return Array.isArray(s.allOf) && s.allOf.some((m) => hasItemsArray(m as JsonSchema, schemas, depth + 1));
}
