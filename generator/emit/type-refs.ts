/**
 * How the server and client name an operation's types: the friendly alias from
 * generated/types (`T.CreateInvoiceBody`) when that alias was declared and means this part,
 * else the part's place in openapi-typescript's `operations` (a component that owns the name,
 * or a name two operations would share, leaves the alias out: type-aliases.ts).
 */
import type { ApiModel, OperationModel } from '../model/types.js';
import { opTypeName } from './server/naming.js';
import { type Alias, typeAliases } from './type-aliases.js';

const cache = new WeakMap<ApiModel, Map<string, Alias>>();

function aliasesOf(model: ApiModel): Map<string, Alias> {
  let map = cache.get(model);
  if (!map) {
    map = new Map(typeAliases(model).map((a) => [a.name, a]));
    cache.set(model, map);
  }
  return map;
}

/** `T.<alias>` when the alias is declared as `type` or as the component `component`; else `T.<type>`. */
function pick(model: ApiModel, name: string, type: string, component?: string): string {
  const alias = aliasesOf(model).get(name);
  if (alias && (alias.type === type || (component !== undefined && alias.type === `components["schemas"][${JSON.stringify(component)}]`))) return `T.${name}`;
  return qualified(type);
}

/** A type written against generated/types' names (`operations[...]`), as the generated modules import them (`T.operations[...]`). */
function qualified(type: string): string {
  return type.startsWith('operations[') || type.startsWith('components[') ? `T.${type}` : type.replace(/(^|[<\s])(operations|components)\[/g, '$1T.$2[');
}

function operationRef(op: OperationModel): string {
  return `operations[${JSON.stringify(op.operationId)}]`;
}

export function pathParamsType(model: ApiModel, op: OperationModel): string {
  return pick(model, `${opTypeName(op.operationId)}PathParams`, `${operationRef(op)}["parameters"]["path"]`);
}

export function queryType(model: ApiModel, op: OperationModel): string {
  return pick(model, `${opTypeName(op.operationId)}Query`, `NonNullable<${operationRef(op)}["parameters"]["query"]>`);
}

/**
 * The body type: the first media type's (or `mediaType`'s: the client sends multipart where
 * there are file parts), or, with `every`, the union of every media type's when their schemas
 * differ (the server takes any).
 */
export function bodyType(model: ApiModel, op: OperationModel, every = false, mediaType?: string): string {
  const body = op.body;
  if (!body) return 'undefined';
  const content = `NonNullable<${operationRef(op)}["requestBody"]>["content"]`;
  const differ = body.media.some((m) => JSON.stringify(m.schema) !== JSON.stringify(body.media[0].schema));
  if (every && differ) return qualified(`${content}[keyof ${content}]`);
  if (mediaType && differ && mediaType !== body.contentTypes[0] && body.contentTypes.includes(mediaType))
    return qualified(`${content}[${JSON.stringify(mediaType)}]`);
  return pick(model, `${opTypeName(op.operationId)}Body`, `${content}[${JSON.stringify(body.contentTypes[0])}]`, body.schemaName);
}

/** The JSON body of the success answer with status `status`. */
export function responseType(model: ApiModel, op: OperationModel, status: number): string {
  const type = `${operationRef(op)}["responses"][${status}]["content"]["application/json"]`;
  if (status !== 200 && status !== 201) return qualified(type);
  const schemaName = op.responses.find((r) => r.status === String(status))?.schemaName;
  return pick(model, `${opTypeName(op.operationId)}Response`, type, schemaName);
}
