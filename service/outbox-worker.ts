/**
 * A delivery worker over one outbox table (store/lease-queue.ts): it polls, claims the due rows
 * with a lease, makes one attempt at each, and records the outcome in a transaction of its own:
 * done, retry later (backoff.ts), or given up once the caller's retry window has passed. Every
 * bit of state is in the table, so a restart resumes where it stopped, and several workers
 * (processes on one PostgreSQL, or stores on one SQLite file) share the work without handling a
 * row twice while its lease holds. The webhook and the notification workers are this loop with
 * their own delivery.
 */
import type { RetryDecision } from './backoff.js';
import type { Claimed } from './store/lease-queue.js';
import type { LeaseColumns } from './store/schema.js';
import type { Store, Tx } from './store/store.js';

/** An outbox row as a worker sees it: its lease state and when it was written. */
export type OutboxRow = LeaseColumns & { created_at: number };

/** The lease operations of a repository (OutboxRepository, NotificationRepository). */
export interface LeaseOps<R extends OutboxRow> {
  claimDue(limit: number, leaseMs: number): Promise<Claimed<R>[]>;
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
}

/** A failure may carry what was learnt about it too (the webhook worker's status and duration). */
export type AttemptOutcome<D> = { ok: true; value: D } | { ok: false; error: string; value?: D };

export interface OutboxWorkerOptions<R extends OutboxRow, D> {
  store: Store;
  queue(tx: Tx): LeaseOps<R>;
  /** before a poll's attempts start, with all its rows (to read what they need in one go) */
  beforeAttempts?(rows: Claimed<R>[]): Promise<void>;
  /** one attempt; never throws (a failure is an outcome) */
  attempt(row: Claimed<R>): Promise<AttemptOutcome<D>>;
  /** records success in `tx` (conditional on the claim token): false when the lease was lost */
  recordDone(tx: Tx, row: Claimed<R>, value: D): Promise<boolean>;
  /** runs in the transaction that recorded a terminal failure */
  afterFailed?(tx: Tx, row: Claimed<R>): Promise<void>;
  /** runs in the transaction that recorded any outcome (done, retry or given up), when the claim still held */
  afterAttempt?(tx: Tx, row: Claimed<R>, outcome: AttemptOutcome<D>): Promise<void>;
  /** after the failed attempt number `failedAttempts` (1 = the first), now: when to go again, if at all */
  nextAttempt(row: Claimed<R>, failedAttempts: number): RetryDecision;
  /** a lease that outlives one attempt with room to record its outcome */
  leaseMs: number;
  /** pause between polls when idle (default 1000 ms) */
  pollIntervalMs?: number;
  /** rows claimed per poll (default 10), attempted concurrently */
  batchSize?: number;
  /** a poll that failed (the store, not a delivery) */
  onError?: (error: unknown) => void;
  /** a failed attempt, recorded as a retry or (retry false) as given up */
  onAttemptFailed?: (row: Claimed<R>, error: string, retry: boolean) => void;
}

export interface OutboxRunResult {
  done: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** polls until stop(); idempotent */
  start(): void;
  /** stops polling and waits for the attempts in flight to be recorded */
  stop(): Promise<void>;
  /** polls now instead of at the next interval */
  wake(): void;
  /** one poll: claim the due rows, attempt each, record; for tests and for wake() */
  runOnce(): Promise<OutboxRunResult>;
}

export function createOutboxWorker<R extends OutboxRow, D>(options: OutboxWorkerOptions<R, D>): OutboxWorker {
  const { store } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();

  async function handle(row: Claimed<R>, result: OutboxRunResult): Promise<void> {
    const outcome = await options.attempt(row);
    if (outcome.ok) {
      await store.transaction(async (tx) => {
        if (await options.recordDone(tx, row, outcome.value)) await options.afterAttempt?.(tx, row, outcome);
      });
      result.done++;
      return;
    }
    const decision = options.nextAttempt(row, row.attempts + 1);
    if (decision.retry) {
      await store.transaction(async (tx) => {
        if (await options.queue(tx).markRetry(row.id, row.claim_token, decision.atMs, outcome.error)) await options.afterAttempt?.(tx, row, outcome);
      });
      result.retried++;
    } else {
      await store.transaction(async (tx) => {
        if (await options.queue(tx).markFailed(row.id, row.claim_token, outcome.error)) {
          await options.afterFailed?.(tx, row);
          await options.afterAttempt?.(tx, row, outcome);
        }
      });
      result.failed++;
    }
    options.onAttemptFailed?.(row, outcome.error, decision.retry);
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { done: 0, retried: 0, failed: 0 };
    const claimed = await store.transaction((tx) => options.queue(tx).claimDue(batchSize, options.leaseMs));
    if (claimed.length && options.beforeAttempts) await options.beforeAttempts(claimed);
    // every attempt is recorded (or has failed to be) before the poll ends, so stop() waits for all of them
    const settled = await Promise.allSettled(claimed.map((row) => handle(row, result)));
    const broken = settled.find((s) => s.status === 'rejected');
    if (broken) throw broken.reason;
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
      (r) => (busy = r.done + r.retried + r.failed >= batchSize),
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
