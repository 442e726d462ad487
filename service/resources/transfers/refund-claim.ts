/**
 * What transfers hold of a payment being refunded (spec refundPayment rule 7), registered with
 * the payment core (payments/refund-claims.ts): what they carried to linked accounts is not
 * refundable, unless the refund asks for them all to be undone first (`reverse_all`: pending ones
 * failed, processed ones reversed, in the refund's transaction).
 */
import type { ServiceContext } from '../../context.js';
import type { RefundClaim } from '../../payments/refund-claims.js';
import { carried, transfersOf } from './records.js';
import { undoTransfers } from './reversals.js';

export const transferRefundClaim: RefundClaim<ServiceContext> = async (ctx, tx, mode, { payment, refundId, reverseAll }) => {
  const paymentTransfers = await transfersOf(tx, mode, payment.id);
  if (!reverseAll) return { kind: 'transferred', amount: carried(paymentTransfers) };
  await undoTransfers(ctx, tx, mode, paymentTransfers, refundId);
  return { kind: 'transferred', amount: 0 };
};
