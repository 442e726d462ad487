/**
 * How much one payment of an order may be (spec createOrder / createInvoice `partial_payment`,
 * `first_payment_min_amount`; Invoice `pay_partially`): the whole amount due, or, when partial
 * payments are allowed, any part of it from 1 sub-unit, the first part at least
 * `first_payment_min_amount`. Never more than is due. Pure: the caller holds the order's lock.
 */
import { refuse } from '../../generated/server/index.js';
import type { Order } from '../../generated/types/index.js';
import { currencyMinorUnits } from '../../generated/types/index.js';
import { formatAmount } from '../money/currency.js';

type Parts = Pick<Order, 'amount' | 'amount_paid' | 'amount_due' | 'currency' | 'partial_payment' | 'first_payment_min_amount'>;

const money = (order: Parts, amount: number) => formatAmount(amount, order.currency, currencyMinorUnits);

/** The amount due of `order` now. */
export function dueOf(order: Parts): number {
  return order.amount_due ?? order.amount - (order.amount_paid ?? 0);
}

/** At capture, under the order's lock: a part started earlier may no longer fit. */
export function checkWithinDue(order: Parts, amount: number): void {
  const due = dueOf(order);
  if (amount > due) throw refuse('payment_amount_above_due', { due: money(order, due) });
}

/** Throws the catalogue's refusal when `amount` may not be paid on `order` now. */
export function checkPart(order: Parts, amount: number): void {
  const due = dueOf(order);
  checkWithinDue(order, amount);
  if (amount === due) return;
  if (order.partial_payment !== true) throw refuse('partial_payment_not_allowed', { due: money(order, due) });
  const minimum = (order.amount_paid ?? 0) === 0 ? (order.first_payment_min_amount ?? 1) : 1;
  if (amount < minimum) throw refuse('partial_payment_below_minimum', { minimum: money(order, minimum) });
}
