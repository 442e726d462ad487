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
import type { Mode, Store } from './store/store.js';

const sealContext = (mode: Mode, key: string) => `idempotency:${mode}:${key}`;

/**
 * Settling twice is settling once (keep and release only touch a row still in flight), so a lost
 * connection is simply tried again, with a pause that lets the pool replace its dead connections:
 * a key left unsettled stays "in use" until abandoned (5 minutes), far worse for the client than
 * an answer that waits. Pauses of 50 ms doubling, for 12.75 s (8 attempts when each fails at
 * once; 6 attempts, 1.55 s, were sometimes all lost while every connection of the pool was being
 * dropped); no attempt starts after that, and each is bounded by the store's own timeouts.
 */
const SETTLE_BUDGET_MS = 12_750;
const SETTLE_FIRST_PAUSE_MS = 50;

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
      const deadline = Date.now() + SETTLE_BUDGET_MS;
      for (let attempt = 1; ; attempt++) {
        try {
          return await store.transaction((tx) =>
            kept ? tx.idempotentRequests.keep(auth.mode, key, kept.status, kept.body) : tx.idempotentRequests.release(auth.mode, key),
          );
        } catch (error) {
          // spec x-errors service_unavailable: a lost connection, as the gateway's store answers it (unavailable.ts)
          const pause = SETTLE_FIRST_PAUSE_MS * 2 ** (attempt - 1);
          if (!(error instanceof Refusal && error.key === 'service_unavailable') || Date.now() + pause >= deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
    },
  };
}
