/**
 * Invoice expiry (spec Invoice x-state-machine `expire`: issued -> expired when "unpaid 60 days
 * after being sent"; spec Invoice.expire_by: "Unset, an unpaid invoice expires 60 days after it
 * is sent").
 *
 * `expireInvoices(ctx)` is the sweep the scheduler runs: every invoice in a state the Invoice
 * machine lets `expire` whose deadline has come (on the mode's clock, `ctx.clocks`) moves to
 * `expired` through the machine, which writes `invoice.expired` into the outbox in the same
 * transaction. The due invoices are read from the `due_at` index (`invoiceDueAt`), and each is
 * re-read under its row lock before it moves (due-sweep.ts).
 */
import { machineDefinitions } from '../../../generated/server/index.js';
import type { Invoice } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { type DeadlineMove, fireAtDeadline, sweepDue } from '../../due-sweep.js';
import type { Mode } from '../../store/store.js';

export const UNPAID_LIFETIME_SECONDS = 60 * 24 * 60 * 60;
const MODES: readonly Mode[] = ['test', 'live'];

/** The states the spec lets `expire` move an invoice out of (issued, partially_paid). */
const EXPIRABLE: readonly string[] = machineDefinitions.Invoice.transitions
  .filter((t) => t.trigger === 'expire' && t.from !== null)
  .map((t) => t.from as string);

/** When the unpaid invoice expires: its expire_by, else 60 days after it was sent; null while never sent. */
export function expiryDeadline(invoice: Pick<Invoice, 'expire_by' | 'issued_at'>): number | null {
  if (typeof invoice.expire_by === 'number') return invoice.expire_by;
  return invoice.issued_at === null ? null : invoice.issued_at + UNPAID_LIFETIME_SECONDS;
}

/** The invoice's schedule (service/schedules.ts): its expiry, while it can expire. */
export function invoiceDueAt(invoice: Invoice): number | null {
  return EXPIRABLE.includes(invoice.status) ? expiryDeadline(invoice) : null;
}

/** Expires every due invoice of the modes (both by default); returns how many moved. */
export async function expireInvoices(ctx: ServiceContext, modes: readonly Mode[] = MODES): Promise<number> {
  const move: DeadlineMove<'invoices', 'expire'> = {
    kind: 'invoices',
    machine: ctx.machines.Invoice,
    trigger: 'expire',
    deadline: expiryDeadline,
    // expired when its deadline came, not when the sweep (or an advance of test mode's clock) got to it
    stamp: (invoice, at) => ({ ...invoice, expired_at: at }),
    label: 'invoice',
  };
  let expired = 0;
  for (const mode of modes) {
    expired += await sweepDue(ctx.store, mode, 'invoices', ctx.clocks.of(mode).now(), (id) => fireAtDeadline(ctx, mode, id, move));
  }
  return expired;
}
