/**
 * One HTTP delivery of one event: POST the stored bytes as they are (the signature covers the
 * raw body, so it must not be re-serialised), with the signature and event id headers.
 * Any 2xx is success; anything else, a network error or no answer within the timeout is a
 * failure to retry (spec tag `webhooks`: "any 2xx within 5 seconds acknowledges";
 * https://razorpay.com/docs/webhooks/best-practices).
 */
import { scrubText } from '../security/redact.js';

/** `(secret, rawBody) -> hex HMAC-SHA256`; the generated `signWebhook` is passed in by main. */
export type WebhookSigner = (secret: string, body: string) => string;
/** `(secrets, rawBody, unix seconds) -> "t=...,v1=...[,v1=...]"`; the generated `signWebhookTimestamped`. */
export type TimestampedWebhookSigner = (secret: readonly string[], body: string, timestamp: number) => string;

export interface DeliveryTarget {
  url: string;
  /** the endpoint's secret, then the one a rotation retired while it still signs (spec rotateWebhookSecret) */
  secrets: readonly [string, ...string[]];
  sign: WebhookSigner;
  signTimestamped: TimestampedWebhookSigner;
  /** now, Unix seconds: the `t` of each attempt's timestamped signature */
  now: () => number;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** `status` is null when no answer came; `durationMs` from sending to the answer or to giving up. */
export type DeliveryOutcome = { ok: true; status: number; durationMs: number } | { ok: false; status: number | null; durationMs: number; error: string };

export const SIGNATURE_HEADER = 'X-Paisa-Signature';
export const TIMESTAMPED_SIGNATURE_HEADER = 'X-Paisa-Webhook-Signature';
export const EVENT_ID_HEADER = 'X-Paisa-Event-Id';

export async function deliverEvent(target: DeliveryTarget, eventId: string, body: string): Promise<DeliveryOutcome> {
  const doFetch = target.fetch ?? fetch;
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await doFetch(target.url, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Paisa-Webhooks/1',
        // room for one signature: the newest secret's (spec rotateWebhookSecret)
        [SIGNATURE_HEADER]: target.sign(target.secrets[0], body),
        // signed anew at each attempt: a receiver refuses one replayed later (spec tag webhooks)
        [TIMESTAMPED_SIGNATURE_HEADER]: target.signTimestamped(target.secrets, body, target.now()),
        [EVENT_ID_HEADER]: eventId,
      },
      // a redirect is not an acknowledgement, and following it could send the event elsewhere
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    // release the connection; the receiver's answer carries no meaning beyond its status
    await response.body?.cancel().catch(() => undefined);
    const durationMs = took();
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, durationMs };
    return { ok: false, status: response.status, durationMs, error: `HTTP ${response.status}` };
  } catch (error) {
    const durationMs = took();
    const name = (error as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, status: null, durationMs, error: `no response within ${target.timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, status: null, durationMs, error: scrubText(cause?.code ?? cause?.message ?? (error as Error).message ?? String(error)) };
  }
}
