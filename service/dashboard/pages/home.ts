/**
 * Home: the balance (getBalance, called as the API answers it), today's payments (volume and
 * success rate, from at most WINDOW of today's newest payments, said when there are more), and
 * the latest events and requests; in test mode, a form adding funds to the balance (balance.ts).
 */
import type { Balance } from '../../../generated/types/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { callApi } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { money, status, time } from '../format.js';
import { actionFields, page } from '../layout.js';
import { WINDOW } from '../lists.js';
import { DASHBOARD } from '../paths.js';

export async function homePage(p: PageRequest, outcome?: SafeHtml): Promise<PageAnswer> {
  const mode = p.session.mode;
  const balance = await callApi(p.deps.api, p.session, { method: 'GET', path: '/v1/balance', quiet: true }, p.remoteAddress);
  const items = (balance.status === 200 ? (balance.body as Balance).balances : []) ?? [];
  const dayStart = Math.floor(p.deps.clocks.of(mode).now() / 86_400) * 86_400;
  const { payments, events, requests } = await p.deps.store.transaction(
    async (tx) => ({
      payments: await tx.entities('payments').list(mode, { from: dayStart, count: WINDOW }),
      events: await tx.outbox.page(mode, { count: 10, skip: 0 }),
      requests: p.deps.requestLog ? await tx.requestLog.page(mode, 10) : [],
    }),
    { readOnly: true },
  );
  const captured = payments.filter((x) => x.status === 'captured' || x.status === 'refunded');
  const tried = payments.filter((x) => x.status !== 'created');
  const volume = new Map<string, number>();
  for (const x of captured) volume.set(x.currency, (volume.get(x.currency) ?? 0) + x.amount);
  const rate = tried.length ? `${Math.round((captured.length / tried.length) * 100)}%` : '—';
  const body = html`${outcome ?? ''}<div class="cards">
${items.length ? items.map((b) => html`<div class="card"><p class="label">Available (${b.currency})</p><p class="value">${money(b.available, b.currency)}</p><p class="label">Pending ${money(b.pending, b.currency)}</p></div>`) : html`<div class="card"><p class="label">Balance</p><p class="value">${money(0, 'INR')}</p></div>`}
<div class="card"><p class="label">Captured today${payments.length === WINDOW ? ` (latest ${WINDOW} payments)` : ''}</p><p class="value">${[...volume].map(([c, v]) => money(v, c)).join(', ') || money(0, 'INR')}</p></div>
<div class="card"><p class="label">Success rate today</p><p class="value">${rate}</p><p class="label">${captured.length} of ${tried.length} attempted</p></div>
</div>
${topUpForm(
  p,
  items.map((b) => b.currency),
)}
<h2>Latest events</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Event</th><th scope="col">Name</th><th scope="col">Created</th></tr></thead><tbody>
${events.length ? events.map((e) => html`<tr><td><a href="${DASHBOARD}/events/${e.id}">${e.id}</a></td><td>${e.event}</td><td>${time(Number(e.created_at))}</td></tr>`) : html`<tr><td colspan="3">No events yet.</td></tr>`}
</tbody></table></div>
<h2>Latest requests</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Request</th><th scope="col">Method and path</th><th scope="col">Status</th><th scope="col">Source</th></tr></thead><tbody>
${requests.length ? requests.map((r) => html`<tr><td><a href="${DASHBOARD}/logs/${r.id}">${r.id}</a></td><td class="mono">${r.method} ${r.path}</td><td>${status(r.status)}</td><td>${r.source}</td></tr>`) : html`<tr><td colspan="4">No requests logged yet.</td></tr>`}
</tbody></table></div>`;
  return { html: page(p.viewer, '', 'Home', body) };
}

/** The form on Home (test mode): an amount in sub-units, INR unless a currency is chosen. */
function topUpForm(p: PageRequest, currencies: readonly string[]): SafeHtml | string {
  if (p.session.mode !== 'test') return '';
  const options = [...new Set(['INR', ...currencies])];
  return html`<h2>Add funds (test mode)</h2>
<form class="filters" method="post" action="${DASHBOARD}/balance/top-up">${actionFields(p.viewer)}
<div class="field"><label for="t-amount">Amount (in sub-units: paise for INR)</label><input id="t-amount" name="amount" type="number" min="1" required></div>
<div class="field"><label for="t-currency">Currency</label><select id="t-currency" name="currency">${options.map((c) => html`<option>${c}</option>`)}</select></div>
<button type="submit">Add funds</button></form>`;
}
