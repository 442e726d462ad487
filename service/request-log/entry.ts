/**
 * One answered request as the request log keeps it (store/request-log.ts): where it went, how it
 * was answered, how long it took, its request id and idempotency key, who sent it (the API, the
 * dashboard on the user's behalf, or the hosted checkout), and its bodies with every secret and
 * card field redacted (security/redact.ts redactValue: the fields the JSON log never writes,
 * and card numbers in text masked) and cut at MAX_BODY characters. The ids of the objects it
 * concerned are read from its path and body and, for a write, the object its answer is (and the
payment it names), so a request is found by any of them.
 */
import { idPrefixes, resources } from '../../generated/server/index.js';
import { mayNeedRedaction, redactValue, scrubCardNumbers, scrubText } from '../security/redact.js';
import type { RequestLogEntry } from '../store/request-log.js';
import type { RequestLogTable } from '../store/schema.js';
import type { Mode } from '../store/store.js';

export type RequestSource = RequestLogTable['source'];

/** A kept body is cut at this many characters (a list's answer can be long; the log is for reading). */
export const MAX_BODY = 32 * 1024;
/** Objects remembered per request. */
const MAX_OBJECTS = 40;

/**
 * The ids of what has a page of its own (the stored kinds' prefixes, generated/server/registry.ts
 * `resources`, and events and webhook endpoints): prefix + 14 base62 characters. A line item's or
 * a card's id is not looked up on its own.
 */
const PREFIXES = [...new Set([...Object.values(resources).map((r) => r.idPrefix), idPrefixes.PaisaEventId, idPrefixes.WebhookEndpoint])];
const ID_PATTERN = new RegExp(`\\b(?:${PREFIXES.sort((a, b) => b.length - a.length).join('|')})[0-9A-Za-z]{14}\\b`, 'g');

/** `"id"` members naming an object of a stored kind: the answer's own and the objects it embeds (an invoice's customer), not ids it merely refers to. */
const OWN_ID = new RegExp(`"id":"((?:${PREFIXES.join('|')})[0-9A-Za-z]{14})"`, 'g');

/** The ids of objects named in these texts, first seen first, at most MAX_OBJECTS. */
export function objectIds(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(ID_PATTERN)) {
      found.add(match[0]);
      if (found.size >= MAX_OBJECTS) return [...found];
    }
  }
  return [...found];
}

/**
 * What an answer to a write is about: the objects it is (its `id` members of a stored kind, at
 * most 5: itself and what it embeds) and the payment it names (a refund's, a checkout's). Not
 * every id it mentions: an invoice also names its order, and an index entry for each would cost
 * every write more than finding those requests is worth.
 */
function answerIds(text: string | null): string | null {
  if (!text) return null;
  const own = [...text.matchAll(OWN_ID)].slice(0, 5).map((m) => m[1]);
  const payment = /"payment_id":"(pay_[0-9A-Za-z]{14})"/.exec(text)?.[1];
  return `${own.join(' ')} ${payment ?? ''}`;
}

function cut(text: string): string {
  return text.length > MAX_BODY ? `${text.slice(0, MAX_BODY)}…[cut at ${MAX_BODY} characters]` : text;
}

/** A parsed request body as kept: redacted JSON text; undefined -> null. */
export function keptRequestBody(body: unknown): string | null {
  if (body === undefined) return null;
  return cut(JSON.stringify(redactValue(body)) ?? 'null');
}

/** An answer's JSON text as kept: parsed, redacted and written again; text that is not JSON is scrubbed of card numbers. */
export function keptResponseBody(text: string | undefined): string | null {
  if (text === undefined || text === '') return null;
  // most answers hold no secret field and no card-number-like digits: kept as they are, not parsed and written again
  if (!mayNeedRedaction(text)) return cut(text);
  try {
    return cut(JSON.stringify(redactValue(JSON.parse(text))));
  } catch {
    return cut(scrubCardNumbers(text));
  }
}

export interface Answered {
  requestId: string;
  mode: Mode;
  startedAtMs: number;
  durationMs: number;
  method: string;
  /** path with its query string */
  path: string;
  operationId: string | null;
  status: number;
  source: RequestSource;
  keyId: string | null;
  idempotencyKey: string | undefined;
  requestBody: string | null;
  responseBody: string | null;
}

export function logEntry(a: Answered): RequestLogEntry {
  const row: RequestLogTable = {
    id: a.requestId,
    mode: a.mode,
    created_at_ms: Math.round(a.startedAtMs),
    duration_ms: Math.max(0, Math.round(a.durationMs)),
    method: a.method,
    path: scrubText(a.path).slice(0, 2048),
    operation_id: a.operationId,
    status: a.status,
    source: a.source,
    key_id: a.keyId,
    idempotency_key: a.idempotencyKey?.slice(0, 255) ?? null,
    request_body: a.requestBody,
    response_body: a.responseBody,
  };
  return { row, objects: objectIds(row.path, row.request_body, a.method === 'GET' ? null : answerIds(row.response_body)) };
}
