/**
 * Throttling of guesses: failed authentications (API key pairs, consent sign-ins, OAuth client
 * secrets) count against the identifier tried from that client address, and against the
 * address (spec info.description, Failed authentication; exchangeOAuthToken rule 8,
 * decideOAuthAuthorization rule 3):
 * - an identifier that failed `perId` times from an address gets 429 and `Retry-After` there
 *   before its secret is checked, so guessing one secret is bounded; it is counted per address,
 *   so an attacker cannot lock the owner, elsewhere, out;
 * - an address that failed `perAddress` times gets 429 instead of 401 for each further failure
 *   (its successes still pass: many honest clients may share an address, and each identifier is
 *   already bounded above).
 * Only failures count: the owner's successful requests keep their own budget.
 *
 * A token bucket per key (rate-limit.ts): `burst` failures at once, then one more every
 * `windowSeconds / burst` seconds, so at most `burst` failures count in any `windowSeconds`
 * beyond the first burst.
 */
import { refuse } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { createRateLimiter, type TakeResult } from '../rate-limit.js';

/** Who is trying: the identifier and the client address (the socket's peer). */
export interface Attempt {
  id: string;
  address: string;
}

export interface FailureThrottle {
  /** Before the secret is checked: throws 429 (spec x-errors too_many_requests) when the id has used up its failures from this address. */
  check(attempt: Attempt): void;
  /** After a failure: counts it against the id and the address; throws 429 when the address is past its budget (else the caller answers 401). */
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

/** RFC 6585 section 4: 429 with the seconds until a failure is allowed again. */
function tooMany(state: TakeResult): void {
  if (!state.ok) throw refuse('too_many_requests', {}, { headers: { 'retry-after': String(state.retryAfterSeconds) } });
}

export function createFailureThrottle({ clock, perId = 10, perAddress = 100, windowSeconds = 600 }: FailureThrottleOptions): FailureThrottle {
  const ids = createRateLimiter({ rate: perId / windowSeconds, burst: perId, clock, maxKeys: 50_000 });
  const addresses = createRateLimiter({ rate: perAddress / windowSeconds, burst: perAddress, clock, maxKeys: 50_000 });
  return {
    check({ id, address }) {
      tooMany(ids.peek(`${id} from ${address}`));
    },
    failed({ id, address }) {
      ids.take(`${id} from ${address}`);
      tooMany(addresses.take(address));
    },
  };
}
