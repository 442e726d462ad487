/**
 * The checkout form's CSRF defence: a per-page random token, set as an HttpOnly, SameSite=Strict
 * cookie scoped to the invoice's checkout path and repeated in a hidden form field; the POST
 * must carry both and they must match, compared in constant time (OWASP CSRF Prevention Cheat
 * Sheet, "Signed Double-Submit Cookie" without a server secret: stateless, so any gateway
 * process sharing the database can answer the POST).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { secureCompare } from '../../generated/server/index.js';

export const CSRF_COOKIE = 'paisa_checkout_csrf';
export const CSRF_FIELD = 'csrf_token';
/** a page is good for an hour; after that the customer reloads it */
const MAX_AGE_SECONDS = 3600;

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function csrfCookie(token: string, path: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${token}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** A cookie of the request by name (RFC 6265 section 5.4: `name=value` pairs separated by `;`). */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function csrfValid(req: IncomingMessage, submitted: string | null): boolean {
  const expected = cookieValue(req, CSRF_COOKIE);
  if (!expected || !submitted) return false;
  return secureCompare(expected, submitted);
}
