/**
 * An operation's success answer: its documented status and media type, a body valid against the
 * documented schema (the document's examples first, else generated: values.ts), and a valid value
 * for each documented required header. The body the mock starts from is made once per operation
 * (the same seed gives the same answer); what state changes (handlers.ts) is checked again with
 * the same validator before it is answered.
 */
import type { RawResponse } from '../../runtime/server/respond.js';
import type { ValidateFn } from '../../runtime/validators/validation-error.js';
import { componentName, isRecord } from '../model/refs.js';
import type { JsonSchema, OperationModel } from '../model/types.js';
import { type SuccessSpec, successSpec } from './responses.js';
import type { MockValidators } from './validators.js';
import type { ValueMaker } from './values.js';

export interface OperationAnswers {
  readonly spec: SuccessSpec;
  /** The answer's validator (accepts anything when the success answer has no JSON schema). */
  readonly validate: ValidateFn;
  /** A fresh copy of the body the operation answers when nothing is kept; undefined: no valid one could be made (not mockable). */
  base(): unknown;
  readonly mockable: boolean;
  /** The names of the properties the success schema declares (through refs and compositions). */
  readonly properties: ReadonlySet<string>;
  /** The raw answer of `body` (already valid), with the documented headers; `location` when the response documents Location. */
  respond(body: unknown, location?: string): RawResponse;
}

const ANY: ValidateFn = () => true;

export function operationAnswers(
  doc: JsonSchema,
  op: OperationModel,
  validators: MockValidators,
  values: ValueMaker,
  components: Record<string, JsonSchema>,
): OperationAnswers {
  const spec = successSpec(doc, op);
  const schema = spec.kind === 'json' ? (spec.schema ?? {}) : undefined;
  const validate = schema ? validators.compile(schema) : ANY;
  let made: { value: unknown } | undefined | null = null;
  const make = () => {
    if (made === null) made = schema ? values.valid(schema, validate, spec.examples, `${op.operationId} body`) : { value: undefined };
    return made;
  };
  const headers = new Map<string, string>();
  for (const header of spec.headers) {
    if (!header.required) continue;
    const check = validators.compile(header.schema);
    const value = values.valid(header.schema, check, header.examples, `${op.operationId} header ${header.name}`);
    if (value) headers.set(header.name, headerText(value.value));
  }
  const documentsLocation = spec.headers.some((h) => h.name === 'location');
  return {
    spec,
    validate,
    base: () => structuredClone(make()?.value),
    get mockable() {
      return make() !== undefined;
    },
    properties: schema ? propertyNames(schema, components) : new Set(),
    respond(body, location) {
      const out: Record<string, string> = Object.fromEntries(headers);
      if (location !== undefined && documentsLocation) out.location = location;
      if (spec.kind === 'empty' || spec.mediaType === undefined) return { status: spec.status, headers: out };
      out['content-type'] = spec.mediaType;
      if (spec.kind === 'json') {
        // writeOnly taken out, then checked: what is answered is always valid (the base answer was checked the same way)
        let value = schema ? values.withoutWriteOnly(structuredClone(body), schema) : body;
        if (!validate(value)) value = structuredClone(make()?.value);
        return { status: spec.status, headers: out, body: JSON.stringify(value) };
      }
      return { status: spec.status, headers: out, body: otherBody(spec.mediaType, spec.examples) };
    },
  };
}

/** OpenAPI's `simple` style (3.1 section 4.8.12.4), which headers use: arrays and objects comma-separated. */
function headerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (isRecord(value)) return Object.entries(value).flat().map(String).join(',');
  return String(value);
}

/** A body of a media type that is not JSON: the document's string example, else a small one of its kind. */
export function otherBody(mediaType: string, examples: readonly unknown[]): string | Buffer {
  const example = examples.find((e) => typeof e === 'string');
  if (typeof example === 'string') return example;
  const type = mediaType;
  if (/xml/.test(type)) return '<?xml version="1.0" encoding="UTF-8"?>\n<mock/>\n';
  if (type.startsWith('text/')) return 'mock\n';
  return Buffer.from('mock');
}

/** Property names a schema declares, through component refs and `allOf`/`anyOf`/`oneOf` members. */
export function propertyNames(schema: unknown, components: Record<string, JsonSchema>, depth = 0, out = new Set<string>()): Set<string> {
  if (!isRecord(schema) || depth > 16) return out;
  const name = componentName(schema);
  if (name) propertyNames(components[name], components, depth + 1, out);
  if (isRecord(schema.properties)) for (const key of Object.keys(schema.properties)) out.add(key);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members)) for (const member of members) propertyNames(member, components, depth + 1, out);
  }
  return out;
}

/** The schema of property `name` (the first declaration found through refs and compositions). */
export function propertySchema(schema: unknown, name: string, components: Record<string, JsonSchema>, depth = 0): JsonSchema | undefined {
  if (!isRecord(schema) || depth > 16) return undefined;
  if (isRecord(schema.properties) && isRecord(schema.properties[name])) return schema.properties[name] as JsonSchema;
  const ref = componentName(schema);
  const found = ref ? propertySchema(components[ref], name, components, depth + 1) : undefined;
  if (found) return found;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (!Array.isArray(members)) continue;
    for (const member of members) {
      const inMember = propertySchema(member, name, components, depth + 1);
      if (inMember) return inMember;
    }
  }
  return undefined;
}
