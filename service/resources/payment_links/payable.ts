/**
 * A payment link as a payable (spec PaymentLink: "A shareable link where a customer pays a given
 * amount, in full or in parts"): its page behind `short_url`, payable while the PaymentLink
 * machine lets `pay` and `expire_by` has not passed; payments attach to the link's order (made
 * with the link, payment_links/records.ts); a captured payment moves the link `pay_partially`
 * or `pay` and is listed in its `payments`.
 */
import { answerFor, errorCatalogue, idPrefixes, type Refusal, refuse, signPaymentLinkSignature } from '../../../generated/server/index.js';
import type { PaymentLink } from '../../../generated/types/index.js';
import type { CheckoutPayable, FoundPayable, PayableReturn } from '../../checkout/payable.js';
import type { ServiceContext } from '../../context.js';
import { findInEitherMode } from '../../either-mode.js';
import type { PayableSettlement } from '../../payments/payable.js';
import type { Mode, Tx } from '../../store/store.js';

const links = (tx: Tx) => tx.entities('payment_links');

/** Why the link cannot be paid now, or undefined. */
function refusalOf(ctx: ServiceContext, link: PaymentLink, now: number): Refusal | undefined {
  if (link.status === 'expired' || (ctx.machines.PaymentLink.can(link, 'pay') && now >= link.expire_by)) return refuse('payment_link_expired');
  if (link.status === 'cancelled') return refuse('payment_link_already_cancelled');
  if (!ctx.machines.PaymentLink.can(link, 'pay')) return refuse('payment_link_already_paid');
  return undefined;
}

function found(ctx: ServiceContext, link: PaymentLink, mode: Mode, signingKeyId: string | null | undefined): FoundPayable {
  const refused = refusalOf(ctx, link, ctx.clocks.of(mode).now());
  // spec createPaymentLink rule 6: back to callback_url (callback_method get) with the signed parameters
  const returnTo: PayableReturn = {
    fromQuery: false,
    stored: link.callback_url && link.callback_method === 'get' ? link.callback_url : null,
    async params(context, paymentId) {
      const secret = signingKeyId ? await context.keySecret(signingKeyId) : undefined;
      const now = await context.store.transaction((tx) => links(tx).get(mode, link.id), { readOnly: true });
      if (secret === undefined || !now) return undefined;
      const referenceId = now.reference_id ?? '';
      return {
        paisa_payment_id: paymentId,
        paisa_payment_link_id: now.id,
        paisa_payment_link_reference_id: referenceId,
        paisa_payment_link_status: now.status,
        paisa_signature: signPaymentLinkSignature(secret, { paymentLinkId: now.id, referenceId, status: now.status, paymentId }),
      };
    },
  };
  return {
    returnTo,
    mode,
    orderId: link.order_id ?? '',
    view: {
      title: link.description ?? `Payment link ${link.id}`,
      amount: link.amount,
      amountDue: link.amount - link.amount_paid,
      currency: link.currency,
      receipt: link.reference_id,
      customer: {},
      ...(link.accept_partial ? { partial: { minimum: link.amount_paid === 0 ? (link.first_min_partial_amount ?? 1) : 1 } } : {}),
    },
    ...(refused ? { refusal: answerFor(errorCatalogue, refused).body.error.description } : {}),
  };
}

async function lockForPayment(ctx: ServiceContext, tx: Tx, mode: Mode, ids: { order_id: string | null }): Promise<PayableSettlement | undefined> {
  if (!ids.order_id) return undefined;
  const [match] = await links(tx).list(mode, { where: { order_id: ids.order_id }, count: 1 });
  const locked = match ? await links(tx).getForUpdate(mode, match.id) : undefined;
  if (!locked) return undefined;
  const link = locked.entity;
  return {
    refusal: () => refusalOf(ctx, link, ctx.clocks.of(mode).now()),
    paymentFields: () => ({ fields: { description: link.description ?? null }, payer: { email: link.customer.email, contact: link.customer.contact } }),
    partial: () => ({ partial_payment: link.accept_partial, first_payment_min_amount: link.first_min_partial_amount }),
    related: () => ({ payment_link: link }),
    async settle({ order, payment, ec }) {
      const now = ctx.clocks.of(mode).now();
      // a link's payment always has the link's order (lockForPayment matched on it)
      const paid = order?.status === 'paid';
      const entry = {
        amount: payment.amount,
        payment_id: payment.id,
        plink_id: link.id,
        method: payment.method,
        status: 'captured' as const,
        created_at: now,
        updated_at: now,
      };
      const draft: PaymentLink = { ...link, amount_paid: order?.amount_paid ?? link.amount_paid, payments: [...(link.payments ?? []), entry], updated_at: now };
      const { entity } = await ctx.machines.PaymentLink.fire(draft, paid ? 'pay' : 'pay_partially', ec);
      if (!(await links(tx).update(mode, entity, { expectVersion: locked.version }))) throw refuse('concurrent_update', { entity: 'payment link' });
      return entity;
    },
  };
}

export const paymentLinkPayable: CheckoutPayable = {
  segment: 'payment_links',
  idPrefix: idPrefixes.PaymentLink,
  lockForPayment,
  find: (ctx, id) =>
    findInEitherMode(ctx, async (tx, mode) => {
      const link = await links(tx).get(mode, id);
      return link && found(ctx, link, mode, link.order_id ? await tx.entities('orders').lookup(mode, link.order_id, 'key_id') : null);
    }),
};
