/**
 * Invoice notifications (interface doc, States and transitions, Invoice: "SMS and e-mail sent per
 * sms_notify and email_notify when the customer has the matching contact detail"; POST /invoices
 * rule 3: "When no customer details are sent, sms_notify and email_notify are ignored and
 * nothing is sent").
 *
 * `sms_status` / `email_status` carry the decision: `pending` when the message is to go out
 * (the flag was 1 and the customer has that detail), null otherwise; `sent` once the notifier
 * has handed it over. A draft keeps `pending` until it is issued.
 *
 * Sending happens after the invoice's transaction commits (no network I/O inside a
 * transaction), in the background so the API answers at once; each status then moves
 * pending -> sent by a conditional update that leaves every other field as it is at that
 * moment. `invoiceNotificationsSettled(ctx)` waits for what is in flight (shutdown, tests).
 * A message the notifier refuses leaves its status `pending`.
 */
import { type Customer, currencyMinorUnits, type Invoice } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import { invoiceEmail, invoiceSms, type OutgoingMessage } from '../notifier.js';
import type { Mode } from '../store/store.js';

export type Medium = 'sms' | 'email';
export const MEDIA: readonly Medium[] = ['sms', 'email'];
type Status = Invoice['sms_status'];

const statusField = (medium: Medium) => (medium === 'sms' ? 'sms_status' : 'email_status') as 'sms_status' | 'email_status';

/** The status each medium starts with, from the request flags ('0' / '1') and the customer billed. */
export function initialStatuses(
  customer: Pick<Customer, 'email' | 'contact'> | null,
  flags: { sms_notify?: '0' | '1'; email_notify?: '0' | '1' },
): { sms_status: Status; email_status: Status } {
  // rule 3: no customer, nothing sent; otherwise the flag (default 1) and the matching detail
  const wants = (flag: '0' | '1' | undefined, detail: string | null | undefined): Status =>
    customer !== null && (flag ?? '1') === '1' && typeof detail === 'string' && detail !== '' ? 'pending' : null;
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

/** Moves `medium` of the stored invoice from pending to sent, unless something else changed it first. */
async function markSent(ctx: ServiceContext, mode: Mode, invoiceId: string, medium: Medium): Promise<void> {
  const field = statusField(medium);
  for (let attempt = 0; attempt < 5; attempt++) {
    const done = await ctx.store.transaction(async (tx) => {
      const repo = tx.entities<Invoice>('invoices');
      const current = await repo.getVersioned(mode, invoiceId);
      if (current?.entity[field] !== 'pending') return true;
      return repo.update(mode, { ...current.entity, [field]: 'sent' }, { expectVersion: current.version });
    });
    if (done) return;
  }
}

/** Sends one medium now and records it as sent. Throws when the notifier refuses the message. */
export async function sendInvoiceNotification(ctx: ServiceContext, mode: Mode, invoice: Invoice, medium: Medium): Promise<boolean> {
  const message = invoiceMessage(invoice, medium, ctx.merchantName);
  if (!message) return false;
  await ctx.notifier.send(mode, message);
  await markSent(ctx, mode, invoice.id, medium);
  return true;
}

const inFlight = new WeakMap<ServiceContext, Set<Promise<void>>>();

/** Sends the invoice's pending messages in the background (after the caller's commit). */
export function dispatchInvoiceNotifications(ctx: ServiceContext, mode: Mode, invoice: Invoice): void {
  const media = pendingMedia(invoice);
  if (media.length === 0) return;
  const running = inFlight.get(ctx) ?? new Set<Promise<void>>();
  inFlight.set(ctx, running);
  const job = (async () => {
    for (const medium of media) {
      try {
        await sendInvoiceNotification(ctx, mode, invoice, medium);
      } catch (error) {
        // the status stays `pending`; the message is in no log, so say so once here
        console.warn(JSON.stringify({ level: 'warn', msg: 'invoice notification not sent', invoice_id: invoice.id, medium, error: (error as Error).message }));
      }
    }
  })();
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** Resolves once every notification dispatched through this context has been sent (or refused). */
export async function invoiceNotificationsSettled(ctx: ServiceContext): Promise<void> {
  const running = inFlight.get(ctx);
  while (running && running.size > 0) await Promise.allSettled([...running]);
}
