/**
 * The webhook outbox: events are written here in the same transaction as the state change
 * that caused them, and the delivery worker (service/webhooks/worker.ts) reads them back.
 * All delivery state lives in the row, so a restart loses nothing.
 *
 * Claiming: a worker takes a lease on a due row (claimed_until_ms, claim_token) with a
 * conditional update; on PostgreSQL the candidate rows are first read FOR UPDATE SKIP LOCKED so
 * concurrent workers in several processes pass over each other's rows instead of queueing.
 * A worker that dies mid-delivery leaves a lease that simply runs out: the event goes again
 * (at-least-once; receivers drop duplicates by X-Paisa-Event-Id).
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { newId, randomBase62 } from '../ids.js';
import type { Database, Mode, WebhookOutboxTable } from './schema.js';
import type { Engine } from './store.js';

export type OutboxRow = WebhookOutboxTable;

export interface ClaimedEvent extends OutboxRow {
  claim_token: string;
}

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

const EVENT_ID_PREFIX = 'evt_';

function normalise(row: OutboxRow): OutboxRow {
  // pg returns bigint columns through our int8 parser already; this keeps SQLite/PG rows alike
  return { ...row, attempts: Number(row.attempts) };
}

export function outboxRepository(engine: Engine, db: () => Kysely<Database>, clock: Clock): OutboxRepository {
  /** Ends a failed delivery attempt: counts it, records the error, releases the lease. */
  async function endAttempt(id: string, claimToken: string, error: string, next: { next_attempt_at_ms: number } | { failed_at: number }): Promise<boolean> {
    const result = await db()
      .updateTable('webhook_outbox')
      .set((eb) => ({
        ...next,
        attempts: eb('attempts', '+', 1),
        claimed_until_ms: null,
        claim_token: null,
        last_error: error.slice(0, 500),
      }))
      .where('id', '=', id)
      .where('claim_token', '=', claimToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    async add(mode, event, payload, options) {
      const row: OutboxRow = {
        id: options?.id ?? newId(EVENT_ID_PREFIX),
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
      return row && normalise(row);
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
      return rows.map(normalise);
    },

    async claimDue(limit, leaseMs) {
      const now = clock.nowMs();
      let candidates = db()
        .selectFrom('webhook_outbox')
        .selectAll()
        .where('delivered_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at_ms', '<=', now)
        .where((eb) => eb.or([eb('claimed_until_ms', 'is', null), eb('claimed_until_ms', '<', now)]))
        .orderBy('next_attempt_at_ms', 'asc')
        .limit(limit);
      if (engine === 'postgres') candidates = candidates.forUpdate().skipLocked();
      const claimed: ClaimedEvent[] = [];
      for (const row of await candidates.execute()) {
        const token = randomBase62(16);
        // conditional claim: on SQLite this is what stops two workers taking the same row
        const result = await db()
          .updateTable('webhook_outbox')
          .set({ claimed_until_ms: now + leaseMs, claim_token: token })
          .where('id', '=', row.id)
          .where('delivered_at', 'is', null)
          .where('failed_at', 'is', null)
          .where((eb) => eb.or([eb('claimed_until_ms', 'is', null), eb('claimed_until_ms', '<', now)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) {
          claimed.push({ ...normalise(row), claimed_until_ms: now + leaseMs, claim_token: token });
        }
      }
      return claimed;
    },

    async markDelivered(id, claimToken) {
      const result = await db()
        .updateTable('webhook_outbox')
        .set((eb) => ({
          delivered_at: clock.now(),
          attempts: eb('attempts', '+', 1),
          claimed_until_ms: null,
          claim_token: null,
          last_error: null,
        }))
        .where('id', '=', id)
        .where('claim_token', '=', claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    markRetry(id, claimToken, nextAttemptAtMs, error) {
      return endAttempt(id, claimToken, error, { next_attempt_at_ms: nextAttemptAtMs });
    },

    markFailed(id, claimToken, error) {
      return endAttempt(id, claimToken, error, { failed_at: clock.now() });
    },
  };
}
