/**
 * Items over HTTP (spec tag `items`): create (currency amount rules), fetch, list (active
 * filter), update, delete ([]; an item used on an invoice stays).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../generated/types/index.js';
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
      // POST /invoices takes no item_id yet (spec gap); arrange a line that names the item
      const invoice = await gw.client().invoices.create(invoiceBody());
      await gw.client().invoices.create(amountInvoice());
      await gw.ctx.store.transaction(async (tx) => {
        const repo = tx.entities<Invoice>('invoices');
        const stored = (await repo.get('test', invoice.id))!;
        await repo.update('test', { ...stored, line_items: stored.line_items.map((l) => ({ ...l, item_id: item.id })) });
      });
      await expect400(gw.client().items.delete(item.id), 'item_id');
      expect((await gw.client().items.fetch(item.id)).id).toBe(item.id);
      expect(await gw.client().items.delete(unused.id)).toEqual([]);
      // an item of the other mode with the same use is not this merchant-mode's concern
      await expect400(gw.client('live').items.delete(item.id), 'item_id', 'The id provided does not exist');
    });
  });
}
