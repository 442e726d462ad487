/**
 * A dispute raised by the customer's bank (spec Dispute x-state-machine `create`): by
 * createTestDispute on any captured payment, or by the simulated bank at capture for the card
 * test instrument that is always disputed (acquirer/test-instruments.ts). The dispute, its
 * `payment.dispute.created` event and the hold on the balance (money.ts) commit in the caller's
 * transaction, with the payment's row locked, so two disputes (or a dispute and a refund) of one
 * payment are decided one after the other against what is left of it.
 */
import { type HandlerBody, idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Dispute, Payment } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { type EventContext, eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { AfterCapture } from '../../payments/after-capture.js';
import type { Mode, Tx } from '../../store/store.js';
import { emptyEvidence } from './evidence.js';
import { postDisputeHold } from './money.js';

/** createTestDispute rule 3: the deadline when the bank gives none. */
export const RESPOND_WITHIN_SECONDS = 7 * 86_400;

/** Statuses whose disputed amount is no longer the payment's: held, or given back to the customer. */
const CLAIMING: readonly Dispute['status'][] = ['open', 'under_review', 'lost'];

/** A payment has at most this many disputes (each takes at least 1 paisa of it); read in one page. */
const MAX_DISPUTES_READ = 100;

/** The payment's disputes, newest first. */
export function disputesOf(tx: Tx, mode: Mode, paymentId: string): Promise<Dispute[]> {
  return tx.entities('disputes').list(mode, { where: { payment_id: paymentId }, count: MAX_DISPUTES_READ });
}

/** What of a captured payment its disputes hold or took (createTestDispute rule 2, refundPayment rule 6). */
export function claimedByDisputes(disputes: readonly Dispute[]): number {
  return disputes.filter((d) => CLAIMING.includes(d.status)).reduce((sum, d) => sum + d.amount, 0);
}

/**
 * The customer's bank disputing a payment as it is captured (the always-disputed test card): the
 * dispute opens in the capture's transaction. Registered with the payment core by the
 * composition root (ServiceContext.afterCapture).
 */
export const openDisputeRaisedWithCapture: AfterCapture<ServiceContext> = async (ctx, ec, payment, capture) => {
  if (capture.dispute) await openDispute(ctx, ec, payment, capture.dispute);
};

/** Opens a dispute against `payment` (already locked, or just captured, in `tx`). */
export async function openDispute(ctx: ServiceContext, ec: EventContext, payment: Payment, raise: HandlerBody<'createTestDispute'>): Promise<Dispute> {
  const { tx, mode } = ec;
  if (payment.status !== 'captured') throw refuse('dispute_payment_not_captured', { status: payment.status }); // rule 1
  const now = ctx.clocks.of(mode).now();
  const disputable = payment.amount - (payment.amount_refunded ?? 0) - claimedByDisputes(await disputesOf(tx, mode, payment.id));
  const amount = raise.amount ?? disputable;
  if (amount < 1 || amount > disputable) throw refuse('dispute_amount_above_disputable'); // rule 2
  const respondBy = raise.respond_by ?? now + RESPOND_WITHIN_SECONDS;
  if (respondBy <= now) throw refuse('dispute_respond_by_past'); // rule 3
  const draft: Dispute = {
    id: newId(idPrefixes.Dispute),
    entity: 'dispute',
    payment_id: payment.id,
    amount,
    currency: payment.currency,
    amount_deducted: 0,
    reason_code: raise.reason_code,
    reason_description: raise.reason_description ?? null,
    respond_by: respondBy,
    status: 'open',
    phase: raise.phase,
    created_at: now,
    evidence: emptyEvidence(amount),
  };
  ec.related.payment = payment;
  const { entity: dispute } = await ctx.machines.Dispute.create(draft, 'create', ec);
  await tx.entities('disputes').insert(mode, dispute);
  await postDisputeHold(tx, mode, dispute, now);
  return dispute;
}

/** createTestDispute: the payment locked, then the dispute opened. */
export function raiseTestDispute(ctx: ServiceContext, mode: Mode, paymentId: string, body: HandlerBody<'createTestDispute'>): Promise<Dispute> {
  return ctx.store.transaction(async (tx) => {
    const locked = await tx.entities('payments').getForUpdate(mode, paymentId);
    if (!locked) throw refuse('id_not_found', {}, { field: 'payment_id' });
    return openDispute(ctx, eventContext(tx, mode), locked.entity, body);
  });
}
