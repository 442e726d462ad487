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
import { openCheckout, payCheckout } from './seed.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** the workers' idle poll: longer than the run, so a worker wakes only if the payment wakes it */
const IDLE_MS = 3_600_000;

const { dataDir, config, authorization } = inProcessSetup('paisa-checkout-modules-');
const app = await createApp({ config, logger: createLogger({ level: 'silent' }), webhookPollMs: IDLE_MS, notificationPollMs: IDLE_MS });
const { url } = await app.start();
await app.sweeps.stop();
const session = new Session();
session.connect();

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
  const open = (i: number) => openCheckout(url, { authorization }, 50_000 + i, `Checkout modules ${i}`);
  await payCheckout(await open(0)); // warm-up: every module loaded, every lazy part made
  const checkout = await open(1);
  await calledSinceLastTake(); // resets the counts
  await payCheckout(checkout);
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
