/**
 * What a conformance runner checks of an answer, for the mock's suites: the status is one the
 * operation documents; the content type one its response documents; a JSON body valid against
 * the documented schema (compiled apart from the mock); every documented required header present
 * and valid for its schema; no writeOnly property answered. Returns the problems found.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { COMPONENTS_ID, validatorSchema } from '../../generator/emit/validator-schemas.js';
import { rawOperation } from '../../generator/mock/responses.js';
import { deref, isRecord, normalizeSchema } from '../../generator/model/refs.js';
import type { ApiModel, JsonSchema, OperationModel } from '../../generator/model/types.js';
import { STRICT_OPTIONS } from '../../runtime/validators/ajv-options.js';
import type { ValidateFn } from '../../runtime/validators/validation-error.js';
import type { Answer } from './serve.js';

const addFormats = formatsModule.default;

export function answerJudge(model: ApiModel, doc: JsonSchema) {
  const strict = new Ajv2020({ ...STRICT_OPTIONS, code: {} });
  const coerce = new Ajv2020({ ...STRICT_OPTIONS, code: {}, coerceTypes: 'array' });
  for (const ajv of [strict, coerce]) {
    addFormats(ajv);
    ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: Object.fromEntries(Object.entries(model.schemas).map(([n, s]) => [n, validatorSchema(s)])) } });
  }
  const compiled = new Map<unknown, ValidateFn>();
  const compile = (ajv: Ajv2020, schema: JsonSchema) => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile(validatorSchema(schema)) as unknown as ValidateFn;
      compiled.set(schema, v);
    }
    return v;
  };
  return (op: OperationModel, answer: Answer): string[] => {
    const problems: string[] = [];
    const responses = rawOperation(doc, op).responses;
    const documented = isRecord(responses) ? responses : {};
    const code = String(answer.status);
    // an operation documenting no response: no status is the wrong one
    if (Object.keys(documented).length === 0) return problems;
    const key = [code, `${code[0]}XX`, `${code[0]}xx`, 'default'].find((k) => k in documented);
    if (key === undefined) return [`status ${code} is not documented (${Object.keys(documented).join(', ')})`];
    const response = deref(doc, documented[key]);
    const content = isRecord(response) && isRecord(response.content) ? response.content : {};
    const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const types = Object.keys(content);
    if (types.length > 0 && answer.text !== '') {
      const matches = (t: string) => t.toLowerCase() === type || t === '*/*' || (t.endsWith('/*') && type.startsWith(t.slice(0, -1)));
      const declared = types.find(matches);
      if (!declared) problems.push(`content type ${type} is not documented (${types.join(', ')})`);
      const media = declared ? deref(doc, content[declared]) : undefined;
      if (isRecord(media) && isRecord(media.schema) && /json/.test(type)) {
        const schema = normalizeSchema(doc, media.schema);
        const validate = compile(strict, schema);
        if (!validate(answer.json)) problems.push(`body invalid: ${JSON.stringify(validate.errors?.[0])?.slice(0, 300)}`);
        const leak = writeOnlyLeak(answer.json, schema, model.schemas);
        if (leak) problems.push(`writeOnly ${leak} answered`);
      }
    }
    const headers = isRecord(response) && isRecord(response.headers) ? response.headers : {};
    for (const [name, raw] of Object.entries(headers)) {
      const header = deref(doc, raw);
      if (!isRecord(header) || name.toLowerCase() === 'content-type') continue;
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required === true) problems.push(`required header ${name} missing`);
        continue;
      }
      const schema = isRecord(header.schema) ? normalizeSchema(doc, header.schema) : {};
      const validate = compile(coerce, { type: 'object', properties: { v: schema } });
      if (!validate({ v: value })) problems.push(`header ${name}: ${value} invalid`);
    }
    return problems;
  };
}

function writeOnlyLeak(value: unknown, schema: unknown, components: Record<string, JsonSchema>, depth = 0): string | undefined {
  if (!isRecord(schema) || depth > 24 || value === null || typeof value !== 'object') return undefined;
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  if (ref && components[decodeURIComponent(ref)]) {
    const found = writeOnlyLeak(value, components[decodeURIComponent(ref)], components, depth + 1);
    if (found) return found;
  }
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[k]))
      for (const m of schema[k] as unknown[]) {
        const found = writeOnlyLeak(value, m, components, depth + 1);
        if (found) return found;
      }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = writeOnlyLeak(item, schema.items, components, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const props = isRecord(schema.properties) ? schema.properties : {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const p = props[k];
    if (isRecord(p) && p.writeOnly === true) return k;
    const found = writeOnlyLeak(v, p, components, depth + 1);
    if (found) return found;
  }
  return undefined;
}
