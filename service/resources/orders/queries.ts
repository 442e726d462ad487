/**
 * GET /orders with `authorized`: "`1`: only orders with an authorized payment; `0`: only orders
 * without one." A payment counts once the bank approved it: its status is `authorized` or any
 * state the Payment machine can reach from there (captured, refunded), taken from the spec's
 * machine rather than listed here.
 */
import { type MachineState, machineDefinitions } from '../../../generated/server/index.js';
import { modeWindow, placeholders } from '../../store/sql.js';
import type { ListQuery, Mode, SqlValue, Tx } from '../../store/store.js';

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

/** A page of orders, newest first, with or without an approved payment: their stored JSON texts, to send as they are. */
export async function listOrdersByAuthorization(tx: Tx, mode: Mode, filter: OrderListFilter): Promise<string[]> {
  const window = modeWindow(mode, filter, 'o');
  let where = window.sql;
  const values: SqlValue[] = window.values;
  if (filter.receipt !== undefined) {
    where += ' AND o.receipt = ?';
    values.push(filter.receipt);
  }
  const approved = `SELECT p.id FROM payments p WHERE p.order_id = o.id AND p.mode = ? AND p.status IN (${placeholders(APPROVED_PAYMENT_STATES.length)})`;
  where += ` AND ${filter.authorized ? '' : 'NOT '}EXISTS (${approved})`;
  values.push(mode, ...APPROVED_PAYMENT_STATES);
  return tx.sql.column<string>(`SELECT o.data FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`, [
    ...values,
    filter.count ?? 10,
    filter.skip ?? 0,
  ]);
}
