/**
 * A transaction as handlers see it (`Tx`): the repositories, bound to the connection the engine
 * gives the transaction. Repositories are made when first used, so a transaction pays only for
 * what it touches. A `Tx` kept past the end of its transaction refuses every statement instead
 * of running it outside the transaction.
 */
import type { EntityOf } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { ApiKeyRepo } from './api-keys.js';
import { DashboardSessionRepo } from './dashboard-sessions.js';
import { EntityRepo } from './entities.js';
import { FailureBucketsRepo } from './failure-buckets.js';
import { IdempotencyRepo } from './idempotency.js';
import { IdempotentRequestsRepo } from './idempotent-requests.js';
import type { ListChange, ListTracking } from './list-anchors.js';
import { ModeRowsRepo } from './mode-rows.js';
import { NotificationRepo } from './notifications.js';
import { OAuthRepo } from './oauth.js';
import { OutboxRepo } from './outbox.js';
import { RequestLogRepo } from './request-log.js';
import type { EntityKind } from './schema.js';
import type { Sql, SqlValue } from './sql.js';
import type { EntityRepository, Schedules, Tx } from './store.js';
import { TestClockRepo } from './test-clock.js';
import { WebhookDeliveryRepo } from './webhook-deliveries.js';
import { WebhookEndpointRepo } from './webhook-endpoints.js';

/** `sql` refusing every statement once the transaction has ended (one object per transaction, no closures). */
class GuardedSql implements Sql {
  readonly engine: Sql['engine'];
  constructor(
    private readonly sql: Sql,
    private readonly isOpen: () => boolean,
  ) {
    this.engine = sql.engine;
  }

  private check(): void {
    if (!this.isOpen()) throw new Error('store: transaction already finished');
  }

  all<R>(text: string, params?: readonly SqlValue[]): Promise<R[]> {
    this.check();
    return this.sql.all(text, params);
  }

  column<R>(text: string, params?: readonly SqlValue[]): Promise<R[]> {
    this.check();
    return this.sql.column(text, params);
  }

  get<R>(text: string, params?: readonly SqlValue[]): Promise<R | undefined> {
    this.check();
    return this.sql.get(text, params);
  }

  run(text: string, params?: readonly SqlValue[]): Promise<number> {
    this.check();
    return this.sql.run(text, params);
  }
}

/** What a transaction did that the store acts on after it commits. */
export interface TxEffects {
  /** an API key was changed or test mode's clock moved (store/api-keys.ts moveEpoch): the epoch moves at commit */
  keysChanged: boolean;
  /** SQLite: inserts, deletes and status changes of listed rows, for the list anchors (list-anchors.ts) at commit */
  listChanges?: ListChange[];
}

/** A transaction's view: the repositories, made when first used. */
class Transaction implements Tx {
  readonly engine: Sql['engine'];
  readonly sql: Sql;
  private repos?: Map<EntityKind, EntityRepo<never>>;
  private outboxRepo?: OutboxRepo;
  private webhookEndpointRepo?: WebhookEndpointRepo;
  private webhookDeliveryRepo?: WebhookDeliveryRepo;
  private notificationRepo?: NotificationRepo;
  private apiKeyRepo?: ApiKeyRepo;
  private idempotencyRepo?: IdempotencyRepo;
  private idempotentRequestsRepo?: IdempotentRequestsRepo;
  private failureBucketsRepo?: FailureBucketsRepo;
  private oauthRepo?: OAuthRepo;
  private testClockRepo?: TestClockRepo;
  private dashboardSessionRepo?: DashboardSessionRepo;
  private requestLogRepo?: RequestLogRepo;
  private modeRowsRepo?: ModeRowsRepo;
  private endWork?: (() => Promise<void>)[];

  constructor(
    connection: Sql,
    private readonly clock: Clock,
    readonly readOnly: boolean,
    isOpen: () => boolean,
    readonly effects: TxEffects,
    private readonly schedules: Schedules,
    private readonly lists: ListTracking | undefined,
  ) {
    this.sql = new GuardedSql(connection, isOpen);
    this.engine = connection.engine;
  }

  entities<K extends EntityKind>(kind: K): EntityRepository<EntityOf[K]> {
    this.repos ??= new Map();
    let repo = this.repos.get(kind);
    if (!repo) {
      repo = new EntityRepo<never>(this.sql, kind, this.schedules[kind] as ((entity: never) => number | null) | undefined, this.lists);
      this.repos.set(kind, repo);
    }
    return repo as unknown as EntityRepository<EntityOf[K]>;
  }

  get outbox(): OutboxRepo {
    this.outboxRepo ??= new OutboxRepo(this.sql, this.clock, this.webhookDeliveries, this.lists);
    return this.outboxRepo;
  }

  get webhookEndpoints(): WebhookEndpointRepo {
    this.webhookEndpointRepo ??= new WebhookEndpointRepo(this.sql);
    return this.webhookEndpointRepo;
  }

  get webhookDeliveries(): WebhookDeliveryRepo {
    this.webhookDeliveryRepo ??= new WebhookDeliveryRepo(this.sql, this.clock);
    return this.webhookDeliveryRepo;
  }

  get notifications(): NotificationRepo {
    this.notificationRepo ??= new NotificationRepo(this.sql, this.clock);
    return this.notificationRepo;
  }

  get apiKeys(): ApiKeyRepo {
    this.apiKeyRepo ??= new ApiKeyRepo(this.sql, this.clock, this.effects);
    return this.apiKeyRepo;
  }

  get idempotency(): IdempotencyRepo {
    this.idempotencyRepo ??= new IdempotencyRepo(this.sql, this.clock);
    return this.idempotencyRepo;
  }

  get idempotentRequests(): IdempotentRequestsRepo {
    this.idempotentRequestsRepo ??= new IdempotentRequestsRepo(this.sql, this.clock);
    return this.idempotentRequestsRepo;
  }

  get failureBuckets(): FailureBucketsRepo {
    this.failureBucketsRepo ??= new FailureBucketsRepo(this.sql);
    return this.failureBucketsRepo;
  }

  get oauth(): OAuthRepo {
    this.oauthRepo ??= new OAuthRepo(this.sql, this.clock);
    return this.oauthRepo;
  }

  get testClock(): TestClockRepo {
    this.testClockRepo ??= new TestClockRepo(this.sql, this.effects);
    return this.testClockRepo;
  }

  get dashboardSessions(): DashboardSessionRepo {
    this.dashboardSessionRepo ??= new DashboardSessionRepo(this.sql);
    return this.dashboardSessionRepo;
  }

  get requestLog(): RequestLogRepo {
    this.requestLogRepo ??= new RequestLogRepo(this.sql);
    return this.requestLogRepo;
  }

  get modeRows(): ModeRowsRepo {
    this.modeRowsRepo ??= new ModeRowsRepo(this.sql);
    return this.modeRowsRepo;
  }

  atEnd(work: () => Promise<void>): void {
    // a read-only transaction has no end to write at: the engines do not call finish on one
    if (this.readOnly) throw new Error('store: a read-only transaction writes nothing at its end');
    this.endWork ??= [];
    this.endWork.push(work);
  }

  /** The work given to atEnd, in order (work given meanwhile included); the engine calls it before COMMIT. */
  async finish(): Promise<void> {
    const work = this.endWork;
    if (!work) return;
    for (let i = 0; i < work.length; i++) await (work[i] as () => Promise<void>)();
    this.endWork = undefined;
  }
}

/** A transaction as the engine that runs it sees it: `finish` before COMMIT (write transactions). */
export type EngineTx = Tx & { finish(): Promise<void> };

export function createTx(
  connection: Sql,
  clock: Clock,
  readOnly: boolean,
  isOpen: () => boolean,
  effects: TxEffects = { keysChanged: false },
  schedules: Schedules = {},
  lists?: ListTracking,
): EngineTx {
  return new Transaction(connection, clock, readOnly, isOpen, effects, schedules, lists);
}
