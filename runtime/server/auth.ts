/**
 * Authentication per the operation's `security` (spec/README.md "Security"). This module
 * only reads the credentials (the Authorization header; API keys from the header, query
 * parameter or cookie their scheme names) and applies the spec's rules (which schemes, which
 * scopes); deciding whether a key or token is valid is the service's `authenticate`.
 */
import type { IncomingMessage } from 'node:http';
import { Refusal } from './errors.js';
import type { ApiKeyDef, RouteDef, SecurityDef } from './route-def.js';

/**
 * Credentials as read from the request: the Authorization header's (HTTP Basic, Bearer), or an
 * API key of the document's `apiKey` scheme `name`, from where that scheme says it travels.
 */
export type Credentials =
  | { scheme: 'basic'; keyId: string; keySecret: string }
  | { scheme: 'bearer'; token: string }
  | { scheme: 'apiKey'; name: string; in: ApiKeyDef['in']; key: string };

/** What `authenticate` learns about the operation being called. */
export interface OperationInfo {
  operationId: RouteDef['operationId'];
  method: string;
  /** The path template, e.g. `/v1/payments/{payment_id}`. */
  path: string;
  security: SecurityDef;
  /** The client's address as the socket sees it (no proxy header is trusted), for throttling guesses. */
  remoteAddress: string;
  /**
   * Every credential the request carries for a scheme the operation accepts (the Authorization
   * header's and each API key found), the one `authenticate` is called with first: for a service
   * whose security requirement combines schemes, all of which must be satisfied (OpenAPI 3.1 section 4.8.30).
   */
  presented: readonly Credentials[];
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

/** Whether the raw header list (name, value, name, value...) carries Authorization more than once. */
function repeatsAuthorization(raw: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.length === 13 && raw[i]?.toLowerCase() === 'authorization' && ++seen > 1) return true;
  return false;
}

/**
 * The auth context for a request, or null for operations with `security: []` (then
 * `authenticate` is not called). Missing, unreadable or not-accepted credentials are a 401
 * (spec `x-errors` unauthorized); a valid bearer token without the scope, or on an operation
 * that takes only the key pair, is a 403 (forbidden, bearer_not_accepted).
 */
export async function authorize<Auth>(route: RouteDef, req: IncomingMessage, authenticate: Authenticate<Auth>): Promise<Auth | null> {
  const security = route.security;
  const keys = security.apiKeys ? readApiKeys(security.apiKeys, req) : NO_KEYS;
  // an API key travelling in the Authorization header is that scheme's, not an HTTP scheme's
  const authorization = keys.some((k) => k.in === 'header' && k.parameter === 'authorization') ? undefined : req.headers.authorization;
  // `security: []` (or an empty requirement): no credentials needed, `authenticate` is not
  // called, unless the operation also accepts a scheme and the client sent credentials.
  const optionalOnly = security.anonymous && keys.length === 0 && (!authorization || (!security.basic && security.bearerScopes === null));
  if (optionalOnly) return null;
  const fromHeader = authorization ? parseAuthorization(authorization) : null;
  // an Authorization header of a scheme the operation does not take is set aside for its API key
  const headerTaken = fromHeader !== null && (fromHeader.scheme === 'basic' ? security.basic : security.bearerScopes !== null || security.basic);
  const firstKey = keys[0];
  const credentials = firstKey && !headerTaken ? firstKey.credentials : fromHeader;
  // RFC 9110 section 5.3: Authorization is not a list; Node keeps the first of several and drops
  // the rest, so a request carrying two is refused rather than judged by one of them
  if (!credentials || (authorization !== undefined && repeatsAuthorization(req.rawHeaders ?? []))) throw unauthorized(security);
  // a bearer token where only the key pair is accepted: checked all the same, so a valid one is
  // told it cannot do this (403, spec x-errors bearer_not_accepted) and anything else is a 401
  // (the OAuth endpoints answer a token they do not take as any other unusable credential: 401)
  const bearerRefused = credentials.scheme === 'bearer' && security.bearerScopes === null;
  if (credentials.scheme === 'basic' ? !security.basic : bearerRefused && (!security.basic || route.errorFormat === 'oauth2')) throw unauthorized(security);
  const presented: Credentials[] = fromHeader && headerTaken ? [fromHeader, ...keys.map((k) => k.credentials)] : keys.map((k) => k.credentials);
  const info: OperationInfo = {
    operationId: route.operationId,
    method: route.method,
    path: route.path,
    security,
    remoteAddress: req.socket?.remoteAddress ?? 'unknown',
    presented,
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

interface FoundKey {
  in: ApiKeyDef['in'];
  /** the header (lower case), query parameter or cookie name */
  parameter: string;
  credentials: Credentials;
}

const NO_KEYS: readonly FoundKey[] = [];

/** The API keys the request carries, in the order the operation's schemes are listed; an empty value is no key. */
function readApiKeys(defs: readonly ApiKeyDef[], req: IncomingMessage): FoundKey[] {
  const found: FoundKey[] = [];
  let query: URLSearchParams | undefined;
  let cookies: Map<string, string> | undefined;
  for (const def of defs) {
    let key: string | null | undefined;
    const parameter = def.in === 'header' ? def.name.toLowerCase() : def.name;
    if (def.in === 'header') {
      const value = req.headers[parameter];
      key = Array.isArray(value) ? undefined : value;
    } else if (def.in === 'query') {
      const url = req.url ?? '';
      query ??= new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
      // a key given twice is not one key (as Authorization twice is not one credential)
      key = query.getAll(parameter).length === 1 ? query.get(parameter) : undefined;
    } else {
      cookies ??= parseCookies(req.headers.cookie);
      key = cookies.get(parameter);
    }
    if (key) found.push({ in: def.in, parameter, credentials: { scheme: 'apiKey', name: def.scheme, in: def.in, key } });
  }
  return found;
}

/** RFC 6265 section 4.2.1: `cookie-pair *( ";" SP cookie-pair )`, a value optionally in double quotes. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    // the first of a name wins (RFC 6265 section 5.4: the more specific cookie is listed first)
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}
