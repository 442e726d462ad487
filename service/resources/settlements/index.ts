/**
 * Settlements (spec tag `settlements`: listSettlements, fetchSettlement, fetchSettlementRecon):
 * formed by the settlement cycle (cycle.ts) and answered by the bank (bank.ts); the report read
 * from the ledger (recon.ts).
 */
import { refuse } from '../../../generated/server/index.js';
import type { ServiceContext } from '../../context.js';
import { collection, collectionText, entityText, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { reconReport } from './recon.js';

export const resource = defineResource('settlements', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async listSettlements({ query, auth }) {
      // rule 3: a linked account's settlements, or the merchant's own (no account_id)
      const where = { account_id: query.account_id ?? null };
      return collectionText(await store.transaction((tx) => tx.entities('settlements').listData(auth.mode, { ...page(query), where }), { readOnly: true }));
    },

    async fetchSettlement({ params, auth }) {
      const data = await store.transaction((tx) => tx.entities('settlements').getData(auth.mode, params.settlement_id), { readOnly: true });
      if (data === undefined) throw refuse('id_not_found', {}, { field: 'settlement_id' });
      return entityText(data);
    },

    async fetchSettlementRecon({ query, auth }) {
      return collection(await store.transaction((tx) => reconReport(tx, auth.mode, query), { readOnly: true }));
    },
  };
});
