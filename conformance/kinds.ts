/**
 * Entity kinds: which path parameters hold ids of the same kind of entity, which operation
 * makes one, which fetches it, and where an answer carries its id. Derived once per document,
 * for any document, by two rules:
 *
 * - an id whose schema `pattern` is a literal prefix and 14 base62 characters (`^inv_[0-9A-Za-z]{14}$`,
 *   spec/README.md "Ids") is of the kind named by the prefix (`inv`), wherever it appears: in a
 *   path, a body, an answer;
 * - any other path parameter is of the kind of the path up to it (`/pets/{petId}` and
 *   `/pets/{id}/photos` both hold `/pets/{}` ids): its producer is the POST on the collection
 *   (`POST /pets`), its fetch the GET of `/pets/{}`, its lister the GET of `/pets`, and the id is
 *   the field of the fetched schema named like the parameter, else `id` (the inference of
 *   producer -> consumer parameters that Schemathesis's stateful phase makes, without links).
 *
 * OpenAPI `links` and `Location` headers, where the document has them, say it outright
 * (learnIds in learn.ts); these rules cover documents that do not.
 */
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../generator/model/types.js';
import { idPrefix, sampleId, sampleValue } from './sample.js';
import { allOfMembers, effective, isRecord } from './schema-node.js';

const PREFIXED_ID = /^([a-z]+)_[0-9A-Za-z]{14}$/;

/** `/v1/pets/{petId}/photos` -> `/v1/pets/{}/photos`. */
export function pathShape(fullPath: string): string {
  return fullPath.replace(/\{[^}]+\}/g, '{}');
}

export class Kinds {
  private readonly paramKinds = new Map<string, string>();
  private readonly paramSchemas = new Map<string, JsonSchema>();
  private readonly creators = new Map<string, string>();
  private readonly fetchers = new Map<string, OperationModel>();
  private readonly listers = new Map<string, OperationModel>();
  private readonly idFields = new Map<string, string>();

  constructor(readonly model: ApiModel) {
    for (const op of model.operations) {
      for (const param of op.pathParams) {
        const kind = this.kindOf(op, param);
        this.paramKinds.set(`${op.operationId} ${param.name}`, kind);
        if (!this.paramSchemas.has(kind)) this.paramSchemas.set(kind, param.schema);
      }
    }
    for (const op of model.operations) {
      if (op.method !== 'get' || op.pathParams.length === 0) continue;
      const last = op.pathParams[op.pathParams.length - 1];
      if (!op.fullPath.endsWith(`{${last.name}}`)) continue;
      const kind = this.ofParam(op, last.name) as string;
      // the one fetch of a kind: with no other id in its path (GET /invoices/{id}, not /payments/{p}/refunds/{id})
      const known = this.fetchers.get(kind);
      if (!known || op.pathParams.length < known.pathParams.length) this.fetchers.set(kind, op);
    }
    for (const [kind, fetch] of this.fetchers) {
      if (!kind.startsWith('/')) continue;
      const field = this.idFieldOf(fetch);
      if (field) this.idFields.set(kind, field);
      const collection = kind.slice(0, -'/{}'.length);
      const lister = model.operations.find((o) => o.method === 'get' && pathShape(o.fullPath) === collection);
      if (lister) this.listers.set(kind, lister);
    }
  }

  private kindOf(op: OperationModel, param: ParameterModel): string {
    const prefix = idPrefix(effective(param.schema, this.model.schemas).pattern);
    if (prefix) return prefix;
    const at = op.fullPath.indexOf(`{${param.name}}`);
    return pathShape(op.fullPath.slice(0, at + param.name.length + 2));
  }

  /** The kind of the entity a path parameter holds. */
  ofParam(op: OperationModel, name: string): string | undefined {
    return this.paramKinds.get(`${op.operationId} ${name}`);
  }

  /** The kind of a component schema's entities: by its id pattern, else the kind its fetch answers. */
  ofSchema(schemaName: string): string | undefined {
    const schema = effective(this.model.schemas[schemaName], this.model.schemas);
    const id = isRecord(schema.properties) ? effective(schema.properties.id, this.model.schemas) : {};
    const prefix = idPrefix(id.pattern);
    if (prefix) return prefix;
    for (const [kind, fetch] of this.fetchers) if (success(fetch)?.schemaName === schemaName) return kind;
    return undefined;
  }

  /** Whether `kind` is named by an id prefix (`inv`), not by a path. */
  isPrefix(kind: string): boolean {
    return !kind.startsWith('/');
  }

  /** Whether the document manages entities of `kind`: by prefix, or a path it fetches, lists or creates. */
  isResource(kind: string): boolean {
    return this.isPrefix(kind) || this.fetchers.has(kind) || this.listers.has(kind) || this.creator(kind) !== undefined;
  }

  /** A prefix kind is recognised in any string; a path kind only where an operation puts it. */
  recognise(value: string): string | undefined {
    return PREFIXED_ID.exec(value)?.[1];
  }

  /** The GET of one entity of `kind`. */
  fetcher(kind: string): OperationModel | undefined {
    return this.fetchers.get(kind);
  }

  /** The path kinds `op` lists. */
  listedBy(op: OperationModel): string[] {
    return [...this.listers].filter(([, lister]) => lister === op).map(([kind]) => kind);
  }

  /** The GET listing the entities of a path kind. */
  lister(kind: string): OperationModel | undefined {
    return this.listers.get(kind);
  }

  /** The field holding an entity's id in the answers about it. */
  idField(kind: string): string {
    return this.idFields.get(kind) ?? 'id';
  }

  /** The kind of the entity a POST's success answer is, when it makes one. */
  made(op: OperationModel): string | undefined {
    if (op.method !== 'post') return undefined;
    const ok = success(op);
    const schema = effective(ok?.schema, this.model.schemas);
    const id = isRecord(schema.properties) ? effective(schema.properties.id, this.model.schemas) : {};
    const prefix = idPrefix(id.pattern);
    if (prefix) return prefix;
    const kind = `${pathShape(op.fullPath)}/{}`;
    return this.fetchers.has(kind) ? kind : undefined;
  }

  /** A POST whose success answer is a `kind` entity and whose path holds no `kind` id. */
  creator(kind: string): string | undefined {
    const cached = this.creators.get(kind);
    if (cached !== undefined) return cached || undefined;
    const found = this.model.operations.find((op) => this.made(op) === kind && !op.pathParams.some((p) => this.ofParam(op, p.name) === kind))?.operationId;
    this.creators.set(kind, found ?? '');
    return found;
  }

  /** The `kind` entity an answer holds: the answer itself, or the first item of the collection it answers. */
  entity(body: unknown, kind: string): Record<string, unknown> | undefined {
    const field = this.idField(kind);
    const mine = (v: unknown): v is Record<string, unknown> => isRecord(v) && this.isId(v[field], kind);
    if (mine(body)) return body;
    const items = collectionItems(body);
    return items && mine(items[0]) ? items[0] : undefined;
  }

  /** The id of the `kind` entity an answer holds. */
  idIn(body: unknown, kind: string): string | undefined {
    const entity = this.entity(body, kind);
    return entity === undefined ? undefined : String(entity[this.idField(kind)]);
  }

  private isId(value: unknown, kind: string): boolean {
    if (kind.startsWith('/')) return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
    return typeof value === 'string' && value.startsWith(`${kind}_`);
  }

  /** A syntactically valid id of `kind` that names nothing the run made. */
  sample(kind: string): string {
    if (!kind.startsWith('/')) return sampleId(kind);
    const value = sampleValue(this.paramSchemas.get(kind) ?? {}, this.model.schemas);
    return value === undefined ? 'conformance-sample-id' : String(value);
  }

  /** The field of a fetch's success schema named like its id parameter, else `id`, else none. */
  private idFieldOf(fetch: OperationModel): string | undefined {
    const name = fetch.pathParams[fetch.pathParams.length - 1].name;
    const props = propertyNames(success(fetch)?.schema, this.model.schemas);
    return [name, 'id'].find((f) => props.has(f));
  }
}

function success(op: OperationModel) {
  return op.responses.find((r) => /^2/.test(r.status) && r.schema) ?? op.responses.find((r) => /^2/.test(r.status));
}

/** The properties an object schema names, its `allOf` members' included. */
function propertyNames(schema: unknown, schemas: Record<string, JsonSchema>, depth = 0): Set<string> {
  const node = effective(schema, schemas);
  const out = new Set<string>(isRecord(node.properties) ? Object.keys(node.properties) : []);
  if (depth < 8) for (const member of allOfMembers(node)) for (const name of propertyNames(member, schemas, depth + 1)) out.add(name);
  return out;
}

/** The items of a list answer: the answer when it is an array, else its one array property (`items`, `data`, `results`...). */
export function collectionItems(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (!isRecord(body)) return undefined;
  if (Array.isArray(body.items)) return body.items;
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}
