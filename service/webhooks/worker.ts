/**
 * The webhook delivery worker: the outbox worker (service/outbox-worker.ts) over the deliveries
 * (store/webhook-deliveries.ts: one per event and endpoint), delivering each by HTTP
 * (deliver.ts) to its endpoint's URL, signed with the endpoint's secrets (secrets.ts), and
 * retrying with backoff for 24 hours (backoff.ts) before it gives the delivery up.
 *
 * Every attempt is recorded, in the transaction of its outcome, as a row of webhook_attempts
 * (spec listEventAttempts), and moves its endpoint's failure state: a success ends a failing
 * period; a failure starts one, and 24 hours of it on the mode's clock disables the endpoint
 * and queues an e-mail to its alert address (spec createWebhook rule 4).
 */
import type { Clock } from '../clock.js';
import { createOutboxWorker } from '../outbox-worker.js';
import { scrubCardNumbers } from '../security/redact.js';
import type { SecretBox } from '../security/secret-box.js';
import type { OutboxRow } from '../store/outbox.js';
import type { Mode, Store, Tx } from '../store/store.js';
import type { ClaimedDelivery } from '../store/webhook-deliveries.js';
import type { WebhookEndpointRow } from '../store/webhook-endpoints.js';
import { disabledAlert } from './alert.js';
import { DELIVERY_TIMEOUT_MS, nextAttempt, RETRY_WINDOW_SECONDS } from './backoff.js';
import { type DeliveryOutcome, deliverEvent, type TimestampedWebhookSigner, type WebhookSigner } from './deliver.js';
import { signingSecrets } from './secrets.js';

export interface WebhookWorkerOptions {
  store: Store;
  /** opens the endpoints' sealed secrets */
  box: SecretBox;
  /** PAISA_WEBHOOK_SECRET: signs for the endpoint made from PAISA_WEBHOOK_URL */
  environmentSecret?: string;
  sign: WebhookSigner;
  signTimestamped: TimestampedWebhookSigner;
  /** real time: leases, backoff, the signatures' `t` */
  clock: Clock;
  /** each mode's clock (test mode's moves with advanceTestClock): failing periods, rotation overlaps; default `clock` */
  clockOf?: (mode: Mode) => Clock;
  /** pause between polls when idle (default 1000 ms) */
  pollIntervalMs?: number;
  /** per delivery (default 5000 ms) */
  timeoutMs?: number;
  /** rows claimed per poll (default 10), delivered concurrently */
  batchSize?: number;
  random?: () => number;
  fetch?: typeof fetch;
  /** test mode's switches (spec createTestSwitch rule 3): an attempt one is used up on is answered by it, not sent */
  switches?: DeliverySwitches;
  onError?: (error: unknown) => void;
}

/**
 * Test mode's webhook switches, handed in by the composition root: `use` takes one use of the
 * endpoint's switch, if it has one, and answers its id and the status to record.
 */
export interface DeliverySwitches {
  use(mode: Mode, endpointId: string): Promise<{ id: string; status: number } | undefined>;
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

/** What an attempt keeps beside its outcome: the headers sent and the start of the answer (spec WebhookAttempt). */
type Attempt = { status: number | null; durationMs: number; startedAtMs: number; headers?: Record<string, string>; answer?: string };

/** Bytes of an endpoint's answer kept with the attempt (spec WebhookAttempt response_body). */
const ANSWER_BYTES = 1024;

export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { clock, store } = options;
  const clockOf = options.clockOf ?? (() => clock);
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  // a poll's events and endpoints, read in one transaction before its deliveries start, so they
  // start in the order they were claimed (the oldest due first) and cost one read, not one each
  // (by claim token: each claim is attempted once, and a poll run beside another keeps its own)
  const loaded = new Map<string, { event?: OutboxRow; endpoint?: WebhookEndpointRow }>();
  async function load(deliveries: ClaimedDelivery[]): Promise<void> {
    const [eventRows, endpointRows] = await store.transaction(
      async (tx) =>
        [
          await tx.outbox.getMany([...new Set(deliveries.map((d) => d.event_id))]),
          await tx.webhookEndpoints.byIds([...new Set(deliveries.map((d) => d.endpoint_id))]),
        ] as const,
      { readOnly: true },
    );
    const events = new Map(eventRows.map((row) => [row.id, row]));
    const endpoints = new Map(endpointRows.map((row) => [row.id, row]));
    for (const d of deliveries) loaded.set(d.claim_token, { event: events.get(d.event_id), endpoint: endpoints.get(d.endpoint_id) });
  }

  async function attempt(
    delivery: ClaimedDelivery,
  ): Promise<
    Pick<DeliveryOutcome, 'ok' | 'status' | 'durationMs'> & Partial<Pick<DeliveryOutcome, 'headers' | 'answer'>> & { error?: string; startedAtMs: number }
  > {
    const startedAtMs = clock.nowMs();
    const found = loaded.get(delivery.claim_token) ?? {};
    loaded.delete(delivery.claim_token);
    // deleted meanwhile (its endpoint, or the event by the retention sweep): the delivery row went with it
    if (!found.event || !found.endpoint) return { ok: false, status: null, durationMs: 0, error: 'endpoint or event deleted', startedAtMs };
    // spec createTestSwitch rule 3: not sent; recorded as the failure the switch says, retried as any
    const switched = await options.switches?.use(delivery.mode, delivery.endpoint_id);
    if (switched)
      return { ok: false, status: switched.status, durationMs: 0, error: `HTTP ${switched.status} from test switch ${switched.id} (not sent)`, startedAtMs };
    const secrets = signingSecrets(found.endpoint, { box: options.box, environmentSecret: options.environmentSecret, now: clockOf(delivery.mode).now() });
    if (!secrets) return { ok: false, status: null, durationMs: 0, error: 'no signing secret for this endpoint in this process', startedAtMs };
    const outcome = await deliverEvent(
      {
        url: found.endpoint.url,
        secrets,
        sign: options.sign,
        signTimestamped: options.signTimestamped,
        now: () => clock.now(),
        timeoutMs,
        fetch: options.fetch,
        answerBytes: ANSWER_BYTES,
      },
      delivery.event_id,
      found.event.payload,
    );
    return { ...outcome, startedAtMs };
  }

  async function recordAttempt(tx: Tx, delivery: ClaimedDelivery, ok: boolean, value: Attempt | undefined, error: string | undefined): Promise<void> {
    await tx.webhookDeliveries.addAttempt({
      event_id: delivery.event_id,
      endpoint_id: delivery.endpoint_id,
      mode: delivery.mode,
      attempted_at_ms: value?.startedAtMs ?? clock.nowMs(),
      duration_ms: value?.durationMs ?? 0,
      status_code: value?.status ?? null,
      outcome: ok ? 'delivered' : 'failed',
      error: ok ? null : (error ?? 'failed'),
      request_headers: JSON.stringify(value?.headers ?? {}),
      response_body: value?.answer ?? null,
    });
    const endpoints = tx.webhookEndpoints;
    if (ok) {
      await endpoints.markSucceeding(delivery.endpoint_id);
      return;
    }
    const now = clockOf(delivery.mode).now();
    await endpoints.markFailing(delivery.endpoint_id, now);
    // the conditional update lets one worker disable it, so the alert goes once
    if (await endpoints.disableIfFailingSince(delivery.endpoint_id, now - RETRY_WINDOW_SECONDS, now)) {
      const endpoint = await endpoints.byId(delivery.endpoint_id);
      if (endpoint?.alert_email) await tx.notifications.add(delivery.mode, disabledAlert(endpoint));
    }
  }

  const worker = createOutboxWorker<ClaimedDelivery, Attempt>({
    store,
    queue: (tx) => tx.webhookDeliveries,
    beforeAttempts: load,
    async attempt(delivery) {
      const outcome = await attempt(delivery);
      const value: Attempt = {
        status: outcome.status,
        durationMs: outcome.durationMs,
        startedAtMs: outcome.startedAtMs,
        ...(outcome.headers ? { headers: outcome.headers } : {}),
        // text, a card number in it masked: nothing of an answer is trusted to be safe to keep
        ...(outcome.answer ? { answer: scrubCardNumbers(Buffer.from(outcome.answer.bytes).toString('utf8')) } : {}),
      };
      return outcome.ok ? { ok: true, value } : { ok: false, error: outcome.error ?? 'failed', value };
    },
    recordDone: (tx, delivery) => tx.webhookDeliveries.markDelivered(delivery.id, delivery.claim_token),
    afterAttempt: (tx, delivery, outcome) => recordAttempt(tx, delivery, outcome.ok, outcome.value, outcome.ok ? undefined : outcome.error),
    nextAttempt: (delivery, failedAttempts) => nextAttempt(delivery.created_at, failedAttempts, clock.nowMs(), options.random),
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
