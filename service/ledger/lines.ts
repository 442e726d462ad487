/**
 * Reading the ledger's lines back for display: the lines a payment caused (every posting whose
 * `payment_id` is the payment's, entries.ts Posting), in the order they were posted, a bounded
 * page of `ledger_entries_payment_idx` (store/migrations.ts 0033). Read only: nothing here moves
 * money.
 */
import type { Mode, Tx } from '../store/store.js';
import type { Account, EntryKind } from './accounts.js';

export interface LedgerLine {
  id: string;
  /** the balanced posting the line belongs to (its lines sum to zero) */
  txnId: string;
  kind: EntryKind;
  /** what caused the posting: the payment, a refund, a dispute, a transfer */
  sourceId: string;
  account: Account;
  currency: string;
  /** signed, in the currency's sub-unit: a credit is positive, a debit negative (accounts.ts) */
  amount: number;
  /** Unix seconds on the mode's clock */
  createdAt: number;
}

/** At most this many lines of one payment are read: a capture is four, a refund or a dispute's step two or three. */
export const PAYMENT_LINES_LIMIT = 500;

interface LineRow {
  id: string;
  txn_id: string;
  kind: EntryKind;
  source_id: string;
  account: Account;
  currency: string;
  amount: number | string;
  created_at: number | string;
}

/** The first `limit` lines of the payment's postings, oldest first. */
export async function paymentLines(tx: Tx, mode: Mode, paymentId: string, limit = PAYMENT_LINES_LIMIT): Promise<LedgerLine[]> {
  const rows = await tx.sql.all<LineRow>(
    `SELECT id, txn_id, kind, source_id, account, currency, amount, created_at FROM ledger_entries
     WHERE mode = ? AND payment_id = ? ORDER BY created_at, id LIMIT ?`,
    [mode, paymentId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    txnId: r.txn_id,
    kind: r.kind,
    sourceId: r.source_id,
    account: r.account,
    currency: r.currency,
    amount: Number(r.amount),
    createdAt: Number(r.created_at),
  }));
}
