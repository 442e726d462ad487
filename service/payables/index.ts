/** The payables, one registration line each (payable.ts). */
import type { ServiceContext } from '../context.js';
import type { Mode, Tx } from '../store/store.js';
import { invoicePayable } from './invoices.js';
import { orderPayable } from './orders.js';
import type { CheckoutPayable, Payable, PayableSettlement, PaymentIds } from './payable.js';
import { paymentLinkPayable } from './payment-links.js';
import { qrCodePayable } from './qr-codes.js';
import { subscriptionPayable } from './subscriptions.js';

/** What the hosted checkout serves (`/checkout/<segment>/<id>`). */
export const CHECKOUT_PAYABLES: readonly CheckoutPayable[] = [invoicePayable, orderPayable, paymentLinkPayable, subscriptionPayable];

/** Everything a payment can pay: the checkout's payables (a subscription's mandate among them) and a QR code (paid by scanning it). */
export const PAYABLES: readonly Payable[] = [...CHECKOUT_PAYABLES, qrCodePayable];

/**
 * Locks every payable a payment pays, in registration order (the same lock order for every
 * payment), refusing with the first that can no longer be paid; what each one's payment will do.
 */
export async function lockPayables(ctx: ServiceContext, tx: Tx, mode: Mode, ids: PaymentIds): Promise<PayableSettlement[]> {
  const parts: PayableSettlement[] = [];
  for (const payable of PAYABLES) {
    const part = await payable.lockForPayment?.(ctx, tx, mode, ids);
    if (!part) continue;
    const refused = part.refusal();
    if (refused) throw refused;
    parts.push(part);
  }
  return parts;
}
