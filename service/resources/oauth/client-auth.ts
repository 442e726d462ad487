/**
 * Client authentication at the token and revocation endpoints (RFC 6749 section 2.3; spec
 * exchangeOAuthToken, revokeOAuthToken). A client is either a registered client
 * (`client_secret_basic`, `client_secret_post`, or a public client that sends only its id) or,
 * for client credentials, the merchant's API key pair (exchangeOAuthToken rule 3).
 *
 * Secrets are compared in constant time against stored hashes; an unknown client id costs the
 * same comparison (against a dummy hash). Failures count per client id and per client address
 * and are throttled before any secret is checked (rule 8): guessing a secret is bounded.
 */
import type { IncomingMessage } from 'node:http';
import { refuse } from '../../../generated/server/index.js';
import type { ServiceContext } from '../../context.js';
import { keyWorks } from '../../key-cache.js';
import { hashSecret, verifySecret } from '../../security/secret-hash.js';
import type { Mode } from '../../store/store.js';
import { findClient, isRegisteredClientId, type RegisteredClient } from './clients.js';

export type AuthenticatedClient = { kind: 'registered'; client: RegisteredClient } | { kind: 'key'; keyId: string; mode: Mode };

/** Compared against when the client is unknown or public-but-sent-a-secret, so every failure costs one comparison. */
const DUMMY_HASH = hashSecret('paisa: no such client');

interface Presented {
  clientId: string;
  secret: string | undefined;
  basic: boolean;
}

/** RFC 6749 section 2.3.1: Basic with the id and secret each form-urlencoded (RFC 6749 appendix B) first. */
function fromBasic(header: string): { clientId: string; secret: string } | null {
  const match = /^basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

function presented(req: IncomingMessage, body: { client_id?: string; client_secret?: string }): Presented {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const basic = fromBasic(header);
    if (!basic) throw refuse('oauth_invalid_client', {}, { headers: { 'www-authenticate': 'Basic realm="paisa"' } });
    // RFC 6749 section 2.3: a client MUST NOT use more than one authentication method
    if (body.client_secret !== undefined)
      throw refuse('oauth_invalid_request', { description: 'Send the client secret in the Authorization header or in the body, not both' });
    if (body.client_id !== undefined && body.client_id !== basic.clientId)
      throw refuse(
        'oauth_invalid_request',
        { description: 'client_id differs from the client authenticated by the Authorization header' },
        { field: 'client_id' },
      );
    return { clientId: basic.clientId, secret: basic.secret, basic: true };
  }
  if (body.client_id === undefined) throw refuse('oauth_invalid_client');
  return { clientId: body.client_id, secret: body.client_secret, basic: false };
}

function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** The authenticated client, or 401 `invalid_client` (429 once its failures are used up). */
export async function authenticateClient(
  ctx: ServiceContext,
  req: IncomingMessage,
  body: { client_id?: string; client_secret?: string },
): Promise<AuthenticatedClient> {
  const { clientId, secret, basic } = presented(req, body);
  const throttled = { id: `client ${clientId}`, address: clientAddress(req) };
  await ctx.limits.failures.check(throttled);
  // each client (or key id) has its own budget here (spec exchangeOAuthToken rule 8)
  const taken = ctx.limits.requests.take(`oauth endpoint ${clientId}`);
  if (!taken.ok) throw refuse('too_many_requests', {}, { headers: { 'retry-after': String(taken.retryAfterSeconds) } });

  const found = await identify(ctx, clientId, secret);
  if (found) return found;
  await ctx.limits.failures.failed(throttled);
  throw refuse('oauth_invalid_client', {}, basic ? { headers: { 'www-authenticate': 'Basic realm="paisa"' } } : {});
}

async function identify(ctx: ServiceContext, clientId: string, secret: string | undefined): Promise<AuthenticatedClient | undefined> {
  if (isRegisteredClientId(clientId)) {
    const found = await findClient(ctx, clientId);
    if (found && found.secretHash === null) {
      // a public client authenticates with nothing; one that sends a secret is not that client
      verifySecret(secret ?? '', DUMMY_HASH);
      return secret === undefined ? { kind: 'registered', client: found.client } : undefined;
    }
    const ok = verifySecret(secret ?? '', found?.secretHash ?? DUMMY_HASH);
    return ok && found && secret !== undefined ? { kind: 'registered', client: found.client } : undefined;
  }
  const key = await ctx.store.transaction((tx) => tx.apiKeys.get(clientId), { readOnly: true });
  const ok = verifySecret(secret ?? '', key?.secret_hash ?? DUMMY_HASH);
  // a revoked or rolled-away key is no client (spec revokeApiKey)
  return ok && key && secret !== undefined && keyWorks(key, ctx.clock.now()) ? { kind: 'key', keyId: key.key_id, mode: key.mode } : undefined;
}

/** The consent page's sign-in (spec decideOAuthAuthorization rule 3): the key's mode, or undefined after counting the failure. */
export async function signIn(
  ctx: ServiceContext,
  req: IncomingMessage,
  keyId: string | undefined,
  keySecret: string | undefined,
): Promise<{ keyId: string; mode: Mode } | undefined> {
  const throttled = { id: `sign-in ${keyId ?? ''}`, address: clientAddress(req) };
  await ctx.limits.failures.check(throttled);
  const key = keyId === undefined ? undefined : await ctx.store.transaction((tx) => tx.apiKeys.get(keyId), { readOnly: true });
  const ok = verifySecret(keySecret ?? '', key?.secret_hash ?? DUMMY_HASH);
  if (ok && key && keySecret !== undefined && keyWorks(key, ctx.clock.now())) return { keyId: key.key_id, mode: key.mode };
  await ctx.limits.failures.failed(throttled);
  return undefined;
}
