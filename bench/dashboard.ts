/**
 * `npm run bench:dashboard -- [N] [--postgres URL] [--runs R]`: the server time of each dashboard
 * page with N invoices and N payments in the store (and N/10 events, min(N, 100,000) logged
 * requests), and the plan of every statement the pages ran. The goal (README, Dashboard): every
 * page under 100 ms at N = 1,000,000.
 *
 * An in-process gateway (service/app.ts) on SQLite, or on PostgreSQL in a fresh schema (dropped at
 * the end) with `--postgres`. One invoice is made through the API and paid at the hosted checkout;
 * the store is then filled with copies of the invoice and of its payment (new ids, one second
 * apart; a twentieth failed, a twenty-fifth refunded, a third by UPI) through the repositories, in
 * transactions of 5,000, as bench:skip fills it. The pages are asked for over HTTP with a signed-in
 * session, each once a round for `--runs` rounds after unmeasured asks; the median is printed.
 * Every statement the store ran while a page was asked for is then planned: SQLite's `EXPLAIN
 * QUERY PLAN` must show no `SCAN` of a table without an index, PostgreSQL's `EXPLAIN` no `Seq Scan`
 * of a table that grows.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Invoice, Payment } from '../generated/types/index.js';
import { createApp } from '../service/app.js';
import { manualClock } from '../service/clock.js';
import { newId } from '../service/ids.js';
import { createLogger } from '../service/logging.js';
import { SCHEDULES } from '../service/schedules.js';
import { openStore } from '../service/store/open.js';
import type { Sql, SqlValue } from '../service/store/sql.js';
import { type Tx, withTransactions } from '../service/store/store.js';
import { inProcessSetup } from './in-process.js';
import { openCheckout, payCheckout } from './seed.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { postgres: { type: 'string' }, runs: { type: 'string', default: '9' } } });
const N = Number(positionals[0] ?? '20000');
const RUNS = Number(values.runs);
if (!Number.isInteger(N) || N < 1000 || !Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('usage: npm run bench:dashboard -- N [--postgres URL] [--runs R] (N >= 1000)');
const pgUrl = values.postgres;
const schema = `paisa_bench_dash_${randomBytes(4).toString('hex')}`;
/** Tables that cannot grow with the data: a pass over one costs the same at any size. */
const BOUNDED = new Set(['webhook_endpoints', 'dashboard_sessions', 'test_clock', 'api_keys', 'kysely_migration', 'merchant_accounts']);

const { dataDir, config, authorization } = inProcessSetup('paisa-dash-');
const clock = manualClock(Math.floor(Date.now() / 1000) - N - 10);
const opened = await openStore({ dataDir, ...(pgUrl ? { databaseUrl: pgUrl, schema } : {}), clock, schedules: SCHEDULES });

// every statement run while `recording` is set, with the page it served
let recording: string | undefined;
const statements = new Map<string, { page: string; params: readonly SqlValue[] }>();
function recorded(sql: Sql): Sql {
  const note = <R>(text: string, params: readonly SqlValue[] = [], run: () => R): R => {
    if (recording && !statements.has(text)) statements.set(text, { page: recording, params });
    return run();
  };
  return {
    engine: sql.engine,
    all: (t, p) => note(t, p, () => sql.all(t, p)),
    column: (t, p) => note(t, p, () => sql.column(t, p)),
    get: (t, p) => note(t, p, () => sql.get(t, p)),
    run: (t, p) => note(t, p, () => sql.run(t, p)),
  };
}
const store = withTransactions(opened, (fn, options) =>
  opened.transaction((tx) => {
    // the repositories a transaction makes read `tx.sql`: given the recording one before any is made
    Object.defineProperty(tx, 'sql', { value: recorded(tx.sql), configurable: true });
    return fn(tx);
  }, options),
);
const app = await createApp({ config, clock, logger: createLogger({ level: 'silent' }), store });
const { url } = await app.start();
await app.sweeps.stop();
const headers = { authorization, 'content-type': 'application/json' };

try {
  // the template: an invoice made through the API and paid at its checkout
  await payCheckout(await openCheckout(url, headers, 50_000, 'Dashboard bench'));
  const invoice = (await (await fetch(`${url}/v1/invoices?count=1`, { headers })).json()) as { items: Invoice[] };
  const template = invoice.items[0] as Invoice;
  const payment = (await (await fetch(`${url}/v1/payments/${template.payment_id}`, { headers })).json()) as Payment;
  const customers = Array.from({ length: 50 }, () => newId('cust_'));

  const started = performance.now();
  const start = template.created_at;
  const keep = Math.min(N, 100_000);
  for (let have = 0; have < N; ) {
    const batch = Math.min(5000, N - have);
    await opened.transaction(async (tx: Tx) => {
      for (let i = 0; i < batch; i++) {
        const n = have + i;
        const at = start - N + n;
        const inv = newId('inv_');
        const pay = newId('pay_');
        const status = n % 20 === 0 ? 'failed' : n % 25 === 0 ? 'refunded' : 'captured';
        const method = n % 3 === 0 ? 'upi' : 'card';
        await tx
          .entities('invoices')
          .insert('test', { ...template, id: inv, receipt: null, customer_id: customers[n % 50] ?? null, payment_id: pay, created_at: at, issued_at: at });
        await tx
          .entities('payments')
          .insert('test', { ...payment, id: pay, invoice_id: inv, amount: 10_000 + (n % 500) * 100, status, method, created_at: at } as Payment);
        if (n % 10 === 0)
          await tx.sql.run('INSERT INTO webhook_outbox (id, mode, event, payload, created_at, entity_id) VALUES (?, ?, ?, ?, ?, ?)', [
            newId('evt_'),
            'test',
            'payment.captured',
            JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: { id: pay } } }, created_at: at }),
            at,
            pay,
          ]);
      }
      if (have < keep) {
        const entries = Array.from({ length: Math.min(batch, keep - have) }, (_, i) => {
          const n = have + i;
          const id = `req_${randomBytes(15).toString('base64url')}`;
          return {
            row: {
              id,
              mode: 'test' as const,
              created_at_ms: (start - N + n) * 1000,
              duration_ms: 3,
              method: n % 4 === 0 ? 'GET' : 'POST',
              path: n % 4 === 0 ? '/v1/payments?count=10' : '/v1/invoices',
              operation_id: n % 4 === 0 ? 'listPayments' : 'createInvoice',
              status: n % 30 === 0 ? 400 : 200,
              source: n % 7 === 0 ? ('dashboard' as const) : ('api' as const),
              key_id: 'paisa_test_bench',
              idempotency_key: null,
              request_body: '{"type":"link","currency":"INR","amount":50000}',
              response_body: JSON.stringify(template),
            },
            objects: [newId('inv_')],
          };
        });
        await tx.requestLog.add(entries);
      }
    });
    have += batch;
  }
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
    await client.connect();
    for (const table of ['invoices', 'payments', 'webhook_outbox', 'request_log', 'request_log_objects']) await client.query(`VACUUM ANALYZE ${table}`);
    await client.end();
  }
  const fillS = (performance.now() - started) / 1000;

  // a session, as a browser signs in
  const form = await fetch(`${url}/dashboard/sign-in`);
  const nonce = /paisa_dashboard_signin=([^;]+)/.exec(form.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const token = /name="csrf_token" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const key = config.keys[0];
  const signed = await fetch(`${url}/dashboard/sign-in`, {
    method: 'POST',
    headers: { cookie: `paisa_dashboard_signin=${nonce}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf_token: token, key_id: key?.keyId ?? '', key_secret: key?.secret ?? '' }),
    redirect: 'manual',
  });
  const cookie = (signed.headers.getSetCookie().find((c) => c.startsWith('paisa_dashboard=')) ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`sign-in answered ${signed.status}`);

  const middle = await opened.transaction((tx) => tx.entities('payments').list('test', { count: 1, to: start - Math.floor(N / 2) }), { readOnly: true });
  const mid = middle[0] as Payment;
  const [logged] = await opened.transaction((tx) => tx.requestLog.page('test', 1), { readOnly: true });
  const [event] = await opened.transaction((tx) => tx.outbox.page('test', { count: 1, skip: 0 }), { readOnly: true });
  const pages: [string, string][] = [
    ['home', '/dashboard'],
    ['payments, first page', '/dashboard/payments'],
    ['payments, a page in the middle', `/dashboard/payments?after=${mid.created_at}.${mid.id}`],
    ['payments, status failed', '/dashboard/payments?status=failed'],
    ['payments, upi from INR 400', '/dashboard/payments?method=upi&min=40000'],
    ['payments, dates', `/dashboard/payments?from=${new Date((start - N / 2) * 1000).toISOString().slice(0, 10)}`],
    ['payment, timeline', `/dashboard/payments/${mid.id}`],
    ['invoices, first page', '/dashboard/invoices'],
    ['invoices, one customer', `/dashboard/invoices?customer_id=${customers[7]}`],
    ['invoice', `/dashboard/invoices/${mid.invoice_id}`],
    ['request log', '/dashboard/logs'],
    ['request log, source dashboard', '/dashboard/logs?source=dashboard'],
    ['request log, an object', `/dashboard/logs?q=${template.id}`],
    ['request', `/dashboard/logs/${logged?.id}`],
    ['events', '/dashboard/events'],
    ['events, one name', '/dashboard/events?event=payment.captured'],
    ['event', `/dashboard/events/${event?.id}`],
    ['webhooks', '/dashboard/webhooks'],
    ['test clock preview', '/dashboard/clock?amount=1&unit=days'],
    ['refunds', '/dashboard/refunds'],
  ];
  const ask = async (label: string, path: string) => {
    recording = label;
    const t = performance.now();
    const res = await fetch(url + path, { headers: { cookie } });
    await res.text();
    const ms = performance.now() - t;
    recording = undefined;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return ms;
  };
  for (const [label, path] of pages) for (let i = 0; i < 3; i++) await ask(label, path);
  await sleep(500);
  const times = pages.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++)
    for (const [i, [label, path]] of pages.entries()) {
      await sleep(10);
      times[i]?.push(await ask(label, path));
    }

  // the plans
  const flagged: string[] = [];
  await opened.transaction(
    async (tx) => {
      for (const [text, { page, params }] of statements) {
        const plan = pgUrl
          ? (await tx.sql.all<Record<string, string>>(`EXPLAIN ${text}`, params)).map((r) => Object.values(r)[0] ?? '')
          : (await tx.sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${text}`, params)).map((r) => r.detail);
        for (const line of plan) {
          const scan = pgUrl ? /Seq Scan on (\w+)/.exec(line) : /^SCAN (\w+)(?!.*USING (?:COVERING )?INDEX)/.exec(line);
          const table = scan?.[1];
          if (table && !BOUNDED.has(table) && !/^(w|p|\w+_\d+|subquery)$/.test(table))
            flagged.push(`${page}: ${line} <- ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
        }
      }
    },
    { readOnly: true },
  );

  console.log(
    `bench:dashboard N=${N.toLocaleString('en')} invoices and payments, ${(N / 10).toLocaleString('en')} events, ${keep.toLocaleString('en')} logged requests (${pgUrl ? 'PostgreSQL' : 'SQLite'}; filled in ${fillS.toFixed(0)} s); each page's time over HTTP on loopback, median of ${RUNS}`,
  );
  console.log('| page | ms | under 100 ms |\n|---|---|---|');
  for (const [i, [label]] of pages.entries()) {
    const ms = (times[i] ?? []).sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
    console.log(`| ${label} | ${ms.toFixed(1)} | ${ms < 100 ? 'yes' : 'NO'} |`);
  }
  console.log(
    `\n${statements.size} statements planned; ${flagged.length ? `${flagged.length} read a growing table without an index:\n${flagged.join('\n')}` : 'every one served by an index'}`,
  );
} finally {
  await app.stop();
  await opened.close();
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
