/**
 * The engine-independent half of the store: transactions over one pinned connection, and the
 * repositories bound to it. The engines (sqlite.ts, postgres.ts) supply how to begin and how
 * to close; everything else is shared, so both engines run the same SQL.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql } from 'kysely';
import type { EntityOf } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { apiKeyRepository } from './api-keys.js';
import { entityRepository } from './entities.js';
import { idempotencyRepository } from './idempotency.js';
import { notificationRepository } from './notifications.js';
import { oauthRepository } from './oauth.js';
import { outboxRepository } from './outbox.js';
import type { Database, EntityKind } from './schema.js';
import type { Engine, EntityRepository, Store, TransactionOptions, Tx } from './store.js';

export interface EngineHooks {
  readonly engine: Engine;
  readonly db: Kysely<Database>;
  /** issues the engine's BEGIN on the pinned connection */
  begin(conn: Kysely<Database>, readOnly: boolean): Promise<void>;
  /** runs after COMMIT or ROLLBACK, before the connection is released */
  end?(readOnly: boolean): void;
  close(): Promise<void>;
}

function createTx(hooks: EngineHooks, conn: Kysely<Database>, clock: Clock, readOnly: boolean, isOpen: () => boolean): Tx {
  // A repository kept past the end of its transaction must not quietly run outside it.
  const db = () => {
    if (!isOpen()) throw new Error('store: transaction already finished');
    return conn;
  };
  // biome-ignore lint/suspicious/noExplicitAny: one repository per kind, each typed by its caller
  const repos = new Map<EntityKind, EntityRepository<any>>();
  return {
    engine: hooks.engine,
    readOnly,
    entities<K extends EntityKind>(kind: K): EntityRepository<EntityOf[K]> {
      const repo = repos.get(kind) ?? entityRepository<EntityOf[K]>(hooks.engine, db, kind);
      repos.set(kind, repo);
      return repo as EntityRepository<EntityOf[K]>;
    },
    outbox: outboxRepository(hooks.engine, db, clock),
    notifications: notificationRepository(hooks.engine, db, clock),
    apiKeys: apiKeyRepository(db, clock),
    idempotency: idempotencyRepository(db, clock),
    oauth: oauthRepository(db, clock),
    get db() {
      return db();
    },
  };
}

export function kyselyStore(hooks: EngineHooks, clock: Clock): Store {
  // Which transaction (if any) the current async call chain is inside; per store instance,
  // so two stores on one file (tests) or two engines never share one. A timer or promise
  // callback scheduled inside a transaction inherits this context and may run after the
  // transaction ended (e.g. a worker woken from a handler): `open()` tells them apart.
  const current = new AsyncLocalStorage<{ tx: Tx; open: () => boolean }>();
  let closed = false;

  return {
    engine: hooks.engine,

    async transaction<R>(fn: (tx: Tx) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
      const readOnly = options.readOnly === true;
      const outer = current.getStore();
      if (outer?.open()) {
        if (outer.tx.readOnly && !readOnly) throw new Error('store: a write transaction cannot nest inside a read-only one');
        return fn(outer.tx);
      }
      if (closed) throw new Error('store: closed');
      return hooks.db.connection().execute(async (conn) => {
        await hooks.begin(conn, readOnly);
        let open = true;
        const isOpen = () => open;
        const tx = createTx(hooks, conn, clock, readOnly, isOpen);
        try {
          const result = await current.run({ tx, open: isOpen }, () => fn(tx));
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          // the original error matters more than a failed rollback (e.g. the connection died)
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        } finally {
          open = false;
          hooks.end?.(readOnly);
        }
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      await hooks.close();
    },
  };
}
