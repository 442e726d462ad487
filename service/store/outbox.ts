/**
 * The webhook outbox, the table of events: each is written here in the same transaction as the
 * state change that caused it, together with its deliveries (webhook-deliveries.ts), which the
 * delivery worker (service/webhooks/worker.ts) claims; which endpoints get one is decided above
 * storage (service/webhooks/subscriptions.ts publishEvent). An event's delivery state is its
 * deliveries' (its own lease columns, from before endpoints, went in migration 0025).
 */
import { idPrefixes } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { ListTracking } from './list-anchors.js';
import type { Mode, WebhookOutboxTable } from './schema.js';
import { listPageSql, modeWindow, placeholders, type Sql, type SqlValue } from './sql.js';
import type { WebhookDeliveryRepository } from './webhook-deliveries.js';

export type OutboxRow = WebhookOutboxTable;

/** What listEvents answers from (OutboxRepository.page). */
export type EventListRow = Pick<OutboxRow, 'id' | 'event' | 'payload' | 'created_at'>;

export interface EventPageQuery {
  from?: number;
  to?: number;
  event?: string;
  count: number;
  skip: number;
  /** only events listed after this one, newest first (a keyset: the dashboard's pages); skip is then 0 */
  after?: { created_at: number; id: string };
}

export interface OutboxRepository {
  /**
   * `payload` is the webhook body: an object is serialised once here and those bytes are sent
   * and signed. The event alone: its deliveries are added beside it (webhook-deliveries.ts).
   */
  add(mode: Mode, event: string, payload: unknown, options?: { id?: string; entityId?: string }): Promise<OutboxRow>;
  /** The events of a mode listed after `after` in time order (oldest first), at most `limit`; the newest event itself when `after` is absent. */
  following(mode: Mode, limit: number, after?: { created_at: number; id: string }): Promise<OutboxRow[]>;
  /** The newest events (at most `limit`) whose entity is one of `entityIds`, read from (mode, entity_id, created_at). */
  forEntities(mode: Mode, entityIds: readonly string[], limit: number): Promise<OutboxRow[]>;
  get(id: string): Promise<OutboxRow | undefined>;
  getMany(ids: readonly string[]): Promise<OutboxRow[]>;
  /** oldest first */
  list(query?: { mode?: Mode; limit?: number }): Promise<OutboxRow[]>;
  /**
   * A page of a mode's events, newest first (spec listEvents): `from`/`to` bound `created_at`,
   * inclusive. Only what an event answer is made of: the delivery columns are not read.
   */
  page(mode: Mode, query: EventPageQuery): Promise<EventListRow[]>;
  /**
   * Deletes at most `limit` events created before `before` (Unix seconds), the oldest first, with
   * their deliveries and attempts; returns how many events. Read by mode from (mode, created_at),
   * so a retention pass reads what it deletes, never the whole table.
   */
  deleteCreatedBefore(before: number, limit: number): Promise<number>;
  /**
   * Deletes at most `limit` events of `mode` created at or before `through`, the oldest first,
   * with their deliveries and attempts (a reset of the mode's data, spec createTestDataReset);
   * returns how many events. Read from (mode, created_at, id, event).
   */
  deleteModeThrough(mode: Mode, through: number, limit: number): Promise<number>;
  /**
   * A page of a mode's events created at or after `since` (Unix seconds) that have no delivery
   * yet, oldest first, after the (created_at, id) `after`: read by (mode, created_at), each
   * checked against webhook_deliveries' event index.
   */
  withoutDeliveries(mode: Mode, since: number, limit: number, after?: { created_at: number; id: string }): Promise<EventKey[]>;
}

export type EventKey = Pick<OutboxRow, 'id' | 'mode' | 'created_at'>;

const COLUMNS = 'id, mode, event, payload, created_at, entity_id';

export class OutboxRepo implements OutboxRepository {
  /** `deliveries`: the transaction's own, so an event's deliveries go with it when it is deleted */
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly deliveries: WebhookDeliveryRepository,
    /** SQLite: the list anchors (list-anchors.ts), and in a write transaction where its changes to list order are recorded */
    private readonly lists?: ListTracking,
  ) {}

  async add(mode: Mode, event: string, payload: unknown, options?: { id?: string; entityId?: string }): Promise<OutboxRow> {
    const row: OutboxRow = {
      id: options?.id ?? newId(idPrefixes.PaisaEventId),
      mode,
      event,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      created_at: this.clock.now(),
      entity_id: options?.entityId ?? null,
    };
    await this.sql.run(`INSERT INTO webhook_outbox (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`, [
      row.id,
      row.mode,
      row.event,
      row.payload,
      row.created_at,
      row.entity_id,
    ]);
    this.lists?.changes?.push({ table: 'webhook_outbox', mode, created_at: row.created_at, id: row.id, before: undefined, after: event });
    return row;
  }

  async get(id: string): Promise<OutboxRow | undefined> {
    const row = await this.sql.get<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE id = ?`, [id]);
    return row;
  }

  async getMany(ids: readonly string[]): Promise<OutboxRow[]> {
    if (ids.length === 0) return [];
    return this.sql.all<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE id IN (${ids.map(() => '?').join(', ')})`, [...ids]);
  }

  async list(query: { mode?: Mode; limit?: number } = {}): Promise<OutboxRow[]> {
    let where = '1 = 1';
    const values: SqlValue[] = [];
    if (query.mode) {
      where += ' AND mode = ?';
      values.push(query.mode);
    }
    return this.sql.all<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE ${where} ORDER BY created_at ASC, id ASC LIMIT ?`, [
      ...values,
      query.limit ?? 100,
    ]);
  }

  async following(mode: Mode, limit: number, after?: { created_at: number; id: string }): Promise<OutboxRow[]> {
    // (mode, created_at, id, event): a range of the list-order index, read forwards
    if (!after) return this.sql.all<OutboxRow>(`SELECT ${COLUMNS} FROM webhook_outbox WHERE mode = ? ORDER BY created_at DESC, id DESC LIMIT 1`, [mode]);
    return this.sql.all<OutboxRow>(
      `SELECT ${COLUMNS} FROM webhook_outbox WHERE mode = ? AND created_at >= ? AND (created_at > ? OR (created_at = ? AND id > ?)) ORDER BY created_at, id LIMIT ?`,
      [mode, after.created_at, after.created_at, after.created_at, after.id, limit],
    );
  }

  async forEntities(mode: Mode, entityIds: readonly string[], limit: number): Promise<OutboxRow[]> {
    if (entityIds.length === 0) return [];
    return this.sql.all<OutboxRow>(
      `SELECT ${COLUMNS} FROM webhook_outbox WHERE mode = ? AND entity_id IN (${placeholders(entityIds.length)}) ORDER BY created_at DESC, id DESC LIMIT ?`,
      [mode, ...entityIds, limit],
    );
  }

  async page(mode: Mode, query: EventPageQuery): Promise<EventListRow[]> {
    let { sql: where, values } = modeWindow(mode, query);
    if (query.event !== undefined) {
      where += ' AND event = ?';
      values.push(query.event);
    }
    if (query.after !== undefined) {
      // the bound outside the OR is the one an index range starts from (store/entities.ts listWhere)
      where += ' AND created_at <= ? AND (created_at < ? OR (created_at = ? AND id < ?))';
      values.push(query.after.created_at, query.after.created_at, query.after.created_at, query.after.id);
    }
    // a read on SQLite: a deep page starts from the nearest anchor (list-anchors.ts) when the list has them
    if (this.lists && !this.lists.changes && query.after === undefined) {
      const anchored = { filter: query.event, from: query.from, to: query.to, count: query.count, skip: query.skip };
      const page = this.lists.anchors.page<EventListRow>('webhook_outbox', 'event', ['id', 'event', 'payload', 'created_at'], mode, anchored, false);
      if (page) return page;
    }
    // one walk of (mode, created_at, id, event), or of (mode, event, created_at, id) for one name, for the first pages, a deferred join for deep ones (sql.ts listPageSql; migrations.ts eventListOrderIndex, eventNameIndex)
    return this.sql.all<EventListRow>(listPageSql('webhook_outbox', ['id', 'event', 'payload', 'created_at'], where, query.skip), [
      ...values,
      query.count,
      query.skip,
    ]);
  }

  async deleteModeThrough(mode: Mode, through: number, limit: number): Promise<number> {
    // (mode, created_at, id, event): the oldest events of the mode first
    const ids = await this.sql.column<string>('SELECT id FROM webhook_outbox WHERE mode = ? AND created_at <= ? ORDER BY created_at, id LIMIT ?', [
      mode,
      through,
      limit,
    ]);
    if (ids.length === 0) return 0;
    await this.deliveries.deleteForEvents(ids);
    const changes = this.lists?.changes;
    if (!changes) return this.sql.run(`DELETE FROM webhook_outbox WHERE id IN (${placeholders(ids.length)})`, ids);
    const gone = await this.sql.all<{ id: string; created_at: number | bigint; event: string }>(
      `DELETE FROM webhook_outbox WHERE id IN (${placeholders(ids.length)}) RETURNING id, created_at, event`,
      ids,
    );
    for (const row of gone)
      changes.push({ table: 'webhook_outbox', mode, created_at: Number(row.created_at), id: row.id, before: row.event, after: undefined });
    return gone.length;
  }

  async deleteCreatedBefore(before: number, limit: number): Promise<number> {
    let deleted = 0;
    for (const mode of ['test', 'live'] as const) {
      const ids = await this.sql.column<string>('SELECT id FROM webhook_outbox WHERE mode = ? AND created_at < ? ORDER BY created_at LIMIT ?', [
        mode,
        before,
        limit - deleted,
      ]);
      if (ids.length === 0) continue;
      await this.deliveries.deleteForEvents(ids);
      const changes = this.lists?.changes;
      if (changes) {
        // each event's place in list order, for the anchors (list-anchors.ts)
        const gone = await this.sql.all<{ id: string; created_at: number | bigint; event: string }>(
          `DELETE FROM webhook_outbox WHERE id IN (${placeholders(ids.length)}) RETURNING id, created_at, event`,
          ids,
        );
        for (const row of gone)
          changes.push({ table: 'webhook_outbox', mode, created_at: Number(row.created_at), id: row.id, before: row.event, after: undefined });
        deleted += gone.length;
      } else deleted += await this.sql.run(`DELETE FROM webhook_outbox WHERE id IN (${placeholders(ids.length)})`, ids);
      if (deleted >= limit) break;
    }
    return deleted;
  }

  async withoutDeliveries(mode: Mode, since: number, limit: number, after?: { created_at: number; id: string }): Promise<EventKey[]> {
    const from = after ? ' AND created_at >= ? AND (created_at > ? OR (created_at = ? AND id > ?))' : '';
    return this.sql.all<EventKey>(
      `SELECT id, mode, created_at FROM webhook_outbox o WHERE mode = ? AND created_at >= ?${from}
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = o.id) ORDER BY created_at, id LIMIT ?`,
      [mode, since, ...(after ? [after.created_at, after.created_at, after.created_at, after.id] : []), limit],
    );
  }
}
