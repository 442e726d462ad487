/**
 * Webhook endpoints: list, create (its secret shown this once), edit, turn off and on, roll the
 * secret (shown once), delete, each through the API (createWebhook, updateWebhook,
 * rotateWebhookSecret, deleteWebhook). An endpoint's page lists its deliveries newest first
 * (failed only, if asked) and resends every failed one among the latest WINDOW (resendEvent), and
 * sends it a test event (sendTestWebhook, test-delivery.ts).
 */
import { isWebhookEventName } from '../../../generated/server/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { endpointEvents } from '../../store/webhook-endpoints.js';
import { examplePayload } from '../../webhooks/test-delivery.js';
import { callApi, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { pretty, status, time } from '../format.js';
import { actionFields, notice, page } from '../layout.js';
import { WINDOW } from '../lists.js';
import { DASHBOARD } from '../paths.js';
import { deliveryState } from './shared.js';
import { sendTestDelivery, testDeliveryForm } from './test-delivery.js';

const WEBHOOK_ID = /^wh_[0-9A-Za-z]{14}$/;

function reveal(secret: unknown): SafeHtml {
  return html`<div class="reveal" role="status"><p><strong>The endpoint's secret, shown this once:</strong></p><pre id="secret">${String(secret)}</pre>
<button type="button" class="secondary" data-copy="secret" hidden>Copy</button><p>Keep it where your endpoint verifies signatures; it is stored sealed and never shown again.</p></div>`;
}

const eventsOf = (form: URLSearchParams): string[] =>
  (form.get('events') || '*')
    .split(/[\s,]+/)
    .map((e) => e.trim())
    .filter(Boolean);

async function listWebhooks(p: PageRequest, outcome?: SafeHtml): Promise<PageAnswer> {
  const rows = await p.deps.store.transaction((tx) => tx.webhookEndpoints.page(p.session.mode, 30, 0), { readOnly: true });
  const body = html`${outcome ?? ''}
<div class="table-wrap"><table><thead><tr><th scope="col">Endpoint</th><th scope="col">URL</th><th scope="col">Events</th><th scope="col">State</th><th scope="col">Created</th></tr></thead>
<tbody>${rows.length ? rows.map((r) => html`<tr><td><a href="${DASHBOARD}/webhooks/${r.id}">${r.id}</a></td><td class="mono">${r.url}</td><td>${endpointEvents(r).join(', ')}</td><td>${status(r.active === 1 ? 'active' : 'disabled')}</td><td>${time(Number(r.created_at))}</td></tr>`) : html`<tr><td colspan="5">No endpoint yet.</td></tr>`}</tbody></table></div>
<h2>Add an endpoint</h2>
<div class="actions"><form method="post" action="${DASHBOARD}/webhooks/create">${actionFields(p.viewer)}
<div class="field"><label for="w-url">URL</label><input id="w-url" name="url" type="url" required maxlength="2048" placeholder="http://127.0.0.1:3000/webhooks"></div>
<div class="field"><label for="w-events">Events (comma separated, * for all)</label><input id="w-events" name="events" value="*" maxlength="2000"></div>
<div class="field"><label for="w-desc">Description</label><input id="w-desc" name="description" maxlength="200"></div>
<button type="submit">Add endpoint</button></form></div>
<p class="muted">A local URL works: the gateway delivers from this machine, no tunnel needed.</p>`;
  return { html: page(p.viewer, '/webhooks', 'Webhooks', body) };
}

async function showWebhook(p: PageRequest, id: string, outcome?: SafeHtml, typed?: URLSearchParams): Promise<PageAnswer> {
  const failedOnly = p.query.get('failed') === '1';
  const found = WEBHOOK_ID.test(id)
    ? await p.deps.store.transaction(
        async (tx) => {
          const row = await tx.webhookEndpoints.get(p.session.mode, id);
          return row ? { row, deliveries: await tx.webhookDeliveries.forEndpoint(id, { limit: 50, window: WINDOW, failed: failedOnly }) } : undefined;
        },
        { readOnly: true },
      )
    : undefined;
  if (!found) return { status: 404, html: page(p.viewer, '/webhooks', 'Endpoint not found', notice('bad', `No endpoint ${id} in ${p.session.mode} mode.`)) };
  const { row, deliveries } = found;
  // `?event=`: the test form starts from that event's example (sendTestWebhook rule 1)
  const asked = p.query.get('event');
  const example = asked && isWebhookEventName(asked) ? asked : undefined;
  const action = (name: string, label: string, extra: SafeHtml | string = '', danger = false, confirm?: string) =>
    html`<form method="post" action="${DASHBOARD}/webhooks/${row.id}/${name}"${confirm ? html` data-confirm="${confirm}"` : ''}>${actionFields(p.viewer)}${extra}<button type="submit"${danger ? html` class="danger"` : ''}>${label}</button></form>`;
  const body = html`${outcome ?? ''}
<dl class="fields"><dt>URL</dt><dd class="mono">${row.url}</dd><dt>Events</dt><dd>${endpointEvents(row).join(', ')}</dd><dt>State</dt><dd>${status(row.active === 1 ? 'active' : 'disabled')}</dd>
<dt>Description</dt><dd>${row.description ?? ''}</dd><dt>Failing since</dt><dd>${time(row.failing_since === null ? null : Number(row.failing_since))}</dd><dt>Source</dt><dd>${row.source}</dd></dl>
${
  row.source === 'api'
    ? html`<h2>Change</h2><div class="actions">
${action(
  'edit',
  'Save',
  html`<div class="field"><label for="e-url">URL</label><input id="e-url" name="url" type="url" maxlength="2048" value="${row.url}"></div>
<div class="field"><label for="e-events">Events</label><input id="e-events" name="events" maxlength="2000" value="${endpointEvents(row).join(', ')}"></div>`,
)}
${action(row.active === 1 ? 'disable' : 'enable', row.active === 1 ? 'Disable' : 'Enable')}
${action('roll', 'Roll the secret', '', false, 'Roll the secret? The old one keeps signing for 24 hours.')}
${action('retry-failed', 'Resend every failed delivery')}
${action('delete', 'Delete', '', true, 'Delete this endpoint?')}
</div>`
    : html`<p class="muted">Made from PAISA_WEBHOOK_URL: changed through the environment only.</p>`
}
${
  p.session.mode === 'test'
    ? testDeliveryForm(p, {
        action: `${DASHBOARD}/webhooks/${row.id}/test`,
        heading: 'Send a test event',
        event: { selected: typed?.get('event') ?? example ?? undefined },
        endpoint: { fixed: row.id },
        payload: typed?.get('payload') ?? (example ? pretty(examplePayload(example)) : ''),
        exampleFrom: `${DASHBOARD}/webhooks/${row.id}`,
        hint: "Sent once, now, signed with this endpoint's secret and marked X-Paisa-Test, whatever its events and state; no event is written. An empty payload sends the event's example from the API reference.",
      })
    : ''
}${p.session.mode === 'test' ? html`<p><a href="${DASHBOARD}/switches">Make the next deliveries to it fail (test switches)</a></p>` : ''}
<h2>Deliveries</h2>
<p><a href="${DASHBOARD}/webhooks/${row.id}${failedOnly ? '' : '?failed=1'}">${failedOnly ? 'Show all' : 'Show failed only'}</a></p>
<div class="table-wrap"><table><caption class="muted">Newest first${failedOnly ? `, failed among the latest ${WINDOW}` : ''}</caption>
<thead><tr><th scope="col">Event</th><th scope="col">State</th><th scope="col" class="num">Attempts</th><th scope="col">Created</th><th scope="col">Last error</th></tr></thead>
<tbody>${deliveries.length ? deliveries.map((d) => html`<tr><td><a href="${DASHBOARD}/events/${d.event_id}">${d.event_id}</a></td><td>${status(deliveryState(d))}</td><td class="num">${d.attempts}</td><td>${time(d.created_at)}</td><td>${d.last_error ?? ''}</td></tr>`) : html`<tr><td colspan="5">No delivery.</td></tr>`}</tbody></table></div>`;
  return { html: page(p.viewer, '/webhooks', `Endpoint ${row.id}`, body) };
}

async function act(p: PageRequest, id: string | undefined, name: string): Promise<PageAnswer | undefined> {
  const form = p.form ?? new URLSearchParams();
  const key = form.get('idempotency_key') ?? undefined;
  const call = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    callApi(p.deps.api, p.session, { method, path, ...(body !== undefined ? { body } : {}), ...(key ? { idempotencyKey: key } : {}) }, p.remoteAddress);
  if (id === undefined && name === 'create') {
    const description = form.get('description') || undefined;
    const answer = await call('POST', '/v1/webhooks', { url: form.get('url') ?? '', events: eventsOf(form), ...(description ? { description } : {}) });
    const made = answer.body as { id?: string; secret?: string };
    return answer.status < 300 && made.id
      ? showWebhook(p, made.id, html`${notice('ok', 'Endpoint added.')}${reveal(made.secret)}`)
      : listWebhooks(p, notice('bad', `Not added: ${refusalText(answer)}`));
  }
  if (id === undefined || !WEBHOOK_ID.test(id)) return undefined;
  const path = `/v1/webhooks/${id}`;
  let answer: Awaited<ReturnType<typeof call>>;
  switch (name) {
    case 'edit':
      answer = await call('PATCH', path, { url: form.get('url') ?? '', events: eventsOf(form) });
      break;
    case 'disable':
    case 'enable':
      answer = await call('PATCH', path, { active: name === 'enable' });
      break;
    case 'roll': {
      answer = await call('POST', `${path}/rotate_secret`, {});
      const secret = (answer.body as { secret?: string }).secret;
      if (answer.status < 300) return showWebhook(p, id, html`${notice('ok', 'Secret rolled.')}${reveal(secret)}`);
      break;
    }
    case 'delete':
      answer = await call('DELETE', path);
      if (answer.status < 300) return listWebhooks(p, notice('ok', `Endpoint ${id} deleted.`));
      break;
    case 'test':
      return showWebhook(p, id, await sendTestDelivery(p, id), form);
    case 'retry-failed': {
      const failed = await p.deps.store.transaction((tx) => tx.webhookDeliveries.forEndpoint(id, { limit: 100, window: WINDOW, failed: true }), {
        readOnly: true,
      });
      let refused = 0;
      for (const d of failed) {
        const one = await callApi(
          p.deps.api,
          p.session,
          { method: 'POST', path: `/v1/events/${d.event_id}/resend`, body: { webhook_id: id } },
          p.remoteAddress,
        );
        if (one.status >= 300) refused++;
      }
      return showWebhook(p, id, notice(refused ? 'bad' : 'ok', `${failed.length - refused} failed deliveries resent${refused ? `, ${refused} refused` : ''}.`));
    }
    default:
      return undefined;
  }
  return showWebhook(p, id, answer.status < 300 ? notice('ok', 'Saved.') : notice('bad', `Refused: ${refusalText(answer)}`));
}

export async function webhooksPage(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, id, sub] = p.segments;
  const method = p.req.method ?? 'GET';
  if (method === 'GET' && id === undefined) return listWebhooks(p);
  if (method === 'GET' && id !== undefined && sub === undefined) return showWebhook(p, id);
  if (method === 'POST' && id === 'create' && sub === undefined) return act(p, undefined, 'create');
  if (method === 'POST' && id !== undefined && sub !== undefined && p.segments.length === 3) return act(p, id, sub);
  return undefined;
}
