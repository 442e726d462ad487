/**
 * Funds added to test mode's balance (spec createTestTopUp): checked as an order's amount is
 * (rule 1), moved by one ledger posting in the request's transaction (rule 2, ledger/postings.ts
 * postTopUp), and answered with the balance in that currency after them, read from the ledger as
 * fetchBalance reads it. The settlement cycle and the reconciliation report need nothing of their
 * own: the posting is a settlement line like any other (rule 3).
 */
import { idPrefixes, refusalFrom } from '../../../generated/server/index.js';
import { type CreateTestTopUpBody, currencyMinorUnits, type TestTopUp } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { newId } from '../../ids.js';
import { merchantFunds } from '../../ledger/entries.js';
import { postTopUp } from '../../ledger/postings.js';
import { validateAmountForCurrency } from '../../money/currency.js';

export async function topUpTestBalance(ctx: ServiceContext, mode: 'test', body: CreateTestTopUpBody): Promise<TestTopUp> {
  const { amount } = body;
  const currency = body.currency ?? 'INR';
  const check = validateAmountForCurrency(amount, currency, currencyMinorUnits);
  if (!check.ok) throw refusalFrom(check.refusal, { field: check.field });
  const id = newId(idPrefixes.TestTopUp);
  return ctx.store.transaction(async (tx) => {
    const at = ctx.clocks.of(mode).now();
    const total = await postTopUp(tx, mode, { id, amount, currency, at });
    const { available, pending } = await merchantFunds(tx, mode, currency, at, total);
    return { id, entity: 'top_up', amount, currency, created_at: at, balance: { currency, available, pending } };
  });
}
