/**
 * The payables, one registration line each: the composition root (app.ts) hands PAYABLES to the
 * payment core (ServiceContext.payables; payments/payable.ts) and CHECKOUT_PAYABLES to the
 * hosted checkout (checkout/payable.ts).
 */
import type { CheckoutPayable } from './checkout/payable.js';
import type { ServiceContext } from './context.js';
import type { Payable } from './payments/payable.js';
import { invoicePayable } from './resources/invoices/payable.js';
import { orderPayable } from './resources/orders/payable.js';
import { paymentLinkPayable } from './resources/payment_links/payable.js';
import { qrCodePayable } from './resources/qr_codes/payable.js';
import { subscriptionPayable } from './resources/subscriptions/payable.js';

/** What the hosted checkout serves (`/checkout/<segment>/<id>`). */
export const CHECKOUT_PAYABLES: readonly CheckoutPayable[] = [invoicePayable, orderPayable, paymentLinkPayable, subscriptionPayable];

/** Everything a payment can pay, in lock order: the checkout's payables (a subscription's mandate among them) and a QR code (paid by scanning it). */
export const PAYABLES: readonly Payable<ServiceContext>[] = [...CHECKOUT_PAYABLES, qrCodePayable];
