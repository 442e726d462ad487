/**
 * The API's answer when the database cannot be reached: storage says so in its own terms
 * (store/store.ts StoreUnavailableError, PostgreSQL's lost connections); the gateway answers it
 * as spec x-errors service_unavailable, `Retry-After: 1`, the cause kept for the error log. The
 * composition root (app.ts) hands every part of the gateway the store seen through this.
 */
import { refuse } from '../generated/server/index.js';
import { type Store, StoreUnavailableError, withTransactions } from './store/store.js';

function unavailable(error: StoreUnavailableError): Error {
  // a COMMIT that may have gone through: its Idempotency-Key must not let a retry do the work again
  const refusal = refuse('service_unavailable', {}, { headers: { 'retry-after': '1' }, ...(error.outcomeUnknown ? { effectUnknown: true } : {}) });
  refusal.cause = error.cause;
  return refusal;
}

/** `store` with its StoreUnavailableError answered as the API's service_unavailable. */
export function answeringUnavailable(store: Store): Store {
  return withTransactions(store, async (fn, options) => {
    try {
      return await store.transaction(fn, options);
    } catch (error) {
      throw error instanceof StoreUnavailableError ? unavailable(error) : error;
    }
  });
}
