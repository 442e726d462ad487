/**
 * A non-2xx answer as the client raises it: the HTTP status and the error body the gateway
 * sent, in the interface's shape (spec `Error`) or, from the OAuth endpoints, RFC 6749
 * section 5.2's.
 */

/** The interface's error object (spec `ErrorBody`; generated/client re-exports the spec's own type). */
export interface ApiErrorObject {
  code: string;
  description: string;
  field?: string | null;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: Record<string, unknown>;
}

/** RFC 6749 section 5.2 error body, answered by the OAuth endpoints. */
export interface OAuthError {
  error: string;
  error_description?: string;
}

/** A non-2xx answer: the HTTP status and the error body the gateway sent. */
export class PaisaApiError extends Error {
  readonly status: number;
  readonly operationId: string;
  /** The interface's error object, when the body was one. */
  readonly error: ApiErrorObject | undefined;
  /** The RFC 6749 error, when an OAuth endpoint answered. */
  readonly oauth: OAuthError | undefined;
  /** The parsed body as received (for anything else). */
  readonly body: unknown;
  readonly headers: Headers;

  constructor(operationId: string, status: number, body: unknown, headers: Headers) {
    const error = errorObject(body);
    const oauth = error ? undefined : oauthError(body);
    super(error?.description ?? oauth?.error_description ?? oauth?.error ?? `${operationId} failed with HTTP ${status}`);
    this.name = 'PaisaApiError';
    this.status = status;
    this.operationId = operationId;
    this.error = error;
    this.oauth = oauth;
    this.body = body;
    this.headers = headers;
  }

  /** `BAD_REQUEST_ERROR`, `GATEWAY_ERROR`, `SERVER_ERROR`, or the OAuth error code. */
  get code(): string | undefined {
    return this.error?.code ?? this.oauth?.error;
  }

  /** The parameter the error names (`count`, `line_items[3].amount`). */
  get field(): string | null | undefined {
    return this.error?.field;
  }
}

function errorObject(body: unknown): ApiErrorObject | undefined {
  const e = (body as { error?: unknown } | null)?.error;
  return e && typeof e === 'object' && typeof (e as ApiErrorObject).code === 'string' ? (e as ApiErrorObject) : undefined;
}

function oauthError(body: unknown): OAuthError | undefined {
  const e = (body as { error?: unknown } | null)?.error;
  return typeof e === 'string' ? (body as OAuthError) : undefined;
}
