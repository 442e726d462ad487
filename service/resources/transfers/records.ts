/**
 * Transfers in the store (spec Transfer, Reversal): the lookups each operation starts with, what
 * a payment's transfers carry, and when a processed transfer is due for the linked account's
 * settlement. Pure apart from the reads.
 */
import { refuse } from '../../../generated/server/index.js';
import type { Transfer } from '../../../generated/types/index.js';
import { settlementDate } from '../../ledger/schedule.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';

export const transfers = (tx: Tx) => tx.entities('transfers');

/** A payment's transfers are read in one page: at most this many (50 per request, spec CreatePaymentTransfersBody). */
const MAX_TRANSFERS_READ = 1000;

export function transfersOf(tx: Tx, mode: Mode, paymentId: string): Promise<Transfer[]> {
  return transfers(tx).list(mode, { where: { source: paymentId }, count: MAX_TRANSFERS_READ });
}

/** What transfers carry to linked accounts: their amounts less what was reversed, failed ones aside (createPaymentTransfers rule 4). */
export function carried(list: readonly Transfer[]): number {
  return list.filter((t) => t.status !== 'failed').reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
}

export async function lockTransfer(tx: Tx, mode: Mode, id: string): Promise<Versioned<Transfer>> {
  const found = await transfers(tx).getForUpdate(mode, id);
  if (!found) throw refuse('id_not_found', {}, { field: 'transfer_id' });
  return found;
}

/** When the linked account's settlement may carry a processed transfer (spec createPaymentTransfers rule 5); null: not while on hold. */
export function dueAt(mode: Mode, transfer: Pick<Transfer, 'on_hold' | 'on_hold_until'>, now: number): number | null {
  if (transfer.on_hold) return transfer.on_hold_until ?? null;
  return settlementDate(mode, now);
}

/** spec Transfer.settlement_status, from the transfer's state. */
export function settlementStatus(transfer: Transfer): Transfer['settlement_status'] {
  if (transfer.status === 'pending' || transfer.status === 'failed') return null;
  if (transfer.recipient_settlement_id) return 'settled';
  return transfer.on_hold ? 'on_hold' : 'pending';
}

interface LinkedLine {
  source_id: string;
  settlement_id: string | null;
  amount: number | string;
  created_at: number | string;
}

/**
 * The transfers as the ledger shows them (spec Transfer.recipient_settlement_id: "read from the
 * ledger"): the linked account's settlement that carried the newest of its lines, and `settled`
 * once settlements carried its lines and nothing of it is left to pay out. Read, never stored, so
 * forming a linked account's settlement (settlements/linked-cycle.ts) writes no transfer row.
 */
export async function asSettled(tx: Tx, mode: Mode, list: Transfer[]): Promise<Transfer[]> {
  const ids = list.filter((t) => t.status !== 'pending' && t.status !== 'failed').map((t) => t.id);
  if (ids.length === 0) return list;
  const rows = await tx.sql.all<LinkedLine>(
    `SELECT e.source_id, i.settlement_id, e.amount, e.created_at FROM ledger_entries e
       LEFT JOIN settlement_items i ON i.mode = e.mode AND i.entry_id = e.id
      WHERE e.mode = ? AND e.source_id IN (${ids.map(() => '?').join(', ')}) AND e.kind IN ('transfer_credit', 'transfer_hold', 'transfer_reversal') AND e.account LIKE 'linked:%'
      ORDER BY e.created_at, e.id`,
    [mode, ...ids],
  );
  const byTransfer = new Map<string, LinkedLine[]>();
  for (const row of rows) byTransfer.set(row.source_id, [...(byTransfer.get(row.source_id) ?? []), row]);
  return list.map((transfer) => {
    const lines = byTransfer.get(transfer.id) ?? [];
    const carried = lines.filter((l) => l.settlement_id !== null);
    if (carried.length === 0) return transfer;
    const owed = lines.filter((l) => l.settlement_id === null).reduce((sum, l) => sum + Number(l.amount), 0);
    const recipient_settlement_id = carried[carried.length - 1]?.settlement_id ?? null;
    return { ...transfer, recipient_settlement_id, settlement_status: owed <= 0 ? 'settled' : transfer.on_hold ? 'on_hold' : 'pending' };
  });
}

/**
 * `expand[]=recipient_settlement` (spec listTransfers rule 2, fetchTransfer rule 2): each settled
 * transfer with the linked account's Settlement its `recipient_settlement_id` names, or null.
 */
export async function withRecipientSettlement(tx: Tx, mode: Mode, list: Transfer[], expand: readonly string[] | undefined): Promise<Transfer[]> {
  if (!expand?.includes('recipient_settlement')) return list;
  const settlements = tx.entities('settlements');
  return Promise.all(
    list.map(async (t) => ({
      ...t,
      recipient_settlement: t.recipient_settlement_id ? ((await settlements.get(mode, t.recipient_settlement_id)) ?? null) : null,
    })),
  );
}

/** `expand[]=transfers` (spec fetchOrder rule 1): the transfers made from the payments of an order, newest first. */
export async function transfersOfPayments(tx: Tx, mode: Mode, paymentIds: readonly string[]): Promise<Transfer[]> {
  const all: Transfer[] = [];
  for (const id of paymentIds) all.push(...(await transfersOf(tx, mode, id)));
  return asSettled(
    tx,
    mode,
    all.sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1)),
  );
}
