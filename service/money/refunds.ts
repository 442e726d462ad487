/**
 * Refund arithmetic, pure (issue 4, Refunds: "full or partial; never above what is left;
 * amount_refunded and refund_status on the payment kept true; refunded when full").
 * The caller reads the payment with getForUpdate (or updates with expectVersion) so two
 * concurrent refunds cannot both spend the same remainder.
 */

export interface RefundablePayment {
  amount: number;
  amount_refunded?: number | null;
}

export type RefundOutcome =
  | { ok: true; amount: number; amount_refunded: number; refund_status: 'partial' | 'full'; fully: boolean }
  | { ok: false; field: 'amount'; reason: 'input_validation_failed'; description: string };

/** What is left to refund. */
export function refundable(payment: RefundablePayment): number {
  return Math.max(0, payment.amount - (payment.amount_refunded ?? 0));
}

/**
 * The payment's refund fields after refunding `amount` (omitted: everything that is left).
 * `minimum` is the currency's minimum amount; a refund of exactly the remainder is allowed below it,
 * so a remainder smaller than the minimum can still be refunded.
 */
export function applyRefund(payment: RefundablePayment, amount?: number, minimum = 1): RefundOutcome {
  const left = refundable(payment);
  const fail = (description: string): RefundOutcome => ({ ok: false, field: 'amount', reason: 'input_validation_failed', description });
  if (left === 0) return fail('The payment has been fully refunded already.');
  const requested = amount ?? left;
  if (!Number.isSafeInteger(requested) || requested <= 0) return fail('The amount must be an integer greater than 0.');
  // reference wording, POST /payments/{id}/refund
  if (requested > left) return fail('The refund amount provided is greater than amount captured.');
  if (requested < minimum && requested !== left) return fail(`The refund amount must be at least ${minimum}.`);
  const amount_refunded = (payment.amount_refunded ?? 0) + requested;
  const fully = amount_refunded === payment.amount;
  return { ok: true, amount: requested, amount_refunded, refund_status: fully ? 'full' : 'partial', fully };
}
