/**
 * Linked accounts and their stakeholder over HTTP with the generated client, on every engine
 * (spec createLinkedAccount, fetchLinkedAccount, listLinkedAccounts, updateLinkedAccount,
 * deleteLinkedAccount, createStakeholder, listStakeholders, fetchStakeholder,
 * updateStakeholder): every rule refused naming its field with nothing written, the e-mail unique
 * (also for two racing creates, and whatever its case), email and business_type fixed, nested
 * objects merged on update, suspension through the machine, exactly one stakeholder per account
 * (also for two racing creates), the modes apart; and the same operations under /v2, driven by
 * the razorpay SDK's `accounts` and `stakeholders` as they are.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateLinkedAccountBody } from '../../generated/types/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError } from './payments-support.js';
import { sdkFor } from './razorpay-support.js';

const ACCOUNT: CreateLinkedAccountBody = {
  email: 'gaurav.kumar@example.com',
  phone: '9000090000',
  type: 'route',
  reference_id: '124124',
  legal_business_name: 'Acme Corp',
  business_type: 'partnership',
  contact_name: 'Gaurav Kumar',
  profile: {
    category: 'healthcare',
    subcategory: 'clinic',
    addresses: {
      registered: { street1: '507, Koramangala 1st block', street2: 'MG Road', city: 'Bengaluru', state: 'KARNATAKA', postal_code: '560034', country: 'IN' },
    },
  },
  legal_info: { pan: 'AAACL1234C', gst: '18AABCU9603R1ZM' },
  notes: { internal_ref: 'vendor-17' },
};

async function tableCount(gw: TestGateway, table: 'linked_accounts' | 'stakeholders'): Promise<number> {
  const row = await gw.ctx.store.transaction((tx) => tx.sql.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`), { readOnly: true });
  return Number(row?.n ?? 0);
}

for (const engine of ENGINES) {
  describe(`linked accounts and stakeholders [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });
    const client = () => gw.client();

    it('creates an account with every optional field null until sent, and fetches and lists it', async () => {
      const account = await client().linkedAccounts.create(ACCOUNT);
      expect(account).toMatchObject({
        entity: 'account',
        type: 'route',
        status: 'created',
        email: ACCOUNT.email,
        business_type: 'partnership',
        customer_facing_business_name: null,
        profile: { category: 'healthcare', business_model: null, addresses: { operation: null, registered: { city: 'Bengaluru' } } },
        legal_info: { pan: 'AAACL1234C', gst: '18AABCU9603R1ZM' },
        contact_info: null,
        apps: null,
        suspended_at: null,
      });
      expect(account.id).toMatch(/^acc_[0-9A-Za-z]{14}$/);
      expect(await client().linkedAccounts.fetch(account.id)).toEqual(account);
      const second = await client().linkedAccounts.create({ ...ACCOUNT, email: 'second@example.com' });
      expect((await client().linkedAccounts.list()).items.map((a) => a.id)).toEqual([second.id, account.id]);
    });

    it.each([
      {
        why: 'a business_type that is not a legal form',
        body: { business_type: 'route' },
        field: 'business_type',
        description: 'The selected business_type is invalid.',
      },
      { why: 'a type other than route', body: { type: 'standard' }, field: 'type', description: 'The selected type is invalid.' },
      { why: 'a phone without digits only', body: { phone: '90000-90000' }, field: 'phone' },
      { why: 'a PAN in lower case', body: { legal_info: { pan: 'aaacl1234c' } }, field: 'legal_info.pan' },
      { why: 'a PAN whose holder type does not exist', body: { legal_info: { pan: 'AAAXL1234C' } }, field: 'legal_info.pan' },
      { why: 'a GSTIN in lower case', body: { legal_info: { gst: '18aabcu9603r1zm' } }, field: 'legal_info.gst' },
      { why: 'a GSTIN of 22 characters', body: { legal_info: { gst: '18AABCU9603R1ZM1234567' } }, field: 'legal_info.gst' },
      { why: 'a legal_business_name under 4 characters', body: { legal_business_name: 'Acm' }, field: 'legal_business_name' },
      {
        why: 'no registered address',
        body: { profile: { category: 'healthcare', subcategory: 'clinic', addresses: {} } },
        field: 'profile.addresses.registered',
      },
    ])('refuses $why, naming the field, with nothing stored', async ({ body, field, description }) => {
      const refused = await apiError(client().linkedAccounts.create({ ...ACCOUNT, ...body } as never));
      expect([refused.status, refused.error.field]).toEqual([400, field]);
      if (description) expect(refused.error.description).toBe(description);
      expect(await tableCount(gw, 'linked_accounts')).toBe(0);
    });

    it('keeps the e-mail unique whatever its case, and names the account that has it, also for two racing creates', async () => {
      const first = await client().linkedAccounts.create(ACCOUNT);
      const taken = await apiError(client().linkedAccounts.create({ ...ACCOUNT, email: 'Gaurav.Kumar@EXAMPLE.com' }));
      expect([taken.status, taken.error.description, taken.error.field]).toEqual([400, `Merchant email already exists for account - ${first.id}.`, 'email']);
      const race = await Promise.allSettled([0, 1, 2, 3].map(() => client().linkedAccounts.create({ ...ACCOUNT, email: 'race@example.com' })));
      expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await tableCount(gw, 'linked_accounts')).toBe(2);
      // the other mode is another marketplace's set of accounts
      expect((await gw.client('live').linkedAccounts.create(ACCOUNT)).email).toBe(ACCOUNT.email);
      const hidden = await apiError(gw.client('live').linkedAccounts.fetch(first.id));
      expect([hidden.error.description, hidden.error.reason, hidden.error.field]).toEqual([
        'The id provided does not exist',
        'linked_account_id_does_not_exist',
        'account_id',
      ]);
    });

    it('updates by merging nested objects; email, business_type and type cannot be sent', async () => {
      const account = await client().linkedAccounts.create(ACCOUNT);
      const updated = await client().linkedAccounts.update(account.id, {
        customer_facing_business_name: 'Acme',
        profile: { addresses: { operation: { street1: '1 Main Road', city: 'Pune', state: 'MAHARASHTRA', postal_code: '411001', country: 'IN' } } },
        legal_info: { gst: '27AABCU9603R1ZN' },
      });
      expect(updated).toMatchObject({
        customer_facing_business_name: 'Acme',
        profile: { category: 'healthcare', addresses: { registered: { city: 'Bengaluru' }, operation: { city: 'Pune' } } },
        legal_info: { pan: 'AAACL1234C', gst: '27AABCU9603R1ZN' },
      });
      expect(await client().linkedAccounts.fetch(account.id)).toEqual(updated);
      for (const field of ['email', 'business_type', 'type']) {
        const refused = await apiError(client().linkedAccounts.update(account.id, { [field]: 'x' } as never));
        expect([refused.status, refused.error.field], field).toEqual([400, field]);
      }
      const empty = await apiError(client().linkedAccounts.update(account.id, {} as never));
      expect(empty.status).toBe(400);
    });

    it('suspends through the machine: then readable, not updatable, not suspended twice, and its stakeholder locked', async () => {
      const account = await client().linkedAccounts.create(ACCOUNT);
      const stakeholder = await client().stakeholders.create(account.id, { email: 'owner@example.com', name: 'Owner' });
      const suspended = await client().linkedAccounts.delete(account.id);
      expect(suspended).toMatchObject({ id: account.id, status: 'suspended', suspended_at: expect.any(Number) });
      expect(await client().linkedAccounts.fetch(account.id)).toEqual(suspended);
      const cases = [
        [() => client().linkedAccounts.update(account.id, { contact_name: 'Someone Else' }), 'Merchant activation form has been locked for editing by admin.'],
        [() => client().linkedAccounts.delete(account.id), 'Linked account is already suspended.'],
        [() => client().stakeholders.update(account.id, stakeholder.id, { name: 'New' }), 'Merchant activation form has been locked for editing by admin.'],
      ] as const;
      // one call at a time, each awaited as it is made
      for (const [call, description] of cases) expect((await apiError(call())).error.description).toBe(description);
    });

    it('one stakeholder per account, also for two racing creates; fetch and update only on its own account', async () => {
      const account = await client().linkedAccounts.create(ACCOUNT);
      const other = await client().linkedAccounts.create({ ...ACCOUNT, email: 'other@example.com' });
      const race = await Promise.allSettled(
        [0, 1, 2, 3].map((i) =>
          client().stakeholders.create(account.id, { email: `s${i}@example.com`, percentage_ownership: 87.55, relationship: { director: true } }),
        ),
      );
      const won = race.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const lost of race.filter((r) => r.status === 'rejected'))
        expect((lost as PromiseRejectedResult).reason.body.error.description).toBe('Stakeholders cannot be more than one for Route product.');
      const stakeholder = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<ReturnType<typeof client>['stakeholders']['create']>>>).value;
      expect(stakeholder).toMatchObject({ entity: 'stakeholder', percentage_ownership: 87.55, relationship: { director: true }, phone: null, kyc: null });
      expect((await client().stakeholders.list(account.id)).items).toEqual([stakeholder]);
      expect((await client().stakeholders.list(other.id)).items).toEqual([]);

      const updated = await client().stakeholders.update(account.id, stakeholder.id, { relationship: { executive: true }, kyc: { pan: 'AVOPB1111K' } });
      expect(updated).toMatchObject({ relationship: { director: true, executive: true }, kyc: { pan: 'AVOPB1111K' } });
      const elsewhere = await apiError(client().stakeholders.fetch(other.id, stakeholder.id));
      expect([elsewhere.error.description, elsewhere.error.field]).toEqual(['The id provided does not exist.', 'stakeholder_id']);
      const noAccount = await apiError(client().stakeholders.create('acc_AAAAAAAAAAAAAA', { email: 'x@example.com' }));
      expect([noAccount.error.reason, noAccount.error.field]).toEqual(['linked_account_id_does_not_exist', 'account_id']);
      for (const [body, field] of [
        [{ email: 'x@example.com', percentage_ownership: 100.5 }, 'percentage_ownership'],
        [{ email: 'x@example.com', percentage_ownership: 12.345 }, 'percentage_ownership'],
        [{ email: 'x@example.com', kyc: { pan: 'AAACL1234C' } }, 'kyc.pan'],
        [{ email: 'x@example.com', phone: { primary: '12345' } }, 'phone.primary'],
      ] as const) {
        const refused = await apiError(client().stakeholders.create(other.id, body as never));
        expect([refused.status, refused.error.field], JSON.stringify(body)).toEqual([400, field]);
      }
      expect(await tableCount(gw, 'stakeholders')).toBe(1);
    });

    it("serves the same operations under /v2, as the razorpay SDK's accounts and stakeholders call them", async () => {
      const rzp = sdkFor(gw);
      const account = (await rzp.accounts.create(ACCOUNT as never)) as unknown as { id: string; status: string };
      expect(account).toMatchObject({ status: 'created', email: ACCOUNT.email });
      expect(await rzp.accounts.fetch(account.id)).toMatchObject({ id: account.id });
      expect(await rzp.accounts.edit(account.id, { customer_facing_business_name: 'Acme' } as never)).toMatchObject({ customer_facing_business_name: 'Acme' });
      const stakeholder = (await rzp.stakeholders.create(account.id, {
        name: 'Gaurav Kumar',
        email: 'owner@example.com',
        percentage_ownership: 50,
      } as never)) as unknown as {
        id: string;
      };
      expect(await rzp.stakeholders.fetch(account.id, stakeholder.id)).toMatchObject({ id: stakeholder.id, percentage_ownership: 50 });
      expect(((await rzp.stakeholders.all(account.id)) as unknown as { items: unknown[] }).items).toHaveLength(1);
      expect(await rzp.stakeholders.edit(account.id, stakeholder.id, { name: 'G. Kumar' } as never)).toMatchObject({ name: 'G. Kumar' });
      expect(await rzp.accounts.delete(account.id)).toMatchObject({ status: 'suspended' });
      // /v1 and /v2 are one set of accounts
      expect((await client().linkedAccounts.fetch(account.id)).status).toBe('suspended');
    });
  });
}
