/**
 * ajv (2020-12 + ajv-formats, the generator's dialect: generator/emit/ajv-standalone.ts)
 * over the model's component schemas, compiled on demand. The runner checks answers with it
 * (a response must validate against the schema documented for its status) and the
 * derivation checks that a negative request breaks exactly the constraint it names.
 * Works for any model, so fixture specs need no generated package.
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import type { JsonSchema } from '../generator/model/types.js';
import type { Issue } from './fields.js';

// CommonJS package: under NodeNext the default import is `module.exports`.
const addFormats = formatsModule.default;

const COMPONENTS_ID = 'conformance';
const LOCAL_REF = '#/components/schemas/';

export type CheckMode = 'strict' | 'coerce';

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(LOCAL_REF)) out[key] = COMPONENTS_ID + child;
    else if (key === 'example' || key === 'examples' || key.startsWith('x-')) out[key] = child;
    else out[key] = rewriteRefs(child);
  }
  return out;
}

export class SchemaChecker {
  private readonly ajv: Record<CheckMode, Ajv2020>;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly schemas: Record<string, JsonSchema>) {
    // Same options as the generated validators, plus allErrors: a derivation check must see
    // every broken constraint, not only the first.
    // inlineRefs: false keeps a component's errors at their own schemaPath
    // (`conformance#/components/schemas/Invoice/required`), a pointer into the document.
    const base: Options = { allErrors: true, verbose: true, strict: false, logger: false, multipleOfPrecision: 9, inlineRefs: false };
    this.ajv = { strict: new Ajv2020(base), coerce: new Ajv2020({ ...base, coerceTypes: 'array' }) };
    for (const ajv of Object.values(this.ajv)) {
      addFormats(ajv);
      ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: rewriteRefs(schemas) } });
    }
  }

  private compile(schema: JsonSchema, mode: CheckMode): ValidateFunction {
    const key = `${mode}:${JSON.stringify(schema)}`;
    let fn = this.cache.get(key);
    if (!fn) {
      fn = this.ajv[mode].compile(rewriteRefs(schema) as JsonSchema);
      this.cache.set(key, fn);
    }
    return fn;
  }

  /** Every issue of `data` against `schema` (coerce mode works on a copy). */
  issues(schema: JsonSchema, data: unknown, mode: CheckMode = 'strict'): Issue[] {
    const fn = this.compile(schema, mode);
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
  explain(schema: JsonSchema, data: unknown): string | undefined {
    return this.explainAt(schema, data)?.message;
  }

  /**
   * The first problem and where the document states what was broken: `pointer` is absolute
   * (`/components/schemas/Invoice/required`) when the failing keyword is in a component,
   * else relative to `schema` (`/properties/id/pattern`), `absolute` saying which.
   */
  explainAt(schema: JsonSchema, data: unknown, mode: CheckMode = 'strict'): { message: string; pointer: string; absolute: boolean } | undefined {
    const fn = this.compile(schema, mode);
    const copy = mode === 'coerce' ? structuredClone(data) : data;
    if (fn(copy)) return undefined;
    const e = (fn.errors ?? [])[0];
    if (!e) return { message: 'invalid', pointer: '', absolute: false };
    const extra = e.keyword === 'required' ? '' : e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    const absolute = e.schemaPath.startsWith(`${COMPONENTS_ID}#`);
    return {
      message: `${e.instancePath || '(root)'} ${e.message ?? e.keyword}${extra}`,
      pointer: absolute ? e.schemaPath.slice(COMPONENTS_ID.length + 1) : e.schemaPath.replace(/^#/, ''),
      absolute,
    };
  }

  /** A header or parameter value (text) against its schema, coerced as a server reads it; undefined when valid. */
  explainText(schema: JsonSchema, text: string): string | undefined {
    return this.explainAt(schema, text, 'coerce')?.message;
  }
}
