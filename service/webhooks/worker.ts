/**
 * The webhook delivery worker: claims due outbox rows (store/outbox.ts), delivers each
 * (deliver.ts), and records the outcome: delivered, retry later (backoff.ts) or failed after
 * 24 hours. Every bit of state is in the table, so a restart resumes where it stopped, and
 * several workers (processes on one PostgreSQL, or stores on one SQLite file) share the work
 * without delivering a row twice while its lease holds.
 */
import type { Clock } from '../clock.js';
import type { ClaimedEvent } from '../store/outbox.js';
import type { Store } from '../store/store.js';
import { DELIVERY_TIMEOUT_MS, nextAttempt } from './backoff.js';
import { deliverEvent, type WebhookSigner } from './deliver.js';

export interface WebhookWorkerOptions {
  store: Store;
  url: string;
  secret: string;
  sign: WebhookSigner;
  clock: Clock;
  /** pause between polls when idle (default 1000 ms) */
  pollIntervalMs?: number;
  /** per delivery (default 5000 ms) */
  timeoutMs?: number;
  /** rows claimed per poll (default 10), delivered concurrently */
  batchSize?: number;
  random?: () => number;
  fetch?: typeof fetch;
  onError?: (error: unknown) => void;
}

export interface RunResult {
  delivered: number;
  retried: number;
  failed: number;
}

export interface WebhookWorker {
  /** polls until stop(); idempotent */
  start(): void;
  /** stops polling and waits for the delivery in flight to be recorded */
  stop(): Promise<void>;
  /** polls now instead of at the next interval (call after committing events) */
  wake(): void;
  /** one poll: claim the due rows, deliver, record; for tests and for wake() */
  runOnce(): Promise<RunResult>;
}

export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { store, clock } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const batchSize = options.batchSize ?? 10;
  // the lease outlives the delivery timeout with room to record the outcome
  const leaseMs = timeoutMs + 30_000;
  const target = { url: options.url, secret: options.secret, sign: options.sign, timeoutMs, fetch: options.fetch };

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();

  async function handle(event: ClaimedEvent, result: RunResult): Promise<void> {
    const outcome = await deliverEvent(target, event.id, event.payload);
    if (outcome.ok) {
      await store.transaction((tx) => tx.outbox.markDelivered(event.id, event.claim_token));
      result.delivered++;
      return;
    }
    const decision = nextAttempt(event.created_at, event.attempts + 1, clock.nowMs(), options.random);
    if (decision.retry) {
      await store.transaction((tx) => tx.outbox.markRetry(event.id, event.claim_token, decision.atMs, outcome.error));
      result.retried++;
    } else {
      await store.transaction((tx) => tx.outbox.markFailed(event.id, event.claim_token, outcome.error));
      result.failed++;
    }
  }

  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { delivered: 0, retried: 0, failed: 0 };
    const claimed = await store.transaction((tx) => tx.outbox.claimDue(batchSize, leaseMs));
    await Promise.all(claimed.map((event) => handle(event, result)));
    return result;
  }

  let ticking = false;
  let wokenDuringTick = false;

  async function tick(): Promise<void> {
    timer = undefined;
    if (!running) return;
    // one poll at a time: a wake() during a poll asks for another right after it
    if (ticking) {
      wokenDuringTick = true;
      return;
    }
    ticking = true;
    let busy = false;
    const run = runOnce().then(
      (r) => (busy = r.delivered + r.retried + r.failed >= batchSize),
      (error) => options.onError?.(error),
    );
    inFlight = run;
    await run;
    ticking = false;
    // a full batch suggests more are due: go again at once rather than after the interval
    const again = busy || wokenDuringTick;
    wokenDuringTick = false;
    if (running) schedule(again ? 0 : pollIntervalMs);
  }

  function schedule(delayMs: number): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    wake() {
      if (running) schedule(0);
    },
    runOnce,
  };
}
