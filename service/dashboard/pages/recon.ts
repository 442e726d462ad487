/**
 * The settlement reconciliation report of a month or a day (spec fetchSettlementRecon), read
 * through the API as every page's data that the API serves is: each line's entity, kind, amount,
 * fee and tax, credit or debit, and the settlement (with its UTR) that carried it; paged by the
 * operation's own `skip`, 100 lines a page. The API checks the year, month and day and its
 * refusal is shown in its words.
 */
import type { FetchSettlementReconResponse } from '../../../generated/types/index.js';
import { html } from '../../checkout/html.js';
import { istDate } from '../../ledger/schedule.js';
import { callApi, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { money, status, text, time } from '../format.js';
import { notice, page } from '../layout.js';
import { DASHBOARD } from '../paths.js';
import { linkIds } from './objects.js';

const PER_PAGE = 100;

export async function reconRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  if (p.segments.length !== 1 || (p.req.method ?? 'GET') !== 'GET') return undefined;
  // the report's days are the merchant's, in IST
  const today = istDate(p.deps.clocks.of(p.session.mode).now());
  const year = p.query.get('year')?.trim() || String(today.year);
  const month = p.query.get('month')?.trim() || String(today.month);
  const day = p.query.get('day')?.trim() ?? '';
  const skip = Math.max(0, Math.floor(Number(p.query.get('skip')) || 0));
  const query = new URLSearchParams({ year: year.slice(0, 8), month: month.slice(0, 4), count: String(PER_PAGE), skip: String(skip) });
  if (day) query.set('day', day.slice(0, 4));
  const answer = await callApi(p.deps.api, p.session, { method: 'GET', path: `/v1/settlements/recon/combined?${query}`, quiet: true }, p.remoteAddress);
  const input = (name: string, label: string, value: string) =>
    html`<div class="field"><label for="r-${name}">${label}</label><input id="r-${name}" name="${name}" type="number" value="${value}"></div>`;
  const form = html`<form class="filters" method="get" action="${DASHBOARD}/recon">
${input('year', 'Year', year)}${input('month', 'Month', month)}${input('day', 'Day (empty: the whole month)', day)}
<button type="submit">Show</button>
</form>`;
  if (answer.status >= 300) return { html: page(p.viewer, '/recon', 'Reconciliation', html`${form}${notice('bad', `Refused: ${refusalText(answer)}`)}`) };
  const lines = (answer.body as FetchSettlementReconResponse).items;
  const rows = lines.map(
    (l) => html`<tr><td>${linkIds(text(l.entity_id))}</td><td>${l.type}</td><td class="num">${money(l.amount, l.currency)}</td>
<td class="num">${money(l.fee, l.currency)}</td><td class="num">${money(l.tax, l.currency)}</td><td class="num">${l.credit ? money(l.credit, l.currency) : ''}</td>
<td class="num">${l.debit ? money(l.debit, l.currency) : ''}</td><td>${status(l.settled ? 'settled' : l.on_hold ? 'on hold' : 'unsettled')}</td>
<td>${l.settlement_id ? linkIds(l.settlement_id) : ''}</td><td>${text(l.settlement_utr)}</td><td>${time(l.created_at)}</td></tr>`,
  );
  const pageQuery = (at: number) => {
    const next = new URLSearchParams({ year, month, ...(day ? { day } : {}) });
    if (at > 0) next.set('skip', String(at));
    return `${DASHBOARD}/recon?${next}`;
  };
  const body = html`${form}
<div class="table-wrap"><table>
<caption class="muted">Reconciliation of ${day ? `${year}-${month}-${day}` : `${year}-${month}`} (IST)${skip ? `, from line ${skip + 1}` : ''}</caption>
<thead><tr>${['Entity', 'Type', 'Amount', 'Fee', 'Tax', 'Credit', 'Debit', 'State', 'Settlement', 'UTR', 'Created'].map(
    (h, i) => html`<th scope="col"${i >= 2 && i <= 6 ? html` class="num"` : ''}>${h}</th>`,
  )}</tr></thead>
<tbody>${rows.length ? rows : html`<tr><td colspan="11">No lines${skip ? ' after these' : ''}.</td></tr>`}</tbody>
</table></div>
<p class="pager">${skip > 0 ? html`<a href="${pageQuery(Math.max(0, skip - PER_PAGE))}">Earlier lines</a>` : ''}${lines.length === PER_PAGE ? html`<a href="${pageQuery(skip + PER_PAGE)}">More lines</a>` : ''}</p>`;
  return { html: page(p.viewer, '/recon', 'Reconciliation', body) };
}
