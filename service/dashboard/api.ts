/**
 * One path for money: every action of the dashboard is a request to the API, dispatched in this
 * process through the generated gateway (light-my-request builds the request and reads the
 * answer, as Fastify's `inject` does), with the signed-in key's own key pair. So it is
 * authenticated, rate limited, validated, idempotent and refused exactly as the API is, runs the
 * same handler, and the request log shows it with source `dashboard`. The key's secret is opened
 * from its sealed copy (keys.ts keySecret) for the call and never leaves the process.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';
import type { Session } from './session.js';

export interface ApiDeps {
  gateway: (req: IncomingMessage, res: ServerResponse) => void;
  keySecret(keyId: string): Promise<string | undefined>;
  /** marks a request as the dashboard's (request-log/index.ts); absent when the log is off */
  markDashboard?: (req: IncomingMessage) => void;
}

export interface ApiAnswer {
  status: number;
  /** the parsed JSON answer (an error body on a refusal) */
  body: unknown;
  requestId: string | undefined;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** under /v1, with its query string */
  path: string;
  body?: unknown;
  /** a POST's Idempotency-Key (a form carries one, so submitting it twice does it once) */
  idempotencyKey?: string;
  /** a read the dashboard makes to show a page: not an action, so not logged */
  quiet?: boolean;
}

export class KeyUnusable extends Error {}

export async function callApi(deps: ApiDeps, session: Session, call: ApiCall, remoteAddress: string): Promise<ApiAnswer> {
  const secret = await deps.keySecret(session.keyId);
  if (secret === undefined) throw new KeyUnusable('This key was stored before key secrets were kept sealed, or was removed: sign in again with a current key.');
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${session.keyId}:${secret}`).toString('base64')}` };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  const answer = await inject(
    (req, res) => {
      if (!call.quiet) deps.markDashboard?.(req);
      deps.gateway(req, res);
    },
    { method: call.method, url: call.path, headers, remoteAddress, ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}) },
  );
  let body: unknown;
  try {
    body = answer.payload ? JSON.parse(answer.payload) : undefined;
  } catch {
    body = answer.payload;
  }
  const requestId = answer.headers['request-id'];
  return { status: answer.statusCode, body, requestId: typeof requestId === 'string' ? requestId : undefined };
}

/** The description of a refusal (the interface's error body), for the page to show. */
export function refusalText(answer: ApiAnswer): string {
  const error = (answer.body as { error?: { description?: unknown; field?: unknown } } | undefined)?.error;
  const description = typeof error?.description === 'string' ? error.description : `The API answered ${answer.status}.`;
  return typeof error?.field === 'string' && error.field ? `${description} (${error.field})` : description;
}

/**
 * A `fetch` that sends the generated client's requests to the gateway in this process (as
 * callApi does), each marked as the dashboard's: for the trigger recipes of `paisa trigger`,
 * which speak to the API through the generated client.
 */
export function inProcessFetch(deps: ApiDeps, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await inject(
      (req, res) => {
        deps.markDashboard?.(req);
        deps.gateway(req, res);
      },
      {
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        remoteAddress,
        ...(payload ? { payload } : {}),
      },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
