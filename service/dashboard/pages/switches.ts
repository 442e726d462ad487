/**
 * "Test switches" (Developers, test mode): the switches with uses left (listTestSwitches), a form
 * for each kind (createTestSwitch: the next payments of a card or UPI id fail; the next delivery
 * attempts to an endpoint fail) and a delete button on each (deleteTestSwitch), every one a call
 * to the API through callApi, so the API's rules and refusals are the page's. The card number
 * typed goes to the API and is never shown back: the list shows its last 4 digits.
 */
import type { TestSwitch, WebhookEndpoint } from '../../../generated/types/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { callApi, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { time } from '../format.js';
import { actionFields, csrfField, notice, page } from '../layout.js';
import { DASHBOARD } from '../paths.js';

/** spec SwitchErrorReason, in the order the README lists the simulator's failures. */
const REASONS = ['declined_by_bank', 'insufficient_funds', 'authentication_failed', 'payment_declined'] as const;

function listed<T>(body: unknown): T[] {
  return ((body as { items?: T[] } | undefined)?.items ?? []) as T[];
}

function target(s: TestSwitch): SafeHtml {
  if (s.kind === 'webhook_failure')
    return html`endpoint <a href="${DASHBOARD}/webhooks/${s.webhook_id ?? ''}">${s.webhook_id ?? ''}</a>, answered ${s.status_code ?? ''}`;
  return html`${s.card_last4 ? html`card •••• ${s.card_last4}` : html`UPI ${s.vpa ?? ''}`}, fails with ${s.error_reason ?? ''}`;
}

async function switchesPage(p: PageRequest, outcome?: SafeHtml): Promise<PageAnswer> {
  if (p.session.mode !== 'test')
    return {
      status: 404,
      html: page(p.viewer, '/switches', 'Test switches', notice('info', 'Switches are test mode’s: live payments and deliveries are never switched.')),
    };
  const [switches, endpoints] = await Promise.all([
    callApi(p.deps.api, p.session, { method: 'GET', path: '/v1/test_helpers/switches?count=100', quiet: true }, p.remoteAddress),
    callApi(p.deps.api, p.session, { method: 'GET', path: '/v1/webhooks?count=100', quiet: true }, p.remoteAddress),
  ]);
  const rows = listed<TestSwitch>(switches.body);
  const hooks = listed<WebhookEndpoint>(endpoints.body);
  const form = (action: string, fields: SafeHtml, label: string) =>
    html`<form method="post" action="${DASHBOARD}/switches/${action}">${actionFields(p.viewer)}${fields}<button type="submit">${label}</button></form>`;
  const count = (id: string) =>
    html`<div class="field"><label for="${id}">Times</label><input id="${id}" name="count" type="number" min="1" max="100" value="1"></div>`;
  const body = html`${outcome ?? ''}
<p>The next payments of a card or UPI id fail at the bank, or the next delivery attempts to an endpoint fail, as many times as asked; then things go as before. A reset of test data removes every switch.</p>
<div class="table-wrap"><table><thead><tr><th scope="col">Switch</th><th scope="col">What</th><th scope="col">Uses left</th><th scope="col">Created</th><th scope="col">Action</th></tr></thead><tbody>
${rows.map(
  (s) => html`<tr><td class="mono">${s.id}</td><td>${target(s)}</td><td>${s.count}</td><td>${time(s.created_at)}</td>
<td><form method="post" action="${DASHBOARD}/switches/${s.id}/delete">${csrfField(p.viewer)}<button type="submit" class="secondary">Delete</button></form></td></tr>`,
)}
${rows.length ? '' : html`<tr><td colspan="5">No switch is set.</td></tr>`}
</tbody></table></div>
<h2>Fail the next payments of a card or UPI id</h2>
${form(
  'payment',
  html`<div class="field"><label for="s-card">Card number</label><input id="s-card" name="card_number" inputmode="numeric" autocomplete="off" maxlength="23"></div>
<div class="field"><label for="s-vpa">or UPI id</label><input id="s-vpa" name="vpa" maxlength="129"></div>
<div class="field"><label for="s-reason">Error reason</label><select id="s-reason" name="error_reason">${REASONS.map((r) => html`<option>${r}</option>`)}</select></div>
${count('s-count')}`,
  'Set switch',
)}
<h2>Fail the next deliveries to an endpoint</h2>
${
  hooks.length
    ? form(
        'webhook',
        html`<div class="field wide"><label for="s-endpoint">Endpoint</label><select id="s-endpoint" name="webhook_id">${hooks.map(
          (h) => html`<option value="${h.id}">${h.id} ${h.url}</option>`,
        )}</select></div>
<div class="field"><label for="s-status">HTTP status</label><input id="s-status" name="status_code" type="number" min="400" max="599" value="500"></div>
${count('s-times')}`,
        'Set switch',
      )
    : html`<p class="muted">No endpoint in this mode yet.</p>`
}`;
  return { html: page(p.viewer, '/switches', 'Test switches', body) };
}

/** The payment form's body for createTestSwitch: the card's digits without spaces, or the UPI id. */
function paymentBody(form: URLSearchParams): Record<string, unknown> {
  const card = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
  const vpa = (form.get('vpa') ?? '').trim();
  return {
    kind: 'payment_failure',
    ...(card ? { card_number: card } : {}),
    ...(vpa ? { vpa } : {}),
    error_reason: form.get('error_reason') ?? 'declined_by_bank',
    count: Number(form.get('count') ?? '1'),
  };
}

function webhookBody(form: URLSearchParams): Record<string, unknown> {
  return {
    kind: 'webhook_failure',
    webhook_id: form.get('webhook_id') ?? '',
    status_code: Number(form.get('status_code') ?? '500'),
    count: Number(form.get('count') ?? '1'),
  };
}

export async function switchesRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, sub, action] = p.segments;
  const method = p.req.method ?? 'GET';
  if (method === 'GET' && sub === undefined) return switchesPage(p);
  if (method !== 'POST' || p.session.mode !== 'test' || sub === undefined) return undefined;
  const form = p.form ?? new URLSearchParams();
  if ((sub === 'payment' || sub === 'webhook') && action === undefined) {
    const key = form.get('idempotency_key') || undefined;
    const answer = await callApi(
      p.deps.api,
      p.session,
      {
        method: 'POST',
        path: '/v1/test_helpers/switches',
        body: sub === 'payment' ? paymentBody(form) : webhookBody(form),
        ...(key ? { idempotencyKey: key } : {}),
      },
      p.remoteAddress,
    );
    const made = answer.body as TestSwitch;
    return switchesPage(
      p,
      answer.status < 300 ? notice('ok', html`Switch ${made.id} set: ${target(made)}, ${made.count} times.`) : notice('bad', `Not set: ${refusalText(answer)}`),
    );
  }
  if (action === 'delete') {
    const answer = await callApi(p.deps.api, p.session, { method: 'DELETE', path: `/v1/test_helpers/switches/${encodeURIComponent(sub)}` }, p.remoteAddress);
    return switchesPage(p, answer.status < 300 ? notice('ok', `Switch ${sub} deleted.`) : notice('bad', `Not deleted: ${refusalText(answer)}`));
  }
  return undefined;
}
