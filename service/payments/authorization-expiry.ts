/**
 * Authorizations that were never captured (spec Payment x-state-machine `expire_authorization`:
 * "not captured within the capture timeout (3 days); the amount goes back to the customer";
 * OrderPaymentSettings.capture_options.manual_expiry_period). `expireAuthorizations(ctx, mode)`
 * is a time-driven job (service/time-driven.ts): every `authorized` payment whose period has run
 * out on the mode's clock moves to `refunded` with its whole amount refunded, under a row lock
 * (a capture landing at the same moment wins or loses in the database, never both), and the
 * hold is then released at the acquirer. A release the bank does not confirm lapses there by
 * itself at the end of its own hold; the payment is refunded either way.
 */
import type { Order, Payment } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import { eventContext } from '../events.js';
import { scanPages } from '../store/scan.js';
import type { Mode } from '../store/store.js';
import { releaseAuthorization } from './release.js';

/** spec OrderPaymentSettings.capture_options.manual_expiry_period: default and maximum, in minutes */
export const DEFAULT_MANUAL_EXPIRY_MINUTES = 4320;

/** When an authorized payment of `order` stops waiting for its capture. */
export function authorizationDeadline(payment: Pick<Payment, 'created_at'>, order: Pick<Order, 'payment'> | undefined): number {
  const minutes = order?.payment?.capture_options?.manual_expiry_period ?? DEFAULT_MANUAL_EXPIRY_MINUTES;
  return payment.created_at + minutes * 60;
}

export async function expireAuthorizations(ctx: ServiceContext, mode: Mode): Promise<number> {
  const now = ctx.clocks.of(mode).now();
  const due: Payment[] = [];
  for await (const payments of scanPages(ctx.store, mode, 'payments', 'authorized')) {
    // each page's orders (their manual_expiry_period), one read each
    const orders = await ctx.store.transaction(
      async (tx) => {
        const found = new Map<string, Order | undefined>();
        for (const p of payments) if (p.order_id && !found.has(p.order_id)) found.set(p.order_id, await tx.entities('orders').get(mode, p.order_id));
        return found;
      },
      { readOnly: true },
    );
    for (const payment of payments) if (now >= authorizationDeadline(payment, payment.order_id ? orders.get(payment.order_id) : undefined)) due.push(payment);
  }
  let expired = 0;
  for (const payment of due) if (await expireOne(ctx, mode, payment.id)) expired++;
  return expired;
}

async function expireOne(ctx: ServiceContext, mode: Mode, id: string): Promise<boolean> {
  const released = await ctx.store.transaction(async (tx) => {
    const read = await tx.entities('payments').getForUpdate(mode, id);
    if (!read || !ctx.machines.Payment.can(read.entity, 'expire_authorization')) return undefined;
    const order = read.entity.order_id ? await tx.entities('orders').get(mode, read.entity.order_id) : undefined;
    if (ctx.clocks.of(mode).now() < authorizationDeadline(read.entity, order)) return undefined;
    const next = { ...read.entity, amount_refunded: read.entity.amount, refund_status: 'full' as const };
    const { entity } = await ctx.machines.Payment.fire(next, 'expire_authorization', eventContext(tx, mode, order ? { order } : {}));
    // the row is locked: the conditional write cannot lose; if it did, throwing rolls it all back
    if (!(await tx.entities('payments').update(mode, entity, { expectVersion: read.version }))) throw new Error(`payment ${id} changed under its lock`);
    return entity;
  });
  if (!released) return false;
  await releaseAuthorization(ctx, mode, released);
  return true;
}
