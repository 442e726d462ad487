/**
 * One run against one server: sends requests (filling live ids and unique values), records
 * every answer for the coverage report, remembers operations answering 501 (spec x-errors
 * not_implemented: not built, never passed), and obtains live entities a case needs, in the
 * state it needs, by the same API the cases test (creates run before fetch/update/list).
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import { machinePrefix, reachable, type TransitionStep } from './derive-transitions.js';
import type { BodyExample } from './examples.js';
import { type Answer, send, type Target, type WireRequest } from './http.js';
import { entityId, IdPool } from './id-pool.js';
import { fillMarkers, markersIn, type PrepareOptions } from './prepare.js';
import { baseBodies, baseRequest } from './request-base.js';
import { idPrefix, sampleId } from './sample.js';
import { effective, isRecord } from './schema-node.js';
import { CONSUMES } from './triggers.js';
import type { RequestSpec } from './types.js';

export type Obtained = { id: string } | { reason: string };
export type Filled = { wire: WireRequest } | { reason: string };

/** Pays for invoices at the hosted checkout; see conformance/checkout.ts. */
export interface CheckoutDriver {
  /**
   * Pays the entity behind `shortUrl` with a test instrument that succeeds, fails, or succeeds
   * with refunds that fail; `fields` sets other form fields (the `amount` of a partial payment).
   * Throws when the page has no form or the checkout answers 4xx/5xx.
   */
  pay(shortUrl: string, outcome: CheckoutOutcome, fields?: Record<string, string>): Promise<void>;
}

export type CheckoutOutcome = 'success' | 'failure' | 'refunds_fail';

/**
 * Whether `op` moves the entity its path parameter `name` holds through that entity's machine
 * (payTestQrCode credits, and may close, a QR code): such an operation gets a parent of its own,
 * since a shared one may have moved on already, and the parent is forgotten after it.
 */
function movesParent(op: OperationModel, name: string, model: ApiModel): boolean {
  const param = op.pathParams.find((p) => p.name === name);
  const parent = param ? idPrefix(effective(param.schema, model.schemas).pattern) : undefined;
  return (
    parent !== undefined &&
    op.transitions.some((t) => {
      const machine = model.machines.find((m) => m.schema === t.machine);
      return machine !== undefined && machinePrefix(machine, model) === parent;
    })
  );
}

export class Session {
  readonly pool = new IdPool();
  /** operationId -> statuses answered (every request, setup included). */
  readonly statuses = new Map<string, Set<number>>();
  readonly notBuilt = new Set<string>();
  private readonly ops: Map<string, OperationModel>;
  private unique = 0;
  private readonly tag: string;

  constructor(
    readonly model: ApiModel,
    readonly examples: Record<string, BodyExample[]>,
    readonly target: Target,
    readonly prepare: PrepareOptions,
    readonly checkout?: CheckoutDriver,
  ) {
    this.ops = new Map(model.operations.map((op) => [op.operationId, op]));
    this.tag = (prepare.now % 1_000_000).toString(36) + Math.floor(Math.random() * 1296).toString(36);
  }

  op(operationId: string): OperationModel {
    const op = this.ops.get(operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    return op;
  }

  async send(operationId: string, wire: WireRequest): Promise<Answer> {
    const op = this.op(operationId);
    const answer = await send(this.target, op, wire);
    const seen = this.statuses.get(operationId) ?? new Set<number>();
    seen.add(answer.status);
    this.statuses.set(operationId, seen);
    if (answer.status === 501) this.notBuilt.add(operationId);
    // a replayed answer (spec info.description, Idempotency) is the entity as it was then, not now
    const replayed = answer.headers.get('idempotent-replayed') === 'true';
    if (answer.status >= 200 && answer.status < 300 && !replayed) {
      this.pool.record(answer.body);
      // an entity made under others (a stakeholder under its account): remember them, as obtain() does
      const made = isRecord(answer.body) && typeof answer.body.id === 'string' ? answer.body.id : undefined;
      const under = Object.values(wire.path);
      if (op.method === 'post' && made && under.length > 0 && !under.includes(made) && !this.parents.has(made)) this.parents.set(made, { ...wire.path });
      if (op.method === 'delete') {
        const gone = new Set(Object.values(wire.path));
        // what was made under a deleted entity goes with it (a deleted linked account's stakeholder)
        for (const [child, parents] of this.parents) if (Object.values(parents).some((id) => gone.has(id))) gone.add(child);
        for (const id of gone) this.pool.remove(id);
        // a read remembered for the bearer cases must not name what is gone (fetchWebhook after deleteWebhook)
        for (const [read, ids] of this.positivePaths) if (Object.values(ids).some((id) => gone.has(id))) this.positivePaths.delete(read);
      }
    }
    return answer;
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
    const preconditions = this.op(request.operationId).preconditions;
    if (!lenient && preconditions?.length && Object.keys(request.path).length === 0) {
      // an operation without an entity of its own needs something made first (createInstantSettlement: money in the balance)
      // the first step makes the entity the others move
      const [first] = preconditions;
      const prefix = first ? this.createdPrefix(first.operationId) : undefined;
      const made = prefix
        ? await this.drive(
            prefix,
            preconditions.map((p) => ({ ...p, trigger: '', to: '' })),
          )
        : { reason: 'its first step creates no entity' };
      if ('reason' in made) return { reason: `precondition: ${made.reason}` };
    }
    const fresh = lenient ? [] : (CONSUMES[request.operationId] ?? []);
    // the last id first: a parent in the path is the one the entity names (a refund's payment_id
    // for /payments/{payment_id}/refunds/{refund_id}), not any entity of the parent's kind
    let named: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(request.path).reverse()) {
      if ('literal' in value) path[name] = value.literal;
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
        else if (lenient) path[name] = sampleId(value.idOf);
        else return { reason: `no \`${name}\`: ${got.reason}` };
        if ('id' in got && Object.keys(path).length === 1 && Object.keys(request.path).length > 1) {
          const fetched = await this.fetchEntity(value.idOf, got.id);
          // the parents it was made under, when its own body does not name them (a stakeholder's account)
          named = { ...this.parents.get(got.id), ...(isRecord(fetched?.body) ? fetched.body : {}) };
        }
      }
    }
    const needs = [...markersIn(request.body?.value), ...markersIn(request.query)];
    const ids: Record<string, string> = {};
    for (const prefix of needs) {
      // an id in a body names an entity that can still be acted on: one in a state its machine can
      // leave (a linked account `created`, not `suspended`), else a new one
      const live = this.liveStates(prefix);
      const pooled = fresh.includes(prefix) ? undefined : this.pool.find(prefix, live);
      const got = pooled ? { id: pooled } : await this.obtain(prefix, undefined, fresh.includes(prefix) || live !== undefined);
      if ('id' in got) ids[prefix] = got.id;
      else if (lenient) ids[prefix] = sampleId(prefix);
      else return { reason: `no live \`${prefix}_\` id for the body: ${got.reason}` };
    }
    const fillers = { id: (p: string) => ids[p] ?? sampleId(p), unique: (k: 'email' | number) => this.uniqueValue(k) };
    const wire: WireRequest = {
      path,
      query: fillMarkers(request.query, fillers) as Record<string, unknown>,
      headers: { ...request.headers },
      auth: request.auth,
    };
    if (request.body) wire.body = { contentType: request.body.contentType, value: fillMarkers(request.body.value, fillers) };
    return { wire };
  }

  /** The valid request of `operationId` (first example it can fill), with `patch` over the body. */
  async validRequest(operationId: string, pathIds: Record<string, string>, patch?: Record<string, unknown>): Promise<Filled> {
    const op = this.op(operationId);
    const bodies = baseBodies(op, this.model, this.examples[operationId] ?? [], this.prepare);
    const ordered = [...bodies].sort((a, b) => markersIn(a.prepared).size - markersIn(b.prepared).size);
    let last: Filled = { reason: 'no request' };
    for (const body of ordered.length ? ordered : [undefined]) {
      const spec = baseRequest(op, this.model, body);
      for (const [name, id] of Object.entries(pathIds)) spec.path[name] = { literal: id };
      if (patch && spec.body && isRecord(spec.body.value)) spec.body.value = { ...spec.body.value, ...patch };
      last = await this.fill(spec, false);
      if ('wire' in last) return last;
    }
    return last;
  }

  /** The path a read's passing positive case used, by operationId (bearer reads read the same). */
  private readonly positivePaths = new Map<string, Record<string, string>>();

  rememberPositivePath(operationId: string, path: Record<string, string>): void {
    this.positivePaths.set(operationId, { ...path });
  }

  positivePath(operationId: string): Record<string, string> | undefined {
    return this.positivePaths.get(operationId);
  }

  /** Path parents of the entities this session made (createStakeholder's account_id), by the entity's id. */
  private readonly parents = new Map<string, Record<string, string>>();

  /** The states of the machine of `prefix` that it can still leave; undefined for a kind without a machine. */
  private liveStates(prefix: string): string[] | undefined {
    const machine = this.model.machines.find((m) => machinePrefix(m, this.model) === prefix);
    if (!machine) return undefined;
    const leaving = new Set(machine.transitions.flatMap((t) => (t.from === null ? [] : Array.isArray(t.from) ? t.from : [t.from])));
    return machine.states.filter((s) => leaving.has(s));
  }

  private readonly obtaining = new Set<string>();

  /** A live id of `prefix` (in one of `states`): seen before (unless `fresh`), or made now through the API. */
  async obtain(prefix: string, states?: string[], fresh = false): Promise<Obtained> {
    const known = fresh ? undefined : this.pool.find(prefix, states);
    if (known) return { id: known };
    const key = `${prefix}:${states?.join(',') ?? ''}`;
    if (this.obtaining.has(key)) return { reason: `\`${prefix}_\` ids depend on themselves` };
    this.obtaining.add(key);
    try {
      if (states) return await this.reach(prefix, states);
      // a card payment of an invoice (what refunds and fetchPaymentCard expect) before any other creator
      if (prefix === 'pay' && this.checkout) {
        const paid = await this.paidPayment();
        if ('id' in paid) return paid;
      }
      const creator = this.creatorOf(prefix);
      if (creator) {
        // without the checkout a payment comes from another creator (payTestQrCode): made for as
        // much as the examples of the operations that use payments up ask of it
        const made = await this.create(creator, prefix, prefix === 'pay' && !this.checkout ? this.amountFor('pay') : undefined);
        if ('id' in made || !(prefix === 'pay' && this.checkout)) return made;
      }
      if (prefix === 'pay' && this.checkout) return await this.paidPayment();
      return {
        reason: creator
          ? `${creator} could not create one`
          : `no operation creates \`${prefix}_\` entities${prefix === 'pay' ? ' (payments come from the hosted checkout: run with --checkout)' : ''}`,
      };
    } finally {
      this.obtaining.delete(key);
    }
  }

  /**
   * `{ amount }` as large as the largest body example `amount` of the operations that use up a
   * `prefix` entity (CONSUMES: refundPayment's and createRefund's 10000), so their examples fit
   * the entity made for them; undefined when none has one.
   */
  private amountFor(prefix: string): { amount: number } | undefined {
    let most = 0;
    for (const [operationId, kinds] of Object.entries(CONSUMES)) {
      if (!kinds.includes(prefix)) continue;
      for (const example of this.examples[operationId] ?? []) {
        const amount = isRecord(example.value) ? example.value.amount : undefined;
        if (typeof amount === 'number' && amount > most) most = amount;
      }
    }
    return most > 0 ? { amount: most } : undefined;
  }

  /** The id prefix of the entity a creating operation answers with. */
  private createdPrefix(operationId: string): string | undefined {
    const ok = this.op(operationId).responses.find((r) => r.status.startsWith('2'));
    const schema = effective(ok?.schema, this.model.schemas);
    const id = isRecord(schema.properties) ? effective(schema.properties.id, this.model.schemas) : {};
    return idPrefix(id.pattern);
  }

  /** A POST whose success answer is a `prefix` entity and whose path holds no `prefix` id. */
  creatorOf(prefix: string): string | undefined {
    return this.model.operations.find((op) => {
      if (op.method !== 'post') return false;
      const pathPrefixes = op.pathParams.map((p) => idPrefix(effective(p.schema, this.model.schemas).pattern));
      return this.createdPrefix(op.operationId) === prefix && !pathPrefixes.includes(prefix);
    })?.operationId;
  }

  private async create(operationId: string, prefix: string, patch?: Record<string, unknown>): Promise<Obtained> {
    if (this.notBuilt.has(operationId)) return { reason: `${operationId} is not built (501)` };
    const op = this.op(operationId);
    const pathIds: Record<string, string> = {};
    for (const p of op.pathParams) {
      const parent = idPrefix(effective(p.schema, this.model.schemas).pattern);
      if (!parent) continue;
      const got = await this.obtain(parent, undefined, movesParent(op, p.name, this.model) || (CONSUMES[operationId] ?? []).includes(parent));
      if (!('id' in got)) return { reason: `${operationId} needs \`${p.name}\`: ${got.reason}` };
      pathIds[p.name] = got.id;
    }
    const filled = await this.validRequest(operationId, pathIds, patch);
    if (!('wire' in filled)) return filled;
    const answer = await this.send(operationId, filled.wire);
    // a parent it moved is in a state this answer does not show: forget it rather than reuse it as it was
    for (const [name, parentId] of Object.entries(pathIds)) if (movesParent(op, name, this.model)) this.pool.remove(parentId);
    const id = entityId(answer.body, prefix);
    if (id && Object.keys(pathIds).length > 0) this.parents.set(id, pathIds);
    if (answer.status === 501) return { reason: `${operationId} is not built (501)` };
    return id ? { id } : { reason: `${operationId} answered ${answer.status}${describeError(answer.body)}` };
  }

  /** Brings a new entity to one of `states` by the machine's API-triggered transitions. */
  private async reach(prefix: string, states: string[]): Promise<Obtained> {
    const machine = this.model.machines.find((m) => machinePrefix(m, this.model) === prefix);
    if (!machine) return { reason: `no state machine for \`${prefix}_\`` };
    const paths = reachable(machine, this.model);
    const steps = states.map((s) => paths.get(s)).find((p) => p !== undefined);
    if (!steps) return { reason: `no API path reaches ${states.join(' or ')} (checkout, time or bank only)` };
    const got = await this.drive(prefix, steps);
    return 'id' in got ? { id: got.id } : got;
  }

  /** Runs a chain of steps on a new entity; returns its id and the last answer. */
  async drive(prefix: string, steps: TransitionStep[]): Promise<{ id: string; answer?: Answer } | { reason: string }> {
    const [first, ...rest] = steps;
    const made = await this.create(first.operationId, prefix, first.body);
    if (!('id' in made)) return made;
    let answer: Answer | undefined;
    for (const step of rest) {
      const done = await this.step(made.id, step);
      if ('reason' in done) return done;
      answer = done.answer;
    }
    return { id: made.id, answer };
  }

  /** A fresh entity of `prefix`, moved by each of `steps` (the spec's `x-precondition`). */
  private async prepared(prefix: string, steps: { operationId: string; body?: Record<string, unknown> }[]): Promise<Obtained> {
    const made = await this.obtain(prefix, undefined, true);
    if (!('id' in made)) return made;
    for (const step of steps) {
      const done = await this.step(made.id, { ...step, trigger: '', to: '' });
      if ('reason' in done) return done;
    }
    return made;
  }

  /** Fires one step's operation on entity `id`. */
  async step(id: string, step: TransitionStep): Promise<{ answer: Answer } | { reason: string }> {
    const op = this.op(step.operationId);
    const last = op.pathParams[op.pathParams.length - 1];
    const pathIds: Record<string, string> = last ? { [last.name]: id } : {};
    const filled = await this.validRequest(step.operationId, pathIds, step.body);
    if (!('wire' in filled)) return filled;
    const answer = await this.send(step.operationId, filled.wire);
    if (answer.status === 501) return { reason: `${step.operationId} is not built (501)` };
    if (answer.status >= 300) return { reason: `${step.operationId} answered ${answer.status}${describeError(answer.body)}` };
    return { answer };
  }

  /** A captured payment: an invoice paid at the hosted checkout (its `short_url`). */
  async paidPayment(): Promise<Obtained> {
    const known = await this.paidInvoicePayment(false);
    // the pool's invoice may have expired since (advanceTestClock): a new one
    return 'id' in known ? known : this.paidInvoicePayment(true);
  }

  private async paidInvoicePayment(fresh: boolean): Promise<Obtained> {
    const invoice = await this.obtain('inv', ['issued'], fresh);
    if (!('id' in invoice)) return invoice;
    const fetched = await this.fetchEntity('inv', invoice.id);
    const shortUrl = isRecord(fetched?.body) ? fetched.body.short_url : undefined;
    if (typeof shortUrl !== 'string' || !this.checkout) return { reason: 'the invoice has no short_url' };
    try {
      await this.checkout.pay(shortUrl, 'success');
    } catch (error) {
      return { reason: `checkout: ${(error as Error).message}` };
    }
    const after = await this.fetchEntity('inv', invoice.id);
    const paymentId = isRecord(after?.body) ? after.body.payment_id : undefined;
    return typeof paymentId === 'string' ? { id: paymentId } : { reason: 'the invoice shows no payment_id after the checkout' };
  }

  /** GET of the entity by its id (the fetch operation of its prefix). */
  async fetchEntity(prefix: string, id: string): Promise<Answer | undefined> {
    const op = this.model.operations.find((o) => {
      const last = o.pathParams[o.pathParams.length - 1];
      return (
        o.method === 'get' &&
        last &&
        o.fullPath.endsWith(`{${last.name}}`) &&
        o.pathParams.length === 1 &&
        idPrefix(effective(last.schema, this.model.schemas).pattern) === prefix
      );
    });
    if (!op) return undefined;
    return this.send(op.operationId, { path: { [op.pathParams[0].name]: id }, query: {}, headers: {}, auth: 'basic' });
  }
}

export function describeError(body: unknown): string {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error)) return ` (${String(error.description ?? error.code ?? '')}${error.field ? `, field ${String(error.field)}` : ''})`;
  return typeof error === 'string' ? ` (${error})` : '';
}
