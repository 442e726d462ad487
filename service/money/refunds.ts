/**
 * Refund arithmetic, pure (spec refundPayment, rules 1 and 4: full or partial, never above what
 * is left, the payment `refunded` when full; its `amount_refunded` and `refund_status` kept true).
 * The caller reads the payment with getForUpdate (or updates with expectVersion) so two
 * concurrent refunds cannot both spend the same remainder.
 */
import type { RefusalOf } from '../../generated/server/index.js';

export interface RefundablePayment {
  amount: number;
  amount_refunded?: number | null;
}

export type RefundOutcome =
  | { ok: true; amount: number; amount_refunded: number; refund_status: 'partial' | 'full'; fully: boolean }
  | { ok: false; refusal: RefusalOf<'payment_fully_refunded' | 'amount_not_positive' | 'refund_exceeds_captured' | 'refund_below_minimum'> };

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
  if (left === 0) return { ok: false, refusal: { key: 'payment_fully_refunded', params: {} } };
  const requested = amount ?? left;
  if (!Number.isSafeInteger(requested) || requested <= 0) return { ok: false, refusal: { key: 'amount_not_positive', params: {} } };
  if (requested > left) return { ok: false, refusal: { key: 'refund_exceeds_captured', params: {} } };
  if (requested < minimum && requested !== left) return { ok: false, refusal: { key: 'refund_below_minimum', params: { minimum } } };
  const amount_refunded = (payment.amount_refunded ?? 0) + requested;
  const fully = amount_refunded === payment.amount;
  return { ok: true, amount: requested, amount_refunded, refund_status: fully ? 'full' : 'partial', fully };
}
