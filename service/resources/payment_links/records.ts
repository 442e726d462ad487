/**
 * Payment links (spec PaymentLink; createPaymentLink rules 1-8, cancelPaymentLink rule 1): the
 * rules a new link must meet, and its record. Each link gets its order at creation (spec
 * Payment.order_id: payments attach to orders), carrying the link's amount and partial payment
 * settings, so the checkout pays it through the payables seam (resources/payment_links/payable.ts).
 */
import { type HandlerBody, idPrefixes, refuse } from '../../../generated/server/index.js';
import type { PaymentLink } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import { newId } from '../../ids.js';
import { type Tx, UniqueViolationError } from '../../store/store.js';
import { checkOrderAmount, createOrderRecord } from '../orders/records.js';

export const paymentLinks = (tx: Tx) => tx.entities('payment_links');

const MIN_AHEAD_SECONDS = 15 * 60;
/** "at most 6 months after creation": 183 days, the longest six calendar months */
export const MAX_LIFETIME_SECONDS = 183 * 24 * 60 * 60;

export function paymentLinkShortUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/checkout/payment_links/${id}`;
}

/** createPaymentLink rule 2 (and updatePaymentLink rule 3): 15 minutes ahead to 6 months after creation. */
export function checkExpireBy(expireBy: number, now: number, createdAt: number): void {
  if (expireBy < now + MIN_AHEAD_SECONDS) throw refuse('payment_link_expire_too_soon');
  if (expireBy > createdAt + MAX_LIFETIME_SECONDS) throw refuse('payment_link_expire_too_late');
}

/** Rules 1-5 of createPaymentLink that the schema cannot say. */
export function checkNewLink(body: HandlerBody<'createPaymentLink'>, now: number): void {
  const { currency } = body;
  checkOrderAmount(body.amount, currency);
  if (body.upi_link === true && currency !== 'INR') throw refuse('upi_link_inr_only');
  if (body.upi_link === true && body.accept_partial === true) throw refuse('upi_link_no_partial');
  if (body.first_min_partial_amount !== undefined && body.first_min_partial_amount > body.amount) throw refuse('payment_link_first_min_above_amount');
  if (body.expire_by !== undefined) checkExpireBy(body.expire_by, now, now);
}

/** A reference_id taken by another link: the unique index settles a race (spec x-resource unique). */
export async function withUniqueReference<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolationError && error.column === 'reference_id') throw refuse('payment_link_reference_taken');
    throw error;
  }
}

export async function createPaymentLinkRecord(
  ctx: ServiceContext,
  events: EventContext,
  body: HandlerBody<'createPaymentLink'>,
  keyId: string,
): Promise<PaymentLink> {
  const { tx, mode } = events;
  const now = ctx.clocks.of(mode).now();
  const { currency } = body;
  const partial = body.accept_partial === true;
  const order = await createOrderRecord(ctx, events, {
    amount: body.amount,
    currency,
    partial_payment: partial,
    first_payment_min_amount: partial ? (body.first_min_partial_amount ?? null) : null,
    keyId,
  });
  const id = newId(idPrefixes.PaymentLink);
  const draft = {
    id,
    entity: 'payment_link' as const,
    amount: body.amount,
    amount_paid: 0,
    currency,
    accept_partial: partial,
    first_min_partial_amount: partial ? (body.first_min_partial_amount ?? null) : null,
    description: body.description ?? null,
    reference_id: body.reference_id ?? null,
    expire_by: body.expire_by ?? now + MAX_LIFETIME_SECONDS,
    expired_at: null,
    cancelled_at: null,
    upi_link: body.upi_link,
    short_url: paymentLinkShortUrl(ctx.publicUrl, id),
    callback_url: body.callback_url ?? null,
    callback_method: body.callback_method ?? null,
    customer: { name: body.customer?.name ?? null, email: body.customer?.email ?? null, contact: body.customer?.contact ?? null },
    notify: { sms: body.notify?.sms ?? false, email: body.notify?.email ?? false },
    reminder_enable: body.reminder_enable,
    payments: null,
    notes: body.notes ?? {},
    order_id: order.id,
    user_id: null,
    created_at: now,
    updated_at: now,
  };
  const { entity } = await ctx.machines.PaymentLink.create(draft, 'create', events);
  await paymentLinks(tx).insert(mode, entity as PaymentLink);
  return entity as PaymentLink;
}
