/**
 * Sending one request to the server under test: the URL from the target's base URL (which
 * stands for the document's server), the credentials the case's auth mode resolved to, JSON /
 * urlencoded / multipart bodies, redirects not followed (a 302 is an answer), a per-request
 * timeout, an optional pace (`--rate`), and 429 answered by waiting `Retry-After` (RFC 6585
 * section 4; RFC 9110 section 10.2.3) a bounded number of times. What was sent is kept with
 * the answer, for the failure's reproducer.
 */
import type { OperationModel } from '../generator/model/types.js';
import type { AuthMode, AuthParts, Credentials } from './credentials.js';

export interface Target {
  /** Where the document's server answers, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  /** The model's base path (`/v1`): stripped from baseUrl to find the origin of other servers (`/oauth`). */
  basePath: string;
  credentials: Credentials;
  timeoutMs?: number;
  /** At most this many requests a second (`--rate`). */
  rate?: number;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent; multipart bodies are described, not reproduced. */
  body?: string;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  headers: Headers;
  /** What was sent. */
  request: SentRequest;
  /** Milliseconds from sending to the whole body. */
  elapsedMs: number;
}

export interface WireRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: { contentType: string; value: unknown };
  auth: AuthMode;
}

const MAX_RATE_LIMIT_RETRIES = 5;

/** The origin the target's base URL stands on (the base path removed). */
export function targetOrigin(target: Pick<Target, 'baseUrl' | 'basePath'>): string {
  const base = target.baseUrl.replace(/\/+$/, '');
  return target.basePath && base.endsWith(target.basePath) ? base.slice(0, base.length - target.basePath.length) : base;
}

export function requestUrl(target: Target, op: OperationModel, path: Record<string, string>, query: Record<string, unknown>): string {
  const filled = op.fullPath.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const qs = search.toString();
  return `${targetOrigin(target)}${filled}${qs ? `?${qs}` : ''}`;
}

function encodeBody(op: OperationModel, body: NonNullable<WireRequest['body']>): { payload: string | FormData; type?: string; shown: string } {
  const value = body.value;
  if (body.contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (op.body?.fileFields.includes(key)) form.append(key, new Blob([String(v)], { type: 'application/pdf' }), 'evidence.pdf');
      // OpenAPI 3.1 section 4.8.15 (Encoding Object, `contentType`): an array is one part per
      // item, an object (or null) is an application/json part, a primitive a text/plain one
      else for (const item of Array.isArray(v) ? v : [v]) appendPart(form, key, item);
    }
    return { payload: form, shown: `(multipart/form-data: ${Object.keys((value ?? {}) as object).join(', ')})` };
  }
  if (body.contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    return { payload: form.toString(), type: body.contentType, shown: form.toString() };
  }
  if (/json/.test(body.contentType)) {
    const text = JSON.stringify(value);
    return { payload: text, type: body.contentType, shown: text };
  }
  // any other media type (application/octet-stream, image/png, text/plain, application/xml): the
  // value as the text it is, declared as the type the document names
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { payload: text, type: body.contentType, shown: text };
}

/** One multipart part: JSON (a part of its own, `application/json`) for an object, else the value's text. */
function appendPart(form: FormData, key: string, value: unknown): void {
  if (typeof value === 'object') form.append(key, new Blob([JSON.stringify(value)], { type: 'application/json' }));
  else form.append(key, String(value));
}

/** Spaces request starts at least `1000 / rate` ms apart, across every caller. */
export class Pace {
  private next = 0;
  constructor(private readonly rate: number | undefined) {}
  async wait(): Promise<void> {
    if (!this.rate || this.rate <= 0) return;
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.rate;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

export async function send(target: Target, op: OperationModel, request: WireRequest, auth: AuthParts, pace?: Pace): Promise<Answer> {
  const url = new URL(requestUrl(target, op, request.path, request.query));
  for (const [key, value] of Object.entries(auth.query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json', ...auth.headers, ...request.headers };
  const cookies = Object.entries(auth.cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  if (cookies.length) headers.cookie = cookies.join('; ');
  let payload: string | FormData | undefined;
  let shown: string | undefined;
  if (request.body) {
    const encoded = encodeBody(op, request.body);
    payload = encoded.payload;
    shown = encoded.shown;
    if (encoded.type) headers['content-type'] = encoded.type;
  }
  const sent: SentRequest = { method: op.method.toUpperCase(), url: url.href, headers, ...(shown !== undefined ? { body: shown } : {}) };
  for (let attempt = 0; ; attempt++) {
    await pace?.wait();
    const started = performance.now();
    const res = await fetch(url, {
      method: sent.method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    // a wrong credential's 429 is the server throttling guesses: an answer to judge, not a rate limit to wait out
    if (res.status === 429 && request.auth !== 'wrong' && attempt < MAX_RATE_LIMIT_RETRIES) {
      const seconds = Math.min(5, Math.max(0.2, Number(res.headers.get('retry-after')) || 1));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text (documents, HTML, redirects)
    }
    return { status: res.status, body, headers: res.headers, request: sent, elapsedMs: performance.now() - started };
  }
}
