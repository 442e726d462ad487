/**
 * "Reset test data" (Developers, test mode): what a reset deletes and keeps, a confirm step (a
 * checkbox the form must carry), then createTestDataReset through callApi, and the reset's
 * progress (fetchTestDataReset) on its own page, which a refresh brings up to date (the
 * dashboard runs no script of its own to poll).
 */
import type { TestDataReset } from '../../../generated/types/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { callApi, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { time } from '../format.js';
import { actionFields, notice, page } from '../layout.js';
import { DASHBOARD } from '../paths.js';

const RESET_ID = /^rst_[0-9A-Za-z]{14}$/;
const TITLE = 'Reset test data';

function confirmPage(p: PageRequest, outcome?: SafeHtml): PageAnswer {
  if (p.session.mode !== 'test')
    return { status: 404, html: page(p.viewer, '/reset', TITLE, notice('info', 'Only test mode’s data can be reset; live mode is never touched.')) };
  const body = html`${outcome ?? ''}
<p>Deletes every object of test mode: payments, orders, invoices, refunds, customers, items, plans, subscriptions, payment links, QR codes, disputes, documents, settlements, transfers, linked accounts, switches; its events and their deliveries, notifications, the request log, and the ledger (the balance is 0 again).</p>
<p>Kept: the API keys, the webhook endpoints, the OAuth clients, test mode's clock, and live mode's data. What is created after the reset starts is kept.</p>
<form method="post" action="${DASHBOARD}/reset">${actionFields(p.viewer)}
<div class="field wide"><input id="r-confirm" name="confirm" type="checkbox" value="yes"> <label for="r-confirm">I understand that test mode's data is deleted for good</label></div>
<button type="submit">Reset test data</button></form>`;
  return { html: page(p.viewer, '/reset', TITLE, body) };
}

async function progressPage(p: PageRequest, id: string): Promise<PageAnswer | undefined> {
  const answer = await callApi(
    p.deps.api,
    p.session,
    { method: 'GET', path: `/v1/test_helpers/reset/${encodeURIComponent(id)}`, quiet: true },
    p.remoteAddress,
  );
  if (answer.status >= 300) return { status: 404, html: page(p.viewer, '/reset', TITLE, notice('bad', refusalText(answer))) };
  const reset = answer.body as TestDataReset;
  const body = html`${reset.status === 'done' ? notice('ok', `Done: ${reset.deleted} rows deleted.`) : notice('info', html`In progress: ${reset.deleted} rows deleted so far. <a href="${DASHBOARD}/reset/${reset.id}">Refresh</a>`)}
<dl class="fields"><dt>Reset</dt><dd class="mono">${reset.id}</dd><dt>Status</dt><dd>${reset.status}</dd><dt>Started</dt><dd>${time(reset.started_at)}</dd>
<dt>Finished</dt><dd>${time(reset.finished_at)}</dd><dt>Rows deleted</dt><dd>${reset.deleted}</dd></dl>`;
  return { html: page(p.viewer, '/reset', TITLE, body) };
}

export async function resetRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, id] = p.segments;
  const method = p.req.method ?? 'GET';
  if (method === 'GET' && id === undefined) return confirmPage(p);
  if (method === 'GET' && id !== undefined && RESET_ID.test(id) && p.session.mode === 'test') return progressPage(p, id);
  if (method !== 'POST' || id !== undefined || p.session.mode !== 'test') return undefined;
  if (p.form?.get('confirm') !== 'yes') return confirmPage(p, notice('bad', 'Tick the box to confirm; nothing was deleted.'));
  const key = p.form.get('idempotency_key') || undefined;
  const answer = await callApi(
    p.deps.api,
    p.session,
    { method: 'POST', path: '/v1/test_helpers/reset', ...(key ? { idempotencyKey: key } : {}) },
    p.remoteAddress,
  );
  if (answer.status >= 300) return confirmPage(p, notice('bad', `Not started: ${refusalText(answer)}`));
  // a redirect, so a refresh reads the progress again instead of posting the form again
  return { redirect: `${DASHBOARD}/reset/${(answer.body as TestDataReset).id}` };
}
