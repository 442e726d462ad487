/**
 * `npm run bench:captures -- [--codes K] [--duration S] [--rounds R] [--pg-url URL]`: captures
 * under load, on SQLite and on PostgreSQL. 50 connections each pay ₹250 on one of K multiple-use
 * QR codes in turn (default 50; spec payTestQrCode: one request, one captured payment with its
 * ledger lines). Every capture of the merchant moves the same ledger rows, and on PostgreSQL
 * holds their locks until it commits (service/ledger/entries.ts postAtEnd); with `--codes 1`
 * every payment also moves the one code's running totals.
 *
 * Prints req/s and p50/p99 per engine and round and, on PostgreSQL, how many of the database's
 * busy backends wait on a lock (pg_stat_activity, sampled every 250 ms) and the statements they
 * wait in. The gateway is started as `npm start` starts it (bench/servers/gateway.ts); the
 * PostgreSQL one on a fresh database, dropped at the end, skipped with the reason when the
 * server cannot be reached. A benchmark wants the machine to itself.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_PG_URL } from './args.js';
import { type GatewayServer, startGateway } from './servers/gateway.js';
import { gatewayCall, qrPaymentRequest } from './servers/gateway-env.js';
import { type BenchDatabase, createBenchDatabase, redact } from './servers/postgres.js';

const { values } = parseArgs({
  options: {
    codes: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
  },
});
const CODES = Number(values.codes);
const DURATION_S = Number(values.duration);
const ROUNDS = Number(values.rounds);
if (![CODES, DURATION_S, ROUNDS].every((n) => Number.isInteger(n) && n >= 1))
  throw new Error('usage: npm run bench:captures -- [--codes K] [--duration S] [--rounds R] [--pg-url URL] (whole numbers, at least 1)');
const CONNECTIONS = 50;
const log = (line: string) => process.stderr.write(`${line}\n`);

interface LockSample {
  waiting: number;
  busy: number;
  /** the statements backends waited on a lock in, the first 60 characters, with how often */
  statements: Map<string, number>;
}

/** Samples the database's busy backends every 250 ms until `stop` is called; answers the averages. */
function sampleLocks(database: BenchDatabase): { stop(): Promise<{ waiting: number; busy: number; top: string[] }> } {
  const client = new pg.Client({ connectionString: database.url });
  const samples: LockSample[] = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ lock: boolean; query: string }>(
        "SELECT wait_event_type = 'Lock' AS lock, left(query, 60) AS query FROM pg_stat_activity WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()",
        [database.name],
      );
      const statements = new Map<string, number>();
      for (const r of rows) if (r.lock) statements.set(r.query, (statements.get(r.query) ?? 0) + 1);
      samples.push({ waiting: rows.filter((r) => r.lock).length, busy: rows.length, statements });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const n = Math.max(1, samples.length);
      const all = new Map<string, number>();
      for (const s of samples) for (const [q, c] of s.statements) all.set(q, (all.get(q) ?? 0) + c);
      return {
        waiting: samples.reduce((a, s) => a + s.waiting, 0) / n,
        busy: samples.reduce((a, s) => a + s.busy, 0) / n,
        top: [...all]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 2)
          .map(([q, c]) => `${(c / n).toFixed(1)} in "${q}..."`),
      };
    },
  };
}

interface Row {
  engine: string;
  round: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  locks?: { waiting: number; busy: number; top: string[] };
}

async function run(engine: string, gateway: GatewayServer, database?: BenchDatabase): Promise<Row[]> {
  const headers = { ...gateway.headers, 'content-type': 'application/json' };
  const codes: string[] = [];
  for (let i = 0; i < CODES; i++) {
    const qr = await gatewayCall(gateway.url, headers, 'POST', '/v1/payments/qr_codes', {
      type: 'upi_qr',
      usage: 'multiple_use',
      fixed_amount: false,
      name: `Till ${i + 1}`,
    });
    codes.push(qr.id as string);
  }
  let next = 0;
  const rows: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const sampler = database ? sampleLocks(database) : undefined;
    const result = await autocannon({
      url: gateway.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, ...qrPaymentRequest(codes[next++ % codes.length] as string) }) }],
    });
    const locks = await sampler?.stop();
    const row: Row = {
      engine,
      round,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
      ...(locks ? { locks } : {}),
    };
    rows.push(row);
    log(
      `${engine} round ${round}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.failed ? `, ${row.failed} failed` : ''}${locks ? `; backends waiting on a lock ${locks.waiting.toFixed(1)} of ${locks.busy.toFixed(1)} busy` : ''}`,
    );
  }
  return rows;
}

const rows: Row[] = [];
const sqlite = await startGateway('paisa sqlite');
try {
  rows.push(...(await run('sqlite', sqlite)));
} finally {
  await sqlite.stop();
}
const database = await createBenchDatabase(values['pg-url']);
if ('skipped' in database) log(`postgres: skipped: ${database.skipped}`);
else {
  log(`postgres: database ${database.name} on ${redact(values['pg-url'])}`);
  try {
    const gateway = await startGateway('paisa postgres', database);
    try {
      rows.push(...(await run('postgres', gateway, database)));
    } finally {
      await gateway.stop();
    }
  } finally {
    await database.drop();
  }
}

console.log(`bench:captures  ${CODES} multiple-use QR code(s), ${CONNECTIONS} connections, ${ROUNDS} round(s) x ${DURATION_S} s`);
console.log('engine    round   req/s  p50 ms  p99 ms  failed  lock-waiting / busy backends');
for (const r of rows)
  console.log(
    `${r.engine.padEnd(9)} ${String(r.round).padStart(5)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.failed).padStart(7)}  ${r.locks ? `${r.locks.waiting.toFixed(1)} / ${r.locks.busy.toFixed(1)}${r.locks.top.length ? `; ${r.locks.top.join(', ')}` : ''}` : '-'}`,
  );
