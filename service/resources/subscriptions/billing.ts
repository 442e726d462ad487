/**
 * What the gateway keeps of a subscription besides the spec's fields (table
 * `subscription_billing`, store/migrations.ts): the mandate's card token, the schedule's anchor
 * (cycles.ts), the cycle being charged (its invoice and order, since when, how many attempts),
 * a cancellation at cycle end (cancelSubscription rule 3), the update stored for the cycle's end
 * (updateSubscription rule 3) and the add-ons of the first charge (createSubscription rule 6).
 * Read and written only in a transaction holding the subscription's row lock.
 */
import type { CreateSubscriptionBody, UpdateSubscriptionBody } from '../../../generated/types/index.js';
import type { Mode, Tx } from '../../store/store.js';

export type Addons = NonNullable<CreateSubscriptionBody['addons']>;
/** an update stored with `schedule_change_at: cycle_end`, as it was sent */
export type ScheduledChange = Omit<UpdateSubscriptionBody, 'schedule_change_at'>;

export interface Billing {
  token: { token_id: string; last4: string; network: string } | null;
  /** the start of the cycle the schedule counts from; null before the first */
  anchorAt: number | null;
  /** cycles started so far */
  cycle: number;
  /** the unpaid invoice of the cycle being charged */
  outstanding: { invoiceId: string; orderId: string; since: number } | null;
  /** failed attempts at the outstanding invoice */
  attempts: number;
  cancelAtCycleEnd: boolean;
  scheduledChange: ScheduledChange | null;
  addons: Addons | null;
}

interface Row {
  token_id: string | null;
  card_last4: string | null;
  card_network: string | null;
  anchor_at: number | string | null;
  cycle: number | string;
  outstanding_invoice_id: string | null;
  outstanding_order_id: string | null;
  outstanding_since: number | string | null;
  attempts: number | string;
  cancel_at_cycle_end: number | string;
  scheduled_change: string | null;
  addons: string | null;
}

export const NEW_BILLING: Billing = Object.freeze({
  token: null,
  anchorAt: null,
  cycle: 0,
  outstanding: null,
  attempts: 0,
  cancelAtCycleEnd: false,
  scheduledChange: null,
  addons: null,
});

// PostgreSQL returns bigint columns as strings (node-postgres keeps 64-bit integers exact)
const int = (value: number | string): number => Number(value);
const intOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export async function readBilling(tx: Tx, mode: Mode, subscriptionId: string): Promise<Billing> {
  const row = await tx.sql.get<Row>(
    `SELECT token_id, card_last4, card_network, anchor_at, cycle, outstanding_invoice_id, outstanding_order_id, outstanding_since,
            attempts, cancel_at_cycle_end, scheduled_change, addons
       FROM subscription_billing WHERE mode = ? AND subscription_id = ?`,
    [mode, subscriptionId],
  );
  if (!row) return NEW_BILLING;
  return {
    token: row.token_id && row.card_last4 && row.card_network ? { token_id: row.token_id, last4: row.card_last4, network: row.card_network } : null,
    anchorAt: intOrNull(row.anchor_at),
    cycle: int(row.cycle),
    outstanding:
      row.outstanding_invoice_id && row.outstanding_order_id
        ? { invoiceId: row.outstanding_invoice_id, orderId: row.outstanding_order_id, since: int(row.outstanding_since ?? 0) }
        : null,
    attempts: int(row.attempts),
    cancelAtCycleEnd: int(row.cancel_at_cycle_end) === 1,
    scheduledChange: row.scheduled_change ? (JSON.parse(row.scheduled_change) as ScheduledChange) : null,
    addons: row.addons ? (JSON.parse(row.addons) as Addons) : null,
  };
}

export async function writeBilling(tx: Tx, mode: Mode, subscriptionId: string, billing: Billing): Promise<void> {
  await tx.sql.run(
    `INSERT INTO subscription_billing (mode, subscription_id, token_id, card_last4, card_network, anchor_at, cycle, outstanding_invoice_id,
            outstanding_order_id, outstanding_since, attempts, cancel_at_cycle_end, scheduled_change, addons)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (mode, subscription_id) DO UPDATE SET token_id = excluded.token_id, card_last4 = excluded.card_last4,
            card_network = excluded.card_network, anchor_at = excluded.anchor_at, cycle = excluded.cycle,
            outstanding_invoice_id = excluded.outstanding_invoice_id, outstanding_order_id = excluded.outstanding_order_id,
            outstanding_since = excluded.outstanding_since, attempts = excluded.attempts, cancel_at_cycle_end = excluded.cancel_at_cycle_end,
            scheduled_change = excluded.scheduled_change, addons = excluded.addons`,
    [
      mode,
      subscriptionId,
      billing.token?.token_id ?? null,
      billing.token?.last4 ?? null,
      billing.token?.network ?? null,
      billing.anchorAt,
      billing.cycle,
      billing.outstanding?.invoiceId ?? null,
      billing.outstanding?.orderId ?? null,
      billing.outstanding?.since ?? null,
      billing.attempts,
      billing.cancelAtCycleEnd ? 1 : 0,
      billing.scheduledChange ? JSON.stringify(billing.scheduledChange) : null,
      billing.addons ? JSON.stringify(billing.addons) : null,
    ],
  );
}
