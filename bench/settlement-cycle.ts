/**
 * `npm run bench:settlement -- P`: how long one settlement cycle holds the gateway when it carries
 * 1,000 lines and when it carries P. A SQLite gateway started as `npm start` starts it
 * (bench/servers/spawn.ts) is given 1,000 captured payments (a customer paying a multiple-use QR
 * code, POST /v1/test_helpers/qr_codes/{id}/payments, at 50 connections); test mode's clock is then
 * advanced 30 minutes (advanceTestClock, which runs the cycle before it answers: spec tag
 * settlements, one settlement per currency of every line due), while one probe reads
 * `GET /v1/payments?count=1` and another captures a payment, each every 20 ms. The same again
 * with P payments. Printed: the advance's time, each probe's longest answer and the settlements
 * formed. The cycle (service/resources/settlements/cycle.ts) carries its lines a step of 500 at a
 * time (forming.ts), one transaction each, so the advance's time grows with P and the probes'
 * longest answers should not; numbers, not pass/fail: run it with the machine to itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generateKeyPair } from '../service/keys.js';
import { basicAuthorization, gatewayCall, gatewayEnv, qrPaymentRequest } from './servers/gateway-env.js';
import { cleanEnv, spawnServer } from './servers/spawn.js';

const P = Number(process.argv[2] ?? '50000');
if (!Number.isInteger(P) || P < 2000) throw new Error('usage: npm run bench:settlement -- P (P >= 2000 payments)');

const dataDir = mkdtempSync(join(tmpdir(), 'paisa-settlement-'));
const key = generateKeyPair('test');
const headers = { authorization: basicAuthorization(key), 'content-type': 'application/json' };
const server = await spawnServer('gateway', 'service/start.mjs', cleanEnv(gatewayEnv(dataDir, key)));

function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  return gatewayCall(server.url, headers, method, path, body);
}

/** `count` captured payments of ₹250 each; answers the fill's errors and non-2xx answers. */
async function pay(qrId: string, count: number): Promise<number> {
  const r = await autocannon({
    url: server.url,
    connections: 50,
    amount: count,
    timeout: 10,
    headers,
    requests: [qrPaymentRequest(qrId)],
  });
  return r.errors + r.timeouts + r.non2xx;
}

interface Probe {
  maxMs: number;
  count: number;
}

/** Asks `path` every 20 ms until `stopped()`; the longest answer and how many. */
async function probe({ method, path, body }: { method: 'GET' | 'POST'; path: string; body?: string }, stopped: () => boolean): Promise<Probe> {
  const out: Probe = { maxMs: 0, count: 0 };
  while (!stopped()) {
    const started = performance.now();
    const res = await fetch(server.url + path, { method, headers, ...(body === undefined ? {} : { body }) });
    await res.arrayBuffer();
    out.maxMs = Math.max(out.maxMs, performance.now() - started);
    out.count++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return out;
}

/**
 * Advances test mode's clock past the next cycles while a read and a write probe run: the
 * advance's time and each probe's longest answer. The write (a captured payment) posts to the
 * merchant's ledger, which the cycle holds locked (ledger/entries.ts lockMerchant).
 */
async function cycle(qrId: string): Promise<{ advanceMs: number; read: Probe; write: Probe }> {
  let stop = false;
  const stopped = () => stop;
  const probes = Promise.all([probe({ method: 'GET', path: '/v1/payments?count=1' }, stopped), probe(qrPaymentRequest(qrId), stopped)]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  await api('POST', '/v1/test_helpers/clock/advance', { by: 1800 });
  const advanceMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 200));
  stop = true;
  const [read, write] = await probes;
  return { advanceMs, read, write };
}

try {
  const qr = await api('POST', '/v1/payments/qr_codes', { type: 'upi_qr', usage: 'multiple_use', fixed_amount: false, name: 'Settlement bench' });
  const rows: { lines: number; errors: number; advanceMs: number; read: Probe; write: Probe }[] = [];
  for (const lines of [1000, P]) {
    const errors = await pay(String(qr.id), lines);
    rows.push({ lines, errors, ...(await cycle(String(qr.id))) });
  }
  const settlements = (await api('GET', '/v1/settlements?count=10')) as { items: { amount: number; status: string }[] };
  console.log(`bench:settlement P=${P} (SQLite)`);
  console.log('| lines the cycle carries | advanceTestClock ms | longest read ms (probes) | longest captured payment ms (probes) | fill errors |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.lines} | ${Math.round(r.advanceMs)} | ${Math.round(r.read.maxMs)} (${r.read.count}) | ${Math.round(r.write.maxMs)} (${r.write.count}) | ${r.errors} |`,
    );
  console.log(`settlements: ${settlements.items.map((s) => `${s.amount} ${s.status}`).join(', ')}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
