/**
 * Refunds (spec tag `refunds`; reference 1.3): POST /refunds (the older form of
 * POST /payments/{id}/refund, with payment_id in the body), list, fetch, notes. The refund
 * itself is made by payments/refund.ts, shared with refundPayment.
 */
import type { Refund } from '../../generated/types/index.js';
import type { HandlerSlice, ServiceContext } from '../context.js';
import { errors } from '../errors.js';
import { refundPayment } from '../payments/refund.js';
import { collection, page } from './collection.js';

type RefundOperations = 'createRefund' | 'listRefunds' | 'fetchRefund' | 'updateRefund';

export function refundHandlers(ctx: ServiceContext): HandlerSlice<RefundOperations> {
  return {
    createRefund: async ({ body, headers, auth }) => {
      const { payment_id, ...rest } = body;
      return refundPayment(ctx, auth.mode, { paymentId: payment_id, ...rest, idempotencyKey: headers['x-refund-idempotency'] });
    },

    listRefunds: async ({ query, auth }) =>
      collection(await ctx.store.transaction((tx) => tx.entities<Refund>('refunds').list(auth.mode, page(query)), { readOnly: true })),

    fetchRefund: async ({ params, auth }) => {
      const refund = await ctx.store.transaction((tx) => tx.entities<Refund>('refunds').get(auth.mode, params.refund_id), { readOnly: true });
      if (!refund) throw errors.idNotFound('refund_id');
      return refund;
    },

    // reference 1.3 PATCH /refunds/{id}: only notes
    updateRefund: async ({ params, body, auth }) =>
      ctx.store.transaction(async (tx) => {
        const refunds = tx.entities<Refund>('refunds');
        const locked = await refunds.getForUpdate(auth.mode, params.refund_id);
        if (!locked) throw errors.idNotFound('refund_id');
        const next: Refund = { ...locked.entity, notes: body.notes };
        if (!(await refunds.update(auth.mode, next, { expectVersion: locked.version }))) throw errors.concurrentUpdate('refund');
        return next;
      }),
  };
}
