/**
 * An event's delivery to each endpoint (spec Event.deliveries), the lease queue the webhook
 * worker claims (lease-queue.ts), and the attempts it records (spec listEventAttempts). A
 * delivery's id is `<event id>.<endpoint id>`: the primary key makes each pair one row, so a
 * fan-out and a resend racing it cannot make two.
 */
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import { type Claimed, type LeaseQueue, leaseQueue, normaliseLease } from './lease-queue.js';
import type { Mode, WebhookAttemptTable, WebhookDeliveryTable } from './schema.js';
import { placeholders, type Sql, type SqlValue } from './sql.js';

export type WebhookDeliveryRow = WebhookDeliveryTable;
export type ClaimedDelivery = Claimed<WebhookDeliveryRow>;
export type WebhookAttemptRow = WebhookAttemptTable;

export interface WebhookDeliveryRepository {
  /** one pending delivery of the event to each endpoint (an existing pair is left as it is) */
  add(event: { id: string; mode: Mode; created_at: number }, endpointIds: readonly string[]): Promise<void>;
  forEvents(eventIds: readonly string[]): Promise<WebhookDeliveryRow[]>;
  /**
   * Makes the event's deliveries to `endpointIds` due at once (spec resendEvent rule 2). False,
   * with nothing changed for that endpoint, when a worker holds one right now.
   */
  redeliver(eventId: string, endpointIds: readonly string[]): Promise<boolean>;
  claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  markDelivered(id: string, claimToken: string): Promise<boolean>;
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
  addAttempt(attempt: Omit<WebhookAttemptRow, 'id'>): Promise<void>;
  /** newest first */
  attempts(eventId: string, query: { endpointId?: string; count: number; skip: number }): Promise<WebhookAttemptRow[]>;
  /**
   * An endpoint's deliveries, newest first, from (endpoint_id, created_at, id): of the `window`
   * newest (after `before`), those still in that state (`failed`: given up), at most `limit`.
   */
  forEndpoint(
    endpointId: string,
    query: { limit: number; window: number; failed?: boolean; before?: { created_at: number; id: string } },
  ): Promise<WebhookDeliveryRow[]>;
  /** the deliveries and attempts of these events (the events' retention sweep) */
  deleteForEvents(eventIds: readonly string[]): Promise<void>;
}

const COLUMNS = 'id, event_id, endpoint_id, mode, created_at, attempts, next_attempt_at_ms, claimed_until_ms, claim_token, delivered_at, failed_at, last_error';
const ATTEMPT_COLUMNS = 'id, event_id, endpoint_id, mode, attempted_at_ms, duration_ms, status_code, outcome, error, request_headers, response_body';

export const deliveryId = (eventId: string, endpointId: string) => `${eventId}.${endpointId}`;

/**
 * Attempt rows are the gateway's own, not a spec resource (spec WebhookAttempt has no id): their
 * id prefix is this module's. Time-first (ids.ts newId), so each insert lands at the right edge of
 * the primary key.
 */
const ATTEMPT_ID_PREFIX = 'wha_';

function normaliseAttempt(row: WebhookAttemptRow): WebhookAttemptRow {
  return {
    ...row,
    attempted_at_ms: Number(row.attempted_at_ms),
    duration_ms: Number(row.duration_ms),
    status_code: row.status_code === null ? null : Number(row.status_code),
  };
}

function normaliseDelivery(row: WebhookDeliveryRow): WebhookDeliveryRow {
  return { ...normaliseLease(row), created_at: Number(row.created_at), delivered_at: row.delivered_at === null ? null : Number(row.delivered_at) };
}

export class WebhookDeliveryRepo implements WebhookDeliveryRepository {
  private readonly queue: LeaseQueue<'webhook_deliveries'>;

  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {
    this.queue = leaseQueue(sql, clock, 'webhook_deliveries');
  }

  async add(event: { id: string; mode: Mode; created_at: number }, endpointIds: readonly string[]): Promise<void> {
    if (endpointIds.length === 0) return;
    const now = this.clock.nowMs();
    // one statement for every endpoint: the fan-out runs in the event's (write) transaction
    const rows = endpointIds.map(() => '(?, ?, ?, ?, ?, 0, ?, NULL, NULL, NULL, NULL, NULL)').join(', ');
    const values = endpointIds.flatMap((endpointId) => [deliveryId(event.id, endpointId), event.id, endpointId, event.mode, event.created_at, now]);
    await this.sql.run(`INSERT INTO webhook_deliveries (${COLUMNS}) VALUES ${rows} ON CONFLICT (id) DO NOTHING`, values);
  }

  async forEvents(eventIds: readonly string[]): Promise<WebhookDeliveryRow[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.sql.all<WebhookDeliveryRow>(
      `SELECT ${COLUMNS} FROM webhook_deliveries WHERE event_id IN (${eventIds.map(() => '?').join(', ')}) ORDER BY endpoint_id`,
      [...eventIds],
    );
    return rows.map(normaliseDelivery);
  }

  async redeliver(eventId: string, endpointIds: readonly string[]): Promise<boolean> {
    const now = this.clock.nowMs();
    for (const endpointId of endpointIds) {
      const changed = await this.sql.run(
        'UPDATE webhook_deliveries SET delivered_at = NULL, failed_at = NULL, next_attempt_at_ms = ?, last_error = NULL WHERE id = ? AND (claimed_until_ms IS NULL OR claimed_until_ms < ?)',
        [now, deliveryId(eventId, endpointId), now],
      );
      if (changed !== 1) return false;
    }
    return true;
  }

  claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
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

  async addAttempt(attempt: Omit<WebhookAttemptRow, 'id'>): Promise<void> {
    const values: SqlValue[] = [
      newId(ATTEMPT_ID_PREFIX),
      attempt.event_id,
      attempt.endpoint_id,
      attempt.mode,
      attempt.attempted_at_ms,
      attempt.duration_ms,
      attempt.status_code,
      attempt.outcome,
      attempt.error === null ? null : attempt.error.slice(0, 500),
      attempt.request_headers,
      attempt.response_body,
    ];
    await this.sql.run(`INSERT INTO webhook_attempts (${ATTEMPT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, values);
  }

  async attempts(eventId: string, query: { endpointId?: string; count: number; skip: number }): Promise<WebhookAttemptRow[]> {
    const values: SqlValue[] = [eventId];
    let where = 'event_id = ?';
    if (query.endpointId !== undefined) {
      where += ' AND endpoint_id = ?';
      values.push(query.endpointId);
    }
    const rows = await this.sql.all<WebhookAttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM webhook_attempts WHERE ${where} ORDER BY attempted_at_ms DESC, id DESC LIMIT ? OFFSET ?`,
      [...values, query.count, query.skip],
    );
    return rows.map(normaliseAttempt);
  }

  async forEndpoint(
    endpointId: string,
    query: { limit: number; window: number; failed?: boolean; before?: { created_at: number; id: string } },
  ): Promise<WebhookDeliveryRow[]> {
    const values: SqlValue[] = [endpointId];
    let where = 'endpoint_id = ?';
    if (query.before) {
      // the bound outside the OR is the one an index range starts from (store/entities.ts listWhere)
      where += ' AND created_at <= ? AND (created_at < ? OR (created_at = ? AND id < ?))';
      values.push(query.before.created_at, query.before.created_at, query.before.created_at, query.before.id);
    }
    const rows = await this.sql.all<WebhookDeliveryRow>(
      `SELECT * FROM (SELECT ${COLUMNS} FROM webhook_deliveries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?) w${query.failed ? ' WHERE failed_at IS NOT NULL' : ''} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...values, query.window, query.limit],
    );
    return rows.map(normaliseDelivery);
  }

  async deleteForEvents(eventIds: readonly string[]): Promise<void> {
    const ids = placeholders(eventIds.length);
    await this.sql.run(`DELETE FROM webhook_attempts WHERE event_id IN (${ids})`, eventIds);
    await this.sql.run(`DELETE FROM webhook_deliveries WHERE event_id IN (${ids})`, eventIds);
  }
}
