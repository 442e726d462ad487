/**
 * Disputes (spec tag `disputes`: listDisputes, fetchDispute, acceptDispute, contestDispute):
 * raised by the bank (opening.ts), answered by the merchant and decided by the network or by
 * time (lifecycle.ts), with the money held and returned or lost in the ledger (money.ts).
 */
import { refuse } from '../../../generated/server/index.js';
import type { Dispute, Payment } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { Mode, Tx } from '../../store/store.js';
import { collection, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { acceptDispute, contestDispute } from './lifecycle.js';

/** `expand[]=payment` (listDisputes rule 2, fetchDispute rule 1): the disputed Payment as `payment`. */
async function expanded(tx: Tx, mode: Mode, disputes: Dispute[], expand: readonly string[] | undefined): Promise<Dispute[]> {
  if (!expand?.includes('payment')) return disputes;
  const payments = new Map<string, Payment | undefined>();
  for (const d of disputes) if (!payments.has(d.payment_id)) payments.set(d.payment_id, await tx.entities('payments').get(mode, d.payment_id));
  return disputes.map((d) => {
    const payment = payments.get(d.payment_id);
    return payment ? { ...d, payment } : d;
  });
}

export const resource = defineResource('disputes', (ctx: ServiceContext) => ({
  async listDisputes({ query, auth }) {
    const items = await ctx.store.transaction(
      async (tx) => expanded(tx, auth.mode, await tx.entities('disputes').list(auth.mode, page(query)), query['expand[]']),
      { readOnly: true },
    );
    return collection(items);
  },

  async fetchDispute({ params, query, auth }) {
    const [found] = await ctx.store.transaction(
      async (tx) => {
        const dispute = await tx.entities('disputes').get(auth.mode, params.dispute_id);
        return dispute ? expanded(tx, auth.mode, [dispute], query['expand[]']) : [];
      },
      { readOnly: true },
    );
    if (!found) throw refuse('id_not_found', {}, { field: 'dispute_id' });
    return found;
  },

  acceptDispute: async ({ params, auth }) => acceptDispute(ctx, auth.mode, params.dispute_id),
  contestDispute: async ({ params, body, auth }) => contestDispute(ctx, auth.mode, params.dispute_id, body),
}));
