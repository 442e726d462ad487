/**
 * An invoice as a payable (spec Invoice.short_url: the page behind it): payments attach to the
 * invoice's order; it is payable while the Invoice machine lets `pay` (issued, partially_paid).
 */
import { answerFor, errorCatalogue, idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Invoice } from '../../../generated/types/index.js';
import type { CheckoutPayable, FoundPayable } from '../../checkout/payable.js';
import type { ServiceContext } from '../../context.js';
import { findInEitherMode } from '../../either-mode.js';
import type { PayableSettlement } from '../../payments/payable.js';
import type { Mode, Tx } from '../../store/store.js';

const describe = (refusal: ReturnType<typeof refuse>) => answerFor(errorCatalogue, refusal).body.error.description;

function refusalOf(ctx: ServiceContext, invoice: Invoice): string | undefined {
  if (ctx.machines.Invoice.can(invoice, 'pay') && invoice.order_id) return undefined;
  return describe(invoice.status === 'paid' ? refuse('invoice_already_paid') : refuse('invoice_not_payable', { status: invoice.status }));
}

function found(ctx: ServiceContext, invoice: Invoice, mode: Mode): FoundPayable {
  const details = invoice.customer_details ?? {};
  return {
    mode,
    orderId: invoice.order_id ?? '',
    invoiceId: invoice.id,
    view: {
      title: invoice.description ?? `Invoice ${invoice.invoice_number ?? invoice.id}`,
      amount: invoice.amount,
      amountDue: invoice.amount_due ?? invoice.amount,
      currency: invoice.currency,
      receipt: invoice.receipt,
      lines: invoice.line_items ?? [],
      customer: { email: details.customer_email, contact: details.customer_contact },
      ...(invoice.partial_payment ? { partial: { minimum: (invoice.amount_paid ?? 0) === 0 ? (invoice.first_payment_min_amount ?? 1) : 1 } } : {}),
    },
    refusal: refusalOf(ctx, invoice),
    ...(invoice.status === 'paid'
      ? { paid: { paymentId: invoice.payment_id ?? null, amount: invoice.amount_paid ?? invoice.amount, paidAt: invoice.paid_at ?? null } }
      : {}),
  };
}

/**
 * A captured payment of the invoice's order: paid in full -> Invoice `pay` (payment_id, paid_at,
 * the payer's e-mail and contact where the invoice had none: createInvoice rule 3); a part ->
 * Invoice `pay_partially`. The invoice row is locked and written back on its version.
 */
async function lockForPayment(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  ids: { order_id: string | null; invoice_id: string | null },
): Promise<PayableSettlement | undefined> {
  if (!ids.invoice_id) return undefined;
  const locked = await tx.entities('invoices').getForUpdate(mode, ids.invoice_id);
  if (!locked || locked.entity.order_id !== ids.order_id) throw refuse('id_not_found', {}, { field: 'invoice_id' });
  const invoice = locked.entity;
  const details = invoice.customer_details ?? {};
  return {
    paymentFields: () => ({
      fields: { invoice_id: invoice.id, description: invoice.description ?? null, customer_id: invoice.customer_id ?? null },
      payer: { email: details.customer_email, contact: details.customer_contact },
    }),
    partial: () => ({ partial_payment: invoice.partial_payment, first_payment_min_amount: invoice.first_payment_min_amount }),
    related: () => ({ invoice }),
    refusal() {
      if (ctx.machines.Invoice.can(invoice, 'pay')) return undefined;
      return invoice.status === 'paid' ? refuse('invoice_already_paid') : refuse('invoice_not_payable', { status: invoice.status });
    },
    async settle({ order, payment, ec }) {
      // an invoice's payment always has its order (lockForPayment matched on it)
      const paid = order?.status === 'paid';
      const draft: Invoice = paid
        ? {
            ...invoice,
            // spec Invoice.payment_id and Invoice.paid_at: set once paid
            payment_id: payment.id,
            paid_at: ctx.clocks.of(mode).now(),
            amount_paid: invoice.amount,
            amount_due: 0,
            customer_details: {
              ...details,
              customer_email: details.customer_email ?? payment.email ?? null,
              customer_contact: details.customer_contact ?? payment.contact ?? null,
            },
          }
        : { ...invoice, amount_paid: order?.amount_paid ?? invoice.amount_paid, amount_due: order?.amount_due ?? invoice.amount_due };
      const { entity } = await ctx.machines.Invoice.fire(draft, paid ? 'pay' : 'pay_partially', ec);
      const written = await tx.entities('invoices').update(mode, entity, { expectVersion: locked.version, expectStatus: invoice.status });
      if (!written) throw paid ? refuse('invoice_already_paid') : refuse('concurrent_update', { entity: 'invoice' });
      return entity;
    },
  };
}

export const invoicePayable: CheckoutPayable = {
  lockForPayment,
  segment: 'invoices',
  idPrefix: idPrefixes.Invoice,
  find: (ctx, id) =>
    findInEitherMode(ctx, async (tx, mode) => {
      const invoice = await tx.entities('invoices').get(mode, id);
      return invoice && found(ctx, invoice, mode);
    }),
};
