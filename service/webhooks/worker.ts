/**
 * The webhook delivery worker: the outbox worker (service/outbox-worker.ts) over the webhook
 * outbox (store/outbox.ts), delivering each event by HTTP (deliver.ts) and retrying with backoff
 * for 24 hours (backoff.ts) before it marks the event failed.
 */
import type { Clock } from '../clock.js';
import { createOutboxWorker } from '../outbox-worker.js';
import type { Store } from '../store/store.js';
import { DELIVERY_TIMEOUT_MS, nextAttempt } from './backoff.js';
import { deliverEvent, type TimestampedWebhookSigner, type WebhookSigner } from './deliver.js';

export interface WebhookWorkerOptions {
  store: Store;
  url: string;
  secret: string;
  sign: WebhookSigner;
  signTimestamped: TimestampedWebhookSigner;
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
  const { clock } = options;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const target = {
    url: options.url,
    secret: options.secret,
    sign: options.sign,
    signTimestamped: options.signTimestamped,
    now: () => clock.now(),
    timeoutMs,
    fetch: options.fetch,
  };

  const worker = createOutboxWorker({
    store: options.store,
    queue: (tx) => tx.outbox,
    async attempt(event) {
      const outcome = await deliverEvent(target, event.id, event.payload);
      return outcome.ok ? { ok: true, value: outcome.status } : outcome;
    },
    recordDone: (tx, event) => tx.outbox.markDelivered(event.id, event.claim_token),
    nextAttempt: (event, failedAttempts) => nextAttempt(event.created_at, failedAttempts, clock.nowMs(), options.random),
    // the lease outlives the delivery timeout with room to record the outcome
    leaseMs: timeoutMs + 30_000,
    pollIntervalMs: options.pollIntervalMs,
    batchSize: options.batchSize,
    onError: options.onError,
  });

  return {
    start: worker.start,
    stop: worker.stop,
    wake: worker.wake,
    async runOnce() {
      const { done, retried, failed } = await worker.runOnce();
      return { delivered: done, retried, failed };
    },
  };
}
