/**
 * Invoices (spec tag `invoices`; createInvoice rules 1-10, listInvoices, fetchInvoice): create
 * (issued at once, or a draft), list, fetch, update, issue, cancel, delete a draft, notify
 * again. Statuses move only through the Invoice machine; an invoice's order is created in the
 * same transaction as the invoice is issued, and so are its SMS and e-mail, written to the
 * notification log for the notification worker to deliver (notifications.ts).
 */
import { refuse } from '../../../generated/server/index.js';
import type { Invoice } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import type { Mode } from '../../store/store.js';
import { collectionText, entityText, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { invoiceAmount, invoiceLines } from './amounts.js';
import { resolveLines } from './line-items.js';
import { initialStatuses, queueInvoiceNotification, queueInvoiceNotifications } from './notifications.js';
import {
  customerFields,
  DELETED,
  findInvoice,
  invoices,
  issueFields,
  newInvoiceRecord,
  requireInvoice,
  resolveCustomer,
  saveInvoice,
  withReceiptCheck,
} from './records.js';
import { checkExpireBy, checkInvoiceAmount, checkPartialPayment } from './rules.js';
import { applyInvoiceUpdate, assertEditable } from './updates.js';

export const resource = defineResource('invoices', (ctx: ServiceContext) => {
  const { store, machines } = ctx;
  const clock = (auth: { mode: Mode }) => ctx.clocks.of(auth.mode);
  // GET /invoices and GET /invoices/{id} never show a deleted draft
  const VISIBLE = machines.Invoice.states.filter((s) => s !== DELETED);

  return {
    async createInvoice({ body, auth }) {
      const now = clock(auth).now();
      checkExpireBy(body.expire_by, now); // designed rule 9
      const partial = body.partial_payment === '1';
      const draft = body.draft === '1'; // designed rule 8

      const invoice = await store.transaction(async (tx) => {
        // rule 1: line_items (catalogue items looked up in this transaction), or amount plus
        // description (which of the two is the schema's); the sum
        const requested = body.line_items ? await resolveLines(tx, auth.mode, body.line_items, body.currency) : [];
        const lines = invoiceLines(requested, body.currency);
        // the schema's anyOf: without line_items the amount is present (checked again for the compiler)
        if (!body.line_items && body.amount === undefined) throw refuse('field_required', { label: 'amount' }, { field: 'amount' });
        const amount = body.line_items ? invoiceAmount(requested) : (body.amount ?? 0);
        checkInvoiceAmount(amount, body.currency, body.line_items ? 'line_items' : 'amount');
        checkPartialPayment(partial, body.first_payment_min_amount, amount); // designed rule 10
        const events = eventContext(tx, auth.mode);
        const customer = await resolveCustomer(ctx, tx, auth.mode, body); // rules 2, 3 and 6
        const base = newInvoiceRecord(
          {
            receipt: body.receipt ?? null,
            ...customerFields(customer, body.customer),
            subscription_id: null,
            line_items: lines,
            ...initialStatuses(customer, body), // rule 3 and the notify flags
            date: body.date ?? now,
            amount,
            description: body.description ?? null,
            notes: body.notes ?? {},
            currency: body.currency,
            type: body.type,
            partial_payment: partial,
            first_payment_min_amount: body.first_payment_min_amount ?? null,
            comment: body.comment ?? null,
            terms: body.terms ?? null,
            expire_by: body.expire_by ?? null,
          },
          now,
        );
        // spec createInvoice: the order is created with the invoice, in this transaction
        const issued = draft ? {} : await issueFields(ctx, events, base, now);
        const { entity } = await machines.Invoice.create({ ...base, ...issued }, draft ? 'create_draft' : 'create', events);
        const stored = await withReceiptCheck(() => invoices(tx).insert(auth.mode, entity)); // designed rule 7
        // the SMS and e-mail are written with the invoice: all of it commits, or none (a draft sends nothing yet)
        if (!draft) await queueInvoiceNotifications(tx, auth.mode, entity as Invoice, ctx.merchantName);
        return entityText<Invoice>(stored);
      });
      return invoice; // rule 5
    },

    async listInvoices({ query, auth }) {
      const where = { receipt: query.receipt, customer_id: query.customer_id, subscription_id: query.subscription_id };
      // the stored JSON texts are the answer: no parse, no serialise
      return collectionText(await store.transaction((tx) => invoices(tx).listData(auth.mode, { ...page(query), status: VISIBLE, where }), { readOnly: true }));
    },

    async fetchInvoice({ params, auth }) {
      return store.transaction((tx) => findInvoice(tx, auth.mode, params.invoice_id), { readOnly: true });
    },

    async updateInvoice({ params, body, auth }) {
      return store.transaction(async (tx) => {
        const read = await requireInvoice(tx, auth.mode, params.invoice_id);
        const current = read.entity;
        assertEditable(current, body);
        // a draft's customer: an id, or details merged over the ones the invoice shows
        const customer =
          body.customer_id !== undefined || body.customer !== undefined
            ? await resolveCustomer(ctx, tx, auth.mode, {
                customer_id: body.customer_id,
                customer: body.customer && {
                  name: body.customer.name ?? current.customer_details.customer_name ?? undefined,
                  contact: body.customer.contact ?? current.customer_details.customer_contact ?? undefined,
                  email: body.customer.email ?? current.customer_details.customer_email ?? undefined,
                },
              })
            : undefined;
        const lines = body.line_items && (await resolveLines(tx, auth.mode, body.line_items, current.currency, current.line_items));
        const next = applyInvoiceUpdate(current, body, customer, clock(auth).now(), lines);
        return saveInvoice(tx, auth.mode, next, read);
      });
    },

    async issueInvoice({ params, auth }) {
      const invoice = await store.transaction(async (tx) => {
        const events = eventContext(tx, auth.mode);
        const read = await requireInvoice(tx, auth.mode, params.invoice_id);
        // only a draft can be issued: refused (as the machine words it) before its order is made
        if (!machines.Invoice.can(read.entity, 'issue')) throw refuse('invalid_state_transition', { schema: 'Invoice', status: read.entity.status });
        const now = clock(auth).now();
        checkExpireBy(read.entity.expire_by, now);
        const issued = await issueFields(ctx, events, read.entity, now);
        const { entity } = await machines.Invoice.fire({ ...read.entity, ...issued }, 'issue', events);
        const saved = await saveInvoice(tx, auth.mode, entity, read);
        await queueInvoiceNotifications(tx, auth.mode, saved, ctx.merchantName);
        return saved;
      });
      return invoice;
    },

    async cancelInvoice({ params, auth }) {
      return store.transaction(async (tx) => {
        const read = await requireInvoice(tx, auth.mode, params.invoice_id);
        const { entity } = await machines.Invoice.fire({ ...read.entity, cancelled_at: clock(auth).now() }, 'cancel', eventContext(tx, auth.mode));
        return saveInvoice(tx, auth.mode, entity, read);
      });
    },

    async deleteInvoice({ params, auth }) {
      await store.transaction(async (tx) => {
        const read = await requireInvoice(tx, auth.mode, params.invoice_id);
        const { entity } = await machines.Invoice.fire(read.entity, 'delete', eventContext(tx, auth.mode));
        // the deleted draft keeps its data but gives its receipt back (rule 7 is about live invoices)
        await saveInvoice(tx, auth.mode, entity, read, { receipt: null });
      });
      return [];
    },

    async notifyInvoice({ params, auth }) {
      await store.transaction(async (tx) => {
        // locked, so the invoice cannot be paid or cancelled between the checks and the write
        const { entity: invoice } = await requireInvoice(tx, auth.mode, params.invoice_id);
        // notify_by: only an invoice the customer can still pay (issued, partially_paid: the states
        // the machine lets `pay` leave), to a customer with the matching detail
        if (!machines.Invoice.can(invoice, 'pay')) throw refuse('invalid_state_transition', { schema: 'Invoice', status: invoice.status });
        if (!(await queueInvoiceNotification(tx, auth.mode, invoice, params.medium, ctx.merchantName)))
          throw refuse('nothing_to_notify', { detail: params.medium === 'sms' ? 'contact number' : 'e-mail address' });
      });
      // spec notifyInvoice: "The notification was queued."
      return { success: true };
    },
  };
});
