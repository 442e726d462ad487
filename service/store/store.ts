/**
 * The store contract: one async, transaction-scoped interface with two engines behind it
 * (sqlite.ts, postgres.ts). Handlers see only this file's types. Every read and write happens
 * inside `store.transaction`, so a state change and the events it emits commit together
 * (DESIGN.md, "every state change and the events it emits commit in one transaction").
 *
 * Entities are typed by their kind (`tx.entities('invoices')` holds the spec's `Invoice`);
 * the store keeps them whole as JSON and never re-declares their fields.
 */
import type { Kysely } from 'kysely';
import type { EntityOf } from '../../generated/server/index.js';
import type { ApiKeyRepository } from './api-keys.js';
import type { IdempotencyRepository } from './idempotency.js';
import type { NotificationRepository } from './notifications.js';
import type { OAuthRepository } from './oauth.js';
import type { OutboxRepository } from './outbox.js';
import type { Database, EntityKind, LookupColumn, Mode } from './schema.js';

export type { EntityKind, LookupColumn, Mode } from './schema.js';
export type Engine = 'sqlite' | 'postgres';

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
  /** created_at >= from (interface doc, Pagination: "created on or after") */
  from?: number;
  /** created_at <= to */
  to?: number;
  /** default 10 */
  count?: number;
  /** default 0 */
  skip?: number;
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

export interface Versioned<T> {
  entity: T;
  /** 1 on insert, +1 on every successful update */
  version: number;
}

export interface EntityRepository<T extends StorableEntity> {
  /** Throws UniqueViolationError when the id or the table's unique lookup is taken; the transaction stays usable. */
  insert(mode: Mode, entity: T, lookups?: Lookups): Promise<void>;
  get(mode: Mode, id: string): Promise<T | undefined>;
  getVersioned(mode: Mode, id: string): Promise<Versioned<T> | undefined>;
  /** Locks the row until the transaction ends (PostgreSQL FOR UPDATE; SQLite's write lock already serialises writers). */
  getForUpdate(mode: Mode, id: string): Promise<Versioned<T> | undefined>;
  /** Newest first: created_at desc, id desc. */
  list(mode: Mode, query?: ListQuery): Promise<T[]>;
  /**
   * Conditional write, settled by the database: returns false (and writes nothing) when the
   * row is gone or the condition no longer holds. Never check-then-write in JS.
   */
  update(mode: Mode, entity: T, options?: UpdateOptions): Promise<boolean>;
  delete(mode: Mode, id: string, condition?: Condition): Promise<boolean>;
}

export interface Tx {
  readonly engine: Engine;
  readonly readOnly: boolean;
  /** The repository of one resource kind, typed by the spec (`x-resource`): `entities('payments')` holds Payments. */
  entities<K extends EntityKind>(kind: K): EntityRepository<EntityOf[K]>;
  readonly outbox: OutboxRepository;
  readonly notifications: NotificationRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly idempotency: IdempotencyRepository;
  readonly oauth: OAuthRepository;
  /** The raw Kysely handle bound to this transaction, for a query no repository offers. */
  readonly db: Kysely<Database>;
}

export interface TransactionOptions {
  /** SQLite: deferred BEGIN with query_only; PostgreSQL: BEGIN READ ONLY. */
  readOnly?: boolean;
}

export interface Store {
  readonly engine: Engine;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * SQLite: BEGIN IMMEDIATE (takes the write lock up front, so no deadlocked upgrade);
   * PostgreSQL: a real transaction on one pooled connection (READ COMMITTED).
   * A call made inside another transaction of the same store reuses it.
   */
  transaction<R>(fn: (tx: Tx) => Promise<R>, options?: TransactionOptions): Promise<R>;
  close(): Promise<void>;
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
