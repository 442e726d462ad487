// The SQLite checkpointer (service/store/sqlite.ts): a worker thread with a connection of its
// own that moves the WAL into the database file every `everyMs`. PASSIVE never waits for
// readers or the writer (https://www.sqlite.org/pragma.html#pragma_wal_checkpoint); the fsyncs a
// checkpoint makes happen on this thread, never on the gateway's event loop. Plain JavaScript:
// a worker thread does not get the TypeScript loader the gateway runs with.
//
// Under writes that never pause, a PASSIVE checkpoint never finds every reader off the log, so
// the log is never started again and grows without end (6.6 GB seen after 366,000 invoices). Once
// it is past `walLimitBytes`, a RESTART checkpoint waits (up to the busy timeout) for the readers
// to leave it, so the next writer starts it from the beginning and journal_size_limit cuts it
// back. The gateway's writer retries BEGIN on a busy lock without blocking its event loop.
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

const { file, everyMs, walLimitBytes } = workerData;
const db = new BetterSqlite3(file, { timeout: 1000 });
db.pragma('synchronous = NORMAL');

function walBytes() {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

const timer = setInterval(() => {
  try {
    db.pragma(walBytes() > walLimitBytes ? 'wal_checkpoint(RESTART)' : 'wal_checkpoint(PASSIVE)');
  } catch {
    // busy or locked: the next round checkpoints what this one could not
  }
}, everyMs);

parentPort?.on('close', () => {
  clearInterval(timer);
  db.close();
});
