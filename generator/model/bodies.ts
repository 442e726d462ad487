/**
 * Request bodies and responses of one operation (OpenAPI 3.1 sections 4.8.13, 4.8.17).
 * Each media type of a body keeps its own schema; `schema` is the first's (in our spec all
 * media types of one operation share one `<OperationId>Body` component).
 */
import { compareStrings } from './names.js';
import { componentName, deref, isRecord, normalizeSchema } from './refs.js';
import type { JsonSchema, LinkModel, MediaTypeModel, RequestBodyModel, ResponseModel } from './types.js';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

export function requestBodyModel(doc: JsonSchema, raw: unknown): RequestBodyModel | undefined {
  const body = deref(doc, raw);
  if (!isRecord(body) || !isRecord(body.content)) return undefined;
  const contentTypes = Object.keys(body.content);
  if (contentTypes.length === 0) return undefined;
  const content = body.content;
  const media: MediaTypeModel[] = contentTypes.map((type) => {
    const m = deref(doc, content[type]);
    return { type, schema: normalizeSchema(doc, isRecord(m) && isRecord(m.schema) ? m.schema : {}) };
  });
  const schema = media[0].schema;
  const model: RequestBodyModel = {
    required: body.required === true,
    contentTypes,
    schema,
    media,
    fileFields: fileFields(doc, body.content['multipart/form-data']),
  };
  const name = componentName(schema);
  if (name) model.schemaName = name;
  return model;
}

/** File parts of a multipart body: `format: binary` (3.0 style) or `contentMediaType` (3.1). */
function fileFields(doc: JsonSchema, media: unknown): string[] {
  const m = deref(doc, media);
  if (!isRecord(m)) return [];
  const schema = deref(doc, m.schema);
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, prop]) => {
      const p = deref(doc, prop);
      return isRecord(p) && (p.format === 'binary' || typeof p.contentMediaType === 'string');
    })
    .map(([name]) => name);
}

/** Every declared response, sorted by status (`200` < `400` < `default`). */
export function responseModels(doc: JsonSchema, raw: unknown): ResponseModel[] {
  if (!isRecord(raw)) return [];
  return Object.keys(raw)
    .sort(compareStrings)
    .map((status) => {
      const response = deref(doc, raw[status]);
      const headers = isRecord(response) && isRecord(response.headers) ? response.headers : {};
      const content = isRecord(response) && isRecord(response.content) ? response.content : {};
      const model: ResponseModel = {
        status,
        description: isRecord(response) && typeof response.description === 'string' ? response.description : '',
        headers: Object.keys(headers).map((h) => h.toLowerCase()),
        contentTypes: Object.keys(content),
        headerSchemas: headerSchemas(doc, headers),
        links: linkModels(doc, isRecord(response) ? response.links : undefined),
      };
      const jsonType = Object.keys(content).find((type) => JSON_TYPE.test(type));
      const media = jsonType ? deref(doc, content[jsonType]) : undefined;
      if (jsonType && isRecord(media) && isRecord(media.schema)) {
        model.mediaType = jsonType;
        model.schema = normalizeSchema(doc, media.schema);
        const name = componentName(model.schema);
        if (name) model.schemaName = name;
      }
      return model;
    });
}

/** Header Objects by lower-case name (OpenAPI 3.1 section 4.8.21: `schema`, or `content` with one media type). */
function headerSchemas(doc: JsonSchema, headers: Record<string, unknown>): ResponseModel['headerSchemas'] {
  const out: ResponseModel['headerSchemas'] = {};
  for (const [name, raw] of Object.entries(headers)) {
    const header = deref(doc, raw);
    if (!isRecord(header)) continue;
    const media = isRecord(header.content) ? deref(doc, Object.values(header.content)[0]) : undefined;
    const schema = isRecord(header.schema) ? header.schema : isRecord(media) && isRecord(media.schema) ? media.schema : {};
    out[name.toLowerCase()] = { required: header.required === true, schema: normalizeSchema(doc, schema) };
  }
  return out;
}

/** Link Objects (OpenAPI 3.1 section 4.8.20), by name. */
function linkModels(doc: JsonSchema, raw: unknown): LinkModel[] {
  if (!isRecord(raw)) return [];
  const out: LinkModel[] = [];
  for (const name of Object.keys(raw).sort(compareStrings)) {
    const link = deref(doc, raw[name]);
    if (!isRecord(link)) continue;
    const model: LinkModel = { name, parameters: isRecord(link.parameters) ? { ...link.parameters } : {} };
    if (typeof link.operationId === 'string') model.operationId = link.operationId;
    if (typeof link.operationRef === 'string') model.operationRef = link.operationRef;
    out.push(model);
  }
  return out;
}
