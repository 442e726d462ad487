/**
 * An item (spec Item) as the service makes it: a catalogue item (createItem) and the item a plan
 * bills each cycle (createPlan). Amounts follow the currency's rules (service/money/currency.ts:
 * at least one major unit, three-decimal currencies end in 0); `unit_amount` is the price of one
 * unit, equal to `amount`.
 */
import { idPrefixes, refusalFrom } from '../../../generated/server/index.js';
import { currencyMinorUnits, type Item } from '../../../generated/types/index.js';
import { newId } from '../../ids.js';
import { validateAmountForCurrency } from '../../money/currency.js';

/** `field`: where the amount sits in the request (`item.amount` in createPlan). */
export function checkItemAmount(amount: number, currency: string, field?: string): void {
  const check = validateAmountForCurrency(amount, currency, currencyMinorUnits);
  if (!check.ok) throw refusalFrom(check.refusal, { field: field ?? check.field });
}

export function newItemRecord(input: Pick<Item, 'name' | 'amount' | 'currency'> & { description?: string | null }, now: number): Item {
  return {
    id: newId(idPrefixes.Item),
    entity: 'item',
    active: true,
    name: input.name,
    description: input.description ?? null,
    amount: input.amount,
    unit_amount: input.amount,
    currency: input.currency,
    created_at: now,
  };
}
