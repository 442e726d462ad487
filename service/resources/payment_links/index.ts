/**
 * Payment links (spec tag `payment_links`: createPaymentLink, listPaymentLinks, fetchPaymentLink,
 * updatePaymentLink, cancelPaymentLink, notifyPaymentLink). A link is paid at its `short_url`
 * through the payables seam (resources/payment_links/payable.ts); time expires it (expiry.ts, a
 * time-driven job). Statuses move only through the PaymentLink machine.
 */
import { refuse } from '../../../generated/server/index.js';
import type { PaymentLink, UpdatePaymentLinkBody } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import type { Mode, Tx } from '../../store/store.js';
import { collectionText, entityText, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { queuePaymentLinkNotifications } from './notifications.js';
import { checkExpireBy, checkNewLink, createPaymentLinkRecord, paymentLinks, withUniqueReference } from './records.js';

const OPEN: readonly PaymentLink['status'][] = ['created', 'partially_paid'];

async function requireLink(tx: Tx, mode: Mode, id: string) {
  const found = await paymentLinks(tx).getForUpdate(mode, id);
  if (!found) throw refuse('id_not_found', {}, { field: 'payment_link_id' });
  return found;
}

/** cancelPaymentLink rule 1: the reference's words for each state a link cannot be cancelled in. */
function cancelRefusal(status: PaymentLink['status']) {
  if (status === 'paid' || status === 'partially_paid') return refuse('payment_link_already_paid');
  if (status === 'expired') return refuse('payment_link_expired');
  return refuse('payment_link_already_cancelled');
}

/** updatePaymentLink rules 1, 3-6 over the stored link; returns the changed link. */
function applyUpdate(ctx: ServiceContext, mode: Mode, link: PaymentLink, body: UpdatePaymentLinkBody): PaymentLink {
  if (!OPEN.includes(link.status)) throw refuse('payment_link_not_updatable');
  const now = ctx.clocks.of(mode).now();
  if (body.expire_by !== undefined) checkExpireBy(body.expire_by, now, link.created_at);
  if (body.accept_partial === true && link.upi_link) throw refuse('upi_link_no_partial');
  if (body.accept_partial === false && link.status === 'partially_paid') throw refuse('payment_link_partial_locked');
  return {
    ...link,
    ...(body.reference_id !== undefined ? { reference_id: body.reference_id } : {}),
    ...(body.expire_by !== undefined ? { expire_by: body.expire_by } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.accept_partial !== undefined ? { accept_partial: body.accept_partial, ...(body.accept_partial ? {} : { first_min_partial_amount: null }) } : {}),
    ...(body.reminder_enable !== undefined ? { reminder_enable: body.reminder_enable } : {}),
    updated_at: now,
  };
}

export const resource = defineResource('payment_links', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async createPaymentLink({ body, auth }) {
      checkNewLink(body, ctx.clocks.of(auth.mode).now());
      return withUniqueReference(() =>
        store.transaction(async (tx) => {
          const link = await createPaymentLinkRecord(ctx, eventContext(tx, auth.mode), body, auth.keyId);
          await queuePaymentLinkNotifications(tx, auth.mode, link, ctx.merchantName);
          return link;
        }),
      );
    },

    async listPaymentLinks({ query, auth }) {
      const found = await store.transaction(
        async (tx) => {
          let orderId: string | undefined;
          if (query.payment_id !== undefined) {
            const payment = await tx.entities('payments').get(auth.mode, query.payment_id);
            if (!payment?.order_id) return [];
            orderId = payment.order_id;
          }
          const where = { ...(orderId ? { order_id: orderId } : {}), ...(query.reference_id !== undefined ? { reference_id: query.reference_id } : {}) };
          return paymentLinks(tx).listData(auth.mode, { ...page(query), where });
        },
        { readOnly: true },
      );
      return collectionText<PaymentLink>(found);
    },

    async fetchPaymentLink({ params, auth }) {
      const link = await store.transaction((tx) => paymentLinks(tx).getData(auth.mode, params.payment_link_id), { readOnly: true });
      if (link === undefined) throw refuse('id_not_found', {}, { field: 'payment_link_id' });
      return entityText(link);
    },

    updatePaymentLink: ({ params, body, auth }) =>
      withUniqueReference(() =>
        store.transaction(async (tx) => {
          const read = await requireLink(tx, auth.mode, params.payment_link_id);
          const next = applyUpdate(ctx, auth.mode, read.entity, body);
          if (!(await paymentLinks(tx).update(auth.mode, next, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'payment link' });
          return next;
        }),
      ),

    cancelPaymentLink: ({ params, auth }) =>
      store.transaction(async (tx) => {
        const read = await requireLink(tx, auth.mode, params.payment_link_id);
        if (!ctx.machines.PaymentLink.can(read.entity, 'cancel')) throw cancelRefusal(read.entity.status);
        const now = ctx.clocks.of(auth.mode).now();
        const { entity } = await ctx.machines.PaymentLink.fire({ ...read.entity, cancelled_at: now, updated_at: now }, 'cancel', eventContext(tx, auth.mode));
        if (!(await paymentLinks(tx).update(auth.mode, entity, { expectVersion: read.version }))) throw refuse('concurrent_update', { entity: 'payment link' });
        return entity;
      }),

    notifyPaymentLink: ({ params, auth }) =>
      store.transaction(async (tx) => {
        const read = await requireLink(tx, auth.mode, params.payment_link_id);
        const link = read.entity;
        if (!OPEN.includes(link.status)) throw refuse('payment_link_not_notifiable', { status: link.status });
        const medium = params.medium;
        const detail = medium === 'sms' ? link.customer.contact : link.customer.email;
        if (!detail) {
          throw refuse(
            'payment_link_nothing_to_notify',
            { detail: medium === 'sms' ? 'contact' : 'email' },
            { field: medium === 'sms' ? 'customer.contact' : 'customer.email' },
          );
        }
        await queuePaymentLinkNotifications(tx, auth.mode, link, ctx.merchantName, { sms: medium === 'sms', email: medium === 'email' });
        return { success: true as const };
      }),
  };
});
