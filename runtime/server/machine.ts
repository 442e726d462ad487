/**
 * The state-machine runtime behind generated/server/machines.ts (spec/README.md "State
 * machines"): an entity moves only through `fire`, which refuses any transition the spec's
 * `x-state-machine` does not list and awaits the service's hooks, where side effects (the
 * webhook outbox) are written inside the caller's transaction (`ctx`).
 */
import { Refusal } from './errors.js';

export interface Transition<S extends string = string, T extends string = string> {
  /** null for a creation transition. */
  readonly from: S | null;
  readonly to: S;
  readonly trigger: T;
  /** Webhook event names the transition emits. */
  readonly emits: readonly string[];
}

export interface MachineDef<N extends string = string, F extends string = string, S extends string = string, T extends string = string> {
  readonly schema: N;
  /** The status property the machine owns. */
  readonly field: F;
  /** The schema's `entity` value (webhook payload key of its snapshot); null when it has none. */
  readonly entity: string | null;
  readonly initial: S;
  readonly states: readonly S[];
  readonly transitions: readonly Transition<S, T>[];
}

type StateOfDef<D extends MachineDef> = D['states'][number];
type TriggerOfDef<D extends MachineDef> = D['transitions'][number]['trigger'];

export type EnterHook<E, S extends string, T extends string, Ctx> = (entity: E, transition: Transition<S, T>, ctx: Ctx) => void | Promise<void>;

export interface Machine<D extends MachineDef, E, Ctx> {
  readonly schema: D['schema'];
  readonly field: D['field'];
  readonly initial: StateOfDef<D>;
  readonly states: readonly StateOfDef<D>[];
  readonly transitions: readonly Transition<StateOfDef<D>, TriggerOfDef<D>>[];
  /** True when the spec lets `trigger` move an entity in its current state. */
  can(entity: E, trigger: TriggerOfDef<D>): boolean;
  /** The triggers the spec allows from `state`. */
  triggers(state: StateOfDef<D>): TriggerOfDef<D>[];
  /**
   * Moves `entity` by `trigger`: returns a copy with the status field set (the argument is not
   * mutated) and the transition taken, after awaiting `onTransition` and, when the state
   * changes, the new state's enter hook. Refuses a transition the spec does not allow with a
   * `invalid_state_transition` refusal.
   */
  fire<X extends E>(entity: X, trigger: TriggerOfDef<D>, ctx?: Ctx): Promise<{ entity: X; transition: Transition<StateOfDef<D>, TriggerOfDef<D>> }>;
  /**
   * A creation transition (`from: null`): sets the status of a new entity. Without `trigger`
   * the spec's only creation transition is taken, or, when the spec lists none, the entity
   * starts in `initial` with no hooks called.
   */
  create<X extends object>(
    draft: X,
    trigger?: TriggerOfDef<D>,
    ctx?: Ctx,
  ): Promise<{ entity: X & { [K in D['field']]: StateOfDef<D> }; transition: Transition<StateOfDef<D>, TriggerOfDef<D>> | null }>;
}

export function buildMachine<D extends MachineDef, E, Ctx>(
  def: D,
  onTransition: ((entity: E, transition: Transition<StateOfDef<D>, TriggerOfDef<D>>, ctx: Ctx) => void | Promise<void>) | undefined,
  onEnter: { [S in StateOfDef<D>]?: EnterHook<E, S, TriggerOfDef<D>, Ctx> } | undefined,
): Machine<D, E, Ctx> {
  type S = StateOfDef<D>;
  type T = TriggerOfDef<D>;
  const transitions = def.transitions as readonly Transition<S, T>[];
  // Index once: `from\u0000trigger` -> transition (the model holds one entry per pair).
  const index = new Map<string, Transition<S, T>>();
  for (const t of transitions) index.set(`${t.from ?? ''}\u0000${t.trigger}`, t);
  const stateOf = (entity: unknown): unknown => (entity as Record<string, unknown>)[def.field];

  async function runHooks(entity: E, transition: Transition<S, T>, ctx: Ctx): Promise<void> {
    if (onTransition) await onTransition(entity, transition, ctx);
    const enter = onEnter?.[transition.to as S] as EnterHook<E, S, T, Ctx> | undefined;
    if (enter && transition.from !== transition.to) await enter(entity, transition, ctx);
  }

  return {
    schema: def.schema,
    field: def.field,
    initial: def.initial as S,
    states: def.states as readonly S[],
    transitions,
    can(entity, trigger) {
      const state = stateOf(entity);
      return typeof state === 'string' && index.has(`${state}\u0000${trigger}`);
    },
    triggers(state) {
      return transitions.filter((t) => t.from === state).map((t) => t.trigger);
    },
    async fire(entity, trigger, ctx) {
      const state = stateOf(entity);
      const transition = typeof state === 'string' && state !== '' ? index.get(`${state}\u0000${trigger}`) : undefined;
      if (!transition) {
        throw new Refusal('invalid_state_transition', { schema: def.schema, status: String(state) });
      }
      const next = { ...entity, [def.field]: transition.to };
      await runHooks(next, transition, ctx as Ctx);
      return { entity: next, transition };
    },
    async create(draft, trigger, ctx) {
      const creations = transitions.filter((t) => t.from === null);
      const transition = trigger === undefined ? (creations.length === 1 ? creations[0] : null) : (creations.find((t) => t.trigger === trigger) ?? undefined);
      if (transition === undefined || (transition === null && creations.length > 1)) {
        // a bug of the caller, not of the request: answered as a server error
        throw new Error(`${def.schema}: the spec has no creation by ${String(trigger ?? 'default')}`);
      }
      const entity = { ...draft, [def.field]: transition ? transition.to : def.initial };
      if (transition) await runHooks(entity as unknown as E, transition, ctx as Ctx);
      return { entity, transition };
    },
  } as Machine<D, E, Ctx>;
}
