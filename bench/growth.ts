/**
 * `npm run bench:growth -- N [--connections C] [--window S] [--rounds R]`: whether the gateway stays
 * as fast and as answering at N invoices and N payments as at 1,000. Two SQLite gateways, each
 * started as `npm start` starts it (bench/servers/spawn.ts), each on a store of its own: both are
 * filled through the API to 1,000 of each, then the large one goes on to N, at C connections
 * without pause: invoices by POST /v1/invoices, captured payments by a customer paying a
 * multiple-use QR code (POST /v1/test_helpers/qr_codes/{id}/payments: one request, one captured
 * payment with its ledger lines). Then the reads and the write are measured on both, `--window`
 * seconds each (autocannon), interleaved: in each of R rounds every target runs on the small store
 * and on the large one, back to back, the order reversed in even rounds. The ratio large/small is
 * of the rates summed over the rounds, so a machine whose speed moves during the run (this one's
 * does, by a fifth within half an hour) moves both sides alike; measuring 1k at the start and N
 * half an hour later did not. The POST windows add invoices to both stores (a few thousand a
 * window): the small one holds 1,000 at the first window and some 10,000 at the last. Throughout,
 * the longest answer, the failures (by kind and HTTP status, and where) and the large store's WAL
 * peak are kept; at the end, the bytes on disk per invoice-and-payment pair, and what each table
 * and its indexes hold of them (SQLite's dbstat table, https://www.sqlite.org/dbstat.html).
 * Numbers, not pass/fail: run it with the machine to itself.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { generateKeyPair } from '../service/keys.js';
import { basicAuthorization, gatewayCall, gatewayEnv, qrPaymentRequest } from './servers/gateway-env.js';
import { cleanEnv, spawnServer } from './servers/spawn.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '50' }, window: { type: 'string', default: '5' }, rounds: { type: 'string', default: '2' } },
});
const N = Number(positionals[0] ?? '100000');
const CONNECTIONS = Number(values.connections);
const WINDOW_S = Number(values.window);
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(N) || N < 2000) throw new Error('usage: npm run bench:growth -- N (N >= 2000 invoices and payments)');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a whole number >= 1');

const key = generateKeyPair('test');
const headers = { authorization: basicAuthorization(key), 'content-type': 'application/json' };

interface Gateway {
  label: string;
  url: string;
  file: string;
  dataDir: string;
  stop(): Promise<void>;
  /** the multiple-use QR code its payments are made on */
  qrId: string;
}

const gateways: Gateway[] = [];
async function startGateway(label: string): Promise<Gateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paisa-growth-'));
  const server = await spawnServer(label, 'service/start.mjs', cleanEnv(gatewayEnv(dataDir, key)));
  const gateway: Gateway = { label, url: server.url, file: join(dataDir, 'paisa.sqlite'), dataDir, stop: () => server.stop(), qrId: '' };
  gateways.push(gateway);
  const qr = await api(gateway, 'POST', '/v1/payments/qr_codes', { type: 'upi_qr', usage: 'multiple_use', fixed_amount: false, name: 'Growth' });
  gateway.qrId = String(qr.id);
  return gateway;
}
const size = (f: string) => {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
};

let walPeak = 0;
const walTimer = setInterval(() => {
  const large = gateways[1];
  if (large) walPeak = Math.max(walPeak, size(`${large.file}-wal`));
}, 250);
let longestMs = 0;
/** what went wrong, by where: `fill` or the measured target, and by kind (autocannon's `errors`, its timeouts, each non-2xx status) */
const failures = new Map<string, number>();
function countFailures(where: string, r: autocannon.Result): void {
  const add = (kind: string, count: number) => {
    if (count > 0) failures.set(`${where}: ${kind}`, (failures.get(`${where}: ${kind}`) ?? 0) + count);
  };
  add('connection errors', r.errors);
  add('timeouts (10 s)', r.timeouts);
  for (const [status, stats] of Object.entries(r.statusCodeStats ?? {})) if (!status.startsWith('2')) add(`HTTP ${status}`, (stats as { count: number }).count);
}

const invoiceBody = (i: number) =>
  JSON.stringify({
    type: 'link',
    currency: 'INR',
    amount: 10_000 + (i % 1000),
    description: `Growth ${i}`,
    customer: { name: 'Asha Rao', contact: `+9198${String(i % 100_000_000).padStart(8, '0')}`, email: `c${i % 5000}@example.com` },
  });

function api(gateway: Pick<Gateway, 'url'>, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  return gatewayCall(gateway.url, headers, method, path, body);
}

let n = 0;
/** `count` requests of each filler at CONNECTIONS connections; the longest answer and the errors kept. */
async function fill(gateway: Gateway, count: number): Promise<{ perSecond: number }> {
  const started = performance.now();
  const runs = await Promise.all([
    autocannon({
      url: gateway.url,
      connections: Math.ceil(CONNECTIONS / 2),
      amount: count,
      timeout: 10,
      headers,
      requests: [{ method: 'POST', path: '/v1/invoices', setupRequest: (req) => ({ ...req, body: invoiceBody(n++) }) }],
    }),
    autocannon({
      url: gateway.url,
      connections: Math.floor(CONNECTIONS / 2),
      amount: count,
      timeout: 10,
      headers,
      requests: [qrPaymentRequest(gateway.qrId)],
    }),
  ]);
  runs.forEach((r, i) => {
    longestMs = Math.max(longestMs, r.latency.max);
    // the step's end on the invoice counter, so a failure can be placed in the fill
    countFailures(`${gateway.label} fill, ${i === 0 ? 'invoices' : 'payments'}, the step ending at ${n} invoices`, r);
  });
  return { perSecond: (2 * count) / ((performance.now() - started) / 1000) };
}

interface Figure {
  /** requests answered per second, each window's */
  rps: number[];
  p99: number[];
  max: number;
}
type Figures = Record<string, Figure>;

/** The invoices in the gateway's store (for the deepest full page), read from its file. */
function invoiceCount(gateway: Gateway): number {
  const db = new BetterSqlite3(gateway.file, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM invoices').pluck().get() as number;
  } finally {
    db.close();
  }
}

const TARGETS = [
  'GET /v1/payments?count=10',
  'GET /v1/invoices?count=10',
  'GET /v1/invoices/{id}',
  'GET /v1/invoices?count=10&skip=900',
  // the deepest full page: N - 100 (on SQLite from the list's anchors, service/store/list-anchors.ts)
  'GET /v1/invoices?count=10&skip=(all but 100)',
  'POST /v1/invoices',
] as const;

/** One window of `target` on `gateway`, added to `into`. */
async function window(gateway: Gateway, target: (typeof TARGETS)[number], into: Figures): Promise<void> {
  let request: { method: 'GET' | 'POST'; path: string };
  if (target === 'GET /v1/invoices/{id}') {
    const invoices = (await api(gateway, 'GET', '/v1/invoices?count=1')) as { items: { id: string }[] };
    request = { method: 'GET', path: `/v1/invoices/${invoices.items[0]?.id}` };
  } else if (target === 'GET /v1/invoices?count=10&skip=(all but 100)') {
    request = { method: 'GET', path: `/v1/invoices?count=10&skip=${invoiceCount(gateway) - 100}` };
  } else {
    const [method, path] = target.split(' ') as ['GET' | 'POST', string];
    request = { method, path };
  }
  const r = await autocannon({
    url: gateway.url,
    connections: CONNECTIONS,
    duration: WINDOW_S,
    timeout: 10,
    headers,
    requests: [request.method === 'POST' ? { ...request, setupRequest: (req) => ({ ...req, body: invoiceBody(n++) }) } : request],
  });
  longestMs = Math.max(longestMs, r.latency.max);
  countFailures(`${target} on the ${gateway.label}`, r);
  into[target] ??= { rps: [], p99: [], max: 0 };
  const figure = into[target];
  figure.rps.push(Math.round(r.requests.average));
  figure.p99.push(r.latency.p99);
  figure.max = Math.max(figure.max, r.latency.max);
}

/** ROUNDS rounds of every target on both gateways, back to back, the order reversed in even rounds. */
async function measure(small: Gateway, large: Gateway): Promise<{ small: Figures; large: Figures }> {
  const out = { small: {} as Figures, large: {} as Figures };
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of TARGETS) {
      const order = round % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
      for (const side of order) await window(side === 'small' ? small : large, target, out[side]);
    }
  }
  return out;
}

/**
 * Waits (at most 10 minutes) until the notification worker has sent what the fill queued (two an
 * invoice): measured while it still works through them, every read shares the event loop and the
 * database with it, and the ratios N/1k show the backlog, not the size. Returns the seconds waited.
 */
async function drained(gateway: Gateway): Promise<number> {
  const started = performance.now();
  const db = new BetterSqlite3(gateway.file, { readonly: true });
  try {
    const waiting = db.prepare('SELECT COUNT(*) FROM notifications WHERE sent_at IS NULL AND failed_at IS NULL').pluck();
    while ((waiting.get() as number) > 0 && performance.now() - started < 600_000) await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    db.close();
  }
  return Math.round((performance.now() - started) / 1000);
}

/** Per table, the bytes of its rows and of its indexes per invoice-and-payment pair, largest first. */
function breakdown(file: string, pairs: number): string[] {
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
    const lines = ['| table | rows per pair | bytes per pair: rows | indexes |', '|---|---|---|---|'];
    // the tables that grow with the fill: at least one row per 100 pairs
    for (const r of rows.filter((r) => r.cells >= pairs / 100 && r.data + r.idx >= 4 * pairs))
      lines.push(`| ${r.tbl} | ${(r.cells / pairs).toFixed(2)} | ${Math.round(r.data / pairs)} | ${Math.round(r.idx / pairs)} |`);
    const total = rows.reduce((sum, r) => sum + r.data + r.idx, 0);
    lines.push(`all tables and indexes: ${Math.round(total / pairs)} bytes per pair; free pages: ${Math.round(free / pairs)}`);
    return lines;
  } finally {
    db.close();
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

try {
  const small = await startGateway('small store');
  const large = await startGateway('large store');
  await fill(small, 1000);
  await fill(large, 1000);
  const rates: number[] = [];
  const step = 50_000;
  for (let have = 1000; have < N; have += step) {
    const { perSecond } = await fill(large, Math.min(step, N - have));
    rates.push(Math.round(perSecond));
    console.error(
      `filled ${Math.min(have + step, N)} of each: ${Math.round(perSecond)} writes/s, longest answer so far ${longestMs} ms, WAL peak ${(walPeak / 2 ** 20).toFixed(0)} MiB`,
    );
  }
  const drainSmall = await drained(small);
  const drainLarge = await drained(large);
  // the disk figures before the measured POSTs add invoices without payments
  const invoicesAtN = invoiceCount(large);
  const bytes = size(large.file) + size(`${large.file}-wal`);
  const perTable = breakdown(large.file, invoicesAtN);
  const figures = await measure(small, large);
  console.log(`bench:growth N=${N} (${CONNECTIONS} connections, ${WINDOW_S} s windows, ${ROUNDS} interleaved rounds; SQLite)`);
  console.log('| target | req/s at 1k, each round | req/s at N, each round | ratio N/1k | p99 ms at 1k / N (worst round) | max ms at N |');
  console.log('|---|---|---|---|---|---|');
  for (const name of TARGETS) {
    const a = figures.small[name]!;
    const b = figures.large[name]!;
    console.log(
      `| ${name} | ${a.rps.join(', ')} | ${b.rps.join(', ')} | ${(sum(b.rps) / sum(a.rps)).toFixed(2)} | ${Math.max(...a.p99)} / ${Math.max(...b.p99)} | ${b.max} |`,
    );
  }
  console.log(`fill rate (writes/s per ${step} of each): ${rates.join(', ')}`);
  console.log(`waited for the notifications the fill queued before measuring: ${drainSmall} s on the small store, ${drainLarge} s on the large one`);
  console.log(`longest answer: ${longestMs} ms; the large store's WAL peak: ${(walPeak / 2 ** 20).toFixed(1)} MiB`);
  console.log(failures.size === 0 ? 'no errors, timeouts or non-2xx answers' : [...failures].map(([what, count]) => `${what}: ${count}`).join('\n'));
  console.log(
    `disk, before the measured POSTs: ${(bytes / 2 ** 20).toFixed(0)} MiB for ${invoicesAtN} invoices and ${N} payments: ${Math.round(bytes / invoicesAtN)} bytes per invoice and payment`,
  );
  console.log(perTable.join('\n'));
} finally {
  clearInterval(walTimer);
  for (const gateway of gateways) {
    await gateway.stop();
    rmSync(gateway.dataDir, { recursive: true, force: true });
  }
}
