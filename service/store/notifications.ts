/**
 * The notification log: every SMS and every e-mail the gateway sends (or, with no provider,
 * would send) is recorded here, so tests and operators can read what a customer received.
 */
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { Database, Mode, NotificationTable } from './schema.js';

export type NotificationRow = NotificationTable;
export type NewNotification = Omit<NotificationRow, 'id' | 'mode' | 'created_at' | 'subject' | 'entity_id' | 'transport' | 'seq'> & {
  subject?: string | null;
  entity_id?: string | null;
  transport?: string;
};

export interface NotificationRepository {
  add(mode: Mode, notification: NewNotification): Promise<NotificationRow>;
  /** oldest first, so a test reads them in the order they were sent */
  list(mode: Mode, filter?: { entity_id?: string; channel?: 'sms' | 'email'; recipient?: string }): Promise<NotificationRow[]>;
}

export function notificationRepository(db: () => Kysely<Database>, clock: Clock): NotificationRepository {
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
        transport: notification.transport ?? 'log',
        created_at: clock.now(),
      };
      const inserted = await db()
        .insertInto('notifications')
        .values({ ...row, seq: sql<number>`(select coalesce(max(seq), 0) + 1 from notifications)` })
        .returning('seq')
        .executeTakeFirstOrThrow();
      return { ...row, seq: Number(inserted.seq) };
    },

    async list(mode, filter = {}) {
      let select = db().selectFrom('notifications').selectAll().where('mode', '=', mode);
      if (filter.entity_id !== undefined) select = select.where('entity_id', '=', filter.entity_id);
      if (filter.channel !== undefined) select = select.where('channel', '=', filter.channel);
      if (filter.recipient !== undefined) select = select.where('recipient', '=', filter.recipient);
      return select.orderBy('seq', 'asc').execute();
    },
  };
}
