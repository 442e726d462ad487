/**
 * `npm run bench:sweeps -- N`: what one pass of every time-driven job (service/time-driven.ts)
 * costs the event loop with 1,000 and with N issued invoices in the store, none of them due.
 * The jobs run on the gateway's event loop; a pass that grows with the table is a gateway that
 * stops answering once the table is large (a pass over 920,000 invoices took about a minute).
 *
 * An in-process gateway on SQLite (service/app.ts, as `npm start` builds it): one invoice is made
 * through the API; the store is then filled with copies of it (new ids, issued now) through the
 * invoice repository, in transactions of 5,000, so filling a million takes a minute, not an
 * hour. Each pass is timed three times; the median is printed.
 */

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Invoice } from '../generated/types/index.js';
import { createApp } from '../service/app.js';
import { createLogger } from '../service/logging.js';
import { UNPACED } from '../service/pace.js';
import { TIME_DRIVEN } from '../service/time-driven.js';
import { inProcessSetup } from './in-process.js';

const N = Number(process.argv[2] ?? '200000');
if (!Number.isInteger(N) || N < 2000) throw new Error('usage: npm run bench:sweeps -- N (N >= 2000)');

const { dataDir, config, authorization } = inProcessSetup('paisa-sweeps-');
const app = await createApp({ config, logger: createLogger({ level: 'silent' }) });
const { url } = await app.start();
await app.sweeps.stop();

try {
  const res = await fetch(`${url}/v1/invoices`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'link', currency: 'INR', amount: 10_000, description: 'Sweep bench' }),
  });
  const template = (await res.json()) as Invoice;
  if (res.status !== 200) throw new Error(`POST /v1/invoices: ${res.status} ${JSON.stringify(template)}`);

  let have = 1;
  const fillTo = async (count: number) => {
    while (have < count) {
      const batch = Math.min(5000, count - have);
      await app.ctx.store.transaction(async (tx) => {
        const now = app.ctx.clocks.of('test').now();
        for (let i = 0; i < batch; i++) {
          const id = `inv_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
          await tx.entities('invoices').insert('test', { ...template, id, receipt: null, created_at: now, issued_at: now });
        }
      });
      have += batch;
    }
  };

  const pass = async () => {
    const started = performance.now();
    for (const job of TIME_DRIVEN) await job.run(app.ctx, 'test', UNPACED);
    return performance.now() - started;
  };
  const median = async () => {
    const times = [await pass(), await pass(), await pass()].sort((a, b) => a - b);
    return times[1] as number;
  };

  await fillTo(1000);
  const small = await median();
  await fillTo(N);
  const large = await median();
  console.log(`bench:sweeps: one pass of all ${TIME_DRIVEN.length} time-driven jobs (test mode), nothing due, median of 3`);
  console.log(`| issued invoices | pass ms |\n|---|---|\n| 1,000 | ${small.toFixed(1)} |\n| ${N.toLocaleString('en')} | ${large.toFixed(1)} |`);
  console.log(`ratio N/1k: ${(large / small).toFixed(2)}`);
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
