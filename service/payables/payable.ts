/**
 * The payable seam: what the hosted checkout and the payment flow need from anything a customer
 * pays (an invoice, an order, a payment link, a QR code; next a subscription), each in a module
 * of its own, registered in payables/index.ts. The checkout's routes, page and outcome are
 * written once over it (service/checkout/routes.ts); payments attach to the payable's order
 * (payment-flow.ts), as the interface's payments do (spec Payment.order_id).
 */
import type { Refusal } from '../../generated/server/index.js';
import type { Order, Payment } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import type { EventContext } from '../events.js';
import type { PayOrderResult } from '../payment-flow.js';
import type { Instrument, PayerDetails } from '../payments/payment-record.js';
import type { Mode, Tx } from '../store/store.js';

/** What the checkout page shows of a payable. */
export interface CheckoutView {
  /** the page's heading */
  title: string;
  amount: number;
  amountDue: number;
  currency: string;
  receipt?: string | null;
  lines?: readonly { name: string; description?: string | null; quantity: number; amount: number; currency?: string | null }[];
  /** contact details the form starts with */
  customer: { email?: string | null; contact?: string | null };
  /** partial payments allowed: the customer chooses the amount, from `minimum` to amountDue */
  partial?: { minimum: number };
  /** what the customer agrees to by paying, shown above the form (a subscription's mandate) */
  terms?: string;
  /** the methods offered (default: all five); a mandate is authorized with a card */
  methods?: readonly ('card' | 'upi' | 'netbanking' | 'wallet' | 'emi')[];
}

/**
 * The merchant's callback: given on the page's `callback_url` query (an order's standard
 * checkout) or stored with the payable (a payment link's `callback_url`), and the parameters the
 * customer's browser brings back to it, signed with the secret of the key that made the payable.
 */
export interface PayableReturn {
  fromQuery: boolean;
  stored?: string | null;
  /** the signed parameters after `paymentId` succeeded; undefined when they cannot be signed (no sealed key secret) */
  params(ctx: ServiceContext, paymentId: string): Promise<Record<string, string> | undefined>;
}

export interface FoundPayable {
  /** the customer has no key: the mode is the payable's own */
  mode: Mode;
  /** the order a payment attaches to (unused when `pay` is given) */
  orderId: string;
  invoiceId?: string;
  view: CheckoutView;
  /** why it cannot be paid now (the catalogue's words), or undefined */
  refusal?: string;
  /** paid in full: the page says so (with the payment) instead of refusing */
  paid?: { paymentId: string | null; amount: number; paidAt: number | null };
  /** Where the customer goes after paying, with what (standard checkout, payment links). */
  returnTo?: PayableReturn;
  /** spec OrderPaymentSettings.capture: `manual` leaves a payment `authorized` for capturePayment */
  capture?: 'automatic' | 'manual';
  /** the payable's own payment, instead of a payment of `orderId` (a subscription's mandate) */
  pay?(request: { instrument: Instrument; payer: PayerDetails }): Promise<PayOrderResult>;
}

/**
 * A payable's part in a payment of its order, inside the payment's transactions (the start in
 * payment-flow.ts, the capture in payments/capture.ts), after the order row is locked, with its
 * own row locked too (PostgreSQL FOR UPDATE): whether it can be paid now, what a payment of it
 * carries, and what a captured payment does to it, given the order as it now is (paid, or a part
 * paid), written conditionally on what was read.
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

/**
 * The first of both modes in which `read` finds something (the customer has no key: the mode is
 * the payable's own; ids are random and unique, spec info.description, Entities).
 */
export function findInEitherMode<T>(ctx: ServiceContext, read: (tx: Tx, mode: Mode) => Promise<T | undefined>): Promise<T | undefined> {
  return ctx.store.transaction(
    async (tx) => {
      for (const mode of ['test', 'live'] as const) {
        const found = await read(tx, mode);
        if (found !== undefined) return found;
      }
      return undefined;
    },
    { readOnly: true },
  );
}

/** What a payment carries that says what it pays: its order and invoice; its own id once it exists. */
export interface PaymentIds {
  id?: string;
  order_id: string | null;
  invoice_id: string | null;
}

export interface Payable {
  /** the spec's id prefix of what is paid (generated idPrefixes) */
  idPrefix: string;
  /** its part in a payment of `ids`, or undefined when the payment does not pay one of these (the order itself is the payment flow's) */
  lockForPayment?(ctx: ServiceContext, tx: Tx, mode: Mode, ids: PaymentIds): Promise<PayableSettlement | undefined>;
}

/** A payable the customer pays at the hosted checkout (a QR code is paid by scanning it instead). */
export interface CheckoutPayable extends Payable {
  /** `/checkout/<segment>/<id>` */
  segment: string;
  /** what the checkout needs, looked up in both modes; undefined when there is none */
  find(ctx: ServiceContext, id: string): Promise<FoundPayable | undefined>;
}
