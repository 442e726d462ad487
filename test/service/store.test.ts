/**
 * One store suite over both engines (SQLite file; PostgreSQL schema when
 * PAISA_TEST_DATABASE_URL is set): the behaviour handlers rely on, pinned once.
 */
import { spawn } from 'node:child_process';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { newId } from '../../service/ids.js';
import { MIGRATIONS } from '../../service/store/migrations.js';
import { DEFERRED_JOIN_FROM } from '../../service/store/sql.js';
import { type ListQuery, type Store, type Tx, UniqueViolationError } from '../../service/store/store.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';
import { looseRepository } from '../support/loose-repository.js';

interface TestInvoice {
  id: string;
  entity: 'invoice';
  created_at: number;
  status: string | null;
  receipt: string | null;
  order_id: string;
  payment_id: string | null;
  amount: number;
  notes: Record<string, string>;
}

const T0 = 1_700_000_000;

function invoice(overrides: Partial<TestInvoice> = {}): TestInvoice {
  return {
    id: newId('inv_'),
    entity: 'invoice',
    created_at: T0,
    status: 'issued',
    receipt: null,
    order_id: newId('order_'),
    payment_id: null,
    amount: 1000,
    notes: {},
    ...overrides,
  };
}

/** Partial invoices: the store keeps entities whole and reads only id, created_at, status and the lookups. */
const invoices = (tx: Tx) => looseRepository<TestInvoice>(tx, 'invoices');

/** resolves once `n` parties have arrived: makes two transactions overlap for real */
function barrier(n: number) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    if (++arrived === n) release();
    await all;
  };
}

for (const engine of ENGINES) {
  describeEngine('store suite', engine, () => {
    let fixture: StoreFixture;
    let store: Store;
    const clock = manualClock(T0);

    beforeEach(async () => {
      fixture = await engine.fixture();
      store = await fixture.open(clock);
    });
    afterEach(async () => {
      await fixture?.cleanup();
    });

    it('applies migrations idempotently: opening the same storage again changes nothing and keeps data', async () => {
      const inv = invoice();
      await store.transaction((tx) => invoices(tx).insert('test', inv));
      const again = await fixture.open(clock);
      const third = await fixture.open(clock);
      const migrations = await third.transaction((tx) => tx.sql.all<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name'));
      // each migration recorded once, however often the storage is opened
      expect(migrations.map((m: any) => m.name)).toEqual(Object.keys(MIGRATIONS).sort());
      expect(await again.transaction((tx) => invoices(tx).get('test', inv.id))).toEqual(inv);
    });

    it('returns an inserted entity byte for byte, including key order', async () => {
      const inv = invoice({ notes: { z: '1', a: '2' }, receipt: 'r-1' });
      await store.transaction((tx) => invoices(tx).insert('test', inv));
      const back = await store.transaction((tx) => invoices(tx).get('test', inv.id));
      expect(JSON.stringify(back)).toBe(JSON.stringify(inv));
      expect(await store.transaction((tx) => invoices(tx).get('test', 'inv_missing0000000'))).toBeUndefined();
    });

    // past DEFERRED_JOIN_FROM skipped rows a page is read by another query (sql.ts listPageSql): the pages before and after it meet
    it('lists newest first (created_at desc, id desc) and pages with count/skip without gaps or repeats', async () => {
      const all = Array.from({ length: DEFERRED_JOIN_FROM + 25 }, (_, i) => invoice({ created_at: T0 + Math.floor(i / 2), receipt: `r${i}` }));
      await store.transaction(async (tx) => {
        for (const inv of all) await invoices(tx).insert('test', inv);
      });
      const expected = [...all].sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1)).map((i) => i.id);
      const repo = (q: ListQuery) => store.transaction((tx) => invoices(tx).list('test', q));
      expect((await repo({})).map((i) => i.id)).toEqual(expected.slice(0, 10)); // default count 10
      const paged: string[] = [];
      for (let skip = 0; skip < all.length + 5; skip += 7) paged.push(...(await repo({ count: 7, skip })).map((i) => i.id));
      expect(paged).toEqual(expected);
      expect((await repo({ count: 100, skip: all.length })).length).toBe(0);
    });

    it.each([
      { name: 'from is inclusive', query: { from: T0 + 10 }, want: (i: TestInvoice) => i.created_at >= T0 + 10 },
      { name: 'to is inclusive', query: { to: T0 + 3 }, want: (i: TestInvoice) => i.created_at <= T0 + 3 },
      { name: 'from and to together', query: { from: T0 + 2, to: T0 + 4 }, want: (i: TestInvoice) => i.created_at >= T0 + 2 && i.created_at <= T0 + 4 },
      { name: 'where receipt', query: { where: { receipt: 'r7' } }, want: (i: TestInvoice) => i.receipt === 'r7' },
      { name: 'where receipt is null', query: { where: { receipt: null } }, want: (i: TestInvoice) => i.receipt === null },
      { name: 'status', query: { status: 'paid' }, want: (i: TestInvoice) => i.status === 'paid' },
      { name: 'status list', query: { status: ['paid', 'expired'] }, want: (i: TestInvoice) => i.status === 'paid' || i.status === 'expired' },
    ])('filters a list: $name', async ({ query, want }) => {
      const statuses = ['issued', 'paid', 'expired'];
      const all = Array.from({ length: 15 }, (_, i) => invoice({ created_at: T0 + i, receipt: i % 5 === 4 ? null : `r${i}`, status: statuses[i % 3]! }));
      await store.transaction(async (tx) => {
        for (const inv of all) await invoices(tx).insert('test', inv);
      });
      const got = await store.transaction((tx) => invoices(tx).list('test', { count: 100, ...query }));
      const expected = all
        .filter(want)
        .sort((a, b) => b.created_at - a.created_at)
        .map((i) => i.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(got.map((i) => i.id)).toEqual(expected);
    });

    it('keeps test and live apart: data of one mode is invisible to the other', async () => {
      const inv = invoice({ receipt: 'same' });
      await store.transaction((tx) => invoices(tx).insert('test', inv));
      await store.transaction(async (tx) => {
        const repo = invoices(tx);
        expect(await repo.get('live', inv.id)).toBeUndefined();
        expect(await repo.list('live', { count: 100 })).toEqual([]);
        expect(await repo.update('live', { ...inv, status: 'paid' })).toBe(false);
        expect(await repo.delete('live', inv.id)).toBe(false);
        // uniqueness is per mode too: the same receipt is free in live
        await repo.insert('live', invoice({ receipt: 'same' }));
        expect(await repo.get('test', inv.id)).toEqual(inv);
      });
    });

    it('refuses a second invoice with the same receipt in one mode, and the transaction stays usable', async () => {
      await store.transaction((tx) => invoices(tx).insert('test', invoice({ receipt: 'dup' })));
      const survivor = invoice({ receipt: 'other' });
      const error = await store.transaction(async (tx) => {
        const repo = invoices(tx);
        const caught = await repo.insert('test', invoice({ receipt: 'dup' })).catch((e: unknown) => e);
        await repo.insert('test', survivor); // on PostgreSQL a failed statement would abort the tx
        await repo.insert('test', invoice({ receipt: null }));
        await repo.insert('test', invoice({ receipt: null })); // many invoices without a receipt are fine
        return caught;
      });
      expect(error).toBeInstanceOf(UniqueViolationError);
      expect(error).toMatchObject({ kind: 'invoices', column: 'receipt' });
      expect(await store.transaction((tx) => invoices(tx).get('test', survivor.id))).toBeDefined();
    });

    it('reports a duplicate id as a unique violation on column id', async () => {
      const inv = invoice();
      await store.transaction((tx) => invoices(tx).insert('test', inv));
      await expect(store.transaction((tx) => invoices(tx).insert('test', { ...inv, receipt: 'x' }))).rejects.toMatchObject({
        column: 'id',
      });
    });

    it('updates conditionally: a wrong expectStatus or expectVersion writes nothing; a success bumps the version', async () => {
      const inv = invoice({ receipt: 'c1' });
      await store.transaction((tx) => invoices(tx).insert('test', inv));
      await store.transaction(async (tx) => {
        const repo = invoices(tx);
        expect(await repo.update('test', { ...inv, status: 'paid' }, { expectStatus: 'draft' })).toBe(false);
        expect(await repo.update('test', { ...inv, status: 'paid' }, { expectVersion: 2 })).toBe(false);
        expect(await repo.update('test', { ...inv, status: 'paid' }, { expectStatus: ['draft', 'expired'] })).toBe(false);
        expect(await repo.getVersioned('test', inv.id)).toEqual({ entity: inv, version: 1 });
        expect(await repo.update('test', { ...inv, status: 'paid', receipt: 'c2' }, { expectStatus: 'issued', expectVersion: 1 })).toBe(true);
        expect(await repo.getVersioned('test', inv.id)).toMatchObject({ entity: { status: 'paid', receipt: 'c2' }, version: 2 });
        // the receipt lookup followed the entity
        expect((await repo.list('test', { where: { receipt: 'c2' } })).map((i) => i.id)).toEqual([inv.id]);
        expect(await repo.list('test', { where: { receipt: 'c1' } })).toEqual([]);
        expect(await repo.delete('test', inv.id, { expectStatus: 'issued' })).toBe(false);
        expect(await repo.delete('test', inv.id, { expectStatus: 'paid' })).toBe(true);
        expect(await repo.get('test', inv.id)).toBeUndefined();
      });
    });

    it('settles a race in the database: of concurrent updates with the same expectStatus exactly one wins', async () => {
      const rounds = 8;
      const contenders = 4;
      // separate store instances: separate connections (PostgreSQL) or separate handles on one file (SQLite)
      const stores = [store, ...(await Promise.all(Array.from({ length: contenders - 1 }, () => fixture.open(clock))))];
      for (let round = 0; round < rounds; round++) {
        const inv = invoice();
        await store.transaction((tx) => invoices(tx).insert('test', inv));
        // PostgreSQL: every contender reads inside its own open transaction before anyone writes.
        // SQLite's BEGIN IMMEDIATE already serialises writers, so a barrier would only deadlock.
        const bothRead = engine.name === 'postgres' ? barrier(contenders) : async () => undefined;
        const results = await Promise.all(
          stores.map((s, i) =>
            s.transaction(async (tx) => {
              const repo = invoices(tx);
              const seen = await repo.get('test', inv.id);
              await bothRead();
              const won = await repo.update('test', { ...seen!, status: 'paid', payment_id: `pay_contender${i}` }, { expectStatus: 'issued' });
              return won ? i : -1;
            }),
          ),
        );
        const winners = results.filter((r) => r >= 0);
        expect(winners).toHaveLength(1);
        const final = await store.transaction((tx) => invoices(tx).get('test', inv.id));
        expect(final).toMatchObject({ status: 'paid', payment_id: `pay_contender${winners[0]}` });
      }
    });

    it('getForUpdate serialises read-modify-write: concurrent increments lose nothing', async () => {
      const inv = invoice({ amount: 0 });
      await store.transaction((tx) => invoices(tx).insert('test', inv));
      const stores = [store, await fixture.open(clock), await fixture.open(clock)];
      const perStore = 10;
      await Promise.all(
        stores.map(async (s) => {
          for (let i = 0; i < perStore; i++) {
            await s.transaction(async (tx) => {
              const repo = invoices(tx);
              const row = await repo.getForUpdate('test', inv.id);
              await new Promise((r) => setImmediate(r)); // give the others a chance to interleave
              expect(await repo.update('test', { ...row!.entity, amount: row!.entity.amount + 1 })).toBe(true);
            });
          }
        }),
      );
      const final = await store.transaction((tx) => invoices(tx).getVersioned('test', inv.id));
      expect(final).toMatchObject({ entity: { amount: stores.length * perStore }, version: 1 + stores.length * perStore });
    });

    it('rolls back a transaction that throws: neither the entity write nor its outbox row remains', async () => {
      const inv = invoice();
      await expect(
        store.transaction(async (tx) => {
          await invoices(tx).insert('test', inv);
          await tx.outbox.add('test', 'invoice.paid', { entity: 'event', event: 'invoice.paid' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await store.transaction(async (tx) => {
        expect(await invoices(tx).get('test', inv.id)).toBeUndefined();
        expect(await tx.outbox.list()).toEqual([]);
      });
    });

    it('transactions arriving together each keep their own outcome: a failing one rolls back alone, the others commit', async () => {
      const ok = Array.from({ length: 6 }, () => invoice());
      const bad = invoice();
      const outcomes = await Promise.allSettled([
        ...ok.slice(0, 3).map((inv) => store.transaction((tx) => invoices(tx).insert('test', inv))),
        store.transaction(async (tx) => {
          await invoices(tx).insert('test', bad);
          throw new Error('this one fails');
        }),
        ...ok.slice(3).map((inv) => store.transaction((tx) => invoices(tx).insert('test', inv))),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
      const left = await store.transaction((tx) => invoices(tx).list('test', { count: 100 }));
      expect(left.map((i) => i.id).sort()).toEqual(ok.map((i) => i.id).sort());
    });

    it('runs a transaction started by a callback scheduled inside an already finished one on its own', async () => {
      let later!: Promise<unknown>;
      const inv = invoice();
      await store.transaction(async () => {
        // the timer inherits the transaction's async context but fires after it committed
        later = new Promise((resolve, reject) => setTimeout(() => store.transaction((tx) => invoices(tx).insert('test', inv)).then(resolve, reject), 5));
      });
      await later;
      expect(await store.transaction((tx) => invoices(tx).get('test', inv.id))).toBeDefined();
    });

    it('refuses a write in a read-only transaction, and refuses use of a transaction after it ended', async () => {
      await expect(store.transaction((tx) => invoices(tx).insert('test', invoice()), { readOnly: true })).rejects.toThrow();
      let leaked: any;
      await store.transaction(async (tx) => {
        leaked = invoices(tx);
      });
      await expect(leaked.get('test', 'inv_00000000000000')).rejects.toThrow(/already finished/);
      // the store still works after both
      await store.transaction((tx) => invoices(tx).insert('test', invoice()));
    });

    it('keeps data across close and reopen', async () => {
      const inv = invoice({ receipt: 'persist' });
      await store.transaction(async (tx) => {
        await invoices(tx).insert('test', inv);
        await tx.outbox.add('test', 'invoice.paid', { a: 1 });
      });
      await store.close();
      const reopened = await fixture.open(clock);
      await reopened.transaction(async (tx) => {
        expect(await invoices(tx).get('test', inv.id)).toEqual(inv);
        expect(await tx.outbox.list()).toHaveLength(1);
      });
    });

    it('keeps an event alone in webhook_outbox (its delivery state is its deliveries) and pages the events no endpoint has, oldest first', async () => {
      const columns = await store.transaction((tx) =>
        store.engine === 'sqlite'
          ? tx.sql.column<string>("SELECT name FROM pragma_table_info('webhook_outbox') ORDER BY cid")
          : tx.sql.column<string>(
              "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'webhook_outbox' ORDER BY ordinal_position",
            ),
      );
      // entity_id: the object whose change emitted it (an object's events are found by it, migrations.ts dashboard)
      expect(columns).toEqual(['id', 'mode', 'event', 'payload', 'created_at', 'entity_id']);
      const events = await store.transaction(async (tx) => {
        const added = [];
        for (let i = 0; i < 5; i++) added.push(await tx.outbox.add('test', 'payment.captured', { i }));
        await tx.outbox.add('live', 'payment.captured', { live: true });
        // the second has a delivery: an endpoint received it
        await tx.webhookDeliveries.add(added[1]!, ['wh_00000000000001']);
        return added;
      });
      const key = (e: { id: string; mode: string; created_at: number }) => ({ id: e.id, mode: e.mode, created_at: e.created_at });
      const waiting = [events[0]!, events[2]!, events[3]!, events[4]!].map(key).sort((a, b) => (a.id < b.id ? -1 : 1));
      const first = await store.transaction((tx) => tx.outbox.withoutDeliveries('test', 0, 3));
      expect(first).toEqual(waiting.slice(0, 3));
      expect(await store.transaction((tx) => tx.outbox.withoutDeliveries('test', 0, 3, first[2]))).toEqual(waiting.slice(3));
      expect(await store.transaction((tx) => tx.outbox.withoutDeliveries('test', events[0]!.created_at + 1, 3))).toEqual([]);
    });

    it('stores lookups the entity does not carry (stakeholder account_id) and enforces one stakeholder per account', async () => {
      const make = () => ({ id: newId('sth_'), entity: 'stakeholder', created_at: T0, name: 'A' });
      const first = make();
      await store.transaction((tx) => looseRepository<typeof first>(tx, 'stakeholders').insert('test', first, { account_id: 'acc_1' }));
      await expect(
        store.transaction((tx) => looseRepository<typeof first>(tx, 'stakeholders').insert('test', make(), { account_id: 'acc_1' })),
      ).rejects.toMatchObject({
        column: 'account_id',
      });
      // an update that does not mention account_id leaves it in place
      await store.transaction((tx) => looseRepository<typeof first>(tx, 'stakeholders').update('test', { ...first, name: 'B' }));
      const found = await store.transaction((tx) => looseRepository<typeof first>(tx, 'stakeholders').list('test', { where: { account_id: 'acc_1' } }));
      expect(found).toEqual([{ ...first, name: 'B' }]);
      await expect(store.transaction((tx) => looseRepository<typeof first>(tx, 'stakeholders').insert('test', make(), { receipt: 'x' }))).rejects.toThrow(
        /no lookup column receipt/,
      );
    });

    if (engine.name === 'sqlite') {
      it('keeps every acknowledged write after kill -9 of the writing process', async () => {
        const acked: string[] = [];
        const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/sqlite-writer-child.ts', fixture.sqliteFile!], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
        let buffer = '';
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('child did not acknowledge 30 writes in time')), 20_000);
          child.stdout.on('data', (chunk: Buffer) => {
            buffer += chunk.toString();
            const lines = buffer.split('\n');
            buffer = lines.pop()!;
            for (const line of lines) if (line.startsWith('ACK ')) acked.push(line.slice(4));
            if (acked.length >= 30) {
              child.kill('SIGKILL'); // right after an acknowledged write, mid-stream
              clearTimeout(timer);
              resolve();
            }
          });
        });
        expect(await exited).toBe('SIGKILL');
        const reopened = await fixture.open(clock);
        const found = await reopened.transaction(async (tx) => {
          const repo = looseRepository<{ id: string; created_at: number }>(tx, 'orders');
          return Promise.all(acked.map((id) => repo.get('test', id)));
        });
        expect(found.filter((o) => o === undefined)).toHaveLength(0);
        expect(found).toHaveLength(acked.length);
      });
    }
  });
}
