/**
 * Events (spec tag `events`: listEvents, fetchEvent): what the gateway emitted, read from the
 * webhook outbox (events.ts writes every event there in the transaction of its change), with
 * the body exactly as it is delivered and signed, and its delivery state. Kept 30 days
 * (the `events-retention` sweep, app.ts).
 *
 * The outbox stamps rows with the infrastructure clock (its 24-hour retry window is real
 * time), while an event's `created_at` is its mode's clock; `from`/`to` are given on the mode's
 * clock, so they are moved by test mode's current offset before they bound the rows.
 */
import { isWebhookEventName, refuse } from '../../../generated/server/index.js';
import type { Event, EventEnvelope } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { OutboxRow } from '../../store/outbox.js';
import type { Mode } from '../../store/store.js';
import { defineResource } from '../resource.js';

/** spec listEvents rule 3 */
export const EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

function toEvent(row: OutboxRow): Event {
  const payload = JSON.parse(row.payload) as EventEnvelope;
  return {
    id: row.id,
    entity: 'event',
    event: row.event,
    created_at: payload.created_at,
    payload,
    delivery: {
      status: row.delivered_at !== null ? 'delivered' : row.failed_at !== null ? 'failed' : 'pending',
      attempts: row.attempts,
      delivered_at: row.delivered_at,
    },
  };
}

export const resource = defineResource('events', (ctx: ServiceContext) => {
  /** An event of the mode, within its 30 days (rule 3 of fetchEvent). */
  const visible = (row: OutboxRow | undefined, mode: Mode): row is OutboxRow =>
    row !== undefined && row.mode === mode && row.created_at >= ctx.clock.now() - EVENT_RETENTION_SECONDS;
  /** A time on the mode's clock as the outbox's clock wrote it. */
  const onOutboxClock = (mode: Mode, at: number | undefined) => (at === undefined ? undefined : at - (ctx.clocks.of(mode).now() - ctx.clock.now()));
  return {
    async listEvents({ query, auth }) {
      if (query.event !== undefined && !isWebhookEventName(query.event)) throw refuse('event_name_unknown', { event: query.event });
      const rows = await ctx.store.transaction(
        (tx) =>
          tx.outbox.page(auth.mode, {
            from: onOutboxClock(auth.mode, query.from),
            to: onOutboxClock(auth.mode, query.to),
            event: query.event,
            count: query.count ?? 10,
            skip: query.skip ?? 0,
          }),
        { readOnly: true },
      );
      const items = rows.map(toEvent);
      return { entity: 'collection', count: items.length, items };
    },

    async fetchEvent({ params, auth }) {
      const row = await ctx.store.transaction((tx) => tx.outbox.get(params.event_id), { readOnly: true });
      if (!visible(row, auth.mode)) throw refuse('id_not_found', {}, { field: 'event_id' });
      return toEvent(row);
    },

    async resendEvent({ params, auth }) {
      const row = await ctx.store.transaction(async (tx) => {
        const found = await tx.outbox.get(params.event_id);
        if (!visible(found, auth.mode)) throw refuse('id_not_found', {}, { field: 'event_id' });
        // rule 2: the conditional update is what tells a delivery in flight (the database decides)
        if (!(await tx.outbox.redeliver(auth.mode, found.id))) throw refuse('event_delivery_in_flight');
        return tx.outbox.get(found.id);
      });
      return toEvent(row as OutboxRow);
    },
  };
});
