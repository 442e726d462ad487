/**
 * Orders (spec tag `orders`): create, fetch, list, update notes, list the payments of an order.
 * This module creates orders and reads them; amount_paid, amount_due, attempts and the
 * created -> attempted -> paid moves belong to the payment flow, through the Order machine.
 */

import { refuse } from '../../../generated/server/index.js';
import type { Order, Payment } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { collection, collectionText, page } from '../collection.js';
import { updateNotes } from '../notes-update.js';
import { defineResource } from '../resource.js';
import { checkOrderTransfers, keepOrderTransfers } from '../transfers/order-transfers.js';
import { transfersOfPayments } from '../transfers/records.js';
import { listOrdersByAuthorization } from './queries.js';
import { checkOrderAmount, createOrderRecord, orders, requireOrder } from './records.js';

const PAGE = 100;

export const resource = defineResource('orders', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async createOrder({ body, auth }) {
      // spec createOrder, rule 1, and `Currency`: the currency's amount rules
      checkOrderAmount(body.amount, body.currency);
      // POST /orders rule 3: first_payment_min_amount only with partial_payment true, at most amount
      if (body.first_payment_min_amount !== undefined) {
        if (body.partial_payment !== true) throw refuse('first_payment_without_partial');
        if (body.first_payment_min_amount > body.amount) throw refuse('first_payment_above_amount');
      }
      return store.transaction(async (tx) => {
        // rule 4: the transfers asked for are checked now, kept beside the order, and made at its payment's capture (rule 5)
        if (body.transfers) await checkOrderTransfers(tx, auth.mode, body, body.transfers);
        const order = await createOrderRecord(ctx, eventContext(tx, auth.mode), {
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          notes: body.notes,
          partial_payment: body.partial_payment,
          first_payment_min_amount: body.first_payment_min_amount,
          keyId: auth.keyId,
          payment: body.payment,
        });
        if (body.transfers) await keepOrderTransfers(tx, auth.mode, order.id, body.transfers, order.created_at);
        return order;
      });
    },

    async fetchOrder({ params, query, auth }) {
      return store.transaction(
        async (tx) => {
          const order = await requireOrder(tx, auth.mode, params.order_id);
          if (!query['expand[]']?.includes('transfers')) return order;
          // rule 1: the transfers of its payments (an order has a few payments: its attempts)
          const payments = await tx.entities('payments').list(auth.mode, { where: { order_id: order.id }, count: PAGE });
          return {
            ...order,
            transfers: collection(
              await transfersOfPayments(
                tx,
                auth.mode,
                payments.map((p) => p.id),
              ),
            ),
          };
        },
        { readOnly: true },
      );
    },

    async listOrders({ query, auth }) {
      const found = await store.transaction(
        (tx) =>
          query.authorized === undefined
            ? orders(tx).listData(auth.mode, { ...page(query), where: { receipt: query.receipt } })
            : listOrdersByAuthorization(tx, auth.mode, { ...page(query), receipt: query.receipt, authorized: query.authorized === '1' }),
        { readOnly: true },
      );
      // the stored JSON texts are the answer: no parse, no serialise
      return collectionText<Order>(found);
    },

    // PATCH /orders/{id}: replaces the notes; nothing else can change (the body allows only notes)
    updateOrder: ({ params, body, auth }) => updateNotes(store, 'orders', auth.mode, params.order_id, 'order_id', body.notes),

    async listOrderPayments({ params, auth }) {
      const payments = await store.transaction(
        async (tx) => {
          await requireOrder(tx, auth.mode, params.order_id);
          // every payment of the order, newest first (the operation takes no count: all of them,
          // read a page at a time; the payments table is written by the payment flow)
          const repo = tx.entities('payments');
          const all: Payment[] = [];
          for (let skip = 0; ; skip += PAGE) {
            const batch = await repo.list(auth.mode, { where: { order_id: params.order_id }, count: PAGE, skip });
            all.push(...batch);
            if (batch.length < PAGE) return all;
          }
        },
        { readOnly: true },
      );
      return collection(payments);
    },
  };
});
