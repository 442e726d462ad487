/**
 * What time does to a payment link, one time-driven step per due link (service/time-driven.ts),
 * so advanceTestClock runs it too: past `expire_by` an unpaid or partly paid link expires (spec
 * PaymentLink x-state-machine `expire`, `payment_link.expired`; `expired_at` is its `expire_by`,
 * when it expired); before it, a reminder due is sent (reminders.ts). The due links are read from
 * the `due_at` index (due-sweep.ts); each is re-read under its row lock, and one that only had a
 * reminder is rescheduled to its next time.
 */
import { refuse } from '../../../generated/server/index.js';
import type { PaymentLink } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import type { Mode } from '../../store/store.js';
import { paymentLinks } from './records.js';
import { firstReminderAt, nextLinkTime, sendDueReminder } from './reminders.js';

/** The link's schedule (service/schedules.ts): its first reminder or its expiry, while it can be paid. */
export function paymentLinkDueAt(link: PaymentLink): number | null {
  if (link.status !== 'created' && link.status !== 'partially_paid') return null;
  const reminder = firstReminderAt(link);
  return reminder === null ? link.expire_by : Math.min(reminder, link.expire_by);
}

/** Expires the due links of `mode` and sends their due reminders; returns how many moved or were sent. */
export function runPaymentLinkTimers(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, 'payment_links', ctx.clocks.of(mode).now(), (id) => linkStep(ctx, mode, id));
}

function linkStep(ctx: ServiceContext, mode: Mode, id: string): Promise<boolean> {
  return ctx.store.transaction(async (tx) => {
    const read = await paymentLinks(tx).getForUpdate(mode, id);
    if (!read || !ctx.machines.PaymentLink.can(read.entity, 'expire')) return false;
    const link = read.entity;
    const now = ctx.clocks.of(mode).now();
    if (now >= link.expire_by) {
      const at = link.expire_by;
      const { entity } = await ctx.machines.PaymentLink.fire({ ...link, expired_at: at, updated_at: at }, 'expire', eventContext(tx, mode));
      if (!(await paymentLinks(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'payment link' });
      return true;
    }
    const sent = await sendDueReminder(ctx, tx, mode, link, now);
    await paymentLinks(tx).reschedule(mode, id, nextLinkTime(link, now), read.version);
    return sent;
  });
}
