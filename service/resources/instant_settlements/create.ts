/**
 * Creating an instant settlement (spec createInstantSettlement): under the merchant's ledger lock
 * (ledger/entries.ts lockMerchant), the amount is checked against the INR balance not yet settled
 * and taken from its oldest funds (ledger/draw.ts), split into payouts with their fees
 * (payouts.ts), and moved to `in_transit` in the same transaction as the settlement's row: two
 * settlements, or a settlement and a refund, never spend the same funds.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { CreateInstantSettlementBody, InstantSettlement, InstantSettlementPayout } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { draw } from '../../ledger/draw.js';
import { drawableFunds, type Entry, lockMerchant, post } from '../../ledger/entries.js';
import type { Mode } from '../../store/store.js';
import { payoutDraft, splitAmount, totalsOf } from './payouts.js';

/** spec createInstantSettlement rule 4 */
const CURRENCY = 'INR';
/** spec createInstantSettlement rule 2: INR 1 */
const MINIMUM = 100;

export async function createInstantSettlement(ctx: ServiceContext, mode: Mode, body: CreateInstantSettlementBody): Promise<InstantSettlement> {
  const now = ctx.clocks.of(mode).now();
  return ctx.store.transaction(async (tx) => {
    const total = await lockMerchant(tx, mode, CURRENCY);
    const funds = await drawableFunds(tx, mode, CURRENCY, now, total);
    const full = body.settle_full_balance === true;
    // the body's anyOf makes one of the two present (CreateInstantSettlementBody)
    const amount = full ? total : (body.amount ?? 0);
    if (amount < MINIMUM) throw refuse('instant_settlement_below_minimum');
    const pieces = draw(amount, funds.available, funds.future, funds.by);
    if (!pieces) throw refuse('instant_settlement_above_balance');

    const ec = eventContext(tx, mode);
    const payouts: InstantSettlementPayout[] = [];
    for (const part of splitAmount(amount)) {
      payouts.push((await ctx.machines.InstantSettlementPayout.create(payoutDraft(part, now), 'create', ec)).entity as InstantSettlementPayout);
    }
    const draft: InstantSettlement = {
      id: newId(idPrefixes.InstantSettlement),
      entity: 'settlement.ondemand',
      amount_requested: amount,
      ...totalsOf(payouts),
      currency: CURRENCY,
      settle_full_balance: full,
      status: 'created',
      description: body.description ?? null,
      notes: body.notes ?? {},
      created_at: now,
      ondemand_payouts: { entity: 'collection', count: payouts.length, items: payouts },
    };
    const { entity: settlement } = await ctx.machines.InstantSettlement.create(draft, 'create', ec);
    await tx.entities('instant_settlements').insert(mode, settlement);
    // nothing is credited or reversed yet: what is pending is all in transit
    await post(tx, mode, {
      kind: 'instant_settlement',
      sourceId: settlement.id,
      currency: CURRENCY,
      at: now,
      entries: [
        ...pieces.map((p): Entry => ({ account: 'merchant', amount: -p.amount, settleAt: p.settleAt })),
        { account: 'in_transit', amount: settlement.amount_pending },
        { account: 'fees', amount: settlement.fees - settlement.tax },
        { account: 'tax', amount: settlement.tax },
      ],
    });
    return settlement;
  });
}
