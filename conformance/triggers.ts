/**
 * Which operation fires which state-machine trigger: the spec's `x-transitions` on each
 * operation (spec/README.md "State machines"), read from the model. A trigger no operation
 * fires is reported as not driven, with the reason. The hosted checkout is outside the spec,
 * so the triggers a customer fires there are listed here.
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

/** Triggers a customer fires at the hosted checkout (test/e2e, conformance/checkout.ts): driven with `--checkout`. */
export const CHECKOUT_TRIGGERS: Record<string, string[]> = {
  Invoice: ['pay'],
  Order: ['attempt', 'pay'],
  PaymentLink: ['pay_partially', 'pay'],
  Payment: ['create', 'authorize', 'fail', 'capture', 'refund_fully'],
  Refund: ['create'],
};

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

/**
 * Operations that use up what an entity holds, so each case needs a fresh one of its own
 * (refundPayment, createRefund rule 1: never above what is left): a refund consumes a payment's
 * captured amount, and a server keeping state between runs would otherwise refuse the example amount.
 * Also those that need a kind of entity the shared one may not be: fetchPaymentCard a card
 * payment (a fresh payment is one paid by card at the checkout), not a QR code's UPI payment.
 * A dispute consumes what is left of a payment too (createTestDispute rule 2): each one is
 * raised on a fresh payment, also when it is made to reach another case's starting state. A
 * stakeholder takes its account's one place (createStakeholder rule 1): each gets a fresh account.
 */
export const CONSUMES: Record<string, string[]> = {
  refundPayment: ['pay'],
  createRefund: ['pay'],
  fetchPaymentCard: ['pay'],
  createTestDispute: ['pay'],
  createStakeholder: ['acc'],
};
