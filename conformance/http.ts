/**
 * Sending one request to the server under test: URL from the spec's `{base_url}` (spec
 * `servers`: the base URL ends in /v1), credentials per case, JSON / urlencoded / multipart
 * bodies, redirects not followed (a 302 is an answer), a per-request timeout, and 429 answered
 * by waiting `Retry-After` (spec x-errors too_many_requests; RFC 6585 4), a bounded number of
 * times.
 */
import type { OperationModel } from '../generator/model/types.js';
import type { AuthMode } from './types.js';

export interface Target {
  /** The server's `{base_url}`, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  /** The model's base path (`/v1`): stripped from baseUrl to find the origin of other servers (`/oauth`). */
  basePath: string;
  keyId: string;
  keySecret: string;
  bearer?: string;
  timeoutMs?: number;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  headers: Headers;
}

export interface WireRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: { contentType: string; value: unknown };
  auth: AuthMode;
}

const MAX_RATE_LIMIT_RETRIES = 5;

export function requestUrl(target: Target, op: OperationModel, path: Record<string, string>, query: Record<string, unknown>): string {
  const base = target.baseUrl.replace(/\/+$/, '');
  const origin = base.endsWith(target.basePath) ? base.slice(0, base.length - target.basePath.length) : base;
  const filled = op.fullPath.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const qs = search.toString();
  return `${origin}${filled}${qs ? `?${qs}` : ''}`;
}

function authorization(target: Target, mode: AuthMode): string | undefined {
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  if (mode === 'basic') return basic(target.keyId, target.keySecret);
  if (mode === 'wrong-secret') return basic(target.keyId, `${target.keySecret}x`);
  if (mode === 'bearer') return target.bearer ? `Bearer ${target.bearer}` : undefined;
  return undefined;
}

function encodeBody(op: OperationModel, body: NonNullable<WireRequest['body']>): { payload: string | FormData; type?: string } {
  const value = body.value;
  if (body.contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (op.body?.fileFields.includes(key)) form.append(key, new Blob([String(v)], { type: 'application/pdf' }), 'evidence.pdf');
      else form.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    return { payload: form };
  }
  if (body.contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    return { payload: form.toString(), type: body.contentType };
  }
  return { payload: JSON.stringify(value), type: 'application/json' };
}

export async function send(target: Target, op: OperationModel, request: WireRequest): Promise<Answer> {
  const url = requestUrl(target, op, request.path, request.query);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const auth = authorization(target, request.auth);
  if (auth) headers.authorization = auth;
  let payload: string | FormData | undefined;
  if (request.body) {
    const encoded = encodeBody(op, request.body);
    payload = encoded.payload;
    if (encoded.type) headers['content-type'] = encoded.type;
  }
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      method: op.method.toUpperCase(),
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    // a wrong secret's 429 is the server throttling guesses (spec info.description, Failed
    // authentication): an answer to judge, not a rate limit to wait out
    if (res.status === 429 && request.auth !== 'wrong-secret' && attempt < MAX_RATE_LIMIT_RETRIES) {
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
    return { status: res.status, body, headers: res.headers };
  }
}
