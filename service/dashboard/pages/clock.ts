/**
 * Test mode's clock: where it is, and an advance (advanceTestClock, through the API) with a
 * preview of what falls due by the chosen time: for each kind a time-driven job moves
 * (service/schedules.ts), the objects whose `due_at` is by then, read from the (mode, due_at) index,
 * at most PREVIEW of each.
 */
import type { EntityKind } from '../../../generated/server/index.js';
import { html, type SafeHtml } from '../../checkout/html.js';
import { SCHEDULES } from '../../schedules.js';
import type { DueRow } from '../../store/store.js';
import { callApi, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { time } from '../format.js';
import { actionFields, notice, page } from '../layout.js';
import { DASHBOARD } from '../paths.js';

const PREVIEW = 20;
const UNITS: Record<string, number> = { minutes: 60, hours: 3600, days: 86_400 };

function byOf(query: URLSearchParams): number | undefined {
  const amount = Number(query.get('amount'));
  const unit = UNITS[query.get('unit') ?? 'hours'];
  return Number.isInteger(amount) && amount > 0 && unit ? amount * unit : undefined;
}

async function clockPage(p: PageRequest, outcome?: SafeHtml): Promise<PageAnswer> {
  if (p.session.mode !== 'test')
    return { status: 404, html: page(p.viewer, '/clock', 'Test clock', notice('info', 'Live mode runs on real time: the test clock is test mode’s.')) };
  const now = p.deps.clocks.of('test').now();
  const by = byOf(p.query);
  const until = by === undefined ? undefined : now + by;
  const due =
    until === undefined
      ? []
      : await p.deps.store.transaction(
          async (tx) => {
            // one after the other: a PostgreSQL connection runs one statement at a time
            const found: { kind: EntityKind; rows: DueRow[] }[] = [];
            for (const kind of Object.keys(SCHEDULES) as EntityKind[]) found.push({ kind, rows: await tx.entities(kind).listDue('test', until, PREVIEW) });
            return found;
          },
          { readOnly: true },
        );
  const unitSelect = html`<select id="c-unit" name="unit">${Object.keys(UNITS).map((u) => html`<option${u === (p.query.get('unit') ?? 'hours') ? html` selected` : ''}>${u}</option>`)}</select>`;
  const body = html`${outcome ?? ''}
<dl class="fields"><dt>Test mode's time</dt><dd>${time(now)}</dd><dt>Ahead of real time by</dt><dd>${Math.round(p.deps.clocks.testOffsetMs() / 1000)} s</dd></dl>
<h2>Preview</h2>
<form class="filters" method="get" action="${DASHBOARD}/clock">
<div class="field"><label for="c-amount">Advance by</label><input id="c-amount" name="amount" type="number" min="1" value="${p.query.get('amount') ?? '1'}"></div>
<div class="field"><label for="c-unit">Unit</label>${unitSelect}</div>
<button type="submit" class="secondary">Preview</button></form>
${
  until === undefined
    ? ''
    : html`<p>By ${time(until)}, these fall due (at most ${PREVIEW} of each):</p>
<div class="table-wrap"><table><thead><tr><th scope="col">Kind</th><th scope="col">Objects</th></tr></thead><tbody>
${due.filter((d) => d.rows.length).map((d) => html`<tr><td>${d.kind}</td><td>${d.rows.map((r) => html`<a href="${DASHBOARD}/${d.kind}/${r.id}">${r.id}</a> (${time(r.due_at)}) `)}</td></tr>`)}
${due.every((d) => !d.rows.length) ? html`<tr><td colspan="2">Nothing falls due by then.</td></tr>` : ''}
</tbody></table></div>
<form method="post" action="${DASHBOARD}/clock/advance">${actionFields(p.viewer)}<input type="hidden" name="by" value="${String(by)}">
<button type="submit">Advance ${String(by)} seconds</button></form>`
}`;
  return { html: page(p.viewer, '/clock', 'Test clock', body) };
}

export async function clockRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, sub] = p.segments;
  const method = p.req.method ?? 'GET';
  if (method === 'GET' && sub === undefined) return clockPage(p);
  if (method === 'POST' && sub === 'advance' && p.session.mode === 'test') {
    const by = Number(p.form?.get('by'));
    const answer = await callApi(
      p.deps.api,
      p.session,
      { method: 'POST', path: '/v1/test_helpers/clock/advance', body: { by }, idempotencyKey: p.form?.get('idempotency_key') ?? undefined },
      p.remoteAddress,
    );
    return clockPage(
      p,
      answer.status < 300 ? notice('ok', `Advanced by ${by} s; everything due by then has run.`) : notice('bad', `Refused: ${refusalText(answer)}`),
    );
  }
  return undefined;
}
