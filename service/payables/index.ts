/** The payables, one registration line each (payable.ts). */
import { invoicePayable } from './invoices.js';
import { orderPayable } from './orders.js';
import type { CheckoutPayable, Payable } from './payable.js';
import { paymentLinkPayable } from './payment-links.js';
import { qrCodePayable } from './qr-codes.js';
import { subscriptionPayable } from './subscriptions.js';

/** What the hosted checkout serves (`/checkout/<segment>/<id>`). */
export const CHECKOUT_PAYABLES: readonly CheckoutPayable[] = [invoicePayable, orderPayable, paymentLinkPayable, subscriptionPayable];

/** Everything a payment can pay: the checkout's payables (a subscription's mandate among them) and a QR code (paid by scanning it). */
export const PAYABLES: readonly Payable[] = [...CHECKOUT_PAYABLES, qrCodePayable];
