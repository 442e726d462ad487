/**
 * A store that loses the answer of a chosen COMMIT the way PostgreSQL's does when the database
 * then stays out of reach (service/store/postgres.ts committedAfterAll): the transaction commits,
 * and its caller is told only that whether it committed is unknown. Armed for one transaction,
 * the next that writes through `entities(kind)`; every other transaction passes through. It stands
 * in, on either engine, for a database out of reach longer than the store asks (12.75 s);
 * store-network-failures.test.ts drives that for real on PostgreSQL, with a store that asks less.
 */
import { type Store, StoreUnavailableError, type Tx, withTransactions } from '../../service/store/store.js';

export interface LosingStore {
  store: Store;
  /** The next committed transaction that calls `tx.entities(kind)` loses its answer. */
  arm(kind: string): void;
}

export function losingCommitAnswers(inner: Store): LosingStore {
  let armed: string | undefined;
  const store = withTransactions(inner, async (fn, options) => {
    const target = armed;
    let wrote = false;
    const result = await inner.transaction(
      (tx) =>
        fn(
          target === undefined
            ? tx
            : new Proxy(tx, {
                get(on, property) {
                  const value = Reflect.get(on, property, on) as unknown;
                  if (property === 'entities')
                    return (kind: string) => {
                      if (kind === target) wrote = true;
                      return (on as Tx).entities(kind as Parameters<Tx['entities']>[0]);
                    };
                  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(on) : value;
                },
              }),
        ),
      options,
    );
    if (wrote && armed === target && !options?.readOnly) {
      armed = undefined;
      throw new StoreUnavailableError(new Error('the answer to COMMIT was lost'), 'store: whether the transaction committed is unknown (injected)', true);
    }
    return result;
  });
  return { store, arm: (kind) => (armed = kind) };
}
