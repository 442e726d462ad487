/**
 * The gateway's `Idempotency-Key` store (spec info.description, Idempotency): the runtime claims,
 * replays and settles (runtime/server/idempotency.ts); the keys are the caller's mode's, in the
 * database, so every gateway process sharing it answers a retry the same way.
 */
import { type IdempotencyStore, Refusal } from '../generated/server/index.js';
import type { AuthContext } from './context.js';
import type { Store } from './store/store.js';

/** Settling twice is settling once (keep and release only touch a row still in flight), so a lost connection is simply tried again. */
const SETTLE_ATTEMPTS = 3;

export function idempotencyStore(store: Store): IdempotencyStore<AuthContext> {
  return {
    claim: (auth, key, fingerprint) => store.transaction((tx) => tx.idempotentRequests.claim(auth.mode, key, fingerprint)),
    async settle(auth, key, answer) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await store.transaction((tx) =>
            answer ? tx.idempotentRequests.keep(auth.mode, key, answer.status, answer.body) : tx.idempotentRequests.release(auth.mode, key),
          );
        } catch (error) {
          // spec x-errors service_unavailable: the store's refusal for a lost connection
          if (!(error instanceof Refusal && error.key === 'service_unavailable') || attempt === SETTLE_ATTEMPTS) throw error;
        }
      }
    },
  };
}
