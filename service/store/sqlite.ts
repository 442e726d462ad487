/**
 * The embedded engine: one SQLite file through better-sqlite3.
 *
 * - One writer connection, with every statement prepared once (sqlite-connection.ts), and one
 *   read-only connection for read-only transactions: in WAL mode readers never block the writer
 *   and the writer never blocks readers (https://www.sqlite.org/wal.html). Its statements run
 *   without BEGIN, each on its own snapshot, as PostgreSQL's READ COMMITTED reads do: better-sqlite3
 *   runs a statement to the end synchronously, so concurrent reads share the connection safely.
 * - Group commit: write transactions queue for the writer and run one after the other inside one
 *   BEGIN IMMEDIATE ... COMMIT, each in a SAVEPOINT of its own (a failing one rolls back to its
 *   savepoint alone and is answered at once). The batch commits when fewer than MAX_SYNCS
 *   fsyncs are under way; while that many are, it stays open and takes in what arrives, so one
 *   commit and one fsync carry every transaction that came in meanwhile.
 * - Durability: `synchronous=NORMAL` (the commit writes the WAL without syncing it), then the WAL
 *   is fdatasync'ed off the event loop (wal-sync.ts); a transaction resolves only after that, so
 *   an acknowledged write survives kill -9 and power loss.
 * - Checkpoints run in a worker thread (sqlite-checkpointer.mjs), so their fsyncs never block
 *   the event loop either; the writer's own automatic checkpoint is off.
 * - Another process may share the file: BEGIN IMMEDIATE takes the write lock up front and is
 *   retried with backoff, without blocking the event loop, while another connection holds it.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Clock } from '../clock.js';
import { backfillDue } from './due-backfill.js';
import { ListAnchors, type ListAnchorsOptions, type ListChange } from './list-anchors.js';
import { migrate } from './migrations.js';
import type { Database } from './schema.js';
import { sqliteSql, statementRunner, syncSql } from './sqlite-connection.js';
import type { Schedules, Store, Tx } from './store.js';
import { createTx, type TxEffects } from './transaction.js';
import { MAX_CONCURRENT_SYNCS, walSync } from './wal-sync.js';

export interface SqliteStoreOptions {
  /** path of the database file; its directory is created */
  file: string;
  clock: Clock;
  /** how long a write transaction waits for another process's write lock before failing (default 10 s) */
  lockTimeoutMs?: number;
  /** the service's schedules (store.ts Schedules); none: every `due_at` stays null */
  schedules?: Schedules;
  /** the list anchors' spacing and pace (list-anchors.ts; tests make them small) */
  listAnchors?: ListAnchorsOptions;
}

/** Transactions one commit takes at most, so a long queue still commits (and answers) in steps. */
const MAX_BATCH = 64;
/**
 * Committed batches whose fdatasync may be under way at once (wal-sync.ts). With one, a
 * transaction arriving during a sync waited for it to end, then for its own: a sync and a half.
 * With two, a batch commits and starts its sync while the one before is still syncing, so a
 * transaction waits for about one sync; a batch still takes in what arrives while both are busy.
 */
const MAX_SYNCS = MAX_CONCURRENT_SYNCS;
const BUSY_TIMEOUT_MS = 5000;
/** How often the checkpointer moves the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 1000;
/**
 * The WAL's bound: past it the checkpointer makes the next writer start the log again, and a
 * log started again is cut back to it (https://www.sqlite.org/pragma.html#pragma_journal_size_limit).
 */
const WAL_LIMIT_BYTES = 64 * 1024 * 1024;
/** How often a key change by another process sharing the file is looked for (a change made here counts at once). */
const KEY_POLL_MS = 250;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

interface Job {
  fn: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Migrations on a connection of their own (Kysely's SQLite dialect closes the connection it is given). */
async function migrateFile(file: string): Promise<void> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file, { timeout: BUSY_TIMEOUT_MS }) }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

export async function openSqliteStore(options: SqliteStoreOptions): Promise<Store> {
  const { file, clock } = options;
  const schedules = options.schedules ?? {};
  const schedulesGiven = options.schedules;
  mkdirSync(dirname(file), { recursive: true });
  const writer = new BetterSqlite3(file, { timeout: 0 });
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('wal_autocheckpoint = 0');
  writer.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
  writer.pragma('cache_size = -65536');
  writer.pragma('mmap_size = 268435456');
  // never wait inside a statement (that would block the event loop): BEGIN IMMEDIATE, the only
  // statement that can meet another process's lock, is retried asynchronously instead
  writer.pragma('busy_timeout = 0');
  try {
    await migrateFile(file);
  } catch (error) {
    writer.close();
    throw error;
  }

  const writerSql = sqliteSql(writer);
  const run = statementRunner(writer);
  const wal = walSync(`${file}-wal`);
  // the migrations and the pragmas above committed without a sync: make them durable now
  await wal.durable(wal.committed());

  const reader = new BetterSqlite3(file, { readonly: true, timeout: BUSY_TIMEOUT_MS });
  const readerSync = syncSql(reader);
  const readerSql = sqliteSql(reader, readerSync);

  // The key epoch (store.ts KeyWatch), kept in memory: read again at the commit of a key change
  // made here, and every KEY_POLL_MS for changes another process made to the same file.
  const epochStatement = reader.prepare('SELECT epoch FROM api_key_epoch WHERE id = 1');
  const readEpoch = (): number => Number((epochStatement.get() as { epoch: number | bigint } | undefined)?.epoch ?? 0);
  let keyEpoch = readEpoch();
  const keyPoll = setInterval(() => {
    keyEpoch = readEpoch();
  }, KEY_POLL_MS).unref();

  const checkpointer = new Worker(new URL('./sqlite-checkpointer.mjs', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS, walLimitBytes: WAL_LIMIT_BYTES },
    execArgv: [],
  });
  checkpointer.unref();

  const queue: Job[] = [];
  /** The write transaction open now, and the transactions done in it waiting for its commit. */
  let batch: { jobs: number; done: { job: Job; result: unknown }[]; effects: TxEffects } | undefined;
  let running = false;
  /** committed batches whose sync is under way */
  let syncing = 0;
  let closed = false;
  // deep list pages from anchors (list-anchors.ts): ranks kept by this writer's commits, dropped when another connection commits
  const dataVersion = writer.prepare('PRAGMA data_version').pluck();
  const anchors = new ListAnchors(
    readerSync,
    () => Number(dataVersion.get()),
    () => batch !== undefined,
    options.listAnchors,
  );
  const readLists = { anchors };
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;

  async function beginImmediate(): Promise<void> {
    const deadline = Date.now() + lockTimeoutMs;
    for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
      try {
        run('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
        await sleep(wait);
      }
    }
  }

  /** Runs one queued transaction in a savepoint of the open batch. */
  async function runJob(job: Job, open: NonNullable<typeof batch>): Promise<void> {
    open.jobs++;
    run('SAVEPOINT tx');
    let live = true;
    const changes = open.effects.listChanges as ListChange[];
    const mark = changes.length;
    try {
      const tx = createTx(writerSql, clock, false, () => live, open.effects, schedules, { anchors, changes });
      const result = await job.fn(tx);
      await tx.finish();
      live = false;
      run('RELEASE tx');
      open.done.push({ job, result });
    } catch (error) {
      live = false;
      run('ROLLBACK TO tx');
      run('RELEASE tx');
      // what it changed in list order was rolled back with it
      changes.length = mark;
      // nothing of it will be committed: it can be answered now
      job.reject(error);
    }
  }

  /**
   * The writer's loop. Queued transactions run in the open batch; the batch commits as soon as no
   * sync is under way, and while one is, it stays open and takes in every transaction that
   * arrives, up to MAX_BATCH: the busier the disk, the more each commit and fsync carries.
   */
  async function pump(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while (queue.length > 0 && (!batch || batch.jobs < MAX_BATCH)) {
        if (!batch) {
          try {
            await beginImmediate();
          } catch (error) {
            for (const job of queue.splice(0, MAX_BATCH)) job.reject(error);
            continue;
          }
          batch = { jobs: 0, done: [], effects: { keysChanged: false, listChanges: [] } };
        }
        const job = queue.shift();
        if (job) await runJob(job, batch);
      }
      if (batch && syncing < MAX_SYNCS) commitAndSync();
    } finally {
      running = false;
    }
  }

  /** COMMIT (the WAL is written, not synced), then one fsync for the whole batch, then its answers. */
  function commitAndSync(): void {
    const committing = batch;
    batch = undefined;
    if (!committing) return;
    try {
      run('COMMIT');
    } catch (error) {
      if (writer.inTransaction) run('ROLLBACK');
      anchors.batchEnded(undefined);
      for (const { job } of committing.done) job.reject(error);
      return;
    }
    anchors.batchEnded(committing.effects.listChanges);
    // a key changed here counts from its commit (a rolled-back change leaves the epoch as it is)
    if (committing.effects.keysChanged) keyEpoch = readEpoch();
    if (committing.done.length === 0) return;
    syncing++;
    wal
      .durable(wal.committed())
      .then(
        () => {
          for (const { job, result } of committing.done) job.resolve(result);
        },
        (error: unknown) => {
          for (const { job } of committing.done) job.reject(error);
        },
      )
      .finally(() => {
        syncing--;
        // the batch that filled up meanwhile commits now
        void pump();
      });
  }

  let reads = 0;
  async function read<R>(fn: (tx: Tx) => Promise<R>): Promise<R> {
    let open = true;
    reads++;
    try {
      return await fn(createTx(readerSql, clock, true, () => open, undefined, schedules, readLists));
    } finally {
      open = false;
      reads--;
    }
  }

  const store: Store = {
    engine: 'sqlite',
    keys: { epoch: () => keyEpoch },
    transaction<R>(fn: (tx: Tx) => Promise<R>, opts: { readOnly?: boolean } = {}): Promise<R> {
      if (closed) return Promise.reject(new Error('store: closed'));
      if (opts.readOnly) return read(fn);
      return new Promise<R>((resolve, reject) => {
        queue.push({ fn: fn as Job['fn'], resolve: resolve as Job['resolve'], reject });
        void pump();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      while (running || syncing > 0 || batch || queue.length > 0) await sleep(2);
      // every committed write is synced before the connections close
      await wal.durable(wal.committed());
      clearInterval(keyPoll);
      anchors.close();
      await checkpointer.terminate();
      while (reads > 0) await sleep(5);
      reader.close();
      writer.close();
      await wal.close();
    },
  };
  if (schedulesGiven) await backfillDue(store, schedulesGiven);
  return store;
}
