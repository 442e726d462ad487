/**
 * The webhook outbox: events are written here in the same transaction as the state change
 * that caused them, and the delivery worker (service/webhooks/worker.ts) reads them back.
 * All delivery state lives in the row; claiming, leases and recording an outcome are the
 * shared lease queue's (lease-queue.ts). A worker that dies mid-delivery leaves a lease that
 * simply runs out: the event goes again (at-least-once; receivers drop duplicates by
 * X-Paisa-Event-Id).
 */
import { idPrefixes } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import { type Claimed, type LeaseQueue, leaseQueue, normaliseLease } from './lease-queue.js';
import type { Mode, WebhookOutboxTable } from './schema.js';
import { modeWindow, type Sql, type SqlValue } from './sql.js';

export type OutboxRow = WebhookOutboxTable;

export type ClaimedEvent = Claimed<OutboxRow>;

export interface EventPageQuery {
  from?: number;
  to?: number;
  event?: string;
  count: number;
  skip: number;
}

export interface OutboxRepository {
  /** `payload` is the webhook body: an object is serialised once here and those bytes are sent and signed. */
  add(mode: Mode, event: string, payload: unknown, options?: { id?: string }): Promise<OutboxRow>;
  get(id: string): Promise<OutboxRow | undefined>;
  list(query?: { mode?: Mode; state?: 'pending' | 'delivered' | 'failed'; limit?: number }): Promise<OutboxRow[]>;
  /** A page of a mode's events, newest first (spec listEvents): `from`/`to` bound `created_at`, inclusive. */
  page(mode: Mode, query: EventPageQuery): Promise<OutboxRow[]>;
  /**
   * Makes an event due again at once (spec resendEvent): not delivered, not failed. False when a
   * worker holds it right now (then nothing changes) or it is not the mode's.
   */
  redeliver(mode: Mode, id: string): Promise<boolean>;
  /** Deletes events created before `before` (Unix seconds); returns how many. */
  deleteCreatedBefore(before: number): Promise<number>;
  /** Leases up to `limit` due rows for `leaseMs`. */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedEvent[]>;
  markDelivered(id: string, claimToken: string): Promise<boolean>;
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
}

const COLUMNS = 'id, mode, event, payload, created_at, attempts, next_attempt_at_ms, claimed_until_ms, claim_token, delivered_at, failed_at, last_error';

export class OutboxRepo implements OutboxRepository {
  private readonly queue: LeaseQueue<'webhook_outbox'>;

  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {
    this.queue = leaseQueue(sql, clock, 'webhook_outbox');
  }

  async add(mode: Mode, event: string, payload: unknown, options?: { id?: string }): Promise<OutboxRow> {
    const row: OutboxRow = {
      id: options?.id ?? newId(idPrefixes.PaisaEventId),
      mode,
      event,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      created_at: this.clock.now(),
      attempts: 0,
      next_attempt_at_ms: this.clock.nowMs(),
      claimed_until_ms: null,
      claim_token: null,
      delivered_at: null,
      failed_at: null,
      last_error: null,
    };
    await this.sql.run(`INSERT INTO webhook_outbox (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      row.id,
      row.mode,
      row.event,
      row.payload,
      row.created_at,
      row.attempts,
      row.next_attempt_at_ms,
      null,
      null,
      null,
      null,
      null,
    ]);
    return row;
  }

  async get(id: string): Promise<OutboxRow | undefined> {
    const row = await this.sql.get<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE id = ?`, [id]);
    return row && normaliseLease(row);
  }

  async list(query: { mode?: Mode; state?: 'pending' | 'delivered' | 'failed'; limit?: number } = {}): Promise<OutboxRow[]> {
    let where = '1 = 1';
    const values: SqlValue[] = [];
    if (query.mode) {
      where += ' AND mode = ?';
      values.push(query.mode);
    }
    if (query.state === 'pending') where += ' AND delivered_at IS NULL AND failed_at IS NULL';
    if (query.state === 'delivered') where += ' AND delivered_at IS NOT NULL';
    if (query.state === 'failed') where += ' AND failed_at IS NOT NULL';
    const rows = await this.sql.all<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE ${where} ORDER BY created_at ASC, id ASC LIMIT ?`, [
      ...values,
      query.limit ?? 100,
    ]);
    return rows.map(normaliseLease);
  }

  async page(mode: Mode, query: EventPageQuery): Promise<OutboxRow[]> {
    let { sql: where, values } = modeWindow(mode, query);
    if (query.event !== undefined) {
      where += ' AND event = ?';
      values.push(query.event);
    }
    const rows = await this.sql.all<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
      ...values,
      query.count,
      query.skip,
    ]);
    return rows.map(normaliseLease);
  }

  async redeliver(mode: Mode, id: string): Promise<boolean> {
    const now = this.clock.nowMs();
    const changed = await this.sql.run(
      'UPDATE webhook_outbox SET delivered_at = NULL, failed_at = NULL, next_attempt_at_ms = ?, last_error = NULL WHERE id = ? AND mode = ? AND (claimed_until_ms IS NULL OR claimed_until_ms < ?)',
      [now, id, mode, now],
    );
    return changed === 1;
  }

  deleteCreatedBefore(before: number): Promise<number> {
    return this.sql.run('DELETE FROM webhook_outbox WHERE created_at < ?', [before]);
  }

  claimDue(limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
    return this.queue.claimDue(limit, leaseMs);
  }

  markDelivered(id: string, claimToken: string): Promise<boolean> {
    return this.queue.markDone(id, claimToken);
  }

  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean> {
    return this.queue.markRetry(id, claimToken, nextAttemptAtMs, error);
  }

  markFailed(id: string, claimToken: string, error: string): Promise<boolean> {
    return this.queue.markFailed(id, claimToken, error);
  }
}
