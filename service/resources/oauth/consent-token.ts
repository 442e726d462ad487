/**
 * The consent page's CSRF defence (spec authorizeOAuth rule 4): a random nonce in an HttpOnly,
 * SameSite=Strict cookie scoped to the authorization endpoint, and in the form an HMAC, under
 * a key only this server holds (ServiceContext.formKey), of that nonce and of the request the
 * page was rendered for. A forged post needs the cookie (which another site cannot send or
 * read) and a token this server made for that very request, so neither an equal pair chosen by
 * the attacker nor a token taken from another consent page passes (OWASP CSRF Prevention Cheat
 * Sheet, "Signed Double-Submit Cookie"). Stateless, so any gateway process answers the post.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { secureCompare } from '../../../generated/server/index.js';
import { cookieValue } from '../../checkout/csrf.js';

export const CONSENT_COOKIE = 'paisa_oauth_consent';
const COOKIE_PATH = '/oauth/authorize';
/** a consent page is good for an hour; after that the merchant opens the link again */
const MAX_AGE_SECONDS = 3600;

/** What the token is bound to: the request as the page shows it. */
export interface ConsentBinding {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  state?: string | undefined;
}

function sign(key: Buffer, nonce: string, request: ConsentBinding): string {
  // NUL-separated: none of the parts can hold a NUL that survives the spec's validation of them
  const message = ['paisa consent v1', nonce, request.client_id, request.redirect_uri, request.code_challenge, request.state ?? ''].join('\0');
  return createHmac('sha256', key).update(message, 'utf8').digest('base64url');
}

export function newConsentToken(key: Buffer, request: ConsentBinding, secure: boolean): { field: string; cookie: string } {
  const nonce = randomBytes(24).toString('base64url');
  return {
    field: sign(key, nonce, request),
    cookie: `${CONSENT_COOKIE}=${nonce}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  };
}

export function consentTokenValid(key: Buffer, req: IncomingMessage, request: ConsentBinding, submitted: string): boolean {
  const nonce = cookieValue(req, CONSENT_COOKIE);
  if (!nonce) return false;
  return secureCompare(sign(key, nonce, request), submitted);
}
