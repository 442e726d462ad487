/**
 * The invoice rules JSON Schema cannot say, as checks that throw the catalogued error
 * (spec, POST /invoices designed rules 9 and 10; the amount rules of the order it creates).
 */

import { refuse } from '../../../generated/server/index.js';
import type { Invoice } from '../../../generated/types/index.js';
import { checkOrderAmount } from '../orders/records.js';

/** POST /invoices rule 9: "`expire_by` must be at least 15 minutes in the future". */
export const MIN_EXPIRE_AHEAD_SECONDS = 15 * 60;

export function checkExpireBy(expireBy: number | null | undefined, now: number): void {
  if (expireBy !== undefined && expireBy !== null && expireBy < now + MIN_EXPIRE_AHEAD_SECONDS) throw refuse('expire_by_too_soon');
}

/**
 * POST /invoices rule 10: "`partial_payment` = `1` needs `first_payment_min_amount`, at most the
 * invoice amount"; and the minimum means nothing without partial payments.
 */
export function checkPartialPayment(partial: boolean, firstMin: number | null | undefined, amount: number): void {
  const hasMin = firstMin !== undefined && firstMin !== null;
  if (!partial) {
    if (hasMin) throw refuse('first_payment_without_partial');
    return;
  }
  if (!hasMin) throw refuse('first_payment_required');
  if (firstMin > amount) throw refuse('first_payment_above_amount');
}

/**
 * The invoice's amount must be one its order can carry (spec `Currency`; createOrder, rule 1:
 * at least INR 1.00). `field` names what the amount came from.
 */
export function checkInvoiceAmount(amount: number, currency: Invoice['currency'], field: 'amount' | 'line_items'): void {
  checkOrderAmount(amount, currency, field);
}
