/**
 * What an operation answers on success, read from the document (the model keeps only JSON
 * schemas): the documented status (the lowest numeric 2xx, else `2XX` or `default` as 200, else the
 * lowest 3xx), its media type, the examples the document gives for it (OpenAPI 3.1 section
 * 4.8.14, Media Type Object: `example`, then each of `examples`), its schema, and its headers.
 */
import { compareStrings } from '../model/names.js';
import { componentName, deref, isRecord, normalizeSchema, pointerToken } from '../model/refs.js';
import type { JsonSchema, OperationModel } from '../model/types.js';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

export interface HeaderSpec {
  /** lower case */
  name: string;
  required: boolean;
  schema: JsonSchema;
  examples: unknown[];
}

export interface SuccessSpec {
  status: number;
  /** the response's key as written (`201`, `2XX`, `default`), for its validator */
  key: string;
  /** `json`: a JSON body from `schema`; `other`: a body of `mediaType` that is not JSON; `empty`: no body */
  kind: 'json' | 'other' | 'empty';
  mediaType?: string;
  schema?: JsonSchema;
  /** JSON pointer of the schema in the document, named when no valid body can be made */
  pointer: string;
  /** the media type's examples, then the schema's own */
  examples: unknown[];
  headers: HeaderSpec[];
}

/** The operation in the (3.0-upgraded) document. */
export function rawOperation(doc: JsonSchema, op: OperationModel): JsonSchema {
  const node = op.pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((at, token) => (isRecord(at) ? at[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  return isRecord(node) ? node : {};
}

/**
 * The success key: lowest numeric 2xx, `2XX`, `default`, lowest 3xx; an operation that documents
 * none of them (the Petstore's addPet documents only `405`) answers the lowest status it documents,
 * so that every answer's status is a documented one. Undefined when it documents no response.
 */
export function successKey(responses: JsonSchema): string | undefined {
  const keys = Object.keys(responses).sort(compareStrings);
  const numeric = keys.filter((k) => /^\d{3}$/.test(k)).sort((a, b) => Number(a) - Number(b));
  return (
    numeric.find((k) => k.startsWith('2')) ??
    keys.find((k) => k.toUpperCase() === '2XX') ??
    (keys.includes('default') ? 'default' : undefined) ??
    numeric.find((k) => k.startsWith('3')) ??
    numeric[0] ??
    keys.find((k) => /^[1-5]XX$/i.test(k))
  );
}

export function successSpec(doc: JsonSchema, op: OperationModel): SuccessSpec {
  const raw = rawOperation(doc, op);
  const responses = isRecord(raw.responses) ? raw.responses : {};
  const key = successKey(responses);
  if (key === undefined) return { status: 200, key: '200', kind: 'empty', pointer: `${op.pointer}/responses`, examples: [], headers: [] };
  const status = /^\d{3}$/.test(key) ? Number(key) : /^[1-5]XX$/i.test(key) ? Number(key[0]) * 100 : 200;
  const response = deref(doc, responses[key]);
  const at = `${op.pointer}/responses/${pointerToken(key)}`;
  const headers = headerSpecs(doc, isRecord(response) ? response.headers : undefined);
  const content = isRecord(response) && isRecord(response.content) ? response.content : {};
  const types = Object.keys(content);
  // the JSON media type the model keeps; else one whose range holds JSON (`*/*`, `application/*`) and a schema
  const jsonType =
    types.find((t) => JSON_TYPE.test(t)) ?? types.find((t) => (t === '*/*' || t === 'application/*') && isRecord(deref(doc, content[t])?.schema));
  const mediaType = jsonType ?? types[0];
  if (mediaType === undefined || status === 204) return { status, key, kind: 'empty', pointer: at, examples: [], headers };
  const media = deref(doc, content[mediaType]);
  const schema = isRecord(media) && isRecord(media.schema) ? normalizeSchema(doc, media.schema) : undefined;
  const pointer = `${at}/content/${pointerToken(mediaType)}/schema`;
  const examples = [...mediaExamples(doc, media), ...schemaExamples(doc, schema)];
  return {
    status,
    key,
    kind: jsonType ? 'json' : 'other',
    mediaType: jsonType && !JSON_TYPE.test(jsonType) ? 'application/json' : mediaType,
    ...(schema ? { schema } : {}),
    pointer,
    examples,
    headers,
  };
}

function headerSpecs(doc: JsonSchema, raw: unknown): HeaderSpec[] {
  if (!isRecord(raw)) return [];
  const out: HeaderSpec[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const header = deref(doc, value);
    if (!isRecord(header)) continue;
    // RFC 9110 section 8.3: Content-Type is the media type's, not a header to make up
    if (name.toLowerCase() === 'content-type') continue;
    const schema = isRecord(header.schema) ? normalizeSchema(doc, header.schema) : { type: 'string' };
    out.push({
      name: name.toLowerCase(),
      required: header.required === true,
      schema,
      examples: [...mediaExamples(doc, header), ...schemaExamples(doc, schema)],
    });
  }
  return out;
}

/** `example`, then the `value` of each of `examples` (following `$ref`s to `components/examples`). */
export function mediaExamples(doc: JsonSchema, media: unknown): unknown[] {
  if (!isRecord(media)) return [];
  const out: unknown[] = [];
  if ('example' in media) out.push(media.example);
  if (isRecord(media.examples)) {
    for (const raw of Object.values(media.examples)) {
      const example = deref(doc, raw);
      if (isRecord(example) && 'value' in example) out.push(example.value);
    }
  }
  return out;
}

/** A schema's own `example` (3.0) and `examples` (2020-12), or its component's. */
export function schemaExamples(doc: JsonSchema, schema: unknown): unknown[] {
  if (!isRecord(schema)) return [];
  const out: unknown[] = [];
  if ('example' in schema) out.push(schema.example);
  if (Array.isArray(schema.examples)) out.push(...schema.examples);
  const name = componentName(schema);
  if (name && out.length === 0) {
    const schemas = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {};
    return schemaExamples(doc, schemas[name]);
  }
  return out;
}
