/**
 * A customer paying an order (and the payables behind it, handed in as ctx.payables:
 * payments/payable.ts) at the hosted checkout. Three short transactions around the bank calls, so no lock is held while the
 * acquirer authorizes:
 *
 * 1. start: refuse a paid order or payable (400), or a part the rules do not allow
 *    (payments/partial.ts); create the payment (`created`), count the
 *    attempt and move the order `-> attempted`.
 * 2. authorize through the acquirer (test: the simulator; live: refused, nothing charged).
 * 3. failure: payment `-> failed` with error_code/description/source/step/reason
 *    (payment.failed); the order stays attempted, the invoice issued.
 *    success: payment `-> authorized` (payment.authorized), then, for auto-capture,
 *    captureAndSettle: `-> captured`, order paid, invoice paid (payment.captured, order.paid,
 *    invoice.paid), all in one transaction.
 *
 * Two payments racing for one order: both may be authorized by the bank, but the database
 * lets exactly one capture (payments/capture.ts). The loser's transaction rolls back; its
 * payment is recorded `failed` with a clear error and its authorization is released through
 * the acquirer, so the customer is not charged twice.
 */
import { answerFor, type ErrorObject, errorCatalogue, Refusal, refuse } from '../generated/server/index.js';
import type { Order, Payment } from '../generated/types/index.js';
import type { AcquirerError, AuthorizeResult } from './acquirer/acquirer.js';
import type { ServiceContext } from './context.js';
import { type EventContext, eventContext } from './events.js';
import { captureAndSettle, type Settled } from './payments/capture.js';
import { checkPart, dueOf } from './payments/partial.js';
import { lockPayables, refuseUnpayable } from './payments/payable.js';
import { type Instrument, newPayment, type PayerDetails, type PaymentDraft, withAuthorization, withFailure } from './payments/payment-record.js';
import { releaseAuthorization } from './payments/release.js';
import type { Lookups, Mode, Versioned } from './store/store.js';

export interface PayOrderRequest {
  orderId: string;
  invoiceId?: string;
  instrument: Instrument;
  payer?: PayerDetails;
  /** checkout payments are captured at once (default); `manual` leaves them `authorized` */
  capture?: 'auto' | 'manual';
  /** the part paid (payments/partial.ts); the whole amount due when absent */
  amount?: number;
}

export type PayOrderResult =
  | { outcome: 'captured'; payment: Payment; order?: Order }
  | { outcome: 'authorized'; payment: Payment }
  | { outcome: 'failed'; payment: Payment; error: Pick<ErrorObject, 'code' | 'description' | 'source' | 'step' | 'reason'> };

/** The error a race loser records (its authorization is released, nothing is kept). */
export const ORDER_PAID_BY_ANOTHER_PAYMENT: AcquirerError = Object.freeze({
  code: 'BAD_REQUEST_ERROR',
  description: 'This order was paid by another payment at the same time; this payment was not captured and its authorization was released.',
  source: 'business',
  step: 'payment_authorization',
  reason: 'order_already_paid',
});

/** The error a payment records when its capture was refused: the catalogue's words for the refusal. */
function captureFailure(refusal: Refusal): AcquirerError {
  const { code, description, source, reason } = answerFor(errorCatalogue, refusal).body.error;
  return {
    code: code === 'GATEWAY_ERROR' || code === 'SERVER_ERROR' ? code : 'BAD_REQUEST_ERROR',
    description: `${description} This payment was not captured and its authorization was released.`,
    source,
    step: 'payment_capture',
    reason,
  };
}

/** An acquirer that throws (network down) is a failed payment, never a half-written one. */
const ACQUIRER_UNREACHABLE: AcquirerError = Object.freeze({
  code: 'GATEWAY_ERROR',
  description: 'The payment could not be completed: the bank did not answer. No money was taken.',
  source: 'gateway',
  step: 'payment_authorization',
  reason: 'gateway_unreachable',
});

async function start(ctx: ServiceContext, mode: Mode, request: PayOrderRequest): Promise<Payment> {
  return ctx.store.transaction(async (tx) => {
    const orders = tx.entities('orders');
    const locked = await orders.getForUpdate(mode, request.orderId);
    if (!locked) throw refuse('id_not_found', {}, { field: 'order_id' });
    // the payables this payment pays (ctx.payables): each refuses when it cannot be paid now
    const ids = { order_id: request.orderId, invoice_id: request.invoiceId ?? null };
    const parts = await lockPayables(ctx.payables, ctx, tx, mode, ids);
    refuseUnpayable(parts);
    if (!ctx.machines.Order.can(locked.entity, 'pay')) throw refuse('order_already_paid');
    const amount = request.amount ?? dueOf(locked.entity);
    // a payable's own partial settings rule over its order's (an issued invoice can change them: updateInvoice rule 2)
    checkPart(Object.assign({ ...locked.entity }, ...parts.map((p) => p.partial?.() ?? {})), amount);

    const ec = eventContext(tx, mode, Object.assign({ order: locked.entity }, ...parts.map((p) => p.related())));
    const given = parts.map((p) => p.paymentFields?.() ?? { fields: {}, payer: {} });
    const draft = newPayment(
      { orderId: locked.entity.id, currency: locked.entity.currency },
      Object.assign({}, ...given.map((g) => g.fields)),
      request.instrument,
      {
        email: request.payer?.email || given.find((g) => g.payer.email)?.payer.email,
        contact: request.payer?.contact || given.find((g) => g.payer.contact)?.payer.contact,
      },
      ctx.clocks.of(mode).now(),
      amount,
    );
    return recordAttempt(ctx, ec, locked, draft);
  });
}

/**
 * A payment attempt on an order, in the caller's transaction with the order locked: the payment
 * created (`created`, with the lookups given: Payment x-resource), and the attempt counted on the
 * order (spec Order.attempts; Order x-state-machine `attempt`: created|attempted -> attempted).
 */
export async function recordAttempt(ctx: ServiceContext, ec: EventContext, order: Versioned<Order>, draft: PaymentDraft, lookups?: Lookups): Promise<Payment> {
  const { tx, mode } = ec;
  const { entity: payment } = await ctx.machines.Payment.create(draft, 'create', ec);
  await tx.entities('payments').insert(mode, payment, lookups);
  const attempted = { ...order.entity, attempts: (order.entity.attempts ?? 0) + 1 };
  const { entity: next } = await ctx.machines.Order.fire(attempted, 'attempt', ec);
  if (!(await tx.entities('orders').update(mode, next, { expectVersion: order.version }))) throw refuse('concurrent_update', { entity: 'order' });
  return payment;
}

async function recordFailure(ctx: ServiceContext, mode: Mode, payment: Payment, error: AcquirerError, result?: AuthorizeResult): Promise<PayOrderResult> {
  const failed = await ctx.store.transaction(async (tx) => {
    const ec = eventContext(tx, mode);
    const draft = withFailure(payment, error, result && !result.ok ? result.card : undefined);
    const { entity } = await ctx.machines.Payment.fire(draft, 'fail', ec);
    if (!(await tx.entities('payments').update(mode, entity, { expectStatus: 'created' }))) throw refuse('concurrent_update', { entity: 'payment' });
    return entity;
  });
  const { code, description, source, step, reason } = error;
  return { outcome: 'failed', payment: failed, error: { code, description, source, step, reason } };
}

export async function payOrder(ctx: ServiceContext, mode: Mode, request: PayOrderRequest): Promise<PayOrderResult> {
  const created = await start(ctx, mode, request);
  return authorizeAndCapture(ctx, mode, created, request.instrument, { capture: request.capture ?? 'auto' });
}

export interface AuthorizeOptions {
  /** `manual` leaves the payment `authorized` for capturePayment */
  capture: 'auto' | 'manual';
  /** spec UpiDetails.flow: the checkout collects a VPA (`collect`); a scanned QR code is `intent` */
  upiFlow?: 'collect' | 'intent';
}

/**
 * Steps 2 and 3 for a payment just created (`created`) by its payable's own start (the checkout's
 * above, a QR code's in resources/qr_codes/payment.ts): the bank call outside any transaction,
 * then the failure, or the authorization and (auto) the capture with everything it pays.
 */
export async function authorizeAndCapture(
  ctx: ServiceContext,
  mode: Mode,
  created: Payment,
  instrument: Instrument,
  options: AuthorizeOptions,
): Promise<PayOrderResult> {
  let result: AuthorizeResult;
  try {
    result = await ctx.acquirerFor(mode).authorize({ mode, payment_id: created.id, amount: created.amount, currency: created.currency, ...instrument });
  } catch {
    result = { ok: false, error: ACQUIRER_UNREACHABLE };
  }
  if (!result.ok) return recordFailure(ctx, mode, created, result.error, result);
  const approved = result;

  try {
    return await ctx.store.transaction(async (tx): Promise<PayOrderResult> => {
      // the order first, then what the payment pays: every transaction of the flow locks in this
      // order (start, capture), so two payments racing for one order never deadlock. Locked once
      // here; the capture below settles with these locks.
      const order = created.order_id ? await tx.entities('orders').getForUpdate(mode, created.order_id) : undefined;
      const parts = await lockPayables(ctx.payables, ctx, tx, mode, created);
      // the snapshots the events carry: the order and whatever the payment pays (ctx.payables)
      const related: Record<string, unknown> = Object.assign(order ? { order: order.entity } : {}, ...parts.map((p) => p.related()));
      const ec = eventContext(tx, mode, related);
      const { entity: authorized } = await ctx.machines.Payment.fire(withAuthorization(created, approved, options.upiFlow), 'authorize', ec);
      if (options.capture === 'manual') {
        if (!(await tx.entities('payments').update(mode, authorized, { expectStatus: 'created' }))) throw refuse('concurrent_update', { entity: 'payment' });
        return { outcome: 'authorized', payment: authorized };
      }
      const settled: Settled = await captureAndSettle({ ctx, tx, mode, ec, payment: authorized, storedStatus: 'created', locked: { order, parts } });
      return { outcome: 'captured', ...settled };
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // Lost the race (or the invoice stopped being payable, or the capture was refused):
    // nothing of the transaction above was kept. Record the attempt as failed, release the money.
    const lostRace = error.key === 'order_already_paid' || error.key === 'invoice_already_paid';
    const cause: AcquirerError = lostRace ? ORDER_PAID_BY_ANOTHER_PAYMENT : captureFailure(error);
    const failed = await recordFailure(ctx, mode, withAuthorization(created, approved, options.upiFlow), cause);
    await releaseAuthorization(ctx, mode, created);
    return failed;
  }
}
