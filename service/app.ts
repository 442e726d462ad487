/**
 * Composition root: config + injected edges -> a running gateway. Opens the store (migrations
 * at start), ensures keys and the merchant account ids, builds the ServiceContext, the
 * generated gateway with the service's authenticate and request logging, the webhook and
 * notification workers and the sweeps, and serves them on node:http. Nothing here knows a
 * resource's rules.
 *
 * Request routing, in order: `GET /health` and `/favicon.ico` (no auth, outside /v1), mounted
 * routes outside the spec (hosted checkout, `/checkout/...`; QR code images,
 * `/qr_codes/{id}.png`; the documents, `/docs`, `/openapi.yaml`, `/openapi.json`), then the
 * generated gateway (404 in the error shape for anything it does not know). Requests that are
 * not HTTP at all are answered by the gateway's `clientError` in the error shape.
 */
import { hkdfSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createGateway,
  createMachines,
  type Gateway,
  newRequestId,
  REQUEST_ID_HEADER,
  routes,
  signWebhook,
  signWebhookTimestamped,
} from '../generated/server/index.js';
import { ensureAccountIds } from './account.js';
import type { Acquirer } from './acquirer/acquirer.js';
import { liveAcquirer } from './acquirer/live.js';
import { simulatorAcquirer } from './acquirer/simulator.js';
import { createAuthenticate } from './auth.js';
import { checkoutRoutes } from './checkout/routes.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import { dashboardPages } from './dashboard/pages/index.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { docsRoutes } from './docs/routes.js';
import { eventHooks } from './events.js';
import { handleFavicon } from './favicon.js';
import { composeHandlers } from './handlers.js';
import { HEALTH_PATH, handleHealth } from './health.js';
import { idempotencyStore } from './idempotency.js';
import { ensureKeys, type KeyPair, keySecret, STOPPED_KEYS_KEPT_SECONDS } from './keys.js';
import { createLogger, type Logger, logPlainRequest, requestLogHooks } from './logging.js';
import { createModeClocks } from './mode-clocks.js';
import type { MountedRoutes } from './mounted-routes.js';
import { createNotificationWorker, type NotificationWorker } from './notifications/worker.js';
import { PAYABLES } from './payables.js';
import { createRateLimiter } from './rate-limit.js';
import { createRequestLog, type RequestLog } from './request-log/index.js';
import { openDisputeRaisedWithCapture } from './resources/disputes/opening.js';
import { disputeRefundClaim } from './resources/disputes/refund-claim.js';
import { EVENT_RETENTION_SECONDS } from './resources/events/index.js';
import { pruneEvents } from './resources/events/retention.js';
import { recordInvoiceNotification } from './resources/invoices/notifications.js';
import { qrCodeImageRoutes } from './resources/qr_codes/image.js';
import { runDueResets } from './resources/test_helpers/reset.js';
import { deliverySwitches, paymentSwitches } from './resources/test_helpers/switches.js';
import { makeOrderTransfers } from './resources/transfers/order-transfers.js';
import { transferRefundClaim } from './resources/transfers/refund-claim.js';
import { SCHEDULES } from './schedules.js';
import { createFailureThrottle, FAILURE_WINDOW_SECONDS } from './security/failure-throttle.js';
import { masterKeyFile, secretBox } from './security/secret-box.js';
import { deleteInPages } from './store/in-pages.js';
import { openStore } from './store/open.js';
import type { Store } from './store/store.js';
import { createSweeps, type SweepJob, type Sweeps } from './sweeps.js';
import { inBothModes, TIME_DRIVEN } from './time-driven.js';
import { answeringUnavailable } from './unavailable.js';
import { ensureEnvironmentEndpoints } from './webhooks/environment.js';
import { createTestSender } from './webhooks/test-delivery.js';
import { createWebhookWorker, type WebhookWorker } from './webhooks/worker.js';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  acquirers?: { test: Acquirer; live: Acquirer };
  /** an already-open store (tests on a PostgreSQL schema); the caller closes it */
  store?: Store;
  logger?: Logger;
  /** check handler answers against the spec (tests: 'throw'); default 'off' */
  validateResponses?: 'off' | 'warn' | 'throw';
  /** webhook worker idle poll interval (default 1000 ms) */
  webhookPollMs?: number;
  /** notification worker idle poll interval (default 1000 ms) */
  notificationPollMs?: number;
  /** how long stop() waits for in-flight requests before closing their connections (default 10 s) */
  drainMs?: number;
}

/** The one operation whose security a dashboard sign-in is checked as (any key pair may read its balance). */
const SIGN_IN_OPERATION = routes.find((r) => r.operationId === 'fetchBalance');

export interface App {
  ctx: ServiceContext;
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  gateway: Gateway;
  /** operations answered 501 (spec x-errors not_implemented), never stubbed */
  notBuilt: readonly string[];
  /** set only at the first start of an empty installation: print it once, it is stored hashed */
  initialKey?: KeyPair;
  webhookWorker: WebhookWorker;
  /** delivers invoice SMS and e-mail from the notification log (always runs: without SMTP the log is the delivery) */
  notificationWorker: NotificationWorker;
  sweeps: Sweeps;
  logger: Logger;
  /** the request log (PAISA_REQUEST_LOG); undefined when it is off */
  requestLog?: RequestLog;
  start(): Promise<{ url: string }>;
  /** stop accepting, drain in-flight requests (bounded), stop the workers and sweeps, close the store */
  stop(): Promise<void>;
}

/** How long a stop keeps idle keep-alive connections open for a request already on its way. */
const IDLE_GRACE_MS = 1000;

export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger();
  const ownsStore = !options.store;
  // every part of the gateway sees a database it cannot reach as the API's service_unavailable
  const store = answeringUnavailable(
    options.store ??
      (await openStore({
        dataDir: config.dataDir,
        ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
        clock,
        waitSeconds: config.databaseWaitSeconds,
        onWaiting: (message) => logger.warn({ msg: message }),
        schedules: SCHEDULES,
      })),
  );

  try {
    const masterKey = config.masterKey ?? masterKeyFile(config.dataDir);
    const box = secretBox(masterKey);
    const { created } = await ensureKeys(store, config.keys, box);
    const accounts = await ensureAccountIds(store, clock);
    const clocks = await createModeClocks(clock, store);
    await ensureEnvironmentEndpoints(store, config.webhook?.url, clocks, () => clock.now());
    let listeningPort: number | undefined;
    // the worker and the test sender sign alike (spec sendTestWebhook rule 1)
    const signing = {
      box,
      ...(config.webhook ? { environmentSecret: config.webhook.secret } : {}),
      sign: signWebhook,
      signTimestamped: signWebhookTimestamped,
      clock,
    };
    // RFC 5869 HKDF: the key test switches hash instruments under (spec createTestSwitch rule 2)
    const switchKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'paisa test switches v1', 32));
    const webhooks = createWebhookWorker({
      store,
      ...signing,
      switches: deliverySwitches(store),
      clockOf: clocks.of,
      pollIntervalMs: options.webhookPollMs,
      onError: (error) => logger.error({ msg: 'webhook worker error', error: String(error) }),
    });
    const acquirers = options.acquirers ?? { test: simulatorAcquirer(clocks.of('test'), paymentSwitches(store, switchKey)), live: liveAcquirer() };

    const limiter = createRateLimiter({ rate: config.rateLimit, burst: config.rateLimit, clock });
    const failures = createFailureThrottle({ clock, store });
    const ctx: ServiceContext = {
      store,
      clock,
      clocks,
      keySecret: (keyId) => keySecret(store, box, keyId),
      keys: { box },
      acquirerFor: (mode) => (mode === 'live' ? acquirers.live : acquirers.test),
      machines: createMachines(eventHooks(clocks.of, (mode) => accounts[mode])),
      payables: PAYABLES,
      // the order's transfers first (createOrder rule 5: from the whole payment), then a dispute the bank raised with the capture
      afterCapture: [makeOrderTransfers, openDisputeRaisedWithCapture],
      // spec refundPayment rules 6 and 7: disputes first (a refusal writes nothing), then transfers (reverse_all undoes them)
      refundClaims: [disputeRefundClaim, transferRefundClaim],
      publicUrl: config.publicUrl,
      merchantName: config.merchantName,
      merchantVpa: config.merchantVpa,
      accountId: (mode) => accounts[mode],
      limits: { requests: limiter, failures },
      webhooks: {
        box,
        self: { publicUrl: () => ctx.publicUrl, port: () => listeningPort },
        wake: webhooks.wake,
        sendTest: createTestSender(signing),
      },
      // RFC 5869 HKDF: a key of its own for form HMACs, so the master key signs nothing directly
      formKey: Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'paisa form tokens v1', 32)),
      switchKey,
    };

    const requestLog = config.requestLog.enabled
      ? createRequestLog(store, {
          keep: config.requestLog.keep,
          days: config.requestLog.days,
          onError: (error) => logger.error({ msg: 'request log not written', error: String(error) }),
        })
      : undefined;
    const authenticate = createAuthenticate({ store, clock, limiter, clocks, failures });
    const gateway = createGateway({
      handlers: composeHandlers(ctx),
      authenticate,
      hooks: requestLogHooks(logger),
      ...(requestLog ? { onExchange: requestLog.onExchange } : {}),
      idempotency: idempotencyStore(store, box),
      validateResponses: options.validateResponses ?? 'off',
      // spec info.description, "Paths and numbers as the reference SDKs send them"
      trailingSlash: 'same',
      lenientNumbers: true,
    });

    // Routes outside the spec: the hosted checkout behind every short_url, the image behind every QR code's image_url, the documents.
    const mounted: MountedRoutes[] = [
      checkoutRoutes(ctx, {
        onError: (error) => logger.error({ msg: 'checkout error', error: String(error) }),
        ...(requestLog ? { record: requestLog.recordCheckout } : {}),
      }),
      qrCodeImageRoutes(ctx, { onError: (error) => logger.error({ msg: 'QR code image error', error: String(error) }) }),
      // the interface itself: /openapi.yaml, /openapi.json, and the API reference at /docs
      docsRoutes(),
    ];
    // the dashboard at /dashboard (PAISA_DASHBOARD=off leaves it out): its actions are API calls through this gateway
    if (config.dashboard.enabled && SIGN_IN_OPERATION) {
      const signInOperation = SIGN_IN_OPERATION;
      mounted.push(
        dashboardRoutes(
          {
            store,
            clock,
            clocks,
            formKey: ctx.formKey,
            api: { gateway, keySecret: ctx.keySecret, ...(requestLog ? { markDashboard: requestLog.markDashboard } : {}) },
            sessions: {
              store,
              formKey: ctx.formKey,
              nowMs: () => clock.nowMs(),
              minutes: config.dashboard.sessionMinutes,
              secure: config.publicUrl.startsWith('https:'),
            },
            async signIn(keyId, keySecret, remoteAddress) {
              const { operationId, method, path, security } = signInOperation;
              const credentials = { scheme: 'basic' as const, keyId, keySecret };
              const auth = await authenticate(credentials, { operationId, method, path, security, remoteAddress, presented: [credentials] });
              return auth?.mode ?? null;
            },
            requestLog: requestLog !== undefined,
            publicUrl: () => ctx.publicUrl,
            onError: (error) => logger.error({ msg: 'dashboard error', error: String(error) }),
          },
          dashboardPages,
        ),
      );
    }

    // What time does (time-driven.ts), for both modes, periodically on the injected clock (sweeps.ts).
    const jobs: SweepJob[] = TIME_DRIVEN.map((job) => ({
      name: job.name,
      everySeconds: job.everySeconds,
      run: inBothModes(job, ctx),
    }));
    // spec createTestDataReset rule 5: a reset's rows are deleted here, off the request, paced
    jobs.push({ name: 'test-data-resets', everySeconds: 1, run: (pace) => runDueResets(ctx, pace) });
    // answers kept for Idempotency-Key are kept 24 hours (spec info.description, Idempotency)
    // keys that stopped working are listed 30 days, then deleted (spec listApiKeys rule 2)
    jobs.push({
      name: 'stopped-api-keys',
      everySeconds: 3600,
      run: () => deleteInPages(store, (tx, limit) => tx.apiKeys.sweepStopped(clock.now() - STOPPED_KEYS_KEPT_SECONDS, limit)),
    });
    jobs.push({ name: 'idempotency-keys', everySeconds: 3600, run: () => deleteInPages(store, (tx, limit) => tx.idempotentRequests.sweep(limit)) });
    // a bucket untouched for the window is full again: the same as no bucket
    if (store.failures)
      jobs.push({
        name: 'failure-buckets',
        everySeconds: FAILURE_WINDOW_SECONDS,
        run: () => deleteInPages(store, (tx, limit) => tx.failureBuckets.sweep(clock.nowMs() - FAILURE_WINDOW_SECONDS * 1000, limit)),
      });
    // events are kept 30 days (spec listEvents rule 3)
    jobs.push({
      name: 'events-retention',
      everySeconds: 3600,
      run: () => pruneEvents(store, clock.now() - EVENT_RETENTION_SECONDS),
    });
    if (requestLog) jobs.push({ name: 'request-log-retention', everySeconds: 300, run: () => requestLog.prune(Date.now()).then(() => undefined) });
    if (config.dashboard.enabled)
      jobs.push({
        name: 'dashboard-sessions',
        everySeconds: 3600,
        run: () => deleteInPages(store, (tx, limit) => tx.dashboardSessions.sweep(clock.nowMs(), limit)).then(() => undefined),
      });
    const sweeps = createSweeps({ clock, jobs, onError: (job, error) => logger.error({ msg: 'sweep failed', job, error: String(error) }) });

    const notificationWorker = createNotificationWorker({
      store,
      clock,
      smtpUrl: config.smtpUrl,
      pollIntervalMs: options.notificationPollMs,
      onOutcome: recordInvoiceNotification,
      onError: (error) => logger.error({ msg: 'notification worker error', error: String(error) }),
      // no recipient: an address or a phone number is the customer's, not the log's
      onAttemptFailed: (row, error, retry) =>
        logger[retry ? 'warn' : 'error']({
          msg: retry ? 'notification not sent, will retry' : 'notification given up',
          notification_id: row.id,
          entity_id: row.entity_id,
          channel: row.channel,
          attempts: row.attempts + 1,
          error,
        }),
    });

    let draining = false;

    function listener(req: IncomingMessage, res: ServerResponse): void {
      // RFC 9112 9.6: while draining, an answer ends its connection instead of keeping it alive
      if (draining) res.setHeader('connection', 'close');
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      const started = performance.now();
      // spec info.description, Request ids: every answer carries one, /health, the checkout, the
      // QR images, the documentation and the favicon included
      const requestId = newRequestId();
      res.setHeader(REQUEST_ID_HEADER, requestId);
      if (handleHealth(req, res, path)) {
        res.once('finish', () => logPlainRequest(logger, req.method ?? 'GET', HEALTH_PATH, res.statusCode, started, requestId));
        return;
      }
      if (handleFavicon(req, res, path)) return;
      for (const routes of mounted) {
        if (routes(req, res, path, q === -1 ? '' : url.slice(q + 1))) {
          res.once('finish', () =>
            logPlainRequest(logger, req.method ?? 'GET', `${path.split('/').slice(0, 2).join('/')}/…`, res.statusCode, started, requestId),
          );
          return;
        }
      }
      gateway(req, res);
    }

    let server: Server | undefined;
    let stopped: Promise<void> | undefined;

    async function stop(): Promise<void> {
      const drainMs = options.drainMs ?? 10_000;
      draining = true;
      if (server) await drain(server, drainMs);
      await webhooks.stop();
      // a message being sent is recorded before the store closes; the ones not yet due stay in
      // the notification log and go out after the next start
      await notificationWorker.stop();
      await sweeps.stop();
      // what the request log holds in memory is written before the store closes
      await requestLog?.writer.stop();
      if (ownsStore) await store.close();
    }

    return {
      ctx,
      listener,
      gateway,
      notBuilt: gateway.notBuilt,
      ...(created ? { initialKey: created } : {}),
      webhookWorker: webhooks,
      notificationWorker,
      sweeps,
      logger,
      ...(requestLog ? { requestLog } : {}),
      async start() {
        if (server) throw new Error('app already started');
        server = createServer(listener);
        server.on('clientError', gateway.clientError);
        const s = server;
        await new Promise<void>((resolve, reject) => {
          s.once('error', reject);
          s.listen(config.port, config.host, () => {
            s.off('error', reject);
            resolve();
          });
        });
        const { port } = s.address() as AddressInfo;
        listeningPort = port;
        const host = config.host.includes(':') ? `[${config.host}]` : config.host;
        const url = `http://${host}:${port}`;
        // PORT=0 (tests, bench): short_urls must carry the port the OS chose
        const publicUrl = new URL(ctx.publicUrl);
        if (publicUrl.port === '0') {
          publicUrl.port = String(port);
          ctx.publicUrl = publicUrl.toString().replace(/\/+$/, '');
        }
        webhooks.start();
        notificationWorker.start();
        sweeps.start();
        return { url };
      },
      stop() {
        stopped ??= stop();
        return stopped;
      },
    };
  } catch (error) {
    if (ownsStore) await store.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Graceful stop: stop accepting; for a short grace keep idle keep-alive connections open, so a
 * request a client sent on one at the moment of the signal is answered (with `Connection:
 * close`, RFC 9112 section 9.6) instead of meeting a reset; then close the idle ones, let
 * in-flight requests finish, and after `drainMs` cut what is left.
 */
async function drain(server: Server, drainMs: number): Promise<void> {
  const graceMs = Math.min(IDLE_GRACE_MS, drainMs);
  // Node's close() closes idle connections at once (lib/_http_server.js, httpServerPreClose)
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections = closeIdle;
  const graceOver = new Promise<'grace'>((resolve) => setTimeout(() => resolve('grace'), graceMs).unref());
  if ((await Promise.race([closed.then(() => 'closed' as const), graceOver])) === 'closed') return;
  closeIdle();
  const sweep = setInterval(closeIdle, 50);
  const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), drainMs - graceMs).unref());
  const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline]);
  clearInterval(sweep);
  if (outcome === 'timeout') {
    server.closeAllConnections();
    await closed;
  }
}
