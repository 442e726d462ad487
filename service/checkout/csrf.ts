/**
 * The checkout form's CSRF defence (security/form-token.ts): the token is bound to the browser's
 * cookie nonce and to the checkout path, which names the payable, so neither an equal pair a
 * client chose nor a token from another payable's page passes.
 */
import type { IncomingMessage } from 'node:http';
import { type FormCookie, formTokenValid, issueFormToken } from '../security/form-token.js';

export const CSRF_FIELD = 'csrf_token';
const PURPOSE = 'paisa checkout v1';

/** The cookie lives at the payable's own checkout path; a page is good for an hour, then the customer reloads it. */
const cookieAt = (path: string): FormCookie => ({ name: 'paisa_checkout_csrf', path, maxAgeSeconds: 3600 });

/** A new page's token: the form field and the Set-Cookie header that goes with it. */
export function newCsrfToken(key: Buffer, path: string, secure: boolean): { field: string; cookie: string } {
  return issueFormToken(key, PURPOSE, [path], cookieAt(path), secure);
}

export function csrfValid(key: Buffer, req: IncomingMessage, path: string, submitted: string | null): boolean {
  return formTokenValid(key, PURPOSE, [path], req, cookieAt(path).name, submitted);
}
