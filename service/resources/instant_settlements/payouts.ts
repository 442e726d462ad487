/**
 * An instant settlement's arithmetic (spec createInstantSettlement rules 4 and 5,
 * InstantSettlement and InstantSettlementPayout x-state-machine), pure: how an amount is split
 * into payouts, each payout's fees, and what the settlement shows of its payouts.
 */
import { idPrefixes } from '../../../generated/server/index.js';
import type { InstantSettlement, InstantSettlementPayout } from '../../../generated/types/index.js';
import { newId } from '../../ids.js';
import { feeAndTax, INSTANT_SETTLEMENT_RATE_BASIS_POINTS } from '../../money/fees.js';

/** At most INR 5,00,000 a payout: the IMPS limit per transfer (createInstantSettlement rule 4). */
export const PAYOUT_LIMIT = 50_000_000;

/** The payout amounts carrying `amount`: full payouts of the limit, then one for the rest. */
export function splitAmount(amount: number): number[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`instant settlement: amount must be a positive integer, got ${amount}`);
  const out: number[] = [];
  for (let left = amount; left > 0; left -= PAYOUT_LIMIT) out.push(Math.min(left, PAYOUT_LIMIT));
  return out;
}

/** A new payout of `amount`, its fees deducted from it (status set by the machine's `create`). */
export function payoutDraft(amount: number, at: number): Omit<InstantSettlementPayout, 'status'> {
  const { fee, tax } = feeAndTax(amount, INSTANT_SETTLEMENT_RATE_BASIS_POINTS);
  return {
    id: newId(idPrefixes.InstantSettlementPayout),
    entity: 'settlement.ondemand_payout',
    initiated_at: null,
    processed_at: null,
    reversed_at: null,
    amount,
    amount_settled: 0,
    fees: fee,
    tax,
    utr: null,
    created_at: at,
  };
}

/** What the bank credits for a payout: its amount less fees and tax. */
export const netOf = (payout: Pick<InstantSettlementPayout, 'amount' | 'fees'>): number => payout.amount - payout.fees;

export const isAnswered = (payout: Pick<InstantSettlementPayout, 'status'>): boolean => payout.status === 'processed' || payout.status === 'reversed';

type Totals = Pick<InstantSettlement, 'amount_settled' | 'amount_pending' | 'amount_reversed' | 'fees' | 'tax'>;

/**
 * The settlement's amounts from its payouts (rule 5): credited, still on the way, returned; the
 * fees of the payouts not reversed (a reversed payout's fees go back with it). Always
 * amount_requested = amount_settled + amount_pending + fees + amount_reversed.
 */
export function totalsOf(payouts: readonly InstantSettlementPayout[]): Totals {
  const totals: Totals = { amount_settled: 0, amount_pending: 0, amount_reversed: 0, fees: 0, tax: 0 };
  for (const p of payouts) {
    if (p.status === 'reversed') {
      totals.amount_reversed += p.amount;
      continue;
    }
    totals.fees += p.fees;
    totals.tax += p.tax;
    if (p.status === 'processed') totals.amount_settled += netOf(p);
    else totals.amount_pending += netOf(p);
  }
  return totals;
}

type Status = InstantSettlement['status'];

/** The state the payouts put the settlement in (InstantSettlement x-state-machine guards). */
export function statusOf(payouts: readonly InstantSettlementPayout[]): Status {
  if (payouts.every((p) => p.status === 'reversed')) return 'reversed';
  const processed = payouts.some((p) => p.status === 'processed');
  if (payouts.every(isAnswered)) return 'processed';
  if (processed) return 'partially_processed';
  return payouts.some((p) => p.status === 'initiated') ? 'initiated' : 'created';
}

/** The InstantSettlement trigger that leads into `status`. */
export const TRIGGER_INTO = {
  initiated: 'initiate',
  partially_processed: 'process_partially',
  processed: 'process',
  reversed: 'reverse',
} as const satisfies Partial<Record<Status, string>>;

/** The settlement as answered without `expand[]=ondemand_payouts` (spec InstantSettlement.ondemand_payouts). */
export function withoutPayouts(settlement: InstantSettlement): InstantSettlement {
  const { ondemand_payouts: _, ...rest } = settlement;
  return rest;
}
