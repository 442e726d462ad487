/**
 * Every request and response example a document carries (a media type's `example`, or the
 * `value` of each of its `examples`, following `$ref`s to `components/examples`), with the
 * validator that must accept it. `externalValue` examples live outside the document: skipped.
 * @see https://spec.openapis.org/oas/v3.1.0#media-type-object
 */
import { deref, isRecord, pointerToken } from '../../../generator/model/refs.js';
import type { ApiModel, JsonSchema } from '../../../generator/model/types.js';

export interface DocumentExample {
  /** JSON pointer of the example value. */
  pointer: string;
  operationId?: string;
  /** Which validator: the JSON body, the form body, the response of `status`, or the component schema `schema`. */
  target: 'body' | 'bodyForm' | 'response' | 'schema';
  status?: string;
  schema?: string;
  value: unknown;
}

const FORM = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

function mediaExamples(doc: JsonSchema, media: unknown, at: string): { pointer: string; value: unknown }[] {
  const m = deref(doc, media);
  if (!isRecord(m)) return [];
  const out: { pointer: string; value: unknown }[] = [];
  if ('example' in m) out.push({ pointer: `${at}/example`, value: m.example });
  if (isRecord(m.examples)) {
    for (const [name, raw] of Object.entries(m.examples)) {
      const example = deref(doc, raw);
      if (isRecord(example) && 'value' in example) out.push({ pointer: `${at}/examples/${pointerToken(name)}/value`, value: example.value });
    }
  }
  return out;
}

export function documentExamples(doc: JsonSchema, model: ApiModel): DocumentExample[] {
  const out: DocumentExample[] = [];
  // a component schema's own `example` (3.0) and `examples` (3.1, JSON Schema 2020-12 section 9.5)
  const schemas = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isRecord(schema)) continue;
    const at = `/components/schemas/${pointerToken(name)}`;
    if ('example' in schema) out.push({ pointer: `${at}/example`, target: 'schema', schema: name, value: schema.example });
    if (Array.isArray(schema.examples)) {
      for (const [i, value] of schema.examples.entries()) out.push({ pointer: `${at}/examples/${i}`, target: 'schema', schema: name, value });
    }
  }
  for (const op of model.operations) {
    const raw = op.pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((node, token) => (isRecord(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
    if (!isRecord(raw)) continue;
    const body = deref(doc, raw.requestBody);
    if (isRecord(body) && isRecord(body.content)) {
      const content = body.content;
      // the validators check the first JSON-like and the first form media type (validator-schemas.ts)
      const plain = Object.keys(content).find((t) => !FORM.test(t));
      const form = Object.keys(content).find((t) => FORM.test(t));
      for (const [type, target] of [
        [plain, 'body'],
        [form, 'bodyForm'],
      ] as const) {
        if (!type || (target === 'body' && !JSON_TYPE.test(type))) continue;
        for (const e of mediaExamples(doc, content[type], `${op.pointer}/requestBody/content/${pointerToken(type)}`))
          out.push({ ...e, operationId: op.operationId, target });
      }
    }
    const responses = isRecord(raw.responses) ? raw.responses : {};
    for (const [status, r] of Object.entries(responses)) {
      const response = deref(doc, r);
      if (!isRecord(response) || !isRecord(response.content)) continue;
      const type = Object.keys(response.content).find((t) => JSON_TYPE.test(t));
      if (!type) continue;
      for (const e of mediaExamples(doc, response.content[type], `${op.pointer}/responses/${pointerToken(status)}/content/${pointerToken(type)}`))
        out.push({ ...e, operationId: op.operationId, target: 'response', status });
    }
  }
  return out;
}
