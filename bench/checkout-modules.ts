/**
 * `npm run bench:checkout-modules`: how many modules of service/ run code while one card payment
 * is made on the hosted checkout: from the form's POST (service/checkout/routes.ts) through the
 * capture, until the answer is read. A measure of how far one payment reaches through the service,
 * not a timing.
 *
 * An in-process gateway on SQLite (service/app.ts, as `npm start` builds it; workers and sweeps
 * idle, so only the request's own work is counted). One payment first, so every module is loaded
 * and every cache warm; then V8's precise coverage (node:inspector, Profiler.takePreciseCoverage
 * with call counts: https://chromedevtools.github.io/devtools-protocol/tot/Profiler/) is reset
 * just before a second payment's POST and read just after its answer: a module counts when any
 * function of it was called in that window. Prints the count and the modules, by folder.
 */
import { rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../service/app.js';
import { createLogger } from '../service/logging.js';
import { inProcessSetup } from './in-process.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** the workers' idle poll: longer than the run, so a worker wakes only if the payment wakes it */
const IDLE_MS = 3_600_000;

const CARD = {
  method: 'card',
  card_number: '4111 1111 1111 1111',
  card_expiry: `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`,
  card_cvv: '123',
  card_name: 'Bench Customer',
};

interface Checkout {
  action: URL;
  cookie: string;
  token: string;
}

const { dataDir, config, authorization } = inProcessSetup('paisa-checkout-modules-');
const app = await createApp({ config, logger: createLogger({ level: 'silent' }), webhookPollMs: IDLE_MS, notificationPollMs: IDLE_MS });
const { url } = await app.start();
await app.sweeps.stop();
const session = new Session();
session.connect();

/** An invoice made through the API, and its checkout page opened as a browser would (seed.ts). */
async function openCheckout(i: number): Promise<Checkout> {
  const created = await fetch(`${url}/v1/invoices`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'link', currency: 'INR', amount: 50_000 + i, description: `Checkout modules ${i}` }),
  });
  const invoice = (await created.json()) as { short_url?: string };
  if (created.status !== 200 || !invoice.short_url) throw new Error(`POST /v1/invoices answered ${created.status}: ${JSON.stringify(invoice).slice(0, 300)}`);
  const page = await fetch(invoice.short_url);
  const html = await page.text();
  const cookie = page.headers.get('set-cookie')?.split(';')[0];
  const token = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !cookie || !token || !action) throw new Error(`checkout page ${invoice.short_url} answered ${page.status} without a payment form`);
  return { action: new URL(action, invoice.short_url), cookie, token };
}

async function pay(checkout: Checkout): Promise<void> {
  const paid = await fetch(checkout.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: checkout.cookie },
    body: new URLSearchParams({ csrf_token: checkout.token, ...CARD }).toString(),
  });
  const answer = await paid.text();
  if (paid.status !== 200 || !answer.includes('Payment successful')) throw new Error(`paying answered ${paid.status}: not "Payment successful"`);
}

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { count: number }[] }[];
}

/** Repository-relative paths of the scripts with a function called since the last take. */
async function calledSinceLastTake(): Promise<string[]> {
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  return result
    .filter((script) => script.url.startsWith('file:') && script.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0))
    .map((script) => relative(ROOT, fileURLToPath(script.url)))
    .filter((file) => !file.startsWith('..') && !file.startsWith('node_modules'))
    .sort();
}

try {
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  await pay(await openCheckout(0)); // warm-up: every module loaded, every lazy part made
  const checkout = await openCheckout(1);
  await calledSinceLastTake(); // resets the counts
  await pay(checkout);
  const ran = await calledSinceLastTake();
  await session.post('Profiler.stopPreciseCoverage');

  const service = ran.filter((file) => file.startsWith('service/') && file.endsWith('.ts'));
  const others = ran.filter((file) => file.startsWith('generated/') || file.startsWith('runtime/'));
  const byFolder = new Map<string, string[]>();
  for (const file of service) {
    const folder = file.split('/').slice(0, -1).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file.split('/').pop() ?? file]);
  }
  console.log(`service/ modules that ran code during one hosted-checkout card payment (POST through capture): ${service.length}`);
  for (const [folder, files] of byFolder) console.log(`  ${folder}/: ${files.join(', ')}`);
  console.log(`beside them, ${others.length} modules of generated/ and runtime/: ${others.join(', ')}`);
} finally {
  session.disconnect();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
