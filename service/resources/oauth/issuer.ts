/**
 * Where the OAuth server lives as clients reach it: `{auth_url}` is the gateway's public URL
 * (PAISA_PUBLIC_URL) + `/oauth` (spec fetchOAuthServerMetadata rule 2), and the metadata of
 * RFC 8414 section 2 built from it.
 */
import type { OAuthServerMetadata } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';

export const issuerOf = (ctx: ServiceContext): string => `${ctx.publicUrl}/oauth`;

export function serverMetadata(ctx: ServiceContext): OAuthServerMetadata {
  const issuer = issuerOf(ctx);
  const authMethods: OAuthServerMetadata['token_endpoint_auth_methods_supported'] = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    registration_endpoint: `${issuer}/register`,
    revocation_endpoint: `${issuer}/revoke`,
    scopes_supported: ['read_only'],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
    token_endpoint_auth_methods_supported: authMethods,
    revocation_endpoint_auth_methods_supported: authMethods,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  };
}
