/**
 * Trigger: any of the spec's events made to happen in test mode, by the recipes of
 * `paisa trigger` (cli/trigger.ts): the generated client with the signed-in key, its requests
 * sent to this gateway in process and logged as the dashboard's (api.ts inProcessFetch); the
 * customer's part at the hosted checkout as a browser does it, at this gateway's public URL.
 * With an existing object's id, the recipes that can start from one do (cli/recipes/from.ts:
 * the API's answers refuse an id of the wrong kind or state, and the page shows its words).
 */
import { canTrigger, eventNames, NotTriggered, startsFrom, trigger } from '../../../cli/trigger.js';
import { createClient } from '../../../generated/client/index.js';
import { isWebhookEventName } from '../../../generated/server/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { inProcessFetch } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { actionFields, notice, page } from '../layout.js';
import { DASHBOARD } from '../paths.js';

/** An id is 14 characters after its prefix; anything longer is not one (the API answers the rest). */
const FROM_MAX = 64;

function triggerPage(p: PageRequest, outcome?: SafeHtml, chosen?: string, from?: string): PageAnswer {
  if (p.session.mode !== 'test')
    return { status: 404, html: page(p.viewer, '/trigger', 'Trigger events', notice('info', 'Events are triggered in test mode only.')) };
  const body = html`${outcome ?? ''}
<p>Makes the event happen the way it does for real: objects made through the API, the customer paying at the hosted checkout, the bank and time through the test helpers. Every request appears in the request log.</p>
<form method="post" action="${DASHBOARD}/trigger" class="filters">${actionFields(p.viewer)}
<div class="field"><label for="t-event">Event</label><select id="t-event" name="event">${eventNames.filter(canTrigger).map((e) => html`<option${e === chosen ? html` selected` : ''}>${e}</option>`)}</select></div>
<div class="field"><label for="t-from">Start from an existing object (optional)</label><input id="t-from" name="from" type="text" maxlength="${FROM_MAX}" value="${from ?? ''}" placeholder="pay_…, inv_…, order_…" aria-describedby="t-from-hint"></div>
<button type="submit">Trigger</button></form>
<div id="t-from-hint"><p>Empty: the event's objects are made afresh. An id: the event happens to that object, where the event can start from one:</p>
<ul>${eventNames.filter((e) => startsFrom(e)).map((e) => html`<li><strong>${e}</strong>: ${startsFrom(e) ?? ''}</li>`)}</ul></div>`;
  return { html: page(p.viewer, '/trigger', 'Trigger events', body) };
}

async function run(p: PageRequest): Promise<PageAnswer> {
  const event = p.form?.get('event') ?? '';
  const from = p.form?.get('from')?.trim().slice(0, FROM_MAX) || undefined;
  if (!isWebhookEventName(event) || !canTrigger(event)) return triggerPage(p, notice('bad', 'Choose one of the events listed.'), undefined, from);
  if (from !== undefined && !startsFrom(event))
    return triggerPage(p, notice('bad', html`${event} cannot start from an existing object: leave the id empty to make fresh ones.`), event, from);
  const secret = await p.deps.api.keySecret(p.session.keyId);
  if (secret === undefined) return triggerPage(p, notice('bad', 'This key was stored before key secrets were kept sealed: sign in with a current key.'), event);
  const client = createClient({
    baseUrl: `${p.deps.publicUrl()}/v1`,
    auth: { keyId: p.session.keyId, keySecret: secret },
    fetch: inProcessFetch(p.deps.api, p.remoteAddress),
    retry: { retries: 0 },
  });
  const lines: string[] = [];
  const made: [string, string][] = [];
  try {
    await trigger({
      client,
      event,
      report: (line) => lines.push(line),
      made: (kind, id) => made.push([kind, id]),
      ...(from !== undefined ? { from, origin: new URL(p.deps.publicUrl()).origin } : {}),
    });
  } catch (error) {
    const why = error instanceof NotTriggered ? error.message : error instanceof Error ? error.message : String(error);
    return triggerPage(p, notice('bad', html`${event} was not triggered: ${why}`), event, from);
  }
  const result = html`<div role="status" class="notice notice-ok"><p>Triggered ${event}${from ? html` from ${from}` : ''}.</p><ul>${lines.map((line) => html`<li>${line}</li>`)}</ul>
<p>${made.map(([, id]) => html`<a href="${DASHBOARD}/logs?q=${id}">${id}</a> `)}</p></div>`;
  return triggerPage(p, result, event);
}

export async function triggerRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  if (p.segments.length !== 1) return undefined;
  if ((p.req.method ?? 'GET') === 'GET') return triggerPage(p);
  if (p.req.method === 'POST' && p.session.mode === 'test') return run(p);
  return undefined;
}
