/**
 * What a dispute writes to the ledger (spec Dispute, Money), in the caller's transaction under
 * the merchant's ledger lock (ledger/entries.ts, lock order: the merchant's row first):
 * - opening: the disputed amount held (`disputes`), taken from the balance, oldest funds first,
 *   and owed now for what the balance cannot cover (ledger/draw.ts drawOrOwe): the bank takes it
 *   whatever the balance holds;
 * - won or closed: the hold back in the balance, due now;
 * - lost: the held amount to the customer; the balance does not move again.
 */
import type { Dispute } from '../../../generated/types/index.js';
import { drawOrOwe } from '../../ledger/draw.js';
import { drawableFunds, type Entry, lockMerchant, post } from '../../ledger/entries.js';
import type { Mode, Tx } from '../../store/store.js';

export async function postDisputeHold(tx: Tx, mode: Mode, dispute: Dispute, at: number): Promise<void> {
  const total = await lockMerchant(tx, mode, dispute.currency);
  const funds = await drawableFunds(tx, mode, dispute.currency, at, total);
  const pieces = drawOrOwe(dispute.amount, funds.available, funds.future, funds.by);
  await post(tx, mode, {
    kind: 'dispute_hold',
    sourceId: dispute.id,
    paymentId: dispute.payment_id,
    currency: dispute.currency,
    at,
    entries: [...pieces.map((p): Entry => ({ account: 'merchant', amount: -p.amount, settleAt: p.settleAt })), { account: 'disputes', amount: dispute.amount }],
  });
}

/** The money of a move into `status`: none for `open` and `under_review`. */
export async function postDisputeOutcome(tx: Tx, mode: Mode, dispute: Dispute, at: number): Promise<void> {
  if (dispute.status !== 'won' && dispute.status !== 'closed' && dispute.status !== 'lost') return;
  await lockMerchant(tx, mode, dispute.currency);
  const base = { sourceId: dispute.id, paymentId: dispute.payment_id, currency: dispute.currency, at };
  if (dispute.status === 'lost') {
    await post(tx, mode, {
      ...base,
      kind: 'dispute_loss',
      entries: [
        { account: 'disputes', amount: -dispute.amount },
        { account: 'customers', amount: dispute.amount },
      ],
    });
    return;
  }
  await post(tx, mode, {
    ...base,
    kind: 'dispute_release',
    entries: [
      { account: 'disputes', amount: -dispute.amount },
      { account: 'merchant', amount: dispute.amount, settleAt: at },
    ],
  });
}
