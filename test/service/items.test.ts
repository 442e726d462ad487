/**
 * Items over HTTP (spec tag `items`): create (currency amount rules), fetch, list (active
 * filter), update, delete ([]; an item used on an invoice stays), and items as invoice lines
 * (spec InvoiceLineItemInput: `item_id` or `name` + `amount`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { amountInvoice, expect400, invoiceBody, stopGateway } from './invoices-support.js';

for (const engine of ENGINES) {
  describe(`items [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => stopGateway(gw));

    const BOOK = { name: 'Book / English August', description: 'An indian story, Booker prize winner.', amount: 20000, currency: 'INR' } as const;

    it('creates an active item with unit_amount = amount; fetches it', async () => {
      const item = await gw.client().items.create({ ...BOOK });
      expect(item).toMatchObject({ entity: 'item', active: true, ...BOOK, unit_amount: 20000 });
      expect(item.id).toMatch(/^item_[0-9A-Za-z]{14}$/);
      expect(await gw.client().items.fetch(item.id)).toEqual(item);
      expect((await gw.client().items.create({ name: 'No description', amount: 100, currency: 'INR' })).description).toBeNull();
    });

    it('applies the currency amount rules', async () => {
      await expect400(gw.client().items.create({ ...BOOK, amount: 99 }), 'amount', 'The amount must be at least INR 1.00');
      await expect400(gw.client().items.create({ ...BOOK, amount: 1001, currency: 'KWD' }), 'amount');
      expect((await gw.client().items.create({ ...BOOK, amount: 1000, currency: 'KWD' })).currency).toBe('KWD');
      await expect400(gw.client().items.create({ name: 'x', amount: 100 } as never), 'currency');
    });

    it('lists newest first, and by active 1 / 0', async () => {
      const a = await gw.client().items.create({ ...BOOK, name: 'a' });
      gw.clock.advance(1);
      const b = await gw.client().items.create({ ...BOOK, name: 'b' });
      gw.clock.advance(1);
      const c = await gw.client().items.create({ ...BOOK, name: 'c' });
      await gw.client().items.update(b.id, { active: false });
      expect((await gw.client().items.list()).items.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
      expect((await gw.client().items.list({ active: '1' })).items.map((i) => i.id)).toEqual([c.id, a.id]);
      expect((await gw.client().items.list({ active: '0' })).items.map((i) => i.id)).toEqual([b.id]);
      expect((await gw.client().items.list({ active: '1', count: 1, skip: 1 })).items.map((i) => i.id)).toEqual([a.id]);
      // a description that mentions "active" does not fool the filter
      await gw.client().items.create({ ...BOOK, name: 'd', description: '"active":false' });
      expect((await gw.client().items.list({ active: '0' })).items.map((i) => i.id)).toEqual([b.id]);
    });

    it('updates the fields sent (amount moves unit_amount too, still checked)', async () => {
      const item = await gw.client().items.create({ ...BOOK });
      const updated = await gw.client().items.update(item.id, { amount: 22000, active: false });
      expect(updated).toEqual({ ...item, amount: 22000, unit_amount: 22000, active: false });
      await expect400(gw.client().items.update(item.id, { amount: 50 }), 'amount');
      await expect400(gw.client().items.update(item.id, { currency: 'KWD', amount: 1001 }), 'amount');
      await expect400(gw.client().items.update('item_AAAAAAAAAAAAAA', { name: 'x' }), 'item_id', 'The id provided does not exist');
    });

    it('deletes an item (answer []); it is gone', async () => {
      const item = await gw.client().items.create({ ...BOOK });
      expect(await gw.client().items.delete(item.id)).toEqual([]);
      await expect400(gw.client().items.fetch(item.id), 'item_id', 'The id provided does not exist');
      await expect400(gw.client().items.delete(item.id), 'item_id', 'The id provided does not exist');
    });

    it('refuses to delete an item used on an invoice', async () => {
      const item = await gw.client().items.create({ ...BOOK });
      const unused = await gw.client().items.create({ ...BOOK, name: 'unused' });
      await gw.client().invoices.create(invoiceBody({ line_items: [{ item_id: item.id }] }));
      await gw.client().invoices.create(amountInvoice());
      await expect400(gw.client().items.delete(item.id), 'item_id');
      expect((await gw.client().items.fetch(item.id)).id).toBe(item.id);
      expect(await gw.client().items.delete(unused.id)).toEqual([]);
      // an item of the other mode with the same use is not this merchant-mode's concern
      await expect400(gw.client('live').items.delete(item.id), 'item_id', 'The id provided does not exist');
    });

    describe('as invoice lines', () => {
      it('a line naming an item takes its name, description and unit price; amount = price x quantity', async () => {
        const item = await gw.client().items.create({ ...BOOK });
        const invoice = await gw.client().invoices.create(
          invoiceBody({
            line_items: [
              { item_id: item.id, quantity: 3 },
              { name: 'Gift wrap', amount: 500 },
            ],
          }),
        );
        expect(invoice.amount).toBe(3 * 20000 + 500);
        expect(invoice.line_items[0]).toMatchObject({
          item_id: item.id,
          name: BOOK.name,
          description: BOOK.description,
          unit_amount: 20000,
          quantity: 3,
          amount: 60000,
        });
        expect(invoice.line_items[1]).toMatchObject({ item_id: null, name: 'Gift wrap', unit_amount: 500, amount: 500 });
        // the line's own description replaces the item's
        const own = await gw.client().invoices.create(invoiceBody({ line_items: [{ item_id: item.id, description: 'Signed copy' }] }));
        expect(own.line_items[0]).toMatchObject({ name: BOOK.name, description: 'Signed copy', amount: 20000 });
      });

      it.each([
        [
          'item_id with name',
          { item_id: 'item_AAAAAAAAAAAAAA', name: 'x' },
          'line_items[0].name',
          'line_items[0].item_id and line_items[0].name cannot be sent together',
        ],
        [
          'item_id with amount',
          { item_id: 'item_AAAAAAAAAAAAAA', amount: 100 },
          'line_items[0].amount',
          'line_items[0].item_id and line_items[0].amount cannot be sent together',
        ],
        ['neither item_id nor name', { amount: 100 }, 'line_items[0].name', 'The line_items[0].name field is required.'],
        ['an unknown item', { item_id: 'item_AAAAAAAAAAAAAA' }, 'line_items[0].item_id', 'The id provided does not exist'],
      ] as const)('refuses a line with %s (400 naming the field), writing nothing', async (_case, line, field, description) => {
        await expect400(gw.client().invoices.create(invoiceBody({ line_items: [line as never] })), field, description);
        expect((await gw.client().invoices.list()).count).toBe(0);
      });

      it('refuses an inactive item, an item of another currency, and an item of the other mode', async () => {
        const inactive = await gw.client().items.create({ ...BOOK });
        await gw.client().items.update(inactive.id, { active: false });
        await expect400(gw.client().invoices.create(invoiceBody({ line_items: [{ item_id: inactive.id }] })), 'line_items[0].item_id', /inactive/);
        const dollars = await gw.client().items.create({ ...BOOK, currency: 'USD' });
        await expect400(
          gw.client().invoices.create(invoiceBody({ line_items: [{ name: 'ok', amount: 100 }, { item_id: dollars.id }] })),
          'line_items[1].item_id',
          'Currency of all items should be the same as of the invoice.',
        );
        const live = await gw.client('live').items.create({ ...BOOK });
        await expect400(
          gw.client().invoices.create(invoiceBody({ line_items: [{ item_id: live.id }] })),
          'line_items[0].item_id',
          'The id provided does not exist',
        );
        expect((await gw.client().invoices.list()).count).toBe(0);
      });

      it('a draft update can replace its lines with items', async () => {
        const item = await gw.client().items.create({ ...BOOK });
        const draft = await gw.client().invoices.create(invoiceBody({ draft: '1' }));
        const updated = await gw.client().invoices.update(draft.id, { line_items: [{ item_id: item.id, quantity: 2 }] });
        expect(updated).toMatchObject({ amount: 40000, line_items: [{ item_id: item.id, quantity: 2, amount: 40000 }] });
      });
    });
  });
}
