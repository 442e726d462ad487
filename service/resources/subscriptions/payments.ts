/**
 * The payments of a subscription: a cycle's invoice paid with the mandate's token (charging.ts)
 * or with the card the customer authorizes the mandate with (mandate.ts). The payment carries the
 * subscription's id beside it (spec Payment x-resource lookup `subscription_id`), which is how the
 * payable knows a mandate's payment (resources/subscriptions/payable.ts).
 */
import type { Invoice, Order, Payment } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import { recordAttempt } from '../../payment-flow.js';
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
  const { order, invoice } = of;
  const draft = newPayment(
    { orderId: order.entity.id, currency: order.entity.currency },
    { invoice_id: invoice.id, description: invoice.description },
    instrument,
    payer,
    at ?? ctx.clocks.of(ec.mode).now(),
    order.entity.amount_due ?? order.entity.amount,
  );
  return recordAttempt(ctx, ec, order, draft, { subscription_id: of.subscriptionId });
}
