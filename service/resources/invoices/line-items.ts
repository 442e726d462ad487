/**
 * Request lines of an invoice resolved against the item catalogue, inside the invoice's
 * transaction (spec `InvoiceLineItemInput`: `item_id`, or `name` + `amount`). A line naming an
 * item takes the item's name, description and unit price; the item must exist in the caller's
 * mode, be active (spec x-errors item_inactive) and be priced in the invoice's currency (spec
 * x-errors item_currency_mismatch: "Currency of all items should be the same as of the
 * invoice."). The schema has already refused a line with both `item_id` and `name`/`amount`, or
 * with neither.
 */

import { refuse } from '../../../generated/server/index.js';
import type { InvoiceLineItem } from '../../../generated/types/index.js';
import type { Mode, Tx } from '../../store/store.js';
import { recordItemUse } from '../items/uses.js';
import type { RequestLine, ResolvedLine } from './amounts.js';

/**
 * `existing`: the invoice's lines, which updateInvoice's lines may name by `id` (spec
 * InvoiceLineItemInput.id): the line keeps its id, item and the fields not sent. A line's
 * `currency`, when sent, must be the invoice's.
 */
export async function resolveLines(
  tx: Tx,
  mode: Mode,
  lines: readonly RequestLine[],
  currency: InvoiceLineItem['currency'],
  existing: readonly InvoiceLineItem[] = [],
): Promise<ResolvedLine[]> {
  const items = tx.entities('items');
  const resolved: ResolvedLine[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.currency !== undefined && line.currency !== currency) throw refuse('item_currency_mismatch', {}, { field: `line_items[${index}].currency` });
    if (line.id !== undefined) {
      const old = existing.find((l) => l.id === line.id);
      if (!old) throw refuse('id_not_found', {}, { field: `line_items[${index}].id` });
      resolved.push({
        id: old.id,
        item_id: old.item_id ?? null,
        name: line.name ?? old.name,
        description: line.description ?? old.description ?? null,
        amount: line.amount ?? old.unit_amount ?? old.amount,
        quantity: line.quantity ?? old.quantity,
      });
      continue;
    }
    if (line.item_id === undefined) {
      // the schema's if/then: without item_id both are present (checked again for the compiler)
      if (line.name === undefined) throw refuse('field_required', { label: `line items[${index}] name` }, { field: `line_items[${index}].name` });
      if (line.amount === undefined) throw refuse('field_required', { label: `line items[${index}] amount` }, { field: `line_items[${index}].amount` });
      resolved.push({ item_id: null, name: line.name, description: line.description ?? null, amount: line.amount, quantity: line.quantity });
      continue;
    }
    const field = `line_items[${index}].item_id`;
    // locked: a deleteItem at the same moment waits, then sees the use (items/uses.ts)
    const item = (await items.getForUpdate(mode, line.item_id))?.entity;
    if (!item) throw refuse('id_not_found', {}, { field: field });
    if (!item.active) throw refuse('item_inactive', {}, { field: field });
    if (item.currency !== currency) throw refuse('item_currency_mismatch', {}, { field: field });
    await recordItemUse(tx, mode, item.id);
    resolved.push({
      item_id: item.id,
      name: item.name,
      description: line.description ?? item.description ?? null,
      amount: item.unit_amount ?? item.amount,
      quantity: line.quantity,
    });
  }
  return resolved;
}
