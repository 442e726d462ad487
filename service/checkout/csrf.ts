/**
 * The checkout form's CSRF defence: a random nonce in an HttpOnly, SameSite=Strict cookie scoped
 * to the payable's checkout path, and in the hidden form field an HMAC, under a key only this
 * server holds (ServiceContext.formKey), of that nonce and of the checkout path (which names the
 * payable). The POST must carry both, compared in constant time: a client that sets cookie and
 * field to any equal pair fails, and so does a token taken from another payable's page (OWASP
 * CSRF Prevention Cheat Sheet, "Signed Double-Submit Cookie"). Stateless, so any gateway process
 * sharing the master key answers the POST.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { secureCompare } from '../../generated/server/index.js';

export const CSRF_COOKIE = 'paisa_checkout_csrf';
export const CSRF_FIELD = 'csrf_token';
/** a page is good for an hour; after that the customer reloads it */
const MAX_AGE_SECONDS = 3600;

function sign(key: Buffer, nonce: string, path: string): string {
  // NUL-separated: a path and a base64url nonce cannot hold a NUL
  return createHmac('sha256', key).update(['paisa checkout v1', nonce, path].join('\0'), 'utf8').digest('base64url');
}

/** A new page's token: the form field and the Set-Cookie header that goes with it. */
export function newCsrfToken(key: Buffer, path: string, secure: boolean): { field: string; cookie: string } {
  const nonce = randomBytes(24).toString('base64url');
  return {
    field: sign(key, nonce, path),
    cookie: `${CSRF_COOKIE}=${nonce}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  };
}

/** A cookie of the request by name (RFC 6265 section 5.4: `name=value` pairs separated by `;`). */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function csrfValid(key: Buffer, req: IncomingMessage, path: string, submitted: string | null): boolean {
  const nonce = cookieValue(req, CSRF_COOKIE);
  if (!nonce || !submitted) return false;
  return secureCompare(sign(key, nonce, path), submitted);
}
