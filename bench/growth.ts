/**
 * `npm run bench:growth -- N [--connections C] [--window S]`: whether the gateway stays as fast
 * and as answering at N invoices and N payments as at 1,000. One SQLite gateway, started as
 * `npm start` starts it (bench/servers/spawn.ts), is filled through the API at C connections
 * without pause: invoices by POST /v1/invoices, captured payments by a customer paying a
 * multiple-use QR code (POST /v1/test_helpers/qr_codes/{id}/payments: one request, one captured
 * payment with its ledger lines). At 1,000 of each and again at N, the reads and the write are
 * measured for `--window` seconds each (autocannon); the ratios N/1k are printed. Throughout, the
 * longest answer, the errors and the WAL's peak size are kept; at the end, the bytes on disk per
 * invoice-and-payment pair, and what each table and its indexes hold of them (SQLite's dbstat
 * table, https://www.sqlite.org/dbstat.html). Numbers, not pass/fail: run it with the machine to
 * itself.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { generateKeyPair } from '../service/keys.js';
import { basicAuthorization, gatewayEnv } from './servers/gateway-env.js';
import { cleanEnv, spawnServer } from './servers/spawn.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '50' }, window: { type: 'string', default: '5' } },
});
const N = Number(positionals[0] ?? '100000');
const CONNECTIONS = Number(values.connections);
const WINDOW_S = Number(values.window);
if (!Number.isInteger(N) || N < 2000) throw new Error('usage: npm run bench:growth -- N (N >= 2000 invoices and payments)');

const dataDir = mkdtempSync(join(tmpdir(), 'paisa-growth-'));
const key = generateKeyPair('test');
const headers = { authorization: basicAuthorization(key), 'content-type': 'application/json' };
const server = await spawnServer('gateway', 'service/start.mjs', cleanEnv(gatewayEnv(dataDir, key)));
const file = join(dataDir, 'paisa.sqlite');
const size = (f: string) => {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
};

let walPeak = 0;
const walTimer = setInterval(() => {
  walPeak = Math.max(walPeak, size(`${file}-wal`));
}, 250);
let longestMs = 0;
let errors = 0;

const invoiceBody = (i: number) =>
  JSON.stringify({
    type: 'link',
    currency: 'INR',
    amount: 10_000 + (i % 1000),
    description: `Growth ${i}`,
    customer: { name: 'Asha Rao', contact: `+9198${String(i % 100_000_000).padStart(8, '0')}`, email: `c${i % 5000}@example.com` },
  });

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(server.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

const qr = await api('POST', '/v1/payments/qr_codes', { type: 'upi_qr', usage: 'multiple_use', fixed_amount: false, name: 'Growth' });

let n = 0;
/** `count` requests of each filler at CONNECTIONS connections; the longest answer and the errors kept. */
async function fill(count: number): Promise<{ perSecond: number }> {
  const started = performance.now();
  const runs = await Promise.all([
    autocannon({
      url: server.url,
      connections: Math.ceil(CONNECTIONS / 2),
      amount: count,
      timeout: 10,
      headers,
      requests: [{ method: 'POST', path: '/v1/invoices', setupRequest: (req) => ({ ...req, body: invoiceBody(n++) }) }],
    }),
    autocannon({
      url: server.url,
      connections: Math.floor(CONNECTIONS / 2),
      amount: count,
      timeout: 10,
      headers,
      requests: [{ method: 'POST', path: `/v1/test_helpers/qr_codes/${qr.id}/payments`, body: JSON.stringify({ amount: 25_000, vpa: 'success@paisa' }) }],
    }),
  ]);
  for (const r of runs) {
    longestMs = Math.max(longestMs, r.latency.max);
    errors += r.errors + r.timeouts + r.non2xx;
  }
  return { perSecond: (2 * count) / ((performance.now() - started) / 1000) };
}

interface Figures {
  [target: string]: { rps: number; p99: number; max: number };
}

async function measure(): Promise<Figures> {
  const invoices = (await api('GET', '/v1/invoices?count=1')) as { items: { id: string }[] };
  const one = invoices.items[0]?.id;
  const targets: [string, { method: 'GET' | 'POST'; path: string }][] = [
    ['GET /v1/payments?count=10', { method: 'GET', path: '/v1/payments?count=10' }],
    ['GET /v1/invoices?count=10', { method: 'GET', path: '/v1/invoices?count=10' }],
    ['GET /v1/invoices/{id}', { method: 'GET', path: `/v1/invoices/${one}` }],
    ['GET /v1/invoices?count=10&skip=900', { method: 'GET', path: '/v1/invoices?count=10&skip=900' }],
    // the deepest full page: skip 900 at 1k, N - 100 at N (on SQLite from the list's anchors, service/store/list-anchors.ts)
    ['GET /v1/invoices?count=10&skip=(all but 100)', { method: 'GET', path: `/v1/invoices?count=10&skip=${n - 100}` }],
    ['POST /v1/invoices', { method: 'POST', path: '/v1/invoices' }],
  ];
  const out: Figures = {};
  for (const [name, target] of targets) {
    const r = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: WINDOW_S,
      timeout: 10,
      headers,
      requests: [target.method === 'POST' ? { ...target, setupRequest: (req) => ({ ...req, body: invoiceBody(n++) }) } : target],
    });
    longestMs = Math.max(longestMs, r.latency.max);
    errors += r.errors + r.timeouts + r.non2xx;
    out[name] = { rps: Math.round(r.requests.average), p99: r.latency.p99, max: r.latency.max };
  }
  return out;
}

/**
 * Waits (at most 10 minutes) until the notification worker has sent what the fill queued (two an
 * invoice): measured while it still works through them, every read shares the event loop and the
 * database with it, and the ratios N/1k show the backlog, not the size. Returns the seconds waited.
 */
async function drained(): Promise<number> {
  const started = performance.now();
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const waiting = db.prepare('SELECT COUNT(*) FROM notifications WHERE sent_at IS NULL AND failed_at IS NULL').pluck();
    while ((waiting.get() as number) > 0 && performance.now() - started < 600_000) await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    db.close();
  }
  return Math.round((performance.now() - started) / 1000);
}

/** Per table, the bytes of its rows and of its indexes per invoice-and-payment pair, largest first. */
function breakdown(pairs: number): void {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT m.tbl_name AS tbl, SUM(CASE WHEN m.type = 'table' THEN s.pgsize ELSE 0 END) AS data, SUM(CASE WHEN m.type = 'index' THEN s.pgsize ELSE 0 END) AS idx,
                SUM(CASE WHEN m.type = 'table' AND s.pagetype = 'leaf' THEN s.ncell ELSE 0 END) AS cells
           FROM dbstat s JOIN sqlite_schema m ON m.name = s.name GROUP BY m.tbl_name ORDER BY data + idx DESC`,
      )
      .all() as { tbl: string; data: number; idx: number; cells: number }[];
    const free = (db.pragma('freelist_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    console.log('| table | rows per pair | bytes per pair: rows | indexes |\n|---|---|---|---|');
    for (const r of rows.filter((r) => r.data + r.idx >= 4 * pairs))
      console.log(`| ${r.tbl} | ${(r.cells / pairs).toFixed(2)} | ${Math.round(r.data / pairs)} | ${Math.round(r.idx / pairs)} |`);
    const total = rows.reduce((sum, r) => sum + r.data + r.idx, 0);
    console.log(`all tables and indexes: ${Math.round(total / pairs)} bytes per pair; free pages: ${Math.round(free / pairs)}`);
  } finally {
    db.close();
  }
}

try {
  await fill(1000);
  const drainSmall = await drained();
  const small = await measure();
  const rates: number[] = [];
  const step = 50_000;
  for (let have = 1000; have < N; have += step) {
    const { perSecond } = await fill(Math.min(step, N - have));
    rates.push(Math.round(perSecond));
    console.error(
      `filled ${Math.min(have + step, N)} of each: ${Math.round(perSecond)} writes/s, longest answer so far ${longestMs} ms, WAL peak ${(walPeak / 2 ** 20).toFixed(0)} MiB`,
    );
  }
  const drainLarge = await drained();
  const large = await measure();
  const invoicesTotal = n;
  const bytes = size(file) + size(`${file}-wal`);
  console.log(`bench:growth N=${N} (${CONNECTIONS} connections, ${WINDOW_S} s windows; SQLite)`);
  console.log('| target | req/s at 1k | req/s at N | ratio N/1k | p99 ms at 1k / N | max ms at N |');
  console.log('|---|---|---|---|---|---|');
  for (const name of Object.keys(small)) {
    const a = small[name]!;
    const b = large[name]!;
    console.log(`| ${name} | ${a.rps} | ${b.rps} | ${(b.rps / a.rps).toFixed(2)} | ${a.p99} / ${b.p99} | ${b.max} |`);
  }
  console.log(`fill rate (writes/s per ${step} of each): ${rates.join(', ')}`);
  console.log(`waited for the notifications the fill queued before measuring: ${drainSmall} s at 1k, ${drainLarge} s at N`);
  console.log(`longest answer: ${longestMs} ms; errors and timeouts: ${errors}; WAL peak: ${(walPeak / 2 ** 20).toFixed(1)} MiB`);
  console.log(
    `disk: ${(bytes / 2 ** 20).toFixed(0)} MiB for ${invoicesTotal} invoices and ${N + 1000} payments: ${Math.round(bytes / invoicesTotal)} bytes per invoice and payment`,
  );
  breakdown(invoicesTotal);
} finally {
  clearInterval(walTimer);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
