/**
 * A payment link's SMS and e-mail (spec createPaymentLink rule 7: "With `notify.sms` /
 * `notify.email` true, the service sends the link to `customer.contact` / `customer.email` when
 * that detail is present"), written to the notification log in the link's own transaction and
 * delivered from there by the notification worker, like an invoice's (notifications/worker.ts).
 */
import { currencyMinorUnits, type PaymentLink } from '../../../generated/types/index.js';
import { type OutgoingMessage, paymentLinkEmail, paymentLinkSms } from '../../notifications/messages.js';
import type { Mode, Tx } from '../../store/store.js';

/**
 * The messages for `link` by the media asked for and the customer's details allow; a reminder
 * says so and asks for what is still due.
 */
export function paymentLinkMessages(link: PaymentLink, merchantName: string, media: PaymentLink['notify'], reminder = false): OutgoingMessage[] {
  const input = {
    merchantName,
    linkId: link.id,
    customerName: link.customer.name ?? null,
    amount: reminder ? link.amount - link.amount_paid : link.amount,
    currency: link.currency,
    minorUnits: currencyMinorUnits,
    description: link.description ?? null,
    shortUrl: link.short_url,
  };
  const mark = reminder ? 'Reminder: ' : '';
  const messages: OutgoingMessage[] = [];
  if (media.sms && link.customer.contact)
    messages.push({ channel: 'sms', recipient: link.customer.contact, body: `${mark}${paymentLinkSms(input)}`, entity_id: link.id });
  if (media.email && link.customer.email) {
    const email = paymentLinkEmail(input);
    messages.push({ channel: 'email', recipient: link.customer.email, subject: `${mark}${email.subject}`, body: email.body, entity_id: link.id });
  }
  return messages;
}

/** Queues the messages `notify` asks for and the customer's details allow, in the caller's transaction; returns how many. */
export async function queuePaymentLinkNotifications(tx: Tx, mode: Mode, link: PaymentLink, merchantName: string, media = link.notify): Promise<number> {
  const messages = paymentLinkMessages(link, merchantName, media);
  if (messages.length) await tx.notifications.addAll(mode, messages);
  return messages.length;
}
