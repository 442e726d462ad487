/**
 * Instant settlements (spec tag `instant_settlements`: createInstantSettlement,
 * listInstantSettlements, fetchInstantSettlement): created against the balance (create.ts),
 * carried to the bank by payouts (bank.ts). The payouts are stored inside their settlement and
 * shown with `expand[]=ondemand_payouts` (and always in the create answer).
 */
import { refuse } from '../../../generated/server/index.js';
import type { InstantSettlement } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { collection, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { createInstantSettlement } from './create.js';
import { withoutPayouts } from './payouts.js';

const shown = (expand: readonly string[] | undefined) => (settlement: InstantSettlement) =>
  expand?.includes('ondemand_payouts') ? settlement : withoutPayouts(settlement);

export const resource = defineResource('instant_settlements', (ctx: ServiceContext) => ({
  createInstantSettlement: async ({ body, auth }) => createInstantSettlement(ctx, auth.mode, body),

  async listInstantSettlements({ query, auth }) {
    const items = await ctx.store.transaction((tx) => tx.entities('instant_settlements').list(auth.mode, page(query)), { readOnly: true });
    return collection(items.map(shown(query['expand[]'])));
  },

  async fetchInstantSettlement({ params, query, auth }) {
    const found = await ctx.store.transaction((tx) => tx.entities('instant_settlements').get(auth.mode, params.instant_settlement_id), { readOnly: true });
    if (!found) throw refuse('id_not_found', {}, { field: 'instant_settlement_id' });
    return shown(query['expand[]'])(found);
  },
}));
