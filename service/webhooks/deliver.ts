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
  /** headers beside the signed ones (a test delivery's `X-Paisa-Test`, spec sendTestWebhook rule 1) */
  extraHeaders?: Readonly<Record<string, string>>;
  /** read up to this many bytes of the answer into `answer` (spec sendTestWebhook rule 7); default none */
  answerBytes?: number;
}

/** What an attempt sent and, when asked for, the start of what came back. */
export interface DeliveryDetail {
  /** the signature headers sent, by name */
  signatures: { [SIGNATURE_HEADER]: string; [TIMESTAMPED_SIGNATURE_HEADER]: string };
  /** every header sent, by name (spec WebhookAttempt request_headers) */
  headers: Record<string, string>;
  /** the first `answerBytes` bytes of the answer; undefined when not asked for or no answer came */
  answer?: { bytes: Uint8Array; truncated: boolean };
}

/** `status` is null when no answer came; `durationMs` from sending to the answer or to giving up. */
export type DeliveryOutcome = ({ ok: true; status: number; durationMs: number } | { ok: false; status: number | null; durationMs: number; error: string }) &
  DeliveryDetail;

export const SIGNATURE_HEADER = 'X-Paisa-Signature';
export const TIMESTAMPED_SIGNATURE_HEADER = 'X-Paisa-Webhook-Signature';
export const EVENT_ID_HEADER = 'X-Paisa-Event-Id';

/** At most `limit` bytes of a body, then the rest is released unread (a test delivery's answer excerpt). */
async function readStart(body: ReadableStream<Uint8Array> | null, limit: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let truncated = false;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  if (length > limit) truncated = true;
  else if (length === limit) truncated = !(await reader.read()).done;
  await reader.cancel().catch(() => undefined);
  const all = Buffer.concat(chunks);
  return { bytes: all.subarray(0, Math.min(limit, all.byteLength)), truncated };
}

export async function deliverEvent(target: DeliveryTarget, eventId: string, body: string): Promise<DeliveryOutcome> {
  const doFetch = target.fetch ?? fetch;
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const signatures = {
    // room for one signature: the newest secret's (spec rotateWebhookSecret)
    [SIGNATURE_HEADER]: target.sign(target.secrets[0], body),
    // signed anew at each attempt: a receiver refuses one replayed later (spec tag webhooks)
    [TIMESTAMPED_SIGNATURE_HEADER]: target.signTimestamped(target.secrets, body, target.now()),
  };
  const headers: Record<string, string> = {
    ...target.extraHeaders,
    'Content-Type': 'application/json',
    'User-Agent': 'Paisa-Webhooks/1',
    ...signatures,
    [EVENT_ID_HEADER]: eventId,
  };
  try {
    const response = await doFetch(target.url, {
      method: 'POST',
      body,
      headers,
      // a redirect is not an acknowledgement, and following it could send the event elsewhere
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const durationMs = took();
    // only the status acknowledges; the start of the answer is read when asked for (kept with the
    // attempt, shown by a test delivery), still within the timeout's signal, and the rest released unread
    const answer = target.answerBytes === undefined ? undefined : await readStart(response.body, target.answerBytes).catch(() => undefined);
    if (answer === undefined) await response.body?.cancel().catch(() => undefined);
    const detail: DeliveryDetail = answer === undefined ? { signatures, headers } : { signatures, headers, answer };
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, durationMs, ...detail };
    return { ok: false, status: response.status, durationMs, error: `HTTP ${response.status}`, ...detail };
  } catch (error) {
    const durationMs = took();
    const name = (error as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ok: false, status: null, durationMs, error: `no response within ${target.timeoutMs} ms`, signatures, headers };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      ok: false,
      status: null,
      durationMs,
      error: scrubText(cause?.code ?? cause?.message ?? (error as Error).message ?? String(error)),
      signatures,
      headers,
    };
  }
}
