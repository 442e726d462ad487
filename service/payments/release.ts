/**
 * Giving an authorized payment's hold back at the bank: the acquirer seam has no void, so it is
 * a refund of the whole amount (service/acquirer/acquirer.ts). Used for a payment that lost the
 * race for its order (payment-flow.ts) and for an authorization left uncaptured past its period
 * (authorization-expiry.ts). A release the bank does not confirm lapses there by itself at the
 * end of its own hold (spec Payment `expire_authorization`); the payment is recorded either way.
 */
import { idPrefixes } from '../../generated/server/index.js';
import type { Payment } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import { newId } from '../ids.js';
import type { Mode } from '../store/store.js';

export async function releaseAuthorization(ctx: ServiceContext, mode: Mode, payment: Pick<Payment, 'id' | 'amount' | 'currency' | 'method'>): Promise<void> {
  try {
    await ctx.acquirerFor(mode).refund({
      mode,
      payment_id: payment.id,
      refund_id: newId(idPrefixes.Refund),
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
    });
  } catch {
    // lapses at the bank (see above)
  }
}
