/**
 * The gateway's `Idempotency-Key` store (spec info.description, Idempotency): the runtime claims,
 * replays and settles (runtime/server/idempotency.ts); the keys are the caller's mode's, in the
 * database, so every gateway process sharing it answers a retry the same way.
 *
 * A kept answer is sealed with the master key (security/secret-box.ts) under its mode and key:
 * it can hold what must not rest in the clear (a webhook endpoint's secret, spec createWebhook;
 * a customer's e-mail and phone number).
 */
import { type IdempotencyStore, Refusal } from '../generated/server/index.js';
import type { AuthContext } from './context.js';
import { isSealed, type SecretBox } from './security/secret-box.js';
import { pauseBeforeRetry, RETRY_BUDGET_MS, retryPauseMs } from './store/retry-budget.js';
import type { Mode, Store } from './store/store.js';

const sealContext = (mode: Mode, key: string) => `idempotency:${mode}:${key}`;

export function idempotencyStore(store: Store, box: SecretBox): IdempotencyStore<AuthContext> {
  return {
    async claim(auth, key, fingerprint) {
      const claim = await store.transaction((tx) => tx.idempotentRequests.claim(auth.mode, key, fingerprint));
      if (claim.kind !== 'replay') return claim;
      // an answer kept in the clear before sealing began is answered as it is (kept 24 hours at most)
      const body = isSealed(claim.body) ? box.open(claim.body, sealContext(auth.mode, key)) : claim.body;
      // sealed under another master key: it cannot be answered, and running the request again could do it twice
      if (body === undefined) throw new Error('a kept Idempotency-Key answer does not open with this master key');
      return { ...claim, body };
    },
    async settle(auth, key, answer) {
      const kept = answer && { status: answer.status, body: box.seal(answer.body, sealContext(auth.mode, key)) };
      // Settling twice is settling once (keep and release only touch a row still in flight), so a
      // lost connection is simply tried again (store/retry-budget.ts): a key left unsettled stays
      // "in use" until abandoned (5 minutes), far worse for the client than an answer that waits.
      // No attempt starts after the budget, and each is bounded by the store's own timeouts.
      const deadline = Date.now() + RETRY_BUDGET_MS;
      for (let attempt = 1; ; attempt++) {
        try {
          return await store.transaction((tx) =>
            kept ? tx.idempotentRequests.keep(auth.mode, key, kept.status, kept.body) : tx.idempotentRequests.release(auth.mode, key),
          );
        } catch (error) {
          // spec x-errors service_unavailable: a lost connection, as the gateway's store answers it (unavailable.ts)
          if (!(error instanceof Refusal && error.key === 'service_unavailable') || Date.now() + retryPauseMs(attempt) >= deadline) throw error;
          await pauseBeforeRetry(attempt);
        }
      }
    },
  };
}
