/**
 * The webhook outbox: events are written here in the same transaction as the state change
 * that caused them, and the delivery worker (service/webhooks/worker.ts) reads them back.
 * All delivery state lives in the row; claiming, leases and recording an outcome are the
 * shared lease queue's (lease-queue.ts). A worker that dies mid-delivery leaves a lease that
 * simply runs out: the event goes again (at-least-once; receivers drop duplicates by
 * X-Paisa-Event-Id).
 */

import type { Kysely } from 'kysely';
import { idPrefixes } from '../../generated/server/index.js';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import { type Claimed, leaseQueue, normaliseLease } from './lease-queue.js';
import type { Database, Mode, WebhookOutboxTable } from './schema.js';
import type { Engine } from './store.js';

export type OutboxRow = WebhookOutboxTable;

export type ClaimedEvent = Claimed<OutboxRow>;

export interface OutboxRepository {
  /** `payload` is the webhook body: an object is serialised once here and those bytes are sent and signed. */
  add(mode: Mode, event: string, payload: unknown, options?: { id?: string }): Promise<OutboxRow>;
  get(id: string): Promise<OutboxRow | undefined>;
  list(query?: { mode?: Mode; state?: 'pending' | 'delivered' | 'failed'; limit?: number }): Promise<OutboxRow[]>;
  /** Leases up to `limit` due rows for `leaseMs`. */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedEvent[]>;
  markDelivered(id: string, claimToken: string): Promise<boolean>;
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
}

export function outboxRepository(engine: Engine, db: () => Kysely<Database>, clock: Clock): OutboxRepository {
  const queue = leaseQueue(engine, db, clock, 'webhook_outbox');

  return {
    async add(mode, event, payload, options) {
      const row: OutboxRow = {
        id: options?.id ?? newId(idPrefixes.PaisaEventId),
        mode,
        event,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        created_at: clock.now(),
        attempts: 0,
        next_attempt_at_ms: clock.nowMs(),
        claimed_until_ms: null,
        claim_token: null,
        delivered_at: null,
        failed_at: null,
        last_error: null,
      };
      await db().insertInto('webhook_outbox').values(row).execute();
      return row;
    },

    async get(id) {
      const row = await db().selectFrom('webhook_outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row && normaliseLease(row);
    },

    async list(query = {}) {
      let select = db().selectFrom('webhook_outbox').selectAll();
      if (query.mode) select = select.where('mode', '=', query.mode);
      if (query.state === 'pending') select = select.where('delivered_at', 'is', null).where('failed_at', 'is', null);
      if (query.state === 'delivered') select = select.where('delivered_at', 'is not', null);
      if (query.state === 'failed') select = select.where('failed_at', 'is not', null);
      const rows = await select
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .limit(query.limit ?? 100)
        .execute();
      return rows.map(normaliseLease);
    },

    claimDue: queue.claimDue,
    markDelivered: (id, claimToken) => queue.markDone(id, claimToken),
    markRetry: queue.markRetry,
    markFailed: queue.markFailed,
  };
}
