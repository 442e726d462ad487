/**
 * The notification worker over the notification log, on both engines, against the SMTP sink:
 * delivery by the log (SMS, e-mail without SMTP) or by SMTP, retries with the shared backoff,
 * giving up after 24 hours, restarts, several workers on one database, and upgrading a log
 * written before notifications carried their delivery state.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FIRST_RETRY_MS } from '../../service/backoff.js';
import { type ManualClock, manualClock } from '../../service/clock.js';
import { type InvoiceMessageInput, invoiceEmail, invoiceSms } from '../../service/notifications/messages.js';
import {
  createNotificationWorker,
  NOTIFICATION_RETRY_WINDOW_SECONDS,
  type NotificationOutcome,
  type NotificationWorker,
  type NotificationWorkerOptions,
} from '../../service/notifications/worker.js';
import { MIGRATIONS } from '../../service/store/migrations.js';
import type { NewNotification } from '../../service/store/notifications.js';
import { openPostgresStore } from '../../service/store/postgres.js';
import { openSqliteStore } from '../../service/store/sqlite.js';
import type { Store } from '../../service/store/store.js';
import { describeEngine, ENGINES, type StoreFixture } from '../support/engines.js';
import { dropSchema, freshSchemaName, PG_TEST_URL } from '../support/postgres.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { makeTempDir } from '../support/temp-dir.js';

const T0 = 1_700_000_000;

const input: InvoiceMessageInput = {
  merchantName: 'Acme Stores',
  invoiceId: 'inv_ABCDEFGHIJKLMN',
  customerName: 'Asha Rao',
  amount: 123450,
  currency: 'INR',
  minorUnits: { INR: 2 },
  description: 'Two chairs',
  shortUrl: 'http://127.0.0.1:8080/i/inv_ABCDEFGHIJKLMN',
};
const email: NewNotification = { channel: 'email', recipient: 'asha@example.com', ...invoiceEmail(input), entity_id: input.invoiceId };
const sms: NewNotification = { channel: 'sms', recipient: '+919000090000', body: invoiceSms(input), entity_id: input.invoiceId };

for (const engine of ENGINES) {
  describeEngine('notification worker', engine, () => {
    let fixture: StoreFixture;
    let store: Store;
    let clock: ManualClock;
    let smtp: SmtpSink;
    let outcomes: Array<[string, NotificationOutcome]>;
    const workers: NotificationWorker[] = [];

    function worker(overrides: Partial<NotificationWorkerOptions> = {}): NotificationWorker {
      const w = createNotificationWorker({
        store,
        clock,
        random: () => 1,
        pollIntervalMs: 20,
        onOutcome: async (_tx, row, outcome) => void outcomes.push([row.id, outcome]),
        ...overrides,
      });
      workers.push(w);
      return w;
    }
    const add = (n: NewNotification, s: Store = store) => s.transaction((tx) => tx.notifications.add('test', n));
    const row = (id: string, s: Store = store) => s.transaction((tx) => tx.notifications.get(id));

    beforeEach(async () => {
      clock = manualClock(T0);
      fixture = await engine.fixture();
      store = await fixture.open(clock);
      smtp = await startSmtpSink();
      outcomes = [];
    });
    afterEach(async () => {
      for (const w of workers.splice(0)) await w.stop();
      await smtp.close();
      await fixture.cleanup();
    });

    it('writes a message pending; without PAISA_SMTP_URL the e-mail and the SMS are delivered by the log', async () => {
      const written = await add(email);
      expect(written).toMatchObject({ transport: 'none', attempts: 0, sent_at: null, failed_at: null, next_attempt_at_ms: T0 * 1000 });
      await add(sms);
      expect(await worker().runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
      const log = await store.transaction((tx) => tx.notifications.list('test', { entity_id: input.invoiceId }));
      expect(log).toMatchObject([
        { channel: 'email', recipient: 'asha@example.com', subject: email.subject, body: email.body, transport: 'log', sent_at: T0, attempts: 1 },
        { channel: 'sms', recipient: '+919000090000', subject: null, transport: 'log', sent_at: T0, attempts: 1 },
      ]);
      expect(outcomes.map(([, outcome]) => outcome)).toEqual(['sent', 'sent']);
      expect(smtp.messages).toEqual([]);
      expect(await store.transaction((tx) => tx.notifications.list('live'))).toEqual([]);
      expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 }); // sent once only
    });

    it('with an SMTP URL sends the e-mail over SMTP (and logs it), while SMS still goes to the log', async () => {
      await add(email);
      await add({ ...sms, entity_id: null });
      expect(await worker({ smtpUrl: smtp.url, from: 'billing@acme.test' }).runOnce()).toMatchObject({ sent: 2 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(['<asha@example.com>']);
      expect(smtp.messages[0]!.from).toBe('<billing@acme.test>');
      expect(smtp.messages[0]!.data).toContain('Subject: Invoice from Acme Stores for INR 1234.50');
      expect(smtp.messages[0]!.data).toContain('Pay it here: http://127.0.0.1:8080/i/inv_ABCDEFGHIJKLMN');
      const log = await store.transaction((tx) => tx.notifications.list('test'));
      expect(log.map((n) => [n.channel, n.transport])).toEqual([
        ['email', 'smtp'],
        ['sms', 'log'],
      ]);
    });

    it('records an SMTP failure on the row and retries it with backoff; sends once SMTP is back', async () => {
      smtp.down = true;
      const written = await add(email);
      const w = worker({ smtpUrl: smtp.url });
      expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(await row(written.id)).toMatchObject({ attempts: 1, sent_at: null, transport: 'none', next_attempt_at_ms: T0 * 1000 + FIRST_RETRY_MS });
      expect((await row(written.id))?.last_error).toMatch(/\b421\b/);
      expect(await store.transaction((tx) => tx.notifications.list('test', { state: 'sent' }))).toEqual([]);
      expect(outcomes).toEqual([]);
      smtp.down = false;
      expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 }); // not due yet
      clock.advance(FIRST_RETRY_MS / 1000);
      expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await row(written.id)).toMatchObject({ attempts: 2, sent_at: T0 + 10, transport: 'smtp', last_error: null });
      expect(smtp.messages).toHaveLength(1);
      expect(outcomes).toEqual([[written.id, 'sent']]);
    });

    it('gives up 24 hours after the message was written, marks it failed and reports the outcome once', async () => {
      smtp.down = true;
      const written = await add(email);
      const given: string[] = [];
      const w = worker({ smtpUrl: smtp.url, onAttemptFailed: (_row, _error, retry) => void given.push(retry ? 'retry' : 'give up') });
      let attempts = 0;
      for (let guard = 0; guard < 200; guard++) {
        const r = await w.runOnce();
        attempts += r.retried + r.failed + r.sent;
        if (r.failed) break;
        clock.set((await row(written.id))!.next_attempt_at_ms / 1000);
      }
      const final = (await row(written.id))!;
      expect(final).toMatchObject({ failed_at: T0 + NOTIFICATION_RETRY_WINDOW_SECONDS, sent_at: null, attempts });
      expect(final.last_error).toMatch(/\b421\b/);
      expect(attempts).toBeGreaterThan(20);
      expect(attempts).toBeLessThan(40);
      expect(given.filter((g) => g === 'give up')).toHaveLength(1);
      expect(outcomes).toEqual([[written.id, 'failed']]);
      expect(await store.transaction((tx) => tx.notifications.list('test', { state: 'failed' }))).toHaveLength(1);
      smtp.down = false;
      clock.advance(3600);
      expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.messages).toEqual([]);
    });

    it('delivers a message left pending at shutdown after a restart: all delivery state is in the table', async () => {
      smtp.down = true;
      const written = await add(email);
      const before = worker({ smtpUrl: smtp.url });
      await before.runOnce();
      await before.stop();
      await store.close(); // the "process" ends
      smtp.down = false;
      store = await fixture.open(clock);
      clock.advance(60);
      const after = worker({ smtpUrl: smtp.url });
      after.start();
      for (let i = 0; i < 200 && (await row(written.id))?.sent_at === null; i++) await new Promise((r) => setTimeout(r, 10));
      await after.stop();
      expect(await row(written.id)).toMatchObject({ attempts: 2, sent_at: T0 + 60, transport: 'smtp' });
      expect(smtp.messages).toHaveLength(1);
    });

    it('shares work between workers on one database without sending any message twice', async () => {
      for (let i = 0; i < 20; i++) await add({ ...email, recipient: `r${i}@example.com` });
      const other = await fixture.open(clock);
      const results = await Promise.all(
        [worker({ smtpUrl: smtp.url, batchSize: 4 }), worker({ store: other, smtpUrl: smtp.url, batchSize: 4 })].map(async (w) => {
          let total = 0;
          for (let i = 0; i < 10; i++) total += (await w.runOnce()).sent;
          return total;
        }),
      );
      expect(results[0]! + results[1]!).toBe(20);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `<r${i}@example.com>`).sort());
    });

    it('upgrading: messages logged before notifications carried a delivery state count as sent and are not sent again', async () => {
      const legacy = await legacyStorage(engine.name);
      try {
        store = await legacy.open(clock);
        const [old] = await store.transaction((tx) => tx.notifications.list('test'));
        expect(old).toMatchObject({ id: 'ntf_LEGACY00000000', transport: 'smtp', sent_at: T0 - 60, attempts: 1, failed_at: null });
        expect(await worker({ smtpUrl: smtp.url }).runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
        expect(smtp.messages).toEqual([]);
      } finally {
        for (const w of workers.splice(0)) await w.stop();
        await store.close();
        await legacy.cleanup();
      }
    });
  });
}

/** Storage migrated only as far as before 0003_notification_delivery, with one notification logged then. */
async function legacyStorage(engine: 'sqlite' | 'postgres'): Promise<{ open(clock: ManualClock): Promise<Store>; cleanup(): Promise<void> }> {
  const before: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(MIGRATIONS)) if (name < '0003') before[name] = migration;
  const provider = { getMigrations: async () => before };
  const oldRow = {
    id: 'ntf_LEGACY00000000',
    mode: 'test',
    channel: 'email',
    recipient: 'asha@example.com',
    subject: 's',
    body: 'b',
    entity_id: null,
    transport: 'smtp',
    created_at: T0 - 60,
    seq: 1,
  };
  if (engine === 'sqlite') {
    const dir = makeTempDir('paisa-legacy-');
    const file = `${dir.path}/paisa.sqlite`;
    // Kysely<any>: the schema of an older release, not today's Database type
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
    expect((await new Migrator({ db, provider }).migrateToLatest()).error).toBeUndefined();
    await db.insertInto('notifications').values(oldRow).execute();
    await db.destroy();
    return { open: (clock) => openSqliteStore({ file, clock }), cleanup: async () => dir.cleanup() };
  }
  const url = PG_TEST_URL!;
  const schema = freshSchemaName();
  const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
  // Kysely<any>: the schema of an older release, not today's Database type
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  await pool.query(`create schema "${schema}"`);
  expect((await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest()).error).toBeUndefined();
  await db.insertInto('notifications').values(oldRow).execute();
  await db.destroy();
  return { open: (clock) => openPostgresStore({ url, schema, clock }), cleanup: () => dropSchema(url, schema) };
}
