/**
 * Payment link reminders (spec PaymentLink.reminder_enable, designed): 3 days and 1 day before
 * `expire_by`, a link that can still be paid is sent again by the media its `notify` enables,
 * through the notification log like every message. A time-driven job (service/time-driven.ts), so
 * advancing test mode's clock sends them too. Each reminder goes out once: its (mode, link,
 * offset) row is inserted in the transaction that writes the message, and the primary key refuses
 * a second one, whichever process gets there first.
 */
import type { ServiceContext } from '../../context.js';
import { scanPages } from '../../store/scan.js';
import type { Mode } from '../../store/store.js';
import { paymentLinkMessages } from './notifications.js';

/** Seconds before expire_by at which a reminder is due. */
export const REMINDER_OFFSETS: readonly number[] = [3 * 24 * 60 * 60, 24 * 60 * 60];
export async function sendPaymentLinkReminders(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  let sent = 0;
  for await (const page of scanPages(ctx.store, mode, 'payment_links', ['created', 'partially_paid'])) {
    for (const link of page) {
      if (!link.reminder_enable || now >= link.expire_by) continue;
      // only the latest due offset: a link made 2 days before expiry gets the 1-day one, not both
      const due = REMINDER_OFFSETS.filter((offset) => now >= link.expire_by - offset && link.created_at < link.expire_by - offset).at(-1);
      if (due === undefined) continue;
      const wrote = await ctx.store.transaction(async (tx) => {
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
      });
      if (wrote) sent++;
    }
  }
  return sent;
}
