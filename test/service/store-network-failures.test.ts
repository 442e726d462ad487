/**
 * PostgreSQL when the network between the store and the database fails (service/store/
 * postgres.ts), through a proxy that cuts or stalls it (test/support/tcp-proxy.ts).
 *
 * A COMMIT whose answer is lost with its connection: the store must find out what became of the
 * transaction, not guess. A transaction reported failed that in fact committed is the worst
 * answer there is: the runtime frees the request's Idempotency-Key, and the client's retry does
 * the work a second time (or, for the key's own claim, the key stays "in use" for minutes).
 *
 * A network that goes silent (a partition: no reset, nothing arrives): every transaction fails
 * as unavailable within the query timeout instead of waiting for as long as the silence lasts,
 * the connection listening for key changes is counted down, and the store answers (and listens)
 * again once the network is back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '../../service/clock.js';
import { newId } from '../../service/ids.js';
import { openPostgresStore } from '../../service/store/postgres.js';
import { type Store, StoreUnavailableError, type Tx } from '../../service/store/store.js';
import { describeEngine, ENGINES } from '../support/engines.js';
import { looseRepository } from '../support/loose-repository.js';
import { dropSchema, freshSchemaName, PG_TEST_URL } from '../support/postgres.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

/** pg's simple query `COMMIT` (PostgreSQL protocol, Query message: 'Q', int32 length 11, the text and a NUL) */
const COMMIT = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 11]), Buffer.from('COMMIT\0')]);

const invoices = (tx: Tx) => looseRepository<{ id: string; entity: 'invoice'; created_at: number; status: string }>(tx, 'invoices');

/** short, for a quick test; the gateway's default is service/store/postgres.ts QUERY_TIMEOUT_MS */
const QUERY_TIMEOUT_MS = 500;

const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describeEngine('the network to PostgreSQL fails', postgres, () => {
  let proxy: TcpProxy;
  let store: Store;
  let schema: string;
  let viaProxy: string;

  beforeAll(async () => {
    const direct = new URL(PG_TEST_URL!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const url = new URL(PG_TEST_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    viaProxy = url.toString();
    schema = freshSchemaName();
    store = await openPostgresStore({ url: viaProxy, schema, clock: systemClock, queryTimeoutMs: QUERY_TIMEOUT_MS });
  });
  afterAll(async () => {
    await store?.close();
    await proxy?.close();
    await dropSchema(PG_TEST_URL!, schema);
  });

  const create = () => {
    const id = newId('inv_');
    return {
      id,
      run: (tx: Tx) =>
        invoices(tx)
          .insert('test', { id, entity: 'invoice', created_at: 1_700_000_000, status: 'issued' })
          .then(() => id),
    };
  };
  const stored = (id: string) => store.transaction((tx) => invoices(tx).get('test', id), { readOnly: true });

  it.each([
    { outageMs: 0, label: 'the network back at once' },
    { outageMs: 1_500, label: 'the database out of reach for 1.5 s' },
  ])('delivered, $label: the transaction answers its result, and what it wrote is there', async ({ outageMs }) => {
    const { id, run } = create();
    const cut = proxy.arm({ when: COMMIT, chunk: 'delivered', outageMs });
    await expect(store.transaction(run)).resolves.toBe(id);
    await cut;
    await proxy.outageOver();
    expect(await stored(id)).toMatchObject({ id });
  });

  // each asks once its dead connection is back with the pool: holding it while asking, the two would wait on each other's slot
  it('both connections of a pool of 2 lose their COMMIT at once: each transaction answers what became of it', async () => {
    const small = await openPostgresStore({ url: viaProxy, schema, clock: systemClock, queryTimeoutMs: QUERY_TIMEOUT_MS, maxConnections: 2 });
    try {
      const both = [create(), create()];
      let arrived = 0;
      let release!: () => void;
      const together = new Promise<void>((resolve) => {
        release = resolve;
      });
      const cut = proxy.arm({ when: COMMIT, chunk: 'delivered', outageMs: 300 });
      const outcomes = await Promise.allSettled(
        both.map(({ run }) =>
          small.transaction(async (tx) => {
            const id = await run(tx);
            // both COMMITs go out in the same tick: the first to reach the proxy cuts both connections
            if (++arrived === 2) release();
            await together;
            return id;
          }),
        ),
      );
      await cut;
      await proxy.outageOver();
      for (const [i, outcome] of outcomes.entries()) {
        const there = (await stored(both[i]!.id)) !== undefined;
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(StoreUnavailableError);
        expect({ answered: outcome.status === 'fulfilled', there }).toEqual({ answered: there, there });
      }
      // the COMMIT that set off the cut was delivered
      expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    } finally {
      await small.close();
    }
  });

  it('never delivered: the transaction fails as unavailable, known not to have committed, and nothing of it is there', async () => {
    const { id, run } = create();
    const cut = proxy.arm({ when: COMMIT, chunk: 'dropped', outageMs: 1_500 });
    const failure = await store.transaction(run).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect((failure as StoreUnavailableError).outcomeUnknown).toBe(false);
    await cut;
    await proxy.outageOver();
    expect(await stored(id)).toBeUndefined();
  });

  it('delivered, the database out of reach for longer than the store asks: the outcome is unknown, and what it wrote is there', async () => {
    // a store that asks for 0.4 s (the gateway's asks 12.75 s: retry-budget.ts)
    const impatient = await openPostgresStore({ url: viaProxy, schema, clock: systemClock, queryTimeoutMs: QUERY_TIMEOUT_MS, retryBudgetMs: 400 });
    try {
      const { id, run } = create();
      const cut = proxy.arm({ when: COMMIT, chunk: 'delivered', outageMs: 1_500 });
      const failure = await impatient.transaction(run).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect((failure as StoreUnavailableError).outcomeUnknown).toBe(true);
      await cut;
      await proxy.outageOver();
      expect(await stored(id)).toMatchObject({ id });
    } finally {
      await impatient.close();
    }
  });

  it.each([
    { kind: 'a write', readOnly: false },
    { kind: 'a read', readOnly: true },
  ])('silent for 2.5 s: $kind fails as unavailable long before the silence ends, and the store works once it has', async ({ readOnly }) => {
    const { id, run } = create();
    await store.transaction(run); // the pools hold live connections now
    const silence = proxy.stall(2_500);
    const started = Date.now();
    const during = readOnly ? stored(id) : store.transaction(create().run);
    await expect(during).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
    await silence;
    expect(await stored(id)).toMatchObject({ id });
    const after = create();
    await expect(store.transaction(after.run)).resolves.toBe(after.id);
  });

  // the listening connection only receives: without its heartbeat it would look alive through any silence
  it('silent for 2.5 s: the key watch is counted down within its heartbeat (the key cache is then bypassed), and listens again after', async () => {
    // listening (again, after the silences above)
    await until(() => Number.isFinite(store.keys.epoch()), 5_000);
    const before = store.keys.epoch();
    const silence = proxy.stall(2_500);
    await until(() => Number.isNaN(store.keys.epoch()), 2_000);
    await silence;
    await until(() => Number.isFinite(store.keys.epoch()), 5_000);
    expect(store.keys.epoch()).toBeGreaterThan(before);
  });
});

/** Resolves once `condition` holds; fails after `withinMs`. */
async function until(condition: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
