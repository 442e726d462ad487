/**
 * THE service test harness: starts the real app (service/app.ts) on 127.0.0.1, port 0, over a
 * temporary data dir (SQLite) or a fresh PostgreSQL schema, with `validateResponses: 'throw'`,
 * and hands back typed clients for a test and a live key pair. Service suites loop over
 * `ENGINES` (one suite, many implementations):
 *
 *   for (const engine of ENGINES) describe(`invoices [${engine}]`, () => {
 *     let gw: TestGateway;
 *     beforeEach(async () => (gw = await startGateway({ engine })));
 *     afterEach(() => gw.stop());
 *     it('...', async () => { await gw.client().invoices.create({...}); });
 *   });
 *
 * Time: `clock` is a ManualClock. Unless one is given, it follows real time plus an offset
 * that `advance`/`set` move, so created_at values stay realistic and ordered while a test can
 * still jump 60 days ahead. Pass `manualClock(T0)` from service/clock.ts for a frozen clock.
 */
import { Writable } from 'node:stream';
import { createClient } from '../../generated/client/index.js';
import { type App, createApp } from '../../service/app.js';
import type { ManualClock } from '../../service/clock.js';
import { loadConfig } from '../../service/config.js';
import type { ServiceContext } from '../../service/context.js';
import { isBuilt } from '../../service/handlers.js';
import { generateKeyPair, type KeyPair } from '../../service/keys.js';
import { createLogger, type Logger } from '../../service/logging.js';
import { SCHEDULES } from '../../service/schedules.js';
import { openStore } from '../../service/store/open.js';
import type { Engine, Mode, Store } from '../../service/store/store.js';
import { PG_SKIP_REASON, PG_TEST_URL, releaseSchema, rememberMigrated, takeSchema } from './postgres.js';
import { makeTempDir } from './temp-dir.js';

export { isBuilt as built } from '../../service/handlers.js';

/** SQLite always; PostgreSQL when PAISA_TEST_DATABASE_URL is set (never skipped silently). */
export const ENGINES: readonly Engine[] = PG_TEST_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (!PG_TEST_URL) console.warn(`PostgreSQL runs skipped: ${PG_SKIP_REASON}`);

export type PaisaClient = ReturnType<typeof createClient>;

export interface StartGatewayOptions {
  engine?: Engine;
  /** reuse a data dir (SQLite); by default a fresh temp dir, removed by stop() */
  dataDir?: string;
  clock?: ManualClock;
  webhookUrl?: string;
  webhookSecret?: string;
  /** requests per second per key; default high enough never to interfere */
  rateLimit?: number;
  smtpUrl?: string;
  /** PAISA_MERCHANT_NAME; default the config's */
  merchantName?: string;
  /** where request logs go; default a silent logger (see `captureLogs`) */
  logger?: Logger;
  /** webhook worker idle poll (default 50 ms, so deliveries show up fast in tests) */
  webhookPollMs?: number;
  /** notification worker idle poll (default 50 ms, likewise) */
  notificationPollMs?: number;
  /** more configuration (PAISA_DASHBOARD, PAISA_REQUEST_LOG...), over the harness's */
  env?: Record<string, string>;
  /** the store the gateway is given, made from the one the harness opens (a fault injector: lost-commit-answers.ts) */
  wrapStore?: (store: Store) => Store;
}

export interface TestGateway {
  engine: Engine;
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  /** `${baseUrl}/v1`: the interface's {base_url} */
  apiUrl: string;
  keys: { test: KeyPair; live: KeyPair };
  /** the generated client with Basic auth for the mode's key; retries off, so a 429 is seen as is */
  client(mode?: Mode): PaisaClient;
  clock: ManualClock;
  /** the running app's context (store, machines, clock...): for arranging and asserting */
  ctx: ServiceContext;
  app: App;
  dataDir: string;
  /** PostgreSQL: the schema the gateway's tables are in (a second store opened on it shares them) */
  schema?: string;
  /** stops the app, closes the store, removes the data dir / drops the schema */
  stop(): Promise<void>;
  /** stops the app (keeping the data) and starts a new one on the same storage and port */
  restart(): Promise<void>;
}

/** A ManualClock that follows real time, shifted by whatever `advance`/`set` add. */
export function shiftedClock(): ManualClock {
  let offsetMs = 0;
  return {
    now: () => Math.floor((Date.now() + offsetMs) / 1000),
    nowMs: () => Date.now() + offsetMs,
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    set(unixSeconds) {
      offsetMs = unixSeconds * 1000 - Date.now();
    },
  };
}

/** A pino logger writing into memory: `lines` are the parsed JSON lines, `text` the raw output. */
export function captureLogs(): { logger: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger({ destination });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, text };
}

export async function startGateway(options: StartGatewayOptions = {}): Promise<TestGateway> {
  const engine = options.engine ?? 'sqlite';
  if (engine === 'postgres' && !PG_TEST_URL) throw new Error(`startGateway: ${PG_SKIP_REASON}`);
  const temp = options.dataDir ? undefined : makeTempDir('paisa-gw-');
  const dataDir = options.dataDir ?? temp!.path;
  // a migrated schema an earlier gateway of this file left, emptied (postgres.ts takeSchema), or a fresh one
  const taken = engine === 'postgres' ? takeSchema() : undefined;
  const schema = taken?.schema;
  const clock = options.clock ?? shiftedClock();
  const keys = { test: generateKeyPair('test'), live: generateKeyPair('live') };
  const logger = options.logger ?? createLogger({ level: 'silent' });

  let port = 0;
  let store: Store | undefined;
  let app: App;

  async function boot(): Promise<string> {
    const env: Record<string, string | undefined> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PAISA_DATA_DIR: dataDir,
      PAISA_TEST_KEY_ID: keys.test.keyId,
      PAISA_TEST_KEY_SECRET: keys.test.secret,
      PAISA_LIVE_KEY_ID: keys.live.keyId,
      PAISA_LIVE_KEY_SECRET: keys.live.secret,
      PAISA_RATE_LIMIT: String(options.rateLimit ?? 1_000_000),
      PAISA_WEBHOOK_URL: options.webhookUrl,
      PAISA_WEBHOOK_SECRET: options.webhookSecret ?? (options.webhookUrl ? 'whsec_test_harness_secret' : undefined),
      PAISA_SMTP_URL: options.smtpUrl,
      PAISA_MERCHANT_NAME: options.merchantName,
      PAISA_DATABASE_URL: engine === 'postgres' ? PG_TEST_URL : undefined,
      ...options.env,
    };
    const config = loadConfig(env);
    // PostgreSQL: the harness opens the store on its own schema; SQLite: the app opens the data dir (the harness, when the store is wrapped)
    store =
      engine === 'postgres'
        ? await openStore({ dataDir, databaseUrl: PG_TEST_URL, schema, clock, schedules: SCHEDULES })
        : options.wrapStore
          ? await openStore({ dataDir, clock, schedules: SCHEDULES })
          : undefined;
    if (taken?.fresh) await rememberMigrated(PG_TEST_URL!, taken.schema);
    app = await createApp({
      config,
      clock,
      logger,
      validateResponses: 'throw',
      webhookPollMs: options.webhookPollMs ?? 50,
      notificationPollMs: options.notificationPollMs ?? 50,
      // a stop waits min(1 s, drainMs) for requests on the test's idle keep-alive connections
      // (app.ts drain); a test has awaited its requests before it stops or restarts its gateway,
      // so 200 ms, not the 1 s that made every gateway test a second longer. Draining itself is
      // held by app-sigterm.test.ts and the chaos suite's sigterm-keep-alive, on their own figures.
      drainMs: 200,
      ...(store ? { store: options.wrapStore ? options.wrapStore(store) : store } : {}),
    });
    const { url } = await app.start();
    port = Number(new URL(url).port);
    return url;
  }

  async function halt(): Promise<void> {
    await app.stop();
    await store?.close();
    store = undefined;
  }

  const baseUrl = await boot();
  const gw: TestGateway = {
    engine,
    baseUrl,
    apiUrl: `${baseUrl}/v1`,
    keys,
    clock,
    get ctx() {
      return app.ctx;
    },
    get app() {
      return app;
    },
    dataDir,
    ...(schema ? { schema } : {}),
    client(mode = 'test') {
      const key = keys[mode];
      return createClient({ baseUrl: gw.apiUrl, auth: { keyId: key.keyId, keySecret: key.secret }, retry: { retries: 0 } });
    },
    async stop() {
      await halt();
      if (schema) await releaseSchema(PG_TEST_URL!, schema);
      temp?.cleanup();
    },
    async restart() {
      await halt();
      await boot();
    },
  };
  return gw;
}

/** Reason printed when a test waits for a module that has not landed (never a silent skip). */
export function skipUnlessBuilt(operationId: Parameters<typeof isBuilt>[0]): boolean {
  const skip = !isBuilt(operationId);
  if (skip) console.warn(`skipped: ${operationId} is not built yet (no module in service/handlers.ts registers its tag)`);
  return skip;
}
