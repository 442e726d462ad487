/**
 * The authorization endpoint (spec authorizeOAuth, decideOAuthAuthorization; RFC 6749 section
 * 4.1 with PKCE, RFC 7636). The GET checks the client and its redirect URI exactly (rule 1:
 * otherwise a 400, never a redirect), then the rest of the request against the spec's
 * `OAuthAuthorizationRequest` and PKCE against how the client registered (rules 2 and 3:
 * failures go back to the client by redirect), and answers the consent page. The POST re-checks
 * all of it, the CSRF token, and the decision.
 */
import type { IncomingMessage } from 'node:http';
import { type HandlerBody, type RawResponse, refuse } from '../../../generated/server/index.js';
import { describeValidation, schemaValidators } from '../../../generated/validators/index.js';
import type { ServiceContext } from '../../context.js';
import { hashSecret } from '../../security/secret-hash.js';
import { signIn } from './client-auth.js';
import { findClient, newSecret, type RegisteredClient } from './clients.js';
import { type ConsentRequest, consentCsp, consentPage } from './consent-page.js';
import { consentTokenValid, newConsentToken } from './consent-token.js';
import { issuerOf } from './issuer.js';
import { redirectBack } from './redirect.js';

/** spec decideOAuthAuthorization rule 4: a code expires 10 minutes after issue */
export const CODE_SECONDS = 600;

/** spec authorizeOAuth rule 2: the error each field of `OAuthAuthorizationRequest` is sent back with. */
const ERROR_OF_FIELD: Readonly<Record<string, string>> = { response_type: 'unsupported_response_type', scope: 'invalid_scope' };

/**
 * Rule 3 (RFC 9700 section 2.1.1): a public client (registered without a secret) must send a PKCE
 * challenge; a confidential one, which proves itself with its secret at the token endpoint, may
 * omit it. Undefined when the request may go on, else what to answer.
 */
export function missingPkce(client: RegisteredClient, codeChallenge: string | undefined): string | undefined {
  if (codeChallenge !== undefined || client.token_endpoint_auth_method !== 'none') return undefined;
  return 'A public client must use PKCE: code_challenge is required (RFC 9700 section 2.1.1)';
}

/** Rule 1: the client exists and `redirect_uri` is one of its registered URIs, character for character. */
async function clientFor(ctx: ServiceContext, clientId: string, redirectUri: string): Promise<RegisteredClient> {
  const found = await findClient(ctx, clientId);
  if (!found) throw refuse('oauth_invalid_request', { description: 'client_id is not a registered client' }, { field: 'client_id' });
  if (!found.client.redirect_uris.includes(redirectUri))
    throw refuse('oauth_invalid_request', { description: 'redirect_uri is not registered for this client' }, { field: 'redirect_uri' });
  return found.client;
}

function page(
  ctx: ServiceContext,
  status: number,
  client: RegisteredClient,
  request: ConsentRequest,
  extra: { error?: string; keyId?: string | undefined } = {},
): RawResponse {
  const csrf = newConsentToken(ctx.formKey, request, isHttps(ctx));
  const body = consentPage({ client, request, csrfToken: csrf.field, ...extra });
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': consentCsp(request.redirect_uri),
      'set-cookie': csrf.cookie,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      // the page holds a CSRF token and is followed by a sign-in: never cached (RFC 9111 section 5.2.2.5)
      'cache-control': 'no-store',
    },
    body,
  };
}

const isHttps = (ctx: ServiceContext) => ctx.publicUrl.startsWith('https:');

type AuthorizeQuery = Record<string, string | undefined> & { client_id: string; redirect_uri: string };

export async function showConsent(ctx: ServiceContext, query: AuthorizeQuery): Promise<RawResponse> {
  const client = await clientFor(ctx, query.client_id, query.redirect_uri);
  const issuer = issuerOf(ctx);
  const back = (error: string, description: string) =>
    redirectBack(query.redirect_uri, { error, error_description: description }, { state: query.state, issuer }, 302);
  const check = schemaValidators.OAuthAuthorizationRequest;
  if (!check(query)) {
    const { field, description, missing } = describeValidation(check, 'query');
    return back((missing ? undefined : ERROR_OF_FIELD[field]) ?? 'invalid_request', description);
  }
  if (!client.grant_types.includes('authorization_code')) return back('unauthorized_client', 'The client did not register the authorization_code grant');
  const noPkce = missingPkce(client, query.code_challenge);
  if (noPkce) return back('invalid_request', noPkce);
  const request: ConsentRequest = {
    client_id: query.client_id,
    redirect_uri: query.redirect_uri,
    response_type: 'code',
    scope: 'read_only',
    state: query.state,
    // the schema has both or neither (OAuthAuthorizationRequest dependentRequired)
    ...(query.code_challenge !== undefined ? { code_challenge: query.code_challenge, code_challenge_method: 'S256' } : {}),
  };
  return page(ctx, 200, client, request);
}

export async function decide(ctx: ServiceContext, req: IncomingMessage, body: HandlerBody<'decideOAuthAuthorization'>): Promise<RawResponse> {
  const client = await clientFor(ctx, body.client_id, body.redirect_uri);
  if (!consentTokenValid(ctx.formKey, req, body, body.csrf_token))
    throw refuse(
      'oauth_invalid_request',
      { description: 'The consent form has expired or did not come from this server; open the authorization link again.' },
      { field: 'csrf_token' },
    );
  const noPkce = missingPkce(client, body.code_challenge);
  if (noPkce) throw refuse('oauth_invalid_request', { description: noPkce }, { field: 'code_challenge' });
  const issuer = issuerOf(ctx);
  const context = { state: body.state, issuer };
  // rule 2: anyone on the page may deny; nothing is issued
  if (body.decision === 'deny')
    return redirectBack(body.redirect_uri, { error: 'access_denied', error_description: 'The merchant denied the request' }, context, 303);
  const request: ConsentRequest = {
    client_id: body.client_id,
    redirect_uri: body.redirect_uri,
    response_type: body.response_type,
    scope: body.scope,
    state: body.state,
    ...(body.code_challenge !== undefined ? { code_challenge: body.code_challenge, code_challenge_method: 'S256' } : {}),
  };
  const key = await signIn(ctx, req, body.key_id, body.key_secret);
  if (!key) return page(ctx, 401, client, request, { error: 'The key id or key secret is wrong.', keyId: body.key_id });
  const code = newSecret();
  await ctx.store.transaction(async (tx) => {
    await tx.oauth.insertCode({
      code_hash: hashSecret(code),
      client_id: client.client_id,
      key_id: key.keyId,
      mode: key.mode,
      redirect_uri: body.redirect_uri,
      // '' when the request had no challenge (a confidential client, rule 3): a challenge is 43 characters
      code_challenge: body.code_challenge ?? '',
      scope: request.scope,
      expires_at: ctx.clocks.of(key.mode).now() + CODE_SECONDS,
    });
    // the approved client is one of the mode's applications from now on (spec listOAuthClients)
    await tx.oauth.connect(key.mode, client.client_id, 'consent');
  });
  return redirectBack(body.redirect_uri, { code }, context, 303);
}
