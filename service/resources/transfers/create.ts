/**
 * Creating transfers (spec createPaymentTransfers, createTransfer): each one `pending`, its
 * amount out of the merchant's balance in the same transaction (money.ts). A payment's transfers
 * are decided under the payment's row lock, the lock its refunds and disputes take too, so what
 * they carry never exceeds what is left of it, however many requests race.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { CreateTransferBody, Payment, Transfer } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';
import { claimedByDisputes, disputesOf } from '../disputes/opening.js';
import { linkedAccounts } from '../linked_accounts/records.js';
import { postTransferOut } from './money.js';
import { carried, transfers, transfersOf } from './records.js';

/** The recipient of a transfer: a linked account of the mode, not suspended (createPaymentTransfers rule 2). */
export async function checkRecipient(tx: Tx, mode: Mode, accountId: string, field: string): Promise<void> {
  const account = await linkedAccounts(tx).get(mode, accountId);
  if (!account) throw refuse('linked_account_not_found', {}, { field });
  if (account.status === 'suspended') throw refuse('transfer_account_suspended', {}, { field });
}

/** One transfer created `pending`, its money out of the balance. */
async function createOne(ctx: ServiceContext, tx: Tx, mode: Mode, source: string, request: CreateTransferBody, field: string): Promise<Transfer> {
  const now = ctx.clocks.of(mode).now();
  const draft: Transfer = {
    id: newId(idPrefixes.Transfer),
    entity: 'transfer',
    status: 'pending',
    source,
    recipient: request.account,
    amount: request.amount,
    currency: request.currency,
    amount_reversed: 0,
    fees: 0,
    tax: 0,
    notes: request.notes ?? {},
    linked_account_notes: request.linked_account_notes ?? [],
    on_hold: request.on_hold === true || request.on_hold === 1,
    on_hold_until: request.on_hold_until ?? null,
    settlement_status: null,
    recipient_settlement_id: null,
    created_at: now,
    processed_at: null,
    error: null,
  };
  const { entity } = await ctx.machines.Transfer.create(draft, 'create', eventContext(tx, mode));
  await transfers(tx).insert(mode, entity);
  await postTransferOut(tx, mode, entity, now, field);
  return entity;
}

/** createPaymentTransfers: all of them or none. */
export function createPaymentTransfers(ctx: ServiceContext, mode: Mode, paymentId: string, requests: readonly CreateTransferBody[]): Promise<Transfer[]> {
  return ctx.store.transaction(async (tx) => {
    const locked = await tx.entities('payments').getForUpdate(mode, paymentId);
    if (!locked) throw refuse('id_not_found', {}, { field: 'payment_id' });
    return makePaymentTransfers(ctx, tx, mode, locked.entity, requests);
  });
}

/**
 * A captured payment's transfers (createPaymentTransfers rules 1 to 6), in the caller's
 * transaction, with the payment's row locked by it: also the order's transfers made at its
 * payment's capture (createOrder rule 5, order-transfers.ts).
 */
export async function makePaymentTransfers(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  payment: Payment,
  requests: readonly CreateTransferBody[],
): Promise<Transfer[]> {
  if (payment.status !== 'captured') throw refuse('transfer_payment_not_captured'); // rule 1
  // rule 4: what is left of the payment
  let left =
    payment.amount -
    (payment.amount_refunded ?? 0) -
    claimedByDisputes(await disputesOf(tx, mode, payment.id)) -
    carried(await transfersOf(tx, mode, payment.id));
  const made: Transfer[] = [];
  for (const [i, request] of requests.entries()) {
    await checkRecipient(tx, mode, request.account, `transfers[${i}].account`);
    if (request.currency !== payment.currency) throw refuse('transfer_currency_mismatch', { source: 'payment' }, { field: `transfers[${i}].currency` }); // rule 3
    if (request.amount > left) throw refuse('transfer_above_payment', {}, { field: `transfers[${i}].amount` });
    left -= request.amount;
    made.push(await createOne(ctx, tx, mode, payment.id, request, `transfers[${i}].amount`));
  }
  return made;
}

/** createTransfer: from the balance; `source` is the merchant's own account. */
export function createDirectTransfer(ctx: ServiceContext, mode: Mode, request: CreateTransferBody): Promise<Transfer> {
  return ctx.store.transaction(async (tx) => {
    await checkRecipient(tx, mode, request.account, 'account');
    return createOne(ctx, tx, mode, ctx.accountId(mode), request, 'amount');
  });
}
