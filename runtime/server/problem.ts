/**
 * RFC 9457 problem details: the error answers of a server generated from a document without an
 * error catalogue (`x-errors`). The runtime still refuses by key (errors.ts `Refusal`); this
 * catalogue gives each runtime key its status and title, and `toProblem` renders an answer as
 * `application/problem+json` (https://www.rfc-editor.org/rfc/rfc9457#section-3).
 */
import type { ErrorAnswer, ErrorCatalogue, ErrorEntry, IDEMPOTENCY_ERROR_KEYS, RUNTIME_ERROR_KEYS } from './errors.js';

/** RFC 9457 section 6.1. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** A problem details object (RFC 9457 section 3.1) with the extension members this runtime adds. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** Extension member: the request parameter at fault, when one is. */
  field?: string | null;
  /** Extension member: the answer's `request-id` header, to quote to support. */
  request_id?: string;
  [extension: string]: unknown;
}

type Key = (typeof RUNTIME_ERROR_KEYS)[number] | (typeof IDEMPOTENCY_ERROR_KEYS)[number];

/** Status and title of every key the runtime refuses with (titles: RFC 9110 section 15 reason phrases). */
const ENTRIES: Record<Key, [number, string, string]> = {
  validation_failed: [400, 'Bad Request', '{description}'],
  invalid_json: [400, 'Bad Request', 'The request body is not valid JSON.'],
  invalid_encoding: [400, 'Bad Request', 'The request body is not valid for its content type.'],
  invalid_multipart: [400, 'Bad Request', 'The multipart request body is malformed.'],
  file_required: [400, 'Bad Request', 'The {field} file is required.'],
  file_expected: [400, 'Bad Request', 'The {field} field must be a file.'],
  unauthorized: [401, 'Unauthorized', 'Authentication is required.'],
  forbidden: [403, 'Forbidden', 'These credentials may not do this.'],
  not_found: [404, 'Not Found', 'No resource is found at this URL.'],
  method_not_allowed: [405, 'Method Not Allowed', 'This method is not allowed on this URL.'],
  payload_too_large: [413, 'Content Too Large', 'The request body is too large.'],
  too_many_parts: [413, 'Content Too Large', 'The request has too many parts.'],
  unsupported_media_type: [415, 'Unsupported Media Type', 'This content type is not accepted here.'],
  too_many_requests: [429, 'Too Many Requests', 'Too many requests: try again later.'],
  invalid_state_transition: [409, 'Conflict', 'The resource is not in a state that allows this.'],
  not_implemented: [501, 'Not Implemented', 'This operation is not implemented.'],
  server_error: [500, 'Internal Server Error', 'The server failed to answer this request.'],
  malformed_request: [400, 'Bad Request', 'The request is not valid HTTP.'],
  headers_too_large: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  request_timeout: [408, 'Request Timeout', 'The request took too long to arrive.'],
  idempotency_key_other_request: [422, 'Unprocessable Content', 'This Idempotency-Key was used with another request.'],
  idempotency_key_in_use: [409, 'Conflict', 'A request with this Idempotency-Key is still being processed.'],
};

/** The catalogue of a server without `x-errors`: every runtime key, answered as problem details. */
export const PROBLEM_CATALOGUE: ErrorCatalogue = Object.fromEntries(
  Object.entries(ENTRIES).map(([key, [status, title, description]]): [string, ErrorEntry] => [
    key,
    { status, code: title, reason: key, description, field: null },
  ]),
);

/** An answer as problem details; `type` stays `about:blank` (RFC 9457 section 4.2.1), the key is `reason`. */
export function toProblem(answer: ErrorAnswer, requestId?: unknown): ProblemDetails {
  const { error } = answer.body;
  const problem: ProblemDetails = { type: 'about:blank', title: error.code, status: answer.status, detail: error.description, reason: error.reason };
  if (error.field) problem.field = error.field;
  if (typeof requestId === 'string') problem.request_id = requestId;
  return problem;
}
