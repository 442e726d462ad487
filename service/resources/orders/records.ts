/**
 * Orders as records, shared by POST /orders and by invoices (spec createInvoice: "Creates an
 * invoice and, internally, its order"). An order is created only through the Order machine, in
 * the caller's transaction, so it commits (or rolls back) with whatever made it.
 */

import { idPrefixes, refusalFrom, refuse } from '../../../generated/server/index.js';
import { currencyMinorUnits, type Order } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { validateAmountForCurrency } from '../../money/currency.js';
import type { Mode, Tx } from '../../store/store.js';
import { lockUniqueValue } from '../unique-lock.js';

export const orders = (tx: Tx) => tx.entities('orders');

export interface NewOrder {
  amount: number;
  currency: Order['currency'];
  receipt?: string | null;
  notes?: Order['notes'];
  /** POST /orders: kept on the order for the payment flow (the spec's Order does not list them yet) */
  partial_payment?: boolean;
  first_payment_min_amount?: number | null;
  /** the API key that created the order (POST /orders): its secret signs the standard checkout's callback */
  keyId?: string;
  /** spec OrderPaymentSettings: manual capture, and how long an authorization waits for it */
  payment?: Order['payment'];
}

/** Spec `Currency` and createOrder, rule 1: the currency's amount rules; the failure names `field`. */
export function checkOrderAmount(amount: number, currency: string, field?: string): void {
  const check = validateAmountForCurrency(amount, currency, currencyMinorUnits);
  if (!check.ok) throw refusalFrom(check.refusal, { field: field ?? check.field });
}

/**
 * Creates an order (status `created`, nothing paid, no attempts) through the Order machine.
 * A receipt must be unique among the merchant's orders (POST /orders rule 2).
 */
export async function createOrderRecord(ctx: ServiceContext, events: EventContext, input: NewOrder): Promise<Order> {
  const { tx, mode } = events;
  const receipt = input.receipt ?? null;
  if (receipt !== null) {
    await lockUniqueValue(tx, mode, 'order-receipt', receipt);
    if ((await orders(tx).list(mode, { where: { receipt }, count: 1 })).length > 0) throw refuse('receipt_taken');
  }
  const draft = {
    id: newId(idPrefixes.Order),
    entity: 'order' as const,
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: input.currency,
    receipt,
    attempts: 0,
    notes: input.notes ?? {},
    created_at: ctx.clocks.of(mode).now(),
    offer_id: null,
    ...(input.partial_payment === undefined
      ? {}
      : { partial_payment: input.partial_payment, first_payment_min_amount: input.first_payment_min_amount ?? null }),
    ...(input.payment ? { payment: input.payment } : {}),
  };
  const { entity } = await ctx.machines.Order.create(draft, 'create', events);
  await orders(tx).insert(mode, entity, { key_id: input.keyId ?? null });
  return entity;
}

export async function requireOrder(tx: Tx, mode: Mode, id: string): Promise<Order> {
  const order = await orders(tx).get(mode, id);
  if (!order) throw refuse('id_not_found', {}, { field: 'order_id' });
  return order;
}
