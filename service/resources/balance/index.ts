/**
 * The balance (spec fetchBalance): the merchant's account in the ledger, per currency, split into
 * what is due for settlement by now (`available`) and what falls due later (`pending`).
 */
import type { Balance } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { merchantBalances, merchantFunds } from '../../ledger/entries.js';
import { defineResource } from '../resource.js';

export const resource = defineResource('balance', (ctx: ServiceContext) => ({
  async fetchBalance({ auth }) {
    const now = ctx.clocks.of(auth.mode).now();
    return ctx.store.transaction(
      async (tx): Promise<Balance> => {
        const balances: Balance['balances'] = [];
        for (const { currency, balance } of await merchantBalances(tx, auth.mode)) {
          const funds = await merchantFunds(tx, auth.mode, currency, now, balance);
          balances.push({ currency: currency as Balance['balances'][number]['currency'], available: funds.available, pending: funds.pending });
        }
        return { entity: 'balance', balances };
      },
      { readOnly: true },
    );
  },
}));
