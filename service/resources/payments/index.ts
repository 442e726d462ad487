/**
 * Payments (spec tag `payments`; https://razorpay.com/docs/api/payments/): list, fetch, notes,
 * capture, the card of a payment, refunds of a payment and the downtimes. Payments are created
 * only by the payment flow (payment-flow.ts, the hosted checkout); their statuses move only
 * through the generated Payment machine.
 */

import { refuse } from '../../../generated/server/index.js';
import type { Card, Payment, PaymentDowntime } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { captureAndSettle } from '../../payments/capture.js';
import { refundPayment } from '../../payments/refund.js';
import { collectionText, entityText, page } from '../collection.js';
import { updateNotes } from '../notes-update.js';
import { defineResource } from '../resource.js';
import { fetchDowntime, listOpenDowntimes } from './downtimes.js';

export const resource = defineResource('payments', (ctx: ServiceContext) => {
  const read = <R>(fn: Parameters<typeof ctx.store.transaction<R>>[0]) => ctx.store.transaction(fn, { readOnly: true });

  async function existing(mode: Parameters<typeof refundPayment>[1], id: string): Promise<Payment> {
    const payment = await read((tx) => tx.entities('payments').get(mode, id));
    if (!payment) throw refuse('id_not_found', {}, { field: 'payment_id' });
    return payment;
  }

  return {
    // spec listPayments: from, to, count, skip (bad ones are 400s from the validator)
    // the stored JSON texts are the answer: no parse, no serialise
    listPayments: async ({ query, auth }) => collectionText(await read((tx) => tx.entities('payments').listData(auth.mode, page(query)))),

    fetchPayment: async ({ params, auth }) => {
      const data = await read((tx) => tx.entities('payments').getData(auth.mode, params.payment_id));
      if (data === undefined) throw refuse('id_not_found', {}, { field: 'payment_id' });
      return entityText(data);
    },

    // spec updatePayment: only notes can change (https://razorpay.com/docs/api/payments/update)
    updatePayment: ({ params, body, auth }) => updateNotes(ctx.store, 'payments', auth.mode, params.payment_id, 'payment_id', body.notes),

    // spec capturePayment rules 1-2
    capturePayment: async ({ params, body, auth }) =>
      ctx.store.transaction(async (tx) => {
        const locked = await tx.entities('payments').getForUpdate(auth.mode, params.payment_id);
        if (!locked) throw refuse('id_not_found', {}, { field: 'payment_id' });
        const payment = locked.entity;
        if (payment.captured) throw refuse('payment_already_captured');
        if (!ctx.machines.Payment.can(payment, 'capture')) throw refuse('payment_not_capturable', { status: payment.status });
        if (body.amount !== payment.amount) throw refuse('capture_amount_mismatch');
        if (body.currency !== payment.currency) throw refuse('capture_currency_mismatch');
        const settled = await captureAndSettle({ ctx, tx, mode: auth.mode, ec: eventContext(tx, auth.mode), payment, storedStatus: payment.status });
        return settled.payment;
      }),

    // spec fetchPaymentCard: 400 `Payment was not done using card` (x-errors not_card_payment)
    fetchPaymentCard: async ({ params, auth }) => {
      const payment = await existing(auth.mode, params.payment_id);
      if ((payment.method !== 'card' && payment.method !== 'emi') || !payment.card) throw refuse('not_card_payment');
      const card: Card = { ...payment.card, international: payment.international };
      return card;
    },

    refundPayment: async ({ params, body, headers, auth }) =>
      refundPayment(ctx, auth.mode, { paymentId: params.payment_id, ...body, idempotencyKey: headers['x-refund-idempotency'] }),

    listPaymentRefunds: async ({ params, query, auth }) => {
      await existing(auth.mode, params.payment_id);
      const refunds = await read((tx) => tx.entities('refunds').listData(auth.mode, { ...page(query), where: { payment_id: params.payment_id } }));
      return collectionText(refunds);
    },

    fetchPaymentRefund: async ({ params, auth }) => {
      const refund = await read((tx) => tx.entities('refunds').get(auth.mode, params.refund_id));
      if (!refund || refund.payment_id !== params.payment_id) throw refuse('id_not_found', {}, { field: 'refund_id' });
      return refund;
    },

    // spec listPaymentDowntimes: "the current and scheduled payment method downtimes"
    listPaymentDowntimes: async ({ auth }) => collectionText<PaymentDowntime>(await listOpenDowntimes(ctx, auth.mode)),
    fetchPaymentDowntime: async ({ params, auth }) => {
      const data = await fetchDowntime(ctx, auth.mode, params.downtime_id);
      if (data === undefined) throw refuse('id_not_found', {}, { field: 'downtime_id' });
      return entityText<PaymentDowntime>(data);
    },
  };
});
