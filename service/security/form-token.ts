/**
 * Tokens that bind an HTML form to the browser that loaded it and to what it was rendered for
 * (OWASP CSRF Prevention Cheat Sheet, "Signed Double-Submit Cookie"): a random nonce in an
 * HttpOnly, SameSite=Strict cookie scoped to the form's path, and in the form an HMAC, under a
 * key only the server holds (ServiceContext.formKey), of a purpose label, that nonce and the
 * values the form is for. A forged post needs the cookie (which another site can neither send
 * nor read) and a token the server made for those very values, so neither an equal pair an
 * attacker chose nor a token taken from another page passes. Stateless: any gateway process
 * sharing the master key checks it. Used by the checkout (checkout/csrf.ts) and the OAuth
 * consent page (resources/oauth/consent-token.ts).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { secureCompare } from '../../generated/server/index.js';

/** Where the nonce lives: its cookie's name and path, and how long a page stays good. */
export interface FormCookie {
  name: string;
  path: string;
  maxAgeSeconds: number;
}

function sign(key: Buffer, purpose: string, nonce: string, values: readonly string[]): string {
  // NUL-separated: none of the parts can hold a NUL (nonces are base64url; the validators refuse U+0000 in every string)
  return createHmac('sha256', key)
    .update([purpose, nonce, ...values].join('\0'), 'utf8')
    .digest('base64url');
}

/** A new page's token: the form field and the Set-Cookie header that goes with it. */
export function issueFormToken(
  key: Buffer,
  purpose: string,
  values: readonly string[],
  cookie: FormCookie,
  secure: boolean,
): { field: string; cookie: string } {
  const nonce = randomBytes(24).toString('base64url');
  return {
    field: sign(key, purpose, nonce, values),
    cookie: `${cookie.name}=${nonce}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  };
}

/** Whether `submitted` is the token this server made for the request's cookie nonce and these values. */
export function formTokenValid(
  key: Buffer,
  purpose: string,
  values: readonly string[],
  req: IncomingMessage,
  cookieName: string,
  submitted: string | null,
): boolean {
  const nonce = cookieValue(req, cookieName);
  if (!nonce || !submitted) return false;
  return secureCompare(sign(key, purpose, nonce, values), submitted);
}

/** A cookie of the request by name (RFC 6265 section 5.4: `name=value` pairs separated by `;`). */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
