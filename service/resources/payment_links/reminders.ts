/**
 * Payment link reminders (spec PaymentLink.reminder_enable, designed): 3 days and 1 day before
 * `expire_by`, a link that can still be paid is sent again by the media its `notify` enables,
 * through the notification log like every message. Sent by the link's time-driven step
 * (expiry.ts), so advancing test mode's clock sends them too. Each reminder goes out once: its
 * (mode, link, offset) row is inserted in the transaction that writes the message, and the
 * primary key refuses a second one, whichever process gets there first.
 */
import type { PaymentLink } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { Mode, Tx } from '../../store/store.js';
import { paymentLinkMessages } from './notifications.js';

/** Seconds before expire_by at which a reminder is due. */
export const REMINDER_OFFSETS: readonly number[] = [3 * 24 * 60 * 60, 24 * 60 * 60];

/** The times the link's reminders are due at, earliest first: only those after it was made. */
function reminderTimes(link: Pick<PaymentLink, 'reminder_enable' | 'expire_by' | 'created_at'>): number[] {
  if (!link.reminder_enable) return [];
  return REMINDER_OFFSETS.map((offset) => link.expire_by - offset).filter((at) => link.created_at < at);
}

/** The first time a reminder may be due (the link's schedule starts there), or null. */
export function firstReminderAt(link: PaymentLink): number | null {
  return reminderTimes(link)[0] ?? null;
}

/** When the link is next due after `now`: its next reminder, else its expiry. */
export function nextLinkTime(link: PaymentLink, now: number): number {
  return reminderTimes(link).find((at) => at > now) ?? link.expire_by;
}

/**
 * Sends the reminder due at `now`, if one is and it was not sent yet: only the latest due offset,
 * so a link made 2 days before expiry gets the 1-day one, not both. In the caller's transaction.
 */
export async function sendDueReminder(ctx: ServiceContext, tx: Tx, mode: Mode, link: PaymentLink, now: number): Promise<boolean> {
  if (!link.reminder_enable || now >= link.expire_by) return false;
  const due = REMINDER_OFFSETS.filter((offset) => now >= link.expire_by - offset && link.created_at < link.expire_by - offset).at(-1);
  if (due === undefined) return false;
  // ON CONFLICT DO NOTHING: the same statement on both engines (SQLite 3.24+, PostgreSQL 9.5+)
  const claimed = await tx.sql.run('INSERT INTO payment_link_reminders (mode, link_id, offset_s, sent_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [
    mode,
    link.id,
    due,
    now,
  ]);
  if (claimed !== 1) return false;
  const messages = paymentLinkMessages(link, ctx.merchantName, link.notify, true);
  if (messages.length) await tx.notifications.addAll(mode, messages);
  return messages.length > 0;
}
