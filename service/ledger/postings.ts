/**
 * What each money movement writes to the ledger (spec tag `settlements`), in the caller's
 * transaction: a captured payment, a refund, a failed refund and the funds a merchant adds in
 * test mode. Settlements post their own (resources/settlements/cycle.ts).
 */
import { refuse } from '../../generated/server/index.js';
import type { Payment } from '../../generated/types/index.js';
import type { Mode, Tx } from '../store/store.js';
import { draw } from './draw.js';
import { drawableFunds, type Entry, entriesOf, lockMerchant, post, postAtEnd } from './entries.js';
import { settlementDate } from './schedule.js';

/**
 * A captured payment: the customer's money in; the merchant credited with it minus `fee`, due at
 * its settlement date, or at once when the acquirer makes the funds available at once
 * (`atOnce`, acquirer.ts CaptureResult). Written at the end of the capture's transaction
 * (entries.ts postAtEnd): a credit decides nothing from the balance, and every capture of the
 * merchant moves its rows.
 */
export function postCapture(tx: Tx, mode: Mode, payment: Payment, at: number, atOnce = false): void {
  const fee = payment.fee ?? 0;
  const tax = payment.tax ?? 0;
  postAtEnd(tx, mode, {
    kind: 'payment',
    sourceId: payment.id,
    paymentId: payment.id,
    currency: payment.currency,
    at,
    entries: [
      { account: 'customers', amount: -payment.amount },
      { account: 'merchant', amount: payment.amount - fee, settleAt: atOnce ? at : settlementDate(mode, at) },
      { account: 'fees', amount: fee - tax },
      { account: 'tax', amount: tax },
    ],
  });
}

export interface RefundPosting {
  refundId: string;
  amount: number;
  /** the payment before this refund */
  payment: Payment;
  at: number;
  /** a refund of the whole payment the gateway writes with its capture: the fee and tax go back too */
  feeBack?: boolean;
}

/**
 * A refund (spec refundPayment rule 5): the customer's money out; the merchant debited with all of
 * it, from its oldest funds (draw.ts). The fee and tax of the payment stay where the capture put
 * them: the mirrored service gives neither back on a refund ("Fees on refunds",
 * https://razorpay.com/docs/payments/dashboard/my-account/balances/). Only a refund the gateway
 * writes with the capture itself (`feeBack`: a mandate's verification, a payment to a closed QR
 * code; spec Refund) gives them back, so it costs the merchant exactly what the capture credited.
 * Refused, with nothing written, when the balance cannot cover it.
 */
export async function postRefund(tx: Tx, mode: Mode, { refundId, amount, payment, at, feeBack = false }: RefundPosting): Promise<void> {
  const fee = feeBack ? (payment.fee ?? 0) : 0;
  const tax = feeBack ? (payment.tax ?? 0) : 0;
  const total = await lockMerchant(tx, mode, payment.currency);
  const funds = await drawableFunds(tx, mode, payment.currency, at, total);
  const pieces = draw(amount - fee, funds.available, funds.future, funds.by);
  if (!pieces) throw refuse('refund_insufficient_balance');
  await post(tx, mode, {
    kind: 'refund',
    sourceId: refundId,
    paymentId: payment.id,
    currency: payment.currency,
    at,
    entries: [
      { account: 'customers', amount },
      ...pieces.map((p): Entry => ({ account: 'merchant', amount: -p.amount, settleAt: p.settleAt })),
      { account: 'fees', amount: -(fee - tax) },
      { account: 'tax', amount: -tax },
    ],
  });
}

/**
 * A failed refund (spec Refund machine `fail`: "the amount returns to the merchant's balance"):
 * its transaction reversed entry by entry; funds it drew from a date still to come go back to
 * that date, the rest is due now.
 */
export async function postRefundReversal(tx: Tx, mode: Mode, refundId: string, paymentId: string, at: number): Promise<void> {
  const entries = await entriesOf(tx, mode, refundId, 'refund');
  if (entries.length === 0) return;
  const currency = entries[0]?.currency ?? '';
  await lockMerchant(tx, mode, currency);
  await post(tx, mode, {
    kind: 'refund_reversal',
    sourceId: refundId,
    paymentId,
    currency,
    at,
    entries: entries.map(
      (e): Entry =>
        e.account === 'merchant'
          ? { account: e.account, amount: -e.amount, settleAt: Math.max(at, e.settleAt ?? at) }
          : { account: e.account, amount: -e.amount },
    ),
  });
}

/**
 * Funds the merchant adds to its balance in test mode (spec createTestTopUp rule 2): out of its
 * bank account, into the balance, due for settlement at once (`at`), so they are `available`
 * now and the next cycle carries them like any line (rule 3). No fee. Returns the merchant's
 * balance in `currency` after it, the row locked (lockMerchant) for the caller's reads.
 */
export async function postTopUp(tx: Tx, mode: Mode, topUp: { id: string; amount: number; currency: string; at: number }): Promise<number> {
  const before = await lockMerchant(tx, mode, topUp.currency);
  await post(tx, mode, {
    kind: 'top_up',
    sourceId: topUp.id,
    currency: topUp.currency,
    at: topUp.at,
    entries: [
      { account: 'bank', amount: -topUp.amount },
      { account: 'merchant', amount: topUp.amount, settleAt: topUp.at },
    ],
  });
  return before + topUp.amount;
}
