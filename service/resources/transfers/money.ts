/**
 * What a transfer writes to the ledger (spec Transfer), in the caller's transaction, in the
 * ledger's lock order (the merchant's row first, then the others by name: ledger/entries.ts):
 * - created: the amount out of the merchant's balance (oldest funds first) into `transfers`;
 * - processed: from `transfers` to the linked account's, due at its settlement date (or none
 *   while on hold);
 * - failed: from `transfers` back to the merchant, due at once;
 * - reversed: from the linked account's back to the merchant, due at once, when its balance
 *   covers it;
 * - held or released: the linked account's amount moved from one due date to another.
 * Every posting names the transfer (`source_id`) and, for a payment's, the payment.
 */
import { refuse } from '../../../generated/server/index.js';
import type { Transfer } from '../../../generated/types/index.js';
import { linkedAccount } from '../../ledger/accounts.js';
import { draw } from '../../ledger/draw.js';
import { drawableFunds, type Entry, lockAccount, lockMerchant, post } from '../../ledger/entries.js';
import type { Mode, Tx } from '../../store/store.js';

const base = (transfer: Transfer, at: number) => ({
  sourceId: transfer.id,
  paymentId: transfer.source.startsWith('pay_') ? transfer.source : null,
  currency: transfer.currency,
  at,
});

/** createPaymentTransfers rule 5: out of the balance, or refused with nothing written. */
export async function postTransferOut(tx: Tx, mode: Mode, transfer: Transfer, at: number, field: string): Promise<void> {
  const total = await lockMerchant(tx, mode, transfer.currency);
  const funds = await drawableFunds(tx, mode, transfer.currency, at, total);
  const pieces = draw(transfer.amount, funds.available, funds.future, funds.by);
  if (!pieces) throw refuse('transfer_insufficient_balance', {}, { field });
  await post(tx, mode, {
    ...base(transfer, at),
    kind: 'transfer',
    entries: [
      ...pieces.map((p): Entry => ({ account: 'merchant', amount: -p.amount, settleAt: p.settleAt })),
      { account: 'transfers', amount: transfer.amount },
    ],
  });
}

/** The bank processed it: the linked account's, due at `settleAt` (null: on hold). */
export async function postTransferCredit(tx: Tx, mode: Mode, transfer: Transfer, at: number, settleAt: number | null): Promise<void> {
  await post(tx, mode, {
    ...base(transfer, at),
    kind: 'transfer_credit',
    entries: [
      { account: 'transfers', amount: -transfer.amount },
      { account: linkedAccount(transfer.recipient), amount: transfer.amount, ...(settleAt === null ? {} : { settleAt }) },
    ],
  });
}

/** The bank failed it: back in the merchant's balance, due at once. */
export async function postTransferReturn(tx: Tx, mode: Mode, transfer: Transfer, at: number): Promise<void> {
  await lockMerchant(tx, mode, transfer.currency);
  await post(tx, mode, {
    ...base(transfer, at),
    kind: 'transfer_failure',
    entries: [
      { account: 'transfers', amount: -transfer.amount },
      { account: 'merchant', amount: transfer.amount, settleAt: at },
    ],
  });
}

/** reverseTransfer rule 3: from the linked account back to the merchant, when the linked account's balance covers it. */
export async function postReversal(tx: Tx, mode: Mode, transfer: Transfer, amount: number, at: number): Promise<void> {
  await lockMerchant(tx, mode, transfer.currency);
  const held = await lockAccount(tx, mode, linkedAccount(transfer.recipient), transfer.currency);
  if (held < amount) throw refuse('reversal_insufficient_balance');
  await post(tx, mode, {
    ...base(transfer, at),
    kind: 'transfer_reversal',
    entries: [
      { account: linkedAccount(transfer.recipient), amount: -amount, settleAt: at },
      { account: 'merchant', amount, settleAt: at },
    ],
  });
}

/** updateTransfer: what is left of it on the linked account moved from one due date to another (null: on hold). */
export async function postHoldChange(tx: Tx, mode: Mode, transfer: Transfer, from: number | null, to: number | null, at: number): Promise<void> {
  const left = transfer.amount - transfer.amount_reversed;
  if (left === 0 || from === to) return;
  const account = linkedAccount(transfer.recipient);
  await post(tx, mode, {
    ...base(transfer, at),
    kind: 'transfer_hold',
    entries: [
      { account, amount: -left, ...(from === null ? {} : { settleAt: from }) },
      { account, amount: left, ...(to === null ? {} : { settleAt: to }) },
    ],
  });
}
