/**
 * Request bodies and responses of one operation (OpenAPI 3.1 sections 4.8.13, 4.8.17).
 * Each media type of a body keeps its own schema; `schema` is the first's (in our spec all
 * media types of one operation share one `<OperationId>Body` component).
 */
import { compareStrings } from './names.js';
import { componentName, deref, isRecord, normalizeSchema } from './refs.js';
import type { JsonSchema, MediaTypeModel, RequestBodyModel, ResponseModel } from './types.js';

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
      const model: ResponseModel = {
        status,
        description: isRecord(response) && typeof response.description === 'string' ? response.description : '',
        headers: isRecord(response) && isRecord(response.headers) ? Object.keys(response.headers).map((h) => h.toLowerCase()) : [],
      };
      const content = isRecord(response) && isRecord(response.content) ? response.content : {};
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
