/**
 * Authentication per the operation's `security` (spec/README.md "Security"). This module
 * only reads the Authorization header and applies the spec's rules (which schemes, which
 * scopes); deciding whether a key or token is valid is the service's `authenticate`.
 */
import type { IncomingMessage } from 'node:http';
import { Refusal } from './errors.js';
import type { RouteDef, SecurityDef } from './route-def.js';

/** Credentials as read from the Authorization header. */
export type Credentials = { scheme: 'basic'; keyId: string; keySecret: string } | { scheme: 'bearer'; token: string };

/** What `authenticate` learns about the operation being called. */
export interface OperationInfo {
  operationId: RouteDef['operationId'];
  method: string;
  /** The path template, e.g. `/v1/payments/{payment_id}`. */
  path: string;
  security: SecurityDef;
  /** The client's address as the socket sees it (no proxy header is trusted), for throttling guesses. */
  remoteAddress: string;
}

/**
 * The service's check of a key pair or token. Resolves to the service's auth context, or
 * null when the credentials are not valid. For bearer tokens the context must carry the
 * token's granted scopes as `scopes: string[]` (checked here against the operation's).
 * May throw a Refusal (for example `too_many_requests` from a rate limiter).
 */
export type Authenticate<Auth> = (credentials: Credentials, operation: OperationInfo) => Promise<Auth | null> | Auth | null;

/** RFC 7235 section 2.1: `credentials = auth-scheme [ 1*SP token68 ]`, scheme case-insensitive. */
export function parseAuthorization(header: string | undefined): Credentials | null {
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space === -1) return null;
  const scheme = header.slice(0, space).toLowerCase();
  const value = header.slice(space + 1).trim();
  if (scheme === 'basic') return parseBasic(value);
  // RFC 6750 section 2.1: b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="
  if (scheme === 'bearer') return /^[A-Za-z0-9\-._~+/]+=*$/.test(value) ? { scheme: 'bearer', token: value } : null;
  return null;
}

/** RFC 7617 section 2: base64 of `user-id ":" password`; the user-id cannot contain a colon. */
function parseBasic(value: string): Credentials | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { scheme: 'basic', keyId: decoded.slice(0, colon), keySecret: decoded.slice(colon + 1) };
}

/** A 401 with the RFC 7235 section 4.1 challenges for the schemes the operation accepts. */
function unauthorized(security: SecurityDef): Refusal {
  const challenges: string[] = [];
  if (security.basic) challenges.push('Basic realm="paisa"');
  if (security.bearerScopes) challenges.push('Bearer realm="paisa"');
  // RFC 7235 section 3.1: a 401 carries at least one WWW-Authenticate challenge
  return new Refusal('unauthorized', {}, challenges.length ? { headers: { 'www-authenticate': challenges.join(', ') } } : {});
}

/** RFC 6750 section 3.1: a valid token without the scope the operation needs. */
function forbidden(scopes: readonly string[]): Refusal {
  const scope = scopes.join(' ');
  return new Refusal(
    'forbidden',
    { scope },
    { metadata: scope ? { scope } : {}, headers: { 'www-authenticate': `Bearer error="insufficient_scope"${scope ? `, scope="${scope}"` : ''}` } },
  );
}

/** RFC 6750 section 3.1: a valid token on an operation no token is accepted for (a write). */
function bearerNotAccepted(): Refusal {
  return new Refusal('bearer_not_accepted', {}, { headers: { 'www-authenticate': 'Bearer error="insufficient_scope"' } });
}

/**
 * The auth context for a request, or null for operations with `security: []` (then
 * `authenticate` is not called). Missing, unreadable or not-accepted credentials are a 401
 * (spec `x-errors` unauthorized); a valid bearer token without the scope, or on an operation
 * that takes only the key pair, is a 403 (forbidden, bearer_not_accepted).
 */
/** Whether the raw header list (name, value, name, value...) carries Authorization more than once. */
function repeatsAuthorization(raw: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.length === 13 && raw[i]?.toLowerCase() === 'authorization' && ++seen > 1) return true;
  return false;
}

export async function authorize<Auth>(route: RouteDef, req: IncomingMessage, authenticate: Authenticate<Auth>): Promise<Auth | null> {
  const security = route.security;
  // `security: []` (or an empty requirement): no credentials needed, `authenticate` is not
  // called, unless the operation also accepts a scheme and the client sent credentials.
  const optionalOnly = security.anonymous && (!req.headers.authorization || (!security.basic && security.bearerScopes === null));
  if (optionalOnly) return null;
  const credentials = parseAuthorization(req.headers.authorization);
  // RFC 9110 section 5.3: Authorization is not a list; Node keeps the first of several and drops
  // the rest, so a request carrying two is refused rather than judged by one of them
  if (!credentials || repeatsAuthorization(req.rawHeaders ?? [])) throw unauthorized(security);
  // a bearer token where only the key pair is accepted: checked all the same, so a valid one is
  // told it cannot do this (403, spec x-errors bearer_not_accepted) and anything else is a 401
  // (the OAuth endpoints answer a token they do not take as any other unusable credential: 401)
  const bearerRefused = credentials.scheme === 'bearer' && security.bearerScopes === null;
  if (credentials.scheme === 'basic' ? !security.basic : bearerRefused && (!security.basic || route.errorFormat === 'oauth2')) throw unauthorized(security);
  const info: OperationInfo = {
    operationId: route.operationId,
    method: route.method,
    path: route.path,
    security,
    remoteAddress: req.socket?.remoteAddress ?? 'unknown',
  };
  const auth = await authenticate(credentials, info);
  if (auth === null || auth === undefined) throw unauthorized(security);
  if (bearerRefused) throw bearerNotAccepted();
  if (credentials.scheme === 'bearer' && security.bearerScopes && security.bearerScopes.length) {
    const granted = (auth as { scopes?: unknown }).scopes;
    const has = Array.isArray(granted) ? granted : [];
    if (!security.bearerScopes.every((scope) => has.includes(scope))) throw forbidden(security.bearerScopes);
  }
  return auth;
}
