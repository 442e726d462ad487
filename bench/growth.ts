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
 * With `--pg-url URL` the two gateways run on PostgreSQL instead, each on a fresh database created
 * on that server and dropped at the end, and with `--processes P` each is P processes over its
 * database (as behind a load balancer): every load is split evenly between them. The WAL figure
 * is then the server's pg_wal folder, and the disk figures the database's.
 * Numbers, not pass/fail: run it with the machine to itself.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type GrowthStore, notificationsDrained, postgresGrowthStore, sqliteGrowthStore } from './growth-stores.js';
import { type GatewayServer, startGateway as startBenchGateway } from './servers/gateway.js';
import { fillInvoiceBody, gatewayCall, qrPaymentRequest } from './servers/gateway-env.js';
import { type BenchDatabase, createBenchDatabase, redact } from './servers/postgres.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '50' },
    window: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    'pg-url': { type: 'string' },
    processes: { type: 'string', default: '1' },
  },
});
const N = Number(positionals[0] ?? '100000');
const CONNECTIONS = Number(values.connections);
const WINDOW_S = Number(values.window);
const ROUNDS = Number(values.rounds);
const PG_URL = values['pg-url'];
const PROCESSES = Number(values.processes);
if (!Number.isInteger(N) || N < 2000) throw new Error('usage: npm run bench:growth -- N (N >= 2000 invoices and payments)');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a whole number >= 1');
if (!Number.isInteger(PROCESSES) || PROCESSES < 1) throw new Error('--processes must be a whole number >= 1');
if (PROCESSES > 1 && !PG_URL) throw new Error('--processes > 1 needs --pg-url: SQLite is one process');
const ENGINE = PG_URL ? `PostgreSQL, ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''} per store` : 'SQLite';

interface Gateway {
  label: string;
  /** each process's base URL: loads are split evenly between them */
  urls: string[];
  /** its key pair's authorization, and JSON bodies */
  headers: Record<string, string>;
  store: GrowthStore;
  stop(): Promise<void>;
  /** the multiple-use QR code its payments are made on */
  qrId: string;
}

const gateways: Gateway[] = [];
async function startGateway(label: string): Promise<Gateway> {
  let database: BenchDatabase | undefined;
  let server: GatewayServer | undefined;
  let store: GrowthStore | undefined;
  const stop = async () => {
    await server?.stop();
    await store?.close();
    await database?.drop();
  };
  try {
    if (PG_URL) {
      const created = await createBenchDatabase(PG_URL);
      if ('skipped' in created) throw new Error(created.skipped);
      database = created;
    }
    server = await startBenchGateway(label, database, PROCESSES);
    store = database ? await postgresGrowthStore(database) : sqliteGrowthStore(server.sqliteFile as string);
  } catch (error) {
    await stop();
    throw error;
  }
  const gateway: Gateway = {
    label,
    urls: [server.url, ...(server.siblings ?? []).map((s) => s.url)],
    headers: { ...server.headers, 'content-type': 'application/json' },
    store,
    stop,
    qrId: '',
  };
  gateways.push(gateway);
  const qr = await api(gateway, 'POST', '/v1/payments/qr_codes', { type: 'upi_qr', usage: 'multiple_use', fixed_amount: false, name: 'Growth' });
  gateway.qrId = String(qr.id);
  return gateway;
}

let walPeak = 0;
let walReading = false;
const walTimer = setInterval(() => {
  const large = gateways[1];
  if (!large || walReading) return;
  walReading = true;
  large.store
    .walBytes()
    .then((bytes) => {
      walPeak = Math.max(walPeak, bytes);
    })
    .finally(() => {
      walReading = false;
    });
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

const invoiceBody = (i: number) => fillInvoiceBody(i, 'Growth');

function api(gateway: Pick<Gateway, 'urls' | 'headers'>, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  return gatewayCall(gateway.urls[0] as string, gateway.headers, method, path, body);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** process `i`'s part of `total` split evenly over `count`, the first ones taking the remainder */
const part = (total: number, i: number, count: number) => Math.floor(total / count) + (i < total % count ? 1 : 0);

/**
 * autocannon on every process of `gateway`, the connections (and the `amount`, when given) split
 * evenly between them; the answers summed, the latencies the worst of them.
 */
async function load(gateway: Gateway, options: Omit<autocannon.Options, 'url'>): Promise<autocannon.Result[]> {
  const count = gateway.urls.length;
  return Promise.all(
    gateway.urls.map((url, i) =>
      autocannon({
        ...options,
        url,
        connections: Math.max(1, part(options.connections ?? CONNECTIONS, i, count)),
        ...(options.amount === undefined ? {} : { amount: part(options.amount, i, count) }),
      }),
    ),
  );
}

let n = 0;
/** `count` requests of each filler at CONNECTIONS connections; the longest answer and the errors kept. */
async function fill(gateway: Gateway, count: number): Promise<{ perSecond: number }> {
  const started = performance.now();
  const runs = await Promise.all([
    load(gateway, {
      connections: Math.ceil(CONNECTIONS / 2),
      amount: count,
      timeout: 10,
      headers: gateway.headers,
      requests: [{ method: 'POST', path: '/v1/invoices', setupRequest: (req) => ({ ...req, body: invoiceBody(n++) }) }],
    }),
    load(gateway, {
      connections: Math.floor(CONNECTIONS / 2),
      amount: count,
      timeout: 10,
      headers: gateway.headers,
      requests: [qrPaymentRequest(gateway.qrId)],
    }),
  ]);
  runs.forEach((results, i) => {
    for (const r of results) {
      longestMs = Math.max(longestMs, r.latency.max);
      // the step's end on the invoice counter, so a failure can be placed in the fill
      countFailures(`${gateway.label} fill, ${i === 0 ? 'invoices' : 'payments'}, the step ending at ${n} invoices`, r);
    }
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

const TARGETS = [
  'GET /v1/payments?count=10',
  'GET /v1/invoices?count=10',
  'GET /v1/invoices/{id}',
  'GET /v1/invoices?count=10&skip=900',
  // the deepest full page: N - 100 (on SQLite from the list's anchors, service/store/list-anchors.ts; an OFFSET on PostgreSQL)
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
    request = { method: 'GET', path: `/v1/invoices?count=10&skip=${(await gateway.store.invoices()) - 100}` };
  } else {
    const [method, path] = target.split(' ') as ['GET' | 'POST', string];
    request = { method, path };
  }
  const results = await load(gateway, {
    connections: CONNECTIONS,
    duration: WINDOW_S,
    timeout: 10,
    headers: gateway.headers,
    requests: [request.method === 'POST' ? { ...request, setupRequest: (req) => ({ ...req, body: invoiceBody(n++) }) } : request],
  });
  into[target] ??= { rps: [], p99: [], max: 0 };
  const figure = into[target];
  for (const r of results) {
    longestMs = Math.max(longestMs, r.latency.max);
    countFailures(`${target} on the ${gateway.label}`, r);
    figure.max = Math.max(figure.max, r.latency.max);
  }
  figure.rps.push(Math.round(sum(results.map((r) => r.requests.average))));
  figure.p99.push(Math.max(...results.map((r) => r.latency.p99)));
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
 * Waits (at most 10 minutes) for the notification worker: measured while it still works through
 * the fill's messages, the ratios N/1k would show the backlog, not the size.
 */
const drained = async (gateway: Gateway) => Math.round((await notificationsDrained(gateway.store, 600_000)).seconds);

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
  // Planned without statistics (a fresh database in the minute before autovacuum's first ANALYZE),
  // the invoice list reads every invoice and sorts them: 162 req/s at 3,000 invoices instead of
  // some 2,000. Measured after autovacuum would have run, not in that minute.
  const analyzed = [await small.store.analyze(), await large.store.analyze()];
  // the disk figures before the measured POSTs add invoices without payments
  const invoicesAtN = await large.store.invoices();
  const bytes = await large.store.bytes();
  const perTable = await large.store.breakdown(invoicesAtN);
  const figures = await measure(small, large);
  console.log(
    `bench:growth N=${N} (${CONNECTIONS} connections, ${WINDOW_S} s windows, ${ROUNDS} interleaved rounds; ${ENGINE}${PG_URL ? ` on ${redact(PG_URL)}` : ''})`,
  );
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
  if (PG_URL) console.log(`ANALYZE before measuring: ${analyzed.join(' ms and ')} ms`);
  console.log(`longest answer: ${longestMs} ms; ${PG_URL ? "the server's pg_wal peak" : "the large store's WAL peak"}: ${(walPeak / 2 ** 20).toFixed(1)} MiB`);
  console.log(failures.size === 0 ? 'no errors, timeouts or non-2xx answers' : [...failures].map(([what, count]) => `${what}: ${count}`).join('\n'));
  console.log(
    `disk, before the measured POSTs: ${(bytes / 2 ** 20).toFixed(0)} MiB for ${invoicesAtN} invoices and ${N} payments: ${Math.round(bytes / invoicesAtN)} bytes per invoice and payment`,
  );
  console.log(perTable.join('\n'));
} finally {
  clearInterval(walTimer);
  for (const gateway of gateways) await gateway.stop();
}
