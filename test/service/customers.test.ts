/**
 * Customers over HTTP (spec tag `customers`): create (fail_existing, rule 3), fetch, list,
 * edit (PUT, the email and contact pair unique), the interface's limits (the schema's).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateCustomerBody } from '../../generated/types/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CUSTOMER, expect400, stopGateway } from './invoices-support.js';

for (const engine of ENGINES) {
  describe(`customers [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => stopGateway(gw));

    it('creates, fetches and lists a customer', async () => {
      const customer = await gw.client().customers.create({ ...CUSTOMER, gstin: '29ABCPE1234F1Z5', notes: { k: 'v' } });
      expect(customer).toMatchObject({ entity: 'customer', ...CUSTOMER, gstin: '29ABCPE1234F1Z5', notes: { k: 'v' } });
      expect(customer.id).toMatch(/^cust_[0-9A-Za-z]{14}$/);
      expect(await gw.client().customers.fetch(customer.id)).toEqual(customer);
      const minimal = await gw.client().customers.create({ name: 'Min Imal' });
      expect(minimal).toMatchObject({ contact: null, email: null, gstin: null, notes: {} });
      expect((await gw.client().customers.list()).items.map((c) => c.id).sort()).toEqual([minimal.id, customer.id].sort());
    });

    it('lists newest first with count and skip', async () => {
      const made = [];
      for (let i = 0; i < 3; i++) {
        made.push(await gw.client().customers.create({ name: `Person ${i}a`, contact: `+91900000000${i}` }));
        gw.clock.advance(1);
      }
      expect((await gw.client().customers.list()).items.map((c) => c.id)).toEqual(made.map((c) => c.id).reverse());
      expect((await gw.client().customers.list({ count: 1, skip: 1 })).items.map((c) => c.id)).toEqual([made[1]!.id]);
    });

    it('rule 3: fail_existing 1 (default) refuses the same email and contact; 0 returns the existing customer', async () => {
      const first = await gw.client().customers.create({ ...CUSTOMER });
      await expect400(gw.client().customers.create({ ...CUSTOMER, name: 'Someone Else' }), null, 'Customer already exists for the merchant');
      await expect400(gw.client().customers.create({ ...CUSTOMER, fail_existing: '1' }), null, 'Customer already exists for the merchant');
      expect(await gw.client().customers.create({ ...CUSTOMER, fail_existing: '0' })).toEqual(first);
      // another email, or no email, is another customer
      await gw.client().customers.create({ ...CUSTOMER, email: 'other@example.com' });
      await gw.client().customers.create({ name: CUSTOMER.name, contact: CUSTOMER.contact });
      // a name alone identifies nobody: two customers may share it
      await gw.client().customers.create({ name: 'Same Name' });
      await gw.client().customers.create({ name: 'Same Name' });
      expect((await gw.client().customers.list()).count).toBe(5);
    });

    it('rule 3: concurrent creations with the same details make one customer', async () => {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => gw.client().customers.create({ ...CUSTOMER })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await gw.client().customers.list()).count).toBe(1);
    });

    const limits: Array<[string, Partial<CreateCustomerBody>, string]> = [
      ['a name of 2 characters', { name: 'Ab' }, 'name'],
      ['a name of 51 characters', { name: 'A'.repeat(51) }, 'name'],
      ['a name with a character outside the allowed set', { name: 'Gaurav #1' }, 'name'],
      ['a contact with 7 digits', { name: 'Gaurav', contact: '+9190000' }, 'contact'],
      ['a contact of 16 characters', { name: 'Gaurav', contact: '+91900009000012345' }, 'contact'],
      ['an email of 65 characters', { name: 'Gaurav', email: `${'a'.repeat(53)}@example.com` }, 'email'],
    ];
    it.each(limits)('refuses %s (400 naming the field)', async (_name, body, field) => {
      await expect400(gw.client().customers.create(body as CreateCustomerBody), field);
    });

    it('edit (PUT): changes the fields sent, keeps the others', async () => {
      const customer = await gw.client().customers.create({ ...CUSTOMER, notes: { a: '1' } });
      const edited = await gw.client().customers.edit(customer.id, { name: 'Gaurav K', email: 'gaurav.kumar@example.net' });
      expect(edited).toEqual({ ...customer, name: 'Gaurav K', email: 'gaurav.kumar@example.net' });
      expect(await gw.client().customers.fetch(customer.id)).toEqual(edited);
    });

    it('edit: the email and contact pair stays unique; an unknown id is 400', async () => {
      const a = await gw.client().customers.create({ ...CUSTOMER });
      const b = await gw.client().customers.create({ ...CUSTOMER, email: 'b@example.com' });
      await expect400(gw.client().customers.edit(b.id, { email: CUSTOMER.email }), null, 'Customer already exists for the merchant');
      // editing a customer to its own details is fine
      expect(await gw.client().customers.edit(a.id, { email: CUSTOMER.email })).toEqual(a);
      await expect400(gw.client().customers.edit('cust_AAAAAAAAAAAAAA', { name: 'Nobody Here' }), 'customer_id', 'The id provided does not exist');
      await expect400(gw.client().customers.fetch('cust_AAAAAAAAAAAAAA'), 'customer_id', 'The id provided does not exist');
    });

    it('test and live customers are separate (the same details may exist in both)', async () => {
      const test = await gw.client('test').customers.create({ ...CUSTOMER });
      const live = await gw.client('live').customers.create({ ...CUSTOMER });
      expect(live.id).not.toBe(test.id);
      await expect400(gw.client('live').customers.fetch(test.id), 'customer_id');
    });
  });
}
