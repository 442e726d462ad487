/**
 * The token endpoint's grants (spec exchangeOAuthToken; RFC 6749 sections 4.1.3, 4.4, 6;
 * RFC 7636 section 4.6). Every token is stored by hash with its grant (`grant_id`), the key
 * that approved it and that key's mode; expiry is judged on the mode's clock, so test mode's
 * clock (advanceTestClock) expires test tokens.
 *
 * A refusal that must also change something (a reused code or a replayed refresh token
 * revokes its grant, rules 1 and 2) is returned from the transaction and thrown after it
 * commits, so the revocation is not rolled back with the refusal.
 */
import { createHash } from 'node:crypto';
import { type Refusal, refuse, secureCompare } from '../../../generated/server/index.js';
import type { ExchangeOAuthTokenBody, OAuthToken } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { keyWorks } from '../../key-cache.js';
import { hashSecret } from '../../security/secret-hash.js';
import type { Mode, Tx } from '../../store/store.js';
import type { AuthenticatedClient } from './client-auth.js';
import { newSecret } from './clients.js';

/** spec OAuthToken.expires_in: typed by the spec's const, so a change there is a compile error here */
export const ACCESS_TOKEN_SECONDS: OAuthToken['expires_in'] = 3600;
/** spec exchangeOAuthToken rule 2: a refresh token expires 30 days after it is issued */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
const SCOPE = 'read_only';

interface Grant {
  grantId: string;
  clientId: string;
  keyId: string;
  mode: Mode;
}

type Outcome = { token: OAuthToken } | { refusal: Refusal };

const invalidGrant = (description: string): Refusal => refuse('oauth_invalid_grant', { description });

async function issue(ctx: ServiceContext, tx: Tx, grant: Grant, withRefresh: boolean): Promise<OAuthToken> {
  const now = ctx.clocks.of(grant.mode).now();
  const access = newSecret();
  const row = { grant_id: grant.grantId, client_id: grant.clientId, key_id: grant.keyId, mode: grant.mode, scope: SCOPE };
  await tx.oauth.insertToken({ ...row, token_hash: hashSecret(access), kind: 'access', expires_at: now + ACCESS_TOKEN_SECONDS });
  const token: OAuthToken = { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, scope: SCOPE };
  if (!withRefresh) return token;
  const refresh = newSecret();
  await tx.oauth.insertToken({ ...row, token_hash: hashSecret(refresh), kind: 'refresh', expires_at: now + REFRESH_TOKEN_SECONDS });
  return { ...token, refresh_token: refresh };
}

/** RFC 7636 section 4.6: BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge, compared in constant time. */
function verifierMatches(verifier: string, challenge: string): boolean {
  return secureCompare(createHash('sha256').update(verifier, 'ascii').digest('base64url'), challenge);
}

/**
 * Rule 1's PKCE check of a redeemed code: its verifier when it was issued with a challenge (stored
 * '' without one); none when it was not, since a verifier then means the challenge was stripped
 * on the way (PKCE downgrade, RFC 9700 section 4.8.2). Undefined when the code may be exchanged.
 */
function pkceRefusal(challenge: string, verifier: string | undefined): string | undefined {
  if (challenge === '')
    return verifier === undefined ? undefined : 'A code_verifier was sent for a code issued without a code_challenge (RFC 9700 section 4.8.2)';
  if (verifier === undefined) return 'The code was issued with a code_challenge: its code_verifier is required (RFC 7636 section 4.5)';
  return verifierMatches(verifier, challenge) ? undefined : 'The code_verifier does not match the code_challenge';
}

function registeredFor(client: AuthenticatedClient, grantType: 'authorization_code' | 'refresh_token') {
  if (client.kind === 'key') throw refuse('oauth_unauthorized_client', { description: 'An API key pair may only use the client_credentials grant' });
  if (!client.client.grant_types.includes(grantType))
    throw refuse('oauth_unauthorized_client', { description: `The client did not register the ${grantType} grant` });
  return client.client;
}

async function settle(ctx: ServiceContext, work: (tx: Tx) => Promise<Outcome>): Promise<OAuthToken> {
  const outcome = await ctx.store.transaction(work);
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.token;
}

/** Rule 1: the code, once, by the client it was issued to, with its redirect URI and its PKCE verifier if it has a challenge. */
function exchangeCode(ctx: ServiceContext, client: AuthenticatedClient, body: ExchangeOAuthTokenBody): Promise<OAuthToken> {
  const registered = registeredFor(client, 'authorization_code');
  const { code, redirect_uri: redirectUri, code_verifier: verifier } = body;
  if (code === undefined || redirectUri === undefined) throw refuse('oauth_invalid_request', { description: 'code and redirect_uri are required' });
  return settle(ctx, async (tx) => {
    const codeHash = hashSecret(code);
    const redemption = await tx.oauth.redeemCode(codeHash, (mode) => ctx.clocks.of(mode).now());
    if (redemption.outcome === 'unknown') return { refusal: invalidGrant('The authorization code is invalid, expired or already used') };
    if (redemption.outcome === 'reused') {
      // RFC 6749 section 4.1.2: a code used twice revokes the tokens issued from it
      await tx.oauth.revokeGrant(codeHash);
      return { refusal: invalidGrant('The authorization code is invalid, expired or already used') };
    }
    const issued = redemption.code;
    if (issued.client_id !== registered.client_id) return { refusal: invalidGrant('The authorization code was issued to another client') };
    if (issued.redirect_uri !== redirectUri) return { refusal: invalidGrant('redirect_uri differs from the one the code was issued for') };
    const pkce = pkceRefusal(issued.code_challenge, verifier);
    if (pkce) return { refusal: invalidGrant(pkce) };
    const grant: Grant = { grantId: codeHash, clientId: registered.client_id, keyId: issued.key_id, mode: issued.mode };
    return { token: await issue(ctx, tx, grant, registered.grant_types.includes('refresh_token')) };
  });
}

/** Rule 2: rotation; a rotated token presented again revokes its grant (RFC 9700 section 4.14.2). */
function refresh(ctx: ServiceContext, client: AuthenticatedClient, body: ExchangeOAuthTokenBody): Promise<OAuthToken> {
  const registered = registeredFor(client, 'refresh_token');
  const presented = body.refresh_token;
  if (presented === undefined) throw refuse('oauth_invalid_request', { description: 'refresh_token is required' }, { field: 'refresh_token' });
  return settle(ctx, async (tx) => {
    const tokenHash = hashSecret(presented);
    const known = await tx.oauth.getToken(tokenHash);
    // another client's token changes nothing: it is not this client's to rotate or to burn
    if (known?.kind !== 'refresh' || known.client_id !== registered.client_id)
      return { refusal: invalidGrant('The refresh token is invalid, expired or revoked') };
    const rotation = await tx.oauth.rotateRefreshToken(tokenHash, (mode) => ctx.clocks.of(mode).now());
    if (rotation.outcome === 'replayed') {
      await tx.oauth.revokeGrant(rotation.token.grant_id);
      return { refusal: invalidGrant('The refresh token was already used; every token of its grant is revoked') };
    }
    if (rotation.outcome === 'unknown') return { refusal: invalidGrant('The refresh token is invalid, expired or revoked') };
    // the merchant may have disconnected the client (spec deleteOAuthClient); the lock makes a disconnection wait for this grant's new tokens
    if (!(await tx.oauth.connection(rotation.token.mode, registered.client_id, { forUpdate: true })))
      return { refusal: invalidGrant('The merchant disconnected this application') };
    // the approving key must still work: a deleted, revoked or rolled-away key's grants end with it
    const key = await tx.apiKeys.get(rotation.token.key_id);
    if (!key || key.mode !== rotation.token.mode || !keyWorks(key, ctx.clock.now()))
      return { refusal: invalidGrant('The key that approved this grant no longer exists') };
    const { grant_id: grantId, key_id: keyId, mode } = rotation.token;
    return { token: await issue(ctx, tx, { grantId, clientId: registered.client_id, keyId, mode }, true) };
  });
}

/** Rule 3: the merchant's key pair; no refresh token (RFC 6749 section 4.4.3). */
function clientCredentials(ctx: ServiceContext, client: AuthenticatedClient): Promise<OAuthToken> {
  if (client.kind !== 'key')
    throw refuse('oauth_unauthorized_client', { description: 'Registered clients are bound to no account; use the API key pair for client_credentials' });
  const grant: Grant = { grantId: `cc ${newSecret()}`, clientId: client.keyId, keyId: client.keyId, mode: client.mode };
  return settle(ctx, async (tx) => ({ token: await issue(ctx, tx, grant, false) }));
}

export function exchange(ctx: ServiceContext, client: AuthenticatedClient, body: ExchangeOAuthTokenBody): Promise<OAuthToken> {
  switch (body.grant_type) {
    case 'authorization_code':
      // rule 2: razorpay-node's documented refreshToken sends this grant_type with a refresh_token and no code
      if (body.code === undefined && body.refresh_token !== undefined) return refresh(ctx, client, body);
      return exchangeCode(ctx, client, body);
    case 'refresh_token':
      return refresh(ctx, client, body);
    case 'client_credentials':
      return clientCredentials(ctx, client);
  }
}
