/**
 * Customer notifications for invoices (interface doc, POST /invoices: SMS and e-mail "per
 * sms_notify and email_notify when the customer has the matching contact detail").
 *
 * - Formatting is pure (`invoiceEmail`, `invoiceSms`), separate from sending.
 * - E-mail goes out over SMTP (nodemailer) when PAISA_SMTP_URL is set; every message, sent or
 *   not, is also written to the notification log (store/notifications.ts) with its transport,
 *   so tests and operators can read what a customer received.
 * - SMS has no provider in scope: it is written to the log only.
 * Sending happens after the invoice's transaction commits (no network I/O inside a transaction);
 * the handler then moves sms_status / email_status from pending to sent.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { formatAmount, type MinorUnitsTable } from './money/currency.js';
import type { NotificationRow } from './store/notifications.js';
import type { Mode, Store } from './store/store.js';

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

export interface Notifier {
  /** Sends (or logs) the message; resolves once it is handed over. Throws when SMTP refuses it. */
  send(mode: Mode, message: OutgoingMessage): Promise<NotificationRow>;
}

export interface NotifierOptions {
  store: Store;
  /** smtp://user:pass@host:port or smtps://...; without it e-mail goes to the log only */
  smtpUrl?: string;
  /** From address for e-mail */
  from?: string;
  /** an explicit nodemailer transport (tests); wins over smtpUrl */
  transport?: Transporter;
}

export const DEFAULT_FROM = 'Paisa <no-reply@paisa.invalid>';

export function createNotifier(options: NotifierOptions): Notifier {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const from = options.from ?? DEFAULT_FROM;
  return {
    async send(mode, message) {
      let via = 'log';
      if (message.channel === 'email' && transport) {
        await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
        via = 'smtp';
      }
      return options.store.transaction((tx) =>
        tx.notifications.add(mode, {
          channel: message.channel,
          recipient: message.recipient,
          subject: message.channel === 'email' ? message.subject : null,
          body: message.body,
          entity_id: message.entity_id ?? null,
          transport: via,
        }),
      );
    },
  };
}
