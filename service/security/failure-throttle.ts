/**
 * Throttling of guesses: failed sign-ins and failed client authentications count against the
 * identifier tried (a key id, a client id) and against the client address; once either has
 * used up its failures, further attempts are refused with 429 and `Retry-After` before any
 * secret is checked (spec exchangeOAuthToken rule 8, decideOAuthAuthorization rule 3). Only
 * failures count, so the real owner's successful requests keep their own budget
 * (service/auth.ts); the address allows more, since many honest clients may share one.
 *
 * A token bucket per key (rate-limit.ts): `burst` failures at once, then one more every
 * `windowSeconds / burst` seconds, so at most `burst` failures count in any `windowSeconds`
 * beyond the first burst.
 */
import { refuse } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { createRateLimiter } from '../rate-limit.js';

/** Who is trying: the identifier and the client address (the socket's peer). */
export interface Attempt {
  id: string;
  address: string;
}

export interface FailureThrottle {
  /** Throws 429 (spec x-errors too_many_requests) when the id or the address has used up its failures. */
  check(attempt: Attempt): void;
  /** Counts one failure against the id and the address. */
  failed(attempt: Attempt): void;
}

export interface FailureThrottleOptions {
  clock: Clock;
  /** failures per identifier (default 10) */
  perId?: number;
  /** failures per client address (default 100) */
  perAddress?: number;
  /** the window each refills over (default 600 s) */
  windowSeconds?: number;
}

export function createFailureThrottle({ clock, perId = 10, perAddress = 100, windowSeconds = 600 }: FailureThrottleOptions): FailureThrottle {
  const ids = createRateLimiter({ rate: perId / windowSeconds, burst: perId, clock, maxKeys: 50_000 });
  const addresses = createRateLimiter({ rate: perAddress / windowSeconds, burst: perAddress, clock, maxKeys: 50_000 });
  return {
    check({ id, address }) {
      let wait = 0;
      for (const state of [ids.peek(id), addresses.peek(address)]) if (!state.ok) wait = Math.max(wait, state.retryAfterSeconds);
      // RFC 6585 section 4
      if (wait > 0) throw refuse('too_many_requests', {}, { headers: { 'retry-after': String(wait) } });
    },
    failed({ id, address }) {
      ids.take(id);
      addresses.take(address);
    },
  };
}
