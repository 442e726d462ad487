/**
 * The gateway's fee and the tax on it, computed when a payment is captured and stored on the
 * payment (`fee`, `tax`; interface doc, Payment: "fee charged" and "tax on the fee").
 *
 * Rate (cite these constants in the README): a fee of 2% of the captured amount, rounded half
 * up to a whole sub-unit, plus 18% GST on that fee, rounded half up. `fee` excludes the tax; the
 * merchant's deduction is fee + tax. Example: INR 1,000.00 (100000 paise) -> fee 2000, tax 360.
 * Integer arithmetic only: no floating-point paise.
 */

/** fee rate in basis points: 200 = 2.00% */
export const FEE_RATE_BASIS_POINTS = 200;
/** GST on the fee, percent */
export const TAX_RATE_PERCENT = 18;

/** largest amount the integer arithmetic below handles exactly (about INR 22 lakh crore) */
export const MAX_FEE_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / (FEE_RATE_BASIS_POINTS * 2));

/** round(numerator / denominator), halves away from zero, for non-negative integers */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

export interface FeeAndTax {
  fee: number;
  tax: number;
}

export function feeAndTax(amount: number): FeeAndTax {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`fee: amount must be a non-negative integer, got ${amount}`);
  // amount * 200 * 2 must stay exact in a double
  if (amount > MAX_FEE_AMOUNT) throw new Error(`fee: amount ${amount} is above ${MAX_FEE_AMOUNT}`);
  const fee = divideRoundHalfUp(amount * FEE_RATE_BASIS_POINTS, 10_000);
  const tax = divideRoundHalfUp(fee * TAX_RATE_PERCENT, 100);
  return { fee, tax };
}
