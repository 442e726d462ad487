/**
 * An invoice as a payable (spec Invoice.short_url: the page behind it): payments attach to the
 * invoice's order; it is payable while the Invoice machine lets `pay` (issued, partially_paid).
 */
import { answerFor, errorCatalogue, idPrefixes, refuse } from '../../generated/server/index.js';
import type { Invoice } from '../../generated/types/index.js';
import type { ServiceContext } from '../context.js';
import type { Mode } from '../store/store.js';
import type { FoundPayable, Payable } from './payable.js';

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
  };
}

export const invoicePayable: Payable = {
  segment: 'invoices',
  idPrefix: idPrefixes.Invoice,
  async find(ctx, id) {
    return ctx.store.transaction(
      async (tx) => {
        for (const mode of ['test', 'live'] as const) {
          const invoice = await tx.entities('invoices').get(mode, id);
          if (invoice) return found(ctx, invoice, mode);
        }
        return undefined;
      },
      { readOnly: true },
    );
  },
};
