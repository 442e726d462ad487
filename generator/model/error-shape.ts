/**
 * The document's own error schema, for a document without an error catalogue (`x-errors`): when
 * the JSON bodies of its error responses (4xx, 5xx, `4XX`, `default`) share one schema (all of
 * them, or more than half), the server answers in it instead of RFC 9457 problem details; an
 * operation whose error response declares another schema is answered in that one for that status. The schema's properties are
 * mapped, by their well-known names, to what the runtime knows of a refusal
 * (runtime/server/declared-error.ts `ErrorFact`), and the mapping is kept only when the body it
 * makes satisfies the schema: a required property the runtime cannot fill, a constraint a fact
 * may break, or no place for the message, and that schema is answered as problem details, with a
 * warning naming it.
 *
 * @see https://spec.openapis.org/oas/v3.1.0#responses-object
 */
import type { DeclaredErrors, DeclaredShape, ErrorFact, ShapeNode } from '../../runtime/server/declared-error.js';
import { componentName, isRecord, pointerToken } from './refs.js';
import type { JsonSchema, ModelWarning, OperationModel } from './types.js';

/** Error statuses as a Responses Object keys them. */
const ERROR_STATUS = /^(?:[45](?:\d\d|XX)|default)$/;

/** Property names (lower case, without `_` and `-`) -> the fact they hold. */
const STRING_FACTS: Readonly<Record<string, ErrorFact>> = {
  message: 'message',
  detail: 'message',
  details: 'message',
  description: 'message',
  errordescription: 'message',
  errormessage: 'message',
  msg: 'message',
  title: 'title',
  reason: 'title',
  statustext: 'title',
  code: 'key',
  errorcode: 'key',
  type: 'type',
  field: 'field',
  param: 'field',
  parameter: 'field',
  property: 'field',
  requestid: 'requestId',
  timestamp: 'timestamp',
};

const STATUS_NAMES = new Set(['status', 'statuscode', 'httpstatus', 'httpstatuscode', 'code']);

/** Facts that are not there for every refusal (no parameter at fault, no request id). */
const SOMETIMES: ReadonlySet<ErrorFact> = new Set(['field', 'requestId']);

/** Formats a fact's text always satisfies. */
const FACT_FORMATS: Partial<Record<ErrorFact, readonly string[]>> = { type: ['uri-reference', 'uri'], timestamp: ['date-time'] };

const MAX_DEPTH = 4;

/** The shape of each error schema the document declares, and a warning for each the runtime cannot fill. */
export function errorShapesModel(
  operations: readonly OperationModel[],
  schemas: Readonly<Record<string, JsonSchema>>,
  warnings: ModelWarning[],
): DeclaredErrors {
  interface Use {
    operationId: string;
    status: string;
    identity: string;
    shape: DeclaredShape | null;
  }
  const uses: Use[] = [];
  const seen = new Map<string, DeclaredShape | null>();
  for (const op of operations) {
    for (const response of op.responses) {
      if (!ERROR_STATUS.test(response.status) || !response.schema || !response.mediaType) continue;
      const identity = `${response.mediaType} ${response.schemaName ?? JSON.stringify(response.schema)}`;
      let shape = seen.get(identity);
      if (shape === undefined) {
        const pointer = response.schemaName
          ? `/components/schemas/${pointerToken(response.schemaName)}`
          : `${op.pointer}/responses/${pointerToken(response.status)}/content/${pointerToken(response.mediaType)}/schema`;
        const mapped = shapeOf(response.schema, schemas);
        const named = response.schemaName ? { schema: response.schemaName } : {};
        const fit = 'problem' in mapped && problemDetailsFit(response.schema, schemas);
        // problem details that satisfy the schema go out in the media type the response documents
        // (`application/json`): answered as application/problem+json they would break its content
        shape =
          'problem' in mapped
            ? fit
              ? { ...named, mediaType: response.mediaType, body: PROBLEM_NODE }
              : null
            : { ...named, mediaType: response.mediaType, body: mapped.node };
        // said only when the problem details do not satisfy the schema either
        if ('problem' in mapped && !fit) warnings.push({ pointer, reason: `error answers are RFC 9457 problem details, not this schema: ${mapped.problem}` });
        seen.set(identity, shape);
      }
      uses.push({ operationId: op.operationId, status: response.status, identity, shape });
    }
  }
  // the document's: the schema of more than half the error responses (every one, usually); the
  // operations declaring another keep theirs for those statuses
  const counts = new Map<string, number>();
  for (const use of uses) counts.set(use.identity, (counts.get(use.identity) ?? 0) + 1);
  const documentIdentity = [...counts].find(([, count]) => count * 2 > uses.length)?.[0];
  const operationsShapes: Record<string, Record<string, DeclaredShape | null>> = {};
  for (const use of uses) {
    if (use.identity === documentIdentity) continue;
    operationsShapes[use.operationId] ??= {};
    operationsShapes[use.operationId][use.status] = use.shape;
  }
  return { document: documentIdentity === undefined ? null : (seen.get(documentIdentity) ?? null), operations: operationsShapes };
}

type Mapped = { node: ShapeNode; facts: Set<ErrorFact> } | { problem: string };

/** How the body of `schema` is made, or why it cannot be; it must carry the message. */
export function shapeOf(schema: JsonSchema, schemas: Readonly<Record<string, JsonSchema>>): Mapped {
  const mapped = objectShape(schema, schemas, '', 0);
  if ('problem' in mapped) return mapped;
  if (!mapped.facts.has('message')) return { problem: 'it has no property for the message (message, detail, description, error_description ...)' };
  return mapped;
}

/** The members of the problem details the runtime answers (runtime/server/problem.ts `toProblem`), the last two not always. */
const PROBLEM_MEMBERS: Readonly<Record<string, 'string' | 'integer'>> = {
  type: 'string',
  title: 'string',
  status: 'integer',
  detail: 'string',
  reason: 'string',
  field: 'string',
  request_id: 'string',
};

/** The runtime's problem details (runtime/server/problem.ts `toProblem`) as a shape: the same members from the same facts. */
const PROBLEM_NODE: ShapeNode = {
  object: {
    type: { fact: 'type' },
    title: { fact: 'title' },
    status: { fact: 'status' },
    detail: { fact: 'message' },
    reason: { fact: 'key' },
    field: { fact: 'field' },
    request_id: { fact: 'requestId' },
  },
};

/** Do the runtime's problem details satisfy `schema` (say, a `Problem` without `detail`)? */
export function problemDetailsFit(raw: JsonSchema, schemas: Readonly<Record<string, JsonSchema>>): boolean {
  const schema = flatten(raw, schemas);
  if (typeof schema === 'string' || !accepts(schema, 'object')) return false;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const name of stringList(schema.required)) if (!['type', 'title', 'status', 'detail', 'reason'].includes(name)) return false;
  const closed = schema.additionalProperties === false || schema.unevaluatedProperties === false;
  for (const [name, type] of Object.entries(PROBLEM_MEMBERS)) {
    const prop = name in properties ? flatten(properties[name], schemas) : undefined;
    if (prop === undefined) {
      if (closed) return false;
      continue;
    }
    if (typeof prop === 'string' || !accepts(prop, type)) return false;
    if (type === 'integer' ? constrained(prop, 'status') : constrained(prop, name === 'type' ? 'type' : 'message')) return false;
  }
  return true;
}

/** A schema with its component `$ref` followed and its `allOf` members merged (properties and required), or why it cannot be. */
function flatten(raw: unknown, schemas: Readonly<Record<string, JsonSchema>>, depth = 0): JsonSchema | string {
  if (!isRecord(raw) || depth > 16) return 'it is not a schema';
  const name = componentName(raw);
  if (name !== undefined) return schemas[name] ? flatten(schemas[name], schemas, depth + 1) : `#/components/schemas/${name} is missing`;
  for (const keyword of ['oneOf', 'anyOf', 'not', 'if', '$ref', '$dynamicRef']) if (raw[keyword] !== undefined) return `it uses \`${keyword}\``;
  const { allOf, ...own } = raw;
  if (allOf === undefined) return raw;
  const merged: JsonSchema = { ...own, properties: { ...(isRecord(own.properties) ? own.properties : {}) }, required: [...stringList(own.required)] };
  for (const member of Array.isArray(allOf) ? allOf : []) {
    const flat = flatten(member, schemas, depth + 1);
    if (typeof flat === 'string') return flat;
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'properties' && isRecord(value)) Object.assign(merged.properties as JsonSchema, value);
      else if (key === 'required') (merged.required as string[]).push(...stringList(value));
      else if (key === 'type' && merged.type !== undefined && JSON.stringify(merged.type) !== JSON.stringify(value))
        return 'its `allOf` members disagree on `type`';
      else if (!(key in merged)) merged[key] = value;
    }
  }
  return merged;
}

function objectShape(raw: unknown, schemas: Readonly<Record<string, JsonSchema>>, at: string, depth: number): Mapped {
  const schema = flatten(raw, schemas);
  if (typeof schema === 'string') return { problem: at ? `${at}: ${schema}` : schema };
  if (!accepts(schema, 'object')) return { problem: `${at || 'it'} is not an object` };
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(stringList(schema.required));
  const out: Record<string, ShapeNode> = {};
  const facts = new Set<ErrorFact>();
  const hasCode = Object.keys(properties).some((name) => normal(name) === 'code');
  for (const [name, rawProp] of Object.entries(properties)) {
    const where = at ? `${at}.${name}` : name;
    const prop = flatten(rawProp, schemas);
    let node = typeof prop === 'string' ? undefined : propertyShape(name, prop, schemas, where, depth, hasCode, required.has(name));
    if (node && 'problem' in node) {
      if (required.has(name)) return node;
      node = undefined;
    }
    if (node) {
      out[name] = node.node;
      for (const fact of node.facts) facts.add(fact);
    } else if (required.has(name)) {
      const fixed = typeof prop === 'string' ? undefined : fixedValue(prop);
      if (fixed === undefined) return { problem: `the required property \`${where}\` has no value the server knows` };
      out[name] = { value: fixed };
    }
  }
  for (const name of required) if (!(name in properties)) return { problem: `the required property \`${at ? `${at}.${name}` : name}\` is not declared` };
  if (schema.minProperties !== undefined || schema.maxProperties !== undefined || schema.dependentRequired !== undefined)
    return { problem: `${at || 'it'} limits its properties` };
  return { node: { object: out }, facts };
}

/** The node of one property, undefined when no fact fits it. */
function propertyShape(
  name: string,
  prop: JsonSchema,
  schemas: Readonly<Record<string, JsonSchema>>,
  at: string,
  depth: number,
  hasCode: boolean,
  isRequired: boolean,
): Mapped | undefined {
  const key = normal(name);
  if (depth < MAX_DEPTH && (key === 'error' || key === 'errors') && accepts(prop, 'object') && !accepts(prop, 'string') && isRecord(prop.properties))
    return objectShape(prop, schemas, at, depth + 1);
  if (key === 'errors' && accepts(prop, 'array') && depth < MAX_DEPTH) return listShape(prop, schemas, at, depth);
  if (STATUS_NAMES.has(key) && (accepts(prop, 'integer') || accepts(prop, 'number')) && !constrained(prop, 'status')) return single('status');
  // a status written as text: `"404"`
  if (STATUS_NAMES.has(key) && key !== 'code') return accepts(prop, 'string') && !constrained(prop, 'status') ? single('status', { text: true }) : undefined;
  const fact = key === 'error' ? (hasCode ? 'title' : 'key') : STRING_FACTS[key];
  if (fact === undefined || !accepts(prop, 'string') || constrained(prop, fact)) return undefined;
  if (SOMETIMES.has(fact) && isRequired) return accepts(prop, 'null') ? single(fact, { orNull: true }) : undefined;
  return single(fact);
}

function single(fact: ErrorFact, extra: { text?: true; orNull?: true } = {}): Mapped {
  return { node: { fact, ...extra }, facts: new Set([fact]) };
}

/** `errors: [...]`: one item, of strings (the message) or of objects mapped as the body is. */
function listShape(prop: JsonSchema, schemas: Readonly<Record<string, JsonSchema>>, at: string, depth: number): Mapped | undefined {
  if ((typeof prop.minItems === 'number' && prop.minItems > 1) || prop.maxItems === 0 || prop.uniqueItems === true) return undefined;
  const items = flatten(prop.items, schemas);
  if (typeof items === 'string') return undefined;
  if (accepts(items, 'object') && isRecord(items.properties)) {
    const mapped = objectShape(items, schemas, `${at}[]`, depth + 1);
    return 'problem' in mapped ? undefined : { node: { list: mapped.node }, facts: mapped.facts };
  }
  if (accepts(items, 'string') && !constrained(items, 'message')) return { node: { list: { fact: 'message' } }, facts: new Set(['message']) };
  return undefined;
}

/** Does the schema let a value of JSON type `type` through (no `type`: every type)? */
function accepts(schema: JsonSchema, type: string): boolean {
  const declared = schema.type;
  if (declared === undefined) return schema.const === undefined && schema.enum === undefined;
  const types = Array.isArray(declared) ? declared : [declared];
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** Keywords a fact's value might break: an `enum`, a `pattern`, lengths, bounds, a format it does not keep. */
function constrained(schema: JsonSchema, fact: ErrorFact): boolean {
  if (schema.enum !== undefined || schema.const !== undefined || schema.pattern !== undefined) return true;
  if (typeof schema.minLength === 'number' && schema.minLength > 1) return true;
  if (schema.maxLength !== undefined || schema.contentEncoding !== undefined) return true;
  if (fact === 'status') {
    const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 100;
    const high = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 599;
    return low > 400 || high < 599 || schema.multipleOf !== undefined;
  }
  return typeof schema.format === 'string' && !(FACT_FORMATS[fact] ?? []).includes(schema.format);
}

/** A value the schema fixes: `const`, a one-value `enum`, else its `default`. */
function fixedValue(schema: JsonSchema): string | number | boolean | null | undefined {
  const scalar = (v: unknown) => (v === null || ['string', 'number', 'boolean'].includes(typeof v) ? (v as string | number | boolean | null) : undefined);
  if (schema.const !== undefined) return scalar(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length === 1) return scalar(schema.enum[0]);
  return scalar(schema.default);
}

function normal(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
