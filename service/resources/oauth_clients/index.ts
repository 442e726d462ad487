/**
 * The OAuth applications of a mode (spec tag `oauth_clients`): the clients connected to it,
 * registered for it by the merchant (createOAuthClient, as registerOAuthClient registers) or
 * approved on the consent page (resources/oauth/authorize.ts connects them). Disconnecting one
 * removes the connection and uses up its codes in one transaction, then revokes its tokens of
 * the mode a page at a time (store/in-pages.ts DELETE_PAGE rows per transaction).
 */
import { refuse } from '../../../generated/server/index.js';
import type { OAuthApplication } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { DELETE_PAGE } from '../../store/in-pages.js';
import type { OAuthConnectionRow } from '../../store/oauth.js';
import { collection } from '../collection.js';
import { type RegisteredClient, registerClient } from '../oauth/clients.js';
import { defineResource } from '../resource.js';

export function toApplication(row: OAuthConnectionRow): OAuthApplication {
  const client = JSON.parse(row.data) as RegisteredClient;
  return {
    entity: 'oauth_client',
    client_id: client.client_id,
    client_name: client.client_name,
    ...(client.client_uri !== undefined ? { client_uri: client.client_uri } : {}),
    redirect_uris: client.redirect_uris,
    grant_types: client.grant_types,
    token_endpoint_auth_method: client.token_endpoint_auth_method,
    client_id_issued_at: client.client_id_issued_at,
    source: row.source,
    connected_at: row.connected_at,
  };
}

export const resource = defineResource('oauth_clients', (ctx: ServiceContext) => {
  const { store } = ctx;
  return {
    async listOAuthClients({ query, auth }) {
      const rows = await store.transaction((tx) => tx.oauth.connections(auth.mode, query.count ?? 10, query.skip ?? 0), { readOnly: true });
      return collection(rows.map(toApplication));
    },

    async fetchOAuthClient({ params, auth }) {
      const row = await store.transaction((tx) => tx.oauth.connection(auth.mode, params.client_id), { readOnly: true });
      // rule 1
      if (!row) throw refuse('id_not_found', {}, { field: 'client_id' });
      return toApplication(row);
    },

    async createOAuthClient({ body, auth, req }) {
      return registerClient(ctx, body, req.socket.remoteAddress ?? 'unknown', auth.mode);
    },

    async deleteOAuthClient({ params, auth }) {
      const gone = await store.transaction((tx) => tx.oauth.disconnect(auth.mode, params.client_id));
      // rule 1
      if (!gone) throw refuse('id_not_found', {}, { field: 'client_id' });
      // a refresh in flight holds the connection's row (resources/oauth/tokens.ts), so its tokens are committed before these pages read
      for (;;) {
        const revoked = await store.transaction((tx) => tx.oauth.revokeClientTokens(auth.mode, params.client_id, DELETE_PAGE));
        if (revoked < DELETE_PAGE) break;
      }
      return [];
    },
  };
});
