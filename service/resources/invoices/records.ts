/**
 * Invoices as records: reading one (a deleted invoice is gone for the API), the customer it
 * bills, and the order it gets when it is issued (spec createInvoice: "Creates an invoice and,
 * internally, its order").
 */

import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Customer, Invoice, InvoiceAddress } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { Mode, Tx, Versioned } from '../../store/store.js';
import { UniqueViolationError } from '../../store/store.js';
import { findOrCreateCustomer, requireCustomer } from '../customers/records.js';
import { createOrderRecord } from '../orders/records.js';

export const invoices = (tx: Tx) => tx.entities('invoices');

/** The state the API never shows (DELETE /invoices/{id}: "it no longer appears in lists"). */
export const DELETED: Invoice['status'] = 'deleted';

/** The invoice as the API shows it (no lock); 400 `The id provided does not exist` when absent or deleted. */
export async function findInvoice(tx: Tx, mode: Mode, id: string): Promise<Invoice> {
  const invoice = await invoices(tx).get(mode, id);
  if (!invoice || invoice.status === DELETED) throw refuse('id_not_found', {}, { field: 'invoice_id' });
  return invoice;
}

/** The invoice, locked for the rest of the transaction; 400 `The id provided does not exist` when absent or deleted. */
export async function requireInvoice(tx: Tx, mode: Mode, id: string): Promise<Versioned<Invoice>> {
  const found = await invoices(tx).getForUpdate(mode, id);
  if (!found || found.entity.status === DELETED) throw refuse('id_not_found', {}, { field: 'invoice_id' });
  return found;
}

/** Writes the invoice back if nothing changed it since it was read; a lost race is the catalogue's `concurrent_update`. */
export async function saveInvoice(tx: Tx, mode: Mode, next: Invoice, read: Versioned<Invoice>, lookups?: { receipt: null }): Promise<Invoice> {
  const saved = await withReceiptCheck(() => invoices(tx).update(mode, next, { expectVersion: read.version, lookups }));
  if (!saved) throw refuse('concurrent_update', { entity: 'invoice' });
  return next;
}

/** POST /invoices rule 7: the receipt's unique index answers, as a 400 naming `receipt`. */
export async function withReceiptCheck<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolationError && error.column === 'receipt') throw refuse('receipt_taken');
    throw error;
  }
}

/** What a new invoice is given; the rest of its fields start empty (createInvoice rule 5). */
export type NewInvoice = Pick<
  Invoice,
  | 'receipt'
  | 'customer_id'
  | 'customer_details'
  | 'customer'
  | 'subscription_id'
  | 'line_items'
  | 'sms_status'
  | 'email_status'
  | 'date'
  | 'amount'
  | 'description'
  | 'notes'
  | 'currency'
  | 'type'
  | 'partial_payment'
  | 'first_payment_min_amount'
  | 'comment'
  | 'terms'
  | 'expire_by'
>;

/** A new invoice, not yet through the machine (no status) nor issued (no order): nothing paid, all due. */
export function newInvoiceRecord(input: NewInvoice, now: number) {
  // every member written out, in the order the stored JSON has them (the input's, as NewInvoice
  // lists them, then the new ones): one literal of one shape, where spreading the input made V8
  // build and migrate hidden classes on every call (a tenth of createInvoice's CPU, bench:server)
  return {
    receipt: input.receipt,
    customer_id: input.customer_id,
    customer_details: input.customer_details,
    customer: input.customer,
    subscription_id: input.subscription_id,
    line_items: input.line_items,
    sms_status: input.sms_status,
    email_status: input.email_status,
    date: input.date,
    amount: input.amount,
    description: input.description,
    notes: input.notes,
    currency: input.currency,
    type: input.type,
    partial_payment: input.partial_payment,
    first_payment_min_amount: input.first_payment_min_amount,
    comment: input.comment,
    terms: input.terms,
    expire_by: input.expire_by,
    id: newId(idPrefixes.Invoice),
    entity: 'invoice' as const,
    invoice_number: input.receipt ?? null,
    order_id: null,
    payment_id: null,
    issued_at: null,
    paid_at: null,
    short_url: null,
    view_less: true, // "only 1 is supported" (the schema's const)
    created_at: now,
    gross_amount: input.amount,
    tax_amount: 0,
    taxable_amount: 0,
    amount_paid: 0,
    amount_due: input.amount,
    cancelled_at: null,
    expired_at: null,
  };
}

/** The link the customer pays at (served by the hosted checkout). */
export function invoiceShortUrl(publicUrl: string, invoiceId: string): string {
  return `${publicUrl}/checkout/invoices/${invoiceId}`;
}

export interface CustomerInput {
  name?: string;
  contact?: string;
  email?: string;
}

/**
 * The customer an invoice bills: `customer_id` must exist (POST /invoices rule 6); `customer`
 * details reuse a matching customer or create one (rule 2); neither means no customer (rule 3).
 */
export async function resolveCustomer(
  ctx: ServiceContext,
  tx: Tx,
  mode: Mode,
  input: { customer_id?: string; customer?: CustomerInput },
): Promise<Customer | null> {
  if (input.customer_id !== undefined) return requireCustomer(tx, mode, input.customer_id, 'customer_id');
  if (input.customer === undefined) return null;
  const { name, contact, email } = input.customer;
  if (name === undefined) throw refuse('field_required', { label: 'customer name' }, { field: 'customer.name' });
  return findOrCreateCustomer(tx, mode, ctx.clocks.of(mode), { name, contact: contact ?? null, email: email ?? null });
}

/** The invoice's customer fields: its id, the details shown on the invoice, and the snapshot. */
/** `given`: the customer details createInvoice was sent, whose addresses the invoice shows (spec Invoice.customer_details). */
export function customerFields(
  customer: Customer | null,
  given?: { billing_address?: InvoiceAddress; shipping_address?: InvoiceAddress },
): Pick<Invoice, 'customer_id' | 'customer_details' | 'customer'> {
  return {
    customer_id: customer?.id ?? null,
    customer_details: {
      customer_name: customer?.name ?? null,
      customer_email: customer?.email ?? null,
      customer_contact: customer?.contact ?? null,
      customer_address: null,
      billing_address: given?.billing_address ?? null,
      shipping_address: given?.shipping_address ?? null,
    },
    customer: customer ? { id: customer.id, name: customer.name, email: customer.email, contact: customer.contact } : null,
  };
}

/**
 * What issuing gives an invoice: its order, created in the caller's transaction through the
 * Order machine, the link and the time it was sent.
 */
export async function issueFields(
  ctx: ServiceContext,
  events: EventContext,
  invoice: Pick<Invoice, 'id' | 'amount' | 'currency' | 'partial_payment' | 'first_payment_min_amount'>,
  issuedAt: number,
): Promise<Pick<Invoice, 'order_id' | 'short_url' | 'issued_at'>> {
  const order = await createOrderRecord(ctx, events, {
    amount: invoice.amount,
    currency: invoice.currency,
    partial_payment: invoice.partial_payment ?? false,
    first_payment_min_amount: invoice.first_payment_min_amount ?? null,
  });
  return { order_id: order.id, short_url: invoiceShortUrl(ctx.publicUrl, invoice.id), issued_at: issuedAt };
}
