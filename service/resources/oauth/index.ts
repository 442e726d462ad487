/**
 * The OAuth 2.0 server (spec tag `oauth`, at `{auth_url}` = the gateway's `/oauth`): metadata
 * (RFC 8414), the authorization endpoint with its consent page (RFC 6749 section 4.1, PKCE
 * RFC 7636), the token endpoint (RFC 6749 section 3.2), dynamic client registration (RFC 7591)
 * and revocation (RFC 7009). The bearer tokens it issues are checked by service/auth.ts.
 */
import type { ServiceContext } from '../../context.js';
import { defineResource } from '../resource.js';
import { decide, showConsent } from './authorize.js';
import { authenticateClient } from './client-auth.js';
import { registerClient } from './clients.js';
import { serverMetadata } from './issuer.js';
import { revoke } from './revocation.js';
import { exchange } from './tokens.js';

export const resource = defineResource('oauth', (ctx: ServiceContext) => ({
  async fetchOAuthServerMetadata() {
    return serverMetadata(ctx);
  },

  async fetchOAuthServerMetadataByIssuer() {
    return serverMetadata(ctx);
  },

  async authorizeOAuth({ query }) {
    return showConsent(ctx, query);
  },

  async decideOAuthAuthorization({ body, req }) {
    return decide(ctx, req, body);
  },

  async exchangeOAuthToken({ body, req }) {
    const client = await authenticateClient(ctx, req, body);
    return exchange(ctx, client, body);
  },

  async registerOAuthClient({ body, req }) {
    return registerClient(ctx, body, req.socket.remoteAddress ?? 'unknown');
  },

  async revokeOAuthToken({ body, req }) {
    const client = await authenticateClient(ctx, req, body);
    await revoke(ctx, client, body.token);
    // RFC 7009 section 2.2: 200, the content is ignored by the client
    return { status: 200, headers: { 'cache-control': 'no-store' } };
  },
}));
