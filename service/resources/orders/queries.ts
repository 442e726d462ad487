/**
 * GET /orders with `authorized`: "`1`: only orders with an authorized payment; `0`: only orders
 * without one." A payment counts once the bank approved it: its status is `authorized` or any
 * state the Payment machine can reach from there (captured, refunded), taken from the spec's
 * machine rather than listed here.
 */
import type { Kysely } from 'kysely';
import { type MachineState, machineDefinitions } from '../../../generated/server/index.js';
import type { Order } from '../../../generated/types/index.js';
import type { Database } from '../../store/schema.js';
import type { ListQuery, Mode, Tx } from '../../store/store.js';

/** `from` and every state reachable from it through the machine's transitions. */
export function reachableStates<S extends string>(transitions: ReadonlyArray<{ from: S | null; to: S }>, from: S): S[] {
  const seen = new Set<S>([from]);
  const queue = [from];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const t of transitions) {
      if (t.from === state && !seen.has(t.to)) {
        seen.add(t.to);
        queue.push(t.to);
      }
    }
  }
  return [...seen];
}

const AUTHORIZED: MachineState<'Payment'> = 'authorized';
export const APPROVED_PAYMENT_STATES = reachableStates<MachineState<'Payment'>>(machineDefinitions.Payment.transitions, AUTHORIZED);

export interface OrderListFilter extends Pick<ListQuery, 'from' | 'to' | 'count' | 'skip'> {
  receipt?: string;
  authorized: boolean;
}

/** A page of orders, newest first, with or without an approved payment. */
export async function listOrdersByAuthorization(tx: Tx, mode: Mode, filter: OrderListFilter): Promise<Order[]> {
  const db: Kysely<Database> = tx.db;
  let select = db.selectFrom('orders').select('orders.data').where('orders.mode', '=', mode);
  if (filter.from !== undefined) select = select.where('orders.created_at', '>=', filter.from);
  if (filter.to !== undefined) select = select.where('orders.created_at', '<=', filter.to);
  if (filter.receipt !== undefined) select = select.where('orders.receipt', '=', filter.receipt);
  select = select.where(({ exists, not, selectFrom }) => {
    const approved = selectFrom('payments')
      .select('payments.id')
      .whereRef('payments.order_id', '=', 'orders.id')
      .where('payments.mode', '=', mode)
      .where('payments.status', 'in', APPROVED_PAYMENT_STATES);
    return filter.authorized ? exists(approved) : not(exists(approved));
  });
  const rows = await select
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(filter.count ?? 10)
    .offset(filter.skip ?? 0)
    .execute();
  return rows.map((row) => JSON.parse(row.data) as Order);
}
