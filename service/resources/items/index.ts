/**
 * Catalogue items (spec tag `items`): create, fetch, list (`active` filter), update, delete; the
 * record and its amount rules are records.ts's.
 */

import { refuse } from '../../../generated/server/index.js';
import type { Item } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { Mode, Tx } from '../../store/store.js';
import { collectionText, page } from '../collection.js';
import { listWithMembers } from '../entity-json.js';
import { defineResource } from '../resource.js';
import { checkItemAmount, newItemRecord } from './records.js';
import { itemUsed } from './uses.js';

const items = (tx: Tx) => tx.entities('items');

async function requireItem(tx: Tx, mode: Mode, id: string) {
  const found = await items(tx).getForUpdate(mode, id);
  if (!found) throw refuse('id_not_found', {}, { field: 'item_id' });
  return found;
}

export const resource = defineResource('items', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async createItem({ body, auth }) {
      checkItemAmount(body.amount, body.currency);
      const item = newItemRecord(body, ctx.clocks.of(auth.mode).now());
      await store.transaction((tx) => items(tx).insert(auth.mode, item));
      return item;
    },

    async fetchItem({ params, auth }) {
      return store.transaction(
        async (tx) => {
          const item = await items(tx).get(auth.mode, params.item_id);
          if (!item) throw refuse('id_not_found', {}, { field: 'item_id' });
          return item;
        },
        { readOnly: true },
      );
    },

    async listItems({ query, auth }) {
      const found = await store.transaction(
        (tx) =>
          query.active === undefined
            ? items(tx).listData(auth.mode, page(query))
            : listWithMembers<Item>(tx, 'items', auth.mode, page(query), [['active', query.active === '1']]).then((found) =>
                found.map((item) => JSON.stringify(item)),
              ),
        { readOnly: true },
      );
      return collectionText(found);
    },

    async updateItem({ params, body, auth }) {
      return store.transaction(async (tx) => {
        const { entity, version } = await requireItem(tx, auth.mode, params.item_id);
        const next: Item = { ...entity, ...body };
        if (body.amount !== undefined) next.unit_amount = body.amount;
        if (body.amount !== undefined || body.currency !== undefined) checkItemAmount(next.amount, next.currency);
        if (!(await items(tx).update(auth.mode, next, { expectVersion: version }))) throw refuse('concurrent_update', { entity: 'item' });
        return next;
      });
    },

    async deleteItem({ params, auth }) {
      await store.transaction(async (tx) => {
        await requireItem(tx, auth.mode, params.item_id);
        // DELETE /items/{id}: "An item already used on an invoice cannot be deleted"
        if (await itemUsed(tx, auth.mode, params.item_id)) throw refuse('item_in_use');
        await items(tx).delete(auth.mode, params.item_id);
      });
      return [];
    },
  };
});
