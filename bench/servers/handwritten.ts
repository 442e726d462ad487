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
 * - PAISA_BENCH_ROWS=gateway: the same two requests on the gateway's own tables, made by its
 *   migrations, writing the rows the gateway writes for an invoice with all their indexes
 *   (gatewayStatements): what the gateway's durable work costs written by hand.
 *
 * Run by bench/server.ts as `node --import tsx bench/servers/handwritten.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { systemClock } from '../../service/clock.js';
import { newId } from '../../service/ids.js';
import { openSqliteStore } from '../../service/store/sqlite.js';
import type { FixedBodies } from '../targets.js';
import { BODIES_ENV } from './bench-server.js';
import { createInvoiceSchema } from './invoice-schema.js';

const bodies = JSON.parse(readFileSync(process.env[BODIES_ENV] ?? '', 'utf8')) as FixedBodies;
const sync = process.env.PAISA_BENCH_SYNC === 'normal' ? 'NORMAL' : 'FULL';
const rows = process.env.PAISA_BENCH_ROWS === 'gateway' ? 'gateway' : 'own';
const template = JSON.parse(bodies.createInvoice) as Record<string, unknown>;

const randomId = (prefix: string) => `${prefix}${randomBytes(11).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

const dir = mkdtempSync(join(tmpdir(), 'paisa-hand-'));
const file = join(dir, 'hand.sqlite');
// the gateway's own tables and indexes, made by its migrations (service/store/migrations.ts)
if (rows === 'gateway') await (await openSqliteStore({ file, clock: systemClock })).close();
const db = new BetterSqlite3(file);
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${sync}`);

/** The statements of one set of rows: the server's own tables, or the gateway's. */
interface Statements {
  insertPayment(payment: { id: string; created_at: number; status?: string }, data: string): void;
  newest: BetterSqlite3.Statement;
  findCustomer: BetterSqlite3.Statement;
  insertCustomer(id: string, email: string | null, contact: string, now: number, data: string): void;
  insertOrder(id: string, now: number, data: string): void;
  insertInvoice(invoice: { id: string; receipt: string | null; order_id: string; customer_id: string | null }, now: number, data: string): void;
  /** what the invoice queues: an outbox row (own), or its SMS and e-mail (the gateway's notification rows) */
  queue(invoiceId: string, text: string, now: number, body: Body): void;
  id(prefix: string): string;
}

function ownStatements(): Statements {
  db.exec(`
    CREATE TABLE payments (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE INDEX payments_created ON payments (created_at, id);
    CREATE TABLE customers (id TEXT PRIMARY KEY, email TEXT, contact TEXT, data TEXT NOT NULL);
    CREATE INDEX customers_lookup ON customers (email, contact);
    CREATE TABLE orders (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE invoices (id TEXT PRIMARY KEY, receipt TEXT UNIQUE, created_at INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE outbox (id TEXT PRIMARY KEY, event TEXT NOT NULL, payload TEXT NOT NULL, created_at INTEGER NOT NULL);
  `);
  const payment = db.prepare('INSERT INTO payments (id, created_at, data) VALUES (?, ?, ?)');
  const customer = db.prepare('INSERT INTO customers (id, email, contact, data) VALUES (?, ?, ?, ?)');
  const order = db.prepare('INSERT INTO orders (id, created_at, data) VALUES (?, ?, ?)');
  const invoice = db.prepare('INSERT INTO invoices (id, receipt, created_at, data) VALUES (?, ?, ?, ?)');
  const outbox = db.prepare('INSERT INTO outbox (id, event, payload, created_at) VALUES (?, ?, ?, ?)');
  return {
    insertPayment: (p, data) => payment.run(p.id, p.created_at, data),
    newest: db.prepare('SELECT data FROM payments ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').pluck(),
    findCustomer: db.prepare('SELECT id FROM customers WHERE email = ? AND contact = ?').pluck(),
    insertCustomer: (id, email, contact, _now, data) => customer.run(id, email, contact, data),
    insertOrder: (id, now, data) => order.run(id, now, data),
    insertInvoice: (inv, now, data) => invoice.run(inv.id, inv.receipt, now, data),
    queue: (_invoiceId, text, now) => outbox.run(randomId('evt_'), 'invoice.created', text, now),
    id: randomId,
  };
}

/**
 * The rows the gateway writes for the same request, in its tables with all their indexes
 * (a statement trace of one POST /v1/invoices): the invoice (7 b-trees: the table, its key, the
 * list, receipt, order, customer and expiry indexes), its order (3), and an SMS and an e-mail
 * in the notification log (5 each), with time-first ids (service/ids.ts) as the gateway's.
 */
function gatewayStatements(): Statements {
  const payment = db.prepare("INSERT INTO payments (id, mode, created_at, status, version, data) VALUES (?, 'test', ?, ?, 1, ?)");
  const customer = db.prepare(
    "INSERT INTO customers (id, mode, created_at, status, version, data, due_at, email, contact) VALUES (?, 'test', ?, NULL, 1, ?, NULL, ?, ?)",
  );
  const order = db.prepare(
    "INSERT INTO orders (id, mode, created_at, status, version, data, due_at, receipt, key_id) VALUES (?, 'test', ?, 'created', 1, ?, NULL, NULL, NULL)",
  );
  const invoice = db.prepare(
    "INSERT INTO invoices (id, mode, created_at, status, version, data, due_at, receipt, order_id, customer_id, subscription_id) VALUES (?, 'test', ?, 'issued', 1, ?, ?, ?, ?, ?, NULL)",
  );
  const columns = 'id, mode, channel, recipient, subject, body, entity_id, transport, created_at, seq, attempts, next_attempt_at_ms';
  const row = (i: number) => `(?, 'test', ?, ?, ?, ?, ?, 'none', ?, coalesce((SELECT max(seq) FROM notifications), 0) + ${i}, 0, ?)`;
  const notifications = db.prepare(`INSERT INTO notifications (${columns}) VALUES ${row(1)}, ${row(2)}`);
  return {
    insertPayment: (p, data) => payment.run(p.id, p.created_at, p.status ?? 'captured', data),
    newest: db.prepare("SELECT data FROM payments WHERE mode = 'test' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?").pluck(),
    findCustomer: db.prepare("SELECT id FROM customers WHERE mode = 'test' AND email = ? AND contact = ? ORDER BY created_at DESC, id DESC LIMIT 1").pluck(),
    insertCustomer: (id, email, contact, now, data) => customer.run(id, now, data, email, contact),
    insertOrder: (id, now, data) => order.run(id, now, data),
    // the gateway's expiry index holds each issued invoice by its deadline
    insertInvoice: (inv, now, data) => invoice.run(inv.id, now, data, now + EXPIRY_S, inv.receipt, inv.order_id, inv.customer_id),
    queue: (invoiceId, _text, now, body) => {
      const ms = Date.now();
      const sms = `Acme: invoice for Rs 8,205.00. Pay at ${String(template.short_url)}`;
      const email = `Hello ${body.customer?.name ?? 'there'},\n\nAcme has sent you an invoice for Rs 8,205.00.\n\nPay it here: ${String(template.short_url)}\n\nInvoice ${invoiceId}`;
      notifications.run(
        ...[newId('ntf_'), 'sms', body.customer?.contact ?? '', null, sms, invoiceId, now, ms],
        ...[newId('ntf_'), 'email', body.customer?.email ?? '', 'Invoice from Acme for Rs 8,205.00', email, invoiceId, now, ms],
      );
    },
    id: newId,
  };
}

/** When an invoice without expire_by expires: 60 days after it is sent (spec Invoice.expire_by). */
const EXPIRY_S = 60 * 86_400;

const statements = rows === 'gateway' ? gatewayStatements() : ownStatements();
for (const payment of (JSON.parse(bodies.listPayments) as { items: { id: string; created_at: number; status?: string }[] }).items) {
  statements.insertPayment(payment, JSON.stringify(payment));
}

interface Body {
  receipt?: string;
  customer?: { name: string; contact: string; email?: string };
}

const createInvoice = db.transaction((body: Body) => {
  const now = Math.floor(Date.now() / 1000);
  let customerId: string | null = null;
  if (body.customer) {
    customerId = (statements.findCustomer.get(body.customer.email ?? null, body.customer.contact) as string | undefined) ?? null;
    if (!customerId) {
      customerId = statements.id('cust_');
      statements.insertCustomer(
        customerId,
        body.customer.email ?? null,
        body.customer.contact,
        now,
        JSON.stringify({ id: customerId, ...body.customer, created_at: now }),
      );
    }
  }
  const orderId = statements.id('order_');
  statements.insertOrder(orderId, now, JSON.stringify({ id: orderId, entity: 'order', amount: template.amount, status: 'created', created_at: now }));
  const invoice = {
    ...template,
    id: statements.id('inv_'),
    order_id: orderId,
    customer_id: customerId,
    receipt: body.receipt ?? null,
    created_at: now,
    issued_at: now,
  };
  const text = JSON.stringify(invoice);
  statements.insertInvoice(invoice, now, text);
  statements.queue(invoice.id, text, now, body);
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
    const items = statements.newest.all(count, skip) as string[];
    reply.type('application/json; charset=utf-8');
    return `{"entity":"collection","count":${items.length},"items":[${items.join(',')}]}`;
  },
);
app.post('/v1/invoices', { schema: { body: createInvoiceSchema } }, async (request, reply) => {
  reply.type('application/json; charset=utf-8');
  return createInvoice(request.body as Body);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stderr.write(`hand-written (${sync}, ${rows} rows) listening on ${address}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => {
    db.close();
    process.exit(0);
  });
});
