/**
 * The mock's handler of every operation, run by the generated server's pipeline
 * (runtime/server/gateway.ts) after routing, auth, parsing, coercion and validation: answers as
 * the document says (answers.ts), keeps what a create makes so a fetch finds it, updates and
 * deletes it (state.ts), lists what is kept, moves `x-state-machine` states, and replays an
 * `Idempotency-Key`. Every body it answers passed the document's validator of that answer.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Refusal } from '../../runtime/server/errors.js';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, requestFingerprint } from '../../runtime/server/idempotency.js';
import type { RawResponse } from '../../runtime/server/respond.js';
import type { ValidateFn } from '../../runtime/validators/validation-error.js';
import { isRecord } from '../model/refs.js';
import type { ApiModel, JsonSchema, OperationModel, StateMachineModel } from '../model/types.js';
import { type OperationAnswers, propertySchema } from './answers.js';
import { mockRefusalKey } from './catalogue.js';
import { itemParam, locate, type OperationRole, operationRole } from './resources.js';
import { type Entity, EntityStore } from './state.js';
import type { MockValidators } from './validators.js';
import type { ValueMaker } from './values.js';

export interface HandlerInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  req: IncomingMessage;
}

/** Query parameters that bound a page's size (the first one the operation declares is honoured). */
const LIMIT_NAMES = ['limit', 'count', 'per_page', 'page_size', 'pageSize', 'perPage', 'max_results', 'maxResults'];
const OFFSET_NAMES = ['offset', 'skip', 'start'];
const PAGE_NAMES = ['page', 'page_number', 'pageNumber'];
/** Where a list answer usually keeps its items, when it is an object. */
const ITEM_KEYS = ['data', 'items', 'results', 'records', 'entries', 'list', 'values'];

export interface NotMockable {
  operationId: string;
  pointer: string;
}

export interface MockHandlers {
  handlers: Record<string, (input: HandlerInput) => Promise<RawResponse>>;
  /** Operations whose success answer could not be made valid (answered 501), by pointer. */
  notMockable(): NotMockable[];
}

export function mockHandlers(
  model: ApiModel,
  answersOf: (op: OperationModel) => OperationAnswers,
  validators: MockValidators,
  values: ValueMaker,
  seed: number,
): MockHandlers {
  const store = new EntityStore();
  const idempotency = new Map<string, { fingerprint: string; answer: RawResponse }>();
  const refused = new Map<string, NotMockable>();
  const roles = new Map(model.operations.map((op) => [op.operationId, operationRole(op)]));
  let counter = 0;

  /** The answers of the operation fetching one entity of a collection (GET of its item path), when it answers JSON. */
  const fetchAnswers = (collectionTemplate: string): OperationAnswers | undefined => {
    const param = itemParam(collectionTemplate, model.operations);
    const fetch = model.operations.find((o) => o.method === 'get' && param !== undefined && o.fullPath === `${collectionTemplate}/{${param}}`);
    const answers = fetch ? answersOf(fetch) : undefined;
    return answers?.spec.kind === 'json' && answers.mockable ? answers : undefined;
  };
  /** The validator of what a collection keeps: its fetch operation's answer. */
  const entityChecks = (collectionTemplate: string): ValidateFn[] => {
    const answers = fetchAnswers(collectionTemplate);
    return answers ? [answers.validate] : [];
  };

  const notMockable = (op: OperationModel, answers: OperationAnswers): Refusal => {
    refused.set(answers.spec.pointer, { operationId: op.operationId, pointer: answers.spec.pointer });
    return new Refusal(mockRefusalKey('mock_not_mockable', op), { status: answers.spec.status, pointer: answers.spec.pointer });
  };

  /** `target` with each field of `source` the schema declares set in turn, where the result stays valid for every check. */
  const overlay = (target: Entity, source: unknown, properties: ReadonlySet<string>, checks: ValidateFn[]): Entity => {
    if (!isRecord(source)) return target;
    let out = target;
    for (const [key, value] of Object.entries(source)) {
      if (!properties.has(key) || value === undefined) continue;
      const next = { ...out, [key]: value };
      if (checks.every((check) => check(next))) out = next;
    }
    return out;
  };

  /** The first candidate the answer's validator accepts. */
  const firstValid = (answers: OperationAnswers, candidates: unknown[]): unknown => candidates.find((c) => c !== undefined && answers.validate(c));

  /** A fresh id for a new entity: unique in its collection, valid in the entity and in the item path. */
  const freshId = (
    entity: Entity,
    idKey: string,
    collection: string,
    answers: OperationAnswers,
    checks: ValidateFn[],
    pathCheck?: ValidateFn,
    param?: string,
  ) => {
    const current = entity[idKey];
    const schema = propertySchema(answers.spec.schema, idKey, model.schemas);
    for (let i = 0; i < 24; i++) {
      counter++;
      let candidate: unknown;
      if (typeof current === 'number') candidate = counter;
      else if (typeof current === 'string' && UUID.test(current)) candidate = uuidOf(`${seed} ${collection} ${counter}`);
      else if (schema && i % 2 === 1) {
        try {
          candidate = values.generate(schema, `${collection} id ${counter}`, true);
        } catch {
          continue;
        }
      } else candidate = typeof current === 'string' ? `${current}${counter}` : counter;
      if (typeof candidate !== 'string' && typeof candidate !== 'number') continue;
      const id = String(candidate);
      if (store.has(collection, id) || store.isDeleted(collection, id)) continue;
      const next = { ...entity, [idKey]: candidate };
      if (!answers.validate(next) || !checks.every((check) => check(next))) continue;
      if (pathCheck && param && !pathCheck({ [param]: id })) continue;
      return next;
    }
    return entity;
  };

  /** The machine of the entity an operation answers (its success schema's component), or of its x-transitions. */
  const machineOf = (op: OperationModel): StateMachineModel | undefined => {
    const name = op.responses.find((r) => r.status === String(answersOf(op).spec.status))?.schemaName;
    return model.machines.find((m) => m.schema === name || op.transitions.some((t) => t.machine === m.schema));
  };

  /** The entity's id property: the item path's parameter when the entity has one of that name, else `id`. */
  const idKeyOf = (entity: Entity, param: string | undefined): string | undefined =>
    param !== undefined && param in entity ? param : 'id' in entity ? 'id' : undefined;

  /** A path the request names under an entity that was deleted: 404 (also when the operation documents none). */
  const checkAncestors = (op: OperationModel, path: string) => {
    const template = op.fullPath.split('/');
    const segments = path.split('/');
    for (let i = 1; i < template.length && i < segments.length; i++) {
      if (!template[i].startsWith('{')) continue;
      const collection = segments.slice(0, i).join('/');
      if (store.isDeleted(collection, decode(segments[i]))) throw new Refusal(mockRefusalKey('mock_deleted', op), { kind: 'resource' });
    }
  };

  function create(op: OperationModel, answers: OperationAnswers, input: HandlerInput, path: string): RawResponse {
    const base = answers.base();
    if (!isRecord(base)) return answers.respond(base);
    const checks = entityChecks(op.fullPath);
    let entity = overlay(base, input.body, answers.properties, [answers.validate, ...checks]);
    const machine = machineOf(op);
    if (machine) {
      const fired = op.transitions.map((t) => machine.transitions.find((tr) => tr.from === null && tr.trigger === t.trigger && t.machine === machine.schema));
      const state = fired.find((tr) => tr !== undefined)?.to ?? machine.initial;
      const next = { ...entity, [machine.field]: state };
      if (answers.validate(next)) entity = next;
    }
    const param = itemParam(op.fullPath, model.operations);
    const idKey = idKeyOf(entity, param);
    if (idKey === undefined) return answers.respond(entity);
    const fetch = model.operations.find((o) => o.method === 'get' && o.fullPath === `${op.fullPath}/{${param}}`);
    entity = freshId(entity, idKey, path, answers, checks, fetch ? validators.operations[fetch.operationId].path : undefined, param);
    const id = String(entity[idKey]);
    store.put(path, id, entity);
    return answers.respond(entity, `${path}/${encodeURIComponent(id)}`);
  }

  /** The kept entity at (collection, id), or one made for an id never created (as Prism does): the answer of `shape` with the id set where valid. */
  function entityAt(shape: OperationAnswers, collection: string, id: string, role: OperationRole): Entity | undefined {
    const kept = store.get(collection, id);
    if (kept) return kept;
    const base = shape.base();
    if (!isRecord(base)) return undefined;
    const idKey = idKeyOf(base, role.idParam);
    if (idKey === undefined) return base;
    const value = typeof base[idKey] === 'number' && /^-?\d+$/.test(id) ? Number(id) : id;
    const withId = { ...base, [idKey]: value };
    return shape.validate(withId) ? withId : base;
  }

  function item(op: OperationModel, answers: OperationAnswers, role: OperationRole, input: HandlerInput, path: string): RawResponse {
    const { collection, id = '' } = locate(role, path);
    const collectionTemplate = op.fullPath.split('/').slice(0, role.idSegment).join('/');
    const json = answers.spec.kind === 'json';
    if (role.kind === 'delete') {
      store.remove(collection, id);
      return answers.respond(answers.base());
    }
    // what an entity of this collection looks like: its fetch operation's answer, else this one's
    const shape = fetchAnswers(collectionTemplate) ?? (json ? answers : undefined);
    const entity = shape ? entityAt(shape, collection, id, role) : store.get(collection, id);
    const answer = (value: Entity | undefined) =>
      answers.respond(
        json
          ? (firstValid(answers, [value, value && overlay(answers.base() as Entity, value, answers.properties, [answers.validate])]) ?? answers.base())
          : undefined,
      );
    if (role.kind === 'fetch') return answer(entity);
    // replace (PUT) and update (PATCH, a POST to the item): the request's fields, where the result stays valid; kept from then on
    if (!entity) return answers.respond(answers.base());
    const kept = entityChecks(collectionTemplate);
    const checks = kept.length > 0 ? kept : json ? [answers.validate] : [];
    const properties = json ? answers.properties : (shape?.properties ?? fieldsOf(input.body));
    const next = overlay(entity, input.body, properties, checks);
    store.put(collection, id, next);
    return answer(next);
  }

  function transition(op: OperationModel, answers: OperationAnswers, role: OperationRole, input: HandlerInput, path: string): RawResponse {
    const { collection, id = '' } = locate(role, path);
    const fired =
      op.transitions.find((t) => t.when && isRecord(input.body) && Object.entries(t.when).every(([k, v]) => (input.body as Entity)[k] === v)) ??
      op.transitions.find((t) => !t.when) ??
      op.transitions[0];
    const machine = model.machines.find((m) => m.schema === fired.machine);
    let entity = store.get(collection, id);
    if (!machine) return answers.respond(answers.base());
    const allowedFrom = (state: unknown) => machine.transitions.find((tr) => tr.trigger === fired.trigger && tr.from === state);
    if (!entity) {
      // never created: an entity in a state the trigger moves from, as if it had been
      const made = answers.base();
      const from = machine.transitions.find((tr) => tr.trigger === fired.trigger && tr.from !== null)?.from;
      entity = isRecord(made) ? { ...made, [machine.field]: from } : { [machine.field]: from };
    }
    const state = entity[machine.field];
    const move = allowedFrom(state);
    if (!move)
      throw new Refusal(mockRefusalKey('mock_invalid_transition', op), {
        kind: machine.entity ?? machine.schema,
        state: String(state),
        trigger: fired.trigger,
      });
    const moved = { ...entity, [machine.field]: move.to };
    store.put(collection, id, moved);
    if (answers.spec.kind !== 'json') return answers.respond(undefined);
    return answers.respond(firstValid(answers, [moved, overlay(answers.base() as Entity, moved, answers.properties, [answers.validate])]) ?? answers.base());
  }

  function list(op: OperationModel, answers: OperationAnswers, input: HandlerInput, path: string): RawResponse {
    const base = answers.base();
    const at = Array.isArray(base)
      ? null
      : isRecord(base)
        ? (ITEM_KEYS.find((k) => Array.isArray(base[k])) ?? Object.keys(base).find((k) => Array.isArray(base[k])))
        : undefined;
    if (at === undefined) return answers.respond(base);
    const kept = store.list(path);
    // the made-up items of a list nothing was made for: never one the mock has answered deleted since
    const param = itemParam(op.fullPath, model.operations);
    const gone = (item: unknown) => {
      const idKey = isRecord(item) ? idKeyOf(item, param) : undefined;
      return idKey !== undefined && store.isDeleted(path, String((item as Entity)[idKey]));
    };
    const items = (kept.length > 0 ? kept : ((at === null ? base : (base as Entity)[at]) as unknown[]).filter((item) => !gone(item))).slice();
    const page = pageOf(op, input.query, items.length);
    const place = (entries: unknown[]) => (at === null ? entries : { ...(base as Entity), [at]: entries });
    const paged = items.slice(page.from, page.to);
    let answer = place(paged);
    if (!answers.validate(answer) && kept.length > 0) answer = place(paged.filter((entity) => answers.validate(place([entity]))));
    if (!answers.validate(answer)) {
      const own = (at === null ? base : (base as Entity)[at]) as unknown[];
      answer = place(own.slice(0, page.to - page.from));
    }
    return answers.respond(answers.validate(answer) ? answer : base);
  }

  const handlers: MockHandlers['handlers'] = {};
  for (const op of model.operations) {
    const role = roles.get(op.operationId) as OperationRole;
    handlers[op.operationId] = async (input) => {
      const answers = answersOf(op);
      const path = requestPath(input.req);
      checkAncestors(op, path);
      const key = op.idempotencyKey ? input.headers[IDEMPOTENCY_HEADER] : undefined;
      const fingerprint = typeof key === 'string' ? requestFingerprint(op.operationId, input.params, input.query, input.body) : '';
      if (typeof key === 'string') {
        const before = idempotency.get(key);
        if (before && before.fingerprint !== fingerprint) throw new Refusal(mockRefusalKey('mock_idempotency_other_request', op));
        if (before) return { ...before.answer, headers: { ...before.answer.headers, [REPLAYED_HEADER]: 'true' } };
      }
      if (answers.spec.kind === 'json' && !answers.mockable) throw notMockable(op, answers);
      let answer: RawResponse;
      // an operation documenting no success answers its lowest documented status (responses.ts): nothing is kept
      if (answers.spec.status >= 300) answer = answers.respond(answers.base());
      else if (role.kind === 'create') answer = create(op, answers, input, path);
      else if (role.kind === 'transition') answer = transition(op, answers, role, input, path);
      else if (role.kind === 'list') answer = list(op, answers, input, path);
      else if (role.kind === 'other') answer = answers.respond(answers.base());
      else answer = item(op, answers, role, input, path);
      if (typeof key === 'string') idempotency.set(key, { fingerprint, answer });
      return answer;
    };
  }
  return { handlers, notMockable: () => [...refused.values()] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version 4 UUID (RFC 9562 section 5.4) from the digest of `text`: deterministic under one seed. */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16], 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The page a list's query asks for: `[from, to)` over `total` items. */
function pageOf(op: OperationModel, query: Record<string, unknown>, total: number): { from: number; to: number } {
  const declared = new Set(op.queryParams.map((p) => p.name));
  const number = (names: string[]) => {
    const name = names.find((n) => declared.has(n) && typeof query[n] === 'number');
    return name === undefined ? undefined : Math.max(0, Math.floor(query[name] as number));
  };
  const limit = number(LIMIT_NAMES);
  const offset = number(OFFSET_NAMES);
  const page = number(PAGE_NAMES);
  const size = limit ?? total;
  let from = offset ?? 0;
  if (offset === undefined && page !== undefined && limit !== undefined) {
    // pages count from 1 unless the parameter allows 0
    const minimum = op.queryParams.find((p) => PAGE_NAMES.includes(p.name))?.schema.minimum;
    from = (page - (minimum === 0 ? 0 : 1)) * limit;
  }
  from = Math.min(Math.max(0, from), total);
  return { from, to: Math.min(total, from + size) };
}

function fieldsOf(body: unknown): ReadonlySet<string> {
  return new Set(isRecord(body) ? Object.keys(body) : []);
}

function requestPath(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type { JsonSchema };
