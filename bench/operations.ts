/**
 * `npm run bench:operations [-- --duration S]`: every built operation that can be repeated, under
 * the same load as bench:server (50 connections, pipelining 1; 3 s each by default), on one
 * SQLite gateway started as `npm start` starts it. Each read is compared with listPayments
 * (GET /v1/payments?count=10) and each write with createInvoice, both measured in the same run;
 * an operation under half its reference's req/s is marked, and the three slowest are named.
 * Numbers, not pass/fail (README.md, Benchmarks). Linux only (CPU time comes from /proc).
 *
 * Left out, because a request changes the state it needs so it cannot be sent again:
 * issueInvoice, cancelInvoice, deleteInvoice, deleteItem, capturePayment (the hosted checkout
 * captures automatically); closeQrCode and cancelPaymentLink (a closed code, a cancelled link).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMicros } from './cpu.js';
import { seedCapturedPayments } from './seed.js';
import { type GatewayServer, startGateway } from './servers/gateway.js';
import { createInvoiceBody, SEEDED_PAYMENTS } from './targets.js';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '3' }, connections: { type: 'string', default: '50' } } });
const durationS = Number(values.duration);
const connections = Number(values.connections);
const FAN = 50; // entities each update operation spreads its requests over
const PAID = 40; // captured payments of INR 1,00,000 and more each

interface Operation {
  id: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** the path of the n-th request */
  path: (n: number) => string;
  body?: (n: number) => unknown;
}

type Json = Record<string, unknown> & { id: string };

async function call(gateway: GatewayServer, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(gateway.url + path, {
    method,
    headers: { ...gateway.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Json;
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const unique = `${Date.now().toString(36)}`;
const pick = <T>(list: readonly T[], n: number) => list[n % list.length];

/** The entities the operations read and update, made through the API. */
async function prepare(gateway: GatewayServer): Promise<Operation[]> {
  // more than listPayments shows: refundPayment and createRefund take 1 rupee of them per request
  await seedCapturedPayments(gateway, PAID, 10_000_000);
  const payments = ((await call(gateway, 'GET', `/v1/payments?count=${PAID}`)).items as Json[]).map((p) => p.id);
  const many = async (n: number, make: (i: number) => Promise<Json>) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await make(i)).id);
    return ids;
  };
  const customers = await many(FAN, (i) =>
    call(gateway, 'POST', '/v1/customers', { name: `Bench ${i}`, email: `c${i}.${unique}@example.com`, contact: `+9198${String(i).padStart(8, '0')}` }),
  );
  const items = await many(FAN, (i) => call(gateway, 'POST', '/v1/items', { name: `Item ${i}`, amount: 10_000 + i, currency: 'INR' }));
  const orders = await many(FAN, (i) => call(gateway, 'POST', '/v1/orders', { amount: 10_000 + i, currency: 'INR', receipt: `o${i}.${unique}` }));
  const drafts = await many(FAN, (i) =>
    call(gateway, 'POST', '/v1/invoices', { type: 'link', draft: '1', currency: 'INR', amount: 10_000 + i, description: `Draft ${i}` }),
  );
  const issued = await call(gateway, 'POST', '/v1/invoices', {
    type: 'link',
    currency: 'INR',
    amount: 20_000,
    description: 'To notify',
    customer: { name: 'Asha Rao', contact: '+919876543210', email: 'asha@example.com' },
  });
  const refunds = await many(SEEDED_PAYMENTS, (i) => call(gateway, 'POST', `/v1/payments/${payments[i]}/refund`, { amount: 100 }));
  const links = await many(FAN, (i) => call(gateway, 'POST', '/v1/payment_links', { amount: 10_000 + i, currency: 'INR', description: `Link ${i}` }));
  // counters that take any amount, paid again and again (payTestQrCode), and whose images are scanned
  const counters = await many(FAN, (i) => call(gateway, 'POST', '/v1/payments/qr_codes', { type: 'upi_qr', name: `Counter ${i}`, usage: 'multiple_use' }));
  for (const id of counters.slice(0, 10)) await call(gateway, 'POST', `/v1/test_helpers/qr_codes/${id}/payments`, { amount: 5_000 });
  const notes = (n: number) => ({ notes: { bench: `n${n}` } });
  let receipt = 0;
  return [
    { id: 'listPayments', kind: 'read', method: 'GET', path: () => `/v1/payments?count=${SEEDED_PAYMENTS}` },
    { id: 'fetchPayment', kind: 'read', method: 'GET', path: (n) => `/v1/payments/${pick(payments, n)}` },
    { id: 'fetchPaymentCard', kind: 'read', method: 'GET', path: (n) => `/v1/payments/${pick(payments, n)}/card` },
    { id: 'listPaymentRefunds', kind: 'read', method: 'GET', path: (n) => `/v1/payments/${pick(payments, n)}/refunds` },
    { id: 'fetchPaymentRefund', kind: 'read', method: 'GET', path: (n) => `/v1/payments/${payments[n % refunds.length]}/refunds/${pick(refunds, n)}` },
    { id: 'listPaymentDowntimes', kind: 'read', method: 'GET', path: () => '/v1/payments/downtimes' },
    { id: 'listRefunds', kind: 'read', method: 'GET', path: () => '/v1/refunds' },
    { id: 'fetchRefund', kind: 'read', method: 'GET', path: (n) => `/v1/refunds/${pick(refunds, n)}` },
    { id: 'listInvoices', kind: 'read', method: 'GET', path: () => '/v1/invoices' },
    { id: 'fetchInvoice', kind: 'read', method: 'GET', path: (n) => `/v1/invoices/${pick(drafts, n)}` },
    { id: 'listOrders', kind: 'read', method: 'GET', path: () => '/v1/orders' },
    { id: 'fetchOrder', kind: 'read', method: 'GET', path: (n) => `/v1/orders/${pick(orders, n)}` },
    { id: 'listOrderPayments', kind: 'read', method: 'GET', path: (n) => `/v1/orders/${pick(orders, n)}/payments` },
    { id: 'listCustomers', kind: 'read', method: 'GET', path: () => '/v1/customers' },
    { id: 'fetchCustomer', kind: 'read', method: 'GET', path: (n) => `/v1/customers/${pick(customers, n)}` },
    { id: 'listItems', kind: 'read', method: 'GET', path: () => '/v1/items' },
    { id: 'fetchItem', kind: 'read', method: 'GET', path: (n) => `/v1/items/${pick(items, n)}` },
    { id: 'listPaymentLinks', kind: 'read', method: 'GET', path: () => '/v1/payment_links' },
    { id: 'fetchPaymentLink', kind: 'read', method: 'GET', path: (n) => `/v1/payment_links/${pick(links, n)}` },
    { id: 'listQrCodes', kind: 'read', method: 'GET', path: () => '/v1/payments/qr_codes' },
    { id: 'fetchQrCode', kind: 'read', method: 'GET', path: (n) => `/v1/payments/qr_codes/${pick(counters, n)}` },
    { id: 'listQrCodePayments', kind: 'read', method: 'GET', path: (n) => `/v1/payments/qr_codes/${counters[n % 10]}/payments` },
    // outside the spec's operations: the PNG behind image_url (qr_codes/image.ts), 50 codes, each rendered once then cached
    { id: 'qrCodeImage', kind: 'read', method: 'GET', path: (n) => `/qr_codes/${pick(counters, n)}.png` },
    { id: 'createInvoice', kind: 'write', method: 'POST', path: () => '/v1/invoices', body: () => JSON.parse(createInvoiceBody()) },
    { id: 'updateInvoice', kind: 'write', method: 'PATCH', path: (n) => `/v1/invoices/${pick(drafts, n)}`, body: (n) => ({ description: `Draft, edit ${n}` }) },
    { id: 'notifyInvoice', kind: 'write', method: 'POST', path: () => `/v1/invoices/${issued.id}/notify_by/sms` },
    {
      id: 'createOrder',
      kind: 'write',
      method: 'POST',
      path: () => '/v1/orders',
      body: (n) => ({ amount: 10_000 + (n % 1000), currency: 'INR', receipt: `r${receipt++}.${unique}` }),
    },
    { id: 'updateOrder', kind: 'write', method: 'PATCH', path: (n) => `/v1/orders/${pick(orders, n)}`, body: notes },
    {
      id: 'createCustomer',
      kind: 'write',
      method: 'POST',
      path: () => '/v1/customers',
      body: (n) => ({ name: `New ${n}`, email: `n${n}.${receipt++}.${unique}@example.com`, fail_existing: '0' }),
    },
    { id: 'editCustomer', kind: 'write', method: 'PUT', path: (n) => `/v1/customers/${pick(customers, n)}`, body: (n) => ({ name: `Edited ${n}` }) },
    {
      id: 'createItem',
      kind: 'write',
      method: 'POST',
      path: () => '/v1/items',
      body: (n) => ({ name: `Item n${n}`, amount: 100 + (n % 1000), currency: 'INR' }),
    },
    { id: 'updateItem', kind: 'write', method: 'PATCH', path: (n) => `/v1/items/${pick(items, n)}`, body: (n) => ({ description: `edit ${n}` }) },
    { id: 'updatePayment', kind: 'write', method: 'PATCH', path: (n) => `/v1/payments/${pick(payments, n)}`, body: notes },
    { id: 'refundPayment', kind: 'write', method: 'POST', path: (n) => `/v1/payments/${pick(payments, n)}/refund`, body: () => ({ amount: 100 }) },
    { id: 'createRefund', kind: 'write', method: 'POST', path: () => '/v1/refunds', body: (n) => ({ payment_id: pick(payments, n), amount: 100 }) },
    { id: 'updateRefund', kind: 'write', method: 'PATCH', path: (n) => `/v1/refunds/${pick(refunds, n)}`, body: notes },
    {
      id: 'createPaymentLink',
      kind: 'write',
      method: 'POST',
      path: () => '/v1/payment_links',
      body: (n) => ({ amount: 10_000 + n, currency: 'INR', description: `Bench ${n}` }),
    },
    { id: 'updatePaymentLink', kind: 'write', method: 'PATCH', path: (n) => `/v1/payment_links/${pick(links, n)}`, body: notes },
    {
      id: 'createQrCode',
      kind: 'write',
      method: 'POST',
      path: () => '/v1/payments/qr_codes',
      body: (n) => ({ type: 'upi_qr', name: `Bench ${n}`, usage: 'multiple_use' }),
    },
    // a customer paying a counter's code: create, authorize and capture, three transactions
    {
      id: 'payTestQrCode',
      kind: 'write',
      method: 'POST',
      path: (n) => `/v1/test_helpers/qr_codes/${pick(counters, n)}/payments`,
      body: () => ({ amount: 5_000 }),
    },
  ];
}

interface Row {
  id: string;
  kind: Operation['kind'];
  rps: number;
  p99Ms: number;
  cpuUsPerRequest: number | null;
  non2xx: number;
}

async function run(gateway: GatewayServer, op: Operation): Promise<Row> {
  // one request first: an operation the gateway refuses gets no figures
  const first = await fetch(gateway.url + op.path(0), {
    method: op.method,
    headers: { ...gateway.headers, ...(op.body ? { 'content-type': 'application/json' } : {}) },
    ...(op.body ? { body: JSON.stringify(op.body(0)) } : {}),
  });
  if (first.status !== 200) throw new Error(`${op.id}: ${op.method} ${op.path(0)} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  await first.arrayBuffer().catch(() => undefined);
  let n = 1;
  const cpuBefore = cpuMicros(gateway.process.pid);
  const result = await autocannon({
    url: gateway.url,
    connections,
    pipelining: 1,
    duration: durationS,
    requests: [
      {
        method: op.method,
        setupRequest: (request) => {
          const i = n++;
          return {
            ...request,
            path: op.path(i),
            headers: { ...gateway.headers, ...(op.body ? { 'content-type': 'application/json' } : {}) },
            ...(op.body ? { body: JSON.stringify(op.body(i)) } : {}),
          };
        },
      },
    ],
  });
  const cpuAfter = cpuMicros(gateway.process.pid);
  const completed = result.requests.total;
  return {
    id: op.id,
    kind: op.kind,
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    cpuUsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && completed > 0 ? (cpuAfter - cpuBefore) / completed : null,
    non2xx: result.non2xx,
  };
}

const gateway = await startGateway('paisa sqlite');
try {
  const operations = await prepare(gateway);
  const rows: Row[] = [];
  for (const op of operations) {
    const row = await run(gateway, op);
    rows.push(row);
    process.stderr.write(`${op.id.padEnd(22)} ${row.rps.toFixed(0).padStart(6)} req/s\n`);
  }
  const reference = { read: rows.find((r) => r.id === 'listPayments'), write: rows.find((r) => r.id === 'createInvoice') };
  const ratio = (row: Row) => row.rps / (reference[row.kind]?.rps ?? Number.NaN);
  console.log(
    `\nbench:operations  SQLite gateway, ${connections} connections, ${durationS} s each; ratio: req/s over listPayments (reads) or createInvoice (writes)`,
  );
  console.log(
    `${'operation'.padEnd(22)} ${'kind'.padEnd(5)} ${'req/s'.padStart(7)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(7)} ${'CPU us/req'.padStart(10)} non-2xx`,
  );
  for (const row of rows) {
    const flag = ratio(row) < 0.5 ? '  < 0.5: slower than 2x its reference' : '';
    console.log(
      `${row.id.padEnd(22)} ${row.kind.padEnd(5)} ${row.rps.toFixed(0).padStart(7)} ${ratio(row).toFixed(2).padStart(6)} ${row.p99Ms.toFixed(0).padStart(7)} ${(row.cpuUsPerRequest?.toFixed(0) ?? '-').padStart(10)} ${row.non2xx}${flag}`,
    );
  }
  const slowest = rows.filter((r) => r.id !== 'listPayments' && r.id !== 'createInvoice').sort((a, b) => ratio(a) - ratio(b));
  console.log(
    `three slowest against their reference: ${slowest
      .slice(0, 3)
      .map((r) => `${r.id} ${ratio(r).toFixed(2)}`)
      .join(', ')}`,
  );
} finally {
  await gateway.stop();
}
