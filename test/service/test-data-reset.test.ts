/**
 * spec createTestDataReset and fetchTestDataReset over HTTP, on both engines: the reset answers
 * `in_progress` at once, the sweeps delete test mode's objects (2,500 customers: three pages of
 * 1,000), payments, events, switches, the ledger (the balance is 0 again) and the request log,
 * then it is `done`; what was created after its start, live mode's data, the API keys, the
 * webhook endpoints and test mode's clock stay; a live key is refused and deletes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../generated/types/index.js';
import { newId } from '../../service/ids.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { until } from '../support/until.js';
import { apiError, CARD_OK, inrBalance, payableInvoice, paymentIdOf, payViaCheckout } from './payments-support.js';

const BULK = 2_500;

describe.each(ENGINES)('reset of test data (%s)', (engine) => {
  let gw: TestGateway;
  const test = () => gw.client('test');
  const live = () => gw.client('live');

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
  });

  async function countRows(table: string, mode: 'test' | 'live'): Promise<number> {
    const [row] = await gw.ctx.store.transaction((tx) => tx.sql.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE mode = ?`, [mode]));
    return Number(row?.n ?? 0);
  }

  it('refuses a live key and deletes nothing', async () => {
    const customer = await test().customers.create({ name: 'Kept Before' });
    expect((await apiError(live().testHelpers.resetTestData())).error).toMatchObject({ reason: 'test_mode_only' });
    expect((await apiError(live().testHelpers.fetchReset('rst_00000000000000'))).error).toMatchObject({ reason: 'test_mode_only' });
    expect((await test().customers.fetch(customer.id)).id).toBe(customer.id);
    expect((await apiError(test().testHelpers.fetchReset('rst_00000000000000'))).error).toMatchObject({ field: 'reset_id' });
  });

  it('deletes test mode’s data in pages off the request, and keeps live data, keys, endpoints, the clock and what came after', async () => {
    // test mode: a paid invoice (payment, order, events, ledger), a switch, an endpoint, many customers
    const { invoice } = await payableInvoice(gw, { amount: 10_000 });
    const paymentId = paymentIdOf((await payViaCheckout(gw, invoice.id, CARD_OK)).html);
    expect(await inrBalance(gw)).toBeGreaterThan(0);
    const endpoint = await test().webhookEndpoints.create({ url: 'https://merchant.example/hooks', events: ['payment.captured'] });
    const switched = await test().testHelpers.createSwitch({ kind: 'payment_failure', card_number: '5555555555554444', count: 5 });
    const now = gw.ctx.clocks.of('test').now();
    await gw.ctx.store.transaction(async (tx) => {
      for (let i = 0; i < BULK; i++) {
        const customer: Customer = {
          id: newId('cust_'),
          entity: 'customer',
          name: `Bulk ${i}`,
          email: null,
          contact: null,
          gstin: null,
          notes: {},
          created_at: now - 60,
        } as Customer;
        await tx.entities('customers').insert('test', customer);
      }
    });
    await test().testHelpers.advanceClock({ by: 60 });
    const clockBefore = await test().testHelpers.fetchClock();
    // live mode: objects of its own
    const liveCustomer = await live().customers.create({ name: 'Live One' });
    const liveItem = await live().items.create({ name: 'Live item', amount: 1000, currency: 'INR' });
    const liveRows = await countRows('customers', 'live');
    expect(await countRows('customers', 'test')).toBeGreaterThan(BULK);

    const started = await test().testHelpers.resetTestData();
    expect(started).toMatchObject({ entity: 'test_data_reset', status: 'in_progress', finished_at: null, deleted: 0 });
    expect(started.id).toMatch(/^rst_[0-9A-Za-z]{14}$/);
    // a second later on test mode's clock: kept whenever the sweep gets to the reset
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await test().customers.create({ name: 'Made After' });
    expect(after.created_at).toBeGreaterThan(started.started_at);

    const done = await until(
      'the reset to be done',
      () => test().testHelpers.fetchReset(started.id),
      (r) => r.status === 'done',
      30_000,
    );
    expect(done.finished_at).toBeGreaterThanOrEqual(started.started_at);
    expect(done.deleted).toBeGreaterThan(BULK);

    // gone: the objects, the payment, the switch, the events, the ledger
    expect((await test().customers.list({ count: 100 })).items.map((c) => c.id)).toEqual([after.id]);
    expect((await apiError(test().payments.fetch(paymentId))).error).toMatchObject({ field: 'payment_id' });
    expect((await apiError(test().invoices.fetch(invoice.id))).status).toBe(400);
    expect((await test().testHelpers.listSwitches()).items.map((s) => s.id)).not.toContain(switched.id);
    expect((await test().events.list({ count: 100 })).items.filter((e) => e.created_at <= started.started_at)).toEqual([]);
    expect(await inrBalance(gw)).toBe(0);
    expect(await countRows('ledger_entries', 'test')).toBe(0);
    expect(await countRows('customers', 'test')).toBe(1);
    // kept: live mode, the keys (these calls), the endpoint, the clock, the reset itself
    expect((await live().customers.fetch(liveCustomer.id)).name).toBe('Live One');
    expect((await live().items.fetch(liveItem.id)).id).toBe(liveItem.id);
    expect(await countRows('customers', 'live')).toBe(liveRows);
    expect((await test().webhookEndpoints.fetch(endpoint.id)).url).toBe(endpoint.url);
    expect((await test().testHelpers.fetchClock()).offset).toBe(clockBefore.offset);
    // test mode works as before: a payment after the reset
    const { invoice: next } = await payableInvoice(gw, { amount: 5_000 });
    expect((await payViaCheckout(gw, next.id, CARD_OK)).status).toBeLessThan(400);
  }, 120_000);
});
