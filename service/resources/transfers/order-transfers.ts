/**
 * Transfers asked for with an order (spec createOrder rules 4 and 5, the reference's Route
 * "transfers via orders"): checked when the order is created, kept beside it, and made from the
 * order's payment when it is captured, registered with the payment core as an after-capture
 * hook (payments/after-capture.ts, ServiceContext.afterCapture).
 *
 * They are kept in a table of their own (`order_transfers`, store/migrations.ts), not on the
 * Order: the stored Order is what the API answers with, and the Order shows transfers only
 * through fetchOrder's `expand[]=transfers` (the ones made). The row's `payment_id` says which
 * payment made them; claiming it with a conditional update lets only the first captured payment
 * of the order make them, however many captures race.
 */
import { refuse } from '../../../generated/server/index.js';
import type { CreateOrderBody, CreateTransferBody } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { AfterCapture } from '../../payments/after-capture.js';
import type { Mode, Tx } from '../../store/store.js';
import { checkRecipient, makePaymentTransfers } from './create.js';

type OrderTransfers = NonNullable<CreateOrderBody['transfers']>;

/** createOrder rule 4: accounts of the mode and active, the order's currency, at most its amount, paid whole. */
export async function checkOrderTransfers(tx: Tx, mode: Mode, body: CreateOrderBody, requests: OrderTransfers): Promise<void> {
  if (body.partial_payment === true) throw refuse('order_transfers_partial', {}, { field: 'transfers' });
  let sum = 0;
  for (const [i, request] of requests.entries()) {
    await checkRecipient(tx, mode, request.account, `transfers[${i}].account`);
    if (request.currency !== body.currency) throw refuse('transfer_currency_mismatch', { source: 'order' }, { field: `transfers[${i}].currency` });
    sum += request.amount;
    if (sum > body.amount) throw refuse('order_transfers_above_amount', {}, { field: `transfers[${i}].amount` });
  }
}

/** Kept with the order, in the order's transaction, until its payment is captured. */
export async function keepOrderTransfers(tx: Tx, mode: Mode, orderId: string, requests: OrderTransfers, now: number): Promise<void> {
  await tx.sql.run('INSERT INTO order_transfers (mode, order_id, transfers, payment_id, created_at) VALUES (?, ?, ?, NULL, ?)', [
    mode,
    orderId,
    JSON.stringify(requests),
    now,
  ]);
}

/**
 * createOrder rule 5, after the capture of a payment of an order: the first one claims the
 * order's transfers (the row's payment_id, set once) and makes them as createPaymentTransfers
 * would; a refusal refuses the capture, whose transaction this is.
 */
export const makeOrderTransfers: AfterCapture<ServiceContext> = async (ctx, ec, payment) => {
  if (!payment.order_id) return;
  const { tx, mode } = ec;
  const claimed = await tx.sql.run('UPDATE order_transfers SET payment_id = ? WHERE mode = ? AND order_id = ? AND payment_id IS NULL', [
    payment.id,
    mode,
    payment.order_id,
  ]);
  if (claimed !== 1) return;
  const row = await tx.sql.get<{ transfers: string }>('SELECT transfers FROM order_transfers WHERE mode = ? AND order_id = ?', [mode, payment.order_id]);
  if (!row) return;
  const requests = JSON.parse(row.transfers) as CreateTransferBody[];
  await makePaymentTransfers(ctx, tx, mode, payment, requests);
};
