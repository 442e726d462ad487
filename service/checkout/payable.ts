/**
 * What the hosted checkout needs from a payable a customer pays on its page (an invoice, an
 * order, a payment link, a subscription's mandate), on top of the payment core's Payable
 * (payments/payable.ts): the page's view model, where the customer goes afterwards, and how the
 * payable is found by its id. The checkout's routes, page and outcome are written once over it
 * (routes.ts); the payables registered for it are payables.ts's CHECKOUT_PAYABLES.
 */
import type { ServiceContext } from '../context.js';
import type { PayOrderResult } from '../payment-flow.js';
import type { Payable } from '../payments/payable.js';
import type { Instrument, PayerDetails } from '../payments/payment-record.js';
import type { Mode } from '../store/store.js';

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

/** A payable the customer pays at the hosted checkout (a QR code is paid by scanning it instead). */
export interface CheckoutPayable extends Payable<ServiceContext> {
  /** `/checkout/<segment>/<id>` */
  segment: string;
  /** what the checkout needs, looked up in both modes; undefined when there is none */
  find(ctx: ServiceContext, id: string): Promise<FoundPayable | undefined>;
}
