/**
 * The notification log, which is also the notifications' outbox: every SMS and every e-mail is
 * written here in the same transaction as the change that causes it, pending, and the
 * notification worker (service/notifications/worker.ts) delivers it and records the outcome in
 * the row: sent (with the transport that carried it) or, after retrying, failed. Claiming,
 * leases and retries are the shared lease queue's (lease-queue.ts), as for webhooks. Tests and
 * operators read here what a customer received.
 */
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import { type Claimed, leaseQueue, normaliseLease } from './lease-queue.js';
import type { Database, Mode, NotificationTable } from './schema.js';
import type { Engine } from './store.js';

export type NotificationRow = NotificationTable;
export type ClaimedNotification = Claimed<NotificationRow>;
export type NewNotification = Pick<NotificationRow, 'channel' | 'recipient' | 'body'> & {
  subject?: string | null;
  entity_id?: string | null;
};
export type NotificationState = 'pending' | 'sent' | 'failed';

/** `transport` of a row no transport has carried yet (pending, or failed). */
export const NOT_SENT = 'none';

export interface NotificationRepository {
  /** Writes the message, pending and due now. */
  add(mode: Mode, notification: NewNotification): Promise<NotificationRow>;
  get(id: string): Promise<NotificationRow | undefined>;
  /** oldest first, so a test reads them in the order they were written */
  list(mode: Mode, filter?: { entity_id?: string; channel?: 'sms' | 'email'; recipient?: string; state?: NotificationState }): Promise<NotificationRow[]>;
  /** Leases up to `limit` due rows for `leaseMs`, across modes. */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedNotification[]>;
  /** Sent by `transport` ('log' or 'smtp'); false when the claim is no longer this one. */
  markSent(id: string, claimToken: string, transport: string): Promise<boolean>;
  markRetry(id: string, claimToken: string, nextAttemptAtMs: number, error: string): Promise<boolean>;
  markFailed(id: string, claimToken: string, error: string): Promise<boolean>;
}

export function notificationRepository(engine: Engine, db: () => Kysely<Database>, clock: Clock): NotificationRepository {
  const queue = leaseQueue(engine, db, clock, 'notifications');

  return {
    async add(mode, notification) {
      const row: Omit<NotificationRow, 'seq'> = {
        id: newId('ntf_'),
        mode,
        channel: notification.channel,
        recipient: notification.recipient,
        subject: notification.subject ?? null,
        body: notification.body,
        entity_id: notification.entity_id ?? null,
        transport: NOT_SENT,
        created_at: clock.now(),
        attempts: 0,
        next_attempt_at_ms: clock.nowMs(),
        claimed_until_ms: null,
        claim_token: null,
        sent_at: null,
        failed_at: null,
        last_error: null,
      };
      const inserted = await db()
        .insertInto('notifications')
        .values({ ...row, seq: sql<number>`(select coalesce(max(seq), 0) + 1 from notifications)` })
        .returning('seq')
        .executeTakeFirstOrThrow();
      return { ...row, seq: Number(inserted.seq) };
    },

    async get(id) {
      const row = await db().selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
      return row && normaliseLease(row);
    },

    async list(mode, filter = {}) {
      let select = db().selectFrom('notifications').selectAll().where('mode', '=', mode);
      if (filter.entity_id !== undefined) select = select.where('entity_id', '=', filter.entity_id);
      if (filter.channel !== undefined) select = select.where('channel', '=', filter.channel);
      if (filter.recipient !== undefined) select = select.where('recipient', '=', filter.recipient);
      if (filter.state === 'pending') select = select.where('sent_at', 'is', null).where('failed_at', 'is', null);
      if (filter.state === 'sent') select = select.where('sent_at', 'is not', null);
      if (filter.state === 'failed') select = select.where('failed_at', 'is not', null);
      const rows = await select.orderBy('seq', 'asc').execute();
      return rows.map(normaliseLease);
    },

    claimDue: queue.claimDue,
    markSent: (id, claimToken, transport) => queue.markDone(id, claimToken, { transport }),
    markRetry: queue.markRetry,
    markFailed: queue.markFailed,
  };
}
