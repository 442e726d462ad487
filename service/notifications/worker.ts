/**
 * The notification worker: the outbox worker (service/outbox-worker.ts) over the notification
 * log (store/notifications.ts). Each due row is delivered (deliver.ts) and recorded sent with the
 * transport that carried it; a failed attempt is retried with the shared backoff
 * (service/backoff.ts) for 24 hours after the row was written, then recorded failed. The
 * webhook outbox keeps the same window: an operator learns one rule. `onOutcome` runs in the
 * transaction that records sent or failed, so whatever the message stands for (an invoice's
 * sms_status / email_status) changes together with the row.
 */
import { nextAttemptWithin } from '../backoff.js';
import type { Clock } from '../clock.js';
import { createOutboxWorker } from '../outbox-worker.js';
import type { NotificationRow } from '../store/notifications.js';
import type { Store, Tx } from '../store/store.js';
import { createDelivery, SMTP_LEASE_MS } from './deliver.js';

export const NOTIFICATION_RETRY_WINDOW_SECONDS = 24 * 60 * 60;

export type NotificationOutcome = 'sent' | 'failed';

export interface NotificationWorkerOptions {
  store: Store;
  clock: Clock;
  /** PAISA_SMTP_URL; without it e-mail, like every SMS, is delivered by its row in the log */
  smtpUrl?: string;
  /** From address for e-mail */
  from?: string;
  /** pause between polls when idle (default 1000 ms) */
  pollIntervalMs?: number;
  /** rows claimed per poll (default 10), delivered concurrently */
  batchSize?: number;
  random?: () => number;
  /** in the transaction that records the row sent or (terminally) failed */
  onOutcome?: (tx: Tx, row: NotificationRow, outcome: NotificationOutcome) => Promise<void>;
  /** a poll that failed (the store, not a delivery) */
  onError?: (error: unknown) => void;
  /** a failed attempt: retried later, or (retry false) given up */
  onAttemptFailed?: (row: NotificationRow, error: string, retry: boolean) => void;
}

export interface NotificationRunResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface NotificationWorker {
  /** polls until stop(); idempotent */
  start(): void;
  /** stops polling, waits for the deliveries in flight to be recorded, closes the SMTP transport */
  stop(): Promise<void>;
  /** polls now instead of at the next interval */
  wake(): void;
  /** one poll: claim the due rows, deliver, record; for tests */
  runOnce(): Promise<NotificationRunResult>;
}

export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { clock, onOutcome } = options;
  const delivery = createDelivery({ smtpUrl: options.smtpUrl, from: options.from });

  const worker = createOutboxWorker({
    store: options.store,
    queue: (tx) => tx.notifications,
    attempt: (row) => delivery.deliver(row),
    async recordDone(tx, row, transport) {
      if (!(await tx.notifications.markSent(row.id, row.claim_token, transport))) return false;
      await onOutcome?.(tx, row, 'sent');
      return true;
    },
    afterFailed: onOutcome && ((tx, row) => onOutcome(tx, row, 'failed')),
    nextAttempt: (row, failedAttempts) => nextAttemptWithin(NOTIFICATION_RETRY_WINDOW_SECONDS, row.created_at, failedAttempts, clock.nowMs(), options.random),
    leaseMs: SMTP_LEASE_MS,
    pollIntervalMs: options.pollIntervalMs,
    batchSize: options.batchSize,
    onError: options.onError,
    onAttemptFailed: options.onAttemptFailed,
  });

  return {
    start: worker.start,
    async stop() {
      await worker.stop();
      delivery.close();
    },
    wake: worker.wake,
    async runOnce() {
      const { done, retried, failed } = await worker.runOnce();
      return { sent: done, retried, failed };
    },
  };
}
