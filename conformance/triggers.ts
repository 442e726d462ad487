/**
 * Which operation fires which state-machine trigger: the spec's `x-transitions` on each
 * operation (spec/README.md "State machines"), read from the model. A trigger no operation
 * fires is reported as not driven, with the reason, unless a plug-in fires it (a customer at a
 * hosted page: conformance/plugin.ts `firesTriggers`).
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';

export interface TriggerAction {
  operationId: string;
  /** Merged over the operation's first body example (the spec's `when`). */
  body?: Record<string, unknown>;
  /** Merged over the body the entity is created with (the spec's `given`). */
  given?: Record<string, unknown>;
}

/** machine -> trigger -> the first operation that fires it, from the spec's `x-transitions`. */
export function triggerActions(model: ApiModel): Record<string, Record<string, TriggerAction>> {
  const out: Record<string, Record<string, TriggerAction>> = {};
  for (const op of model.operations) {
    for (const t of op.transitions) {
      // a nested entity is moved along with its parent's transition (derive-transitions.ts nestedCases)
      if (t.via) continue;
      out[t.machine] ??= {};
      out[t.machine][t.trigger] ??= {
        operationId: op.operationId,
        ...(t.when ? { body: { ...t.when } } : {}),
        ...(t.given ? { given: { ...t.given } } : {}),
      };
    }
  }
  return out;
}

/** The machine trigger an operation on an existing entity fires (not a creation, not selected by a body value). */
export function triggerOf(op: OperationModel, model: ApiModel): { schema: string; trigger: string } | undefined {
  for (const t of op.transitions) {
    if (t.when || t.via) continue;
    const machine = model.machines.find((m) => m.schema === t.machine);
    const creation = machine?.transitions.some((tr) => tr.trigger === t.trigger && tr.from === null) ?? true;
    if (!creation) return { schema: t.machine, trigger: t.trigger };
  }
  return undefined;
}
