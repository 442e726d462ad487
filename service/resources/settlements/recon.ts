/**
 * The combined reconciliation report (spec fetchSettlementRecon, SettlementReconRecord): one
 * record per merchant line a settlement carries, for the settlements formed on an IST day or
 * month, read from the ledger (the line's own amount, the fee and tax of its transaction) and
 * joined with the entities it is about (an instant settlement's and a dispute's lines are
 * `adjustment`s, a dispute's with its `dispute_id`). Lines of a failed settlement are not carried by it
 * (bank.ts frees them), so a day's records sum to that day's settlements:
 * Σ(credit − debit) = Σ settlement.amount.
 */
import { refuse } from '../../../generated/server/index.js';
import type { FetchSettlementReconQuery, SettlementReconRecord } from '../../../generated/types/index.js';
import { type Account, DISPUTE_KINDS, REFUND_KINDS, TRANSFER_KINDS } from '../../ledger/accounts.js';
import { MERCHANT_COLUMNS, type MerchantRow } from '../../ledger/entries.js';
import { isDayOfMonth, istRange } from '../../ledger/schedule.js';
import { placeholders } from '../../store/sql.js';
import type { Mode, Tx } from '../../store/store.js';

interface LineRow extends MerchantRow {
  currency: string;
  settlement_id: string;
  processed_at: number | string | null;
}

/** The fee, tax and gross amount of each transaction, from its entries. */
async function amountsOf(tx: Tx, mode: Mode, txnIds: string[]): Promise<Map<string, { gross: number; fee: number; tax: number }>> {
  const out = new Map<string, { gross: number; fee: number; tax: number }>();
  if (txnIds.length === 0) return out;
  const rows = await tx.sql.all<{ txn_id: string; account: Account; amount: number | string }>(
    `SELECT txn_id, account, amount FROM ledger_entries WHERE mode = ? AND account IN ('customers', 'fees', 'tax') AND txn_id IN (${placeholders(txnIds.length)})`,
    [mode, ...txnIds],
  );
  for (const row of rows) {
    const sums = out.get(row.txn_id) ?? { gross: 0, fee: 0, tax: 0 };
    const amount = Math.abs(Number(row.amount));
    if (row.account === 'customers') sums.gross += amount;
    else if (row.account === 'tax') {
      sums.tax += amount;
      sums.fee += amount;
    } else sums.fee += amount;
    out.set(row.txn_id, sums);
  }
  return out;
}

/** Each entity read once per report page: many lines share a payment, an order or a settlement. */
function reader<T>(read: (id: string) => Promise<T | undefined>): (id: string | null | undefined) => Promise<T | undefined> {
  const seen = new Map<string, Promise<T | undefined>>();
  return (id) => {
    if (!id) return Promise.resolve(undefined);
    let found = seen.get(id);
    if (!found) {
      found = read(id);
      seen.set(id, found);
    }
    return found;
  };
}

export async function reconReport(tx: Tx, mode: Mode, query: FetchSettlementReconQuery): Promise<SettlementReconRecord[]> {
  if (query.day !== undefined && !isDayOfMonth(query.year, query.month, query.day)) throw refuse('recon_day_not_in_month'); // rule 3
  const { start, end } = istRange(query.year, query.month, query.day);
  const rows = await tx.sql.all<LineRow>(
    `SELECT ${MERCHANT_COLUMNS}, c.currency, c.settlement_id, c.processed_at
       FROM settlement_cycles c
       JOIN settlement_items i ON i.mode = c.mode AND i.settlement_id = c.settlement_id
       JOIN ledger_entries e ON e.id = i.entry_id
      WHERE c.mode = ? AND c.cycle_at >= ? AND c.cycle_at < ?
      ORDER BY c.cycle_at, c.currency, e.created_at, e.id
      LIMIT ? OFFSET ?`,
    [mode, start, end, query.count ?? 10, query.skip ?? 0],
  );
  const amounts = await amountsOf(tx, mode, [...new Set(rows.map((r) => r.txn_id))]);
  const paymentOf = reader((id) => tx.entities('payments').get(mode, id));
  const orderOf = reader((id) => tx.entities('orders').get(mode, id));
  const settlementOf = reader((id) => tx.entities('settlements').get(mode, id));
  const refundOf = reader((id) => tx.entities('refunds').get(mode, id));
  const records: SettlementReconRecord[] = [];
  for (const row of rows) {
    const payment = await paymentOf(row.payment_id);
    const order = await orderOf(payment?.order_id);
    const settlement = await settlementOf(row.settlement_id);
    const refund = REFUND_KINDS.includes(row.kind) ? await refundOf(row.source_id) : undefined;
    const type: SettlementReconRecord['type'] =
      row.kind === 'payment' ? 'payment' : refund ? 'refund' : TRANSFER_KINDS.includes(row.kind) ? 'transfer' : 'adjustment';
    const amount = Number(row.amount);
    const sums = amounts.get(row.txn_id) ?? { gross: 0, fee: 0, tax: 0 };
    const processedAt = row.processed_at === null ? null : Number(row.processed_at);
    const card = payment?.method === 'card' ? payment.card : undefined;
    records.push({
      entity_id: row.source_id,
      type,
      debit: Math.max(0, -amount),
      credit: Math.max(0, amount),
      // an adjustment (an instant settlement's debit, a reversed payout's return) has no customer side
      amount: type === 'adjustment' || type === 'transfer' ? Math.abs(amount) : sums.gross,
      currency: row.currency as SettlementReconRecord['currency'],
      fee: sums.fee,
      tax: sums.tax,
      on_hold: false,
      settled: processedAt !== null,
      // an adjustment (a dispute's hold, an instant settlement) dates from its posting, not from the payment it concerns
      created_at: type === 'adjustment' || type === 'transfer' ? Number(row.created_at) : ((refund ?? payment)?.created_at ?? Number(row.created_at)),
      settled_at: processedAt,
      settlement_id: row.settlement_id,
      posted_at: Number(row.created_at),
      credit_type: amount > 0 ? 'default' : null,
      description: payment?.description ?? null,
      notes: JSON.stringify((refund ?? payment)?.notes ?? {}),
      payment_id: row.payment_id,
      settlement_utr: settlement?.utr ?? null,
      order_id: payment?.order_id ?? null,
      order_receipt: order?.receipt ?? null,
      method: payment?.method ?? null,
      card_network: card?.network ?? null,
      card_issuer: card?.issuer ?? null,
      card_type: card?.type ?? null,
      dispute_id: DISPUTE_KINDS.includes(row.kind) ? row.source_id : null,
    });
  }
  return records;
}
