/**
 * The payments of a subscription: a cycle's invoice paid with the mandate's token (charging.ts)
 * or with the card the customer authorizes the mandate with (mandate.ts). The payment carries the
 * subscription's id beside it (spec Payment x-resource lookup `subscription_id`), which is how the
 * payable knows a mandate's payment (payables/subscriptions.ts).
 */
import { refuse } from '../../../generated/server/index.js';
import type { Invoice, Order, Payment } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import { type Instrument, newPayment, type PayerDetails } from '../../payments/payment-record.js';
import type { Versioned } from '../../store/store.js';

/** A payment of `invoice`'s order: the order counts the attempt (Order `attempt`), as at the checkout. */
export async function newInvoicePayment(
  ctx: ServiceContext,
  ec: EventContext,
  of: { order: Versioned<Order>; invoice: Invoice; subscriptionId: string },
  instrument: Instrument,
  payer: PayerDetails = {},
  /** when the attempt was due (a cycle's start, a retry's time), which a clock that jumped has passed */
  at?: number,
): Promise<Payment> {
  const { tx, mode } = ec;
  const { order, invoice } = of;
  const draft = newPayment(
    { orderId: order.entity.id, currency: order.entity.currency },
    { invoice_id: invoice.id, description: invoice.description },
    instrument,
    payer,
    at ?? ctx.clocks.of(mode).now(),
    order.entity.amount_due ?? order.entity.amount,
  );
  const { entity: payment } = await ctx.machines.Payment.create(draft, 'create', ec);
  await tx.entities('payments').insert(mode, payment, { subscription_id: of.subscriptionId });
  const { entity: attempted } = await ctx.machines.Order.fire({ ...order.entity, attempts: (order.entity.attempts ?? 0) + 1 }, 'attempt', ec);
  if (!(await tx.entities('orders').update(mode, attempted, { expectVersion: order.version }))) throw refuse('concurrent_update', { entity: 'order' });
  return payment;
}
