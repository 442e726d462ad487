/**
 * Plans (spec tag `plans`: createPlan, fetchPlan, listPlans): the item billed once every
 * `interval` `period`s. The schema holds createPlan rules 1 and 4 (period, interval ≥ 1 and ≥ 7
 * when daily, no other fields); rule 2 (the currency's minimum) is checked here; a plan is never
 * changed (rule 3), so it has no machine and no update. Its item is also written to the catalogue
 * (an `item_` id fetchItem finds, as every item id of the interface is), while the plan keeps its
 * own copy: editing or deleting that catalogue item never changes what the plan bills.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Plan } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { newId } from '../../ids.js';
import type { Tx } from '../../store/store.js';
import { collectionText, entityText, page } from '../collection.js';
import { checkItemAmount, newItemRecord } from '../items/records.js';
import { defineResource } from '../resource.js';

const plans = (tx: Tx) => tx.entities('plans');

export const resource = defineResource('plans', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async createPlan({ body, auth }) {
      checkItemAmount(body.item.amount, body.item.currency, 'item.amount');
      const now = ctx.clocks.of(auth.mode).now();
      const plan: Plan = {
        id: newId(idPrefixes.Plan),
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: newItemRecord(body.item, now),
        notes: body.notes ?? {},
        created_at: now,
      };
      await store.transaction(async (tx) => {
        await tx.entities('items').insert(auth.mode, plan.item);
        await plans(tx).insert(auth.mode, plan);
      });
      return plan;
    },

    async fetchPlan({ params, auth }) {
      const plan = await store.transaction((tx) => plans(tx).getData(auth.mode, params.plan_id), { readOnly: true });
      if (plan === undefined) throw refuse('id_not_found', {}, { field: 'plan_id' });
      return entityText(plan);
    },

    async listPlans({ query, auth }) {
      return collectionText<Plan>(await store.transaction((tx) => plans(tx).listData(auth.mode, page(query)), { readOnly: true }));
    },
  };
});
