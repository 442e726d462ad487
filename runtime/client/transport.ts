/**
 * The client's transport: URL building, auth headers, body encoding, retries and errors.
 * Zero runtime dependencies: only the platform's `fetch`, `FormData`, `Blob`, `URL` and
 * `AbortSignal` (Node 20+ and browsers). generated/client holds one OperationDef per
 * operation and calls `call` with it.
 */
import { base64, encodeBody, encodeQuery } from './encoding.js';
import { PaisaApiError } from './errors.js';
import type { OperationDef } from './operation.js';
import { backoff, DEFAULT_RETRY, type RetryOptions, retryAfterMs, sleep, withTimeout } from './retry.js';

export type ClientAuth =
  /** HTTP Basic with the key pair (RFC 7617). */
  | { keyId: string; keySecret: string }
  /** OAuth 2.0 access token (RFC 6750), or a function returning the current one. */
  | { bearer: string | (() => string | Promise<string>) };

export interface ClientOptions {
  /** The `{base_url}`, e.g. `http://127.0.0.1:8080/v1` (default: the spec's server). */
  baseUrl?: string;
  auth: ClientAuth;
  fetch?: typeof fetch;
  retry?: Partial<RetryOptions>;
  /** Per attempt (default 30000 ms). */
  timeoutMs?: number;
  /** Sent with every request (a User-Agent, an idempotency header...). */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export type { FilePart, OperationDef, WithFileParts } from './operation.js';

/** The answer of an operation whose success is a redirect (3xx). */
export interface RedirectResult {
  status: number;
  location: string | null;
}

export interface Transport {
  call(op: OperationDef, pathValues: readonly unknown[], query: unknown, body: unknown, options?: RequestOptions): Promise<unknown>;
}

export function createTransport(options: ClientOptions, spec: { serverUrl: string; basePath: string }): Transport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const base = (options.baseUrl ?? spec.serverUrl).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;

  /** The URL prefix of a base path: `{base_url}` itself, or the same origin with another base path. */
  function prefix(basePath: string): string {
    if (basePath === spec.basePath) return base;
    const url = new URL(base);
    const path = url.pathname.replace(/\/+$/, '');
    const mount = spec.basePath && path.endsWith(spec.basePath) ? path.slice(0, path.length - spec.basePath.length) : path;
    return url.origin + mount + basePath;
  }

  async function authorization(): Promise<string> {
    const auth = options.auth;
    if ('bearer' in auth) return `Bearer ${typeof auth.bearer === 'function' ? await auth.bearer() : auth.bearer}`;
    return `Basic ${base64(`${auth.keyId}:${auth.keySecret}`)}`;
  }

  async function call(op: OperationDef, pathValues: readonly unknown[], query: unknown, body: unknown, request: RequestOptions = {}): Promise<unknown> {
    let path = op.path;
    op.pathParams.forEach((name, i) => {
      path = path.replace(`{${name}}`, encodeURIComponent(String(pathValues[i])));
    });
    const search = query === undefined || query === null ? '' : encodeQuery(query as Record<string, unknown>);
    const url = prefix(op.basePath) + path + (search ? `?${search}` : '');
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...request.headers, authorization: await authorization() };
    // spec info.description, Idempotency: one key per call, unless the caller chose one; the
    // retries below send the same key, so the server runs the call at most once
    const keyed = op.idempotencyKey === true;
    if (keyed && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')) headers['idempotency-key'] = globalThis.crypto.randomUUID();
    const retriable = op.idempotent || keyed;
    const payload = encodeBody(op, body, headers);

    for (let attempt = 0; ; attempt++) {
      const signals = withTimeout(request.signal, request.timeoutMs ?? timeoutMs);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: op.method,
          headers,
          ...(payload !== undefined ? { body: payload } : {}),
          signal: signals.signal,
          redirect: op.response === 'redirect' ? 'manual' : 'follow',
        });
      } catch (error) {
        signals.done();
        // Network errors and timeouts: retried only where repeating the call is harmless.
        if (request.signal?.aborted || !retriable || attempt >= retry.retries) throw error;
        await sleep(backoff(attempt, retry), request.signal);
        continue;
      }
      signals.done();
      // 429, 503 (spec x-errors service_unavailable), and for a keyed call 409 (its first attempt
      // still running): wait and send it again
      if ((res.status === 429 || res.status === 503 || (keyed && res.status === 409 && (await inUse(res)))) && retriable && attempt < retry.retries) {
        // spec components.responses.TooManyRequests: back off with jitter; RFC 9110 10.2.3: never sooner than Retry-After.
        const wait = retryAfterMs(res.headers.get('retry-after'));
        if (wait === undefined || wait <= retry.maxDelayMs) {
          await res.body?.cancel();
          await sleep(wait ?? backoff(attempt, retry), request.signal);
          continue;
        }
      }
      return decode(op, res);
    }
  }

  return { call };
}

/** A 409 that says the key's first request is still running (x-errors idempotency_key_in_use), read from a clone. */
async function inUse(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { error?: { reason?: unknown } };
    return body.error?.reason === 'idempotency_key_in_use';
  } catch {
    return false;
  }
}

async function decode(op: OperationDef, res: Response): Promise<unknown> {
  if (res.status >= 400 || (res.status >= 300 && op.response !== 'redirect')) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    throw new PaisaApiError(op.operationId, res.status, body, res.headers);
  }
  switch (op.response) {
    case 'redirect':
      return { status: res.status, location: res.headers.get('location') } satisfies RedirectResult;
    case 'binary':
      return res.arrayBuffer();
    case 'empty':
      await res.body?.cancel();
      return undefined;
    default: {
      const text = await res.text();
      return text ? JSON.parse(text) : undefined;
    }
  }
}
