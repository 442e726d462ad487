/**
 * Token revocation (spec revokeOAuthToken, RFC 7009). Only the client a token was issued to can
 * revoke it; for anyone else, and for tokens that do not exist, the answer is the same 200 and
 * nothing changes (rule 2), so the endpoint cannot be used to probe for tokens.
 */
import type { ServiceContext } from '../../context.js';
import { hashSecret } from '../../security/secret-hash.js';
import type { AuthenticatedClient } from './client-auth.js';

export async function revoke(ctx: ServiceContext, client: AuthenticatedClient, token: string): Promise<void> {
  const clientId = client.kind === 'key' ? client.keyId : client.client.client_id;
  const tokenHash = hashSecret(token);
  await ctx.store.transaction(async (tx) => {
    const found = await tx.oauth.getToken(tokenHash);
    if (!found || found.client_id !== clientId) return;
    // rule 1: a refresh token takes its whole grant with it (RFC 7009 section 2.1)
    if (found.kind === 'refresh') await tx.oauth.revokeGrant(found.grant_id);
    else await tx.oauth.revokeToken(tokenHash);
  });
}
