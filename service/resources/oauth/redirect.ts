/**
 * Answers that send the browser back to the client: the authorization response of RFC 6749
 * section 4.1.2 (`code`, `state`) or its error (section 4.1.2.1), always with `iss` (RFC 9207),
 * added to the redirect URI's own query, which is kept (RFC 6749 section 3.1.2).
 */
import type { RawResponse } from '../../../generated/server/index.js';

export type AuthorizationResponse = { code: string } | { error: string; error_description?: string };

export function redirectBack(
  redirectUri: string,
  answer: AuthorizationResponse,
  request: { state?: string | undefined; issuer: string },
  status: 302 | 303,
): RawResponse {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.append(name, value);
  if (request.state !== undefined) url.searchParams.append('state', request.state);
  url.searchParams.append('iss', request.issuer);
  // RFC 9700 section 4.11.4 (no Referer leaks the code) and section 4.12 (303 after a POST)
  return { status, headers: { location: url.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } };
}
