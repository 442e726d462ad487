/**
 * Payment link expiry (spec PaymentLink x-state-machine `expire`: created|partially_paid ->
 * expired when `expire_by` passes, `payment_link.expired`): a time-driven job
 * (service/time-driven.ts), so advanceTestClock runs it too. Each link is re-read under its row
 * lock before it moves; `expired_at` is its `expire_by`, when it expired.
 */
import { refuse } from '../../../generated/server/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { scanPages } from '../../store/scan.js';
import type { Mode } from '../../store/store.js';
import { paymentLinks } from './records.js';

export async function expirePaymentLinks(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const due: string[] = [];
  for await (const page of scanPages(ctx.store, mode, 'payment_links', ['created', 'partially_paid'])) {
    for (const link of page) if (now >= link.expire_by) due.push(link.id);
  }
  let expired = 0;
  for (const id of due) {
    const moved = await ctx.store.transaction(async (tx) => {
      const read = await paymentLinks(tx).getForUpdate(mode, id);
      if (!read || !ctx.machines.PaymentLink.can(read.entity, 'expire') || ctx.clocks.of(mode).now() < read.entity.expire_by) return false;
      const at = read.entity.expire_by;
      const { entity } = await ctx.machines.PaymentLink.fire({ ...read.entity, expired_at: at, updated_at: at }, 'expire', eventContext(tx, mode));
      if (!(await paymentLinks(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'payment link' });
      return true;
    });
    if (moved) expired++;
  }
  return expired;
}
