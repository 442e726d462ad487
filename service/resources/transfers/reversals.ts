/**
 * Reversals (spec reverseTransfer, listTransferReversals; refundPayment rule 7's reverse_all): a
 * processed transfer's money taken back from the linked account to the merchant, under the
 * transfer's row lock and the ledger's locks (money.ts postReversal), conditional on its version.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Notes, Reversal, Transfer } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';
import { failTransfer, PAYMENT_REFUNDED } from './bank.js';
import { postReversal } from './money.js';
import { lockTransfer, settlementStatus, transfers } from './records.js';

export interface ReversalRequest {
  amount?: number;
  notes?: Notes;
  /** the refund that reverses it (reverse_all) */
  refundId?: string;
}

/** Reverses (part of) a locked transfer, in the caller's transaction. */
export async function reverseLocked(ctx: ServiceContext, tx: Tx, mode: Mode, locked: Versioned<Transfer>, request: ReversalRequest): Promise<Reversal> {
  const transfer = locked.entity;
  if (transfer.status !== 'processed' && transfer.status !== 'partially_reversed') throw refuse('transfer_not_reversible', { status: transfer.status }); // rule 1
  const left = transfer.amount - transfer.amount_reversed;
  const amount = request.amount ?? left;
  if (amount > left) throw refuse('reversal_above_transfer'); // rule 2
  const now = ctx.clocks.of(mode).now();
  await postReversal(tx, mode, transfer, amount, now); // rule 3
  const reversal: Reversal = {
    id: newId(idPrefixes.Reversal),
    entity: 'reversal',
    transfer_id: transfer.id,
    amount,
    fee: 0,
    tax: 0,
    currency: transfer.currency,
    notes: request.notes ?? {},
    initiator_id: ctx.accountId(mode),
    customer_refund_id: request.refundId ?? null,
    created_at: now,
  };
  await tx.entities('reversals').insert(mode, reversal);
  const moved = { ...transfer, amount_reversed: transfer.amount_reversed + amount };
  const { entity } = await ctx.machines.Transfer.fire(moved, amount === left ? 'reverse' : 'reverse_partially', eventContext(tx, mode));
  const next = { ...entity, settlement_status: settlementStatus(entity) };
  if (!(await transfers(tx).update(mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'transfer' });
  return reversal;
}

export function reverseTransfer(ctx: ServiceContext, mode: Mode, id: string, request: ReversalRequest): Promise<Reversal> {
  return ctx.store.transaction(async (tx) => reverseLocked(ctx, tx, mode, await lockTransfer(tx, mode, id), request));
}

/** refundPayment rule 7, `reverse_all`: every transfer of the payment undone in full (a pending one failed), in the refund's transaction. */
export async function undoTransfers(ctx: ServiceContext, tx: Tx, mode: Mode, list: readonly Transfer[], refundId: string): Promise<void> {
  for (const transfer of list) {
    if (transfer.status === 'failed' || transfer.status === 'reversed') continue;
    const locked = await lockTransfer(tx, mode, transfer.id);
    if (locked.entity.status === 'pending') await failTransfer(ctx, tx, mode, locked, PAYMENT_REFUNDED);
    else await reverseLocked(ctx, tx, mode, locked, { refundId });
  }
}
