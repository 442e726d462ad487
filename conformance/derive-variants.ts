/**
 * Valid variations of a request body, each confirmed valid by the document's own validator
 * before it is sent (no false alarm by construction), so a server's answer to input the
 * document allows is judged beyond the one example: boundary values per keyword (each enum
 * value, a number at its minimum and maximum, a string exactly as short or long as allowed, an
 * empty array where none is required, an optional property left out), and whole bodies made
 * from the schema (seeded; generator/mock/values.ts, the mock's own value maker). A 5xx to any
 * of them is a server error; a refusal is judged by `positive_data_acceptance` where the
 * run says generated input must be accepted (a document whose prose adds rules its schemas do
 * not state sets `judgeGeneratedRefusals: false`).
 */
import { valueMaker } from '../generator/mock/values.js';
import type { ApiModel, JsonSchema, OperationModel } from '../generator/model/types.js';
import { withStates } from './derive-positive.js';
import type { BodyExample } from './examples.js';
import { accepted } from './expectations.js';
import { fieldName, type PathToken } from './fields.js';
import type { Kinds } from './kinds.js';
import type { PrepareOptions } from './prepare.js';
import { type BaseBody, baseBodies, baseRequest } from './request-base.js';
import type { SchemaChecker } from './schema-checker.js';
import { allOfMembers, effective, isRecord, typesOf } from './schema-node.js';
import type { ConformanceCase, RequestSpec } from './types.js';
import { applyEdits, type Edit } from './violations.js';
import { withoutFlagged } from './write-only.js';

export interface VariantOptions extends PrepareOptions {
  seed: number;
  /** At most this many boundary variants per operation. */
  boundaries: number;
  /** Bodies made from the schema per operation. */
  generated: number;
}

interface Variant {
  title: string;
  edits: Edit[];
}

function boundaryEdits(schema: unknown, value: unknown, schemas: Record<string, JsonSchema>, path: PathToken[], depth: number): Variant[] {
  const node = effective(schema, schemas);
  const out: Variant[] = [];
  const at = fieldName(path);
  const set = (title: string, v: unknown) => out.push({ title: `${at} ${title}`, edits: [{ path, set: v }] });
  if (node.readOnly === true) return out;
  if (Array.isArray(node.enum)) for (const v of node.enum) if (JSON.stringify(v) !== JSON.stringify(value)) set(`= ${JSON.stringify(v)}`, v);
  const types = typesOf(node);
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && node.minimum !== value) set('at its minimum', node.minimum);
    if (typeof node.maximum === 'number' && node.maximum !== value) set('at its maximum', node.maximum);
  }
  if (typeof value === 'string' && node.pattern === undefined && node.format === undefined && !Array.isArray(node.enum)) {
    const fill = (n: number) => (value.length ? value.repeat(Math.ceil(n / value.length)) : 'a'.repeat(n)).slice(0, n);
    if (typeof node.minLength === 'number' && node.minLength !== value.length) set(`exactly ${node.minLength} long (minLength)`, fill(node.minLength));
    if (typeof node.maxLength === 'number' && node.maxLength <= 4096 && node.maxLength !== value.length)
      set(`exactly ${node.maxLength} long (maxLength)`, fill(node.maxLength));
  }
  if (Array.isArray(value) && value.length > 0 && !(typeof node.minItems === 'number' && node.minItems > 0)) set('empty', []);
  if (isRecord(value) && depth < 2 && (types.includes('object') || isRecord(node.properties))) {
    const layers = [node, ...allOfMembers(node).map((m) => effective(m, schemas))];
    const required = new Set(layers.flatMap((l) => (Array.isArray(l.required) ? l.required.map(String) : [])));
    for (const [key, child] of Object.entries(value)) {
      const prop = layers.map((l) => (isRecord(l.properties) ? l.properties[key] : undefined)).find((p) => p !== undefined);
      if (prop === undefined) continue;
      if (!required.has(key)) out.push({ title: `${fieldName([...path, key])} left out`, edits: [{ path: [...path, key], delete: true }] });
      out.push(...boundaryEdits(prop, child, schemas, [...path, key], depth + 1));
    }
  }
  return out;
}

export function variantCases(
  model: ApiModel,
  kinds: Kinds,
  examples: Record<string, BodyExample[]>,
  checker: SchemaChecker,
  options: VariantOptions,
  skips: Record<string, string> = {},
): { boundaries: ConformanceCase[]; generated: ConformanceCase[] } {
  const maker = valueMaker(model.schemas, options.seed);
  const boundaries: ConformanceCase[] = [];
  const generated: ConformanceCase[] = [];
  const request = (op: OperationModel, body: BaseBody) => withStates(baseRequest(op, model, kinds, body), op, model, kinds);
  for (const op of model.operations) {
    if (!op.body || skips[op.operationId]) continue;
    const [body] = baseBodies(op, model, examples[op.operationId] ?? [], options);
    if (!body) continue;
    const mode = /json/.test(body.contentType) ? 'strict' : 'coerce';
    const schema = op.body.media.find((m) => m.type === body.contentType)?.schema ?? op.body.schema;
    const valid = (v: unknown) => checker.issues(schema, v, mode, 'request').length === 0;
    if (!valid(body.sample)) continue;
    const seen = new Set<string>();
    for (const variant of boundaryEdits(schema, body.sample, model.schemas, [], 0)) {
      if (boundaries.filter((c) => c.operationId === op.operationId).length >= options.boundaries) break;
      const sample = applyEdits(body.sample, variant.edits);
      const key = JSON.stringify(sample);
      if (seen.has(key) || !valid(sample)) continue;
      seen.add(key);
      boundaries.push(variantCase(op, `valid boundary: ${variant.title.trim()}`, request(op, { ...body, prepared: applyEdits(body.prepared, variant.edits) })));
    }
    for (let i = 0; i < options.generated; i++) {
      let value: unknown;
      try {
        value = withoutFlagged(maker.generate(schema, `${op.operationId} request ${i}`, i % 2 === 0), schema, model.schemas, 'readOnly');
      } catch {
        continue;
      }
      const key = JSON.stringify(value);
      if (seen.has(key) || !valid(value)) continue;
      seen.add(key);
      generated.push(variantCase(op, `valid generated body #${i + 1}`, request(op, { ...body, prepared: value, name: `generated #${i + 1}`, sample: value })));
    }
  }
  return { boundaries, generated };
}

function variantCase(op: OperationModel, title: string, request: RequestSpec): ConformanceCase {
  return { id: `${op.operationId} ${title}`, kind: 'positive', operationId: op.operationId, title, requests: [request], expect: accepted(op), generated: true };
}
