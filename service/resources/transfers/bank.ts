/**
 * The bank's side of a transfer (spec Transfer x-state-machine `process`, `fail`;
 * processTestTransfer): a `pending` transfer is processed (the linked account is credited) or
 * failed (the money is back with the merchant), under the transfer's row lock, conditional on its
 * version. A transfer whose linked account was suspended since it was made fails. Test mode's
 * simulated bank processes each on its next pass at least TEST_TRANSFER_DELAY_SECONDS after it
 * was made (a time-driven job); processTestTransfer answers now.
 */
import { Refusal, refuse } from '../../../generated/server/index.js';
import type { Transfer } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { sweepDue } from '../../due-sweep.js';
import { eventContext } from '../../events.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';
import { linkedAccounts } from '../linked_accounts/records.js';
import { postTransferCredit, postTransferReturn } from './money.js';
import { dueAt, lockTransfer, settlementStatus, transfers } from './records.js';

/** processTestTransfer: the simulated bank processes a transfer this long after it was made. */
export const TEST_TRANSFER_DELAY_SECONDS = 60;

const BANK_FAILED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'The bank could not process the transfer.',
  reason: 'transfer_failed_by_bank',
  field: null,
  step: 'transfer_processing',
  source: 'bank',
} as const;

const ACCOUNT_SUSPENDED = { ...BANK_FAILED, description: 'The linked account was suspended.', reason: 'linked_account_suspended', source: 'business' } as const;

/** refundPayment rule 7: a pending transfer failed by a refund with reverse_all. */
export const PAYMENT_REFUNDED = {
  ...BANK_FAILED,
  description: 'The payment was refunded with reverse_all before the transfer was processed.',
  reason: 'payment_refunded',
  source: 'business',
} as const;

/** A pending transfer failed: its money back with the merchant, `transfer.failed`. In the caller's transaction. */
export async function failTransfer(ctx: ServiceContext, tx: Tx, mode: Mode, locked: Versioned<Transfer>, error: Transfer['error']): Promise<Transfer> {
  const now = ctx.clocks.of(mode).now();
  const { entity } = await ctx.machines.Transfer.fire({ ...locked.entity, error }, 'fail', eventContext(tx, mode));
  await postTransferReturn(tx, mode, entity, now);
  if (!(await transfers(tx).update(mode, entity, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'transfer' });
  return entity;
}

/** The bank's answer on one pending transfer. */
export function answerTransfer(ctx: ServiceContext, mode: Mode, id: string, outcome: 'processed' | 'failed'): Promise<Transfer> {
  return ctx.store.transaction(async (tx) => {
    const locked = await lockTransfer(tx, mode, id);
    if (locked.entity.status !== 'pending') throw refuse('transfer_not_processable', { status: locked.entity.status });
    if (outcome === 'failed') return failTransfer(ctx, tx, mode, locked, BANK_FAILED);
    const recipient = await linkedAccounts(tx).get(mode, locked.entity.recipient);
    if (recipient?.status !== 'created') return failTransfer(ctx, tx, mode, locked, ACCOUNT_SUSPENDED);
    const now = ctx.clocks.of(mode).now();
    const processed = { ...locked.entity, processed_at: now };
    const { entity } = await ctx.machines.Transfer.fire(
      { ...processed, settlement_status: settlementStatus({ ...processed, status: 'processed' }) },
      'process',
      eventContext(tx, mode),
    );
    await postTransferCredit(tx, mode, entity, now, dueAt(mode, entity, now));
    if (!(await transfers(tx).update(mode, entity, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'transfer' });
    return entity;
  });
}

/** The transfer's schedule (service/schedules.ts): the bank's pass after its delay, while it is pending. */
export function transferDueAt(transfer: Transfer): number | null {
  return transfer.status === 'pending' ? transfer.created_at + TEST_TRANSFER_DELAY_SECONDS : null;
}

/** The time-driven job: every pending transfer made at least the bank's delay ago is processed. Returns how many. */
export function processDueTransfers(ctx: ServiceContext, mode: Mode): Promise<number> {
  return sweepDue(ctx.store, mode, 'transfers', ctx.clocks.of(mode).now(), async (id) => {
    try {
      await answerTransfer(ctx, mode, id, 'processed');
      return true;
    } catch (error) {
      // answered meanwhile (processTestTransfer, another process): nothing to do
      if (!(error instanceof Refusal && error.key === 'transfer_not_processable')) throw error;
      return false;
    }
  });
}
