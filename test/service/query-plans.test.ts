/**
 * Every query the time-driven jobs and the delivery workers run (and the start's webhook backlog) is served by an index: a sweep,
 * a settlement cycle or a worker poll reads what is due, never every row of a growing table.
 * Each job runs once against a recording store (no rows, so it issues its reads and stops); every
 * statement it issued is then planned on a migrated database of each engine: SQLite's
 * `EXPLAIN QUERY PLAN` must show no `SCAN` of a table (a full pass, with or without an index);
 * PostgreSQL's `EXPLAIN`, with sequential scans priced out of reach, must show no `Seq Scan`.
 * A list's deep page (spec Skip) walks the rows it skips in the list-order index alone; a page
 * after a cursor starts its walk at the cursor.
 */
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachines } from '../../generated/server/index.js';
import { manualClock } from '../../service/clock.js';
import type { ServiceContext } from '../../service/context.js';
import { LINE_KINDS } from '../../service/ledger/accounts.js';
import { paymentLines } from '../../service/ledger/lines.js';
import { UNPACED } from '../../service/pace.js';
import { pruneEvents } from '../../service/resources/events/retention.js';
import { carryStep } from '../../service/resources/settlements/forming.js';
import { runDueResets, runReset } from '../../service/resources/test_helpers/reset.js';
import { SCHEDULES } from '../../service/schedules.js';
import { leaseQueue } from '../../service/store/lease-queue.js';
import { openPostgresStore } from '../../service/store/postgres.js';
import { ENTITY_KINDS, type EntityKind, lookupsOf, uniqueOf } from '../../service/store/schema.js';
import { numberPlaceholders, type Sql, type SqlValue } from '../../service/store/sql.js';
import { openSqliteStore } from '../../service/store/sqlite.js';
import type { Store, Tx } from '../../service/store/store.js';
import { createTx } from '../../service/store/transaction.js';
import { TIME_DRIVEN } from '../../service/time-driven.js';
import { dropSchema, freshSchemaName, PG_SKIP_REASON, PG_TEST_URL } from '../support/postgres.js';
import { makeTempDir } from '../support/temp-dir.js';

/** Tables that cannot grow with the data, with why: a pass over one costs the same at any size. */
const BOUNDED: Record<string, string> = {
  webhook_endpoints: 'at most 30 endpoints per mode (spec createWebhookEndpoint, webhook_limit_reached)',
};

interface Statement {
  source: string;
  text: string;
  params: readonly SqlValue[];
}

/** A connection that records every statement and answers as an empty database would. */
function recorder(engine: 'sqlite' | 'postgres', source: () => string, into: Statement[]): Sql {
  const note = (text: string, params: readonly SqlValue[] = []) => into.push({ source: source(), text, params });
  return {
    engine,
    async all(text, params) {
      note(text, params);
      return [];
    },
    async column(text, params) {
      note(text, params);
      return [];
    },
    async get(text, params) {
      note(text, params);
      return undefined;
    },
    async run(text, params) {
      note(text, params);
      return 0;
    },
  };
}

/** Every statement the jobs of service/time-driven.ts and the delivery workers issue on an empty store. */
async function jobStatements(engine: 'sqlite' | 'postgres'): Promise<Statement[]> {
  const statements: Statement[] = [];
  let source = '';
  const clock = manualClock(1_800_000_000);
  const sql = recorder(engine, () => source, statements);
  const tx = (): Tx => createTx(sql, clock, false, () => true, undefined, SCHEDULES);
  const store = { engine, transaction: <R>(fn: (t: Tx) => Promise<R>) => fn(tx()) } as unknown as Store;
  const ctx = { store, clock, clocks: { of: () => clock }, machines: createMachines() } as unknown as ServiceContext;
  for (const job of TIME_DRIVEN) {
    for (const mode of ['test', 'live'] as const) {
      source = job.name;
      await job.run(ctx, mode, UNPACED);
    }
  }
  // a reset of test data (spec createTestDataReset): the due resets, then each page of each table
  source = 'test-data-resets';
  await runDueResets(ctx, UNPACED);
  await runReset(
    ctx,
    {
      id: 'rst_00000000000001',
      entity: 'test_data_reset',
      status: 'in_progress',
      started_at: 1_800_000_000,
      finished_at: null,
      deleted: 0,
      created_at: 1_800_000_000,
    },
    UNPACED,
  );
  source = 'events-retention';
  await pruneEvents(store, 1_800_000_000);
  source = 'idempotency-keys';
  await store.transaction((tx) => tx.idempotentRequests.sweep(1000));
  source = 'failure-buckets';
  await store.transaction((tx) => tx.failureBuckets.sweep(1_800_000_000_000, 1000));
  // at start, a new PAISA_WEBHOOK_URL endpoint takes the recent events no endpoint received (webhooks/environment.ts)
  source = 'environment endpoint backlog';
  await store.transaction((tx) => tx.outbox.withoutDeliveries('test', 1_799_913_600, 500));
  await store.transaction((tx) => tx.outbox.withoutDeliveries('test', 1_799_913_600, 500, { created_at: 1_799_913_700, id: 'evt_00000000000001' }));
  // a settlement cycle's step (settlements/forming.ts): the empty store above forms none, so it is issued here
  source = 'settlement-cycles';
  await store.transaction((tx) =>
    carryStep(
      tx,
      'test',
      { account: 'merchant', currency: 'INR', settlementId: 'setl_00000000000001', cycleAt: 1_800_000_000, amount: 0, carriedFrom: 0 },
      LINE_KINDS,
    ),
  );
  // keys stopped 30 days ago are deleted hourly (app.ts); the key operations' reads (spec tag api_keys)
  source = 'api keys';
  await store.transaction(async (tx) => {
    await tx.apiKeys.sweepStopped(1_797_408_000, 1000);
    await tx.apiKeys.countWorking('test', 1_800_000_000);
    await tx.apiKeys.page('test', 10, 100);
    await tx.apiKeys.getForUpdate('test', 'paisa_test_00000000000000');
    await tx.apiKeys.revoke('paisa_test_00000000000000', 1_800_000_000);
    await tx.apiKeys.roll('paisa_test_00000000000000', 'paisa_test_00000000000001', 1_800_000_000);
  });
  // the OAuth applications of a mode (spec tag oauth_clients) and a bearer token's check
  source = 'oauth applications';
  await store.transaction(async (tx) => {
    await tx.oauth.connections('test', 10, 100);
    await tx.oauth.connection('test', 'Nf3kQ8wPz1LmXa', { forUpdate: true });
    await tx.oauth.disconnect('test', 'Nf3kQ8wPz1LmXa');
    await tx.oauth.revokeClientTokens('test', 'Nf3kQ8wPz1LmXa', 1000);
    await tx.oauth.getActiveToken('hash', () => 1_800_000_000);
  });
  source = 'webhook delivery worker';
  await leaseQueue(sql, clock, 'webhook_deliveries').claimDue(50, 30_000);
  source = 'notification worker';
  await leaseQueue(sql, clock, 'notifications').claimDue(50, 30_000);
  // the same text with other values plans the same: one of each
  return [...new Map(statements.filter((s) => /^\s*(SELECT|DELETE|UPDATE)/i.test(s.text)).map((s) => [s.text, s])).values()];
}

/** A transaction that records its statements, each with the `source` current when it is issued, instead of running them. */
function recordingTx(engine: 'sqlite' | 'postgres', statements: Statement[], source: () => string): Tx {
  return createTx(recorder(engine, source, statements), manualClock(1_800_000_000), true, () => true, undefined, SCHEDULES);
}

/**
 * A page of every resource's list and of the events list (spec components.parameters Skip), deep
 * by default, unfiltered and with a time window and statuses or an event name: the statements
 * EntityRepository.listData and OutboxRepository.page issue, each with its table as `source`.
 */
async function listStatements(engine: 'sqlite' | 'postgres', skip = 100_000): Promise<Statement[]> {
  const statements: Statement[] = [];
  let source = '';
  const tx = recordingTx(engine, statements, () => source);
  for (const kind of ENTITY_KINDS) {
    source = kind;
    await tx.entities(kind).listData('test', { count: 10, skip });
    await tx.entities(kind).listData('test', { count: 10, skip, from: 1_700_000_000, to: 1_800_000_000, status: ['issued', 'paid'] });
  }
  source = 'webhook_outbox';
  await tx.outbox.page('test', { count: 10, skip });
  await tx.outbox.page('test', { count: 10, skip, from: 1_700_000_000, to: 1_800_000_000, event: 'payment.captured' });
  return statements;
}

/**
 * A page after a cursor (the dashboard's `?after=`, store ListQuery.after) of every resource's list
 * and of the events list: the cursor's bound must be where the index walk starts, not a filter
 * over every newer row (a page in the middle of 1,000,000 payments took 357 ms on PostgreSQL so).
 */
async function cursorStatements(engine: 'sqlite' | 'postgres'): Promise<Statement[]> {
  const statements: Statement[] = [];
  let source = '';
  const tx = recordingTx(engine, statements, () => source);
  const after = { created_at: 1_750_000_000, id: 'x_00000000000000' };
  for (const kind of ENTITY_KINDS) {
    source = kind;
    await tx.entities(kind).listData('test', { count: 10, after });
  }
  source = 'webhook_outbox';
  await tx.outbox.page('test', { count: 10, skip: 0, after });
  return statements;
}

/** The index a list's page walks: the list order's, or for the events of one name their own (migrations.ts eventNameIndex). */
function listIndex(s: Statement): string {
  return s.source === 'webhook_outbox' && /\bevent = \?/.test(s.text) ? 'webhook_outbox_mode_event_idx' : `${s.source}_mode_list_idx`;
}

/** A page of each resource's rows with a value in one lookup column (EntityRepository `where`), each with its kind and column. */
async function lookupStatements(engine: 'sqlite' | 'postgres'): Promise<(Statement & { column: string })[]> {
  const statements: Statement[] = [];
  let source = '';
  const tx = recordingTx(engine, statements, () => source);
  const columns: string[] = [];
  for (const kind of ENTITY_KINDS)
    for (const column of lookupsOf(kind)) {
      source = kind;
      columns.push(column);
      await tx.entities(kind).listData('test', { count: 10, where: { [column]: 'x' } });
    }
  return statements.map((s, i) => ({ ...s, column: columns[i]! }));
}

/** A payment's ledger lines, as its dashboard page reads them (service/ledger/lines.ts paymentLines). */
async function ledgerLineStatements(engine: 'sqlite' | 'postgres'): Promise<Statement[]> {
  const statements: Statement[] = [];
  await paymentLines(
    recordingTx(engine, statements, () => 'ledger_entries'),
    'test',
    'pay_00000000000000',
  );
  return statements;
}

/** The statement with its values written in, for EXPLAIN (PostgreSQL 15 cannot plan `$n` without them). */
function inline(text: string, params: readonly SqlValue[]): string {
  let i = 0;
  return text.replace(/\?/g, () => {
    const value = params[i++];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

describe('the sweeps, cycles and workers read through indexes', () => {
  it('issues at least one read per job', async () => {
    const sources = new Set((await jobStatements('sqlite')).map((s) => s.source));
    for (const job of TIME_DRIVEN) expect(sources, job.name).toContain(job.name);
  });

  describe('sqlite', () => {
    const dir = makeTempDir('paisa-plans-');
    let db: BetterSqlite3.Database;
    beforeAll(async () => {
      const store = await openSqliteStore({ file: `${dir.path}/paisa.sqlite`, clock: manualClock(), schedules: SCHEDULES });
      await store.close();
      db = new BetterSqlite3(`${dir.path}/paisa.sqlite`, { readonly: true });
    });
    afterAll(() => {
      db?.close();
      dir.cleanup();
    });

    it('plans no SCAN', async () => {
      const scans: string[] = [];
      for (const s of await jobStatements('sqlite')) {
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${s.text}`).all(...(s.params as never[])) as { detail: string }[];
        for (const { detail } of plan)
          if (/^SCAN /.test(detail) && !((detail.split(' ')[1] ?? '') in BOUNDED)) scans.push(`${s.source}: ${detail}\n  ${s.text.replace(/\s+/g, ' ')}`);
      }
      expect(scans).toEqual([]);
    });

    it("walks a list's skipped rows in its list-order index alone (a covering index), reading only the page from the table", async () => {
      const wrong: string[] = [];
      for (const s of await listStatements('sqlite')) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${s.text}`).all(...(s.params as never[])) as { detail: string }[]).map((r) => r.detail);
        const walk = `SEARCH ${s.source} USING COVERING INDEX ${listIndex(s)}`;
        // the page's rows: by primary key (a text key: its unique index, then the row)
        const page = new RegExp(`^SEARCH \\w+ USING INDEX sqlite_autoindex_${s.source}_1 \\(id=\\?\\)$`);
        if (!plan.some((d) => d.startsWith(walk)) || !plan.some((d) => page.test(d)) || plan.some((d) => d.startsWith(`SCAN ${s.source}`)))
          wrong.push(`${s.source}: ${plan.join(' / ')}\n  ${s.text}`);
      }
      expect(wrong).toEqual([]);
    });

    it("reads a list's first page in one walk of its list-order index", async () => {
      const wrong: string[] = [];
      for (const s of await listStatements('sqlite', 0)) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${s.text}`).all(...(s.params as never[])) as { detail: string }[]).map((r) => r.detail);
        const walk = new RegExp(`^SEARCH ${s.source} USING (COVERING )?INDEX ${listIndex(s)} `);
        if (plan.length !== 1 || !walk.test(plan[0] ?? '')) wrong.push(`${s.source}: ${plan.join(' / ')}\n  ${s.text}`);
      }
      expect(wrong).toEqual([]);
    });

    it('starts a page after a cursor at the cursor in its list-order index', async () => {
      const wrong: string[] = [];
      for (const s of await cursorStatements('sqlite')) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${s.text}`).all(...(s.params as never[])) as { detail: string }[]).map((r) => r.detail);
        if (!plan.some((d) => new RegExp(`^SEARCH ${s.source} USING (COVERING )?INDEX ${listIndex(s)} \\(mode=\\? AND created_at<\\?\\)`).test(d)))
          wrong.push(`${s.source}: ${plan.join(' / ')}\n  ${s.text}`);
      }
      expect(wrong).toEqual([]);
    });

    it('serves a lookup from its (partial) lookup index', async () => {
      const wrong: string[] = [];
      for (const s of await lookupStatements('sqlite')) {
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${s.text}`).all(...(s.params as never[])) as { detail: string }[]).map((r) => r.detail);
        if (!plan.some((d) => new RegExp(`^SEARCH ${s.source} USING (COVERING )?INDEX ${s.source}_mode_${s.column}_`).test(d)))
          wrong.push(`${s.source}.${s.column}: ${plan.join(' / ')}`);
      }
      expect(wrong).toEqual([]);
    });

    it("reads a payment's ledger lines in order from ledger_entries_payment_idx, without a sort", async () => {
      const [s] = await ledgerLineStatements('sqlite');
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${s?.text}`).all(...((s?.params ?? []) as never[])) as { detail: string }[]).map((r) => r.detail);
      expect(plan).toEqual([expect.stringMatching(/^SEARCH ledger_entries USING INDEX ledger_entries_payment_idx \(mode=\? AND payment_id=\?\)$/)]);
    });
  });

  describe.skipIf(!PG_TEST_URL)(`postgres${PG_TEST_URL ? '' : ` (skipped: ${PG_SKIP_REASON})`}`, () => {
    const schema = freshSchemaName();
    let client: pg.Client;
    beforeAll(async () => {
      const store = await openPostgresStore({ url: PG_TEST_URL!, schema, clock: manualClock(), schedules: SCHEDULES });
      await store.close();
      client = new pg.Client({ connectionString: PG_TEST_URL, options: `-c search_path=${schema}` });
      await client.connect();
      // price sequential scans out of reach: the planner takes any index that serves the query
      await client.query('SET enable_seqscan = off');
    });
    afterAll(async () => {
      await client?.end();
      await dropSchema(PG_TEST_URL!, schema);
    });

    it('plans no Seq Scan', async () => {
      const scans: string[] = [];
      for (const s of await jobStatements('postgres')) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${inline(s.text, s.params)}`);
        for (const row of rows)
          if (/Seq Scan/.test(row['QUERY PLAN']) && !Object.keys(BOUNDED).some((table) => row['QUERY PLAN'].includes(`Seq Scan on ${table}`)))
            scans.push(`${s.source}: ${row['QUERY PLAN'].trim()}\n  ${s.text.replace(/\s+/g, ' ')}`);
      }
      expect(scans).toEqual([]);
    });

    it("walks a list's skipped rows with an Index Only Scan of its list-order index, reading only the page from the table", async () => {
      const wrong: string[] = [];
      // the tables are empty: priced as they are, any plan is as good as another. With sorts and
      // bitmap scans priced out too, the plan shows whether the ordered walk can be index-only.
      await client.query('SET enable_sort = off');
      await client.query('SET enable_bitmapscan = off');
      for (const s of await listStatements('postgres')) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${inline(s.text, s.params)}`);
        const plan = rows.map((r) => r['QUERY PLAN'].trim());
        const walk = `Index Only Scan Backward using ${listIndex(s)} on ${s.source}`;
        const page = new RegExp(`Index Scan using ${s.source}_pkey on ${s.source} \\w+\\s+\\(`);
        if (!plan.some((line) => line.includes(walk)) || !plan.some((line) => page.test(line))) wrong.push(`${s.source}: ${plan.join(' / ')}\n  ${s.text}`);
      }
      expect(wrong).toEqual([]);
    });

    it('starts a page after a cursor at the cursor: its bound an Index Cond, not a Filter over newer rows', async () => {
      const wrong: string[] = [];
      for (const s of await cursorStatements('postgres')) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${inline(s.text, s.params)}`);
        const plan = rows.map((r) => r['QUERY PLAN'].trim());
        if (!plan.some((line) => /^Index Cond: .*created_at <= /.test(line))) wrong.push(`${s.source}: ${plan.join(' / ')}\n  ${s.text}`);
      }
      expect(wrong).toEqual([]);
    });

    it('serves a lookup from its (partial) lookup index, in a generic plan too', async () => {
      const wrong: string[] = [];
      // sorts priced as they are (a unique lookup's one row is sorted by the list order)
      await client.query('RESET enable_sort');
      await client.query('RESET enable_bitmapscan');
      await client.query('SET plan_cache_mode = force_generic_plan');
      for (const [i, s] of (await lookupStatements('postgres')).entries()) {
        // prepared with $n, as the store runs it: the plan must not depend on the value
        const name = `lookup_${i}`;
        // a unique lookup's one row: on empty tables the planner finds walking the list order as
        // cheap as finding the row and sorting it, so its index is shown on the equality alone
        const text = uniqueOf(s.source as EntityKind) === s.column ? `SELECT id FROM ${s.source} WHERE mode = ? AND ${s.column} = ?` : s.text;
        await client.query(`PREPARE ${name} AS ${numberPlaceholders(text)}`);
        const params = uniqueOf(s.source as EntityKind) === s.column ? s.params.slice(0, 2) : s.params;
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN EXECUTE ${name}(${params.map((p) => (typeof p === 'number' ? String(p) : `'${p}'`)).join(', ')})`,
        );
        if (!rows.some((r) => r['QUERY PLAN'].includes(`using ${s.source}_mode_${s.column}_`)))
          wrong.push(`${s.source}.${s.column}: ${rows.map((r) => r['QUERY PLAN'].trim()).join(' / ')}`);
      }
      expect(wrong).toEqual([]);
    });

    it("reads a payment's ledger lines in order from ledger_entries_payment_idx, without a sort", async () => {
      await client.query('SET enable_sort = off');
      await client.query('SET enable_bitmapscan = off');
      const [s] = await ledgerLineStatements('postgres');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${inline(s?.text ?? '', s?.params ?? [])}`);
      const plan = rows.map((r) => r['QUERY PLAN'].trim());
      expect(
        plan.some((line) => line.includes('Index Scan using ledger_entries_payment_idx on ledger_entries')),
        plan.join(' / '),
      ).toBe(true);
      expect(
        plan.some((line) => /Sort|Seq Scan/.test(line)),
        plan.join(' / '),
      ).toBe(false);
    });
  });
});
