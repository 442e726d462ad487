/**
 * Writing answers: JSON with `content-type: application/json; charset=utf-8`, raw answers
 * (binary content, redirects) and errors, in the interface's shape or, on OAuth operations,
 * in RFC 6749 section 5.2's.
 */
import type { ServerResponse } from 'node:http';
import { type DeclaredShape, toDeclared } from './declared-error.js';
import { type ErrorAnswer, type ErrorBody, toOAuthBody } from './errors.js';
import { PROBLEM_MEDIA_TYPE, toProblem } from './problem.js';
import type { ErrorFormat } from './route-def.js';

/**
 * What a handler returns when the operation's success answer is not JSON: a 2xx response
 * without a JSON schema (a file download) or a 3xx redirect (the rule is in
 * generator/emit/server/response-kind.ts).
 */
export interface RawResponse {
  status: number;
  headers?: Record<string, string | number | readonly string[]>;
  body?: Buffer | Uint8Array | string;
}

/**
 * A JSON answer already serialised, such as an entity as the store keeps it (its JSON text):
 * sent as it is, never parsed and serialised again. `T` is the type the text holds.
 */
export class JsonText<T = unknown> {
  declare readonly holds?: T;
  constructor(readonly text: string) {}
}

/** What a handler of a JSON operation may return: the value, or its JSON text. */
export type JsonAnswer<T> = T | JsonText<T>;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const PROBLEM_CONTENT_TYPE = `${PROBLEM_MEDIA_TYPE}; charset=utf-8`;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
  format: ErrorFormat = 'paisa',
  /** the document's own error media type (declared-error.ts), instead of what `format` says */
  mediaType?: string,
): string {
  const text = body instanceof JsonText ? body.text : JSON.stringify(body);
  // one writeHead with every header: cheaper than a setHeader each (it merges what was set before)
  const out: Record<string, string | number> = headers ? { ...headers } : {};
  // constant strings on the hot path: a success answer builds no header text
  out['content-type'] =
    mediaType !== undefined ? `${mediaType}; charset=utf-8` : format === 'problem' && status >= 400 ? PROBLEM_CONTENT_TYPE : JSON_CONTENT_TYPE;
  out['content-length'] = Buffer.byteLength(text);
  // RFC 6749 section 5.1: token endpoint answers must not be cached.
  if (format === 'oauth2') out['cache-control'] = 'no-store';
  res.writeHead(status, out);
  // the text, not its bytes: node:http joins it to the head and the socket writes both in one
  // write(2) from one buffer, where a Buffer body goes out as a writev of two (measured: fewer µs a request)
  res.end(text);
  return text;
}

export function sendRaw(res: ServerResponse, raw: RawResponse): void {
  res.statusCode = raw.status;
  if (raw.headers) for (const [name, value] of Object.entries(raw.headers)) res.setHeader(name, value);
  if (raw.body === undefined) {
    res.end();
    return;
  }
  const bytes = typeof raw.body === 'string' ? Buffer.from(raw.body) : raw.body;
  res.setHeader('content-length', bytes.byteLength);
  res.end(bytes);
}

export function sendEmpty(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.end();
}

/** Every answer's id (spec info.description, Request ids), the same as its request log line's. */
export const REQUEST_ID_HEADER = 'request-id';

/** The error body with the answer's request id in `metadata.request_id` (spec ErrorBody.metadata), to quote to support. */
export function withRequestId(body: ErrorBody, requestId: unknown): ErrorBody {
  if (typeof requestId !== 'string') return body;
  return { error: { ...body.error, metadata: { ...body.error.metadata, request_id: requestId } } };
}

/**
 * `declared`: the document's own error schema (declared-error.ts) answers instead of problem details.
 * Answers the body's text, or undefined when the answer had already started (the connection is cut).
 */
export function sendError(res: ServerResponse, answer: ErrorAnswer, format: ErrorFormat, declared?: DeclaredShape | null): string | undefined {
  if (res.headersSent) {
    // The answer has started: the only honest signal left is to cut the connection.
    res.destroy();
    return undefined;
  }
  const requestId = res.getHeader(REQUEST_ID_HEADER);
  if (declared && format === 'problem') {
    return sendJson(res, answer.status, toDeclared(declared, answer, requestId), answer.headers, format, declared.mediaType);
  }
  const body = format === 'oauth2' ? toOAuthBody(answer) : format === 'problem' ? toProblem(answer, requestId) : withRequestId(answer.body, requestId);
  return sendJson(res, answer.status, body, answer.headers, format);
}
