/**
 * Which items have been used on an invoice (spec deleteItem: "An item already used on an invoice
 * cannot be deleted"): a row per mode and item, written in the transaction of the invoice that
 * first names it (invoices/line-items.ts), so deleteItem asks one key instead of reading every
 * invoice's lines. The item's row is locked on both sides, so a delete and an invoice naming the
 * item at the same moment are settled by the database.
 */
import type { Mode, Tx } from '../../store/store.js';

export async function recordItemUse(tx: Tx, mode: Mode, itemId: string): Promise<void> {
  await tx.sql.run('INSERT INTO item_uses (mode, item_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [mode, itemId]);
}

export async function itemUsed(tx: Tx, mode: Mode, itemId: string): Promise<boolean> {
  return (await tx.sql.get('SELECT 1 AS used FROM item_uses WHERE mode = ? AND item_id = ?', [mode, itemId])) !== undefined;
}
