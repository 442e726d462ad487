/**
 * The store contract: one async, transaction-scoped interface with two engines behind it
 * (sqlite.ts, postgres.ts). Handlers see only this file's types. Every read and write happens
 * inside `store.transaction`, so a state change and the events it emits commit together.
 *
 * Entities are typed by their kind (`tx.entities('invoices')` holds the spec's `Invoice`);
 * the store keeps them whole as JSON and never re-declares their fields.
 */
import type { EntityOf } from '../../generated/server/index.js';
import type { ApiKeyRepository } from './api-keys.js';
import type { DashboardSessionRepository } from './dashboard-sessions.js';
import type { FailureBucketsRepository } from './failure-buckets.js';
import type { IdempotencyRepository } from './idempotency.js';
import type { IdempotentRequestsRepository } from './idempotent-requests.js';
import type { ModeRowsRepository } from './mode-rows.js';
import type { NotificationRepository } from './notifications.js';
import type { OAuthRepository } from './oauth.js';
import type { OutboxRepository } from './outbox.js';
import type { RequestLogRepository } from './request-log.js';
import type { EntityKind, LookupColumn, Mode } from './schema.js';
import type { Engine, Sql } from './sql.js';
import type { TestClockRepository } from './test-clock.js';
import type { WebhookDeliveryRepository } from './webhook-deliveries.js';
import type { WebhookEndpointRepository } from './webhook-endpoints.js';

export type { EntityKind, LookupColumn, Mode } from './schema.js';
export type { Engine, Sql, SqlValue } from './sql.js';

/** What the store needs from an entity: an id, its creation time and (if stateful) a status. */
export interface StorableEntity {
  id: string;
  created_at?: number | null;
  status?: string | null;
}

/**
 * Values of the lookup columns. On insert and update each of the table's lookup columns is
 * taken from the entity's field of the same name (invoice.receipt, payment.order_id...)
 * unless given here; give it here when the entity has no such field (stakeholder -> account_id).
 */
export type Lookups = Partial<Record<LookupColumn, string | null>>;

export interface ListQuery {
  /** created_at >= from (spec parameter From: "created on or after") */
  from?: number;
  /** created_at <= to */
  to?: number;
  /** default 10 */
  count?: number;
  /** default 0 */
  skip?: number;
  /**
   * Only entities listed after this one (newest first: older, or as old with a smaller id). A
   * scan over everything pages with it instead of `skip`, whose cost grows with the offset.
   */
  after?: { created_at: number; id: string };
  /** equality on lookup columns; null matches NULL */
  where?: Lookups;
  status?: string | readonly string[];
}

export interface Condition {
  /** the stored status must be this (or one of these); null means "no status" */
  expectStatus?: string | null | readonly string[];
  /** the stored version must be this (from getVersioned) */
  expectVersion?: number;
}

export interface UpdateOptions extends Condition {
  lookups?: Lookups;
}

/**
 * When a time-driven job may next have something to do with an entity of a kind (its expiry, its
 * deadline, its next charge), or null when none will: the service's rules, handed to the store at
 * open (service/schedules.ts). The store keeps the answer in the row's `due_at` column at every
 * insert and update, under an index, so a sweep reads only what is due (`listDue`) however many
 * rows the table holds. The earliest possible time is enough: a job that finds a later one sets
 * it with `reschedule`.
 */
export type Schedules = { readonly [K in EntityKind]?: (entity: EntityOf[K]) => number | null };

/** One row of a due page: the entity's id and the time it is due (`listDue`). */
export interface DueRow {
  id: string;
  due_at: number;
}

export interface Versioned<T> {
  entity: T;
  /** 1 on insert, +1 on every successful update */
  version: number;
}

export interface EntityRepository<T extends StorableEntity> {
  /**
   * Throws UniqueViolationError when the id or the table's unique lookup is taken; the transaction stays usable.
   * Answers the entity's stored JSON text: a create handler sends it as it is (`entityText`), instead of serialising the entity twice.
   */
  insert(mode: Mode, entity: T, lookups?: Lookups): Promise<string>;
  get(mode: Mode, id: string): Promise<T | undefined>;
  /** A lookup column's stored value (spec `x-resource` lookups the entity has no field for: an order's key_id). */
  lookup(mode: Mode, id: string, column: LookupColumn): Promise<string | null | undefined>;
  /** The entity's stored JSON text, to answer with as it is (never parsed and serialised again). */
  getData(mode: Mode, id: string): Promise<string | undefined>;
  getVersioned(mode: Mode, id: string): Promise<Versioned<T> | undefined>;
  /** Locks the row until the transaction ends (PostgreSQL FOR UPDATE; SQLite's write lock already serialises writers). */
  getForUpdate(mode: Mode, id: string): Promise<Versioned<T> | undefined>;
  /** Newest first: created_at desc, id desc. */
  list(mode: Mode, query?: ListQuery): Promise<T[]>;
  /** The same page as stored JSON texts. */
  listData(mode: Mode, query?: ListQuery): Promise<string[]>;
  /**
   * Conditional write, settled by the database: returns false (and writes nothing) when the
   * row is gone or the condition no longer holds. Never check-then-write in JS.
   */
  update(mode: Mode, entity: T, options?: UpdateOptions): Promise<boolean>;
  delete(mode: Mode, id: string, condition?: Condition): Promise<boolean>;
  /**
   * Deletes at most `limit` rows of `mode` created at or before `through`, oldest first, read
   * from the list index (mode, created_at, id, status); answers how many went. A reset of a
   * mode's data calls it until it answers less than `limit` (spec createTestDataReset rule 5).
   */
  deleteCreatedThrough(mode: Mode, through: number, limit: number): Promise<number>;
  /**
   * The rows of `mode` due by `now` (`due_at <= now`), earliest first, at most `count`, after
   * `after` when given (a keyset: every page costs the same however far a sweep has come).
   */
  listDue(mode: Mode, now: number, count: number, after?: DueRow): Promise<DueRow[]>;
  /**
   * Sets the row's `due_at` (null: nothing due) when its version is still `expectVersion`;
   * false when the row changed meanwhile (its writer set `due_at` from the new entity then).
   * The entity and its version are left alone.
   */
  reschedule(mode: Mode, id: string, dueAt: number | null, expectVersion: number): Promise<boolean>;
}

export interface Tx {
  readonly engine: Engine;
  readonly readOnly: boolean;
  /** The repository of one resource kind, typed by the spec (`x-resource`): `entities('payments')` holds Payments. */
  entities<K extends EntityKind>(kind: K): EntityRepository<EntityOf[K]>;
  readonly outbox: OutboxRepository;
  /** spec tag webhook_endpoints */
  readonly webhookEndpoints: WebhookEndpointRepository;
  /** each event's delivery to each endpoint, and the attempts (spec Event.deliveries, listEventAttempts) */
  readonly webhookDeliveries: WebhookDeliveryRepository;
  readonly notifications: NotificationRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly idempotency: IdempotencyRepository;
  /** The answers kept for `Idempotency-Key` (spec info.description, Idempotency). */
  readonly idempotentRequests: IdempotentRequestsRepository;
  /** PostgreSQL: failed-authentication buckets shared by every process (store/failure-buckets.ts) */
  readonly failureBuckets: FailureBucketsRepository;
  readonly oauth: OAuthRepository;
  /** Test mode's clock offset (spec advanceTestClock). */
  readonly testClock: TestClockRepository;
  /** The dashboard's sign-ins, by the hash of their token. */
  readonly dashboardSessions: DashboardSessionRepository;
  /** The request log the dashboard shows (written by the request-log writer, service/request-log/writer.ts). */
  readonly requestLog: RequestLogRepository;
  /** Pages of one mode's rows of a bookkeeping table, deleted (store/mode-rows.ts). */
  readonly modeRows: ModeRowsRepository;
  /** SQL on this transaction's connection, for a query no repository offers (`?` placeholders; prepared once). */
  readonly sql: Sql;
  /**
   * Runs `work` once the transaction's function has returned, just before COMMIT, after the work
   * given before it; what it throws rolls the whole transaction back. For writes to rows every
   * transaction of a kind updates (a merchant's ledger balance): PostgreSQL holds an updated row's
   * lock until COMMIT, so written last, the next transaction waits for the commit alone instead of
   * for everything this one does after the write. Write transactions only.
   */
  atEnd(work: () => Promise<void>): void;
}

export interface TransactionOptions {
  /**
   * Reads only. SQLite: a reader connection's snapshot, beside the writer; PostgreSQL: the
   * statements run on a pooled connection without BEGIN (READ COMMITTED gives each statement
   * its own snapshot either way), saving two round trips.
   */
  readOnly?: boolean;
}

/**
 * Changes to the API keys, for a process that caches verified keys (service/key-cache.ts): the
 * key epoch as this process knows it, read without touching the database. It moves at the commit
 * of a key change made in this process, and when another process changes a key: SQLite reads the
 * epoch row every 250 ms (another process sharing the file is rare: several processes are what
 * PostgreSQL is for); PostgreSQL hears it by LISTEN/NOTIFY
 * (https://www.postgresql.org/docs/current/sql-notify.html) and is NaN while it is not listening
 * (then nothing may be cached).
 */
export interface KeyWatch {
  epoch(): number;
}

/**
 * What other processes sharing the database announced (PostgreSQL LISTEN): `maybeFailed(key)`
 * is false only when no process has announced a failed authentication for `key` within
 * `withinMs`, and true for every key while the feed is down (then the database is asked).
 */
export interface FailureFeed {
  maybeFailed(key: string, withinMs: number): boolean;
  /** counts a failure this process made, before its announcement comes back */
  noteOwn(key: string): void;
}

export interface Store {
  readonly engine: Engine;
  readonly keys: KeyWatch;
  /** PostgreSQL only: failed authentications announced by every process (security/failure-throttle.ts) */
  readonly failures?: FailureFeed;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws, and
   * resolved only once the commit is durable (on disk; an acknowledged write survives kill -9
   * and power loss). SQLite: transactions arriving together share one commit and one fsync, each
   * in a savepoint of its own (sqlite.ts); PostgreSQL: a transaction on one pooled connection
   * (READ COMMITTED). Transactions do not nest: code running inside one takes its `tx`.
   */
  transaction<R>(fn: (tx: Tx) => Promise<R>, options?: TransactionOptions): Promise<R>;
  close(): Promise<void>;
}

/** `store` with its transactions run through `transaction` (which calls `store.transaction`), all else its own. */
export function withTransactions(store: Store, transaction: Store['transaction']): Store {
  return {
    get engine() {
      return store.engine;
    },
    get keys() {
      return store.keys;
    },
    get failures() {
      return store.failures;
    },
    transaction,
    close: () => store.close(),
  };
}

/**
 * The database cannot be reached (PostgreSQL: the connection was lost and could not be replaced
 * in time); `cause` is the driver's error. `outcomeUnknown`: the transaction's COMMIT was sent and
 * whether it committed could not be learnt, so its work may have been done. How a caller answers
 * it is the caller's (the gateway: service/unavailable.ts).
 */
export class StoreUnavailableError extends Error {
  constructor(
    cause: unknown,
    message = 'store: the database cannot be reached',
    readonly outcomeUnknown = false,
  ) {
    super(message, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** An insert hit a unique constraint; `column` names it ('id', 'receipt', 'reference_id'...). */
export class UniqueViolationError extends Error {
  constructor(
    readonly kind: string,
    readonly column: string,
  ) {
    super(`${kind}: ${column} already exists`);
    this.name = 'UniqueViolationError';
  }
}
