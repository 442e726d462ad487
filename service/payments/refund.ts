/**
 * Refunding a captured payment (spec refundPayment and createRefund), shared by
 * POST /payments/{id}/refund and POST /refunds.
 *
 * 1. One transaction: the payment is locked (getForUpdate) and written back conditionally on
 *    its version, so two refunds can never both spend the same remainder; amount_refunded and
 *    refund_status move with it (service/money/refunds.ts), `captured -> refunded` when full
 *    (Payment `refund_fully`); the refund is created `pending` (refund.created); the
 *    X-Refund-Idempotency key is recorded with a hash of the request.
 * 2. The acquirer refunds (outside any transaction: no lock held during the bank call).
 * 3. Refund `pending -> processed` (refund.processed) or `-> failed` (refund.failed, the amount
 *    is given back to the payment while it is still `captured`).
 */
import { createHash } from 'node:crypto';
import { idPrefixes, refusalFrom, refuse } from '../../generated/server/index.js';
import type { Notes, Payment, Refund } from '../../generated/types/index.js';
import { currencyMinorUnits } from '../../generated/types/index.js';
import { knownInstrument } from '../acquirer/acquirer.js';
import type { ServiceContext } from '../context.js';
import { eventContext } from '../events.js';
import { newId } from '../ids.js';
import { postRefund, postRefundReversal } from '../ledger/postings.js';
import { validateAmountForCurrency } from '../money/currency.js';
import { applyRefund, refundable } from '../money/refunds.js';
import type { Mode, Tx } from '../store/store.js';

export interface RefundInput {
  paymentId: string;
  amount?: number;
  speed?: Refund['speed_requested'];
  notes?: Notes;
  receipt?: string;
  /** the X-Refund-Idempotency header, when sent */
  idempotencyKey?: string;
  /** rule 7: reverse every transfer of the payment first */
  reverse_all?: boolean;
  /**
   * Written by the gateway itself in the capture's own transaction (a mandate's verification
   * amount, a payment to a closed QR code): the whole payment goes back and so do its fee and
   * tax (spec Refund, "Fees"); a refund the merchant asks for never gives them back (rule 5).
   */
  withCapture?: boolean;
}

/** Keys are namespaced: the idempotency table is shared with other operations. */
const keyOf = (key: string) => `refund:${key}`;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** spec refundPayment, rule 3: a retry must send the same body; the hash of what the request asked for. */
export function refundRequestHash(input: RefundInput): string {
  const { idempotencyKey: _key, ...request } = input;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

class KeyTakenMeanwhile extends Error {}

/** Step 1; returns the refund id (a replayed key returns the first request's refund). */
async function open(ctx: ServiceContext, mode: Mode, input: RefundInput): Promise<{ refundId: string; replay: boolean }> {
  const hash = refundRequestHash(input);
  return ctx.store.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const seen = await tx.idempotency.get(mode, keyOf(input.idempotencyKey));
      if (seen) {
        if (seen.request_hash !== hash) throw refuse('idempotency_key_reused');
        return { refundId: (JSON.parse(seen.response) as { refund_id: string }).refund_id, replay: true };
      }
    }
    const refundId = await createPendingRefund(ctx, tx, mode, input);
    if (input.idempotencyKey !== undefined && !(await tx.idempotency.put(mode, keyOf(input.idempotencyKey), hash, { refund_id: refundId }))) {
      // a concurrent request with the same key committed first: undo ours, answer with theirs
      throw new KeyTakenMeanwhile();
    }
    return { refundId, replay: false };
  });
}

/**
 * Step 1 inside the caller's transaction: the payment locked and moved, the refund created
 * `pending`; returns its id. Also what a payment to a closed QR code does in the transaction
 * that captures it (resources/qr_codes/payable.ts): the refund is written with the capture, never lost.
 */
export async function createPendingRefund(ctx: ServiceContext, tx: Tx, mode: Mode, input: RefundInput): Promise<string> {
  const payments = tx.entities('payments');
  const locked = await payments.getForUpdate(mode, input.paymentId);
  if (!locked) throw refuse('id_not_found', {}, { field: 'payment_id' });
  const payment = locked.entity;
  if (payment.status === 'refunded') throw refuse('payment_fully_refunded');
  if (payment.status !== 'captured') throw refuse('refund_not_captured', { status: payment.status });
  const refundId = newId(idPrefixes.Refund);
  // rules 6 and 7: what disputes and transfers hold of the payment (refund-claims.ts), asked in
  // the order the composition root registered them; a claim refuses when no refund may be made now
  let lost = 0;
  let transferred = 0;
  for (const claim of ctx.refundClaims) {
    const held = await claim(ctx, tx, mode, { payment, refundId, reverseAll: input.reverse_all === true });
    if (held.kind === 'lost') lost += held.amount;
    else transferred += held.amount;
  }
  const left = Math.max(0, refundable(payment) - lost - transferred);
  if (left === 0 && transferred === 0) throw refuse('payment_fully_refunded');
  if (transferred > 0 && (input.amount ?? refundable(payment)) > left) throw refuse('refund_exceeds_untransferred');
  if (input.amount !== undefined && input.amount > left) throw refuse('refund_exceeds_captured');
  // the currency's minimum (INR 1.00), except for refunding exactly what is left
  if (input.amount !== undefined && input.amount !== left) {
    const check = validateAmountForCurrency(input.amount, payment.currency, currencyMinorUnits);
    if (!check.ok) throw refusalFrom(check.refusal, { field: check.field });
  }
  const outcome = applyRefund(payment, input.amount ?? (lost > 0 ? left : undefined));
  if (!outcome.ok) throw refusalFrom(outcome.refusal);
  const now = ctx.clocks.of(mode).now();
  // rule 5: paid out of the balance, or refused with nothing written
  await postRefund(tx, mode, { refundId, amount: outcome.amount, payment, at: now, feeBack: input.withCapture === true });

  const ec = eventContext(tx, mode);
  let next: Payment = { ...payment, amount_refunded: outcome.amount_refunded, refund_status: outcome.refund_status };
  // spec Payment machine: captured -> refunded "when refunds reach the captured amount"
  if (outcome.fully) next = (await ctx.machines.Payment.fire(next, 'refund_fully', ec)).entity;
  else ec.related.payment = next;
  if (!(await payments.update(mode, next, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'payment' });

  const draft = {
    id: refundId,
    entity: 'refund' as const,
    amount: outcome.amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: input.notes ?? {},
    receipt: input.receipt ?? null,
    acquirer_data: {},
    created_at: now,
    batch_id: null,
    speed_requested: input.speed ?? 'normal',
    speed_processed: null,
  };
  const { entity: refund } = await ctx.machines.Refund.create(draft, 'create', ec);
  await tx.entities('refunds').insert(mode, refund);
  return refund.id;
}

/** Steps 2 and 3: the bank refunds a pending refund (outside any transaction), then its outcome is written. */
export async function settleRefund(ctx: ServiceContext, mode: Mode, refundId: string): Promise<Refund> {
  // what the bank is asked, read beside the writer (a read-only transaction: SQLite's reader
  // snapshot, PostgreSQL without BEGIN); the outcome below is written only to a refund still pending
  const { pending, payment } = await ctx.store.transaction(
    async (tx) => {
      const refund = await tx.entities('refunds').get(mode, refundId);
      return { pending: refund, payment: refund?.status === 'pending' ? await tx.entities('payments').get(mode, refund.payment_id) : undefined };
    },
    { readOnly: true },
  );
  if (!pending) throw refuse('id_not_found', {}, { field: 'refund_id' });
  if (pending.status !== 'pending') return pending;
  if (!payment) throw refuse('id_not_found', {}, { field: 'payment_id' });
  const answer = await ctx
    .acquirerFor(mode)
    .refund({
      mode,
      payment_id: pending.payment_id,
      refund_id: pending.id,
      amount: pending.amount,
      currency: pending.currency,
      method: payment.method,
      speed: pending.speed_requested,
      instrument: knownInstrument(payment),
    })
    .catch(() => undefined);
  if (answer === undefined) return pending; // the bank did not answer: the refund stays pending

  return ctx.store.transaction(async (tx) => {
    const payments = tx.entities('payments');
    const current = await payments.getForUpdate(mode, pending.payment_id);
    const ec = eventContext(tx, mode, current ? { payment: current.entity } : {});
    if (answer.ok) {
      const draft: Refund = { ...pending, acquirer_data: { ...pending.acquirer_data, ...answer.acquirer_data }, speed_processed: answer.speed_processed };
      // spec Refund machine: an optimum refund the bank made at normal speed also says so (refund.speed_changed)
      const slower = pending.speed_requested === 'optimum' && answer.speed_processed === 'normal';
      const { entity } = await ctx.machines.Refund.fire(draft, slower ? 'process_slower' : 'process', ec);
      if (!(await tx.entities('refunds').update(mode, entity, { expectStatus: 'pending' }))) throw refuse('concurrent_update', { entity: 'refund' });
      return entity;
    }
    // spec Refund machine, fail: "the amount returns to the merchant's balance": refundable again,
    // and a payment this refund had made fully refunded is captured again (Payment `refund_reverted`)
    if (current && (current.entity.status === 'captured' || current.entity.status === 'refunded')) {
      const amountRefunded = Math.max(0, current.entity.amount_refunded - pending.amount);
      let restored: Payment = { ...current.entity, amount_refunded: amountRefunded, refund_status: amountRefunded === 0 ? null : 'partial' };
      if (current.entity.status === 'refunded') restored = (await ctx.machines.Payment.fire(restored, 'refund_reverted', ec)).entity;
      if (!(await payments.update(mode, restored, { expectVersion: current.version }))) throw refuse('concurrent_update', { entity: 'payment' });
      ec.related.payment = restored;
    }
    const { entity } = await ctx.machines.Refund.fire(pending, 'fail', ec);
    if (!(await tx.entities('refunds').update(mode, entity, { expectStatus: 'pending' }))) throw refuse('concurrent_update', { entity: 'refund' });
    await postRefundReversal(tx, mode, pending.id, pending.payment_id, ctx.clocks.of(mode).now());
    return entity;
  });
}

export async function refundPayment(ctx: ServiceContext, mode: Mode, input: RefundInput): Promise<Refund> {
  let opened: { refundId: string; replay: boolean };
  try {
    opened = await open(ctx, mode, input);
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    opened = await open(ctx, mode, input); // now finds the winner's key
  }
  if (opened.replay) {
    const refund = await ctx.store.transaction((tx) => tx.entities('refunds').get(mode, opened.refundId), { readOnly: true });
    if (!refund) throw refuse('id_not_found', {}, { field: 'refund_id' });
    return refund;
  }
  return settleRefund(ctx, mode, opened.refundId);
}

/**
 * The refunds a payment's capture wrote in its own transaction (createPendingRefund: a payment to
 * a closed QR code, a mandate's verification amount), sent to the bank once that transaction has
 * committed; returns the payment as it then is.
 */
export async function settlePendingRefunds(ctx: ServiceContext, mode: Mode, payment: Payment): Promise<Payment> {
  const pending = await ctx.store.transaction((tx) => tx.entities('refunds').list(mode, { where: { payment_id: payment.id }, status: 'pending' }), {
    readOnly: true,
  });
  if (pending.length === 0) return payment;
  for (const refund of pending) await settleRefund(ctx, mode, refund.id);
  return (await ctx.store.transaction((tx) => tx.entities('payments').get(mode, payment.id), { readOnly: true })) ?? payment;
}
