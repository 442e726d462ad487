/**
 * What other parts of the gateway hold of a captured payment, which a refund must respect
 * (spec refundPayment rules 6 and 7): a dispute under way refuses every refund and what a lost
 * one took back is not refundable again; what transfers carried to linked accounts is not
 * refundable unless they are all undone first (`reverse_all`). Each is registered with the payment
 * core by the composition root (ServiceContext.refundClaims), in the order they are asked, not
 * imported by it. Each runs in the refund's transaction; `C` is the context it is called with.
 */
import type { Payment } from '../../generated/types/index.js';
import type { Mode, Tx } from '../store/store.js';

export interface RefundClaimInput {
  payment: Payment;
  /** the refund being made (a transfer undone for it names it) */
  refundId: string;
  /** refundPayment `reverse_all`: undo what the claim holds first */
  reverseAll: boolean;
}

/** What a claim holds of the payment: by a dispute lost, or carried by transfers. */
export interface RefundHeld {
  kind: 'lost' | 'transferred';
  amount: number;
}

/** Throws the catalogue's refusal when no refund may be made now; otherwise what it holds. */
export type RefundClaim<C> = (ctx: C, tx: Tx, mode: Mode, input: RefundClaimInput) => Promise<RefundHeld>;
