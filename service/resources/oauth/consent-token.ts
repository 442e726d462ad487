/**
 * The consent page's CSRF defence (spec authorizeOAuth rule 4; security/form-token.ts): the
 * token is bound to the browser's cookie nonce and to the authorization request the page was
 * rendered for, so neither an equal pair an attacker chose nor a token from another consent page
 * passes.
 */
import type { IncomingMessage } from 'node:http';
import { type FormCookie, formTokenValid, issueFormToken } from '../../security/form-token.js';

export const CONSENT_COOKIE = 'paisa_oauth_consent';
const PURPOSE = 'paisa consent v1';
/** scoped to the authorization endpoint; a consent page is good for an hour, then the merchant opens the link again */
const COOKIE: FormCookie = { name: CONSENT_COOKIE, path: '/oauth/authorize', maxAgeSeconds: 3600 };

/** What the token is bound to: the request as the page shows it. */
export interface ConsentBinding {
  client_id: string;
  redirect_uri: string;
  /** absent without PKCE (spec authorizeOAuth rule 3): bound as '', which no challenge is (43 characters) */
  code_challenge?: string | undefined;
  state?: string | undefined;
}

const bound = (request: ConsentBinding): string[] => [request.client_id, request.redirect_uri, request.code_challenge ?? '', request.state ?? ''];

export function newConsentToken(key: Buffer, request: ConsentBinding, secure: boolean): { field: string; cookie: string } {
  return issueFormToken(key, PURPOSE, bound(request), COOKIE, secure);
}

export function consentTokenValid(key: Buffer, req: IncomingMessage, request: ConsentBinding, submitted: string): boolean {
  return formTokenValid(key, PURPOSE, bound(request), req, CONSENT_COOKIE, submitted);
}
