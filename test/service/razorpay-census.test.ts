/**
 * The razorpay npm SDK census (razorpay-node 2.9.8, https://github.com/razorpay/razorpay-node):
 * every method of the SDK called once against a started gateway, with the arguments of the SDK's
 * own documentation (its `documents/*.md`), pointed at the gateway and otherwise unchanged.
 *
 * A method works when the SDK resolves with the entity its documentation shows. A method that does
 * not work fails its test, unless it is listed in REFUSED with the rule of the interface document
 * (spec/openapi.yaml) that makes the refusal deliberate; a listed method that starts working fails
 * too, so the list never outlives its reason. The census also fails when the SDK has a method the
 * table does not call (a new SDK version), so "every method" stays true. A few methods are called
 * a second time with other arguments their documents give (rows named `method with ...`), such
 * as the on-demand settlement fetches with `expand[]`.
 */
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../generated/types/index.js';
import { payOrder } from '../../service/payment-flow.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { pdfFile } from './documents-support.js';
import { capturedPayment, payableInvoice, VISA } from './payments-support.js';
import { sdkFor } from './razorpay-support.js';

const require = createRequire(import.meta.url);
const { validatePaymentVerification, generateOnboardingSignature } = require('razorpay/dist/utils/razorpay-utils') as {
  validatePaymentVerification(params: Record<string, string>, signature: string, secret: string): boolean;
  generateOnboardingSignature(attributes: Record<string, unknown>, secret: string): string;
};
const OAuthTokenClient = require('razorpay/dist/oAuthTokenClient') as new () => Record<string, (...args: unknown[]) => unknown>;

/** What every fixture and every row shares: the ids the calls need, made over the interface. */
interface Fixtures {
  rzp: Razorpay;
  gw: TestGateway;
  ids: Record<string, string>;
}

type Call = (f: Fixtures) => unknown;

/** The SDK rejects with `{ statusCode, error }` (razorpay-node src/api.js normalizeError). */
interface SdkError {
  statusCode?: number;
  error?: { code?: string; description?: string; field?: string | null };
  message?: string;
}

/** A row named `method${VARIANT}what` calls a method again with other documented arguments. */
const VARIANT = ' with ';
const methodOf = (name: string) => name.split(VARIANT)[0] as string;

const NOT_IN_SPEC = 'no such operation: the interface document (spec/openapi.yaml) does not have this path';

/**
 * Methods refused on purpose, each with the status the gateway answers and the rule that makes it
 * the right answer. Everything else must work.
 */
const REFUSED: Record<string, { status: number; rule: string }> = {
  // customers' saved cards, bank accounts and EMI eligibility (documents/customer.md, token.md)
  'customers.fetchTokens': { status: 404, rule: NOT_IN_SPEC },
  'customers.fetchToken': { status: 404, rule: NOT_IN_SPEC },
  'customers.deleteToken': { status: 404, rule: NOT_IN_SPEC },
  'customers.addBankAccount': { status: 404, rule: NOT_IN_SPEC },
  'customers.deleteBankAccount': { status: 404, rule: NOT_IN_SPEC },
  // POST /customers/eligibility: the path is GET /customers/{customer_id}'s, which has no POST
  'customers.requestEligibilityCheck': { status: 405, rule: NOT_IN_SPEC },
  'customers.fetchEligibility': { status: 404, rule: NOT_IN_SPEC },
  // Magic Checkout's RTO review and fulfilment (documents/order.md)
  'orders.viewRtoReview': { status: 404, rule: NOT_IN_SPEC },
  'orders.editFulfillment': { status: 404, rule: NOT_IN_SPEC },
  // S2S payment creation, OTP, UPI collect, VPA and method lookups: the interface document takes payments at the hosted checkout
  'payments.bankTransfer': { status: 404, rule: NOT_IN_SPEC },
  'payments.createPaymentJson': { status: 404, rule: NOT_IN_SPEC },
  'payments.createRecurringPayment': { status: 404, rule: NOT_IN_SPEC },
  'payments.otpGenerate': { status: 404, rule: NOT_IN_SPEC },
  'payments.otpSubmit': { status: 404, rule: NOT_IN_SPEC },
  'payments.otpResend': { status: 404, rule: NOT_IN_SPEC },
  'payments.createUpi': { status: 404, rule: NOT_IN_SPEC },
  'payments.validateVpa': { status: 404, rule: NOT_IN_SPEC },
  'payments.fetchPaymentMethods': { status: 404, rule: NOT_IN_SPEC },
  // offers, add-ons and registration links of subscriptions (documents/subscription.md, addon.md)
  'subscriptions.deleteOffer': { status: 404, rule: NOT_IN_SPEC },
  'subscriptions.createAddon': { status: 404, rule: NOT_IN_SPEC },
  'subscriptions.createRegistrationLink': { status: 404, rule: NOT_IN_SPEC },
  'addons.all': { status: 404, rule: NOT_IN_SPEC },
  'addons.fetch': { status: 404, rule: NOT_IN_SPEC },
  'addons.delete': { status: 404, rule: NOT_IN_SPEC },
  // KYC documents of linked accounts and stakeholders (documents/account.md, stakeholders.md)
  'accounts.uploadAccountDoc': { status: 404, rule: NOT_IN_SPEC },
  'accounts.fetchAccountDoc': { status: 404, rule: NOT_IN_SPEC },
  'stakeholders.uploadStakeholderDoc': { status: 404, rule: NOT_IN_SPEC },
  'stakeholders.fetchStakeholderDoc': { status: 404, rule: NOT_IN_SPEC },
  // a partner's webhooks of a linked account (/v2/accounts/{id}/webhooks/{id}: the SDK's fetch and delete always take that path)
  'webhooks.fetch': { status: 404, rule: NOT_IN_SPEC },
  'webhooks.delete': { status: 404, rule: NOT_IN_SPEC },
  // tokenisation, virtual accounts, cards, IINs, fund accounts, product configuration
  'tokens.create': { status: 404, rule: NOT_IN_SPEC },
  'tokens.fetch': { status: 404, rule: NOT_IN_SPEC },
  'tokens.delete': { status: 404, rule: NOT_IN_SPEC },
  'tokens.processPaymentOnAlternatePAorPG': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.create': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.all': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.fetch': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.fetchPayments': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.addReceiver': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.allowedPayer': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.deleteAllowedPayer': { status: 404, rule: NOT_IN_SPEC },
  'virtualAccounts.close': { status: 404, rule: NOT_IN_SPEC },
  'cards.fetch': { status: 404, rule: NOT_IN_SPEC },
  'cards.requestCardReference': { status: 404, rule: NOT_IN_SPEC },
  'iins.fetch': { status: 404, rule: NOT_IN_SPEC },
  'iins.all': { status: 404, rule: NOT_IN_SPEC },
  'fundAccount.create': { status: 404, rule: NOT_IN_SPEC },
  'fundAccount.fetch': { status: 404, rule: NOT_IN_SPEC },
  'products.requestProductConfiguration': { status: 404, rule: NOT_IN_SPEC },
  'products.edit': { status: 404, rule: NOT_IN_SPEC },
  'products.fetch': { status: 404, rule: NOT_IN_SPEC },
  'products.fetchTnc': { status: 404, rule: NOT_IN_SPEC },
};

/** What a working call's answer must show beyond resolving: the part of the documented behaviour the census is about. */
const WANT: Record<string, (result: unknown, ids: Record<string, string>) => void> = {
  'customers.create': (r) => expect(r).toMatchObject({ entity: 'customer', contact: '9123456780' }),
  'customers.edit': (r) => expect(r).toMatchObject({ entity: 'customer', contact: '9000000000' }),
  'payments.refund': (r) => expect(r).toMatchObject({ entity: 'refund', amount: 100 }),
  // the order as without transfers (spec createOrder rule 4): they show through expand[]=transfers once made
  'orders.create': (r) => {
    expect(r).toMatchObject({ entity: 'order', amount: 2000, status: 'created' });
    expect(r).not.toHaveProperty('transfers');
  },
  'transfers.edit': (r) => expect(r).toMatchObject({ entity: 'transfer', on_hold: true, on_hold_until: 1_796_533_688 }),
  'orders.fetchTransferOrder': (r, ids) =>
    expect(r).toMatchObject({
      id: ids.paidOrder,
      transfers: { entity: 'collection', items: expect.arrayContaining([expect.objectContaining({ entity: 'transfer' })]) },
    }),
  'transfers.fetchSettlements': (r) =>
    expect((r as { items: { recipient_settlement?: unknown }[] }).items.some((t) => t.recipient_settlement !== undefined)).toBe(true),
  'invoices.create': (r) =>
    expect(r).toMatchObject({
      entity: 'invoice',
      customer_details: { customer_contact: '9999999999', billing_address: { zipcode: '560068', country: 'in' }, shipping_address: { line2: 'Hosur Road' } },
      line_items: [{ currency: 'INR', amount: 39_900 }],
    }),
  'invoices.edit': (r, ids) =>
    expect(r).toMatchObject({
      line_items: [
        { id: ids.draftLine, name: 'Book / English August - Updated name and quantity', amount: 20_000, quantity: 1 },
        { name: 'Book / A Wild Sheep Chase', amount: 200 },
      ],
      notes: { 'updated-key': 'An updated note.' },
    }),
  'accounts.create': (r) =>
    expect(r).toMatchObject({
      entity: 'account',
      brand: { color: 'FFFFFF' },
      profile: { description: 'Healthcare E-commerce platform', addresses: { operation: { postal_code: '560047' } } },
      apps: { android: [{ url: 'playstore.example.org', name: 'Example' }] },
    }),
  'OAuthTokenClient.generateAuthUrl': (r) => expect(r).toMatchObject({ url: expect.stringContaining('/oauth/authorize?'), state: 'NOBYtv8r6c75ex6WZ' }),
  'OAuthTokenClient.getAccessToken': (r) =>
    expect(r).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) }),
  'OAuthTokenClient.refreshToken': (r) => expect(r).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) }),
  [`settlements.fetchAllOndemandSettlement${VARIANT}expand[]`]: (r) =>
    expect(r).toMatchObject({
      entity: 'collection',
      items: expect.arrayContaining([expect.objectContaining({ ondemand_payouts: expect.objectContaining({ entity: 'collection' }) })]),
    }),
  [`settlements.fetchOndemandSettlementById${VARIANT}expand[]`]: (r, ids) =>
    expect(r).toMatchObject({
      id: ids.instant,
      ondemand_payouts: { entity: 'collection', items: [expect.objectContaining({ entity: 'settlement.ondemand_payout' })] },
    }),
  'settlements.fetchOndemandSettlementById': (r) => expect(r).not.toHaveProperty('ondemand_payouts'),
  'webhooks.create': (r) => expect(r).toMatchObject({ entity: 'webhook', secret: '12345' }),
  'webhooks.edit': (r) => expect(r).toMatchObject({ entity: 'webhook', url: 'https://example.com/paisa-webhooks-2', events: ['refund.created'] }),
};

const ADDRESS = { street1: '507, Koramangala 1st block', street2: 'MG Road', city: 'Bengaluru', state: 'Karnataka', postal_code: 560034, country: 'IN' };

/** Every method, in an order where each call finds what it needs (a delete last). */
const CALLS: [string, Call][] = [];
const row = (name: string, call: Call) => CALLS.push([name, call]);

// customers (documents/customer.md)
row('customers.create', ({ rzp }) =>
  rzp.customers.create({
    name: 'Gaurav Kumar',
    email: 'gaurav.kumar@example.com',
    contact: 9123456780,
    fail_existing: '0',
    notes: { note_key_1: 'September', note_key_2: 'Make it so.' },
  } as never),
);
row('customers.edit', ({ rzp, ids }) =>
  rzp.customers.edit(ids.customer as string, { name: 'Gaurav Kumar', email: 'Gaurav.Kumar@example.com', contact: 9000000000 } as never),
);
row('customers.fetch', ({ rzp, ids }) => rzp.customers.fetch(ids.customer as string));
row('customers.all', ({ rzp }) => rzp.customers.all({ count: 2 }));
row('customers.fetchTokens', ({ rzp, ids }) => rzp.customers.fetchTokens(ids.customer as string));
row('customers.fetchToken', ({ rzp, ids }) => rzp.customers.fetchToken(ids.customer as string, 'token_00000000000000'));
row('customers.deleteToken', ({ rzp, ids }) => rzp.customers.deleteToken(ids.customer as string, 'token_00000000000000'));
row('customers.addBankAccount', ({ rzp, ids }) =>
  rzp.customers.addBankAccount(
    ids.customer as string,
    {
      ifsc_code: 'UTIB0000194',
      account_number: '916010082985661',
      beneficiary_name: 'Pratheek',
      beneficiary_address1: 'address 1',
      beneficiary_city: 'bangalore',
      beneficiary_state: 'KA',
      beneficiary_pin: '123213',
      beneficiary_country: 'IN',
    } as never,
  ),
);
row('customers.deleteBankAccount', ({ rzp, ids }) => rzp.customers.deleteBankAccount(ids.customer as string, 'ba_00000000000000'));
row('customers.requestEligibilityCheck', ({ rzp }) =>
  rzp.customers.requestEligibilityCheck({
    inquiry: 'affordability',
    amount: 500_000,
    currency: 'INR',
    customer: { id: 'elig_00000000000000', contact: '+919999999999' },
  } as never),
);
row('customers.fetchEligibility', ({ rzp }) => rzp.customers.fetchEligibility('elig_00000000000000'));

// items (documents/items.md)
row('items.create', ({ rzp }) =>
  rzp.items.create({ name: 'Book / English August', description: 'An indian story, Booker prize winner.', amount: 20_000, currency: 'INR' }),
);
row('items.all', ({ rzp }) => rzp.items.all({ count: 2 }));
row('items.fetch', ({ rzp, ids }) => rzp.items.fetch(ids.item as string));
row('items.edit', ({ rzp, ids }) =>
  rzp.items.edit(ids.item as string, { name: 'Book / Ignited Minds - Updated name!', description: 'New descirption too. :)', amount: 20_000, currency: 'INR' }),
);

// orders (documents/order.md)
// "Create transfers from order" (documents/transfer.md): the order keeps them until its payment is captured (the test after the rows)
row('orders.create', ({ rzp, ids }) =>
  rzp.orders.create({
    amount: 2000,
    currency: 'INR',
    transfers: [
      {
        account: ids.account as string,
        amount: 1000,
        currency: 'INR',
        notes: { branch: 'Acme Corp Bangalore North', name: 'Gaurav Kumar' },
        linked_account_notes: ['branch'],
        on_hold: 1,
        on_hold_until: 1671222870,
      },
      {
        account: ids.orderAccount as string,
        amount: 1000,
        currency: 'INR',
        notes: { branch: 'Acme Corp Bangalore South', name: 'Saurav Kumar' },
        linked_account_notes: ['branch'],
        on_hold: 0,
      },
    ],
  }),
);
row('orders.all', ({ rzp }) => rzp.orders.all({ count: 2 }));
row('orders.fetch', ({ rzp, ids }) => rzp.orders.fetch(ids.order as string));
row('orders.fetchPayments', ({ rzp, ids }) => rzp.orders.fetchPayments(ids.paidOrder as string));
row('orders.edit', ({ rzp, ids }) => rzp.orders.edit(ids.order as string, { notes: { key1: 'value3', key2: 'value2' } }));
row('orders.fetchTransferOrder', ({ rzp, ids }) => rzp.orders.fetchTransferOrder(ids.paidOrder as string));
row('orders.viewRtoReview', ({ rzp, ids }) => rzp.orders.viewRtoReview(ids.order as string));
row('orders.editFulfillment', ({ rzp, ids }) =>
  rzp.orders.editFulfillment(ids.order as string, { payment_method: 'upi', shipping: { waybill: '123456789', status: 'rto', provider: 'Bluedart' } } as never),
);

// payments (documents/payment.md)
row('payments.all', ({ rzp }) => rzp.payments.all({ count: 2 }));
row('payments.fetch', ({ rzp, ids }) => rzp.payments.fetch(ids.payment as string));
row('payments.capture', ({ rzp, ids }) => rzp.payments.capture(ids.authorized as string, 50_000, 'INR'));
row('payments.edit', ({ rzp, ids }) => rzp.payments.edit(ids.payment as string, { notes: { key1: 'value1', key2: 'value2' } }));
row('payments.fetchCardDetails', ({ rzp, ids }) => rzp.payments.fetchCardDetails(ids.payment as string));
row('payments.fetchPaymentDowntime', ({ rzp }) => rzp.payments.fetchPaymentDowntime());
row('payments.fetchPaymentDowntimeById', ({ rzp, ids }) => rzp.payments.fetchPaymentDowntimeById(ids.downtime as string));
row('payments.refund', ({ rzp, ids }) =>
  rzp.payments.refund(ids.payment as string, { amount: '100', notes: { notes_key_1: 'Beam me up Scotty.', notes_key_2: 'Engage' } } as never),
);
row('payments.fetchMultipleRefund', ({ rzp, ids }) => rzp.payments.fetchMultipleRefund(ids.payment as string, { count: 2 }));
row('payments.fetchRefund', ({ rzp, ids }) => rzp.payments.fetchRefund(ids.payment as string, ids.refund as string));
row('payments.transfer', ({ rzp, ids }) =>
  rzp.payments.transfer(
    ids.payment as string,
    {
      transfers: [
        {
          account: ids.account as string,
          amount: 100,
          currency: 'INR',
          notes: { name: 'Gaurav Kumar', roll_no: 'IEC2011025' },
          linked_account_notes: ['branch'],
          on_hold: 1,
          on_hold_until: 1_971_222_870,
        },
      ],
    } as never,
  ),
);
row('payments.fetchTransfer', ({ rzp, ids }) => rzp.payments.fetchTransfer(ids.payment as string));
row('payments.bankTransfer', ({ rzp, ids }) => rzp.payments.bankTransfer(ids.payment as string));
row('payments.createPaymentJson', ({ rzp, ids }) =>
  rzp.payments.createPaymentJson({
    amount: 100,
    currency: 'INR',
    order_id: ids.order as string,
    email: 'gaurav.kumar@example.com',
    contact: '9000090000',
    method: 'card',
    card: { number: '4111111111111111', name: 'Gaurav', expiry_month: 11, expiry_year: 30, cvv: 100 },
  } as never),
);
row('payments.createRecurringPayment', ({ rzp, ids }) =>
  rzp.payments.createRecurringPayment({
    email: 'gaurav.kumar@example.com',
    contact: '9123456789',
    amount: 100,
    currency: 'INR',
    order_id: ids.order as string,
    customer_id: ids.customer as string,
    token: 'token_00000000000000',
    recurring: '1',
  } as never),
);
row('payments.otpGenerate', ({ rzp, ids }) => rzp.payments.otpGenerate(ids.payment as string));
row('payments.otpSubmit', ({ rzp, ids }) => rzp.payments.otpSubmit(ids.payment as string, { otp: '12345' }));
row('payments.otpResend', ({ rzp, ids }) => rzp.payments.otpResend(ids.payment as string));
row('payments.createUpi', ({ rzp, ids }) =>
  rzp.payments.createUpi({
    amount: 200,
    currency: 'INR',
    order_id: ids.order as string,
    email: 'gaurav.kumar@example.com',
    contact: '9123456789',
    method: 'upi',
    upi: { flow: 'collect', vpa: 'gauravkumar@exampleupi', expiry_time: 5 },
  } as never),
);
row('payments.validateVpa', ({ rzp }) => rzp.payments.validateVpa({ vpa: 'gauravkumar@exampleupi' }));
row('payments.fetchPaymentMethods', ({ rzp }) => rzp.payments.fetchPaymentMethods());

// refunds (documents/refund.md)
row('refunds.all', ({ rzp }) => rzp.refunds.all({ count: 2 }));
row('refunds.fetch', ({ rzp, ids }) => rzp.refunds.fetch(ids.refund as string));
row('refunds.edit', ({ rzp, ids }) => rzp.refunds.edit(ids.refund as string, { notes: { notes_key_1: 'Beam me up Scotty.', notes_key_2: 'Engage' } }));

// invoices (documents/invoice.md)
// The documented body with two changes the interface document makes: an invoice is `type` `link`
// or `ecod` (not `invoice`), and `partial_payment: true` comes with `first_payment_min_amount`
// (README, "The razorpay SDK": refused on purpose). INR, since the currency is not the point here.
row('invoices.create', ({ rzp }) =>
  rzp.invoices.create({
    type: 'link',
    description: 'Invoice for the month of January 2020',
    partial_payment: true,
    first_payment_min_amount: 10_000,
    customer: {
      name: 'Gaurav Kumar',
      contact: 9999999999,
      email: 'gaurav.kumar@example.com',
      billing_address: {
        line1: 'Ground & 1st Floor, SJR Cyber Laskar',
        line2: 'Hosur Road',
        zipcode: 560068,
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'in',
      },
      shipping_address: {
        line1: 'Ground & 1st Floor, SJR Cyber Laskar',
        line2: 'Hosur Road',
        zipcode: 560068,
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'in',
      },
    },
    line_items: [{ name: 'Master Cloud Computing in 30 Days', description: 'Book by Ravena Ravenclaw', amount: 39_900, currency: 'INR', quantity: 1 }],
    sms_notify: true,
    email_notify: true,
    currency: 'INR',
  } as never),
);
row('invoices.all', ({ rzp }) => rzp.invoices.all({ count: 2 } as never));
row('invoices.fetch', ({ rzp, ids }) => rzp.invoices.fetch(ids.invoice as string));
row('invoices.edit', ({ rzp, ids }) =>
  rzp.invoices.edit(
    ids.draft as string,
    {
      line_items: [
        { id: ids.draftLine as string, name: 'Book / English August - Updated name and quantity', quantity: 1 },
        { name: 'Book / A Wild Sheep Chase', amount: 200, currency: 'INR', quantity: 1 },
      ],
      notes: { 'updated-key': 'An updated note.' },
    } as never,
  ),
);
row('invoices.issue', ({ rzp, ids }) => rzp.invoices.issue(ids.draft as string));
row('invoices.notifyBy', ({ rzp, ids }) => rzp.invoices.notifyBy(ids.invoice as string, 'email'));
row('invoices.cancel', ({ rzp, ids }) => rzp.invoices.cancel(ids.invoice as string));
row('invoices.delete', ({ rzp, ids }) => rzp.invoices.delete(ids.draftToDelete as string));

// payment links (documents/paymentLink.md)
row('paymentLink.create', ({ rzp }) =>
  rzp.paymentLink.create({
    amount: 500,
    currency: 'INR',
    accept_partial: true,
    first_min_partial_amount: 100,
    reference_id: 'TS1989',
    description: 'For XYZ purpose',
    customer: { name: 'Gaurav Kumar', email: 'gaurav.kumar@example.com', contact: '+919999999999' },
    notify: { sms: true, email: true },
    reminder_enable: true,
    notes: { policy_name: 'Jeevan Bima' },
    callback_url: 'https://example-callback-url.com/',
    callback_method: 'get',
  }),
);
row('paymentLink.all', ({ rzp }) => rzp.paymentLink.all());
row('paymentLink.fetch', ({ rzp, ids }) => rzp.paymentLink.fetch(ids.link as string));
row('paymentLink.edit', ({ rzp, ids }) =>
  rzp.paymentLink.edit(ids.link as string, { reference_id: 'TS35', reminder_enable: false, notes: { policy_name: 'Jeevan Saral' } }),
);
row('paymentLink.notifyBy', ({ rzp, ids }) => rzp.paymentLink.notifyBy(ids.link as string, 'sms'));
row('paymentLink.cancel', ({ rzp, ids }) => rzp.paymentLink.cancel(ids.link as string));

// QR codes (documents/qrcode.md)
row('qrCode.create', ({ rzp, ids }) =>
  rzp.qrCode.create({
    type: 'upi_qr',
    name: 'Store_1',
    usage: 'single_use',
    fixed_amount: true,
    payment_amount: 300,
    description: 'For Store 1',
    customer_id: ids.customer as string,
    notes: { purpose: 'Test UPI QR code notes' },
  }),
);
row('qrCode.all', ({ rzp }) => rzp.qrCode.all());
row('qrCode.fetch', ({ rzp, ids }) => rzp.qrCode.fetch(ids.qr as string));
row('qrCode.fetchAllPayments', ({ rzp, ids }) => rzp.qrCode.fetchAllPayments(ids.qr as string, { count: 2 }));
row('qrCode.close', ({ rzp, ids }) => rzp.qrCode.close(ids.qr as string));

// plans, subscriptions, add-ons (documents/plans.md, subscription.md, addon.md)
row('plans.create', ({ rzp }) =>
  rzp.plans.create({
    period: 'weekly',
    interval: 1,
    item: { name: 'Test plan - Weekly', amount: 69_900, currency: 'INR', description: 'Description for the test plan' },
    notes: { notes_key_1: 'Tea, Earl Grey, Hot', notes_key_2: 'Tea, Earl Grey… decaf.' },
  }),
);
row('plans.all', ({ rzp }) => rzp.plans.all({ count: 2 }));
row('plans.fetch', ({ rzp, ids }) => rzp.plans.fetch(ids.plan as string));
row('subscriptions.create', ({ rzp, ids }) =>
  rzp.subscriptions.create({
    plan_id: ids.plan as string,
    total_count: 6,
    quantity: 1,
    customer_notify: true,
    addons: [{ item: { name: 'Delivery charges', amount: 30_000, currency: 'INR' } }],
    notes: { notes_key_1: 'Tea, Earl Grey, Hot', notes_key_2: 'Tea, Earl Grey… decaf.' },
  } as never),
);
row('subscriptions.all', ({ rzp }) => rzp.subscriptions.all({ count: 2 }));
row('subscriptions.fetch', ({ rzp, ids }) => rzp.subscriptions.fetch(ids.activeSubscription as string));
row('subscriptions.update', ({ rzp, ids }) =>
  rzp.subscriptions.update(ids.activeSubscription as string, { quantity: 2, schedule_change_at: 'cycle_end' } as never),
);
row('subscriptions.pendingUpdate', ({ rzp, ids }) => rzp.subscriptions.pendingUpdate(ids.activeSubscription as string));
row('subscriptions.cancelScheduledChanges', ({ rzp, ids }) => rzp.subscriptions.cancelScheduledChanges(ids.activeSubscription as string));
row('subscriptions.pause', ({ rzp, ids }) => rzp.subscriptions.pause(ids.activeSubscription as string, { pause_at: 'now' }));
row('subscriptions.resume', ({ rzp, ids }) => rzp.subscriptions.resume(ids.activeSubscription as string, { resume_at: 'now' }));
row('subscriptions.cancel', ({ rzp, ids }) => rzp.subscriptions.cancel(ids.activeSubscription as string, false));
row('subscriptions.deleteOffer', ({ rzp, ids }) => rzp.subscriptions.deleteOffer(ids.activeSubscription as string, 'offer_00000000000000'));
row('subscriptions.createAddon', ({ rzp, ids }) =>
  rzp.subscriptions.createAddon(ids.activeSubscription as string, {
    item: { name: 'Extra appala (papadum)', amount: 30_000, currency: 'INR', description: '1 extra oil fried appala with meals' },
    quantity: 2,
  }),
);
row('subscriptions.createRegistrationLink', ({ rzp }) =>
  rzp.subscriptions.createRegistrationLink({
    customer: { name: 'Gaurav Kumar', email: 'gaurav.kumar@example.com', contact: 9123456780 },
    type: 'link',
    amount: 100,
    currency: 'INR',
    description: 'Registration Link for Gaurav Kumar',
    subscription_registration: { method: 'card', max_amount: 500, expire_at: 1_909_423_824 },
    receipt: 'Receipt No. 1',
    email_notify: true,
    sms_notify: true,
  } as never),
);
row('addons.all', ({ rzp }) => rzp.addons.all({ count: 2 }));
row('addons.fetch', ({ rzp }) => rzp.addons.fetch('ao_00000000000000'));
row('addons.delete', ({ rzp }) => rzp.addons.delete('ao_00000000000000'));

// linked accounts and stakeholders (documents/account.md, stakeholders.md)
row('accounts.create', ({ rzp }) =>
  rzp.accounts.create({
    email: 'gauriagain.kumar@example.org',
    phone: '9000090000',
    legal_business_name: 'Acme Corp',
    business_type: 'partnership',
    customer_facing_business_name: 'Example',
    profile: {
      category: 'healthcare',
      subcategory: 'clinic',
      description: 'Healthcare E-commerce platform',
      addresses: { operation: { ...ADDRESS, street1: '507, Koramangala 6th block', postal_code: 560047 }, registered: ADDRESS },
      business_model: 'Online Clothing ( men, women, ethnic, modern ) fashion and lifestyle, accessories, t-shirt, shirt, track pant, shoes.',
    },
    legal_info: { pan: 'AAACL1234C', gst: '18AABCU9603R1ZM' },
    brand: { color: 'FFFFFF' },
    notes: { internal_ref_id: '123123' },
    contact_name: 'Gaurav Kumar',
    contact_info: {
      chargeback: { email: 'cb@example.org' },
      refund: { email: 'cb@example.org' },
      support: { email: 'support@example.org', phone: '9999999998', policy_url: 'https://www.google.com' },
    },
    apps: {
      websites: ['https://www.example.org'],
      android: [{ url: 'playstore.example.org', name: 'Example' }],
      ios: [{ url: 'appstore.example.org', name: 'Example' }],
    },
  } as never),
);
row('accounts.fetch', ({ rzp, ids }) => rzp.accounts.fetch(ids.account as string));
row('accounts.edit', ({ rzp, ids }) => rzp.accounts.edit(ids.account as string, { customer_facing_business_name: 'ABCD Ltd' }));
row('accounts.uploadAccountDoc', ({ rzp, ids }) =>
  rzp.accounts.uploadAccountDoc(
    ids.account as string,
    { file: { value: pdfFile(), options: { filename: 'proof.pdf', contentType: 'application/pdf' } }, document_type: 'business_proof_url' } as never,
  ),
);
row('accounts.fetchAccountDoc', ({ rzp, ids }) => rzp.accounts.fetchAccountDoc(ids.account as string));
row('stakeholders.create', ({ rzp, ids }) =>
  rzp.stakeholders.create(
    ids.account as string,
    {
      percentage_ownership: 10,
      name: 'Gaurav Kumar',
      email: 'gaurav.kumar@example.com',
      relationship: { director: true, executive: false },
      phone: { primary: '7474747474', secondary: '7474747474' },
      addresses: { residential: { street: '506, Koramangala 1st block', city: 'Bengaluru', state: 'Karnataka', postal_code: '560034', country: 'IN' } },
      kyc: { pan: 'AVOPB1111K' },
      notes: { random_key_by_partner: 'random_value' },
    } as never,
  ),
);
row('stakeholders.all', ({ rzp, ids }) => rzp.stakeholders.all(ids.account as string));
row('stakeholders.fetch', ({ rzp, ids }) => rzp.stakeholders.fetch(ids.account as string, ids.stakeholder as string));
row('stakeholders.edit', ({ rzp, ids }) =>
  rzp.stakeholders.edit(
    ids.account as string,
    ids.stakeholder as string,
    {
      percentage_ownership: 20,
      name: 'Gauri Kumar',
      relationship: { director: false, executive: true },
      phone: { primary: '9898989898', secondary: '9898989898' },
      addresses: { residential: { street: '507, Koramangala 1st block', city: 'Bangalore', state: 'Karnataka', postal_code: '560035', country: 'IN' } },
      kyc: { pan: 'AVOPB1111J' },
      notes: { random_key_by_partner: 'random_value2' },
    } as never,
  ),
);
row('stakeholders.uploadStakeholderDoc', ({ rzp, ids }) =>
  rzp.stakeholders.uploadStakeholderDoc(
    ids.account as string,
    ids.stakeholder as string,
    {
      file: { value: pdfFile(), options: { filename: 'pan.pdf', contentType: 'application/pdf' } },
      document_type: 'aadhar_front',
    } as never,
  ),
);
row('stakeholders.fetchStakeholderDoc', ({ rzp, ids }) => rzp.stakeholders.fetchStakeholderDoc(ids.account as string, ids.stakeholder as string));

// transfers (documents/transfer.md)
row('transfers.create', ({ rzp, ids }) => rzp.transfers.create({ account: ids.account as string, amount: 500, currency: 'INR' }));
row('transfers.all', ({ rzp }) => rzp.transfers.all({ count: 2 }));
row('transfers.fetch', ({ rzp, ids }) => rzp.transfers.fetch(ids.transfer as string));
row('transfers.edit', ({ rzp, ids }) => rzp.transfers.edit(ids.heldTransfer as string, { on_hold: true, on_hold_until: '1796533688' } as never));
row('transfers.reverse', ({ rzp, ids }) => rzp.transfers.reverse(ids.heldTransfer as string, { amount: 100 }));
row('transfers.fetchSettlements', ({ rzp }) => rzp.transfers.fetchSettlements());
row('accounts.delete', ({ rzp, ids }) => rzp.accounts.delete(ids.spareAccount as string));

// settlements (documents/settlement.md)
row('settlements.all', ({ rzp }) => rzp.settlements.all({ count: 2 }));
row('settlements.fetch', ({ rzp, ids }) => rzp.settlements.fetch(ids.settlement as string));
row('settlements.reports', ({ rzp, ids }) => rzp.settlements.reports({ year: Number(ids.reportYear), month: Number(ids.reportMonth) }));
row('settlements.createOndemandSettlement', ({ rzp }) =>
  rzp.settlements.createOndemandSettlement({
    amount: 1221,
    settle_full_balance: false,
    description: 'Testing',
    notes: { notes_key_1: 'Tea, Earl Grey, Hot', notes_key_2: 'Tea, Earl Grey… decaf.' },
  }),
);
row('settlements.fetchAllOndemandSettlement', ({ rzp }) => rzp.settlements.fetchAllOndemandSettlement({ count: 2 } as never));
row('settlements.fetchOndemandSettlementById', ({ rzp, ids }) => rzp.settlements.fetchOndemandSettlementById(ids.instant as string));
// the same two with the payouts (documents/settlement.md, `expand[]`): the SDK sends `expand[expand]=ondemand_payouts`
// (and the list also `expand[]=ondemand_payouts`), read as the list `expand[]` (spec info.description, Lists)
row(`settlements.fetchAllOndemandSettlement${VARIANT}expand[]`, ({ rzp }) =>
  rzp.settlements.fetchAllOndemandSettlement({ 'expand[]': 'ondemand_payouts' } as never),
);
row(`settlements.fetchOndemandSettlementById${VARIANT}expand[]`, ({ rzp, ids }) =>
  rzp.settlements.fetchOndemandSettlementById(ids.instant as string, { 'expand[]': 'ondemand_payouts' } as never),
);

// disputes and documents (documents/disputes.md, documents.md)
row('documents.create', ({ rzp }) =>
  rzp.documents.create({
    file: { value: pdfFile(), options: { filename: 'evidence.pdf', contentType: 'application/pdf' } },
    purpose: 'dispute_evidence',
  } as never),
);
row('documents.fetch', ({ rzp, ids }) => rzp.documents.fetch(ids.document as string));
row('disputes.all', ({ rzp }) => rzp.disputes.all({ count: 2 } as never));
row('disputes.fetch', ({ rzp, ids }) => rzp.disputes.fetch(ids.dispute as string));
row('disputes.contest', ({ rzp, ids }) => rzp.disputes.contest(ids.dispute as string, { billing_proof: [ids.document as string], action: 'draft' } as never));
row('disputes.accept', ({ rzp, ids }) => rzp.disputes.accept(ids.dispute as string));

// webhooks (documents/webhook.md): the merchant's own, without an account id
row('webhooks.create', ({ rzp }) =>
  rzp.webhooks.create({
    url: 'https://example.com/paisa-webhooks',
    alert_email: 'gaurav.kumar@example.com',
    secret: '12345',
    events: ['payment.authorized', 'payment.failed', 'payment.captured', 'payment.dispute.created', 'refund.failed', 'refund.created'],
  } as never),
);
row('webhooks.all', ({ rzp }) => rzp.webhooks.all({ count: 3 } as never));
row('webhooks.fetch', ({ rzp, ids }) => rzp.webhooks.fetch(ids.webhook as string, undefined as never));
row('webhooks.edit', ({ rzp, ids }) =>
  rzp.webhooks.edit({ url: 'https://example.com/paisa-webhooks-2', events: ['refund.created'] } as never, ids.webhook as string, undefined as never),
);
row('webhooks.delete', ({ rzp, ids }) => rzp.webhooks.delete(ids.webhook as string, undefined as never));

// items and invoices deleted last (a deleted item is gone)
row('items.delete', ({ rzp, ids }) => rzp.items.delete(ids.item as string));

// the OAuth client (documents/oAuthTokenClient.md): its own base URL, the gateway's /oauth, and the
// documented arguments: no PKCE (a confidential client may omit it, spec authorizeOAuth rule 3),
// the client secret in the body, and refreshToken's grant_type "authorization_code" with a
// refresh_token (read as the refresh_token grant, spec exchangeOAuthToken rule 2). The one change:
// the scope is `read_only`, the interface's only scope (authorizeOAuth rule 5), not `read_write`.
const REDIRECT = 'https://example.com/razorpay_callback';
const oauthClient = ({ gw }: Fixtures) => {
  const client = new OAuthTokenClient() as unknown as Record<string, (params: Record<string, unknown>) => unknown> & { rq: { defaults: { baseURL: string } } };
  client.rq.defaults.baseURL = `${gw.baseUrl}/oauth`;
  return client;
};
row('OAuthTokenClient.generateAuthUrl', async (f) => {
  const onboardingSignature = generateOnboardingSignature(
    { submerchant_id: 'acc_Dhk2qDbmu6FwZH', timestamp: Math.floor(Date.now() / 1000) },
    f.ids.oauthSecret,
  );
  const url = oauthClient(f).generateAuthUrl({
    client_id: f.ids.oauthClient,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: ['read_only'],
    state: 'NOBYtv8r6c75ex6WZ',
    onboarding_signature: onboardingSignature,
  });
  if (typeof url !== 'string') throw new Error(`generateAuthUrl refused: ${JSON.stringify(url)}`);
  // the merchant approves at the consent page the URL opens (decideOAuthAuthorization)
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw { statusCode: page.status, error: { description: `${page.headers.get('location') ?? ''} ${html.slice(0, 200)}` } };
  const form: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) form[m[1] as string] = (m[2] as string).replace(/&amp;/g, '&');
  const decided = await fetch(`${f.gw.baseUrl}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: (page.headers.get('set-cookie') ?? '').split(';')[0] as string },
    body: new URLSearchParams({ ...form, decision: 'approve', key_id: f.gw.keys.test.keyId, key_secret: f.gw.keys.test.secret }).toString(),
  });
  const back = new URL(decided.headers.get('location') ?? 'about:blank');
  f.ids.code = back.searchParams.get('code') ?? '';
  if (!f.ids.code) throw { statusCode: decided.status, error: { description: back.toString() } };
  return { url, state: back.searchParams.get('state') };
});
row('OAuthTokenClient.getAccessToken', async (f) => {
  const token = (await oauthClient(f).getAccessToken({
    client_id: f.ids.oauthClient,
    client_secret: f.ids.oauthSecret,
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    code: f.ids.code,
    mode: 'test',
  })) as { access_token: string; refresh_token: string };
  f.ids.refreshToken = token.refresh_token;
  return token;
});
row('OAuthTokenClient.refreshToken', async (f) => {
  const token = (await oauthClient(f).refreshToken({
    client_id: f.ids.oauthClient,
    client_secret: f.ids.oauthSecret,
    grant_type: 'authorization_code',
    refresh_token: f.ids.refreshToken,
  })) as { access_token: string };
  f.ids.accessToken = token.access_token;
  return token;
});
row('OAuthTokenClient.revokeToken', (f) =>
  oauthClient(f).revokeToken({ client_id: f.ids.oauthClient, client_secret: f.ids.oauthSecret, token: f.ids.accessToken, token_type_hint: 'access_token' }),
);

// what the interface document does not have (documents/token.md, virtualAccount.md, card.md, iins.md, fund.md, productConfiguration.md)
row('tokens.create', ({ rzp, ids }) =>
  rzp.tokens.create({
    customer_id: ids.customer as string,
    method: 'card',
    card: { number: '4111111111111111', cvv: '123', expiry_month: '12', expiry_year: '30', name: 'Gaurav Kumar' },
  } as never),
);
row('tokens.fetch', ({ rzp }) => rzp.tokens.fetch({ id: 'spt_00000000000000' } as never));
row('tokens.delete', ({ rzp }) => rzp.tokens.delete({ id: 'spt_00000000000000' } as never));
row('tokens.processPaymentOnAlternatePAorPG', ({ rzp }) => rzp.tokens.processPaymentOnAlternatePAorPG({ id: 'spt_00000000000000' } as never));
row('virtualAccounts.create', ({ rzp, ids }) =>
  rzp.virtualAccounts.create({
    receivers: { types: ['bank_account'] },
    description: 'Virtual Account created for Raftar Soft',
    customer_id: ids.customer as string,
  } as never),
);
row('virtualAccounts.all', ({ rzp }) => rzp.virtualAccounts.all({ count: 2 }));
row('virtualAccounts.fetch', ({ rzp }) => rzp.virtualAccounts.fetch('va_00000000000000'));
row('virtualAccounts.fetchPayments', ({ rzp }) => rzp.virtualAccounts.fetchPayments('va_00000000000000'));
row('virtualAccounts.addReceiver', ({ rzp }) =>
  rzp.virtualAccounts.addReceiver('va_00000000000000', { types: ['vpa'], vpa: { descriptor: 'gaurikumar' } } as never),
);
row('virtualAccounts.allowedPayer', ({ rzp }) =>
  rzp.virtualAccounts.allowedPayer('va_00000000000000', {
    type: 'bank_account',
    bank_account: { ifsc: 'UTIB0000013', account_number: '914010012345679' },
  } as never),
);
row('virtualAccounts.deleteAllowedPayer', ({ rzp }) => rzp.virtualAccounts.deleteAllowedPayer('va_00000000000000', 'ba_00000000000000'));
row('virtualAccounts.close', ({ rzp }) => rzp.virtualAccounts.close('va_00000000000000'));
row('cards.fetch', ({ rzp }) => rzp.cards.fetch('card_00000000000000'));
row('cards.requestCardReference', ({ rzp }) => rzp.cards.requestCardReference({ number: '4111111111111111' } as never));
row('iins.fetch', ({ rzp }) => rzp.iins.fetch('412345'));
row('iins.all', ({ rzp }) => rzp.iins.all({ flow: 'otp' } as never));
row('fundAccount.create', ({ rzp, ids }) =>
  rzp.fundAccount.create({
    customer_id: ids.customer as string,
    account_type: 'bank_account',
    bank_account: { name: 'Gaurav Kumar', account_number: '11214311215411', ifsc: 'HDFC0000053' },
  } as never),
);
row('fundAccount.fetch', ({ rzp, ids }) => rzp.fundAccount.fetch(ids.customer as string));
row('products.requestProductConfiguration', ({ rzp, ids }) =>
  rzp.products.requestProductConfiguration(ids.account as string, { product_name: 'payment_gateway', tnc_accepted: true, ip: '233.233.233.234' } as never),
);
row('products.edit', ({ rzp, ids }) =>
  rzp.products.edit(ids.account as string, 'acc_prd_00000000000000', { notifications: { email: ['gaurav.kumar@example.com'] } } as never),
);
row('products.fetch', ({ rzp, ids }) => rzp.products.fetch(ids.account as string, 'acc_prd_00000000000000'));
row('products.fetchTnc', ({ rzp }) => rzp.products.fetchTnc('payments'));

/** Fixtures: made over the interface (the generated client, the payment flow, the test helpers), not by the calls under census. */
async function arrange(gw: TestGateway, rzp: Razorpay): Promise<Record<string, string>> {
  const client = gw.client();
  const ids: Record<string, string> = {};
  const customer = await client.customers.create({ name: 'Census Customer', email: 'census@example.com', contact: '+919000090000' });
  ids.customer = customer.id;
  ids.item = (await client.items.create({ name: 'Census item', amount: 20_000, currency: 'INR' })).id;
  ids.order = (await client.orders.create({ amount: 50_000, currency: 'INR' })).id;
  // a captured payment with room for refunds and transfers, and the balance to pay them
  const payment: Payment = await capturedPayment(gw, 500_000);
  await capturedPayment(gw, 500_000);
  ids.payment = payment.id;
  ids.paidOrder = payment.order_id as string;
  const { invoice, orderId } = await payableInvoice(gw, { amount: 50_000 });
  const authorized = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card: VISA }, capture: 'manual' });
  ids.authorized = authorized.payment.id;
  ids.refund = (await client.payments.refund(payment.id, { amount: 1000 })).id;
  ids.downtime = (await client.testHelpers.createDowntime({ method: 'netbanking', severity: 'low', instrument: { bank: 'HDFC' } })).id;
  ids.invoice = (
    await client.invoices.create({
      type: 'link',
      currency: 'INR',
      amount: 30_000,
      description: 'Census invoice',
      customer: { name: 'Gaurav Kumar', email: 'gaurav.kumar@example.com', contact: '+919000090000' },
    })
  ).id;
  const draft = await client.invoices.create({
    type: 'link',
    draft: '1',
    currency: 'INR',
    customer_id: customer.id,
    line_items: [{ name: 'Book / English August', amount: 20_000 }],
  } as never);
  ids.draft = draft.id;
  ids.draftLine = (draft.line_items?.[0] as { id: string } | undefined)?.id ?? '';
  ids.draftToDelete = (await client.invoices.create({ type: 'link', draft: '1', amount: 10_000, currency: 'INR', description: 'Census draft' } as never)).id;
  ids.link = (await client.paymentLinks.create({ amount: 30_000, currency: 'INR', description: 'Census link' })).id;
  ids.qr = (await client.qrCodes.create({ type: 'upi_qr', name: 'Census', usage: 'multiple_use', fixed_amount: false })).id;
  const plan = await client.plans.create({ period: 'monthly', interval: 1, item: { name: 'Census plan', amount: 50_000, currency: 'INR' } });
  ids.plan = plan.id;
  const subscription = await client.subscriptions.create({ plan_id: plan.id, total_count: 6 });
  await client.testHelpers.authorizeSubscription(subscription.id, {});
  ids.activeSubscription = subscription.id;
  const account = await client.linkedAccounts.create({
    email: 'census.linked@example.org',
    phone: '9000090000',
    legal_business_name: 'Census Linked',
    business_type: 'partnership',
    contact_name: 'Gaurav Kumar',
    profile: {
      category: 'retail',
      subcategory: 'shop',
      addresses: { registered: { street1: '1 Road', city: 'Pune', state: 'MH', postal_code: '411001', country: 'IN' } },
    },
  });
  ids.account = account.id;
  ids.spareAccount = (
    await client.linkedAccounts.create({
      email: 'census.spare@example.org',
      phone: '9000090001',
      legal_business_name: 'Census Spare',
      business_type: 'partnership',
      contact_name: 'Gaurav Kumar',
      profile: {
        category: 'retail',
        subcategory: 'shop',
        addresses: { registered: { street1: '1 Road', city: 'Pune', state: 'MH', postal_code: '411001', country: 'IN' } },
      },
    })
  ).id;
  ids.orderAccount = (
    await client.linkedAccounts.create({
      email: 'census.order@example.org',
      phone: '9000090002',
      legal_business_name: 'Census Order',
      business_type: 'partnership',
      contact_name: 'Saurav Kumar',
      profile: {
        category: 'retail',
        subcategory: 'shop',
        addresses: { registered: { street1: '1 Road', city: 'Pune', state: 'MH', postal_code: '411001', country: 'IN' } },
      },
    })
  ).id;
  const [transfer] = (await client.transfers.createForPayment(payment.id, { transfers: [{ account: account.id, amount: 5_000, currency: 'INR' }] })).items;
  ids.transfer = transfer?.id ?? '';
  await client.testHelpers.processTransfer(ids.transfer, {});
  const [held] = (await client.transfers.createForPayment(payment.id, { transfers: [{ account: account.id, amount: 5_000, currency: 'INR', on_hold: true }] }))
    .items;
  ids.heldTransfer = held?.id ?? '';
  await client.testHelpers.processTransfer(ids.heldTransfer, {});
  // a settlement: the clock moved past the payments' settlement date
  await client.testHelpers.advanceClock({ by: 3600 });
  const [settlement] = (await client.settlements.list({ count: 1 })).items;
  ids.settlement = settlement?.id ?? '';
  const at = new Date(((settlement?.created_at ?? 0) + 19_800) * 1000);
  ids.reportYear = String(at.getUTCFullYear());
  ids.reportMonth = String(at.getUTCMonth() + 1);
  await capturedPayment(gw, 500_000);
  ids.instant = (await client.instantSettlements.create({ amount: 10_000 })).id;
  ids.document = (await client.documents.create({ file: { data: pdfFile(), filename: 'e.pdf' }, purpose: 'dispute_evidence' })).id;
  const disputed = await capturedPayment(gw, 20_000);
  ids.dispute = (await client.testHelpers.createDispute(disputed.id, {})).id;
  // an OAuth client registered as the SDK's OAuthTokenClient authenticates: client_secret in the body
  const registered = (await (
    await fetch(`${gw.baseUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Census app',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_post',
      }),
    })
  ).json()) as { client_id: string; client_secret: string };
  ids.oauthClient = registered.client_id;
  ids.oauthSecret = registered.client_secret;
  ids.webhook = (await client.webhookEndpoints.create({ url: 'https://example.com/census', events: ['payment.captured'] } as never)).id;
  void rzp;
  return ids;
}

/** Every method of the SDK: its resources' functions, its OAuth client's, and its static helpers. */
function sdkMethods(rzp: Razorpay): string[] {
  const names: string[] = [];
  for (const [resource, value] of Object.entries(rzp as unknown as Record<string, unknown>)) {
    if (resource === 'api' || value === null || typeof value !== 'object') continue;
    for (const [method, fn] of Object.entries(value as Record<string, unknown>)) if (typeof fn === 'function') names.push(`${resource}.${method}`);
  }
  const oauth = Object.getOwnPropertyNames(OAuthTokenClient.prototype).filter((m) => m !== 'constructor' && m !== 'getEntityUrl');
  names.push(...oauth.map((m) => `OAuthTokenClient.${m}`), 'Razorpay.validateWebhookSignature', 'validatePaymentVerification');
  return names.sort();
}

for (const engine of ENGINES) {
  describe(`razorpay SDK census [${engine}]`, () => {
    const f = {} as Fixtures;
    beforeAll(async () => {
      f.gw = await startGateway({ engine });
      f.rzp = sdkFor(f.gw);
      f.ids = await arrange(f.gw, f.rzp);
    }, 60_000);
    afterAll(() => f.gw?.stop());

    it('calls every method of the SDK', () => {
      const local = ['Razorpay.validateWebhookSignature', 'validatePaymentVerification'];
      expect([...new Set(CALLS.map(([name]) => methodOf(name)))].sort()).toEqual(sdkMethods(f.rzp).filter((m) => !local.includes(m)));
    });

    for (const [name, call] of CALLS) {
      const refused = REFUSED[name];
      it(refused ? `${name}: refused (${refused.status}), ${refused.rule}` : `${name} works`, async () => {
        let result: unknown;
        let failure: SdkError | undefined;
        try {
          result = await call(f);
        } catch (error) {
          failure = error as SdkError;
        }
        if (refused) {
          expect(failure, `${name} now works: take it off the refused list`).toBeDefined();
          expect(failure?.statusCode, JSON.stringify(failure?.error ?? failure?.message)).toBe(refused.status);
          return;
        }
        expect(failure, `${name}: ${failure?.statusCode} ${JSON.stringify(failure?.error ?? failure?.message)}`).toBeUndefined();
        expect(result).toBeDefined();
        // remember what the call made for the calls after it
        const made = result as { id?: string; entity?: string };
        if (name === 'customers.create') f.ids.customer = made.id as string;
        if (name === 'orders.create') f.ids.transferOrder = made.id as string;
        if (name === 'paymentLink.create') f.ids.link = made.id as string;
        if (name === 'stakeholders.create') f.ids.stakeholder = made.id as string;
        WANT[name]?.(result, f.ids);
      });
    }

    it("orders.create's transfers are made from the order's payment when it is captured (createOrder rule 5)", async () => {
      const orderId = f.ids.transferOrder as string;
      expect(orderId).toMatch(/^order_/);
      const { payment } = await payOrder(f.gw.ctx, 'test', { orderId, instrument: { method: 'card', card: VISA }, capture: 'auto' });
      expect(payment.status).toBe('captured');
      const order = (await f.rzp.orders.fetchTransferOrder(orderId)) as unknown as { status: string; transfers: { items: Record<string, unknown>[] } };
      expect(order.status).toBe('paid');
      const made = order.transfers.items
        .map((t) => [t.source, t.recipient, t.amount, t.on_hold, t.status])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
      expect(made).toEqual(
        [
          [payment.id, f.ids.account, 1000, true, 'pending'],
          [payment.id, f.ids.orderAccount, 1000, false, 'pending'],
        ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      );
    });

    it('Razorpay.validateWebhookSignature accepts the signature of the body the gateway signs', () => {
      const body = JSON.stringify({ entity: 'event', event: 'payment.captured' });
      const secret = 'whsec_census';
      const signature = createHmac('sha256', secret).update(body).digest('hex');
      expect(Razorpay.validateWebhookSignature(body, signature, secret)).toBe(true);
      expect(
        validatePaymentVerification({ order_id: 'order_1', payment_id: 'pay_1' }, createHmac('sha256', secret).update('order_1|pay_1').digest('hex'), secret),
      ).toBe(true);
    });
  });
}
