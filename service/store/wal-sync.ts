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

/**
 * Syncs that may be under way at once, each on a file descriptor of its own: Linux reports a
 * failed writeback to the next fsync of each open file description once
 * (https://docs.kernel.org/filesystems/vfs.html, errseq_t: "wb_err"), so two syncs sharing one
 * could leave the error with the one covering fewer commits and let the other acknowledge them.
 */
export const MAX_CONCURRENT_SYNCS = 2;

export interface WalSync {
  /** Records a commit; returns its sequence number. */
  committed(): number;
  /**
   * Resolves once commit `seq` is on disk: at once when a sync that began after it has finished;
   * else with the sync under way that began after it, or a new one. Syncs may overlap (up to
   * MAX_CONCURRENT_SYNCS): a commit need not wait for a sync that began before it to end before
   * its own begins.
   */
  durable(seq: number): Promise<void>;
  close(): Promise<void>;
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function walSync(walPath: string): WalSync {
  /** descriptors of the -wal file not in use by a sync */
  const idle: FileHandle[] = [];
  let commits = 0;
  /** every commit up to this one is on disk */
  let synced = 0;
  /** the newest commit a sync (under way or finished) began after */
  let started = 0;
  let running = 0;
  let waiters: Waiter[] = [];

  // the -wal file exists from the first commit in WAL mode until the last connection closes;
  // without one there are no frames that are not in the database file already
  async function take(): Promise<FileHandle | undefined> {
    const handle = idle.pop();
    if (handle) return handle;
    try {
      return await open(walPath, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async function syncOnce(): Promise<void> {
    const handle = await take();
    if (!handle) return;
    try {
      await handle.datasync();
    } finally {
      idle.push(handle);
    }
  }

  /** One fdatasync for every commit made so far, when a descriptor is free; else a sync ending starts it. */
  function begin(): void {
    if (running >= MAX_CONCURRENT_SYNCS || !waiters.some((w) => w.seq > started)) return;
    const target = commits;
    started = target;
    running++;
    syncOnce().then(
      () => {
        running--;
        synced = Math.max(synced, target);
        settle(
          (w) => w.seq <= synced,
          (w) => w.resolve(),
        );
      },
      (error: unknown) => {
        running--;
        // what this sync was to cover and no finished sync has covered is not known to be on disk
        settle(
          (w) => w.seq <= target,
          (w) => w.reject(error),
        );
      },
    );
  }

  function settle(done: (w: Waiter) => boolean, finish: (w: Waiter) => void): void {
    const finished = waiters.filter(done);
    waiters = waiters.filter((w) => !done(w));
    for (const w of finished) finish(w);
    begin();
  }

  return {
    committed: () => ++commits,
    durable(seq) {
      if (seq <= synced) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ seq, resolve, reject });
        begin();
      });
    },
    async close() {
      await Promise.all(idle.splice(0).map((handle) => handle.close()));
    },
  };
}
