/** Tables several pages show: an object's events with their deliveries, and the requests that concerned it. */
import { idPrefixes } from '../../../generated/server/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { idTimeMs } from '../../ids.js';
import type { OutboxRow } from '../../store/outbox.js';
import type { RequestLogSummary } from '../../store/request-log.js';
import type { WebhookDeliveryRow } from '../../store/webhook-deliveries.js';
import type { PageRequest } from '../context.js';
import { status, time } from '../format.js';
import { DASHBOARD } from '../paths.js';

export function deliveryState(row: WebhookDeliveryRow): string {
  return row.delivered_at !== null ? 'delivered' : row.failed_at !== null ? 'failed' : 'pending';
}

/** The events whose entity is one of `ids`, newest first, and each one's deliveries. */
export async function eventsOf(p: PageRequest, ids: readonly string[]): Promise<{ events: OutboxRow[]; deliveries: WebhookDeliveryRow[] }> {
  return p.deps.store.transaction(
    async (tx) => {
      const events = await tx.outbox.forEntities(p.session.mode, ids, 100);
      return { events, deliveries: await tx.webhookDeliveries.forEvents(events.map((e) => e.id)) };
    },
    { readOnly: true },
  );
}

export function deliveriesCell(deliveries: readonly WebhookDeliveryRow[]): SafeHtml | string {
  if (deliveries.length === 0) return 'no endpoint';
  return html`${deliveries.map((d) => html`<span>${d.endpoint_id} ${status(deliveryState(d))} (${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'})</span> `)}`;
}

export async function eventsTable(p: PageRequest, ids: readonly string[]): Promise<SafeHtml> {
  const { events, deliveries } = await eventsOf(p, ids);
  return html`<h2>Events</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Event</th><th scope="col">Name</th><th scope="col">Created</th><th scope="col">Deliveries</th></tr></thead>
<tbody>${
    events.length
      ? events.map(
          (e) =>
            html`<tr><td><a href="${DASHBOARD}/events/${e.id}">${e.id}</a></td><td>${e.event}</td><td>${time(Number(e.created_at))}</td><td>${deliveriesCell(deliveries.filter((d) => d.event_id === e.id))}</td></tr>`,
        )
      : html`<tr><td colspan="4">No events.</td></tr>`
  }</tbody></table></div>`;
}

export async function requestsTable(p: PageRequest, objectId: string): Promise<SafeHtml | string> {
  if (!p.deps.requestLog) return html`<p class="muted">The request log is off (PAISA_REQUEST_LOG=off).</p>`;
  const rows = await p.deps.store.transaction((tx) => tx.requestLog.forObject(p.session.mode, objectId, 25), { readOnly: true });
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">Request</th><th scope="col">Method and path</th><th scope="col">Status</th><th scope="col">Source</th><th scope="col">Time</th></tr></thead>
<tbody>${
    rows.length
      ? rows.map(
          (r) =>
            html`<tr><td><a href="${DASHBOARD}/logs/${r.id}">${r.id}</a></td><td class="mono">${r.method} ${r.path}</td><td>${status(r.status)}</td><td>${r.source}</td><td>${time(r.created_at_ms, true)}</td></tr>`,
        )
      : html`<tr><td colspan="5">No request in the log names it.</td></tr>`
  }</tbody></table></div>`;
}

/** The logged request that was being answered when the event was written (its id is time-first, ids.ts), among those that named its object. */
export function causeOf(eventId: string, requests: readonly RequestLogSummary[]): RequestLogSummary | undefined {
  const at = idTimeMs(eventId, idPrefixes.PaisaEventId);
  if (at === undefined) return undefined;
  return requests.find((r) => r.created_at_ms <= at && at <= r.created_at_ms + r.duration_ms + 1);
}
