/**
 * The service's `authenticate` for the generated gateway (runtime/server/auth.ts reads the
 * header and applies the spec's security; this decides whether the credentials are valid).
 *
 * - Basic (spec components.securitySchemes.basic): the key pair, checked in constant time
 *   against the verified keys cached in memory (key-cache.ts: no database read for a known key;
 *   a key change anywhere empties the cache), or the store; the stored key decides the mode
 *   (spec info.description, Modes).
 * - Bearer (spec components.securitySchemes.oauth2): an unrevoked, unexpired access token from
 *   the OAuth repository, looked up by hash (tokens are stored hashed), whose approving key
 *   still works (spec revokeApiKey); its mode and scopes come from the token row.
 * - Anything else: null, which the gateway answers 401 BAD_REQUEST_ERROR (spec x-errors
 *   unauthorized).
 * - Then the per-key token bucket (PAISA_RATE_LIMIT per key; over it, spec x-errors
 *   too_many_requests: 429). It runs after verification, so a caller who only knows a key id
 *   cannot drain the owner's bucket. Failed key pairs are counted apart (failure-throttle.ts):
 *   10 per key id from one address, 100 per address, in 10 minutes; past that, 429 before the
 *   secret is checked, while the owner elsewhere keeps working.
 */
import { type Authenticate, refuse } from '../generated/server/index.js';
import type { Clock } from './clock.js';
import type { AuthContext } from './context.js';
import { createKeyCache } from './key-cache.js';
import type { ModeClocks } from './mode-clocks.js';
import type { RateLimiter } from './rate-limit.js';
import type { FailureThrottle } from './security/failure-throttle.js';
import { hashSecret } from './security/secret-hash.js';
import type { Store } from './store/store.js';

export interface AuthenticatorOptions {
  store: Store;
  /** the infrastructure clock: a key stops at its `expires_at` on it (spec revokeApiKey, rollApiKey) */
  clock: Clock;
  limiter: RateLimiter;
  /** each mode's clock: a token expires on the clock of its mode (test mode's can be advanced) */
  clocks: ModeClocks;
  /** failed key pairs: after too many from one address, 429 before the secret is checked */
  failures?: FailureThrottle;
}

export function createAuthenticate({ store, clock, limiter, clocks, failures }: AuthenticatorOptions): Authenticate<AuthContext> {
  const keys = createKeyCache(store, () => clock.now());
  return async (credentials, operation) => {
    let auth: AuthContext | null;
    if (credentials.scheme === 'basic') {
      // guessing a key secret is throttled per key id and address before the secret is checked
      const attempt = { id: `key ${credentials.keyId.slice(0, 64)}`, address: operation.remoteAddress };
      await failures?.check(attempt);
      const mode = await keys.verify(credentials.keyId, credentials.keySecret);
      auth = mode ? { mode, keyId: credentials.keyId, scheme: 'basic', scopes: [] } : null;
      if (!auth) await failures?.failed(attempt);
    } else if (credentials.scheme === 'bearer') {
      const token = await store.transaction((tx) => tx.oauth.getActiveToken(hashSecret(credentials.token), (mode) => clocks.of(mode).now()), {
        readOnly: true,
      });
      // a refresh token is not an access token (RFC 6749 1.5)
      auth =
        token && token.kind === 'access'
          ? { mode: token.mode, keyId: token.key_id, clientId: token.client_id, scheme: 'bearer', scopes: token.scope.split(' ').filter(Boolean) }
          : null;
    } else {
      // the interface has no apiKey scheme (spec components.securitySchemes): no operation reads one
      auth = null;
    }
    if (!auth) return null;
    // a client's requests have a budget of their own per key (spec securitySchemes.oauth2), apart from the key pair's
    const taken = limiter.take(auth.clientId === undefined ? auth.keyId : `oauth ${auth.clientId} ${auth.keyId}`);
    // RFC 6585 section 4: Retry-After says when the bucket has a token again
    if (!taken.ok) throw refuse('too_many_requests', {}, { headers: { 'retry-after': String(Math.max(0, Math.ceil(taken.retryAfterSeconds))) } });
    return auth;
  };
}
