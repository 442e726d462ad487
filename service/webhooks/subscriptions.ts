/**
 * Who receives an event (spec tag `webhook_endpoints`, createWebhook rule 2; resendEvent rule 1):
 * an endpoint subscribes to event names or to `*`, every event; one made without a list (the
 * endpoint PAISA_WEBHOOK_URL makes, environment.ts) receives every event. An event is written
 * to the outbox with one delivery per active endpoint of its mode subscribed to it then, in the
 * transaction of the state change that caused it, so the change and its deliveries commit
 * together. Storage keeps the rows (store/outbox.ts, webhook-endpoints.ts, webhook-deliveries.ts);
 * these are the rules over them.
 */
import type { OutboxRow } from '../store/outbox.js';
import type { Mode, Tx } from '../store/store.js';
import { endpointEvents, type WebhookEndpointRow } from '../store/webhook-endpoints.js';

/** The selector of every event. */
export const ALL_EVENTS = '*';

/** A new endpoint's row: active, subscribed to every event, no secret, no failures, unless given. */
export function endpointRow(
  fields: Pick<WebhookEndpointRow, 'id' | 'mode' | 'url' | 'source' | 'created_at'> & Partial<WebhookEndpointRow>,
): WebhookEndpointRow {
  return {
    events: JSON.stringify([ALL_EVENTS]),
    active: 1,
    description: null,
    alert_email: null,
    secret_sealed: null,
    previous_secret_sealed: null,
    previous_secret_expires_at: null,
    failing_since: null,
    disabled_at: null,
    updated_at: fields.created_at,
    ...fields,
  };
}

/** Whether an endpoint's events select `event`: by name or by `*`. */
export function subscribes(row: Pick<WebhookEndpointRow, 'events'>, event: string): boolean {
  const events = endpointEvents(row);
  return events.includes(ALL_EVENTS) || events.includes(event);
}

/** The active endpoints of a mode subscribed to `event`. */
export async function subscribedEndpoints(tx: Tx, mode: Mode, event: string): Promise<WebhookEndpointRow[]> {
  return (await tx.webhookEndpoints.active(mode)).filter((row) => subscribes(row, event));
}

/**
 * Writes an event to the outbox with a delivery to each endpoint subscribed to it, in `tx`.
 * `payload` is the webhook body: an object is serialised once and those bytes are sent and signed.
 */
export async function publishEvent(tx: Tx, mode: Mode, event: string, payload: unknown, options?: { id?: string; entityId?: string }): Promise<OutboxRow> {
  const row = await tx.outbox.add(mode, event, payload, options);
  const endpoints = await subscribedEndpoints(tx, mode, event);
  await tx.webhookDeliveries.add(
    row,
    endpoints.map((e) => e.id),
  );
  return row;
}
