/**
 * The invoice after creation (spec, designed operations): drafts (designed rule 8) and issuing,
 * updates per status, cancel, delete, notify_by; statuses move through the Invoice machine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateInvoiceBody } from '../../generated/types/index.js';
import { eventContext } from '../../service/events.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { amountInvoice, CUSTOMER, countRows, expect400, invoiceBody, notificationsSettled, stopGateway } from './invoices-support.js';

for (const engine of ENGINES) {
  describe(`invoices: drafts, updates, cancel, delete, notify [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => stopGateway(gw));

    /** Moves a stored invoice to `status` through the machine, as the payment flow would. */
    async function moveTo(id: string, trigger: 'pay' | 'expire'): Promise<void> {
      await gw.ctx.store.transaction(async (tx) => {
        const repo = tx.entities('invoices');
        const read = (await repo.getForUpdate('test', id))!;
        const { entity } = await gw.ctx.machines.Invoice.fire(read.entity, trigger, eventContext(tx, 'test'));
        await repo.update('test', entity, { expectVersion: read.version });
      });
    }

    it('rule 8: draft 1 creates a draft: no order, no short_url, nothing sent', async () => {
      const draft = await gw.client().invoices.create(invoiceBody({ draft: '1' }));
      expect(draft).toMatchObject({ status: 'draft', order_id: null, short_url: null, issued_at: null });
      await notificationsSettled(gw);
      expect(await countRows(gw, 'orders')).toBe(0);
      expect(await gw.ctx.store.transaction((tx) => tx.notifications.list('test'))).toEqual([]);
    });

    it('issue: draft -> issued creates the order, sets short_url and issued_at, then sends', async () => {
      const draft = await gw.client().invoices.create(invoiceBody({ draft: '1' }));
      gw.clock.advance(30);
      const issued = await gw.client().invoices.issue(draft.id);
      expect(issued).toMatchObject({ status: 'issued', short_url: `${gw.ctx.publicUrl}/checkout/invoices/${draft.id}` });
      expect(issued.issued_at).toBeGreaterThanOrEqual(draft.created_at + 30);
      expect(issued.issued_at).toBeLessThanOrEqual(gw.clock.now());
      expect((await gw.client().orders.fetch(issued.order_id!)).amount).toBe(draft.amount);
      await notificationsSettled(gw);
      const sent = await gw.ctx.store.transaction((tx) => tx.notifications.list('test', { entity_id: draft.id }));
      expect(sent.map((n) => [n.channel, n.recipient])).toEqual([
        ['sms', CUSTOMER.contact],
        ['email', CUSTOMER.email],
      ]);
      // only a draft can be issued, and the refusal creates no second order
      await expect400(gw.client().invoices.issue(draft.id), null, 'Operation not allowed for Invoice in issued status.');
      expect(await countRows(gw, 'orders')).toBe(1);
    });

    it('update of a draft: any field; lines recompute the amount; a new customer recomputes the notifications', async () => {
      const draft = await gw.client().invoices.create(amountInvoice({ draft: '1' }));
      expect(draft).toMatchObject({ sms_status: null, email_status: null, customer_id: null });
      const updated = await gw.client().invoices.update(draft.id, {
        line_items: [{ name: 'x', amount: 500, quantity: 4 }],
        customer: { name: 'Ravi Shah', contact: '+919822222222' },
        description: 'March',
        terms: 'Net 15',
        email_notify: '0',
      });
      expect(updated).toMatchObject({ amount: 2000, amount_due: 2000, description: 'March', terms: 'Net 15', sms_status: 'pending', email_status: null });
      expect(updated.customer_details).toMatchObject({ customer_name: 'Ravi Shah', customer_contact: '+919822222222' });
      expect(await gw.client().invoices.fetch(draft.id)).toEqual(updated);
    });

    it('update of an issued invoice: only the fields the spec lists; others are 400 naming them', async () => {
      const invoice = await gw.client().invoices.create(amountInvoice());
      const updated = await gw
        .client()
        .invoices.update(invoice.id, { receipt: 'U-1', comment: 'c', notes: { a: 'b' }, partial_payment: '1', first_payment_min_amount: 5000 });
      expect(updated).toMatchObject({ receipt: 'U-1', comment: 'c', notes: { a: 'b' }, partial_payment: true, first_payment_min_amount: 5000 });
      await expect400(
        gw.client().invoices.update(invoice.id, { notes: {}, line_items: [{ name: 'x', amount: 100 }], date: 1 } as UpdateInvoiceBody),
        'line_items',
        'line_items, date is/are not required and should not be sent',
      );
      await expect400(gw.client().invoices.update(invoice.id, { first_payment_min_amount: 100001 }), 'first_payment_min_amount');
      await expect400(gw.client().invoices.update(invoice.id, { expire_by: gw.clock.now() + 60 }), 'expire_by');
    });

    it('update: a receipt another invoice holds is 400 naming receipt', async () => {
      await gw.client().invoices.create(amountInvoice({ receipt: 'TAKEN' }));
      const other = await gw.client().invoices.create(amountInvoice());
      await expect400(gw.client().invoices.update(other.id, { receipt: 'TAKEN' }), 'receipt');
      expect((await gw.client().invoices.fetch(other.id)).receipt).toBeNull();
    });

    it('update of a paid, cancelled or expired invoice: notes only', async () => {
      const invoice = await gw.client().invoices.create(amountInvoice());
      await moveTo(invoice.id, 'pay');
      expect(await gw.client().invoices.update(invoice.id, { notes: { k: 'v' } })).toMatchObject({ status: 'paid', notes: { k: 'v' } });
      await expect400(gw.client().invoices.update(invoice.id, { receipt: 'x' }), 'receipt', 'receipt is/are not required and should not be sent');
    });

    it('cancel: draft, issued -> cancelled with cancelled_at; a paid invoice cannot be cancelled', async () => {
      const issued = await gw.client().invoices.create(amountInvoice());
      const before = gw.clock.now();
      const cancelled = await gw.client().invoices.cancel(issued.id);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.cancelled_at).toBeGreaterThanOrEqual(before);
      expect(cancelled.cancelled_at).toBeLessThanOrEqual(gw.clock.now());
      await expect400(gw.client().invoices.cancel(issued.id), null, 'Operation not allowed for Invoice in cancelled status.');
      const draft = await gw.client().invoices.create(amountInvoice({ draft: '1' }));
      expect((await gw.client().invoices.cancel(draft.id)).status).toBe('cancelled');
      const paid = await gw.client().invoices.create(amountInvoice());
      await moveTo(paid.id, 'pay');
      await expect400(gw.client().invoices.cancel(paid.id), null, 'Operation not allowed for Invoice in paid status.');
    });

    it('delete: a draft is deleted (answer []), gone from fetch and lists, its receipt free again', async () => {
      const draft = await gw.client().invoices.create(amountInvoice({ draft: '1', receipt: 'D-1' }));
      expect(await gw.client().invoices.delete(draft.id)).toEqual([]);
      await expect400(gw.client().invoices.fetch(draft.id), 'invoice_id', 'The id provided does not exist');
      await expect400(gw.client().invoices.update(draft.id, { notes: {} }), 'invoice_id', 'The id provided does not exist');
      expect((await gw.client().invoices.list()).count).toBe(0);
      await gw.client().invoices.create(amountInvoice({ receipt: 'D-1' }));
    });

    it('delete: anything but a draft is 400 `Operation not allowed for Invoice in <status> status.`', async () => {
      const issued = await gw.client().invoices.create(amountInvoice());
      await expect400(gw.client().invoices.delete(issued.id), null, 'Operation not allowed for Invoice in issued status.');
    });

    it('notify_by: sends again by the medium ({success: true}), written to the notification log', async () => {
      const invoice = await gw.client().invoices.create(invoiceBody({ sms_notify: '0', email_notify: '0' }));
      expect(invoice).toMatchObject({ sms_status: null, email_status: null });
      expect(await gw.client().invoices.notify(invoice.id, 'sms')).toEqual({ success: true });
      expect(await gw.client().invoices.notify(invoice.id, 'email')).toEqual({ success: true });
      const log = await gw.ctx.store.transaction((tx) => tx.notifications.list('test', { entity_id: invoice.id }));
      expect(log.map((n) => [n.channel, n.recipient])).toEqual([
        ['sms', CUSTOMER.contact],
        ['email', CUSTOMER.email],
      ]);
      expect(log[0]!.body).toContain(invoice.short_url);
    });

    it('notify_by: refused without the matching detail, for a draft, and for a paid invoice', async () => {
      const customer = await gw.client().customers.create({ name: 'Only Phone', contact: '+919833333333' });
      const noEmail = await gw.client().invoices.create(amountInvoice({ customer_id: customer.id }));
      await expect400(gw.client().invoices.notify(noEmail.id, 'email'), 'medium');
      const noCustomer = await gw.client().invoices.create(amountInvoice());
      await expect400(gw.client().invoices.notify(noCustomer.id, 'sms'), 'medium');
      const draft = await gw.client().invoices.create(invoiceBody({ draft: '1' }));
      await expect400(gw.client().invoices.notify(draft.id, 'sms'), null, 'Operation not allowed for Invoice in draft status.');
      await moveTo(noEmail.id, 'pay');
      await expect400(gw.client().invoices.notify(noEmail.id, 'sms'), null, 'Operation not allowed for Invoice in paid status.');
    });
  });
}
