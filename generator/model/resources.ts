/**
 * What the spec says about storage and identity (spec/README.md "Resources"): the schemas
 * carrying `x-resource` (the stored entities: their kind, lookup fields and unique field),
 * every id prefix the spec's patterns give (`^inv_[0-9A-Za-z]{14}$` -> `inv_`), and each
 * operation's `x-transitions` (which machine trigger it fires).
 */
import { compareStrings } from './names.js';
import { isRecord } from './refs.js';
import type { JsonSchema, OperationTransitionModel, ResourceModel, TimeTransitionModel } from './types.js';

/** `^inv_[0-9A-Za-z]{14}$` -> `inv_` (spec/README.md "Schemas": ids are a prefix plus 14 base62 characters). */
export function idPrefixOfPattern(pattern: unknown): string | null {
  if (typeof pattern !== 'string') return null;
  const match = /^\^([a-z]+_)\[0-9A-Za-z\]\{14\}\$$/.exec(pattern);
  return match ? match[1] : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Id prefix per component schema with an `id` property, and per component parameter with an id pattern. */
export function idPrefixModel(doc: JsonSchema, schemas: Record<string, JsonSchema>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(schemas).sort(compareStrings)) {
    const props = isRecord(schemas[name].properties) ? schemas[name].properties : {};
    // an entity's `id`, or an id schema of its own (`OAuthClientId`)
    const prefix = isRecord(props.id) ? idPrefixOfPattern(props.id.pattern) : idPrefixOfPattern(schemas[name].pattern);
    if (prefix) out[name] = prefix;
  }
  const parameters = isRecord(doc.components) && isRecord(doc.components.parameters) ? doc.components.parameters : {};
  for (const name of Object.keys(parameters).sort(compareStrings)) {
    const param = parameters[name];
    const prefix = isRecord(param) && isRecord(param.schema) ? idPrefixOfPattern(param.schema.pattern) : null;
    if (prefix) out[name] = prefix;
  }
  return out;
}

/** The stored resources, sorted by kind. */
export function resourceModels(schemas: Record<string, JsonSchema>, idPrefixes: Record<string, string>): ResourceModel[] {
  const out: ResourceModel[] = [];
  for (const [schema, value] of Object.entries(schemas)) {
    const raw = value['x-resource'];
    if (!isRecord(raw)) continue;
    out.push({
      schema,
      kind: typeof raw.kind === 'string' ? raw.kind : '',
      idPrefix: idPrefixes[schema] ?? null,
      lookups: strings(raw.lookups),
      unique: typeof raw.unique === 'string' ? raw.unique : null,
    });
  }
  return out.sort((a, b) => compareStrings(a.kind, b.kind));
}

/** An operation's `x-time-transitions`: `[{machine, trigger, from, align?, setup: {operationId, body?, in, steps?}, advance, find?}]`. */
export function operationTimeTransitions(op: JsonSchema): TimeTransitionModel[] {
  const raw = op['x-time-transitions'];
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((t) => {
    const setup = isRecord(t.setup) ? t.setup : {};
    const offsets = isRecord(setup.in) ? setup.in : {};
    return {
      machine: String(t.machine),
      trigger: String(t.trigger),
      from: t.from === null ? null : String(t.from),
      ...(typeof t.align === 'number' ? { align: t.align } : {}),
      ...(typeof t.find === 'string' ? { find: t.find } : {}),
      setup: {
        operationId: String(setup.operationId),
        ...(isRecord(setup.body) ? { body: setup.body } : {}),
        in: Object.fromEntries(Object.entries(offsets).map(([field, seconds]) => [field, Number(seconds)])),
        ...(Array.isArray(setup.steps)
          ? {
              steps: setup.steps.filter(isRecord).map((step) => ({
                operationId: String(step.operationId),
                ...(isRecord(step.body) ? { body: step.body } : {}),
              })),
            }
          : {}),
      },
      advance: Number(t.advance),
    };
  });
}

/** An operation's `x-precondition`: `[{operationId, body?}]`. */
export function operationPreconditions(op: JsonSchema): { operationId: string; body?: Record<string, unknown> }[] {
  const raw = op['x-precondition'];
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((step) => ({ operationId: String(step.operationId), ...(isRecord(step.body) ? { body: step.body } : {}) }));
}

/** An operation's `x-transitions`: `[{machine, trigger, when?, given?}]`. */
export function operationTransitions(op: JsonSchema): OperationTransitionModel[] {
  const raw = op['x-transitions'];
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((t) => {
    const transition: OperationTransitionModel = { machine: String(t.machine), trigger: String(t.trigger) };
    if (isRecord(t.when)) transition.when = t.when;
    if (isRecord(t.given)) transition.given = t.given;
    if (typeof t.via === 'string') transition.via = t.via;
    return transition;
  });
}
