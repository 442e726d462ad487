/**
 * POST /invoices, GET /invoices, GET /invoices/{id} over HTTP on the real server (spec
 * createInvoice, rules 1-5 and designed rules 6-10), on every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateInvoiceBody, Invoice } from '../../generated/types/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { amountInvoice, CUSTOMER, countRows, expect400, invoiceBody, notificationsSettled, outboxEvents, stopGateway } from './invoices-support.js';

for (const engine of ENGINES) {
  describe(`invoices: create, fetch [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => stopGateway(gw));

    it('rule 5: answers the issued invoice with short_url, order_id and created_at; its order exists', async () => {
      const invoice = await gw.client().invoices.create(invoiceBody({ receipt: '#0961', notes: { channel: 'web' } }));
      expect(invoice).toMatchObject({
        entity: 'invoice',
        status: 'issued',
        currency: 'INR',
        type: 'link',
        view_less: true,
        amount: 39900,
        amount_due: 39900,
        amount_paid: 0,
        receipt: '#0961',
        notes: { channel: 'web' },
        payment_id: null,
        paid_at: null,
        short_url: `${gw.ctx.publicUrl}/checkout/invoices/${invoice.id}`,
      });
      expect(invoice.id).toMatch(/^inv_[0-9A-Za-z]{14}$/);
      expect(invoice.order_id).toMatch(/^order_[0-9A-Za-z]{14}$/);
      expect(invoice.issued_at).toBe(invoice.created_at);
      expect(invoice.date).toBe(invoice.created_at);
      const order = await gw.client().orders.fetch(invoice.order_id!);
      expect(order).toMatchObject({ amount: 39900, amount_paid: 0, amount_due: 39900, currency: 'INR', status: 'created', attempts: 0 });
      // pending on create; sent once the notification worker has delivered the messages
      expect(invoice).toMatchObject({ sms_status: 'pending', email_status: 'pending' });
      await notificationsSettled(gw);
      expect(await gw.client().invoices.fetch(invoice.id)).toEqual({ ...invoice, sms_status: 'sent', email_status: 'sent' });
    });

    it('rule 1: amount is the sum of amount x quantity over the lines (quantity defaults to 1)', async () => {
      const invoice = await gw.client().invoices.create(
        invoiceBody({
          line_items: [
            { name: 'a', amount: 1000, quantity: 3 },
            { name: 'b', amount: 250 },
            { name: 'c', amount: 0, quantity: 7 },
          ],
        }),
      );
      expect(invoice.amount).toBe(3250);
      expect(invoice.line_items.map((l) => [l.unit_amount, l.quantity, l.amount])).toEqual([
        [1000, 3, 3000],
        [250, 1, 250],
        [0, 7, 0],
      ]);
      for (const line of invoice.line_items) expect(line.id).toMatch(/^li_[0-9A-Za-z]{14}$/);
      expect((await gw.client().orders.fetch(invoice.order_id!)).amount).toBe(3250);
    });

    it('rule 1: amount plus description gives an invoice with no lines', async () => {
      const invoice = await gw.client().invoices.create(amountInvoice());
      expect(invoice).toMatchObject({ amount: 100000, description: 'Consulting fee for March', line_items: [] });
    });

    // Each rule the schema holds answers 400 naming the field, before a handler runs; the rules
    // only the service knows answer the same way.
    const refused: Array<[string, Record<string, unknown>, string]> = [
      ['line_items and amount together (rule 1)', { ...invoiceBody(), amount: 100, description: 'x' }, 'amount'],
      ['neither line_items nor amount (rule 1)', { currency: 'INR', type: 'link' }, 'line_items'],
      ['amount without description (rule 1)', { currency: 'INR', type: 'link', amount: 1000 }, 'description'],
      ['51 line items (maxItems 50)', invoiceBody({ line_items: Array.from({ length: 51 }, (_, i) => ({ name: `l${i}`, amount: 100 })) }), 'line_items'],
      ['a currency other than INR', invoiceBody({ currency: 'USD' as 'INR' }), 'currency'],
      ['a type other than ecod or link', invoiceBody({ type: 'invoice' as 'link' }), 'type'],
      ['view_less 0', invoiceBody({ view_less: '0' as '1' }), 'view_less'],
      ['customer and customer_id together', invoiceBody({ customer_id: 'cust_AAAAAAAAAAAAAA' }), 'customer_id'],
      ['a customer without contact', invoiceBody({ customer: { name: 'Gaurav Kumar' } as CreateInvoiceBody['customer'] }), 'customer.contact'],
      ['a total under INR 1.00', invoiceBody({ line_items: [{ name: 'a', amount: 99 }] }), 'line_items'],
      ['an amount under INR 1.00', amountInvoice({ amount: 99 }), 'amount'],
      ['expire_by in less than 15 minutes (rule 9)', amountInvoice({ expire_by: 1 }), 'expire_by'],
      ['partial_payment without a minimum (rule 10)', amountInvoice({ partial_payment: '1' }), 'first_payment_min_amount'],
      ['a first payment above the amount (rule 10)', amountInvoice({ partial_payment: '1', first_payment_min_amount: 100001 }), 'first_payment_min_amount'],
      [
        'a first payment without partial payments (rule 10)',
        amountInvoice({ partial_payment: '0', first_payment_min_amount: 100 }),
        'first_payment_min_amount',
      ],
      ['a customer_id that does not exist (rule 6)', amountInvoice({ customer_id: 'cust_AAAAAAAAAAAAAA' }), 'customer_id'],
    ];
    it.each(refused)('refuses %s: 400 naming the field, nothing written', async (_name, body, field) => {
      await expect400(gw.client().invoices.create(body as CreateInvoiceBody), field);
      expect(await countRows(gw, 'invoices')).toBe(0);
      expect(await countRows(gw, 'orders')).toBe(0);
      expect(await countRows(gw, 'customers')).toBe(0);
    });

    it("the reference's fields: the customer's addresses shown on the invoice, a line's currency that must be the invoice's", async () => {
      const address = {
        line1: 'Ground & 1st Floor, SJR Cyber Laskar',
        line2: 'Hosur Road',
        zipcode: '560068',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'in',
      };
      const made = await gw.client().invoices.create(
        invoiceBody({
          customer: { ...CUSTOMER, billing_address: address, shipping_address: { line1: 'Gate 2' } },
          line_items: [{ name: 'Tea', amount: 100, currency: 'INR' }],
        }),
      );
      expect(made.customer_details).toMatchObject({ billing_address: address, shipping_address: { line1: 'Gate 2' } });
      expect((await gw.client().invoices.fetch(made.id)).customer_details).toEqual(made.customer_details);
      await expect400(
        gw.client().invoices.create(invoiceBody({ line_items: [{ name: 'Tea', amount: 100, currency: 'USD' }] })),
        'line_items[0].currency',
        'Currency of all items should be the same as of the invoice.',
      );
      await expect400(
        gw.client().invoices.create(invoiceBody({ customer: { ...CUSTOMER, billing_address: { line1: 'x', country: 'IND' } } })),
        'customer.billing_address.country',
      );
    });

    it('a draft whose customer updateInvoice changes keeps the addresses its customer_details show (rule 4)', async () => {
      const billing = { line1: 'Ground & 1st Floor, SJR Cyber Laskar', zipcode: '560068', city: 'Bengaluru', country: 'in' };
      const shipping = { line1: 'Gate 2', city: 'Bengaluru' };
      const draft = await gw
        .client()
        .invoices.create(invoiceBody({ draft: '1', customer: { ...CUSTOMER, billing_address: billing, shipping_address: shipping } }));
      expect(draft.customer_details).toMatchObject({ billing_address: billing, shipping_address: shipping });
      // other details: another customer, found or made (createInvoice rule 2)
      const renamed = await gw.client().invoices.update(draft.id, { customer: { name: 'Ravi Shah', contact: '+919822222222', email: 'ravi@example.com' } });
      expect(renamed.customer_id).not.toBe(draft.customer_id);
      expect(renamed.customer_details).toMatchObject({ customer_name: 'Ravi Shah', billing_address: billing, shipping_address: shipping });
      // another customer by id
      const other = await gw.client().customers.create({ name: 'Asha Rao', contact: '+919833333333', email: 'asha@example.com' });
      const moved = await gw.client().invoices.update(draft.id, { customer_id: other.id });
      expect(moved).toMatchObject({
        customer_id: other.id,
        customer_details: { customer_name: 'Asha Rao', billing_address: billing, shipping_address: shipping },
      });
      expect((await gw.client().invoices.fetch(draft.id)).customer_details).toEqual(moved.customer_details);
      // an invoice without addresses keeps having none
      const plain = await gw.client().invoices.create(invoiceBody({ draft: '1' }));
      const plainMoved = await gw.client().invoices.update(plain.id, { customer_id: other.id });
      expect(plainMoved.customer_details).toMatchObject({ billing_address: null, shipping_address: null });
    });

    it('updateInvoice keeps a line named by its id, with the fields sent changed; lines not sent go; an id not of this invoice is a 400', async () => {
      const draft = await gw.client().invoices.create(
        invoiceBody({
          draft: '1',
          line_items: [
            { name: 'Tea', amount: 100, quantity: 2 },
            { name: 'Cake', amount: 500 },
          ],
        }),
      );
      const [tea] = draft.line_items;
      const edited = await gw.client().invoices.update(draft.id, {
        line_items: [
          { id: tea?.id, quantity: 3 },
          { name: 'Scone', amount: 300 },
        ] as never,
      });
      expect(edited.line_items.map((l) => [l.id === tea?.id, l.name, l.unit_amount, l.quantity, l.amount])).toEqual([
        [true, 'Tea', 100, 3, 300],
        [false, 'Scone', 300, 1, 300],
      ]);
      expect(edited.amount).toBe(600);
      // quantity's default is a new line's (InvoiceLineItemInput): a line named by id keeps its own
      const renamed = await gw.client().invoices.update(draft.id, { line_items: [{ id: tea?.id, name: 'Green tea' }] as never });
      expect(renamed.line_items.map((l) => [l.name, l.quantity, l.amount])).toEqual([['Green tea', 3, 300]]);
      await expect400(
        gw.client().invoices.update(draft.id, { line_items: [{ id: 'li_00000000000000' }] as never }),
        'line_items[0].id',
        'The id provided does not exist',
      );
      await expect400(gw.client().invoices.create(invoiceBody({ line_items: [{ id: tea?.id, name: 'Tea', amount: 100 }] as never })), 'line_items[0].id');
    });

    it('rule 6: a customer_id that does not exist is 400 `The id provided does not exist`', async () => {
      await expect400(gw.client().invoices.create(amountInvoice({ customer_id: 'cust_AAAAAAAAAAAAAA' })), 'customer_id', 'The id provided does not exist');
    });

    it('rule 4: booleans sent as 0/1 strings or true/false are the same flags', async () => {
      const invoice = await gw.client().invoices.create({ ...invoiceBody(), sms_notify: false, email_notify: '0' } as unknown as CreateInvoiceBody);
      expect(invoice).toMatchObject({ sms_status: null, email_status: null });
    });

    it('rule 7: a receipt is unique across the merchant invoices of a mode: 400 naming receipt, no order left behind', async () => {
      await gw.client().invoices.create(amountInvoice({ receipt: 'R-1' }));
      expect(await countRows(gw, 'orders')).toBe(1);
      await expect400(gw.client().invoices.create(amountInvoice({ receipt: 'R-1' })), 'receipt');
      // the order created for the refused invoice rolled back with it
      expect(await countRows(gw, 'orders')).toBe(1);
      expect(await countRows(gw, 'invoices')).toBe(1);
      expect(await outboxEvents(gw)).toEqual([]);
      // the live mode has its own receipts
      await gw.client('live').invoices.create(amountInvoice({ receipt: 'R-1' }));
    });

    it('creates the invoice, its order and its customer in one transaction', async () => {
      // a failure after the customer and the order were written (the receipt clash at the
      // invoice insert) leaves none of them
      await gw.client().invoices.create(amountInvoice({ receipt: 'R-2' }));
      await expect400(gw.client().invoices.create(invoiceBody({ receipt: 'R-2', customer: { name: 'New Person', contact: '+911111111111' } })), 'receipt');
      expect(await countRows(gw, 'customers')).toBe(0);
      expect(await countRows(gw, 'orders')).toBe(1);
    });

    it('rule 2: details matching an existing customer (same contact and email) reuse it; other details create one', async () => {
      const first = await gw.client().invoices.create(invoiceBody());
      const again = await gw.client().invoices.create(invoiceBody({ customer: { ...CUSTOMER, name: 'G. Kumar' } }));
      expect(again.customer_id).toBe(first.customer_id);
      // the invoice shows the customer it bills
      expect(again.customer_details).toMatchObject({ customer_name: CUSTOMER.name, customer_contact: CUSTOMER.contact, customer_email: CUSTOMER.email });
      const otherEmail = await gw.client().invoices.create(invoiceBody({ customer: { ...CUSTOMER, email: 'other@example.com' } }));
      const noEmail = await gw.client().invoices.create(invoiceBody({ customer: { name: CUSTOMER.name, contact: CUSTOMER.contact } }));
      expect(new Set([first.customer_id, otherEmail.customer_id, noEmail.customer_id]).size).toBe(3);
      const customers = await gw.client().customers.list();
      expect(customers.count).toBe(3);
      expect(await gw.client().customers.fetch(first.customer_id!)).toMatchObject({ name: CUSTOMER.name, contact: CUSTOMER.contact, email: CUSTOMER.email });
    });

    it('rule 2: customer_id bills an existing customer', async () => {
      const customer = await gw.client().customers.create({ name: 'Asha Rao', contact: '+919811111111' });
      const invoice = await gw.client().invoices.create(amountInvoice({ customer_id: customer.id }));
      expect(invoice).toMatchObject({
        customer_id: customer.id,
        customer_details: { customer_name: 'Asha Rao', customer_contact: '+919811111111', customer_email: null },
        // the customer has no e-mail: nothing goes out by e-mail whatever the flag
        sms_status: 'pending',
        email_status: null,
      });
    });

    it('test and live data are invisible to each other', async () => {
      const testInvoice = await gw.client('test').invoices.create(invoiceBody());
      const liveInvoice = await gw.client('live').invoices.create(amountInvoice());
      await expect400(gw.client('live').invoices.fetch(testInvoice.id), 'invoice_id', 'The id provided does not exist');
      await expect400(gw.client('test').invoices.fetch(liveInvoice.id), 'invoice_id');
      await expect400(gw.client('live').orders.fetch(testInvoice.order_id!), 'order_id');
      await expect400(gw.client('live').customers.fetch(testInvoice.customer_id!), 'customer_id');
      expect((await gw.client('test').invoices.list()).items.map((i) => i.id)).toEqual([testInvoice.id]);
      expect((await gw.client('live').invoices.list()).items.map((i) => i.id)).toEqual([liveInvoice.id]);
      // a live invoice cannot bill a test customer
      await expect400(gw.client('live').invoices.create(amountInvoice({ customer_id: testInvoice.customer_id! })), 'customer_id');
      await notificationsSettled(gw);
    });

    it('concurrent creations with one receipt: exactly one invoice (and one order)', async () => {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => gw.client().invoices.create(amountInvoice({ receipt: 'RACE' }))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await countRows(gw, 'invoices')).toBe(1);
      expect(await countRows(gw, 'orders')).toBe(1);
    });

    it('concurrent invoices for the same new customer create that customer once (rule 2)', async () => {
      const made = await Promise.all(Array.from({ length: 5 }, () => gw.client().invoices.create(invoiceBody())));
      expect(new Set(made.map((i) => i.customer_id)).size).toBe(1);
      expect(await countRows(gw, 'customers')).toBe(1);
    });

    it('fetching an id that does not exist is 400 `The id provided does not exist`', async () => {
      await expect400(gw.client().invoices.fetch('inv_AAAAAAAAAAAAAA'), 'invoice_id', 'The id provided does not exist');
    });
  });

  describe(`invoices: list [${engine}]`, () => {
    let gw: TestGateway;
    let made: Invoice[];
    beforeEach(async () => {
      gw = await startGateway({ engine });
      made = [];
      // five invoices, one second apart on the clock
      for (let i = 0; i < 5; i++) {
        made.push(await gw.client().invoices.create(amountInvoice({ receipt: `L-${i}` })));
        gw.clock.advance(1);
      }
    });
    afterEach(() => stopGateway(gw));

    it('lists newest first, count 10 by default', async () => {
      const page = await gw.client().invoices.list();
      expect(page.entity).toBe('collection');
      expect(page.count).toBe(5);
      expect(page.items.map((i) => i.id)).toEqual(made.map((i) => i.id).reverse());
    });

    it('pages with count and skip', async () => {
      const ids = made.map((i) => i.id).reverse();
      expect((await gw.client().invoices.list({ count: 2 })).items.map((i) => i.id)).toEqual(ids.slice(0, 2));
      expect((await gw.client().invoices.list({ count: 2, skip: 2 })).items.map((i) => i.id)).toEqual(ids.slice(2, 4));
      const last = await gw.client().invoices.list({ count: 2, skip: 4 });
      expect(last).toMatchObject({ count: 1, items: [{ id: ids[4] }] });
      expect((await gw.client().invoices.list({ skip: 10 })).count).toBe(0);
    });

    it('filters from and to (created on or after / on or before)', async () => {
      const [, second, third, fourth] = made;
      const page = await gw.client().invoices.list({ from: second!.created_at, to: fourth!.created_at });
      expect(page.items.map((i) => i.id)).toEqual([fourth!.id, third!.id, second!.id]);
    });

    it('filters by receipt and by customer_id', async () => {
      expect((await gw.client().invoices.list({ receipt: 'L-3' })).items.map((i) => i.id)).toEqual([made[3]!.id]);
      expect((await gw.client().invoices.list({ receipt: 'nope' })).count).toBe(0);
      const billed = await gw.client().invoices.create(invoiceBody());
      expect((await gw.client().invoices.list({ customer_id: billed.customer_id! })).items.map((i) => i.id)).toEqual([billed.id]);
    });

    it('refuses a bad count with 400 naming count', async () => {
      await expect400(gw.client().invoices.list({ count: 101 }), 'count');
      await expect400(gw.client().invoices.list({ count: 0 }), 'count');
    });
  });
}
