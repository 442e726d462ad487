/**
 * A customer paying a QR code by scanning it, as payTestQrCode makes happen in test mode: the
 * payment is created against the code, then authorized by the bank behind the
 * customer's UPI id and captured through the same steps as every payment (payment-flow.ts
 * authorizeAndCapture), where the code is credited or, if closed, the payment refunded
 * (resources/qr_codes/payable.ts). A refund written there goes to the bank once the capture has committed.
 */
import { type HandlerBody, refuse } from '../../../generated/server/index.js';
import type { Payment, QrCode } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { authorizeAndCapture } from '../../payment-flow.js';
import { newPayment } from '../../payments/payment-record.js';
import { settlePendingRefunds } from '../../payments/refund.js';
import type { Mode } from '../../store/store.js';
import { qrCodes } from './records.js';

/** payTestQrCode rule 1: a fixed-amount code's amount, or the amount the customer entered. */
export function amountFor(qr: Pick<QrCode, 'payment_amount'>, amount: number | undefined): number {
  if (qr.payment_amount !== null) {
    if (amount !== undefined && amount !== qr.payment_amount) throw refuse('qr_code_amount_mismatch', { payment_amount: String(qr.payment_amount) });
    return qr.payment_amount;
  }
  if (amount === undefined) throw refuse('qr_code_amount_required');
  return amount;
}

export async function payQrCode(ctx: ServiceContext, mode: Mode, qrCodeId: string, body: HandlerBody<'payTestQrCode'>): Promise<Payment> {
  const instrument = { method: 'upi' as const, vpa: body.vpa };
  const created = await ctx.store.transaction(async (tx) => {
    // read, not locked: the capture locks the code and credits it, or refunds a payment to a code
    // closed meanwhile (payable.ts). Locked here too, every payment to one code waited for the
    // one before it to be created and committed as well.
    const qr = await qrCodes(tx).get(mode, qrCodeId);
    if (!qr) throw refuse('id_not_found', {}, { field: 'qr_code_id' });
    const amount = amountFor(qr, body.amount);
    const customer = qr.customer_id ? await tx.entities('customers').get(mode, qr.customer_id) : undefined;
    const draft = newPayment(
      { orderId: null, currency: 'INR' },
      { description: qr.description, customer_id: qr.customer_id },
      instrument,
      { email: customer?.email ?? null, contact: customer?.contact ?? null },
      ctx.clocks.of(mode).now(),
      amount,
    );
    const { entity } = await ctx.machines.Payment.create(draft, 'create', eventContext(tx, mode, { qr_code: qr }));
    // spec Payment x-resource lookup qr_code_id: what listQrCodePayments and the payable find it by
    await tx.entities('payments').insert(mode, entity, { qr_code_id: qr.id });
    return entity;
  });

  const result = await authorizeAndCapture(ctx, mode, created, instrument, { capture: 'auto', upiFlow: 'intent' });
  return result.outcome === 'captured' ? settlePendingRefunds(ctx, mode, result.payment) : result.payment;
}
