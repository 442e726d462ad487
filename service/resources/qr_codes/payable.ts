/**
 * A QR code as a payable (spec QrCode, payTestQrCode): a customer pays it by scanning it, not at
 * the hosted checkout, so it has no page. Its payments have no order; the payment row carries
 * the code's id (spec Payment x-resource lookup `qr_code_id`). In the transaction that captures
 * the payment, with the code's row locked: an active code is credited (QrCode `credit`, or
 * `credit_single_use`, which closes it with `close_reason: paid`); a closed code takes the money
 * and refunds it in full at once (QrCode `pay_closed`, closeQrCode rule 3), the refund written
 * in the same transaction so that it cannot be lost.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { QrCode } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { Payable, PayableSettlement, PaymentIds } from '../../payments/payable.js';
import { createPendingRefund } from '../../payments/refund.js';
import type { Mode, Tx } from '../../store/store.js';

/** Notes of the refund a payment to a closed QR code gets, so the merchant sees why. */
const CLOSED_REFUND_NOTES = { reason: 'The QR code was closed when this payment was made (closeQrCode rule 3).' };

async function lockForPayment(ctx: ServiceContext, tx: Tx, mode: Mode, ids: PaymentIds): Promise<PayableSettlement | undefined> {
  if (!ids.id || ids.order_id) return undefined;
  const qrCodeId = await tx.entities('payments').lookup(mode, ids.id, 'qr_code_id');
  const locked = qrCodeId ? await tx.entities('qr_codes').getForUpdate(mode, qrCodeId) : undefined;
  if (!locked) return undefined;
  const qr = locked.entity;
  return {
    // a closed code is not refused: the customer's bank has sent the money, which goes back (pay_closed)
    refusal: () => undefined,
    related: () => ({ qr_code: qr }),
    async settle({ payment, ec }) {
      if (qr.status === 'closed') {
        await ctx.machines.QrCode.fire(qr, 'pay_closed', ec);
        await createPendingRefund(ctx, tx, mode, { paymentId: payment.id, notes: CLOSED_REFUND_NOTES, withCapture: true });
        return qr;
      }
      const now = ctx.clocks.of(mode).now();
      const credited: QrCode = {
        ...qr,
        payments_amount_received: qr.payments_amount_received + payment.amount,
        payments_count_received: qr.payments_count_received + 1,
      };
      const single = qr.usage_type === 'single_use';
      const draft: QrCode = single ? { ...credited, close_reason: 'paid', closed_at: now } : credited;
      const { entity } = await ctx.machines.QrCode.fire(draft, single ? 'credit_single_use' : 'credit', ec);
      if (!(await tx.entities('qr_codes').update(mode, entity, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'QR code' });
      return entity;
    },
  };
}

export const qrCodePayable: Payable<ServiceContext> = { idPrefix: idPrefixes.QrCode, lockForPayment };
