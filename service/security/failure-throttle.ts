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
 *
 * One process (SQLite) keeps the buckets in memory. Processes sharing PostgreSQL share them in
 * the database (store/failure-buckets.ts), so a guesser spreading attempts over every process
 * gets no more: PostgreSQL rather than Redis because it is already what those processes share
 * (one dependency fewer to run and secure, and the counts survive what the data survives). A
 * secret is checked without asking the database unless some process announced a failure for
 * that key within the window (store.failures), so a merchant's requests cost nothing more.
 */
import { refuse } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { createRateLimiter, refilled, type TakeResult, takeResult } from '../rate-limit.js';
import type { FailureFeed, Store } from '../store/store.js';

/** Who is trying: the identifier and the client address (the socket's peer). */
export interface Attempt {
  id: string;
  address: string;
}

/** The window failures refill over (spec info.description, Failed authentication: 10 per 10 minutes). */
export const FAILURE_WINDOW_SECONDS = 600;

export interface FailureThrottle {
  /** Before the secret is checked: throws 429 (spec x-errors too_many_requests) when the id has used up its failures from this address. */
  check(attempt: Attempt): Promise<void>;
  /** After a failure: counts it against the id and the address; throws 429 when the address is past its budget (else the caller answers 401). */
  failed(attempt: Attempt): Promise<void>;
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

export function createFailureThrottle(options: FailureThrottleOptions & { store?: Store }): FailureThrottle {
  return options.store?.failures ? sharedThrottle(options.store, options.store.failures, options) : memoryThrottle(options);
}

function memoryThrottle({ clock, perId = 10, perAddress = 100, windowSeconds = FAILURE_WINDOW_SECONDS }: FailureThrottleOptions): FailureThrottle {
  const ids = createRateLimiter({ rate: perId / windowSeconds, burst: perId, clock, maxKeys: 50_000 });
  const addresses = createRateLimiter({ rate: perAddress / windowSeconds, burst: perAddress, clock, maxKeys: 50_000 });
  return {
    async check({ id, address }) {
      tooMany(ids.peek(`${id} from ${address}`));
    },
    async failed({ id, address }) {
      ids.take(`${id} from ${address}`);
      tooMany(addresses.take(address));
    },
  };
}

function sharedThrottle(
  store: Store,
  feed: FailureFeed,
  { clock, perId = 10, perAddress = 100, windowSeconds = FAILURE_WINDOW_SECONDS }: FailureThrottleOptions,
): FailureThrottle {
  const idRate = perId / windowSeconds;
  const addressRate = perAddress / windowSeconds;
  const windowMs = windowSeconds * 1000;
  return {
    async check({ id, address }) {
      const key = `id ${id} from ${address}`;
      if (!feed.maybeFailed(key, windowMs)) return;
      const bucket = await store.transaction((tx) => tx.failureBuckets.get(key), { readOnly: true });
      if (!bucket) return;
      tooMany(takeResult(refilled(bucket.tokens, bucket.at_ms, clock.nowMs(), idRate, perId), idRate));
    },
    async failed({ id, address }) {
      const idKey = `id ${id} from ${address}`;
      const addressKey = `address ${address}`;
      feed.noteOwn(idKey);
      const left = await store.transaction(async (tx) => {
        // only the id's bucket is looked at before a secret is checked, so only it is announced
        await tx.failureBuckets.take(idKey, idRate, perId, clock.nowMs(), true);
        return tx.failureBuckets.take(addressKey, addressRate, perAddress, clock.nowMs(), false);
      });
      // `left` is what the take left: the bucket held one more before it (rate-limit.ts semantics)
      tooMany(takeResult(left + 1, addressRate));
    },
  };
}
