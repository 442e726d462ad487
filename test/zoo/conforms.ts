/**
 * An answer judged against a zoo document, independently of the conformance runner: the status
 * is one the operation documents, the content type one that response documents, the required
 * headers are there and valid, the body validates (ajv 2020-12 + ajv-formats over the generator's
 * model, which reads 3.0 schemas with their 3.0 meaning) and carries no writeOnly property.
 * OpenAPI 3.0.3 section 4.7.24 (Schema Object, readOnly/writeOnly): a writeOnly property in
 * `required` is required in requests only, so it is dropped from `required` for answers.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { loadSpec } from '../../generator/load.js';
import { buildModel } from '../../generator/model/index.js';
import type { ApiModel, JsonSchema } from '../../generator/model/types.js';
import type { Answer } from './kit/client.js';
import { coerceInteger } from './kit/input.js';

const addFormats = formatsModule.default;
const LOCAL = '#/components/schemas/';

type Doc = { paths: Record<string, Record<string, { operationId?: string; responses: Record<string, ResponseObject> }>> };
type ResponseObject = { headers?: Record<string, { required?: boolean; schema?: JsonSchema }>; content?: Record<string, unknown> };

/** `required` without the writeOnly properties, `$ref`s into the ajv instance's components */
function forAnswers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forAnswers);
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(LOCAL)) out[key] = `zoo${child}`;
    else if (key === 'example' || key === 'examples' || key.startsWith('x-')) out[key] = child;
    else out[key] = forAnswers(child);
  }
  const props = node.properties as Record<string, { writeOnly?: boolean }> | undefined;
  if (Array.isArray(node.required) && props) out.required = node.required.filter((name) => props[name]?.writeOnly !== true);
  return out;
}

export interface Judge {
  model: ApiModel;
  /** what is wrong with `answer` to `operationId` (empty: it conforms) */
  problems(operationId: string, answer: Answer): string[];
}

export async function judge(spec: string): Promise<Judge> {
  const model = buildModel((await loadSpec(spec)).doc);
  const doc = (await SwaggerParser.dereference(spec)) as unknown as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'zoo', components: { schemas: forAnswers(model.schemas) } });
  const cache = new Map<string, ValidateFunction>();
  const compile = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    if (!cache.has(key)) cache.set(key, ajv.compile(forAnswers(schema) as JsonSchema));
    return cache.get(key) as ValidateFunction;
  };
  const raw = new Map<string, Record<string, ResponseObject>>();
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) if (op?.operationId) raw.set(op.operationId, op.responses);

  return {
    model,
    problems(operationId, answer) {
      const op = model.operations.find((o) => o.operationId === operationId);
      const responses = raw.get(operationId);
      if (!op || !responses) return [`no operation ${operationId}`];
      const status = String(answer.status);
      const declared = responses[status];
      const response = op.responses.find((r) => r.status === status);
      if (!declared || !response) return [`status ${status} is not documented`];
      const out: string[] = [];
      const types = Object.keys(declared.content ?? {});
      if (types.length === 0 && answer.body !== undefined) out.push('a body where none is documented');
      if (types.length > 0 && !types.includes(answer.type)) out.push(`content type ${answer.type} is not ${types.join(' or ')}`);
      for (const [name, header] of Object.entries(declared.headers ?? {})) {
        const value = answer.headers.get(name);
        if (value === null) {
          if (header.required) out.push(`required header ${name} missing`);
          continue;
        }
        const typed = header.schema?.type === 'integer' ? coerceInteger(value) : value;
        if (header.schema && !compile(header.schema)(typed)) out.push(`header ${name}: ${value} breaks its schema`);
      }
      if (response.schema) {
        const validate = compile(response.schema);
        if (!validate(answer.body)) out.push(`body: ${ajv.errorsText(validate.errors)}`);
        out.push(...writeOnlyAnswered(model, response.schema, answer.body, ''));
      }
      return out;
    },
  };
}

/** writeOnly properties present in an answer (following $ref, array items and properties) */
function writeOnlyAnswered(model: ApiModel, schema: JsonSchema, data: unknown, at: string): string[] {
  const ref = typeof schema.$ref === 'string' && schema.$ref.startsWith(LOCAL) ? model.schemas[schema.$ref.slice(LOCAL.length)] : undefined;
  if (ref) return writeOnlyAnswered(model, ref, data, at);
  if (Array.isArray(data) && schema.items && typeof schema.items === 'object')
    return data.flatMap((item, i) => writeOnlyAnswered(model, schema.items as JsonSchema, item, `${at}/${i}`));
  if (data === null || typeof data !== 'object' || !schema.properties) return [];
  const out: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    if (!Object.hasOwn(data, name)) continue;
    if (prop.writeOnly === true) out.push(`writeOnly ${at}/${name} answered`);
    else out.push(...writeOnlyAnswered(model, prop, (data as Record<string, unknown>)[name], `${at}/${name}`));
  }
  return out;
}
