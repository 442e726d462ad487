/**
 * Durability of SQLite commits without blocking the event loop. The connection commits with
 * `synchronous=NORMAL`, which in WAL mode writes the commit's frames to the -wal file but does
 * not sync it (https://www.sqlite.org/pragma.html#pragma_synchronous); this module then syncs
 * the -wal file with fdatasync on libuv's thread pool, and a commit is acknowledged only once a
 * sync that began after it has finished. One sync covers every commit made before it began, so
 * concurrent requests share it (group commit), and while it runs the event loop keeps serving.
 * After the sync the frames are on disk: SQLite's recovery replays them after a crash or a power
 * loss, as it would had the commit synced itself (https://www.sqlite.org/wal.html).
 */
import { type FileHandle, open } from 'node:fs/promises';

export interface WalSync {
  /** Records a commit; returns its sequence number. */
  committed(): number;
  /** Resolves once commit `seq` is on disk. */
  durable(seq: number): Promise<void>;
  close(): Promise<void>;
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function walSync(walPath: string): WalSync {
  let handle: FileHandle | undefined;
  let commits = 0;
  let synced = 0;
  let running = false;
  let waiters: Waiter[] = [];

  async function syncOnce(): Promise<void> {
    // the -wal file exists from the first commit in WAL mode until the last connection closes;
    // without one there are no frames that are not in the database file already
    if (!handle) {
      try {
        handle = await open(walPath, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
    }
    await handle.datasync();
  }

  function kick(): void {
    if (running || waiters.length === 0) return;
    running = true;
    const target = commits;
    syncOnce().then(
      () => {
        synced = Math.max(synced, target);
        settle((w) => w.resolve());
      },
      (error: unknown) => settle((w) => w.reject(error)),
    );
    function settle(finish: (w: Waiter) => void): void {
      running = false;
      const done = waiters.filter((w) => w.seq <= target);
      waiters = waiters.filter((w) => w.seq > target);
      for (const w of done) finish(w);
      kick();
    }
  }

  return {
    committed: () => ++commits,
    durable(seq) {
      if (seq <= synced) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ seq, resolve, reject });
        kick();
      });
    },
    async close() {
      await handle?.close();
      handle = undefined;
    },
  };
}
