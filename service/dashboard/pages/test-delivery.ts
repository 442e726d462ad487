/**
 * "Send a test event" (an endpoint's page) and "Edit and send to an endpoint" (an event's page):
 * one form, two places, each a call to the API's sendTestWebhook (spec, rules 1-7) through
 * callApi, whose answer (the endpoint's status, how long it took, the start of its answer) the
 * page shows escaped. The payload's JSON is checked here first, so a typing mistake is told
 * plainly and nothing is sent; everything else the API decides.
 */
import { webhookEvents } from '../../../generated/server/index.js';
import type { TestWebhookDelivery } from '../../../generated/types/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { callApi, refusalText } from '../api.js';
import type { PageRequest } from '../context.js';
import { actionFields, notice } from '../layout.js';

export interface TestDeliveryForm {
  /** where the form posts */
  action: string;
  /** the event's name: fixed (an event's page) or chosen from the document's events */
  event: { fixed: string } | { selected?: string };
  /** the endpoint: fixed (its page) or chosen among the mode's */
  endpoint: { fixed: string } | { choices: readonly { id: string; url: string }[]; selected?: string };
  /** the textarea's text */
  payload: string;
  heading: string;
  hint: string;
  /** a page that fills the textarea with the chosen event's example (a GET with `?event=`), when the event is chosen here */
  exampleFrom?: string;
}

export function testDeliveryForm(p: PageRequest, form: TestDeliveryForm): SafeHtml {
  const eventField =
    'fixed' in form.event
      ? html`<input type="hidden" name="event" value="${form.event.fixed}">`
      : html`<div class="field"><label for="t-event">Event</label><select id="t-event" name="event">${webhookEvents.map(
          (e) => html`<option${e.name === (form.event as { selected?: string }).selected ? html` selected` : ''}>${e.name}</option>`,
        )}</select></div>`;
  const endpoint = form.endpoint;
  const endpointField =
    'fixed' in endpoint
      ? html`<input type="hidden" name="webhook_id" value="${endpoint.fixed}">`
      : endpoint.choices.length
        ? html`<div class="field wide"><label for="t-endpoint">Endpoint</label><select id="t-endpoint" name="webhook_id">${endpoint.choices.map(
            (c) => html`<option value="${c.id}"${c.id === endpoint.selected ? html` selected` : ''}>${c.id} ${c.url}</option>`,
          )}</select></div>`
        : html`<p class="muted">No endpoint in this mode yet.</p>`;
  const chosen = 'fixed' in form.event ? undefined : form.event.selected;
  // no script on the page (its CSP): the example comes from the server, for the event chosen in this GET form
  const loadExample = form.exampleFrom
    ? html`<form method="get" action="${form.exampleFrom}" class="filters"><div class="field"><label for="t-example">Example of</label><select id="t-example" name="event">${webhookEvents.map(
        (e) => html`<option${e.name === chosen ? html` selected` : ''}>${e.name}</option>`,
      )}</select></div><button type="submit" class="secondary">Fill in its example</button></form>`
    : '';
  return html`<h2>${form.heading}</h2>${loadExample}
<div class="actions"><form method="post" action="${form.action}">${actionFields(p.viewer)}
${endpointField}${eventField}
<div class="field wide"><label for="t-payload">Payload (JSON object)</label><textarea id="t-payload" name="payload" rows="10" spellcheck="false">${form.payload}</textarea></div>
<p class="muted">${form.hint}</p>
<button type="submit">Send</button></form></div>`;
}

/** The payload field's JSON: undefined when empty (the API sends the event's example), or why it cannot be sent. */
export function parsePayload(text: string): { payload?: Record<string, unknown> } | { refusal: string } {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { refusal: `The payload is not valid JSON (${(error as Error).message}); nothing was sent.` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { refusal: 'The payload must be a JSON object, one key per entity; nothing was sent.' };
  return { payload: value as Record<string, unknown> };
}

function outcomeOf(sent: TestWebhookDelivery): SafeHtml {
  const answered = sent.status === null ? html`no answer (${sent.error ?? ''})` : html`${sent.status}${sent.error ? html` (${sent.error})` : ''}`;
  const ok = sent.status !== null && sent.status >= 200 && sent.status < 300;
  return html`${notice(ok ? 'ok' : 'bad', html`Test ${sent.event} sent to ${sent.webhook_id}: the endpoint answered ${answered} in ${sent.duration_ms} ms.`)}
<dl class="fields"><dt>Event id</dt><dd class="mono">${sent.event_id}</dd><dt>HTTP status</dt><dd>${sent.status ?? 'none'}</dd><dt>Duration</dt><dd>${sent.duration_ms} ms</dd>
<dt>X-Paisa-Signature</dt><dd class="mono">${sent.signature ?? 'not sent'}</dd></dl>
<h3>The endpoint's answer${sent.response_truncated ? ' (its first 1024 bytes)' : ''}</h3><pre>${sent.response_body}</pre>`;
}

/** Sends the form's test delivery through the API: the outcome to show, or the refusal. */
export async function sendTestDelivery(p: PageRequest, webhookId: string): Promise<SafeHtml> {
  const form = p.form ?? new URLSearchParams();
  const parsed = parsePayload(form.get('payload') ?? '');
  if ('refusal' in parsed) return notice('bad', parsed.refusal);
  const key = form.get('idempotency_key') || undefined;
  const answer = await callApi(
    p.deps.api,
    p.session,
    {
      method: 'POST',
      path: `/v1/test_helpers/webhooks/${encodeURIComponent(webhookId)}/test_deliveries`,
      body: { event: form.get('event') ?? '', ...parsed },
      ...(key ? { idempotencyKey: key } : {}),
    },
    p.remoteAddress,
  );
  return answer.status < 300 ? outcomeOf(answer.body as TestWebhookDelivery) : notice('bad', `Not sent: ${refusalText(answer)}`);
}
