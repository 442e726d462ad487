/**
 * Events (the webhook outbox): newest first by keyset, filtered by name (the outbox's own index of
 * each name), and live: a stream of server-sent events (`/dashboard/events/stream`, stream.ts) the
 * page's script shows at the top, pausable. An event's page shows its payload as delivered and
 * signed, each endpoint's delivery and every attempt, with resend (resendEvent, through the API),
 * and its payload, edited, sent to one endpoint as a test (sendTestWebhook, test-delivery.ts).
 */
import { isWebhookEventName, webhookEvents } from '../../../generated/server/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import type { WebhookAttemptRow } from '../../store/webhook-deliveries.js';
import { callApi, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { pretty, status, time } from '../format.js';
import { actionFields, notice, page } from '../layout.js';
import { PAGE, parseCursor } from '../lists.js';
import { DASHBOARD } from '../paths.js';
import { linkIds } from './objects.js';
import { causeOf, deliveryState } from './shared.js';
import { streamEvents } from './stream.js';
import { sendTestDelivery, testDeliveryForm } from './test-delivery.js';

const EVENT_ID = /^evt_[0-9A-Za-z]{14}$/;

async function listEvents(p: PageRequest): Promise<PageAnswer> {
  const name = p.query.get('event') || undefined;
  const event = name && isWebhookEventName(name) ? name : undefined;
  const after = parseCursor(p.query.get('after'));
  const rows = await p.deps.store.transaction(
    (tx) => tx.outbox.page(p.session.mode, { count: PAGE + 1, skip: 0, ...(event ? { event } : {}), ...(after ? { after } : {}) }),
    { readOnly: true },
  );
  const items = rows.slice(0, PAGE);
  const last = items[items.length - 1];
  const next = new URLSearchParams(p.query);
  if (rows.length > PAGE && last) next.set('after', `${Number(last.created_at)}.${last.id}`);
  const body = html`<form class="filters" method="get" action="${DASHBOARD}/events">
<div class="field"><label for="f-event">Event</label><select id="f-event" name="event"><option value="">Any</option>${webhookEvents.map((e) => html`<option${e.name === event ? html` selected` : ''}>${e.name}</option>`)}</select></div>
<button type="submit">Filter</button>
</form>
<section aria-labelledby="live-heading">
<h2 id="live-heading">Live</h2>
<p><span id="stream-state" role="status">Open this page with its script on to see events as they happen.</span> <button type="button" id="stream-toggle" class="secondary" aria-pressed="false" hidden>Pause</button></p>
<div class="table-wrap"><table data-stream="${DASHBOARD}/events/stream" data-base="${DASHBOARD}/events"><caption class="muted">Events since this page was opened</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Name</th><th scope="col">Object</th><th scope="col">Created</th></tr></thead><tbody></tbody></table></div>
</section>
<h2>All events</h2>
<div class="table-wrap"><table><caption class="muted">Newest first</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Name</th><th scope="col">Created</th></tr></thead>
<tbody>${items.length ? items.map((e) => html`<tr><td><a href="${DASHBOARD}/events/${e.id}">${e.id}</a></td><td>${e.event}</td><td>${time(Number(e.created_at))}</td></tr>`) : html`<tr><td colspan="3">No events.</td></tr>`}</tbody>
</table></div>
<p class="pager">${after ? html`<a href="${DASHBOARD}/events">Newest</a>` : ''}${rows.length > PAGE ? html`<a href="${DASHBOARD}/events?${next.toString()}">Older</a>` : ''}</p>`;
  return { html: page(p.viewer, '/events', 'Events', body) };
}

/** The envelope's `payload` member of a stored event, as the edit form starts from it. */
function payloadOf(stored: string): string {
  try {
    return JSON.stringify((JSON.parse(stored) as { payload?: unknown }).payload ?? {}, null, 2);
  } catch {
    return '';
  }
}

async function showEvent(p: PageRequest, id: string, outcome?: SafeHtml, typed?: URLSearchParams): Promise<PageAnswer> {
  const found = EVENT_ID.test(id)
    ? await p.deps.store.transaction(
        async (tx) => {
          const row = await tx.outbox.get(id);
          if (!row || row.mode !== p.session.mode) return undefined;
          const deliveries = await tx.webhookDeliveries.forEvents([id]);
          const attempts = await tx.webhookDeliveries.attempts(id, { count: 50, skip: 0 });
          const named = p.deps.requestLog && row.entity_id ? await tx.requestLog.forObject(p.session.mode, row.entity_id, 50) : [];
          // the mode has at most 30 endpoints (spec createWebhook rule 3): one page holds them
          const endpoints = await tx.webhookEndpoints.page(p.session.mode, 30, 0);
          return { row, deliveries, attempts, cause: causeOf(row.id, named), endpoints };
        },
        { readOnly: true },
      )
    : undefined;
  if (!found)
    return {
      status: 404,
      html: page(p.viewer, '/events', 'Event not found', notice('bad', `No event ${id} in ${p.session.mode} mode (events are kept 30 days).`)),
    };
  const { row, deliveries, attempts, cause, endpoints } = found;
  const resend = (webhookId: string | undefined, label: string) => html`<form method="post" action="${DASHBOARD}/events/${row.id}/resend">
${actionFields(p.viewer)}${webhookId ? html`<input type="hidden" name="webhook_id" value="${webhookId}">` : ''}
<button type="submit" class="secondary">${label}</button></form>`;
  const body = html`${outcome ?? ''}
<dl class="fields"><dt>Name</dt><dd>${row.event}</dd><dt>Created</dt><dd>${time(Number(row.created_at))}</dd>
<dt>Object</dt><dd>${row.entity_id ? html`${linkIds(row.entity_id)} (<a href="${DASHBOARD}/logs?q=${row.entity_id}">its requests</a>)` : ''}</dd>
<dt>Caused by</dt><dd>${cause ? html`<a href="${DASHBOARD}/logs/${cause.id}">${cause.method} ${cause.path.split('?')[0]}</a> (${cause.source})` : 'time or the bank (no logged request was being answered)'}</dd></dl>
<div class="actions">${resend(undefined, 'Resend to every endpoint')}</div>
<h2>Deliveries</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Endpoint</th><th scope="col">State</th><th scope="col" class="num">Attempts</th><th scope="col">Last error</th><th scope="col">Resend</th></tr></thead>
<tbody>${deliveries.length ? deliveries.map((d) => html`<tr><td><a href="${DASHBOARD}/webhooks/${d.endpoint_id}">${d.endpoint_id}</a></td><td>${status(deliveryState(d))}</td><td class="num">${d.attempts}</td><td>${d.last_error ?? ''}</td><td>${resend(d.endpoint_id, 'Resend')}</td></tr>`) : html`<tr><td colspan="5">No endpoint was subscribed to it.</td></tr>`}</tbody></table></div>
<h2>Attempts</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Time</th><th scope="col">Endpoint</th><th scope="col">HTTP status</th><th scope="col" class="num">Duration</th><th scope="col">Outcome</th><th scope="col">Error</th><th scope="col">Sent and answered</th></tr></thead>
<tbody>${attempts.length ? attempts.map((a) => html`<tr><td>${time(a.attempted_at_ms, true)}</td><td>${a.endpoint_id}</td><td>${a.status_code ?? 'none'}</td><td class="num">${a.duration_ms} ms</td><td>${status(a.outcome)}</td><td>${a.error ?? ''}</td><td>${attemptDetail(a)}</td></tr>`) : html`<tr><td colspan="7">No attempt yet.</td></tr>`}</tbody></table></div>
<h2>Payload (the body delivered and signed)</h2>
<pre>${pretty(row.payload)}</pre>
${
  p.session.mode === 'test'
    ? testDeliveryForm(p, {
        action: `${DASHBOARD}/events/${row.id}/send`,
        heading: 'Edit and send to an endpoint',
        event: { fixed: row.event },
        endpoint: { choices: endpoints.map((e) => ({ id: e.id, url: e.url })), selected: typed?.get('webhook_id') ?? undefined },
        payload: typed?.get('payload') ?? payloadOf(row.payload),
        hint: `Sent once, now, as a test ${row.event} with a new event id, signed with the endpoint's secret and marked X-Paisa-Test; this event and its deliveries stay as they are.`,
      })
    : ''
}`;
  return { html: page(p.viewer, '/events', `Event ${row.id}`, body) };
}

async function resend(p: PageRequest, id: string): Promise<PageAnswer> {
  const webhookId = p.form?.get('webhook_id') || undefined;
  const answer = await callApi(
    p.deps.api,
    p.session,
    {
      method: 'POST',
      path: `/v1/events/${encodeURIComponent(id)}/resend`,
      body: webhookId ? { webhook_id: webhookId } : {},
      idempotencyKey: p.form?.get('idempotency_key') ?? undefined,
    },
    p.remoteAddress,
  );
  const outcome = answer.status < 300 ? notice('ok', 'Resent: the delivery is due now.') : notice('bad', `Resend refused: ${refusalText(answer)}`);
  return showEvent(p, id, outcome);
}

async function sendEdited(p: PageRequest, id: string): Promise<PageAnswer> {
  const webhookId = p.form?.get('webhook_id') ?? '';
  const outcome = webhookId ? await sendTestDelivery(p, webhookId) : notice('bad', 'Choose an endpoint; nothing was sent.');
  return showEvent(p, id, outcome, p.form);
}

/** An attempt's headers sent and the start of the endpoint's answer (spec WebhookAttempt), folded. */
function attemptDetail(a: WebhookAttemptRow): SafeHtml | string {
  const headers = a.request_headers ? (JSON.parse(a.request_headers) as Record<string, string>) : {};
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  if (lines.length === 0 && a.response_body === null) return '';
  return html`<details><summary>Headers and answer</summary><pre>${lines.join('\n')}</pre><p class="muted">Answer (first 1,024 bytes)</p><pre>${a.response_body ?? 'no answer'}</pre></details>`;
}

export async function eventsPage(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, id, sub] = p.segments;
  const method = p.req.method ?? 'GET';
  if (method === 'GET' && id === undefined) return listEvents(p);
  if (method === 'GET' && id === 'stream' && sub === undefined) {
    streamEvents(p);
    return undefined;
  }
  if (method === 'GET' && id !== undefined && sub === undefined) return showEvent(p, id);
  if (method === 'POST' && id !== undefined && sub === 'resend' && p.segments.length === 3) return resend(p, id);
  if (method === 'POST' && id !== undefined && sub === 'send' && p.segments.length === 3) return sendEdited(p, id);
  return undefined;
}
