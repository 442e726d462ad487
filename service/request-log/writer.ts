/**
 * Writing the request log off the request path: an answered request is kept in memory as what
 * its entry is made of (entry.ts) and the answer goes out at once; the entries are made (bodies
 * redacted and serialised) when their batch is written, entries are written in batches, one transaction
 * each, when BATCH have gathered or FLUSH_MS after the first, so the API pays one write and one
 * shared commit per batch, not one per request. At most MAX_WAITING entries wait: past that (a
 * store slower than the traffic) new ones are dropped and counted (`dropped`), never the API
 * held up. Entries still waiting when the process dies are lost: the log is for reading, its
 * requests' effects are durable on their own. `stop` writes what is waiting.
 */
import type { RequestLogEntry } from '../store/request-log.js';
import type { Store } from '../store/store.js';

const BATCH = 200;
const FLUSH_MS = 200;
const MAX_WAITING = 20_000;

export interface RequestLogWriter {
  /** an entry to write, made when its batch is written (its redaction and serialising are not the request's to wait for) */
  add(entry: () => RequestLogEntry): void;
  /** writes what is waiting now (tests, stop) */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /** entries dropped because too many were waiting */
  readonly dropped: number;
}

export function createRequestLogWriter(store: Store, onError: (error: unknown) => void): RequestLogWriter {
  let waiting: (() => RequestLogEntry)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  let stopped = false;

  function schedule(): void {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, FLUSH_MS);
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    // one batch at a time, in order
    writing = writing.then(async () => {
      while (waiting.length > 0) {
        const makers = waiting.slice(0, BATCH);
        waiting = waiting.slice(makers.length);
        try {
          const batch = makers.map((make) => make());
          await store.transaction((tx) => tx.requestLog.add(batch));
        } catch (error) {
          onError(error);
        }
      }
    });
    return writing;
  }

  return {
    add(entry) {
      if (stopped) return;
      if (waiting.length >= MAX_WAITING) {
        dropped++;
        return;
      }
      waiting.push(entry);
      if (waiting.length >= BATCH) void flush();
      else schedule();
    },
    flush,
    async stop() {
      await flush();
      stopped = true;
    },
    get dropped() {
      return dropped;
    },
  };
}
