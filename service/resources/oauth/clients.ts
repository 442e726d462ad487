/**
 * Registered clients (spec registerOAuthClient, RFC 7591): what a client registered, as the
 * OAuthClient answer holds it without the secret. The secret is shown once, in the 201, and
 * stored only as its hash.
 */
import { randomBytes } from 'node:crypto';
import { type HandlerBody, refuse } from '../../../generated/server/index.js';
import type { OAuthClient } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { randomBase62 } from '../../ids.js';
import { hashSecret } from '../../security/secret-hash.js';
import type { Mode } from '../../store/store.js';

/** spec OAuthClientId: the length of a client id, all of it random base62 (about 83 bits from the CSPRNG) */
const CLIENT_ID_LENGTH = 14;

/** A registered client's metadata (the secret is never kept). */
export type RegisteredClient = Omit<OAuthClient, 'client_secret' | 'client_secret_expires_at'>;

/** spec OAuthClientId: 14 alphanumeric characters (`client_` in front for clients registered before); an API key id has underscores. */
export const isRegisteredClientId = (clientId: string): boolean => /^(client_)?[0-9A-Za-z]{14}$/.test(clientId);

/** 256 bits from the CSPRNG, base64url: what every secret this server issues is made of. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export async function findClient(ctx: ServiceContext, clientId: string): Promise<{ client: RegisteredClient; secretHash: string | null } | undefined> {
  if (!isRegisteredClientId(clientId)) return undefined;
  const row = await ctx.store.transaction((tx) => tx.oauth.getClient(clientId), { readOnly: true });
  return row ? { client: JSON.parse(row.data) as RegisteredClient, secretHash: row.secret_hash } : undefined;
}

/**
 * RFC 7591 section 3.2.1: the registered metadata with the server's defaults, and the secret once.
 * `connectTo`: the mode a merchant registered it for (spec createOAuthClient), connected in the same transaction.
 */
export async function registerClient(ctx: ServiceContext, body: HandlerBody<'registerOAuthClient'>, address: string, connectTo?: Mode): Promise<OAuthClient> {
  // spec registerOAuthClient rule 6: open registration has a budget per client address
  const taken = ctx.limits.requests.take(`oauth register ${address}`);
  if (!taken.ok) throw refuse('too_many_requests', {}, { headers: { 'retry-after': String(taken.retryAfterSeconds) } });
  const method = body.token_endpoint_auth_method;
  const client: RegisteredClient = {
    client_id: randomBase62(CLIENT_ID_LENGTH),
    client_id_issued_at: ctx.clock.now(),
    client_name: body.client_name,
    redirect_uris: [...body.redirect_uris],
    grant_types: [...body.grant_types],
    response_types: [...body.response_types],
    scope: body.scope,
    token_endpoint_auth_method: method,
    // rule 5: unknown metadata is ignored, so only what the spec names is kept
    ...(body.client_uri !== undefined ? { client_uri: body.client_uri } : {}),
  };
  const secret = method === 'none' ? undefined : newSecret();
  await ctx.store.transaction(async (tx) => {
    await tx.oauth.insertClient({ client_id: client.client_id, secret_hash: secret === undefined ? null : hashSecret(secret), data: JSON.stringify(client) });
    if (connectTo) await tx.oauth.connect(connectTo, client.client_id, 'api');
  });
  return secret === undefined ? client : { ...client, client_secret: secret, client_secret_expires_at: 0 };
}
