/**
 * One path for money: every action of the dashboard is a request to the API, dispatched in this
 * process through the generated gateway (light-my-request builds the request and reads the
 * answer, as Fastify's `inject` does), with the signed-in key's own key pair. So it is
 * authenticated, rate limited, validated, idempotent and refused exactly as the API is, runs the
 * same handler, and the request log shows it with source `dashboard`. The key's secret is opened
 * from its sealed copy (keys.ts keySecret) for the call and never leaves the process.
 */
import { randomBytes } from 'node:crypto';
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
  /** instead of a JSON body: a multipart/form-data one (RFC 7578), for an operation that takes a file (createDocument) */
  multipart?: MultipartBody;
  /** a POST's Idempotency-Key (a form carries one, so submitting it twice does it once) */
  idempotencyKey?: string;
  /** a read the dashboard makes to show a page: not an action, so not logged */
  quiet?: boolean;
}

export interface MultipartBody {
  fields: Readonly<Record<string, string>>;
  files: readonly { name: string; filename: string | undefined; contentType: string; data: Buffer }[];
}

/**
 * A part's name or filename inside a quoted Content-Disposition parameter (RFC 7578 4.2): a quote,
 * a backslash or a line break would end the parameter or the header, so they are left out (the
 * API leaves them out of a document's name anyway, spec createDocument rule 4).
 */
const quoted = (text: string) => [...text].filter((c) => c !== '"' && c !== '\\' && c >= ' ' && c !== '\x7f').join('');

/** The body and its Content-Type, with a random boundary no part can contain by chance. */
export function encodeMultipart(body: MultipartBody): { contentType: string; payload: Buffer } {
  const boundary = `paisa-dashboard-${randomBytes(16).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(body.fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`, 'utf8'));
  for (const file of body.files) {
    const filename = file.filename === undefined ? '' : `; filename="${quoted(file.filename)}"`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.name)}"${filename}\r\nContent-Type: ${file.contentType.replace(/[\r\n]/g, '')}\r\n\r\n`,
        'utf8',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

export class KeyUnusable extends Error {}

export async function callApi(deps: ApiDeps, session: Session, call: ApiCall, remoteAddress: string): Promise<ApiAnswer> {
  const secret = await deps.keySecret(session.keyId);
  if (secret === undefined) throw new KeyUnusable('This key was stored before key secrets were kept sealed, or was removed: sign in again with a current key.');
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${session.keyId}:${secret}`).toString('base64')}` };
  let payload: string | Buffer | undefined;
  if (call.multipart) {
    const encoded = encodeMultipart(call.multipart);
    headers['content-type'] = encoded.contentType;
    payload = encoded.payload;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  const answer = await inject(
    (req, res) => {
      if (!call.quiet) deps.markDashboard?.(req);
      deps.gateway(req, res);
    },
    { method: call.method, url: call.path, headers, remoteAddress, ...(payload !== undefined ? { payload } : {}) },
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
