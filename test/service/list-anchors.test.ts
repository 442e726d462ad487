/**
 * Deep list pages from anchors (service/store/list-anchors.ts) are the pages an OFFSET walk gives
 * (spec components.parameters Skip: an offset into the newest-first list).
 *
 * A property test (fast-check, 25 runs; PAISA_CHAOS=full: 200): random sequences of transactions on a SQLite store, each inserting
 * rows (mostly newest, some older), deleting rows and changing their statuses, some of them
 * failing and rolled back to their savepoint, some running side by side in one group commit.
 * After each, every page of the list (unfiltered, one status, two statuses, with `from`, with `to`) is
 * compared with the same page cut from a model of the rows in JavaScript. Anchors are two rows
 * apart, so a few dozen rows exercise many of them. A second store on the same file (another
 * process would do the same) writes too: its commits must not be missed.
 *
 * The events list likewise (all of them, and one name's), through new events and the retention's
 * deletes of the oldest.
 *
 * The statements the anchors run are planned by SQLite: each is a walk of the list-order index.
 */

import { copyFileSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../service/clock.js';
import { ListAnchors } from '../../service/store/list-anchors.js';
import type { SqlValue } from '../../service/store/sql.js';
import { openSqliteStore } from '../../service/store/sqlite.js';
import { syncSql } from '../../service/store/sqlite-connection.js';
import type { Store } from '../../service/store/store.js';
import { LONG_FORM } from '../support/long-form.js';
import { makeTempDir } from '../support/temp-dir.js';

const STATUSES = ['draft', 'issued', 'paid'] as const;
type Status = (typeof STATUSES)[number];

interface Row {
  id: string;
  created_at: number;
  /** an invoice's status, an event's name */
  status: string;
}

type Op =
  | { kind: 'insert'; back: number; status: Status }
  | { kind: 'delete'; pick: number }
  | { kind: 'status'; pick: number; status: Status; expect: boolean };

interface Txn {
  ops: Op[];
  fails: boolean;
  /** run beside the transaction before it, in the same batch */
  together: boolean;
  /** made by the second connection to the file */
  foreign: boolean;
}

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      back: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, fc.nat(30)),
      status: fc.constantFrom(...STATUSES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES), expect: fc.boolean() }) },
);
const txn: fc.Arbitrary<Txn> = fc.record({
  ops: fc.array(op, { minLength: 1, maxLength: 12 }),
  fails: fc.boolean().map((b) => b && Math.random() < 0.3),
  together: fc.boolean(),
  foreign: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
});

/** The newest-first list of the model's rows. */
function ordered(rows: Iterable<Row>): Row[] {
  return [...rows].sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

const dirs: { cleanup(): void }[] = [];
let template = '';
beforeAll(async () => {
  const dir = makeTempDir('paisa-anchors-template-');
  dirs.push(dir);
  template = `${dir.path}/paisa.sqlite`;
  await (await openSqliteStore({ file: template, clock: manualClock(1_800_000_000) })).close();
  // the store's last sync leaves everything in the database file once the WAL is checkpointed
  const db = new BetterSqlite3(template);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
});
afterAll(() => {
  for (const d of dirs) d.cleanup();
});

describe('list anchors', () => {
  it('serve every page as an OFFSET walk would, through inserts, deletes, status changes, rollbacks and another connection', async () => {
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(txn, { minLength: 1, maxLength: 14 }), async (txns) => {
        const dir = makeTempDir('paisa-anchors-');
        dirs.push(dir);
        const file = `${dir.path}/paisa.sqlite`;
        // a migrated database, copied: each run starts empty without migrating again
        copyFileSync(template, file);
        const clock = manualClock(1_800_000_000);
        const store = await openSqliteStore({ file, clock, listAnchors: { spacing: 2, stepsPerTurn: 1_000 } });
        const other = await openSqliteStore({ file, clock });
        /** the rows as committed, and as the transactions done so far in the open batch left them */
        let model = new Map<string, Row>();
        let latest = model;
        let now = 1_800_000_000;
        try {
          const run = async (t: Txn, on: Store) => {
            try {
              await on.transaction(async (tx) => {
                // transactions run one after another on the one writer: this one starts from the last one's rows
                const staged = new Map(latest);
                const repo = tx.entities('invoices');
                for (const o of t.ops) {
                  const existing = ordered(staged.values());
                  if (o.kind === 'insert') {
                    if (o.back === 0) now += seq % 3 === 0 ? 1 : 0;
                    seq++;
                    const row: Row = { id: `inv_${String(seq).padStart(6, '0')}${(seq * 7919) % 97}`, created_at: now - o.back, status: o.status };
                    await repo.insert('test', { id: row.id, entity: 'invoice', created_at: row.created_at, status: row.status } as never);
                    staged.set(row.id, row);
                  } else if (existing.length > 0) {
                    const row = existing[o.pick % existing.length] as Row;
                    if (o.kind === 'delete') {
                      expect(await repo.delete('test', row.id)).toBe(true);
                      staged.delete(row.id);
                    } else {
                      const options = o.expect ? { expectStatus: row.status } : { expectStatus: [...STATUSES] };
                      expect(await repo.update('test', { id: row.id, entity: 'invoice', created_at: row.created_at, status: o.status } as never, options)).toBe(
                        true,
                      );
                      staged.set(row.id, { ...row, status: o.status });
                    }
                  }
                }
                if (t.fails) throw new Error('rolled back');
                latest = staged;
              });
            } catch (error) {
              if ((error as Error).message !== 'rolled back') throw error;
            }
          };
          for (let i = 0; i < txns.length; i++) {
            const t = txns[i] as Txn;
            const next = txns[i + 1];
            if (!t.foreign && next?.together && !next.foreign) {
              // two transactions in one batch of the group commit
              await Promise.all([run(t, store), run(next, store)]);
              i++;
            } else await run(t, t.foreign ? other : store);
            model = latest;
            await check(store, model);
          }
        } finally {
          await other.close();
          await store.close();
          dir.cleanup();
        }
      }),
      { numRuns: LONG_FORM ? 200 : 25 },
    );
  });

  it("serve the events list's pages as an OFFSET walk would, through new events and the retention's deletes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof({ weight: 5, arbitrary: fc.record({ add: fc.integer({ min: 1, max: 12 }), tick: fc.nat(2) }) }, fc.record({ prune: fc.nat(6) })), {
          minLength: 1,
          maxLength: 12,
        }),
        async (steps) => {
          const dir = makeTempDir('paisa-anchors-events-');
          dirs.push(dir);
          const file = `${dir.path}/paisa.sqlite`;
          copyFileSync(template, file);
          const clock = manualClock(1_800_000_000);
          const store = await openSqliteStore({ file, clock, listAnchors: { spacing: 2, stepsPerTurn: 1_000 } });
          let events: Row[] = [];
          try {
            for (const step of steps) {
              if ('add' in step) {
                const added = await store.transaction(async (tx) => {
                  const rows: Row[] = [];
                  for (let i = 0; i < step.add; i++) {
                    const row = await tx.outbox.add('test', i % 5 === 0 ? 'refund.failed' : 'payment.captured', { n: i });
                    rows.push({ id: row.id, created_at: row.created_at, status: row.event });
                    if (i % 4 === 3) clock.advance(step.tick);
                  }
                  return rows;
                });
                events.push(...added);
              } else {
                // the retention pass: the oldest events, before a time
                const before = 1_800_000_000 + step.prune;
                await store.transaction((tx) => tx.outbox.deleteCreatedBefore(before, 1_000));
                events = events.filter((e) => e.created_at >= before);
              }
              for (const window of [
                {},
                { from: 1_800_000_004 },
                { to: 1_800_000_006 },
                { event: 'refund.failed' },
                { event: 'payment.captured', to: 1_800_000_006 },
              ] as { from?: number; to?: number; event?: string }[]) {
                const want = ordered(events).filter(
                  (e) =>
                    (window.from === undefined || e.created_at >= window.from) &&
                    (window.to === undefined || e.created_at <= window.to) &&
                    (window.event === undefined || e.status === window.event),
                );
                for (const round of [0, 1]) {
                  for (let skip = 0; skip <= want.length + 1; skip++) {
                    const got = await store.transaction((tx) => tx.outbox.page('test', { ...window, count: 3, skip }), { readOnly: true });
                    expect(
                      got.map((e) => e.id),
                      `${JSON.stringify(window)} skip ${skip} round ${round}`,
                    ).toEqual(want.slice(skip, skip + 3).map((e) => e.id));
                  }
                  await new Promise((resolve) => setImmediate(resolve));
                }
              }
            }
          } finally {
            await store.close();
            dir.cleanup();
          }
        },
      ),
      { numRuns: LONG_FORM ? 100 : 15 },
    );
  });

  it('walks the list-order index for a page and for a step of the walk', () => {
    const dir = makeTempDir('paisa-anchors-plan-');
    dirs.push(dir);
    const file = `${dir.path}/paisa.sqlite`;
    return (async () => {
      const store = await openSqliteStore({ file, clock: manualClock(1_800_000_000) });
      await store.transaction(async (tx) => {
        for (let i = 0; i < 40; i++)
          await tx
            .entities('invoices')
            .insert('test', { id: `inv_${String(i).padStart(10, '0')}`, entity: 'invoice', created_at: 1_800_000_000 + i, status: 'issued' } as never);
      });
      await store.close();
      const db = new BetterSqlite3(file, { readonly: true });
      const texts: { text: string; params: readonly SqlValue[] }[] = [];
      const real = syncSql(db);
      const note = (text: string, params: readonly SqlValue[]) => {
        texts.push({ text, params });
      };
      const recording = {
        all: <R>(text: string, params: readonly SqlValue[] = []) => {
          note(text, params);
          return real.all<R>(text, params);
        },
        column: <R>(text: string, params: readonly SqlValue[] = []) => {
          note(text, params);
          return real.column<R>(text, params);
        },
        get: <R>(text: string, params: readonly SqlValue[] = []) => {
          note(text, params);
          return real.get<R>(text, params);
        },
      };
      const anchors = new ListAnchors(
        recording,
        () => 0,
        () => false,
        { spacing: 4 },
      );
      for (const status of [undefined, 'issued', ['issued', 'paid']]) {
        expect(anchors.page('invoices', 'status', ['data'], 'test', { filter: status, count: 3, skip: 20 }, true)).toBeUndefined();
        anchors.settle();
        expect(anchors.page('invoices', 'status', ['data'], 'test', { filter: status, count: 3, skip: 20 }, true)).toHaveLength(3);
        expect(anchors.page('invoices', 'status', ['data'], 'test', { filter: status, count: 3, skip: 20, from: 1_800_000_010 }, true)).toHaveLength(3);
        expect(anchors.page('invoices', 'status', ['data'], 'test', { filter: status, count: 3, skip: 5, to: 1_800_000_030 }, true)).toHaveLength(3);
        expect(anchors.page('invoices', 'status', ['data'], 'test', { filter: status, count: 3, skip: 20, to: 1_800_000_030 }, true)).toHaveLength(3);
      }
      anchors.close();
      expect(texts.length).toBeGreaterThan(9);
      const wrong: string[] = [];
      for (const { text, params } of texts) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(params as never[])) as { detail: string }[]).map((r) => r.detail);
        if (plan.some((d) => /^SCAN /.test(d)) || !plan.some((d) => /^SEARCH invoices USING (COVERING )?INDEX invoices_mode_list_idx \(mode=\?/.test(d)))
          wrong.push(`${plan.join(' / ')}\n  ${text}`);
      }
      db.close();
      expect(wrong).toEqual([]);
    })();
  });
});

/** Every page of the list, as the store serves it, against the model. */
async function check(store: Store, model: Map<string, Row>): Promise<void> {
  const filters: { status?: Status | Status[]; from?: number; to?: number }[] = [
    {},
    { status: 'issued' },
    { status: ['draft', 'paid'] },
    { from: 1_800_000_003 },
    { to: 1_800_000_004 },
    { status: 'issued', from: 1_800_000_001, to: 1_800_000_006 },
  ];
  for (const filter of filters) {
    const want = ordered(model.values()).filter(
      (r) =>
        (filter.status === undefined || (typeof filter.status === 'string' ? r.status === filter.status : (filter.status as string[]).includes(r.status))) &&
        (filter.from === undefined || r.created_at >= filter.from) &&
        (filter.to === undefined || r.created_at <= filter.to),
    );
    // twice: the first deep read asks for anchors, which are made between the two
    for (const round of [0, 1]) {
      for (let skip = 0; skip <= want.length + 1; skip++) {
        const got = await store.transaction((tx) => tx.entities('invoices').listData('test', { ...filter, count: 3, skip }), { readOnly: true });
        const ids = got.map((d) => (JSON.parse(d) as Row).id);
        expect(ids, `${JSON.stringify(filter)} skip ${skip} round ${round}`).toEqual(want.slice(skip, skip + 3).map((r) => r.id));
      }
      // the anchors are made in the next event-loop turn (no batch is open now)
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
