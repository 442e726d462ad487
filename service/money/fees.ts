/**
 * The gateway's fee and the tax on it, computed when a payment is captured and stored on the
 * payment (spec `Payment.fee`: "Fee charged ... (tax included)"; `Payment.tax`: "Tax on the fee").
 *
 * Rate (README.md, Fees): a gateway charge of 2% of the captured amount,
 * rounded half up to a whole sub-unit, plus 18% GST on that charge, rounded half up. As in the
 * service the interface mirrors, `fee` is the whole deduction INCLUDING the GST and `tax` is the
 * GST part of it, so existing integrations read the same numbers: INR 1,000.00 (100000 paise) ->
 * charge 2000 + GST 360 -> fee 2360, tax 360; the merchant receives amount - fee.
 * Integer arithmetic only: no floating-point paise.
 */

/** fee rate in basis points: 200 = 2.00% */
export const FEE_RATE_BASIS_POINTS = 200;
/** the instant settlement rate per payout: 25 = 0.25% (spec createInstantSettlement rule 4) */
export const INSTANT_SETTLEMENT_RATE_BASIS_POINTS = 25;
/** GST on the fee, percent */
export const TAX_RATE_PERCENT = 18;

/** largest amount the integer arithmetic below handles exactly (about INR 22 lakh crore) */
export const MAX_FEE_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / (FEE_RATE_BASIS_POINTS * 2));

/** round(numerator / denominator), halves away from zero, for non-negative integers */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

export interface FeeAndTax {
  /** the whole deduction: the gateway's charge plus the GST on it */
  fee: number;
  /** the GST part of `fee` */
  tax: number;
}

/**
 * The fee on `amount` at `rateBasisPoints` (the payment rate by default; instant settlements
 * charge INSTANT_SETTLEMENT_RATE_BASIS_POINTS on each payout, spec createInstantSettlement rule 4).
 */
export function feeAndTax(amount: number, rateBasisPoints = FEE_RATE_BASIS_POINTS): FeeAndTax {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`fee: amount must be a non-negative integer, got ${amount}`);
  // amount * rate * 2 must stay exact in a double (no rate here is above the payment rate)
  if (amount > MAX_FEE_AMOUNT || rateBasisPoints > FEE_RATE_BASIS_POINTS) throw new Error(`fee: amount ${amount} at ${rateBasisPoints} bp is out of range`);
  const charge = divideRoundHalfUp(amount * rateBasisPoints, 10_000);
  const tax = divideRoundHalfUp(charge * TAX_RATE_PERCENT, 100);
  return { fee: charge + tax, tax };
}
