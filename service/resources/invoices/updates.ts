/**
 * PATCH /invoices/{invoice_id}: what may change depends on the status (spec, updateInvoice):
 * 1. `draft`: every field of the body;
 * 2. `issued`: only partial_payment, first_payment_min_amount, receipt, comment, terms, notes, expire_by;
 * 3. `partially_paid`, `paid`, `cancelled`, `expired`: only notes.
 * Any other field: 400 `<fields> is/are not required and should not be sent`.
 * The table is keyed by the spec's status type, so a new status is a compile error here.
 */

import { refuse } from '../../../generated/server/index.js';
import type { Customer, Invoice, UpdateInvoiceBody } from '../../../generated/types/index.js';
import { invoiceAmount, invoiceLines, type ResolvedLine } from './amounts.js';
import { initialStatuses } from './notifications.js';
import { customerFields } from './records.js';
import { checkExpireBy, checkInvoiceAmount, checkPartialPayment } from './rules.js';

type Field = keyof UpdateInvoiceBody;

const ISSUED_FIELDS: readonly Field[] = ['partial_payment', 'first_payment_min_amount', 'receipt', 'comment', 'terms', 'notes', 'expire_by'];
const NOTES_ONLY: readonly Field[] = ['notes'];

export const EDITABLE_FIELDS: Record<Exclude<Invoice['status'], 'deleted'>, readonly Field[] | 'all'> = {
  draft: 'all',
  issued: ISSUED_FIELDS,
  partially_paid: NOTES_ONLY,
  paid: NOTES_ONLY,
  cancelled: NOTES_ONLY,
  expired: NOTES_ONLY,
};

/** The fields of `body` that the invoice's status does not let change, in the body's order. */
export function fieldsNotEditable(status: Exclude<Invoice['status'], 'deleted'>, body: UpdateInvoiceBody): string[] {
  const allowed = EDITABLE_FIELDS[status];
  if (allowed === 'all') return [];
  return Object.keys(body).filter((field) => !allowed.includes(field as Field));
}

/**
 * A draft's notify flag when the update does not send it: `pending` means it was 1; a draft
 * with no customer yet had its flags ignored (rule 3), so the default 1 applies.
 */
function flagOf(current: Invoice, status: Invoice['sms_status']): '0' | '1' {
  return status !== null || current.customer_id === null ? '1' : '0';
}

/**
 * The invoice after the update (the body's fields are already known to be allowed), with the
 * cross-field rules checked again on the result. `customer` is the customer the update names,
 * already resolved (undefined when the body names none).
 */
/** `lines`: body.line_items resolved against the catalogue (invoice-line-items.ts), when sent. */
export function applyInvoiceUpdate(
  current: Invoice,
  body: UpdateInvoiceBody,
  customer: Customer | null | undefined,
  now: number,
  lines?: readonly ResolvedLine[],
): Invoice {
  const next: Invoice = { ...current };
  if (body.notes !== undefined) next.notes = body.notes;
  if (body.receipt !== undefined) next.receipt = body.receipt;
  if (body.comment !== undefined) next.comment = body.comment;
  if (body.terms !== undefined) next.terms = body.terms;
  if (body.expire_by !== undefined) {
    checkExpireBy(body.expire_by, now);
    next.expire_by = body.expire_by;
  }
  if (body.description !== undefined) next.description = body.description;
  if (body.date !== undefined) next.date = body.date;
  if (lines !== undefined) {
    next.line_items = invoiceLines(lines, current.currency);
    next.amount = invoiceAmount(lines);
    checkInvoiceAmount(next.amount, next.currency, 'line_items');
  }
  // spec updateInvoice rule 4: another customer, the same addresses (createInvoice's, customer_details)
  if (customer !== undefined) Object.assign(next, customerFields(customer, addressesOf(current)));
  if (customer !== undefined || body.sms_notify !== undefined || body.email_notify !== undefined) {
    Object.assign(
      next,
      initialStatuses(customer === undefined ? customerOf(current) : customer, {
        sms_notify: body.sms_notify ?? flagOf(current, current.sms_status),
        email_notify: body.email_notify ?? flagOf(current, current.email_status),
      }),
    );
  }
  if (body.partial_payment !== undefined) next.partial_payment = body.partial_payment === '1';
  if (body.first_payment_min_amount !== undefined) next.first_payment_min_amount = body.first_payment_min_amount;
  if (body.partial_payment === '0' && body.first_payment_min_amount === undefined) next.first_payment_min_amount = null;
  if (body.partial_payment !== undefined || body.first_payment_min_amount !== undefined || body.line_items !== undefined) {
    checkPartialPayment(next.partial_payment ?? false, next.first_payment_min_amount, next.amount);
  }
  next.gross_amount = next.amount;
  next.amount_due = next.amount - (next.amount_paid ?? 0);
  return next;
}

/** The billing and shipping addresses the invoice shows (createInvoice's `customer`), to keep across a change of customer. */
function addressesOf(invoice: Invoice): Parameters<typeof customerFields>[1] {
  const { billing_address: billing, shipping_address: shipping } = invoice.customer_details;
  return { ...(billing ? { billing_address: billing } : {}), ...(shipping ? { shipping_address: shipping } : {}) };
}

/** The billed customer's contact details as the invoice shows them (null without a customer). */
function customerOf(invoice: Invoice): Pick<Customer, 'email' | 'contact'> | null {
  if (invoice.customer_id === null) return null;
  return { email: invoice.customer_details.customer_email ?? null, contact: invoice.customer_details.customer_contact ?? null };
}

/** Which body fields were sent but may not be: throws the catalogued 400 when any. */
export function assertEditable(current: Invoice, body: UpdateInvoiceBody): void {
  if (current.status === 'deleted') throw refuse('id_not_found', {}, { field: 'invoice_id' });
  const refused = fieldsNotEditable(current.status, body);
  if (refused.length > 0) throw refuse('fields_not_allowed', { fields: refused.join(', ') }, { field: refused[0] ?? null });
}
