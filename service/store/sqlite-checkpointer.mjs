// The SQLite checkpointer (service/store/sqlite.ts): a worker thread with a connection of its
// own that moves the WAL into the database file every `everyMs`. PASSIVE never waits for
// readers or the writer (https://www.sqlite.org/pragma.html#pragma_wal_checkpoint); the fsyncs a
// checkpoint makes happen on this thread, never on the gateway's event loop. Plain JavaScript:
// a worker thread does not get the TypeScript loader the gateway runs with.
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';

const { file, everyMs } = workerData;
const db = new BetterSqlite3(file, { timeout: 1000 });
db.pragma('synchronous = NORMAL');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or locked: the next round checkpoints what this one could not
  }
}, everyMs);

parentPort?.on('close', () => {
  clearInterval(timer);
  db.close();
});
