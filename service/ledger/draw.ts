/**
 * Drawing on the merchant's balance (refunds, spec refundPayment rule 5): the oldest funds first.
 * The balance is a series of credits, each with the date it is due for settlement; a debit is
 * charged to the cycle of the funds it uses: what is due now first, then each later date in
 * order. So the balance due by any date never goes below zero, and the cycle that would have
 * paid the funds out pays out what is left of them. Pure.
 *
 * The balance due now can be negative only by a dispute's hold (spec Dispute, Money: the bank
 * takes the disputed amount whatever the balance): that debt is made good by the oldest later
 * funds, so a debit never spends them, and never deepens the debt.
 */

/** Funds due at one date (a sum of the merchant's entries). */
export interface Bucket {
  settleAt: number;
  amount: number;
}

/** The pieces of as much of `amount` as the funds cover (see draw), and what they could not cover. */
function drawPieces(amount: number, available: number, future: readonly Bucket[], now: number): { pieces: Bucket[]; left: number } {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`draw: amount must be a non-negative integer, got ${amount}`);
  const pieces: Bucket[] = [];
  let left = amount;
  let debt = Math.max(0, -available);
  const take = (settleAt: number, funds: number) => {
    const owed = Math.min(debt, Math.max(0, funds));
    debt -= owed;
    const part = Math.min(left, Math.max(0, funds - owed));
    if (part > 0) pieces.push({ settleAt, amount: part });
    left -= part;
  };
  take(now, available);
  for (const bucket of future) {
    if (left === 0) break;
    take(bucket.settleAt, bucket.amount);
  }
  return { pieces, left };
}

/**
 * The pieces of a debit of `amount`: from `available` (due by `now`) first, then from each future
 * bucket, oldest first. Undefined when all of them together cannot cover it.
 */
export function draw(amount: number, available: number, future: readonly Bucket[], now: number): Bucket[] | undefined {
  const { pieces, left } = drawPieces(amount, available, future, now);
  return left === 0 ? pieces : undefined;
}

/**
 * A debit the merchant cannot refuse (a dispute's hold, spec Dispute, Money): drawn like `draw`,
 * and what the funds cannot cover is owed now, so the balance due now goes negative by it.
 */
export function drawOrOwe(amount: number, available: number, future: readonly Bucket[], now: number): Bucket[] {
  const { pieces, left } = drawPieces(amount, available, future, now);
  return left > 0 ? [...pieces, { settleAt: now, amount: left }] : pieces;
}
