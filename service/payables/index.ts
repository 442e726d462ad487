/** The payables the hosted checkout serves, one registration line each (payable.ts). */
import { invoicePayable } from './invoices.js';
import { orderPayable } from './orders.js';
import type { Payable } from './payable.js';
import { paymentLinkPayable } from './payment-links.js';

export const PAYABLES: readonly Payable[] = [invoicePayable, orderPayable, paymentLinkPayable];
