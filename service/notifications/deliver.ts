/**
 * One delivery of one notification (spec createInvoice: SMS and e-mail to the customer). E-mail
 * goes out over SMTP (nodemailer) when PAISA_SMTP_URL is set. No SMS provider is in scope, so
 * an SMS, like an e-mail without SMTP, is delivered by its row in the notification log: that
 * row is what a customer would have received. The outcome names the transport that carried the
 * message; a refusal is an outcome to retry, never a throw.
 */
import type { Transporter } from 'nodemailer';
import type { AttemptOutcome } from '../outbox-worker.js';
import { scrubText } from '../security/redact.js';
import type { NotificationRow } from '../store/notifications.js';

export type NotificationTransport = 'log' | 'smtp';

export interface NotificationDelivery {
  deliver(row: Pick<NotificationRow, 'channel' | 'recipient' | 'subject' | 'body'>): Promise<AttemptOutcome<NotificationTransport>>;
  close(): void;
}

export interface DeliveryOptions {
  /** smtp://user:pass@host:port or smtps://...; without it e-mail goes to the log only */
  smtpUrl?: string;
  /** From address for e-mail */
  from?: string;
}

export const DEFAULT_FROM = 'Paisa <no-reply@paisa.invalid>';

/**
 * nodemailer waits up to 2 minutes for a connection and 10 for a silent socket by default
 * (https://nodemailer.com/smtp/#connection-options); bounded here so that a server that hangs
 * counts as a failed attempt, to retry, well inside the worker's lease. Options given in the
 * URL's query string still win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * How long a worker holds a notification while it sends it: a connection and a greeting, then a
 * handful of SMTP exchanges, each answered within the socket timeout. A server slower than this
 * may be sent the message twice (delivery is at least once).
 */
export const SMTP_LEASE_MS = 5 * 60_000;

export function createDelivery(options: DeliveryOptions = {}): NotificationDelivery {
  const { smtpUrl } = options;
  // nodemailer is loaded with the first e-mail: a gateway without SMTP never loads it
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }));
    return transport;
  };
  const from = options.from ?? DEFAULT_FROM;
  return {
    async deliver(row) {
      if (row.channel !== 'email' || !smtpUrl) return { ok: true, value: 'log' };
      try {
        await (await smtp(smtpUrl)).sendMail({ from, to: row.recipient, subject: row.subject ?? '', text: row.body });
        return { ok: true, value: 'smtp' };
      } catch (error) {
        return { ok: false, error: scrubText(error instanceof Error ? error.message : String(error)) };
      }
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
