/**
 * Invoice lines and amounts, as pure functions (spec createInvoice, rule 1: "An invoice has
 * either `line_items`, or `amount` plus `description`. With `line_items`, `amount` is computed
 * as the sum (amount times quantity per line).").
 *
 * A request line's `amount` is the price of one unit; the stored line carries that as
 * `unit_amount` and the line total (unit times quantity) as `amount` (spec
 * `InvoiceLineItem.amount`: "Line total, in sub-units (unit_amount times quantity)").
 */
import { idPrefixes } from '../../../generated/server/index.js';
import type { CreateInvoiceBody, InvoiceLineItem } from '../../../generated/types/index.js';
import { newId } from '../../ids.js';

export type RequestLine = NonNullable<CreateInvoiceBody['line_items']>[number];

/** A request line with its catalogue item looked up (invoice-line-items.ts): name and unit price known. */
export interface ResolvedLine {
  /** an existing line kept by updateInvoice (its id stays) */
  id?: string;
  item_id: string | null;
  name: string;
  description: string | null;
  /** price of one unit */
  amount: number;
  quantity?: number;
}

/** The default quantity (spec `InvoiceLineItem.quantity`: "Number of units (default 1)"). */
export const DEFAULT_QUANTITY = 1;

/** Unit price times quantity; NaN-free, but may leave the safe-integer range (checked by the caller's amount rule). */
export function lineTotal(unitAmount: number, quantity: number = DEFAULT_QUANTITY): number {
  return unitAmount * quantity;
}

/** Sum of the line totals (rule 1). */
export function invoiceAmount(lines: ReadonlyArray<Pick<ResolvedLine, 'amount' | 'quantity'>>): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.amount, line.quantity), 0);
}

/** The stored lines of an invoice made from request lines (all in the invoice's currency). */
export function invoiceLines(
  lines: readonly ResolvedLine[],
  currency: InvoiceLineItem['currency'],
  makeId: () => string = () => newId(idPrefixes.InvoiceLineItem),
): InvoiceLineItem[] {
  return lines.map((line) => {
    const quantity = line.quantity ?? DEFAULT_QUANTITY;
    return {
      id: line.id ?? makeId(),
      item_id: line.item_id,
      name: line.name,
      description: line.description,
      amount: lineTotal(line.amount, quantity),
      unit_amount: line.amount,
      quantity,
      currency,
      type: 'invoice',
    };
  });
}
