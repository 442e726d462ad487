/**
 * Numbers a request carries are numbers the service can hold (generator/emit/validator-schemas.ts
 * bounds every integer to the safe integers and every number to the finite doubles; the runtime
 * refuses numeric text that is not plain decimal): a huge `skip` on every list operation, JSON's
 * `1e400`, and `" 5"` / `"0x10"` are 400s naming the field, on both engines, and nothing is
 * written. Before, they were 500s from SQL or stored as null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/server/routes.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';

/** List operations of /v1 without path parameters: each takes `skip`. */
const LISTS = routes
  .filter((r) => r.method === 'GET' && r.queryNames.includes('skip') && !r.path.includes('{') && r.path.startsWith('/v1/'))
  .map((r) => r.path);

describe.each(ENGINES)('number inputs (%s)', (engine) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(async () => gw?.stop());

  const auth = () => ({ authorization: `Basic ${Buffer.from(`${gw.keys.test.keyId}:${gw.keys.test.secret}`).toString('base64')}` });

  it('there are list operations to check', () => {
    expect(LISTS.length).toBeGreaterThan(15);
  });

  it.each(LISTS.flatMap((path) => ['1e21', '1e308', '99999999999999999999', 'Infinity', ' 5', '5 ', '0x10'].map((skip) => [path, skip] as const)))(
    'GET %s?skip=%j is 400 naming skip',
    async (path, skip) => {
      // an operation that needs more than paging (the recon report's year and month) is checked with them
      const needs = path.endsWith('/recon/combined') ? '&year=2025&month=1' : '';
      const res = await fetch(`${gw.baseUrl}${path}?skip=${encodeURIComponent(skip)}${needs}`, { headers: auth() });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe('skip');
    },
  );

  it.each([
    ['date', '1e400'],
    ['expire_by', '1e400'],
    ['expire_by', '1e308'],
  ])('createInvoice with %s %s is 400 naming it, and creates nothing', async (field, number) => {
    const before = (await gw.client('test').invoices.list({ count: 100 })).count;
    const body = `{"type":"link","currency":"INR","line_items":[{"name":"Tea","amount":100,"quantity":1}],"sms_notify":"0","email_notify":"0","${field}":${number}}`;
    const res = await fetch(`${gw.apiUrl}/invoices`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    expect((await gw.client('test').invoices.list({ count: 100 })).count).toBe(before);
  });

  // spec info.description, "Paths and numbers as the reference SDKs send them"
  const post = (path: string, body: string) =>
    fetch(`${gw.apiUrl}${path}`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body });
  it.each([
    ['"10000"', 200, 10_000],
    ['"1e4"', 400, 'amount'],
    ['" 10000"', 400, 'amount'],
    ['"010000"', 400, 'amount'],
    ['"100.00"', 400, 'amount'],
    ['"99999999999999999999"', 400, 'amount'],
  ] as const)('an order with amount %s in JSON: %i', async (amount, status, want) => {
    const res = await post('/orders', `{"amount":${amount},"currency":"INR"}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { amount?: number; error?: { field: string } };
    if (status === 200) expect(body.amount).toBe(want);
    else expect(body.error?.field).toBe(want);
  });

  it.each([
    ['9123456780', 200, '9123456780'],
    ['"9123456780"', 200, '9123456780'],
    ['9123456780.5', 400, 'contact'],
    ['true', 400, 'contact'],
  ] as const)('a customer with contact %s in JSON: %i', async (contact, status, want) => {
    const res = await post('/customers', `{"name":"Gaurav Kumar","contact":${contact},"fail_existing":"0"}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { contact?: string; error?: { field: string } };
    if (status === 200) expect(body.contact).toBe(want);
    else expect(body.error?.field).toBe(want);
  });

  it('a path with one trailing slash is the path without it; two are not', async () => {
    const order = await gw.client('test').orders.create({ amount: 10_000, currency: 'INR' });
    const once = await fetch(`${gw.apiUrl}/orders/${order.id}/`, { headers: auth() });
    expect(once.status).toBe(200);
    expect(((await once.json()) as { id: string }).id).toBe(order.id);
    expect((await fetch(`${gw.apiUrl}/orders/${order.id}//`, { headers: auth() })).status).toBe(404);
  });

  it('still takes plain numbers: skip=0, count=5, 1e1', async () => {
    for (const query of ['skip=0', 'count=5', 'count=1e1']) expect((await fetch(`${gw.apiUrl}/invoices?${query}`, { headers: auth() })).status).toBe(200);
  });
});
