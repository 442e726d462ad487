/**
 * What invoice notifications say (spec createInvoice: SMS and e-mail go out "per `sms_notify` /
 * `email_notify` when the customer has the matching contact detail"). Pure formatting: the
 * messages are written to the notification log in the invoice's transaction
 * (resources/invoices/notifications.ts) and delivered from there (worker.ts, deliver.ts).
 */
import { formatAmount, type MinorUnitsTable } from '../money/currency.js';

export interface InvoiceMessageInput {
  merchantName: string;
  invoiceId: string;
  customerName: string | null;
  amount: number;
  currency: string;
  minorUnits: MinorUnitsTable;
  description: string | null;
  shortUrl: string;
}

export interface EmailContent {
  subject: string;
  body: string;
}

export function invoiceEmail(input: InvoiceMessageInput): EmailContent {
  const amount = formatAmount(input.amount, input.currency, input.minorUnits);
  const lines = [
    `Hello ${input.customerName ?? 'there'},`,
    '',
    `${input.merchantName} has sent you an invoice for ${amount}.`,
    ...(input.description ? ['', input.description] : []),
    '',
    `Pay it here: ${input.shortUrl}`,
    '',
    `Invoice ${input.invoiceId}`,
  ];
  return { subject: `Invoice from ${input.merchantName} for ${amount}`, body: lines.join('\n') };
}

export function invoiceSms(input: InvoiceMessageInput): string {
  const amount = formatAmount(input.amount, input.currency, input.minorUnits);
  return `${input.merchantName}: invoice for ${amount}. Pay at ${input.shortUrl}`;
}

export type OutgoingMessage =
  | { channel: 'email'; recipient: string; subject: string; body: string; entity_id?: string }
  | { channel: 'sms'; recipient: string; body: string; entity_id?: string };

/** A payment link sent to its customer (spec createPaymentLink rule 7, notifyPaymentLink). */
export interface PaymentLinkMessageInput {
  merchantName: string;
  linkId: string;
  customerName: string | null;
  amount: number;
  currency: string;
  minorUnits: MinorUnitsTable;
  description: string | null;
  shortUrl: string;
}

export function paymentLinkEmail(input: PaymentLinkMessageInput): EmailContent {
  const amount = formatAmount(input.amount, input.currency, input.minorUnits);
  const lines = [
    `Hello ${input.customerName ?? 'there'},`,
    '',
    `${input.merchantName} has asked you to pay ${amount}.`,
    ...(input.description ? ['', input.description] : []),
    '',
    `Pay here: ${input.shortUrl}`,
    '',
    `Payment link ${input.linkId}`,
  ];
  return { subject: `Payment request from ${input.merchantName} for ${amount}`, body: lines.join('\n') };
}

export function paymentLinkSms(input: PaymentLinkMessageInput): string {
  const amount = formatAmount(input.amount, input.currency, input.minorUnits);
  return `${input.merchantName}: please pay ${amount} at ${input.shortUrl}`;
}
