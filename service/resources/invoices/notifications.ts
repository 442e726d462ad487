/**
 * Invoice notifications (spec createInvoice: SMS and e-mail go out "per `sms_notify` /
 * `email_notify` when the customer has the matching contact detail"; rule 3: "When no customer
 * details are sent, `sms_notify` and `email_notify` are ignored and nothing is sent").
 *
 * `sms_status` / `email_status` carry the decision: `pending` when the message is to go out
 * (the flag was 1 and the customer has that detail), null otherwise. A draft keeps `pending`
 * until it is issued.
 *
 * The messages are written to the notification log in the invoice's own transaction (create,
 * issue, notify_by): the log is their outbox, and the notification worker
 * (notifications/worker.ts) delivers them. In the transaction that records the outcome, the
 * status moves `pending` -> `sent`, or `pending` -> `failed` once delivery is given up (spec,
 * Invoice.sms_status, designed); a notify_by message that gets through makes a `failed` status
 * `sent`.
 */
import { type Customer, currencyMinorUnits, type Invoice } from '../../../generated/types/index.js';
import { invoiceEmail, invoiceSms, type OutgoingMessage } from '../../notifications/messages.js';
import type { NotificationOutcome } from '../../notifications/worker.js';
import type { NotificationRow } from '../../store/notifications.js';
import type { Mode, Tx } from '../../store/store.js';
import { invoices } from './records.js';

export type Medium = 'sms' | 'email';
export const MEDIA: readonly Medium[] = ['sms', 'email'];
type Status = Invoice['sms_status'];

const statusField = (medium: Medium) => (medium === 'sms' ? 'sms_status' : 'email_status') as 'sms_status' | 'email_status';

/** The status each medium starts with, from the request flags ('0' / '1') and the customer billed. */
export function initialStatuses(
  customer: Pick<Customer, 'email' | 'contact'> | null,
  flags: { sms_notify: '0' | '1'; email_notify: '0' | '1' },
): { sms_status: Status; email_status: Status } {
  // rule 3: no customer, nothing sent; otherwise the flag (CreateInvoiceBody's default 1, filled by the validator) and the matching detail
  const wants = (flag: '0' | '1', detail: string | null | undefined): Status =>
    customer !== null && flag === '1' && typeof detail === 'string' && detail !== '' ? 'pending' : null;
  return { sms_status: wants(flags.sms_notify, customer?.contact), email_status: wants(flags.email_notify, customer?.email) };
}

/** The recipient of `medium` on this invoice, from the customer details it carries. */
export function recipientOf(invoice: Invoice, medium: Medium): string | null {
  const value = medium === 'sms' ? invoice.customer_details.customer_contact : invoice.customer_details.customer_email;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The message for `medium` from `merchantName`, or null when the customer has no such detail or the invoice no link. */
export function invoiceMessage(invoice: Invoice, medium: Medium, merchantName: string): OutgoingMessage | null {
  const recipient = recipientOf(invoice, medium);
  if (recipient === null || !invoice.short_url) return null;
  const input = {
    merchantName,
    invoiceId: invoice.id,
    customerName: invoice.customer_details.customer_name ?? null,
    amount: invoice.amount,
    currency: invoice.currency,
    minorUnits: currencyMinorUnits,
    description: invoice.description,
    shortUrl: invoice.short_url,
  };
  if (medium === 'sms') return { channel: 'sms', recipient, body: invoiceSms(input), entity_id: invoice.id };
  return { channel: 'email', recipient, ...invoiceEmail(input), entity_id: invoice.id };
}

/** The media whose message is waiting to go out. */
export function pendingMedia(invoice: Invoice): Medium[] {
  return MEDIA.filter((m) => invoice[statusField(m)] === 'pending');
}

/** Writes the message for `medium` to the notification log, in the caller's transaction; false when there is none to write. */
export async function queueInvoiceNotification(tx: Tx, mode: Mode, invoice: Invoice, medium: Medium, merchantName: string): Promise<boolean> {
  const message = invoiceMessage(invoice, medium, merchantName);
  if (!message) return false;
  await tx.notifications.add(mode, message);
  return true;
}

/** Writes the messages of every pending medium (an invoice just issued), in the caller's transaction. */
export async function queueInvoiceNotifications(tx: Tx, mode: Mode, invoice: Invoice, merchantName: string): Promise<void> {
  const messages: OutgoingMessage[] = [];
  for (const medium of pendingMedia(invoice)) {
    const message = invoiceMessage(invoice, medium, merchantName);
    if (message) messages.push(message);
  }
  await tx.notifications.addAll(mode, messages);
}

/** The status a delivery outcome leaves, from the status the invoice has now; undefined: leave it as it is. */
function nextStatus(current: Status, outcome: NotificationOutcome): Status | undefined {
  if (outcome === 'sent') return current === 'pending' || current === 'failed' ? 'sent' : undefined;
  // a message given up fails only a status still waiting: one already sent stays sent
  return current === 'pending' ? 'failed' : undefined;
}

/** A lost race is read again and retried; this many times in a row means something is wrong. */
const MAX_RACES = 10;

/**
 * The notification worker's outcome hook: moves the invoice's status for the row's channel, in
 * the transaction that records the row sent or failed. A conditional update on the version read:
 * a concurrent change (a payment, a PATCH of notes) makes it fail, and it is read and tried
 * again. A row about anything but an invoice leaves everything as it is.
 */
export async function recordInvoiceNotification(tx: Tx, row: NotificationRow, outcome: NotificationOutcome): Promise<void> {
  if (row.entity_id === null) return;
  const repo = invoices(tx);
  const field = statusField(row.channel);
  for (let race = 0; race < MAX_RACES; race++) {
    const current = await repo.getVersioned(row.mode, row.entity_id);
    const next = current && nextStatus(current.entity[field], outcome);
    if (!current || next === undefined) return;
    if (await repo.update(row.mode, { ...current.entity, [field]: next }, { expectVersion: current.version })) return;
  }
  throw new Error(`invoice ${row.entity_id}: ${field} lost ${MAX_RACES} races in a row`);
}
