/**
 * Every Schema Object of an OpenAPI 3.0 or 3.1 document, found by the document's structure
 * (https://spec.openapis.org/oas/v3.1.0#schema-object): the component schemas, and the `schema`
 * of each Parameter, Header and Media Type Object, wherever those sit (paths, webhooks,
 * callbacks, the components' parameters, headers, request bodies, responses, callbacks and
 * path items). A Reference Object is not followed: what it names is found where it lives.
 * Examples and `x-` extensions are data and are not looked into (the Paths, Responses and
 * Callback Objects may hold extensions beside their entries).
 */
import { isRecord } from './model/refs.js';

type Node = Record<string, unknown>;
/** Where a schema sits, as the keys from the document's root. */
export type Location = (string | number)[];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const entries = (map: unknown): [string, unknown][] => (isRecord(map) ? Object.entries(map) : []);
/** A Reference Object: `$ref` beside nothing but a summary and a description (3.1 section 4.8.23). */
const isReference = (node: Node) => typeof node.$ref === 'string';

/** Each Schema Object of `doc` with where it sits, in document order. */
export function* schemaObjects(doc: unknown): Generator<[Location, unknown]> {
  if (!isRecord(doc)) return;
  const components = isRecord(doc.components) ? doc.components : {};
  for (const [name, schema] of entries(components.schemas)) yield [['components', 'schemas', name], schema];
  for (const [name, p] of entries(components.parameters)) yield* inParameter(['components', 'parameters', name], p);
  for (const [name, h] of entries(components.headers)) yield* inHeader(['components', 'headers', name], h);
  for (const [name, b] of entries(components.requestBodies)) yield* inContent(['components', 'requestBodies', name], b);
  for (const [name, r] of entries(components.responses)) yield* inResponse(['components', 'responses', name], r);
  for (const [name, c] of entries(components.callbacks)) yield* inCallback(['components', 'callbacks', name], c);
  for (const [name, item] of entries(components.pathItems)) yield* inPathItem(['components', 'pathItems', name], item);
  for (const [path, item] of entries(doc.paths)) if (!path.startsWith('x-')) yield* inPathItem(['paths', path], item);
  for (const [name, item] of entries(doc.webhooks)) yield* inPathItem(['webhooks', name], item);
}

function* inPathItem(at: Location, item: unknown): Generator<[Location, unknown]> {
  // a Path Item's `$ref` may stand beside its own fields, so those are walked too
  if (!isRecord(item)) return;
  yield* inParameters([...at, 'parameters'], item.parameters);
  for (const method of METHODS) {
    const op = item[method];
    if (!isRecord(op)) continue;
    yield* inParameters([...at, method, 'parameters'], op.parameters);
    yield* inContent([...at, method, 'requestBody'], op.requestBody);
    for (const [status, r] of entries(op.responses)) if (!status.startsWith('x-')) yield* inResponse([...at, method, 'responses', status], r);
    for (const [name, c] of entries(op.callbacks)) yield* inCallback([...at, method, 'callbacks', name], c);
  }
}

function* inCallback(at: Location, callback: unknown): Generator<[Location, unknown]> {
  if (!isRecord(callback) || isReference(callback)) return;
  for (const [expression, item] of entries(callback)) if (!expression.startsWith('x-')) yield* inPathItem([...at, expression], item);
}

function* inParameters(at: Location, list: unknown): Generator<[Location, unknown]> {
  if (!Array.isArray(list)) return;
  for (const [i, p] of list.entries()) yield* inParameter([...at, i], p);
}

/** A Parameter or a Header Object: a `schema`, or a `content` map. */
function* inParameter(at: Location, p: unknown): Generator<[Location, unknown]> {
  if (!isRecord(p) || isReference(p)) return;
  if ('schema' in p) yield [[...at, 'schema'], p.schema];
  yield* inContent(at, p);
}

const inHeader = inParameter;

function* inResponse(at: Location, r: unknown): Generator<[Location, unknown]> {
  if (!isRecord(r) || isReference(r)) return;
  for (const [name, h] of entries(r.headers)) yield* inHeader([...at, 'headers', name], h);
  yield* inContent(at, r);
}

/** The `content` map of a Request Body, Response, Parameter or Header: each Media Type's schema and its encodings' headers. */
function* inContent(at: Location, holder: unknown): Generator<[Location, unknown]> {
  if (!isRecord(holder) || isReference(holder)) return;
  for (const [type, media] of entries(holder.content)) {
    if (!isRecord(media)) continue;
    if ('schema' in media) yield [[...at, 'content', type, 'schema'], media.schema];
    for (const [property, encoding] of entries(media.encoding)) {
      if (!isRecord(encoding)) continue;
      for (const [name, h] of entries(encoding.headers)) yield* inHeader([...at, 'content', type, 'encoding', property, 'headers', name], h);
    }
  }
}
