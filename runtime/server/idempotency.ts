/**
 * Idempotency keys for the operations that declare the `Idempotency-Key` header (spec
 * info.description, Idempotency; the approach of
 * https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/ and Stripe's):
 * the runtime fingerprints the request, asks the service's store to claim the key, answers a
 * replay or a conflict without calling the handler, and hands the store the first success to
 * keep. Where the keys live, how long, and whose they are (the service's: per mode) is the
 * store's business.
 */
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a replayed answer (Stripe's name). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** What claiming a key found. */
export type IdempotencyClaim =
  /** the key is this request's now: run it */
  | { kind: 'new' }
  /** the key answered this same request before: send that answer again */
  | { kind: 'replay'; status: number; body: string }
  /** the key was used with another request */
  | { kind: 'other_request' }
  /** a request with the key is still running */
  | { kind: 'in_use' };

export interface IdempotencyStore<Auth> {
  claim(auth: Auth, key: string, fingerprint: string): Promise<IdempotencyClaim>;
  /** The request's success to keep for replays; or null: it was refused and the key is free again. */
  settle(auth: Auth, key: string, answer: { status: number; body: string } | null): Promise<void>;
}

/** Buffers (uploaded files) as their digest, objects with sorted keys: equal requests, equal text. */
function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = canonical((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** What makes two requests "the same request": operation, path parameters, query and body, as parsed. */
export function requestFingerprint(operationId: string, params: unknown, query: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operationId, canonical(params), canonical(query), canonical(body) ?? null]))
    .digest('base64url');
}
