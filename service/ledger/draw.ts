/**
 * Drawing on the merchant's balance (refunds, spec refundPayment rule 5): the oldest funds first.
 * The balance is a series of credits, each with the date it is due for settlement; a debit is
 * charged to the cycle of the funds it uses: what is due now first, then each later date in
 * order. So the balance due by any date never goes below zero, and the cycle that would have
 * paid the funds out pays out what is left of them. Pure.
 */

/** Funds due at one date (a sum of the merchant's entries). */
export interface Bucket {
  settleAt: number;
  amount: number;
}

/**
 * The pieces of a debit of `amount`: from `available` (due by `now`) first, then from each future
 * bucket, oldest first. Undefined when all of them together cannot cover it.
 */
export function draw(amount: number, available: number, future: readonly Bucket[], now: number): Bucket[] | undefined {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`draw: amount must be a non-negative integer, got ${amount}`);
  const pieces: Bucket[] = [];
  let left = amount;
  const take = (settleAt: number, funds: number) => {
    const part = Math.min(left, Math.max(0, funds));
    if (part > 0) pieces.push({ settleAt, amount: part });
    left -= part;
  };
  take(now, available);
  for (const bucket of future) {
    if (left === 0) break;
    take(bucket.settleAt, bucket.amount);
  }
  return left === 0 ? pieces : undefined;
}
