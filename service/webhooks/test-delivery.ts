/**
 * A test delivery (spec sendTestWebhook): one event of the caller's choosing, in the envelope
 * every delivery has (spec EventEnvelope, as events.ts builds it), signed and sent by the same
 * sender as the worker's deliveries (deliver.ts, secrets.ts), once, now, and answered with what
 * the endpoint said. It writes nothing: no outbox row, no delivery, no attempt, no endpoint
 * failure state (sendTestWebhook rule 3), so the caller reads the endpoint and needs no
 * transaction around the send.
 */
import { idPrefixes, webhookEvents } from '../../generated/server/index.js';
import type { TestWebhookDelivery } from '../../generated/types/index.js';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { SecretBox } from '../security/secret-box.js';
import type { WebhookEndpointRow } from '../store/webhook-endpoints.js';
import { DELIVERY_TIMEOUT_MS } from './backoff.js';
import { deliverEvent, SIGNATURE_HEADER, TIMESTAMPED_SIGNATURE_HEADER, type TimestampedWebhookSigner, type WebhookSigner } from './deliver.js';
import { signingSecrets } from './secrets.js';

/** Marks a test delivery; no real delivery carries it (spec sendTestWebhook rule 1). */
export const TEST_HEADER = 'X-Paisa-Test';
/** How much of the endpoint's answer is kept (spec sendTestWebhook rule 7, TestWebhookDelivery.response_body). */
export const ANSWER_EXCERPT_BYTES = 1024;

/** What signs and sends: the worker's own edges (service/app.ts hands both the same). */
export interface TestSenderOptions {
  box: SecretBox;
  environmentSecret?: string;
  sign: WebhookSigner;
  signTimestamped: TimestampedWebhookSigner;
  /** real time: the timestamped signature's `t`, as the worker's */
  clock: Clock;
  /** default the worker's, 5000 ms (spec tag webhooks) */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface TestEvent {
  event: string;
  /** the envelope's `payload`; undefined: the document's example of `event` */
  payload?: Record<string, unknown>;
  accountId: string;
  /** test mode's clock, Unix seconds: the envelope's `created_at` */
  now: number;
}

export type TestSender = (endpoint: WebhookEndpointRow, test: TestEvent) => Promise<TestWebhookDelivery>;

const examples = new Map(webhookEvents.map((e) => [e.name as string, e.examplePayload]));

/** The document's example payload of an event (generated from its `webhooks` entry), `{}` when it has none. */
export function examplePayload(event: string): Record<string, unknown> {
  return structuredClone(examples.get(event) ?? {}) as Record<string, unknown>;
}

/** U+FFFD for what is not UTF-8 (and for U+0000, which no string of the API carries: spec/README.md). */
function excerpt(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replaceAll('\u0000', '\uFFFD');
}

export function createTestSender(options: TestSenderOptions): TestSender {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return async (endpoint, test) => {
    const payload = test.payload ?? examplePayload(test.event);
    const envelope = { entity: 'event', account_id: test.accountId, event: test.event, contains: Object.keys(payload), payload, created_at: test.now };
    const body = JSON.stringify(envelope);
    const eventId = newId(idPrefixes.PaisaEventId);
    const base = {
      entity: 'test_webhook_delivery' as const,
      webhook_id: endpoint.id,
      event_id: eventId,
      event: test.event,
      url: endpoint.url,
      created_at: test.now,
    };
    // the mode's clock for the rotation overlap, as the worker does (secrets.ts)
    const secrets = signingSecrets(endpoint, { box: options.box, environmentSecret: options.environmentSecret, now: test.now });
    // nothing is sent unsigned: the worker gives up the same way (worker.ts)
    if (!secrets) {
      const error = 'no signing secret for this endpoint in this process';
      return { ...base, status: null, error, duration_ms: 0, response_body: '', response_truncated: false, signature: null, webhook_signature: null };
    }
    const outcome = await deliverEvent(
      {
        url: endpoint.url,
        secrets,
        sign: options.sign,
        signTimestamped: options.signTimestamped,
        now: () => options.clock.now(),
        timeoutMs,
        extraHeaders: { [TEST_HEADER]: 'true' },
        answerBytes: ANSWER_EXCERPT_BYTES,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
      eventId,
      body,
    );
    return {
      ...base,
      status: outcome.status,
      error: outcome.ok ? null : outcome.error,
      duration_ms: outcome.durationMs,
      response_body: outcome.answer ? excerpt(outcome.answer.bytes) : '',
      response_truncated: outcome.answer?.truncated ?? false,
      signature: outcome.signatures[SIGNATURE_HEADER],
      webhook_signature: outcome.signatures[TIMESTAMPED_SIGNATURE_HEADER],
    };
  };
}
