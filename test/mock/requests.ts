/**
 * Valid requests for any operation of a document, as a client of the mock makes them: path,
 * query and header parameters and a body from the document's examples, else generated from their
 * schemas, each checked with a validator compiled apart from the mock's; and the credentials of
 * the first security requirement the test can satisfy. Used by the mock's suites.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { COMPONENTS_ID, operationSchemas, validatorSchema } from '../../generator/emit/validator-schemas.js';
import { withoutReadOnlyRequired } from '../../generator/mock/validators.js';
import { valueMaker } from '../../generator/mock/values.js';
import { deref, isRecord } from '../../generator/model/refs.js';
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../../generator/model/types.js';
import { STRICT_OPTIONS } from '../../runtime/validators/ajv-options.js';
import type { ValidateFn } from '../../runtime/validators/validation-error.js';

const addFormats = formatsModule.default;

export interface Credentials {
  user: string;
  password: string;
  bearer: string;
  apiKey: string;
}

export const CREDENTIALS: Credentials = { user: 'mock-user', password: 'mock-password', bearer: 'mock-token', apiKey: 'mock-key' };

export interface BuiltRequest {
  method: string;
  /** path and query */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** false when no security requirement of the operation can be met with one Authorization header */
  authorized: boolean;
  /** what of the request could not be made valid (a parameter style the server does not read, a body no value satisfies) */
  unbuilt: string[];
}

/** A judge of the document's answers compiled apart from the mock: the generated validators' schemas, ajv's strict options. */
export function judge(model: ApiModel): { response(op: OperationModel, status: string): ValidateFn | undefined; schema(schema: JsonSchema): ValidateFn } {
  const ajv = new Ajv2020({ ...STRICT_OPTIONS, code: {} });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: Object.fromEntries(Object.entries(model.schemas).map(([n, s]) => [n, validatorSchema(s)])) } });
  const cache = new Map<string, ValidateFn>();
  return {
    response(op, status) {
      const key = `${op.operationId} ${status}`;
      if (!cache.has(key)) {
        const schema = operationSchemas(op, model.schemas).responses[status];
        if (schema) cache.set(key, ajv.compile(schema) as unknown as ValidateFn);
      }
      return cache.get(key);
    },
    schema: (schema) => ajv.compile(validatorSchema(schema)) as unknown as ValidateFn,
  };
}

export function requestBuilder(model: ApiModel, doc: JsonSchema, credentials: Credentials = CREDENTIALS) {
  // parameters are text the server coerces; bodies are JSON, checked strictly
  const ajv = new Ajv2020({ ...STRICT_OPTIONS, code: {}, coerceTypes: 'array' });
  const strict = new Ajv2020({ ...STRICT_OPTIONS, code: {} });
  const readOnly = (s: unknown) => isRecord(s) && s.readOnly === true;
  for (const instance of [ajv, strict]) {
    addFormats(instance);
    instance.addSchema({
      $id: COMPONENTS_ID,
      components: { schemas: Object.fromEntries(Object.entries(model.schemas).map(([n, s]) => [n, validatorSchema(withoutReadOnlyRequired(s, readOnly))])) },
    });
  }
  const values = valueMaker(model.schemas, 7);

  const value = (schema: JsonSchema, examples: unknown[], key: string, check: (v: unknown) => boolean): unknown => {
    for (const e of examples) if (check(e)) return e;
    for (let i = 0; i < 12; i++) {
      try {
        const v = values.generate(schema, `${key} ${i}`, i % 2 === 0);
        if (check(v)) return v;
      } catch {
        // next seed
      }
    }
    return undefined;
  };

  const param = (p: ParameterModel, op: OperationModel): unknown => {
    const check = ajv.compile(validatorSchema({ type: 'object', properties: { v: p.schema }, required: ['v'] }));
    // text as a client writes it, read back as the server coerces it
    // a path segment is never empty (the router would not reach the operation)
    const text = (v: unknown) => (Array.isArray(v) ? v.map(String) : String(v));
    const ok = (v: unknown) =>
      v !== undefined &&
      v !== null &&
      (typeof v !== 'object' || (Array.isArray(v) && p.in === 'query' && v.every((x) => typeof x !== 'object'))) &&
      (p.in !== 'path' || /^[^/?#%]+$/.test(String(v))) &&
      check({ v: text(v) });
    return value(p.schema, examplesOf(p, doc, op), `${op.operationId} ${p.in} ${p.name}`, ok);
  };

  return (op: OperationModel, overrides: { path?: Record<string, string>; body?: unknown } = {}): BuiltRequest => {
    const unbuilt: string[] = [];
    const made = (p: ParameterModel) => {
      const v = param(p, op);
      if (v === undefined) unbuilt.push(`${p.in} ${p.name}`);
      return v;
    };
    let path = op.fullPath;
    for (const p of op.pathParams) path = path.replace(`{${p.name}}`, encodeURIComponent(overrides.path?.[p.name] ?? String(made(p) ?? '1')));
    const query = new URLSearchParams();
    for (const p of op.queryParams) {
      if (!p.required) continue;
      const v = made(p);
      if (Array.isArray(v)) for (const item of v) query.append(p.name, String(item));
      else if (v !== undefined) query.set(p.name, String(v));
    }
    const headers: Record<string, string> = {};
    for (const p of op.headerParams) {
      // fetch sends `Accept: */*` unless told: an operation declaring Accept gets a value it takes
      if (!p.required && p.name.toLowerCase() !== 'accept') continue;
      const v = made(p);
      if (v !== undefined) headers[p.name.toLowerCase()] = String(v);
    }
    let body: string | undefined;
    if (op.body) {
      const json = op.body.media.find((m) => /json/.test(m.type));
      const form = op.body.media.find((m) => m.type === 'application/x-www-form-urlencoded');
      const media = json ?? form;
      if (media) {
        const check = (json ? strict : ajv).compile(validatorSchema(withoutReadOnlyRequired(media.schema, readOnly)));
        const made: unknown =
          overrides.body ?? value(media.schema, bodyExamples(doc, op, media.type), `${op.operationId} body`, (v) => check(structuredClone(v)));
        if (made === undefined && op.body.required) unbuilt.push('body');
        if (made !== undefined) {
          if (json) {
            headers['content-type'] = json.type;
            body = JSON.stringify(made);
          } else if (isRecord(made)) {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            body = new URLSearchParams(
              Object.entries(made as Record<string, unknown>).map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
            ).toString();
          }
        }
      }
    }
    const authorized = authorize(op, model, headers, query, credentials);
    const search = query.toString();
    return { method: op.method.toUpperCase(), url: search ? `${path}?${search}` : path, headers, ...(body !== undefined ? { body } : {}), authorized, unbuilt };
  };
}

/** Sets the credentials of the first requirement one Authorization header can meet; false when none can. */
function authorize(op: OperationModel, model: ApiModel, headers: Record<string, string>, query: URLSearchParams, c: Credentials): boolean {
  if (op.security.requirements.length === 0) return true;
  for (const requirement of op.security.requirements) {
    const schemes = Object.keys(requirement).map((name) => [name, model.securitySchemes[name]] as const);
    const http = schemes.filter(([, s]) => s && s.type !== 'apiKey');
    const kinds = new Set(
      http.map(([, s]) => (s?.type === 'http' && s.scheme === 'basic' ? 'basic' : s?.type === 'http' && s.scheme !== 'bearer' ? 'other' : 'bearer')),
    );
    if (kinds.size > 1 || kinds.has('other') || schemes.some(([, s]) => !s || s.type === 'mutualTLS')) continue;
    if (kinds.has('basic')) headers.authorization = `Basic ${Buffer.from(`${c.user}:${c.password}`).toString('base64')}`;
    if (kinds.has('bearer')) headers.authorization = `Bearer ${c.bearer}`;
    for (const [, s] of schemes) {
      if (s?.type !== 'apiKey' || !s.name) continue;
      if (s.in === 'header') headers[s.name.toLowerCase()] = c.apiKey;
      else if (s.in === 'query') query.set(s.name, c.apiKey);
      else headers.cookie = `${headers.cookie ? `${headers.cookie}; ` : ''}${s.name}=${c.apiKey}`;
    }
    return true;
  }
  return false;
}

function rawOp(doc: JsonSchema, op: OperationModel): JsonSchema {
  const node = op.pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((at, t) => (isRecord(at) ? at[t.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  return isRecord(node) ? node : {};
}

function examplesOf(p: ParameterModel, doc: JsonSchema, op: OperationModel): unknown[] {
  const raw = rawOp(doc, op);
  const params = Array.isArray(raw.parameters) ? raw.parameters.map((x) => deref(doc, x)) : [];
  const found = params.find((x) => isRecord(x) && x.name === p.name && x.in === p.in);
  const out: unknown[] = [];
  if (isRecord(found) && 'example' in found) out.push(found.example);
  if (isRecord(p.schema) && 'example' in p.schema) out.push(p.schema.example);
  if (isRecord(p.schema) && Array.isArray(p.schema.examples)) out.push(...p.schema.examples);
  return out;
}

function bodyExamples(doc: JsonSchema, op: OperationModel, type: string): unknown[] {
  const body = deref(doc, rawOp(doc, op).requestBody);
  const media = isRecord(body) && isRecord(body.content) ? deref(doc, body.content[type]) : undefined;
  if (!isRecord(media)) return [];
  const out: unknown[] = [];
  if ('example' in media) out.push(media.example);
  if (isRecord(media.examples))
    for (const e of Object.values(media.examples)) {
      const ex = deref(doc, e);
      if (isRecord(ex) && 'value' in ex) out.push(ex.value);
    }
  return out;
}
