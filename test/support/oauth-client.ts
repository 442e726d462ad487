/**
 * What an OAuth client application does before the browser leaves (RFC 6749 section 4.1.1,
 * RFC 7636 section 4.3): the authorization URL with a PKCE S256 challenge; `change` overrides
 * or blanks parameters for the negative cases.
 */
import * as oauth from 'oauth4webapi';

export async function authorizationUrl(
  as: oauth.AuthorizationServer,
  clientId: string,
  redirectUri: string,
  options: { verifier?: string; state?: string; change?: Record<string, string> } = {},
): Promise<URL> {
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'read_only',
    ...(options.state !== undefined ? { state: options.state } : {}),
    code_challenge: await oauth.calculatePKCECodeChallenge(options.verifier ?? oauth.generateRandomCodeVerifier()),
    code_challenge_method: 'S256',
    ...options.change,
  }).toString();
  return url;
}
