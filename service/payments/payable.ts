/**
 * The payable seam of the payment core: what a payment needs from anything it pays (an invoice,
 * an order's payable parts, a payment link, a QR code, a subscription's mandate). Each payable is
 * written beside what it pays and registered by the composition root (app.ts puts
 * payables.ts's list in the ServiceContext), so the core (payment-flow.ts, payments/)
 * imports none of them: it is handed them, as a query builder is handed its dialect. `C` is the
 * context each payable is called with (the ServiceContext), a parameter here so the core and the
 * context do not import each other. Payments attach to the payable's order, as the interface's
 * payments do (spec Payment.order_id).
 */
import type { Refusal } from '../../generated/server/index.js';
import type { Order, Payment } from '../../generated/types/index.js';
import type { EventContext } from '../events.js';
import type { Mode, Tx } from '../store/store.js';

/**
 * A payable's part in a payment of its order, inside the payment's transactions (the start in
 * payment-flow.ts, the capture in capture.ts), after the order row is locked, with its own row
 * locked too (PostgreSQL FOR UPDATE): whether it can be paid now, what a payment of it carries,
 * and what a captured payment does to it, given the order as it now is (paid, or a part paid),
 * written conditionally on what was read.
 */
export interface PayableSettlement {
  refusal(): Refusal | undefined;
  /**
   * spec Payment fields it fills (invoice_id, description, customer_id) and the payer's details
   * when the form leaves them empty; for the checkout's payables, whose payments start in
   * payment-flow.ts (a QR code's payment is made by qr_codes/payment.ts from the code itself)
   */
  paymentFields?(): { fields: Partial<Pick<Payment, 'invoice_id' | 'description' | 'customer_id'>>; payer: { email?: string | null; contact?: string | null } };
  /** its partial payment settings, when they rule over the order's (an issued invoice can change them) */
  partial?(): Pick<Order, 'partial_payment' | 'first_payment_min_amount'>;
  /** the snapshot event payloads carry (events.ts related), by payload key */
  related(): Record<string, unknown>;
  /** `order`: the payment's order as it now is; undefined for a payment without one (a QR code's) */
  settle(input: { order: Order | undefined; payment: Payment; ec: EventContext }): Promise<unknown>;
}

/** What a payment carries that says what it pays: its order and invoice; its own id once it exists. */
export interface PaymentIds {
  id?: string;
  order_id: string | null;
  invoice_id: string | null;
}

export interface Payable<C> {
  /** the spec's id prefix of what is paid (generated idPrefixes) */
  idPrefix: string;
  /** its part in a payment of `ids`, or undefined when the payment does not pay one of these (the order itself is the payment flow's) */
  lockForPayment?(ctx: C, tx: Tx, mode: Mode, ids: PaymentIds): Promise<PayableSettlement | undefined>;
}

/**
 * Locks every payable a payment pays, in registration order (the same lock order for every
 * payment, so two payments never deadlock); what each one's payment will do.
 */
export async function lockPayables<C>(payables: readonly Payable<C>[], ctx: C, tx: Tx, mode: Mode, ids: PaymentIds): Promise<PayableSettlement[]> {
  const parts: PayableSettlement[] = [];
  for (const payable of payables) {
    const part = await payable.lockForPayment?.(ctx, tx, mode, ids);
    if (part) parts.push(part);
  }
  return parts;
}

/** Refuses with the first part, in registration order, that can no longer be paid. */
export function refuseUnpayable(parts: readonly PayableSettlement[]): void {
  for (const part of parts) {
    const refused = part.refusal();
    if (refused) throw refused;
  }
}
