/**
 * Refunds (spec tag `refunds`; https://razorpay.com/docs/api/refunds/): POST /refunds (spec
 * createRefund: the older form of POST /payments/{id}/refund, with payment_id in the body),
 * list, fetch, notes. The refund itself is made by payments/refund.ts, shared with
 * refundPayment.
 */

import { refuse } from '../../../generated/server/index.js';
import type { ServiceContext } from '../../context.js';
import { refundPayment } from '../../payments/refund.js';
import { collectionText, entityText, page } from '../collection.js';
import { updateNotes } from '../notes-update.js';
import { defineResource } from '../resource.js';

export const resource = defineResource('refunds', (ctx: ServiceContext) => {
  return {
    createRefund: async ({ body, headers, auth }) => {
      const { payment_id, ...rest } = body;
      return refundPayment(ctx, auth.mode, { paymentId: payment_id, ...rest, idempotencyKey: headers['x-refund-idempotency'] });
    },

    listRefunds: async ({ query, auth }) =>
      collectionText(await ctx.store.transaction((tx) => tx.entities('refunds').listData(auth.mode, page(query)), { readOnly: true })),

    fetchRefund: async ({ params, auth }) => {
      const refund = await ctx.store.transaction((tx) => tx.entities('refunds').getData(auth.mode, params.refund_id), { readOnly: true });
      if (refund === undefined) throw refuse('id_not_found', {}, { field: 'refund_id' });
      return entityText(refund);
    },

    // spec updateRefund: only notes (https://razorpay.com/docs/api/refunds/update)
    updateRefund: ({ params, body, auth }) => updateNotes(ctx.store, 'refunds', auth.mode, params.refund_id, 'refund_id', body.notes),
  };
});
