/**
 * `npm run bench:skip -- N [--postgres URL] [--runs R]`: what `GET /v1/invoices?count=10&skip=S`
 * costs with N invoices in the store, for S = 0, 900, 10,000 and 100,000 (and N - 10, and the
 * same deep page of a window whose `to` leaves the newest 1,000 out), as milliseconds and as a
 * ratio to skip=0. The spec's `skip` (components.parameters Skip) is an offset into the
 * newest-first list: on SQLite a deep page starts from the list's anchors
 * (service/store/list-anchors.ts) once they are made; the first ask of each shows what a walk of
 * the skipped rows costs meanwhile.
 *
 * An in-process gateway (service/app.ts, as `npm start` builds it) on SQLite, or on PostgreSQL in
 * a fresh schema (dropped at the end) with `--postgres`. One invoice is made through the API; the
 * store is then filled with copies of it (new ids, one second apart) through the invoice
 * repository in transactions of 5,000, so filling 200,000 takes seconds, not the half hour the
 * API would. Each page is asked for once a round, `--runs` rounds (after unmeasured asks); the
 * median is printed.
 */

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Invoice } from '../generated/types/index.js';
import { createApp } from '../service/app.js';
import { manualClock } from '../service/clock.js';
import { createLogger } from '../service/logging.js';
import { SCHEDULES } from '../service/schedules.js';
import { openStore } from '../service/store/open.js';
import { inProcessSetup } from './in-process.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { postgres: { type: 'string' }, runs: { type: 'string', default: '15' } },
});
const N = Number(positionals[0] ?? '200000');
const RUNS = Number(values.runs);
if (!Number.isInteger(N) || N < 1000 || !Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('usage: npm run bench:skip -- N [--postgres URL] [--runs R] (N >= 1000)');
const pgUrl = values.postgres;
const schema = `paisa_bench_skip_${randomBytes(4).toString('hex')}`;

const { dataDir, config, authorization } = inProcessSetup('paisa-skip-');
// the clock starts N seconds back, so the copies can be one second apart and none is in the future
const clock = manualClock(Math.floor(Date.now() / 1000) - N - 10);
const store = pgUrl ? await openStore({ dataDir, databaseUrl: pgUrl, schema, clock, schedules: SCHEDULES }) : undefined;
const app = await createApp({ config, clock, logger: createLogger({ level: 'silent' }), ...(store ? { store } : {}) });
const { url } = await app.start();
await app.sweeps.stop();
const headers = { authorization, 'content-type': 'application/json' };

try {
  const res = await fetch(`${url}/v1/invoices`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'link',
      currency: 'INR',
      amount: 10_000,
      description: 'Skip bench',
      customer: { name: 'Asha Rao', contact: '+919812345678', email: 'asha@example.com' },
    }),
  });
  const template = (await res.json()) as Invoice;
  if (res.status !== 200) throw new Error(`POST /v1/invoices: ${res.status} ${JSON.stringify(template)}`);

  const started = performance.now();
  const start = template.created_at;
  for (let have = 1; have < N; ) {
    const batch = Math.min(5000, N - have);
    await app.ctx.store.transaction(async (tx) => {
      for (let i = 0; i < batch; i++) {
        const at = start + have + i;
        const id = `inv_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
        await tx.entities('invoices').insert('test', { ...template, id, receipt: null, created_at: at, issued_at: at });
      }
    });
    have += batch;
  }
  if (pgUrl) {
    // what autovacuum would do by the time a table this size is read: statistics and the visibility map
    const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
    await client.connect();
    await client.query('VACUUM ANALYZE invoices');
    await client.end();
  }
  const fillS = (performance.now() - started) / 1000;

  // the last row asks the same deep page of a window whose `to` leaves the newest 1,000 out
  const to = start + N - 1001;
  const ask = async (skip: number, windowed = false) => {
    const t = performance.now();
    const r = await fetch(`${url}/v1/invoices?count=10&skip=${skip}${windowed ? `&to=${to}` : ''}`, { headers });
    const body = (await r.json()) as { count: number };
    if (r.status !== 200 || body.count !== 10) throw new Error(`GET /v1/invoices?skip=${skip}: ${r.status}, ${body.count} items`);
    return performance.now() - t;
  };
  const plain = [0, 900, 10_000, 100_000, N - 10].filter((s, i, all) => s <= N - 10 && all.indexOf(s) === i);
  const asks = [...plain.map((skip) => ({ skip, windowed: false })), { skip: N - 1010, windowed: true }];
  // warm (the statements prepared, the pages read once), then in rounds, every skip once a
  // round, so a busy moment of the machine falls on all of them alike
  for (let i = 0; i < 20; i++) await ask(0);
  // the first deep ask of a list walks the rows it skips and asks for the list's anchors
  // (service/store/list-anchors.ts on SQLite), which are made meanwhile, off the request path
  const first = [] as number[];
  for (const { skip, windowed } of asks) first.push(await ask(skip, windowed));
  await sleep(2000);
  const times = asks.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++)
    for (const [i, { skip, windowed }] of asks.entries()) {
      // a pause first: the timers a long answer held up (worker polls) run now, not in the next ask
      await sleep(20);
      times[i]!.push(await ask(skip, windowed));
    }
  const figures = asks.map(
    ({ skip, windowed }, i) =>
      [windowed ? `${skip.toLocaleString('en')}, to=${to}` : skip.toLocaleString('en'), times[i]!.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!] as const,
  );
  const base = figures[0]![1];
  console.log(
    `bench:skip N=${N.toLocaleString('en')} invoices (${pgUrl ? 'PostgreSQL' : 'SQLite'}; filled in ${fillS.toFixed(0)} s); GET /v1/invoices?count=10&skip=S, median of ${RUNS}`,
  );
  console.log('| skip | first ask, ms | ms | ratio to skip=0 |\n|---|---|---|---|');
  for (const [i, [skip, ms]] of figures.entries()) console.log(`| ${skip} | ${first[i]!.toFixed(2)} | ${ms.toFixed(2)} | ${(ms / base).toFixed(2)} |`);
} finally {
  await app.stop();
  if (store) await store.close();
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
