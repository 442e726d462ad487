/**
 * Refusals and the answers they become. Every non-2xx answer the gateway gives is an entry of
 * the error catalogue, which the spec holds (`x-errors`, spec/README.md "Errors") and the
 * generator emits as generated/server/errors.ts: key -> status, code, reason, description.
 *
 * Code that refuses throws a `Refusal` naming its catalogue key and the values its description
 * needs; it never picks an HTTP status. One edge, `answerFor`, turns a refusal into the answer
 * through the catalogue: the interface's error body (spec `Error`, `ErrorBody`), or on an
 * operation with `x-error-format: oauth2` the RFC 6749 section 5.2 body.
 */

/** The `error` object of every error answer (spec `ErrorBody`; the generator checks the two agree). */
export interface ErrorObject {
  code: string;
  description: string;
  field: string | null;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, unknown>;
}

/** The interface's error body (spec `Error`): an object with one key `error`. */
export interface ErrorBody {
  error: ErrorObject;
}

/** RFC 6749 section 5.2 error response (operations with `x-error-format: oauth2`). */
export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

/**
 * One catalogue entry. `description`, `reason`, `source` and `step` may hold `{name}`
 * placeholders, filled from the refusal's params.
 */
export interface ErrorEntry {
  readonly status: number;
  readonly code: string;
  readonly reason: string;
  readonly description: string;
  readonly source?: string;
  readonly step?: string;
  /** The parameter the error names when the refusal does not say. */
  readonly field?: string | null;
  /** The RFC 6749 5.2 `error` code used on OAuth operations. */
  readonly oauth?: string;
}

export type ErrorCatalogue = Readonly<Record<string, ErrorEntry>>;

/**
 * The keys the runtime itself refuses with (router, parsers, auth, validation, machines,
 * the not-built marker): every spec's catalogue must hold them, and the generator refuses
 * a spec that does not.
 */
export const RUNTIME_ERROR_KEYS = [
  'validation_failed',
  'invalid_json',
  'invalid_encoding',
  'invalid_multipart',
  'file_required',
  'file_expected',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'too_many_parts',
  'unsupported_media_type',
  'too_many_requests',
  'invalid_state_transition',
  'not_implemented',
  'server_error',
  'malformed_request',
  'headers_too_large',
  'request_timeout',
] as const;

/** What the runtime refuses with when an operation declares `Idempotency-Key` (idempotency.ts): needed in such a spec's catalogue. */
export const IDEMPOTENCY_ERROR_KEYS = ['idempotency_key_other_request', 'idempotency_key_in_use'] as const;

export type RuntimeErrorKey = (typeof RUNTIME_ERROR_KEYS)[number];

export type ErrorParams = Readonly<Record<string, string | number>>;

/** What a refusal may add to its entry: the field at fault, metadata, response headers. */
export interface RefusalDetail {
  field?: string | null;
  metadata?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * Whether the refused request's work was done is not known (a write whose COMMIT was sent but
   * never answered): the gateway keeps its Idempotency-Key claimed, so a retry is answered
   * "in use" instead of doing the work a second time (gateway.ts).
   */
  effectUnknown?: boolean;
}

/** A refusal by catalogue key. Thrown by the runtime and by domain code alike; never carries a status. */
export class Refusal extends Error {
  readonly key: string;
  readonly params: ErrorParams;
  readonly detail: RefusalDetail;

  constructor(key: string, params: ErrorParams = {}, detail: RefusalDetail = {}) {
    super(key);
    this.name = 'Refusal';
    this.key = key;
    this.params = params;
    this.detail = detail;
  }
}

/** A refusal resolved through the catalogue: what goes on the wire. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** RFC 6749 5.2 `error` code for OAuth operations. */
  oauthError: string;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `{name}` -> params.name; a placeholder without a value is left as written, so it shows in tests. */
export function fill(template: string, params: ErrorParams): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The answer for a refusal. An unknown key is a bug of the caller: it answers as `server_error`. */
export function answerFor(catalogue: ErrorCatalogue, refusal: Refusal): ErrorAnswer {
  const entry = catalogue[refusal.key] ?? catalogue.server_error;
  if (!entry) throw new Error('error catalogue: no server_error entry');
  const { params, detail } = refusal;
  const field = detail.field !== undefined ? detail.field : (entry.field ?? null);
  return {
    status: entry.status,
    body: {
      error: {
        code: entry.code,
        description: fill(entry.description, params),
        field,
        source: fill(entry.source ?? 'NA', params),
        step: fill(entry.step ?? 'NA', params),
        reason: fill(entry.reason, params),
        metadata: detail.metadata ?? {},
      },
    },
    headers: detail.headers ?? {},
    oauthError: entry.oauth ?? (entry.status >= 500 ? 'server_error' : 'invalid_request'),
  };
}

/** RFC 6749 section 5.2 rendering of an answer. */
export function toOAuthBody(answer: ErrorAnswer): OAuthErrorBody {
  return { error: answer.oauthError, error_description: answer.body.error.description };
}

/** Thrown (and reported to hooks) when a handler's response does not match the spec. */
export class ResponseValidationError extends Error {
  readonly operationId: string;
  readonly status: number;
  readonly errors: unknown;

  constructor(operationId: string, status: number, errors: unknown) {
    super(`${operationId}: the ${status} response does not match the spec: ${JSON.stringify(errors)}`);
    this.name = 'ResponseValidationError';
    this.operationId = operationId;
    this.status = status;
    this.errors = errors;
  }
}
