/**
 * One run against one server: sends requests (the credentials each case's auth mode resolves
 * to, live ids and unique values filled in), records every answer for the coverage report,
 * remembers operations answering 501 (not built, never passed), learns the ids answers carry
 * (conformance/learn.ts), and obtains live entities a case needs, in the state it needs, by the
 * same API the cases test (creates run before fetch/update/list), or by a plug-in where only
 * the server's own ways can make one (conformance/plugin.ts).
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import { type AuthParts, authParts } from './credentials.js';
import { reachable, type TransitionStep } from './derive-transitions.js';
import type { BodyExample } from './examples.js';
import { type Answer, type Pace, send, type Target, type WireRequest } from './http.js';
import { IdPool } from './id-pool.js';
import type { Kinds } from './kinds.js';
import { learnIds, locationId } from './learn.js';
import type { OAuthTokens } from './oauth-token.js';
import { fillMarkers, markersIn, type PrepareOptions } from './prepare.js';
import { baseBodies, baseRequest } from './request-base.js';
import { isRecord } from './schema-node.js';
import type { RequestSpec } from './types.js';

export type Obtained = { id: string } | { reason: string };
/** `guessed`: a path id is the document's example, not a live entity's: a refusal of it is no verdict. */
export type Filled = { wire: WireRequest; guessed?: string } | { reason: string };

/** What plug-ins (conformance/plugin.ts) lend a session, merged. */
export interface SessionHooks {
  /** operationId -> entity kinds it uses up: each case gets fresh ones. */
  consumes: Record<string, string[]>;
  /** Ways to make an entity the document's operations cannot, asked in turn before the document's creators. */
  obtainers: { name: string; obtain: (session: Session, kind: string, states?: string[]) => Promise<Obtained | undefined> }[];
  /** The server's clock in Unix seconds, for time transitions; this machine's when absent. */
  now?: (session: Session) => Promise<number | { reason: string }>;
}

export interface SessionOptions {
  model: ApiModel;
  kinds: Kinds;
  examples: Record<string, BodyExample[]>;
  target: Target;
  prepare: PrepareOptions;
  hooks: SessionHooks;
  tokens: OAuthTokens;
  pace?: Pace;
}

export class Session {
  readonly pool = new IdPool();
  /** operationId -> statuses answered (every request, setup included). */
  readonly statuses = new Map<string, Set<number>>();
  readonly notBuilt = new Set<string>();
  readonly model: ApiModel;
  readonly kinds: Kinds;
  readonly examples: Record<string, BodyExample[]>;
  readonly target: Target;
  readonly prepare: PrepareOptions;
  readonly hooks: SessionHooks;
  /** Every request sent, for the run's figures. */
  requests = 0;
  private readonly ops: Map<string, OperationModel>;
  private unique = 0;
  private readonly tag: string;

  constructor(private readonly options: SessionOptions) {
    ({ model: this.model, kinds: this.kinds, examples: this.examples, target: this.target, prepare: this.prepare, hooks: this.hooks } = options);
    this.ops = new Map(this.model.operations.map((op) => [op.operationId, op]));
    this.tag = (this.prepare.now % 1_000_000).toString(36) + Math.floor(Math.random() * 1296).toString(36);
  }

  op(operationId: string): OperationModel {
    const op = this.ops.get(operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    return op;
  }

  /** What a request of `op` in `wire.auth` carries, or why it cannot be sent. */
  async credentialsFor(op: OperationModel, wire: WireRequest): Promise<AuthParts | { reason: string }> {
    return authParts(this.model, op, this.target.credentials, wire.auth, this.options.tokens.source);
  }

  async send(operationId: string, wire: WireRequest): Promise<Answer> {
    const op = this.op(operationId);
    const parts = await this.credentialsFor(op, wire);
    // a case is skipped before it sends when it cannot be; a setup step that cannot is answered as refused
    if ('reason' in parts) throw new Error(parts.reason);
    let answer = await send(this.target, op, wire, parts, this.options.pace);
    this.requests += 1;
    const minted = parts.headers.authorization?.startsWith('Bearer ') && this.target.credentials.bearer === undefined;
    if (answer.status === 401 && minted && wire.auth !== 'wrong') {
      // a token the server no longer takes (expired, or its clock moved past it): a new one, once
      this.options.tokens.forget(parts.headers.authorization.slice('Bearer '.length));
      const again = await this.credentialsFor(op, wire);
      if (!('reason' in again)) answer = await send(this.target, op, wire, again, this.options.pace);
    }
    const seen = this.statuses.get(operationId) ?? new Set<number>();
    seen.add(answer.status);
    this.statuses.set(operationId, seen);
    if (answer.status === 501) this.notBuilt.add(operationId);
    // a replayed answer (spec info.description, Idempotency) is the entity as it was then, not now
    const replayed = answer.headers.get('idempotent-replayed') === 'true';
    if (answer.status >= 200 && answer.status < 300 && !replayed) {
      this.pool.record(answer.body);
      for (const { kind, id, status } of learnIds(this.model, this.kinds, op, wire, answer)) this.pool.add(kind, id, status);
      // an entity made under others (a stakeholder under its account): remember them, as obtain() does
      const made = this.madeId(op, answer);
      const under = this.pathKinds(op, wire.path);
      if (op.method === 'post' && made && Object.keys(under).length > 0 && !Object.values(under).includes(made) && !this.parents.has(made))
        this.parents.set(made, under);
      if (op.method === 'delete') {
        this.forgetDeleted(wire.path);
        this.deletedPaths.add(new URL(answer.request.url).pathname);
      }
    }
    return answer;
  }

  /** The id of the entity a POST made, by the kind its answer is. */
  private madeId(op: OperationModel, answer: Answer): string | undefined {
    const kind = this.kinds.made(op);
    if (kind) return this.kinds.idIn(answer.body, kind);
    return isRecord(answer.body) && typeof answer.body.id === 'string' ? answer.body.id : undefined;
  }

  /** The path's ids by their kinds. */
  private pathKinds(op: OperationModel, path: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of op.pathParams) {
      const kind = this.kinds.ofParam(op, p.name);
      if (kind && this.kinds.isResource(kind) && path[p.name] !== undefined) out[kind] = path[p.name];
    }
    return out;
  }

  /** What a DELETE removed, and what was made under it, is forgotten (a deleted linked account's stakeholder). */
  private forgetDeleted(path: Record<string, string>): void {
    const gone = new Set(Object.values(path));
    for (const [child, parents] of this.parents) if (Object.values(parents).some((id) => gone.has(id))) gone.add(child);
    for (const id of gone) this.pool.remove(id);
    // a read remembered for the bearer cases must not name what is gone (fetchWebhook after deleteWebhook)
    for (const [read, ids] of this.positivePaths) if (Object.values(ids).some((id) => gone.has(id))) this.positivePaths.delete(read);
  }

  private uniqueValue(kind: 'email' | number): string {
    const n = (this.unique++).toString(36);
    if (kind === 'email') return `c${this.tag}${n}@example.com`;
    return `c${this.tag}${n}`.slice(-Math.max(1, kind));
  }

  /**
   * The wire form of a request: live ids in the path (in the states asked for) and in the
   * body. `lenient` (negative and auth cases) falls back to syntactically valid ids when no
   * live entity can be had: those answers come from validation, before any lookup.
   */
  async fill(request: RequestSpec, lenient: boolean): Promise<Filled> {
    const path: Record<string, string> = {};
    let guessed: string | undefined;
    const preconditions = this.op(request.operationId).preconditions;
    if (!lenient && preconditions?.length && Object.keys(request.path).length === 0) {
      // an operation without an entity of its own needs something made first (createInstantSettlement: money in the balance)
      // the first step makes the entity the others move
      const [first] = preconditions;
      const kind = first ? this.kinds.made(this.op(first.operationId)) : undefined;
      const made = kind
        ? await this.drive(
            kind,
            preconditions.map((p) => ({ ...p, trigger: '', to: '' })),
          )
        : { reason: 'its first step creates no entity' };
      if ('reason' in made) return { reason: `precondition: ${made.reason}` };
    }
    const fresh = lenient ? [] : (this.hooks.consumes[request.operationId] ?? []);
    // the last id first: a parent in the path is the one the entity names (a refund's payment_id
    // for /payments/{payment_id}/refunds/{refund_id}), not any entity of the parent's kind
    let named: Record<string, unknown> = {};
    let parentsOfLast: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.path).reverse()) {
      if ('literal' in value) path[name] = value.literal;
      else if (parentsOfLast[value.idOf] !== undefined) path[name] = parentsOfLast[value.idOf];
      else if (typeof named[name] === 'string' && (named[name] as string).startsWith(`${value.idOf}_`)) path[name] = named[name] as string;
      else if (value.prepare && !lenient) {
        const got = await this.prepared(value.idOf, value.prepare);
        if ('reason' in got) return { reason: `no \`${name}\`: ${got.reason}` };
        path[name] = got.id;
      } else {
        // an entity the operation uses up is never a pooled one, not even one in the preferred state
        const mustBeFresh = fresh.includes(value.idOf);
        const pooled = value.prefer && !mustBeFresh ? this.pool.find(value.idOf, value.prefer) : undefined;
        const preferred: Obtained | undefined = pooled ? { id: pooled } : value.prefer ? await this.obtain(value.idOf, value.prefer, mustBeFresh) : undefined;
        const got = preferred && 'id' in preferred ? preferred : await this.obtain(value.idOf, value.states, mustBeFresh);
        if ('id' in got) path[name] = got.id;
        else if (lenient) path[name] = this.kinds.sample(value.idOf);
        else if (value.fallback !== undefined && !value.states) {
          path[name] = value.fallback;
          guessed = `\`${name}\` is the document's example ${JSON.stringify(value.fallback)} (${got.reason})`;
        } else return { reason: `no \`${name}\`: ${got.reason}` };
        if ('id' in got && Object.keys(path).length === 1 && Object.keys(request.path).length > 1) {
          parentsOfLast = this.parents.get(got.id) ?? {};
          const fetched = this.kinds.isPrefix(value.idOf) ? await this.fetchEntity(value.idOf, got.id) : undefined;
          // the parents it was made under, when its own body does not name them (a stakeholder's account)
          named = { ...(isRecord(fetched?.body) ? fetched.body : {}) };
        }
      }
    }
    const needs = [...markersIn(request.body?.value), ...markersIn(request.query)];
    const ids: Record<string, string> = {};
    for (const kind of needs) {
      // an id in a body names an entity that can still be acted on: one in a state its machine can
      // leave (a linked account `created`, not `suspended`), else a new one
      const live = this.liveStates(kind);
      const pooled = fresh.includes(kind) ? undefined : this.pool.find(kind, live);
      const got = pooled ? { id: pooled } : await this.obtain(kind, undefined, fresh.includes(kind) || live !== undefined);
      if ('id' in got) ids[kind] = got.id;
      else if (lenient) ids[kind] = this.kinds.sample(kind);
      else return { reason: `no live \`${kind}_\` id for the body: ${got.reason}` };
    }
    const fillers = { id: (k: string) => ids[k] ?? this.kinds.sample(k), unique: (k: 'email' | number) => this.uniqueValue(k) };
    const wire: WireRequest = {
      path,
      query: fillMarkers(request.query, fillers) as Record<string, unknown>,
      headers: { ...request.headers },
      auth: request.auth,
    };
    if (request.body) wire.body = { contentType: request.body.contentType, value: fillMarkers(request.body.value, fillers) };
    return guessed ? { wire, guessed } : { wire };
  }

  /** The valid request of `operationId` (first example it can fill), with `patch` over the body. */
  async validRequest(operationId: string, pathIds: Record<string, string>, patch?: Record<string, unknown>): Promise<Filled> {
    const op = this.op(operationId);
    const bodies = baseBodies(op, this.model, this.examples[operationId] ?? [], this.prepare);
    const ordered = [...bodies].sort((a, b) => markersIn(a.prepared).size - markersIn(b.prepared).size);
    let last: Filled = { reason: 'no request' };
    for (const body of ordered.length ? ordered : [undefined]) {
      const spec = baseRequest(op, this.model, this.kinds, body);
      for (const [name, id] of Object.entries(pathIds)) spec.path[name] = { literal: id };
      if (patch && spec.body && isRecord(spec.body.value)) spec.body.value = { ...spec.body.value, ...patch };
      last = await this.fill(spec, false);
      if ('wire' in last) return last;
    }
    return last;
  }

  /** The path a read's passing positive case used, by operationId (bearer reads read the same). */
  private readonly positivePaths = new Map<string, Record<string, string>>();

  /** The URL paths the run's own DELETEs removed (a path id the runner could only guess stays the same after it). */
  private readonly deletedPaths = new Set<string>();

  /** The path the run deleted that `url` is at or under, when it is. */
  deletedEarlier(url: string): string | undefined {
    const path = new URL(url).pathname;
    for (const gone of this.deletedPaths) if (path === gone || path.startsWith(`${gone}/`)) return gone;
    return undefined;
  }

  rememberPositivePath(operationId: string, path: Record<string, string>): void {
    this.positivePaths.set(operationId, { ...path });
  }

  positivePath(operationId: string): Record<string, string> | undefined {
    return this.positivePaths.get(operationId);
  }

  /** Path parents of the entities this session made (createStakeholder's account), by the entity's id: kind -> id. */
  private readonly parents = new Map<string, Record<string, string>>();

  /** The state machine of a kind's entities, when the document gives one. */
  machineOf(kind: string) {
    return this.model.machines.find((m) => this.kinds.ofSchema(m.schema) === kind);
  }

  /** The states of the machine of `kind` that it can still leave; undefined for a kind without a machine. */
  private liveStates(kind: string): string[] | undefined {
    const machine = this.machineOf(kind);
    if (!machine) return undefined;
    const leaving = new Set(machine.transitions.flatMap((t) => (t.from === null ? [] : [t.from])));
    return machine.states.filter((s) => leaving.has(s));
  }

  private readonly obtaining = new Set<string>();

  /** A live id of `kind` (in one of `states`): seen before (unless `fresh`), or made now through the API or a plug-in. */
  async obtain(kind: string, states?: string[], fresh = false): Promise<Obtained> {
    const known = fresh ? undefined : this.pool.find(kind, states);
    if (known) return { id: known };
    const key = `${kind}:${states?.join(',') ?? ''}`;
    if (this.obtaining.has(key)) return { reason: `\`${kind}\` ids depend on themselves` };
    this.obtaining.add(key);
    try {
      if (states) return await this.reach(kind, states);
      const reasons: string[] = [];
      for (const { name, obtain } of this.hooks.obtainers) {
        const made = await obtain(this, kind, states);
        if (made && 'id' in made) return made;
        if (made) reasons.push(`${name}: ${made.reason}`);
      }
      const creator = this.kinds.creator(kind);
      if (creator) {
        // made for as much as the examples of the operations that use it up ask of it
        const made = await this.create(creator, kind, this.amountFor(kind));
        if ('id' in made) return made;
        reasons.unshift(made.reason);
      } else {
        const listed = await this.fromList(kind);
        if (listed) return listed;
        reasons.unshift(`no operation creates \`${kind}\` entities`);
      }
      return { reason: reasons.join('; ') };
    } finally {
      this.obtaining.delete(key);
    }
  }

  /** An id a list of a path kind answers (a read-only API's entities). */
  private async fromList(kind: string): Promise<Obtained | undefined> {
    const lister = this.kinds.lister(kind);
    if (!lister || lister.pathParams.length > 0 || this.notBuilt.has(lister.operationId)) return undefined;
    const filled = await this.validRequest(lister.operationId, {});
    if ('reason' in filled) return undefined;
    await this.send(lister.operationId, filled.wire).catch(() => undefined);
    const id = this.pool.find(kind);
    return id ? { id } : undefined;
  }

  /**
   * `{ amount }` as large as the largest body example `amount` of the operations that use up a
   * `kind` entity (a plug-in's `consumes`: refundPayment's and createRefund's 10000), so their examples
   * fit the entity made for them; undefined when none has one.
   */
  private amountFor(kind: string): { amount: number } | undefined {
    let most = 0;
    for (const [operationId, kinds] of Object.entries(this.hooks.consumes)) {
      if (!kinds.includes(kind)) continue;
      for (const example of this.examples[operationId] ?? []) {
        const amount = isRecord(example.value) ? example.value.amount : undefined;
        if (typeof amount === 'number' && amount > most) most = amount;
      }
    }
    return most > 0 ? { amount: most } : undefined;
  }

  /** Whether `op` moves the entity its path parameter `name` holds through that entity's machine (payTestQrCode credits a QR code). */
  private movesParent(op: OperationModel, name: string): boolean {
    const parent = this.kinds.ofParam(op, name);
    return parent !== undefined && op.transitions.some((t) => this.kinds.ofSchema(t.machine) === parent);
  }

  private async create(operationId: string, kind: string, patch?: Record<string, unknown>): Promise<Obtained> {
    const made = await this.createWith(operationId, kind, patch);
    return 'id' in made ? { id: made.id } : made;
  }

  /** A new `kind` entity made by `operationId`, with the answer that made it. */
  async createWith(operationId: string, kind: string, patch?: Record<string, unknown>): Promise<{ id: string; answer: Answer } | { reason: string }> {
    if (this.notBuilt.has(operationId)) return { reason: `${operationId} is not built (501)` };
    const op = this.op(operationId);
    const pathIds: Record<string, string> = {};
    const parents: Record<string, string> = {};
    for (const p of op.pathParams) {
      const parent = this.kinds.ofParam(op, p.name);
      if (!parent || !this.kinds.isResource(parent)) continue;
      // an entity of its own when the operation moves it or uses it up: a shared one may have moved on already
      const got = await this.obtain(parent, undefined, this.movesParent(op, p.name) || (this.hooks.consumes[operationId] ?? []).includes(parent));
      if (!('id' in got)) return { reason: `${operationId} needs \`${p.name}\`: ${got.reason}` };
      pathIds[p.name] = got.id;
      parents[parent] = got.id;
    }
    const filled = await this.validRequest(operationId, pathIds, patch);
    if (!('wire' in filled)) return filled;
    let answer: Answer;
    try {
      answer = await this.send(operationId, filled.wire);
    } catch (error) {
      return { reason: `${operationId}: ${(error as Error).message}` };
    }
    // a parent it moved is in a state this answer does not show: forget it rather than reuse it as it was
    for (const [name, parentId] of Object.entries(pathIds)) if (this.movesParent(op, name)) this.pool.remove(parentId);
    const id = this.kinds.idIn(answer.body, kind) ?? locationId(this.kinds, kind, answer);
    if (id && Object.keys(parents).length > 0) this.parents.set(id, parents);
    if (answer.status === 501) return { reason: `${operationId} is not built (501)` };
    return id ? { id, answer } : { reason: `${operationId} answered ${answer.status}${describeError(answer.body)}` };
  }

  /** Brings a new entity to one of `states` by the machine's API-triggered transitions. */
  private async reach(kind: string, states: string[]): Promise<Obtained> {
    const machine = this.machineOf(kind);
    if (!machine) return { reason: `no state machine for \`${kind}\`` };
    const paths = reachable(machine, this.kinds);
    const steps = states.map((s) => paths.get(s)).find((p) => p !== undefined);
    if (!steps) return { reason: `no API path reaches ${states.join(' or ')} (a hosted page, time or the bank only)` };
    const got = await this.drive(kind, steps);
    return 'id' in got ? { id: got.id } : got;
  }

  /** Runs a chain of steps on a new entity; returns its id and the last answer. */
  async drive(kind: string, steps: TransitionStep[]): Promise<{ id: string; answer?: Answer } | { reason: string }> {
    const [first, ...rest] = steps;
    const made = await this.create(first.operationId, kind, first.body);
    if (!('id' in made)) return made;
    let answer: Answer | undefined;
    for (const step of rest) {
      const done = await this.step(made.id, step);
      if ('reason' in done) return done;
      answer = done.answer;
    }
    return { id: made.id, answer };
  }

  /** A fresh entity of `kind`, moved by each of `steps` (the spec's `x-precondition`). */
  private async prepared(kind: string, steps: { operationId: string; body?: Record<string, unknown> }[]): Promise<Obtained> {
    const made = await this.obtain(kind, undefined, true);
    if (!('id' in made)) return made;
    for (const step of steps) {
      const done = await this.step(made.id, { ...step, trigger: '', to: '' });
      if ('reason' in done) return done;
    }
    return made;
  }

  /** Fires one step's operation on entity `id` (its path's last parameter; the others from where it was made). */
  async step(id: string, step: TransitionStep): Promise<{ answer: Answer } | { reason: string }> {
    const op = this.op(step.operationId);
    const filled = await this.validRequest(step.operationId, this.pathFor(op, id), step.body);
    if (!('wire' in filled)) return filled;
    let answer: Answer;
    try {
      answer = await this.send(step.operationId, filled.wire);
    } catch (error) {
      return { reason: `${step.operationId}: ${(error as Error).message}` };
    }
    if (answer.status === 501) return { reason: `${step.operationId} is not built (501)` };
    if (answer.status >= 300) return { reason: `${step.operationId} answered ${answer.status}${describeError(answer.body)}` };
    return { answer };
  }

  /** `id` in the operation's last path parameter, and the parents it was made under in the others. */
  pathFor(op: OperationModel, id: string): Record<string, string> {
    const out: Record<string, string> = {};
    const parents = this.parents.get(id) ?? {};
    op.pathParams.forEach((p, i) => {
      if (i === op.pathParams.length - 1) out[p.name] = id;
      else {
        const kind = this.kinds.ofParam(op, p.name);
        if (kind && parents[kind] !== undefined) out[p.name] = parents[kind];
      }
    });
    return out;
  }

  /** GET of the entity by its id (the fetch operation of its kind). */
  async fetchEntity(kind: string, id: string): Promise<Answer | undefined> {
    const op = this.kinds.fetcher(kind);
    if (!op) return undefined;
    const path = this.pathFor(op, id);
    if (!op.pathParams.every((p) => path[p.name] !== undefined)) return undefined;
    return this.send(op.operationId, { path, query: {}, headers: {}, auth: 'valid' }).catch(() => undefined);
  }
}

export function describeError(body: unknown): string {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error)) return ` (${String(error.description ?? error.code ?? '')}${error.field ? `, field ${String(error.field)}` : ''})`;
  if (typeof error === 'string') return ` (${error})`;
  if (isRecord(body) && (typeof body.detail === 'string' || typeof body.title === 'string')) return ` (${String(body.detail ?? body.title)})`;
  return '';
}
