/**
 * Child program: the same durable work as the gateway, written by hand by a careful engineer, as
 * the row to measure the gateway against (README, As the data grows / bench:server): fastify 5
 * with JSON schemas, better-sqlite3 in WAL mode, statements prepared once.
 *
 * - GET /v1/payments?count=N reads the newest N payments' stored JSON (the gateway's own
 *   captured payments, loaded at start from PAISA_BENCH_BODIES) and joins them into the
 *   collection: the gateway's bytes.
 * - POST /v1/invoices, in one transaction: the customer looked up by e-mail and contact or
 *   inserted, an order, the invoice (the gateway's answer as a template, new ids), an outbox row;
 *   answered after COMMIT. PAISA_BENCH_SYNC=full fsyncs at every COMMIT (durable, as the gateway);
 *   normal does not (not durable across power loss: a crash of the machine loses the last ones).
 *
 * Run by bench/server.ts as `node --import tsx bench/servers/handwritten.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import type { FixedBodies } from '../targets.js';
import { BODIES_ENV } from './bench-server.js';
import { createInvoiceSchema } from './invoice-schema.js';

const bodies = JSON.parse(readFileSync(process.env[BODIES_ENV] ?? '', 'utf8')) as FixedBodies;
const sync = process.env.PAISA_BENCH_SYNC === 'normal' ? 'NORMAL' : 'FULL';
const template = JSON.parse(bodies.createInvoice) as Record<string, unknown>;

const db = new BetterSqlite3(join(mkdtempSync(join(tmpdir(), 'paisa-hand-')), 'hand.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${sync}`);
db.exec(`
  CREATE TABLE payments (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX payments_created ON payments (created_at, id);
  CREATE TABLE customers (id TEXT PRIMARY KEY, email TEXT, contact TEXT, data TEXT NOT NULL);
  CREATE INDEX customers_lookup ON customers (email, contact);
  CREATE TABLE orders (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE invoices (id TEXT PRIMARY KEY, receipt TEXT UNIQUE, created_at INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE outbox (id TEXT PRIMARY KEY, event TEXT NOT NULL, payload TEXT NOT NULL, created_at INTEGER NOT NULL);
`);
const insertPayment = db.prepare('INSERT INTO payments (id, created_at, data) VALUES (?, ?, ?)');
for (const payment of (JSON.parse(bodies.listPayments) as { items: { id: string; created_at: number }[] }).items) {
  insertPayment.run(payment.id, payment.created_at, JSON.stringify(payment));
}

const newest = db.prepare('SELECT data FROM payments ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').pluck();
const findCustomer = db.prepare('SELECT id FROM customers WHERE email = ? AND contact = ?').pluck();
const insertCustomer = db.prepare('INSERT INTO customers (id, email, contact, data) VALUES (?, ?, ?, ?)');
const insertOrder = db.prepare('INSERT INTO orders (id, created_at, data) VALUES (?, ?, ?)');
const insertInvoice = db.prepare('INSERT INTO invoices (id, receipt, created_at, data) VALUES (?, ?, ?, ?)');
const insertOutbox = db.prepare('INSERT INTO outbox (id, event, payload, created_at) VALUES (?, ?, ?, ?)');

const id = (prefix: string) => `${prefix}${randomBytes(11).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

interface Body {
  receipt?: string;
  customer?: { name: string; contact: string; email?: string };
}

const createInvoice = db.transaction((body: Body) => {
  const now = Math.floor(Date.now() / 1000);
  let customerId: string | null = null;
  if (body.customer) {
    customerId = (findCustomer.get(body.customer.email ?? null, body.customer.contact) as string | undefined) ?? null;
    if (!customerId) {
      customerId = id('cust_');
      insertCustomer.run(customerId, body.customer.email ?? null, body.customer.contact, JSON.stringify({ id: customerId, ...body.customer, created_at: now }));
    }
  }
  const orderId = id('order_');
  insertOrder.run(orderId, now, JSON.stringify({ id: orderId, entity: 'order', amount: template.amount, status: 'created', created_at: now }));
  const invoice = { ...template, id: id('inv_'), order_id: orderId, customer_id: customerId, receipt: body.receipt ?? null, created_at: now, issued_at: now };
  const text = JSON.stringify(invoice);
  insertInvoice.run(invoice.id, invoice.receipt, now, text);
  insertOutbox.run(id('evt_'), 'invoice.created', text, now);
  return text;
});

const app = Fastify({ logger: true });
app.get(
  '/v1/payments',
  {
    schema: {
      querystring: {
        type: 'object',
        properties: { count: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, skip: { type: 'integer', minimum: 0, default: 0 } },
      },
    },
  },
  async (request, reply) => {
    const { count, skip } = request.query as { count: number; skip: number };
    const items = newest.all(count, skip) as string[];
    reply.type('application/json; charset=utf-8');
    return `{"entity":"collection","count":${items.length},"items":[${items.join(',')}]}`;
  },
);
app.post('/v1/invoices', { schema: { body: createInvoiceSchema } }, async (request, reply) => {
  reply.type('application/json; charset=utf-8');
  return createInvoice(request.body as Body);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stderr.write(`hand-written (${sync}) listening on ${address}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => {
    db.close();
    process.exit(0);
  });
});
