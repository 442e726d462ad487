/**
 * Capturing an authorized payment and paying what it pays for, inside the caller's
 * transaction: payment `authorized -> captured` (fee and tax stored), its order's amount_paid /
 * amount_due moved (`-> paid` when nothing is due), then each payable it pays settles itself
 * (ctx.payables, payable.ts: an invoice goes paid or partially_paid). Used by the checkout's
 * auto-capture (payment-flow.ts) and by POST /payments/{id}/capture (spec capturePayment).
 *
 * Exactly one payment captures per order, even when two race for the same invoice (spec
 * x-errors order_already_paid): the order row is read with getForUpdate (PostgreSQL FOR UPDATE;
 * SQLite's BEGIN IMMEDIATE already serialises writers) and written back with a conditional
 * update on its version and status, so the database, not this code, settles the race. A loser
 * gets `orderAlreadyPaid`, thrown before any money is captured.
 *
 * Events, in this order so each payload carries the newest snapshots (events.ts): Payment
 * `capture` (payment.captured), Order `pay` (order.paid: payment, order), Invoice `pay`
 * (invoice.paid: payment, order, invoice; its order.paid is already written once).
 */

import { refuse } from '../../generated/server/index.js';
import type { Order, Payment } from '../../generated/types/index.js';
import { acquirerRefusal, knownInstrument } from '../acquirer/acquirer.js';
import type { ServiceContext } from '../context.js';
import type { EventContext } from '../events.js';
import { postCapture } from '../ledger/postings.js';
import { feeAndTax } from '../money/fees.js';
import type { Mode, Tx, Versioned } from '../store/store.js';
import { checkWithinDue } from './partial.js';
import { lockPayables, type PayableSettlement, refuseUnpayable } from './payable.js';

export interface Settled {
  payment: Payment;
  order?: Order;
}

export interface CaptureInput {
  ctx: ServiceContext;
  tx: Tx;
  mode: Mode;
  ec: EventContext;
  /** the payment in `authorized` (as stored, or just moved there in this transaction) */
  payment: Payment;
  /** the payment's status in the database now: the conditional write expects exactly it */
  storedStatus: Payment['status'];
  /** the order and the payables as the caller's transaction already locked them (payment-flow.ts): not locked again */
  locked?: Locked;
}

interface Locked {
  order: Versioned<Order> | undefined;
  parts: PayableSettlement[];
}

/** Locks the order and every payable the payment pays (ctx.payables), unless the caller has; refuses when one can no longer be paid. */
async function lockPayable(ctx: ServiceContext, tx: Tx, mode: Mode, payment: Payment, held: Locked | undefined): Promise<Locked> {
  const order = held ? held.order : payment.order_id ? await tx.entities('orders').getForUpdate(mode, payment.order_id) : undefined;
  if (order && !ctx.machines.Order.can(order.entity, 'pay')) throw refuse('order_already_paid');
  const parts = held ? held.parts : await lockPayables(ctx.payables, ctx, tx, mode, payment);
  refuseUnpayable(parts);
  return { order, parts };
}

export async function captureAndSettle(input: CaptureInput): Promise<Settled> {
  const { ctx, tx, mode, ec } = input;
  const locked = await lockPayable(ctx, tx, mode, input.payment, input.locked);
  // another part may have been paid since this payment started: never more than is due now
  if (locked.order) checkWithinDue(locked.order.entity, input.payment.amount);

  // The bank call happens under the order lock, after the race is decided and before anything
  // is written: a refused capture rolls the whole transaction back. (The simulator answers at
  // once; a live acquirer's timeout bounds how long the lock is held.)
  const capture = await ctx.acquirerFor(mode).capture({
    mode,
    payment_id: input.payment.id,
    amount: input.payment.amount,
    currency: input.payment.currency,
    method: input.payment.method,
    instrument: knownInstrument(input.payment),
  });
  if (!capture.ok) throw acquirerRefusal(capture.error);

  // fee and tax are computed and stored on capture (spec Payment.fee, Payment.tax; service/money/fees.ts)
  const { fee, tax } = feeAndTax(input.payment.amount);
  const draft: Payment = {
    ...input.payment,
    captured: true,
    fee,
    tax,
    acquirer_data: { ...input.payment.acquirer_data, ...capture.acquirer_data },
  };
  const { entity: payment } = await ctx.machines.Payment.fire(draft, 'capture', ec);
  if (!(await tx.entities('payments').update(mode, payment, { expectStatus: input.storedStatus }))) {
    throw refuse('concurrent_update', { entity: 'payment' });
  }
  // the money in the ledger with the capture, in its transaction, written as it ends (service/ledger/postings.ts)
  postCapture(tx, mode, payment, ctx.clocks.of(mode).now(), capture.fundsAtOnce === true);
  const settled: Settled = { payment };
  if (locked.order) settled.order = await payOrderPart(input, locked.order, payment);
  // what the payment does to each payable it pays (an invoice: paid, or a part paid; a QR code: credited)
  for (const part of locked.parts) await part.settle({ order: settled.order, payment, ec });
  // what else the capture means, as registered (after-capture.ts): a dispute the bank raised with it opens with it, never lost
  for (const follow of ctx.afterCapture) await follow(ctx, ec, payment, capture);
  return settled;
}

/** The order's amount_paid / amount_due moved by the captured payment (`-> paid` when nothing is due). */
async function payOrderPart({ ctx, tx, mode, ec }: CaptureInput, locked: Versioned<Order>, payment: Payment): Promise<Order> {
  const order = locked.entity;
  const amountPaid = (order.amount_paid ?? 0) + payment.amount;
  let nextOrder: Order = { ...order, amount_paid: amountPaid, amount_due: Math.max(0, order.amount - amountPaid) };
  if (nextOrder.amount_due === 0) nextOrder = (await ctx.machines.Order.fire(nextOrder, 'pay', ec)).entity;
  else ec.related.order = nextOrder;
  const orderWritten = await tx.entities('orders').update(mode, nextOrder, {
    expectVersion: locked.version,
    expectStatus: order.status,
  });
  // the loser of a race that slipped past the lock: roll everything back, nothing was kept
  if (!orderWritten) throw refuse('order_already_paid');
  return nextOrder;
}
