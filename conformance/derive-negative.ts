/**
 * Negative cases: for every parameter and body field with a constraint, a request
 * that breaks exactly that constraint, starting from the valid request. Expected: a client
 * error (conformance/expectations.ts badRequest: with an error catalogue, its 400,
 * `error.code` and `error.field` naming the field; OAuth endpoints RFC 6749 5.2 `{error}`).
 * A derived request is kept only when SchemaChecker sees it break that one field and nothing
 * else, so a case never blames the server for a second, accidental error.
 */
import type { ApiModel, JsonSchema, OperationModel, ParameterModel } from '../generator/model/types.js';
import type { BodyExample } from './examples.js';
import { badRequest } from './expectations.js';
import { issueField } from './fields.js';
import type { Kinds } from './kinds.js';
import type { PrepareOptions } from './prepare.js';
import { widenViolation } from './property.js';
import { baseBodies, baseRequest, fetchOperationFor, listOperationFor } from './request-base.js';
import { sampleValue } from './sample.js';
import type { SchemaChecker } from './schema-checker.js';
import { effective, isRecord } from './schema-node.js';
import type { ConformanceCase, Expectation, RequestSpec } from './types.js';
import { applyEdits, type Violation, violations } from './violations.js';

export interface NegativeOptions extends PrepareOptions {
  /** fast-check seed: the variation is seeded and reproducible. */
  seed: number;
  /** Extra values per constraint from property-based variation (0 = none). */
  propertyRuns: number;
}

const LOCATION_LABEL = { path: 'path', query: 'query', header: 'header' } as const;

export function negativeCases(
  model: ApiModel,
  kinds: Kinds,
  examples: Record<string, BodyExample[]>,
  checker: SchemaChecker,
  options: NegativeOptions,
): ConformanceCase[] {
  const out: ConformanceCase[] = [];
  for (const op of model.operations) {
    const seen = new Set<string>();
    const push = (c: ConformanceCase) => {
      if (seen.has(c.id)) return;
      seen.add(c.id);
      out.push(c);
    };
    const bodies = baseBodies(op, model, examples[op.operationId] ?? [], options);
    const base = baseRequest(op, model, kinds, bodies[0]);
    const state = { listOperationId: listOperationFor(op, model), fetchOperationId: fetchOperationFor(op, model) };
    for (const param of [...op.pathParams, ...op.queryParams, ...op.headerParams]) {
      for (const { violation, value, property } of paramViolations(param, model, checker, options, op.emptyMeansAbsent && param.in === 'query')) {
        const request = structuredClone(base);
        if (param.in === 'path') request.path[param.name] = { literal: String(value) };
        else if (param.in === 'query') request.query[param.name] = value;
        else request.headers[param.name] = String(value);
        const text = `${LOCATION_LABEL[param.in]}: ${param.name} ${violation.text.trim()}`;
        push(makeCase(op, property, text, request, badRequest(model, op, param.name), state, value, param.name));
      }
    }
    if (!op.body) continue;
    const mode = bodies[0] && !/json/.test(bodies[0].contentType) ? 'coerce' : 'strict';
    for (const body of bodies) {
      const found = violations(op.body.schema, body.sample, model.schemas, mode === 'strict' ? 'json' : 'text');
      for (const violation of found) {
        // spec x-empty-means-absent (RFC 6749 section 3.1): an empty value is the field left out,
        // which is a case of its own (`missing`), not an invalid value
        if (op.emptyMeansAbsent && violation.edits.some((e) => 'set' in e && e.set === '')) continue;
        // a readOnly property is the server's to set: a request should not send it, and a server
        // may ignore what it sends (OpenAPI 3.0.3 section 4.7.24.3), so no value of it is a refusal due
        if (violation.node.readOnly === true) continue;
        // a form or multipart body is fields: a whole body of another type cannot be sent as one
        if (mode === 'coerce' && violation.edits.some((e) => e.path.length === 0)) continue;
        const variants: { edits: Violation['edits']; property?: number; value?: unknown }[] = [{ edits: violation.edits }];
        for (const [i, value] of widenViolation(violation, options.seed, options.propertyRuns).entries()) {
          const edits = [...violation.edits.slice(0, -1), { path: violation.edits[violation.edits.length - 1].path, set: value }];
          variants.push({ edits, property: i + 1, value });
        }
        for (const variant of variants) {
          // the same for a value a property run draws: "" is the field left out there too
          if (op.emptyMeansAbsent && variant.edits.some((e) => 'set' in e && e.set === '')) continue;
          const mutated = applyEdits(body.sample, variant.edits);
          if (!breaksOnly(checker, op.body.schema, mutated, mode, violation.field)) continue;
          const request = baseRequest(op, model, kinds, body);
          request.body = { contentType: body.contentType, value: applyEdits(body.prepared, variant.edits) };
          push(
            makeCase(
              op,
              variant.property,
              `body: ${violation.field ? violation.text : `(whole body)${violation.text}`}`,
              request,
              badRequest(model, op, violation.field),
              state,
              variant.value,
              violation.field,
            ),
          );
        }
      }
      // a file part whose content is none of the field's x-allowed-media-types, sent declaring the
      // first of them: the server must judge the content, not the declared type (createDocument rule 3)
      for (const field of op.body.fileFields) {
        const allowed = allowedMediaTypes(op.body.schema, field, model);
        if (allowed.length === 0 || !isRecord(body.prepared)) continue;
        const request = baseRequest(op, model, kinds, body);
        request.body = { contentType: body.contentType, value: { ...body.prepared, [field]: 'plain text, none of the allowed types' } };
        push(
          makeCase(op, undefined, `body: ${field} content not one of ${allowed.join(', ')}`, request, badRequest(model, op, field), state, undefined, field),
        );
      }
    }
  }
  return out;
}

/** The `x-allowed-media-types` of a body's file field. */
function allowedMediaTypes(schema: JsonSchema, field: string, model: ApiModel): string[] {
  const body = effective(schema, model.schemas);
  const prop = isRecord(body.properties) ? effective(body.properties[field], model.schemas) : {};
  const allowed = prop['x-allowed-media-types'];
  return Array.isArray(allowed) ? allowed.map(String) : [];
}

function makeCase(
  op: OperationModel,
  property: number | undefined,
  text: string,
  request: RequestSpec,
  expect: Expectation,
  state: { listOperationId?: string; fetchOperationId?: string },
  value: unknown,
  field: string,
): ConformanceCase {
  const title = property ? `${text} (property #${property}: ${preview(value)})` : text;
  const c: ConformanceCase = {
    id: `${op.operationId} ${property ? 'property' : 'negative'} ${title}`,
    kind: property ? 'property' : 'negative',
    operationId: op.operationId,
    title,
    requests: [request],
    expect,
  };
  if (field) c.field = field;
  if (state.listOperationId) c.listOperationId = state.listOperationId;
  if (state.fetchOperationId) c.fetchOperationId = state.fetchOperationId;
  return c;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 21)}...` : text;
}

/** The mutated body fails, and every issue names `field` (one constraint broken, no other). */
function breaksOnly(checker: SchemaChecker, schema: JsonSchema, data: unknown, mode: 'strict' | 'coerce', field: string): boolean {
  const issues = checker.issues(schema, data, mode, 'request');
  if (!issues.length) return false;
  const fields = new Set(issues.map(issueField).filter((f): f is string => f !== undefined));
  return fields.size === 1 && fields.has(field);
}

interface ParamViolation {
  violation: Violation;
  value: unknown;
  property?: number;
}

function paramViolations(param: ParameterModel, model: ApiModel, checker: SchemaChecker, options: NegativeOptions, absentWhenEmpty = false): ParamViolation[] {
  const valid = sampleValue(param.schema, model.schemas);
  if (valid === undefined) return [];
  // Parameters travel as text: the server coerces them (runtime/server/coercion.ts), so
  // they are checked the same way; an array parameter repeats its key.
  const found = violations(param.schema, valid, model.schemas, 'text');
  const out: ParamViolation[] = [];
  for (const violation of found) {
    const edit = violation.edits[violation.edits.length - 1];
    if (!('set' in edit)) continue;
    if (absentWhenEmpty && edit.set === '') continue;
    const candidates: { value: unknown; property?: number }[] = [{ value: applyEdits(valid, violation.edits) }];
    for (const [i, value] of widenViolation(violation, options.seed, options.propertyRuns).entries())
      candidates.push({ value: applyEdits(valid, [...violation.edits.slice(0, -1), { path: edit.path, set: value }]), property: i + 1 });
    for (const c of candidates) {
      const wire = toWire(c.value);
      if (wire === undefined || checker.issues(param.schema, wire, 'coerce', 'request').length === 0) continue;
      // a drawn "" is the parameter left out where empty means absent, as above
      if (absentWhenEmpty && wire === '') continue;
      // RFC 9110 section 5.5: a header value arrives without leading or trailing whitespace, so
      // such a value is not what the server sees
      if (param.in === 'header' && typeof wire === 'string' && wire.trim() !== wire) continue;
      out.push({ violation, value: wire, property: c.property });
    }
  }
  return out;
}

/** What a parameter value looks like on the wire: strings (arrays of strings for arrays). */
function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.every((v) => typeof v !== 'object') ? value.map(String) : undefined;
  if (value === null || typeof value === 'object') return undefined;
  return String(value);
}
