/**
 * `npm run bench:drain -- [N] [--pg-url URL]`: how fast the notification worker sends what
 * invoices queue, on SQLite and on PostgreSQL. Each engine's gateway is started as `npm start`
 * starts it (servers/gateway.ts) and given N invoices through the API (each queues an SMS and an
 * e-mail, spec createInvoice; without PAISA_SMTP_URL both are delivered by the log), at 20
 * connections; the worker sends beside the fill. Then the messages still waiting are timed until
 * none is left: the worker's rate on an idle gateway, each message recorded sent in a transaction
 * with its invoice's `sms_status` / `email_status` (service/notifications/worker.ts).
 * PostgreSQL is skipped, with the reason, when it cannot be reached.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_PG_URL } from './args.js';
import { type GrowthStore, notificationsDrained, postgresGrowthStore, sqliteGrowthStore } from './growth-stores.js';
import { startGateway } from './servers/gateway.js';
import { fillInvoiceBody } from './servers/gateway-env.js';
import { type BenchDatabase, createBenchDatabase } from './servers/postgres.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'pg-url': { type: 'string' } } });
const N = Number(positionals[0] ?? '3000');
if (!Number.isInteger(N) || N < 1) throw new Error('usage: npm run bench:drain -- [N invoices] [--pg-url URL]');
const pgUrl = values['pg-url'] ?? process.env.PAISA_BENCH_PG_URL ?? DEFAULT_PG_URL;

let made = 0;

async function run(engine: string, database?: BenchDatabase): Promise<string> {
  const gateway = await startGateway(engine, database);
  let store: GrowthStore | undefined;
  try {
    store = database ? await postgresGrowthStore(database) : sqliteGrowthStore(gateway.sqliteFile as string);
    const fill = await autocannon({
      url: gateway.url,
      connections: 20,
      amount: N,
      timeout: 10,
      headers: { ...gateway.headers, 'content-type': 'application/json' },
      requests: [{ method: 'POST', path: '/v1/invoices', setupRequest: (req) => ({ ...req, body: fillInvoiceBody(made++, 'Drain') }) }],
    });
    if (fill.non2xx || fill.errors) throw new Error(`${engine}: the fill had ${fill.non2xx} non-2xx answers and ${fill.errors} errors`);
    const backlog = await store.waitingNotifications();
    const { seconds, left } = await notificationsDrained(store, 600_000, 100);
    if (left > 0) throw new Error(`${engine}: ${left} messages still waiting after 10 minutes`);
    return `| ${engine} | ${N} | ${backlog} | ${seconds.toFixed(1)} | ${Math.round(backlog / seconds)} |`;
  } finally {
    await store?.close();
    await gateway.stop();
  }
}

const rows = ['| engine | invoices | messages waiting when the fill ended | s to send them | messages/s |', '|---|---|---|---|---|'];
rows.push(await run('SQLite'));
const database = await createBenchDatabase(pgUrl);
if ('skipped' in database) rows.push(`PostgreSQL skipped: ${database.skipped}`);
else {
  try {
    rows.push(await run('PostgreSQL', database));
  } finally {
    await database.drop();
  }
}
console.log(rows.join('\n'));
