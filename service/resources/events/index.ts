/**
 * Events (spec tag `events`: listEvents, fetchEvent, resendEvent, listEventAttempts): what the
 * gateway emitted, read from the webhook outbox (events.ts writes every event there in the
 * transaction of its change), with the body exactly as it is delivered and signed, and its
 * delivery to each endpoint. Kept 30 days (the `events-retention` sweep, app.ts).
 *
 * The outbox stamps rows with the infrastructure clock (its 24-hour retry window is real
 * time), while an event's `created_at` is its mode's clock; `from`/`to` are given on the mode's
 * clock, so they are moved by test mode's current offset before they bound the rows.
 */
import { isWebhookEventName, JsonText, refuse } from '../../../generated/server/index.js';
import type { Event, EventEndpointDelivery, EventEnvelope, WebhookAttempt } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import type { EventListRow, OutboxRow } from '../../store/outbox.js';
import type { Mode, Tx } from '../../store/store.js';
import type { WebhookAttemptRow, WebhookDeliveryRow } from '../../store/webhook-deliveries.js';
import { subscribedEndpoints } from '../../webhooks/subscriptions.js';
import { collection, collectionText } from '../collection.js';
import { defineResource } from '../resource.js';

/** How often a waitForEvents request looks again, and how many events it reads a look. */
const WAIT_POLL_MS = 200;
const WAIT_PAGE = 100;

/** spec listEvents rule 3 */
export const EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

function toDelivery(row: WebhookDeliveryRow): EventEndpointDelivery {
  return {
    webhook_id: row.endpoint_id,
    status: row.delivered_at !== null ? 'delivered' : row.failed_at !== null ? 'failed' : 'pending',
    attempts: row.attempts,
    delivered_at: row.delivered_at,
  };
}

/** spec EventDelivery: the state over all endpoints */
function overall(deliveries: EventEndpointDelivery[]): Event['delivery'] {
  const attempts = deliveries.reduce((sum, d) => sum + d.attempts, 0);
  const acknowledged = deliveries.map((d) => d.delivered_at).filter((at): at is number => at !== null);
  const delivered_at = acknowledged.length ? Math.max(...acknowledged) : null;
  const status =
    deliveries.length > 0 && deliveries.every((d) => d.status === 'delivered')
      ? 'delivered'
      : deliveries.some((d) => d.status === 'pending') || deliveries.length === 0
        ? 'pending'
        : 'failed';
  return { status, attempts, delivered_at };
}

/** The closing member of every envelope publishEvent writes (events.ts: created_at is its last key). */
const CREATED_AT_MEMBER = ',"created_at":';

/**
 * The envelope's `created_at` (the mode's clock; the row's is the outbox's): read from the end of
 * the stored text, `...,"created_at":N}`, which can only be the envelope's own member (nothing
 * nested closes after it); any other text is parsed.
 */
function createdAtOf(payload: string): number {
  const at = payload.lastIndexOf(CREATED_AT_MEMBER);
  const digits = at === -1 || !payload.endsWith('}') ? '' : payload.slice(at + CREATED_AT_MEMBER.length, -1);
  return /^[0-9]{1,15}$/.test(digits) ? Number(digits) : (JSON.parse(payload) as EventEnvelope).created_at;
}

/**
 * spec Event as JSON text, members in the schema's order. The payload goes in as stored, the
 * bytes that were delivered and signed (publishEvent serialised it with JSON.stringify, so these
 * are the bytes parsing and serialising it again would give), never parsed.
 */
function eventText(row: EventListRow, deliveryRows: readonly WebhookDeliveryRow[]): JsonText<Event> {
  const deliveries = deliveryRows.filter((d) => d.event_id === row.id).map(toDelivery);
  const s = JSON.stringify;
  return new JsonText(
    `{"id":${s(row.id)},"entity":"event","event":${s(row.event)},"created_at":${createdAtOf(row.payload)},"payload":${row.payload},"delivery":${s(overall(deliveries))},"deliveries":${s(deliveries)}}`,
  );
}

async function withDeliveries(tx: Tx, rows: readonly EventListRow[]): Promise<JsonText<Event>[]> {
  const deliveries = await tx.webhookDeliveries.forEvents(rows.map((r) => r.id));
  return rows.map((row) => eventText(row, deliveries));
}

function toAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    entity: 'webhook_attempt',
    event_id: row.event_id,
    webhook_id: row.endpoint_id,
    attempted_at: Math.floor(row.attempted_at_ms / 1000),
    duration_ms: row.duration_ms,
    status_code: row.status_code,
    outcome: row.outcome,
    error: row.error,
    request_headers: row.request_headers ? (JSON.parse(row.request_headers) as Record<string, string>) : {},
    response_body: row.response_body,
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
      const items = await ctx.store.transaction(
        async (tx) =>
          withDeliveries(
            tx,
            await tx.outbox.page(auth.mode, {
              from: onOutboxClock(auth.mode, query.from),
              to: onOutboxClock(auth.mode, query.to),
              event: query.event,
              count: query.count ?? 10,
              skip: query.skip ?? 0,
            }),
          ),
        { readOnly: true },
      );
      return collectionText<Event>(items.map((item) => item.text));
    },

    // spec waitForEvents: the events after `after`, oldest first, waiting for the first (rules 1-5)
    async waitForEvents({ query, auth }) {
      if (query.event !== undefined && !isWebhookEventName(query.event)) throw refuse('event_name_unknown', { event: query.event });
      const mode = auth.mode;
      const count = query.count ?? 10;
      const read = <R>(fn: (tx: Tx) => Promise<R>) => ctx.store.transaction(fn, { readOnly: true });
      if (query.after === undefined) {
        // rule 2: the newest, at once (a page of the list, newest first, turned around)
        const newest = await read((tx) => tx.outbox.page(mode, { count, skip: 0, ...(query.event !== undefined ? { event: query.event } : {}) }));
        return collectionText<Event>((await read((tx) => withDeliveries(tx, [...newest].reverse()))).map((item) => item.text));
      }
      const row = await read((tx) => tx.outbox.get(query.after as string));
      if (!visible(row, mode)) throw refuse('id_not_found', {}, { field: 'after' });
      let cursor = { created_at: Number(row.created_at), id: row.id };
      const deadline = Date.now() + (query.timeout ?? 10) * 1000;
      for (;;) {
        // a page of what follows the cursor, from the list-order index; a name filter skips the others
        const rows = await read((tx) => tx.outbox.following(mode, WAIT_PAGE, cursor));
        const last = rows[rows.length - 1];
        if (last) cursor = { created_at: Number(last.created_at), id: last.id };
        const wanted = (query.event === undefined ? rows : rows.filter((r) => r.event === query.event)).slice(0, count);
        if (wanted.length > 0) return collectionText<Event>((await read((tx) => withDeliveries(tx, wanted))).map((item) => item.text));
        if (rows.length === WAIT_PAGE) continue;
        if (Date.now() >= deadline) return collectionText<Event>([]);
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      }
    },

    async fetchEvent({ params, auth }) {
      return ctx.store.transaction(
        async (tx) => {
          const row = await tx.outbox.get(params.event_id);
          if (!visible(row, auth.mode)) throw refuse('id_not_found', {}, { field: 'event_id' });
          return (await withDeliveries(tx, [row]))[0] as JsonText<Event>;
        },
        { readOnly: true },
      );
    },

    async resendEvent({ params, body, auth }) {
      const event = await ctx.store.transaction(async (tx) => {
        const found = await tx.outbox.get(params.event_id);
        if (!visible(found, auth.mode)) throw refuse('id_not_found', {}, { field: 'event_id' });
        // rule 1: one endpoint, or those it went to and those subscribed to it now
        let targets: string[];
        if (body?.webhook_id !== undefined) {
          if (!(await tx.webhookEndpoints.get(auth.mode, body.webhook_id))) throw refuse('id_not_found', {}, { field: 'webhook_id' });
          targets = [body.webhook_id];
        } else {
          const had = (await tx.webhookDeliveries.forEvents([found.id])).map((d) => d.endpoint_id);
          const now = (await subscribedEndpoints(tx, auth.mode, found.event)).map((e) => e.id);
          targets = [...new Set([...had, ...now])];
        }
        await tx.webhookDeliveries.add(found, targets);
        // rule 3: the conditional update is what tells a delivery in flight (the database decides);
        // the refusal rolls back every change of this transaction
        if (!(await tx.webhookDeliveries.redeliver(found.id, targets))) throw refuse('event_delivery_in_flight');
        return (await withDeliveries(tx, [found]))[0] as JsonText<Event>;
      });
      ctx.webhooks.wake();
      return event;
    },

    async listEventAttempts({ params, query, auth }) {
      const rows = await ctx.store.transaction(
        async (tx) => {
          if (!visible(await tx.outbox.get(params.event_id), auth.mode)) throw refuse('id_not_found', {}, { field: 'event_id' });
          return tx.webhookDeliveries.attempts(params.event_id, { endpointId: query.webhook_id, count: query.count ?? 10, skip: query.skip ?? 0 });
        },
        { readOnly: true },
      );
      return collection(rows.map(toAttempt));
    },
  };
});
