/**
 * ajv (2020-12 + ajv-formats, the generator's dialect: generator/emit/ajv-standalone.ts) over
 * the model's component schemas in the generated validators' own form (validator-schemas.ts:
 * the same keywords, patterns and bounds), compiled on demand. The runner checks answers with it
 * (a response must validate against the schema documented for its status) and the
 * derivation checks that a negative request breaks exactly the constraint it names.
 * Works for any model, so fixture specs need no generated package.
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { COMPONENTS_ID, validatorSchema } from '../generator/emit/validator-schemas.js';
import type { JsonSchema } from '../generator/model/types.js';
import type { Issue } from './fields.js';

// CommonJS package: under NodeNext the default import is `module.exports`.
const addFormats = formatsModule.default;

const LOCAL_REF = '#/components/schemas/';

export type CheckMode = 'strict' | 'coerce';

/** Keywords that say something about a value without constraining it (JSON Schema 2020-12 validation section 9; OpenAPI's `example`). */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples', 'example', '$comment']);

/**
 * Which way a value travels: a `readOnly` property in `required` is required in answers only,
 * a `writeOnly` one in requests only (OpenAPI 3.0.3 section 4.7.24.3 on readOnly / writeOnly;
 * JSON Schema 2020-12 validation section 9.4 leaves the keywords to the application).
 */
export type Direction = 'any' | 'request' | 'response';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The flag the other direction's properties carry: left out of `required`. */
const SKIPPED: Record<Direction, string | undefined> = { any: undefined, request: 'readOnly', response: 'writeOnly' };

/** `required` without the properties flagged for the other direction, everywhere in `value`. */
function directed(value: unknown, schemas: Record<string, JsonSchema>, flag: string): unknown {
  if (Array.isArray(value)) return value.map((v) => directed(v, schemas, flag));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    out[key] = key === 'example' || key === 'examples' || key.startsWith('x-') ? child : directed(child, schemas, flag);
  if (Array.isArray(value.required) && isRecord(value.properties)) {
    const props = value.properties;
    const flagged = (name: string) => {
      const p = props[name];
      if (!isRecord(p)) return false;
      const ref = typeof p.$ref === 'string' && p.$ref.startsWith(LOCAL_REF) ? schemas[decodeURIComponent(p.$ref.slice(LOCAL_REF.length))] : undefined;
      return p[flag] === true || (isRecord(ref) && ref[flag] === true);
    };
    out.required = value.required.filter((name) => !flagged(String(name)));
  }
  return out;
}

/** What ajv compiles: the direction's `required`, then the generated validators' own form (generator/emit/validator-schemas.ts). */
function rewrite(value: unknown, schemas: Record<string, JsonSchema>, direction: Direction): unknown {
  const flag = SKIPPED[direction];
  return validatorSchema(flag ? directed(value, schemas, flag) : value);
}

/**
 * Where each schema object sits (`/components/schemas/Invoice`, `/properties/id`), keyed by the
 * object itself: ajv (verbose) hands back an error's `parentSchema` by reference, while its
 * `schemaPath` restarts at `#` inside a component reached through `$ref`.
 */
function indexPointers(value: unknown, at: string, into: WeakMap<object, string>): void {
  if (value === null || typeof value !== 'object' || into.has(value)) return;
  into.set(value, at);
  // RFC 6901 section 3: `~` and `/` of a name escaped (an array's entries are named by index)
  for (const [k, v] of Object.entries(value)) indexPointers(v, `${at}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`, into);
}

export class SchemaChecker {
  private readonly ajv = new Map<string, Ajv2020>();
  private readonly cache = new Map<string, ValidateFunction>();
  /** Per ajv instance: each rewritten component's place in the document. */
  private readonly componentPointers = new Map<string, WeakMap<object, string>>();
  /** Per compiled function: each node's place relative to the schema compiled. */
  private readonly localPointers = new WeakMap<ValidateFunction, WeakMap<object, string>>();

  constructor(readonly schemas: Record<string, JsonSchema>) {}

  /** One ajv per mode and direction, made when first asked for, holding the components rewritten for it. */
  private instance(mode: CheckMode, direction: Direction): Ajv2020 {
    const key = `${mode}:${direction}`;
    let ajv = this.ajv.get(key);
    if (!ajv) {
      // Same options as the generated validators, plus allErrors: a derivation check must see
      // every broken constraint, not only the first. inlineRefs: false keeps a component's errors
      // at their own schemaPath (`paisa#/components/schemas/Invoice/required`), a pointer into the document.
      const base: Options = { allErrors: true, verbose: true, strict: false, logger: false, multipleOfPrecision: 9, inlineRefs: false };
      ajv = new Ajv2020(mode === 'coerce' ? { ...base, coerceTypes: 'array' } : base);
      addFormats(ajv);
      const components = Object.fromEntries(Object.entries(this.schemas).map(([k, v]) => [k, rewrite(v, this.schemas, direction)]));
      const pointers = new WeakMap<object, string>();
      indexPointers(components, '/components/schemas', pointers);
      ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: components } });
      this.ajv.set(key, ajv);
      this.componentPointers.set(key, pointers);
    }
    return ajv;
  }

  private compile(schema: JsonSchema, mode: CheckMode, direction: Direction = 'any'): ValidateFunction {
    const key = `${mode}:${direction}:${JSON.stringify(schema)}`;
    let fn = this.cache.get(key);
    if (!fn) {
      const rewritten = rewrite(schema, this.schemas, direction) as JsonSchema;
      fn = this.instance(mode, direction).compile(rewritten);
      const pointers = new WeakMap<object, string>();
      indexPointers(rewritten, '', pointers);
      this.localPointers.set(fn, pointers);
      this.cache.set(key, fn);
    }
    return fn;
  }

  /** Every issue of `data` against `schema` (coerce mode works on a copy); `direction`: which way it travels. */
  issues(schema: JsonSchema, data: unknown, mode: CheckMode = 'strict', direction: Direction = 'any'): Issue[] {
    const fn = this.compile(schema, mode, direction);
    const copy = mode === 'coerce' ? structuredClone(data) : data;
    if (fn(copy)) return [];
    return (fn.errors ?? []).map((e: ErrorObject) => ({
      instancePath: e.instancePath,
      keyword: e.keyword,
      params: e.params as Record<string, unknown>,
      schema: e.schema,
    }));
  }

  /** The first problem in words (`/items/0/id: must match pattern ...`), or undefined when valid. */
  explain(schema: JsonSchema, data: unknown, direction: Direction = 'any'): string | undefined {
    return this.explainAt(schema, data, 'strict', direction)?.message;
  }

  /**
   * The first problem and where the document states what was broken: `pointer` is absolute
   * (`/components/schemas/Invoice/required`) when the failing keyword is in a component,
   * else relative to `schema` (`/properties/id/pattern`), `absolute` saying which.
   */
  explainAt(
    schema: JsonSchema,
    data: unknown,
    mode: CheckMode = 'strict',
    direction: Direction = 'any',
  ): { message: string; pointer: string; absolute: boolean } | undefined {
    const fn = this.compile(schema, mode, direction);
    const copy = mode === 'coerce' ? structuredClone(data) : data;
    if (fn(copy)) return undefined;
    // JSON Schema 2020-12 section 10.2.1.3: `oneOf` wants exactly one member valid; members that
    // accept the same values (differing in annotations only: readme-legacy's three error schemas
    // differing in `default`) make it accept no value at all, and a value valid against each of
    // them is as valid as the document lets a value be: not the answer's fault (a request is
    // still invalid: a server validating it refuses it, and the runner calls valid only what the
    // document's validator accepts)
    if (direction === 'response' && (fn.errors ?? []).every((e) => this.indistinct(e))) return undefined;
    const e = (fn.errors ?? [])[0];
    if (!e) return { message: 'invalid', pointer: '', absolute: false };
    const extra = e.keyword === 'required' ? '' : e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    const message = `${e.instancePath || '(root)'} ${e.message ?? e.keyword}${extra}`;
    const keyword = e.schemaPath.split('/').pop() ?? e.keyword;
    const parent = isRecord(e.parentSchema) ? e.parentSchema : undefined;
    const inComponent = parent && this.componentPointers.get(`${mode}:${direction}`)?.get(parent);
    if (inComponent !== undefined) return { message, pointer: `${inComponent}/${keyword}`, absolute: true };
    const local = parent && this.localPointers.get(fn)?.get(parent);
    if (local !== undefined) return { message, pointer: `${local}/${keyword}`, absolute: false };
    const absolute = e.schemaPath.startsWith(`${COMPONENTS_ID}#`);
    return { message, pointer: absolute ? e.schemaPath.slice(COMPONENTS_ID.length + 1) : e.schemaPath.replace(/^#/, ''), absolute };
  }

  /** A `oneOf` error (of an answer: components as the response view rewrites them) whose passing members (two or more) are one schema but for annotations. */
  private indistinct(e: ErrorObject): boolean {
    const passing = (e.params as { passingSchemas?: unknown }).passingSchemas;
    if (e.keyword !== 'oneOf' || !Array.isArray(passing) || passing.length < 2 || !Array.isArray(e.schema)) return false;
    const members = e.schema as unknown[];
    const forms = passing.map((i) => JSON.stringify(this.assertions(members[Number(i)], 0)));
    return forms.every((form) => form === forms[0]);
  }

  /** A schema's assertions: component refs followed, annotations (JSON Schema 2020-12 validation section 9) left out, keys sorted. */
  private assertions(value: unknown, depth: number): unknown {
    if (depth > 32) return value;
    if (Array.isArray(value)) return value.map((v) => this.assertions(v, depth + 1));
    if (!isRecord(value)) return value;
    const ref = typeof value.$ref === 'string' ? value.$ref.split('#')[1] : undefined;
    if (ref?.startsWith('/components/schemas/') && Object.keys(value).every((k) => k === '$ref' || ANNOTATIONS.has(k))) {
      const target = this.schemas[decodeURIComponent(ref.slice('/components/schemas/'.length))];
      if (target !== undefined) return this.assertions(rewrite(target, this.schemas, 'response'), depth + 1);
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) if (!ANNOTATIONS.has(key)) out[key] = this.assertions(value[key], depth + 1);
    return out;
  }

  /** A header or parameter value (text) against its schema, coerced as a server reads it; undefined when valid. */
  explainText(schema: JsonSchema, text: string): string | undefined {
    return this.explainAt(schema, text, 'coerce')?.message;
  }
}
