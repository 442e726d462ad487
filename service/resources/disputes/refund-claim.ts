/**
 * What disputes hold of a payment being refunded (spec refundPayment rule 6), registered with the
 * payment core (payments/refund-claims.ts): no refund while a dispute is under way (open or under
 * review); what a lost one took back (`amount_deducted`) is not refundable again.
 */
import { refuse } from '../../../generated/server/index.js';
import type { RefundClaim } from '../../payments/refund-claims.js';
import { disputesOf } from './opening.js';

export const disputeRefundClaim: RefundClaim<unknown> = async (_ctx, tx, mode, { payment }) => {
  const disputes = await disputesOf(tx, mode, payment.id);
  if (disputes.some((d) => d.status === 'open' || d.status === 'under_review')) throw refuse('refund_payment_disputed');
  return { kind: 'lost', amount: disputes.reduce((sum, d) => sum + (d.status === 'lost' ? d.amount_deducted : 0), 0) };
};
