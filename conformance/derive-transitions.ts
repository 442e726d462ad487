/**
 * State-machine cases: every transition of every `x-state-machine` that an
 * operation triggers (conformance/triggers.ts) is driven through the API: the runner brings
 * a fresh entity to the `from` state by the shortest chain of API-triggered transitions,
 * fires the trigger, and expects the `to` state in the answer and in a fetch. A sample of
 * disallowed transitions (every API trigger from every API-reachable state the machine has
 * no transition for) must be refused with 400 and leave the state as it was.
 */
import type { ApiModel, StateMachineModel, TimeTransitionModel, TransitionModel } from '../generator/model/types.js';
import type { Kinds } from './kinds.js';
import { type TriggerAction, triggerActions } from './triggers.js';

export interface TransitionStep extends TriggerAction {
  trigger: string;
  /** The state the step leads to. */
  to: string;
}

export interface TransitionCase {
  id: string;
  kind: 'transition' | 'disallowed';
  machine: string;
  /** The kind of the machine's entities (conformance/kinds.ts: `inv`). */
  entityKind?: string;
  /** The transition key (coverage) driven by a passing transition case. */
  key: string;
  title: string;
  /** From creation to the `from` state. */
  reach: TransitionStep[];
  act?: TransitionStep;
  /** The state the entity must be in afterwards. */
  expectState: string;
  /** States the entity may have moved on to by itself (bank or time triggers, e.g. a test-mode
   *  refund processed at once: Refund pending -> processed). */
  settles: string[];
  /** The machine's status field. */
  field: string;
  fetchOperationId?: string;
  /** Fired by a plug-in (a customer at a hosted page): left to its scenarios. */
  byPlugin?: boolean;
  /**
   * The machine's entities live inside the parent's (an instant settlement's payouts): the case is
   * the parent's transition, and one item of the parent's `via` collection must then be in `state`.
   */
  nested?: { via: string; state: string; field: string };
  /** Made by time (spec `x-time-transitions`): set up the entity, then `act` moves test mode's clock. */
  time?: TimeTransitionModel;
  /**
   * The `from` state only time reaches (a subscription's `halted`): the recipe that makes it is
   * run (its setup, then `advanceOperationId` by its `advance`) before `act`.
   */
  viaTime?: { time: TimeTransitionModel; advanceOperationId: string };
  skipReason?: string;
}

export function transitionKey(machine: string, t: Pick<TransitionModel, 'from' | 'to' | 'trigger'>): string {
  return `${machine}: ${t.from ?? '(new)'} -> ${t.to} (${t.trigger})`;
}

const actionsOf = new WeakMap<ApiModel, Record<string, Record<string, TriggerAction>>>();

/**
 * The operation that fires `trigger` of `machine` (spec `x-transitions`), cached per model. A
 * move out of an existing state needs an operation on an existing entity (one of its path
 * parameters holds the machine's ids): an operation that creates the entity fires only the
 * creation (createTestDowntime `start` makes a started downtime; a scheduled one is started by
 * time, not by creating another).
 */
function action(machine: string, trigger: string, kinds: Kinds, from: string | null = null): TriggerAction | undefined {
  const model = kinds.model;
  const actions = actionsOf.get(model) ?? triggerActions(model);
  actionsOf.set(model, actions);
  const found = actions[machine]?.[trigger];
  if (!found || from === null) return found;
  return actsOnExisting(found.operationId, machine, kinds) ? found : undefined;
}

function actsOnExisting(operationId: string, machine: string, kinds: Kinds): boolean {
  const kind = kinds.ofSchema(machine);
  const op = kinds.model.operations.find((o) => o.operationId === operationId);
  return kind !== undefined && (op?.pathParams.some((p) => kinds.ofParam(op, p.name) === kind) ?? false);
}

/** The test helper that makes `t` happen by moving test mode's clock (spec `x-time-transitions`). */
function timeAction(machine: string, t: TransitionModel, model: ApiModel): { operationId: string; time: TimeTransitionModel } | undefined {
  for (const op of model.operations) {
    const time = op.timeTransitions.find((x) => x.machine === machine && x.trigger === t.trigger && x.from === t.from);
    if (time) return { operationId: op.operationId, time };
  }
  return undefined;
}

/** A time recipe (spec `x-time-transitions`) that leads the machine into `state`. */
function timeReaching(machine: StateMachineModel, state: string, model: ApiModel): { time: TimeTransitionModel; advanceOperationId: string } | undefined {
  for (const op of model.operations) {
    for (const time of op.timeTransitions) {
      if (time.machine !== machine.schema) continue;
      if (machine.transitions.some((t) => t.trigger === time.trigger && t.from === time.from && t.to === state))
        return { time, advanceOperationId: op.operationId };
    }
  }
  return undefined;
}

/** The chain with its creation made with `given` (the spec's x-transitions `given`). */
function withGiven(steps: TransitionStep[], given: Record<string, unknown> | undefined): TransitionStep[] {
  if (!given || steps.length === 0) return steps;
  const [first, ...rest] = steps;
  return [{ ...first, body: { ...first.body, ...given } }, ...rest];
}

/**
 * Whether `operationId` fires some trigger of `machine` from `state`: then calling it there is
 * an allowed move even when one of its other triggers is not (payTestQrCode credits an active
 * QR code and refunds a payment to a closed one: `pay_closed`).
 */
function firesFrom(operationId: string, machine: StateMachineModel, state: string, model: ApiModel): boolean {
  const op = model.operations.find((o) => o.operationId === operationId);
  return (
    op?.transitions.some((ot) => ot.machine === machine.schema && !ot.when && machine.transitions.some((t) => t.from === state && t.trigger === ot.trigger)) ??
    false
  );
}

/**
 * Shortest API-only chain from creation to each reachable state. A step whose operation needs
 * its entity made a certain way (the spec's `given`) makes every chain through it create the
 * entity so (a subscription authorized in a chain is one whose start is ahead).
 */
export function reachable(machine: StateMachineModel, kinds: Kinds): Map<string, TransitionStep[]> {
  const paths = new Map<string, TransitionStep[]>();
  const queue: string[] = [];
  for (const t of machine.transitions.filter((t) => t.from === null)) {
    const a = action(machine.schema, t.trigger, kinds);
    if (a && !paths.has(t.to)) {
      paths.set(t.to, [{ ...a, trigger: t.trigger, to: t.to }]);
      queue.push(t.to);
    }
  }
  while (queue.length) {
    const state = queue.shift() as string;
    for (const t of machine.transitions.filter((x) => x.from === state && x.to !== state)) {
      const a = action(machine.schema, t.trigger, kinds, t.from);
      if (!a || paths.has(t.to)) continue;
      paths.set(t.to, withGiven([...(paths.get(state) ?? []), { ...a, trigger: t.trigger, to: t.to }], a.given));
      queue.push(t.to);
    }
  }
  return paths;
}

/** States reachable from `state` by triggers no operation and no customer fires. */
function settles(machine: StateMachineModel, state: string, kinds: Kinds, fired: Record<string, string[]>): string[] {
  const out = new Set<string>();
  const queue = [state];
  while (queue.length) {
    const from = queue.shift() as string;
    for (const t of machine.transitions) {
      const auto = !action(machine.schema, t.trigger, kinds, t.from) && !fired[machine.schema]?.includes(t.trigger);
      if (t.from === from && auto && t.to !== state && !out.has(t.to)) {
        out.add(t.to);
        queue.push(t.to);
      }
    }
  }
  return [...out];
}

/** A transition case before it is told how to drive it. */
function transitionBase(machine: StateMachineModel, t: TransitionModel, settled: string[]): TransitionCase {
  const key = transitionKey(machine.schema, t);
  return {
    machine: machine.schema,
    field: machine.field,
    id: `transition ${key}`,
    kind: 'transition',
    key,
    title: key,
    reach: [],
    expectState: t.to,
    settles: settled,
  };
}

/** The operations' entries that move `machine`'s entities inside another's (`x-transitions` `via`). */
function nestedEntries(machine: string, model: ApiModel) {
  return model.operations.flatMap((op) => op.transitions.filter((t) => t.machine === machine && t.via).map((t) => ({ op, t })));
}

const sameBody = (a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * The cases of a machine whose entities live inside another's (spec `x-transitions` `via`): each
 * transition rides on the parent's case fired by the same operation with the same body, which
 * must then show an item of its `via` collection in the transition's `to` state.
 */
function nestedCases(machine: StateMachineModel, model: ApiModel, parents: TransitionCase[]): TransitionCase[] {
  const entries = nestedEntries(machine.schema, model);
  return machine.transitions.map((t): TransitionCase => {
    const key = transitionKey(machine.schema, t);
    const entry = entries.find((e) => e.t.trigger === t.trigger);
    const parent = entry
      ? parents.find((c) => c.kind === 'transition' && !c.skipReason && c.act?.operationId === entry.op.operationId && sameBody(c.act.body, entry.t.when))
      : undefined;
    if (!entry || !parent) {
      const skipReason = entry
        ? `no transition case of ${entry.op.operationId} moves its parent`
        : `no operation fires \`${t.trigger}\` (${t.guard ?? 'no guard'})`;
      return { ...transitionBase(machine, t, []), skipReason };
    }
    return {
      ...parent,
      id: `transition ${key}`,
      key,
      title: `${key}, with ${parent.key}`,
      nested: { via: entry.t.via as string, state: t.to, field: machine.field },
    };
  });
}

/**
 * @param fired triggers a plug-in fires (conformance/plugin.ts `firesTriggers`): not driven here,
 *   and not counted among the moves an entity makes by itself.
 */
export function transitionCases(model: ApiModel, kinds: Kinds, fired: Record<string, string[]> = {}): TransitionCase[] {
  const out: TransitionCase[] = [];
  const nested = model.machines.filter((m) => nestedEntries(m.schema, model).length > 0);
  for (const machine of model.machines) {
    if (nested.includes(machine)) continue;
    const kind = kinds.ofSchema(machine.schema);
    const fetchOperationId = kind ? kinds.fetcher(kind)?.operationId : undefined;
    const reach = reachable(machine, kinds);
    const common = { machine: machine.schema, entityKind: kind, field: machine.field, fetchOperationId };
    for (const t of machine.transitions) {
      const base: TransitionCase = { ...common, ...transitionBase(machine, t, settles(machine, t.to, kinds, fired)) };
      const a = action(machine.schema, t.trigger, kinds, t.from);
      const byPlugin = fired[machine.schema]?.includes(t.trigger) ?? false;
      const timed = a ? undefined : timeAction(machine.schema, t, model);
      if (timed) {
        base.time = timed.time;
        base.act = { operationId: timed.operationId, body: { by: timed.time.advance }, trigger: t.trigger, to: t.to };
      } else if (!a) {
        base.skipReason = byPlugin ? 'fired outside the document (a plug-in drives it)' : `no operation fires \`${t.trigger}\` (${t.guard ?? 'no guard'})`;
        if (byPlugin) base.byPlugin = true;
      } else if (t.from !== null && !reach.has(t.from)) {
        const viaTime = timeReaching(machine, t.from, model);
        if (viaTime) {
          base.viaTime = viaTime;
          base.act = { ...a, trigger: t.trigger, to: t.to };
        } else {
          base.skipReason = `state \`${t.from}\` is reached only through a hosted page, time or the bank`;
          if ((fired[machine.schema]?.length ?? 0) > 0) base.byPlugin = true;
        }
      } else {
        base.reach = t.from === null ? [] : withGiven(reach.get(t.from) as TransitionStep[], a.given);
        base.act = { ...a, trigger: t.trigger, to: t.to };
      }
      out.push(base);
    }
    out.push(...disallowedCases(machine, kinds, reach, common));
  }
  for (const machine of nested) out.push(...nestedCases(machine, model, out));
  return out;
}

function disallowedCases(
  machine: StateMachineModel,
  kinds: Kinds,
  reach: Map<string, TransitionStep[]>,
  common: Pick<TransitionCase, 'machine' | 'entityKind' | 'field' | 'fetchOperationId'>,
): TransitionCase[] {
  const model = kinds.model;
  const out: TransitionCase[] = [];
  const creation = new Set(machine.transitions.filter((t) => t.from === null).map((t) => t.trigger));
  const triggers = Object.keys(triggerActions(model)[machine.schema] ?? {}).filter((t) => !creation.has(t));
  for (const [state, steps] of reach) {
    for (const trigger of triggers) {
      if (machine.transitions.some((t) => t.from === state && t.trigger === trigger)) continue;
      const a = action(machine.schema, trigger, kinds, state);
      if (!a || firesFrom(a.operationId, machine, state, model)) continue;
      const key = `${machine.schema}: ${state} -/-> (${trigger})`;
      out.push({
        ...common,
        id: `disallowed ${key}`,
        kind: 'disallowed',
        key,
        title: `${key} refused`,
        reach: steps,
        act: { ...a, trigger, to: state },
        expectState: state,
        settles: [],
      });
    }
  }
  return out;
}
