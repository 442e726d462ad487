/**
 * The ledger's accounts and the kinds of transaction that move them (spec tag `settlements`).
 * Each account is kept per mode and currency. Amounts are signed integers in the currency's
 * sub-unit; every transaction's entries sum to zero (entries.ts), so money is never made or lost,
 * only moved.
 *
 * - `merchant`: what the gateway owes the merchant (its balance); each entry carries the date it
 *   is due for settlement (schedule.ts). Never below zero, at any date (draw.ts).
 * - `customers`: money from and back to the merchant's customers (through the acquirer); it runs
 *   negative by everything customers have paid net of refunds.
 * - `fees`, `tax`: the gateway's fee and the GST on it (service/money/fees.ts).
 * - `in_transit`: settlements and instant settlement payouts sent to the bank and not yet credited.
 * - `bank`: the merchant's bank account: what settlements have credited to it, less the funds it
 *   added to the balance (test mode's top-ups, spec createTestTopUp).
 * - `disputes`: disputed amounts held from the balance while their disputes are undecided (spec
 *   Dispute, Money); back to `merchant` when won or closed, to `customers` when lost.
 * - `transfers`: transfers the bank has not processed yet (spec Transfer): out of `merchant`, into
 *   the linked account's, or back to `merchant` when one fails.
 * - `linked:acc_...`: one per linked account, what the gateway owes it (its balance); each entry
 *   carries the date it is due for the linked account's settlement, or none while on hold.
 * - `linked_banks`: what linked accounts' settlements have credited to their bank accounts.
 */
export const ACCOUNTS = ['merchant', 'customers', 'fees', 'tax', 'in_transit', 'bank', 'disputes', 'transfers', 'linked_banks'] as const;
export type Account = (typeof ACCOUNTS)[number] | `linked:${string}`;

/** The ledger account of a linked account (spec LinkedAccount). */
export const linkedAccount = (accountId: string): Account => `linked:${accountId}`;

/**
 * What caused a transaction. The line kinds are the merchant's lines a settlement carries (the
 * reconciliation report's `payment`, `refund` and, for an instant settlement's debit and a
 * reversed payout's return, `adjustment`): an instant settlement takes funds a later cycle would
 * have paid out, so that cycle carries its debit beside them and pays nothing twice. A dispute's
 * hold and its return (won or closed) are `adjustment`s too, with the dispute's id, and so are
 * the funds the merchant adds in test mode (`top_up`, spec createTestTopUp rule 3). The
 * settlement kinds move what settlements carry and are never lines themselves.
 */
export const LINE_KINDS = [
  'payment',
  'refund',
  'refund_reversal',
  'instant_settlement',
  'instant_settlement_reversal',
  'dispute_hold',
  'dispute_release',
  'transfer',
  'transfer_failure',
  'transfer_reversal',
  'top_up',
] as const;
/** The kinds of a linked account's lines: what transfers credit, move and take back (not its settlements and their returns). */
export const LINKED_LINE_KINDS: readonly EntryKind[] = ['transfer_credit', 'transfer_hold', 'transfer_reversal'];

/** Whether an entry of `kind` on `account` is a line a settlement carries (the merchant's, or a linked account's). */
export function isSettlementLine(account: Account, kind: EntryKind): boolean {
  if (account === 'merchant') return (LINE_KINDS as readonly string[]).includes(kind);
  return account.startsWith(linkedAccount('')) && LINKED_LINE_KINDS.includes(kind);
}

export const SETTLEMENT_KINDS = ['settlement', 'settlement_return', 'settlement_credit', 'instant_settlement_credit', 'linked_settlement'] as const;
/** The line kinds of the reconciliation report's `refund` records; the other non-payment lines are `adjustment`. */
export const REFUND_KINDS: readonly EntryKind[] = ['refund', 'refund_reversal'];
/** The line kinds of a dispute (the reconciliation report's `dispute_id`). */
export const DISPUTE_KINDS: readonly EntryKind[] = ['dispute_hold', 'dispute_release'];
/** The line kinds of the reconciliation report's `transfer` records. */
export const TRANSFER_KINDS: readonly EntryKind[] = ['transfer', 'transfer_failure', 'transfer_reversal'];
/**
 * Kinds that move no merchant money: a lost dispute's held amount going back to the customer; a
 * transfer reaching the linked account (`transfer_credit`); a transfer's due date moved when it is
 * held or released (`transfer_hold`).
 */
export const HOLD_KINDS = ['dispute_loss', 'transfer_credit', 'transfer_hold'] as const;
export type EntryKind = (typeof LINE_KINDS)[number] | (typeof SETTLEMENT_KINDS)[number] | (typeof HOLD_KINDS)[number];
