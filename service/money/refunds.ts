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

export interface FeeBearing {
  amount: number;
  fee?: number | null;
  tax?: number | null;
}

/** round(numerator / denominator) halves up, exact for any safe integers (the product may pass 2^53) */
const shareOf = (part: number, whole: number, total: number): number => {
  if (whole === 0) return 0;
  const twice = (2n * BigInt(total) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole));
  return Number(twice);
};

/**
 * The part of a payment's `fee` and `tax` the gateway gives back when its refunds go from
 * `before` to `after` (spec refundPayment rule 5): proportional to the refunded share, rounded
 * half up on the running total, so the parts given back over any series of refunds add up to at
 * most `fee` and `tax`, and to exactly them once the whole payment is refunded.
 */
export function returnedFee(payment: FeeBearing, before: number, after: number): { fee: number; tax: number } {
  const fee = payment.fee ?? 0;
  const tax = payment.tax ?? 0;
  return {
    fee: shareOf(after, payment.amount, fee) - shareOf(before, payment.amount, fee),
    tax: shareOf(after, payment.amount, tax) - shareOf(before, payment.amount, tax),
  };
}
