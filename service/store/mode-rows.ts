/**
 * One mode's rows of the bookkeeping tables beside the entities, deleted a page at a time (each
 * page in the caller's transaction; store/in-pages.ts loops): what a reset of a mode's data
 * (spec createTestDataReset) removes besides the entities and events. The store only knows the
 * tables and their keys; which tables a reset empties, and with which bound, is the service's.
 *
 * Every page is read from an index that leads with `mode` (each table's primary key, or the
 * index named beside it), so a page costs what it deletes, plus the rows a bound keeps.
 */
import type { EntityKind, Mode } from './schema.js';
import { placeholders, type Sql } from './sql.js';

/** The tables, with the key a page is deleted by and the index its rows are found by. */
const TABLES = {
  // (mode, entity_id): notifications_entity_idx
  notifications: ['id'],
  idempotent_requests: ['mode', 'key'],
  idempotency_keys: ['mode', 'key'],
  // (mode, txn_id): ledger_entries_txn_idx
  ledger_entries: ['id'],
  ledger_accounts: ['mode', 'account', 'currency'],
  ledger_merchant_dates: ['mode', 'currency', 'settle_at'],
  settlement_items: ['mode', 'entry_id'],
  settlement_cycles: ['mode', 'currency', 'cycle_at'],
  settlement_forming: ['mode', 'account', 'currency'],
  settlement_returns: ['mode', 'settlement_id'],
  linked_settlement_cycles: ['mode', 'account_id', 'currency', 'cycle_at'],
  unsettled_lines: ['mode', 'entry_id'],
  item_uses: ['mode', 'item_id'],
  order_transfers: ['mode', 'order_id'],
  payment_link_reminders: ['mode', 'link_id', 'offset_s'],
  subscription_billing: ['mode', 'subscription_id'],
  document_contents: ['mode', 'id'],
} as const satisfies Record<string, readonly string[]>;

export type ModeTable = keyof typeof TABLES;

/** A column holding a row's creation time, in the unit the table keeps it in. */
export type CreatedColumn = 'created_at' | 'created_at_ms';

export interface ModeRowsRepository {
  /** Deletes at most `limit` rows of `mode` (created at or before `through.value`, when given); answers how many. */
  deletePage(table: ModeTable, mode: Mode, limit: number, through?: { column: CreatedColumn; value: number }): Promise<number>;
  /**
   * Deletes at most `limit` rows of `mode` whose `column` names an entity of `parent` that no
   * longer exists (the bytes of a deleted document); answers how many.
   */
  deleteOrphans(table: ModeTable, mode: Mode, limit: number, parent: { column: string; kind: EntityKind }): Promise<number>;
}

const IDENTIFIER = /^[a-z_]+$/;

function keyOf(table: ModeTable): string {
  const key = TABLES[table];
  if (!key) throw new Error(`store: ${String(table)} is not a table of mode rows`);
  return key.length === 1 ? key[0] : `(${key.join(', ')})`;
}

export class ModeRowsRepo implements ModeRowsRepository {
  constructor(private readonly sql: Sql) {}

  private async deleteWhere(table: ModeTable, where: string, values: (string | number)[], limit: number): Promise<number> {
    const key = keyOf(table);
    const columns = TABLES[table].join(', ');
    const rows = await this.sql.all<Record<string, string | number>>(`SELECT ${columns} FROM ${table} c WHERE ${where} LIMIT ?`, [...values, limit]);
    if (rows.length === 0) return 0;
    const width = TABLES[table].length;
    const tuples = width === 1 ? placeholders(rows.length) : Array.from({ length: rows.length }, () => `(${placeholders(width)})`).join(', ');
    const params = rows.flatMap((row) => TABLES[table].map((column) => row[column] as string | number));
    return this.sql.run(`DELETE FROM ${table} WHERE ${key} IN (${tuples})`, params);
  }

  deletePage(table: ModeTable, mode: Mode, limit: number, through?: { column: CreatedColumn; value: number }): Promise<number> {
    if (through && !IDENTIFIER.test(through.column)) throw new Error(`store: ${through.column} is not a column`);
    const where = through ? `c.mode = ? AND c.${through.column} <= ?` : 'c.mode = ?';
    return this.deleteWhere(table, where, through ? [mode, through.value] : [mode], limit);
  }

  deleteOrphans(table: ModeTable, mode: Mode, limit: number, parent: { column: string; kind: EntityKind }): Promise<number> {
    if (!IDENTIFIER.test(parent.column) || !IDENTIFIER.test(parent.kind)) throw new Error('store: not an identifier');
    // the parent by its primary key (every entity table's `id`)
    const where = `c.mode = ? AND NOT EXISTS (SELECT 1 FROM ${parent.kind} p WHERE p.id = c.${parent.column})`;
    return this.deleteWhere(table, where, [mode], limit);
  }
}
