/**
 * Authorizations that were never captured (spec Payment x-state-machine `expire_authorization`:
 * "not captured within the capture timeout (3 days); the amount goes back to the customer";
 * OrderPaymentSettings.capture_options.manual_expiry_period). `expireAuthorizations(ctx, mode)`
 * is a time-driven job (service/time-driven.ts; the due payments read from the `due_at` index,
 * due-sweep.ts): every `authorized` payment whose period has run out on the mode's clock moves to `refunded` with its whole amount refunded, under a row lock
 * (a capture landing at the same moment wins or loses in the database, never both), and the
 * hold is then released at the acquirer. A release the bank does not confirm lapses there by
 * itself at the end of its own hold; the payment is refunded either way.
 */
import type { Order, Payment } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import { sweepDue } from '../due-sweep.js';
import { eventContext } from '../events.js';
import type { Mode } from '../store/store.js';
import { releaseAuthorization } from './release.js';

/** spec OrderPaymentSettings.capture_options.manual_expiry_period: default and maximum, in minutes */
export const DEFAULT_MANUAL_EXPIRY_MINUTES = 4320;

/** When an authorized payment of `order` stops waiting for its capture. */
export function authorizationDeadline(payment: Pick<Payment, 'created_at'>, order: Pick<Order, 'payment'> | undefined): number {
  const minutes = order?.payment?.capture_options?.manual_expiry_period ?? DEFAULT_MANUAL_EXPIRY_MINUTES;
  return payment.created_at + minutes * 60;
}

/**
 * The payment's schedule (service/schedules.ts): while it is authorized, at once: its deadline
 * depends on its order's manual_expiry_period, which the first step reads and reschedules to.
 */
export function paymentDueAt(payment: Payment): number | null {
  return payment.status === 'authorized' ? payment.created_at : null;
}

export function expireAuthorizations(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, 'payments', ctx.clocks.of(mode).now(), (id) => expireOne(ctx, mode, id));
}

async function expireOne(ctx: ServiceContext, mode: Mode, id: string): Promise<boolean> {
  const released = await ctx.store.transaction(async (tx) => {
    const read = await tx.entities('payments').getForUpdate(mode, id);
    if (!read || !ctx.machines.Payment.can(read.entity, 'expire_authorization')) return undefined;
    const order = read.entity.order_id ? await tx.entities('orders').get(mode, read.entity.order_id) : undefined;
    const deadline = authorizationDeadline(read.entity, order);
    if (ctx.clocks.of(mode).now() < deadline) {
      await tx.entities('payments').reschedule(mode, id, deadline, read.version);
      return undefined;
    }
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
