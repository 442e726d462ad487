/**
 * Transfers (spec tag `transfers`: createPaymentTransfers, listPaymentTransfers, createTransfer,
 * listTransfers, fetchTransfer, updateTransfer, reverseTransfer, listTransferReversals): money to
 * linked accounts (create.ts), processed by the bank (bank.ts), taken back (reversals.ts), with
 * every movement in the ledger (money.ts).
 */
import { refuse } from '../../../generated/server/index.js';
import type { Transfer } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { collection, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { createDirectTransfer, createPaymentTransfers } from './create.js';
import { postHoldChange } from './money.js';
import { asSettled, dueAt, lockTransfer, settlementStatus, transfers, transfersOf, withRecipientSettlement } from './records.js';
import { reverseTransfer } from './reversals.js';

export const resource = defineResource('transfers', (ctx: ServiceContext) => ({
  createPaymentTransfers: async ({ params, body, auth }) => collection(await createPaymentTransfers(ctx, auth.mode, params.payment_id, body.transfers)),

  async listPaymentTransfers({ params, auth }) {
    const items = await ctx.store.transaction(
      async (tx) => {
        if (!(await tx.entities('payments').get(auth.mode, params.payment_id))) throw refuse('id_not_found', {}, { field: 'payment_id' });
        return asSettled(tx, auth.mode, await transfersOf(tx, auth.mode, params.payment_id));
      },
      { readOnly: true },
    );
    return collection(items);
  },

  createTransfer: async ({ body, auth }) => createDirectTransfer(ctx, auth.mode, body),

  async listTransfers({ query, auth }) {
    return collection(
      await ctx.store.transaction(
        async (tx) =>
          withRecipientSettlement(tx, auth.mode, await asSettled(tx, auth.mode, await transfers(tx).list(auth.mode, page(query))), query['expand[]']),
        { readOnly: true },
      ),
    );
  },

  async fetchTransfer({ params, query, auth }) {
    const [found] = await ctx.store.transaction(
      async (tx) => {
        const transfer = await transfers(tx).get(auth.mode, params.transfer_id);
        return transfer ? withRecipientSettlement(tx, auth.mode, await asSettled(tx, auth.mode, [transfer]), query['expand[]']) : [];
      },
      { readOnly: true },
    );
    if (!found) throw refuse('id_not_found', {}, { field: 'transfer_id' });
    return found;
  },

  async updateTransfer({ params, body, auth }) {
    const mode = auth.mode;
    return ctx.store.transaction(async (tx) => {
      const locked = await lockTransfer(tx, mode, params.transfer_id);
      const current = locked.entity;
      const [shown] = await asSettled(tx, mode, [current]);
      // rule 2: settled, failed or fully reversed: nothing left to hold
      if (shown?.settlement_status === 'settled' || current.status === 'failed' || current.status === 'reversed') throw refuse('transfer_hold_locked');
      const now = ctx.clocks.of(mode).now();
      const hold = body.on_hold === true || body.on_hold === 1;
      const until = hold ? (body.on_hold_until ?? null) : body.on_hold_until !== undefined && body.on_hold_until > now ? body.on_hold_until : null;
      const next: Transfer = { ...current, on_hold: hold, on_hold_until: until };
      // a processed transfer's money on the linked account moves to its new due date (rule 1); released without a date: due at once
      if (current.status !== 'pending') {
        const to = hold ? dueAt(mode, next, now) : (until ?? now);
        await postHoldChange(tx, mode, current, dueAt(mode, current, current.processed_at ?? now), to, now);
      }
      const updated = { ...next, settlement_status: settlementStatus(next) };
      if (!(await transfers(tx).update(mode, updated, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'transfer' });
      return updated;
    });
  },

  reverseTransfer: async ({ params, body, auth }) => reverseTransfer(ctx, auth.mode, params.transfer_id, body ?? {}),

  async listTransferReversals({ params, auth }) {
    const items = await ctx.store.transaction(
      async (tx) => {
        if (!(await transfers(tx).get(auth.mode, params.transfer_id))) throw refuse('id_not_found', {}, { field: 'transfer_id' });
        return tx.entities('reversals').list(auth.mode, { where: { transfer_id: params.transfer_id }, count: 100 });
      },
      { readOnly: true },
    );
    return collection(items);
  },
}));
