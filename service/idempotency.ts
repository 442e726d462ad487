/**
 * The gateway's `Idempotency-Key` store (spec info.description, Idempotency): the runtime claims,
 * replays and settles (runtime/server/idempotency.ts); the keys are the caller's mode's, in the
 * database, so every gateway process sharing it answers a retry the same way.
 */
import type { IdempotencyStore } from '../generated/server/index.js';
import type { AuthContext } from './context.js';
import type { Store } from './store/store.js';

export function idempotencyStore(store: Store): IdempotencyStore<AuthContext> {
  return {
    claim: (auth, key, fingerprint) => store.transaction((tx) => tx.idempotentRequests.claim(auth.mode, key, fingerprint)),
    settle: (auth, key, answer) =>
      store.transaction((tx) =>
        answer ? tx.idempotentRequests.keep(auth.mode, key, answer.status, answer.body) : tx.idempotentRequests.release(auth.mode, key),
      ),
  };
}
