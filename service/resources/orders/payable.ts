/**
 * An order as a payable: the standard checkout (`GET /checkout/orders/{order_id}`), as the
 * service Paisa mirrors offers it for an order made with POST /v1/orders
 * (https://razorpay.com/docs/payments/payment-gateway/web-integration/hosted/). Payable while the
 * Order machine lets `pay`; afterwards the customer goes back to the merchant's callback_url with
 * a signature keyed with the secret of the key that created the order (stored beside it, spec
 * Order x-resource lookup `key_id`).
 */
import { answerFor, errorCatalogue, idPrefixes, refuse, signPaymentSignature } from '../../../generated/server/index.js';
import type { Order } from '../../../generated/types/index.js';
import type { CheckoutPayable, FoundPayable, PayableReturn } from '../../checkout/payable.js';
import type { ServiceContext } from '../../context.js';
import { findInEitherMode } from '../../either-mode.js';

function found(ctx: ServiceContext, order: Order, mode: FoundPayable['mode'], signingKeyId: string | null | undefined): FoundPayable {
  const returnTo: PayableReturn = {
    fromQuery: true,
    async params(context, paymentId) {
      const secret = signingKeyId ? await context.keySecret(signingKeyId) : undefined;
      if (secret === undefined) return undefined;
      return { paisa_payment_id: paymentId, paisa_order_id: order.id, paisa_signature: signPaymentSignature(secret, order.id, paymentId) };
    },
  };
  return {
    mode,
    orderId: order.id,
    view: {
      title: order.receipt ? `Order ${order.receipt}` : `Order ${order.id}`,
      amount: order.amount,
      amountDue: order.amount_due,
      currency: order.currency,
      customer: {},
      ...(order.partial_payment ? { partial: { minimum: order.amount_paid === 0 ? (order.first_payment_min_amount ?? 1) : 1 } } : {}),
    },
    refusal: ctx.machines.Order.can(order, 'pay') ? undefined : answerFor(errorCatalogue, refuse('order_already_paid')).body.error.description,
    returnTo,
    capture: order.payment?.capture ?? 'automatic',
  };
}

export const orderPayable: CheckoutPayable = {
  segment: 'orders',
  idPrefix: idPrefixes.Order,
  find: (ctx, id) =>
    findInEitherMode(ctx, async (tx, mode) => {
      const order = await tx.entities('orders').get(mode, id);
      return order && found(ctx, order, mode, await tx.entities('orders').lookup(mode, id, 'key_id'));
    }),
};
