/**
 * `npm run bench:request-log -- [--duration S] [--rounds R] [--connections C]`: what keeping the
 * request log (service/request-log/) costs the API's hot path. Two gateways as `npm start` runs
 * them on SQLite, one with PAISA_REQUEST_LOG=off, one with it on (the default), each given
 * `POST /v1/invoices` by autocannon, interleaved (the order reversed every other round, so a busy
 * moment of the machine falls on both alike); the ratio of req/s, log on to log off, per round.
 */
import { parseArgs } from 'node:util';
import { measure, preflight } from './load.js';
import { startGateway } from './servers/gateway.js';
import { TARGETS } from './targets.js';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, rounds: { type: 'string', default: '3' }, connections: { type: 'string', default: '50' } },
});
const settings = { durationS: Number(values.duration), connections: Number(values.connections) };
const rounds = Number(values.rounds);
const target = TARGETS.find((t) => t.id === 'createInvoice');
if (!target) throw new Error('bench/targets.ts has no createInvoice target');

const off = await startGateway('log off', undefined, 1, { PAISA_REQUEST_LOG: 'off' });
const on = await startGateway('log on', undefined, 1, { PAISA_REQUEST_LOG: 'on' });
try {
  for (const server of [off, on]) {
    const check = await preflight(server, target);
    if (!check.ok) throw new Error(`${server.name}: ${check.refused}`);
  }
  const rows: string[] = [];
  const totals = { on: 0, off: 0 };
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? [off, on] : [on, off];
    const rps: Record<string, number> = {};
    for (const server of order) {
      const m = await measure(server, target, settings, round);
      rps[server.name] = m.rps;
      console.error(
        `${server.name} round ${round}: ${m.rps.toFixed(0)} req/s, ${m.cpuUsPerRequest?.toFixed(0)} us CPU a request, p50 ${m.latencyMs.p50} ms, loader ${m.loaderCpuPercent.toFixed(0)} %`,
      );
      if (m.withheld) throw new Error(`${server.name}: ${m.withheld}`);
    }
    const a = rps['log on'] ?? 0;
    const b = rps['log off'] ?? 0;
    totals.on += a;
    totals.off += b;
    rows.push(`| ${round} | ${b.toFixed(0)} | ${a.toFixed(0)} | ${(a / b).toFixed(3)} |`);
  }
  console.log(`bench:request-log POST /v1/invoices, SQLite, ${settings.connections} connections, ${settings.durationS} s x ${rounds} rounds, interleaved`);
  console.log('| round | log off, req/s | log on, req/s | on / off |\n|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`| all | ${(totals.off / rounds).toFixed(0)} | ${(totals.on / rounds).toFixed(0)} | ${(totals.on / totals.off).toFixed(3)} |`);
} finally {
  await off.stop();
  await on.stop();
}
