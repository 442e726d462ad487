/**
 * Invoice expiry (spec Invoice x-state-machine `expire`: issued -> expired when "unpaid 60 days
 * after being sent"; spec Invoice.expire_by: "Unset, an unpaid invoice expires 60 days after it
 * is sent").
 *
 * `expireInvoices(ctx)` is the sweep the scheduler runs: every invoice in a state the Invoice
 * machine lets `expire` whose deadline has come (on the mode's clock, `ctx.clocks`) moves to `expired` through the
 * machine, which writes `invoice.expired` into the outbox in the same transaction. Each invoice
 * is re-read under a row lock before it moves, so sweeps running in several processes, or a
 * payment landing at the same moment, never expire it twice or expire a paid invoice.
 */
import { refuse } from '../../../generated/server/index.js';
import type { Invoice } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { scanPages } from '../../store/scan.js';
import type { Mode } from '../../store/store.js';
import { invoices } from './records.js';

export const UNPAID_LIFETIME_SECONDS = 60 * 24 * 60 * 60;
const MODES: readonly Mode[] = ['test', 'live'];

/** When the unpaid invoice expires: its expire_by, else 60 days after it was sent; null while never sent. */
export function expiryDeadline(invoice: Pick<Invoice, 'expire_by' | 'issued_at'>): number | null {
  if (typeof invoice.expire_by === 'number') return invoice.expire_by;
  return invoice.issued_at === null ? null : invoice.issued_at + UNPAID_LIFETIME_SECONDS;
}

/** The states the spec lets `expire` move an invoice out of (issued, partially_paid). */
export function expirableStates(ctx: ServiceContext): Invoice['status'][] {
  return ctx.machines.Invoice.transitions.filter((t) => t.trigger === 'expire' && t.from !== null).map((t) => t.from as Invoice['status']);
}

export function isDue(ctx: ServiceContext, invoice: Invoice, now: number): boolean {
  const deadline = expiryDeadline(invoice);
  return deadline !== null && now >= deadline && ctx.machines.Invoice.can(invoice, 'expire');
}

/** Expires every due invoice of the modes (both by default); returns how many moved. */
export async function expireInvoices(ctx: ServiceContext, modes: readonly Mode[] = MODES): Promise<number> {
  const states = expirableStates(ctx);
  let expired = 0;
  for (const mode of modes) {
    const now = ctx.clocks.of(mode).now();
    const due: string[] = [];
    for await (const page of scanPages(ctx.store, mode, 'invoices', states)) {
      for (const invoice of page) if (isDue(ctx, invoice, now)) due.push(invoice.id);
    }
    for (const id of due) if (await expireOne(ctx, mode, id)) expired++;
  }
  return expired;
}

async function expireOne(ctx: ServiceContext, mode: Mode, id: string): Promise<boolean> {
  return ctx.store.transaction(async (tx) => {
    const read = await invoices(tx).getForUpdate(mode, id);
    if (!read || !isDue(ctx, read.entity, ctx.clocks.of(mode).now())) return false;
    // expired when its deadline came, not when the sweep (or an advance of test mode's clock) got to it
    const expiredAt = expiryDeadline(read.entity) as number;
    const { entity } = await ctx.machines.Invoice.fire({ ...read.entity, expired_at: expiredAt }, 'expire', eventContext(tx, mode));
    // the row is locked, so the write cannot miss; if it did, throwing rolls the event back with it
    if (!(await invoices(tx).update(mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'invoice' });
    return true;
  });
}
