/**
 * The request log (request-log/): every API request of the mode, newest first, by keyset; found by
 * request id (its primary key) or by the id of an object it concerned (request_log_objects), never
 * by a scan; filtered by source, method and status class over at most WINDOW rows a page (as
 * lists are, lists.ts). A request's page shows its bodies as kept (redacted) and the request as a
 * curl command with the key left to the environment.
 */
import { html, type SafeHtml } from '../../checkout/html.js';
import type { LogCursor, RequestLogRow, RequestLogSummary } from '../../store/request-log.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { pretty, status, time } from '../format.js';
import { notice, page } from '../layout.js';
import { PAGE, WINDOW } from '../lists.js';
import { DASHBOARD } from '../paths.js';
import { linkIds } from './objects.js';

const REQUEST_ID = /^req_[A-Za-z0-9_-]{20}$/;
const OBJECT_ID = /^[a-z]{1,8}_[0-9A-Za-z]{14}$/;
const CURSOR = /^(\d{1,15})\.(req_[A-Za-z0-9_-]{20})$/;

function cursorOf(text: string | null): LogCursor | undefined {
  const match = text ? CURSOR.exec(text) : null;
  return match ? { created_at_ms: Number(match[1]), id: match[2] as string } : undefined;
}

function table(rows: readonly RequestLogSummary[]): SafeHtml {
  return html`<div class="table-wrap"><table><caption class="muted">Requests, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Method and path</th><th scope="col">Status</th><th scope="col" class="num">Duration</th><th scope="col">Source</th><th scope="col">Request id</th></tr></thead>
<tbody>${
    rows.length
      ? rows.map(
          (r) =>
            html`<tr><td>${time(r.created_at_ms, true)}</td><td class="mono">${r.method} ${r.path}</td><td>${status(r.status)}</td><td class="num">${r.duration_ms} ms</td><td>${r.source}</td><td><a href="${DASHBOARD}/logs/${r.id}">${r.id}</a></td></tr>`,
        )
      : html`<tr><td colspan="6">No request here.</td></tr>`
  }</tbody></table></div>`;
}

async function listLogs(p: PageRequest): Promise<PageAnswer> {
  const q = p.query.get('q')?.trim() ?? '';
  if (REQUEST_ID.test(q)) return { redirect: `${DASHBOARD}/logs/${q}` };
  const source = p.query.get('source') || undefined;
  const method = p.query.get('method') || undefined;
  const klass = p.query.get('status') || undefined;
  const after = cursorOf(p.query.get('after'));
  const filtered = Boolean(source || method || klass);
  const mode = p.session.mode;
  const scanned = await p.deps.store.transaction(
    (tx) =>
      OBJECT_ID.test(q) ? tx.requestLog.forObject(mode, q, filtered ? WINDOW : PAGE + 1, after) : tx.requestLog.page(mode, filtered ? WINDOW : PAGE + 1, after),
    { readOnly: true },
  );
  const keep = (r: RequestLogSummary) =>
    (!source || r.source === source) && (!method || r.method === method) && (!klass || String(r.status).startsWith(klass.slice(0, 1)));
  const rows: RequestLogSummary[] = [];
  let next: RequestLogSummary | undefined;
  for (let i = 0; i < scanned.length; i++) {
    const row = scanned[i] as RequestLogSummary;
    if (!keep(row)) continue;
    if (rows.length === PAGE) {
      next = rows[rows.length - 1];
      break;
    }
    rows.push(row);
  }
  const searched = filtered && !next && scanned.length === WINDOW ? scanned[scanned.length - 1] : undefined;
  const more = next ?? searched;
  const nextQuery = new URLSearchParams(p.query);
  if (more) nextQuery.set('after', `${more.created_at_ms}.${more.id}`);
  const select = (name: string, label: string, options: readonly string[], chosen: string | undefined) =>
    html`<div class="field"><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}"><option value="">Any</option>${options.map((o) => html`<option${o === chosen ? html` selected` : ''}>${o}</option>`)}</select></div>`;
  const body = html`${p.deps.requestLog ? '' : notice('info', 'The request log is off (PAISA_REQUEST_LOG=off): nothing new is kept.')}
<form class="filters" method="get" action="${DASHBOARD}/logs">
<div class="field"><label for="f-q">Request id or object id</label><input id="f-q" name="q" value="${q}" placeholder="req_… or pay_…" maxlength="40"></div>
${select('source', 'Source', ['api', 'dashboard', 'checkout'], source)}
${select('method', 'Method', ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'], method)}
${select('status', 'Status', ['2xx', '3xx', '4xx', '5xx'], klass)}
<button type="submit">Search</button>
</form>
${q && !OBJECT_ID.test(q) ? notice('bad', 'Search takes a request id (req_…) or an object id (pay_…, inv_…, …).') : ''}
${searched ? notice('info', `No more matches among the next ${WINDOW} requests read; search on with the link below.`) : ''}
${table(rows)}
<p class="pager">${after ? html`<a href="${DASHBOARD}/logs">Newest</a>` : ''}${more ? html`<a href="${DASHBOARD}/logs?${nextQuery.toString()}">${searched ? 'Search older' : 'Older'}</a>` : ''}</p>`;
  return { html: page(p.viewer, '/logs', 'Request log', body) };
}

/** The request as a curl command: the key comes from the environment, never from the page. */
export function curlOf(row: RequestLogRow, baseUrl: string): string {
  const lines = [`curl -X ${row.method} '${baseUrl}${row.path.replace(/'/g, "'\\''")}'`, '  -u "$PAISA_KEY_ID:$PAISA_KEY_SECRET"'];
  if (row.idempotency_key) lines.push(`  -H 'Idempotency-Key: ${row.idempotency_key.replace(/'/g, "'\\''")}'`);
  if (row.request_body) lines.push("  -H 'Content-Type: application/json'", `  -d '${row.request_body.replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}

async function showLog(p: PageRequest, id: string): Promise<PageAnswer> {
  const row = REQUEST_ID.test(id) ? await p.deps.store.transaction((tx) => tx.requestLog.get(p.session.mode, id), { readOnly: true }) : undefined;
  if (!row)
    return {
      status: 404,
      html: page(
        p.viewer,
        '/logs',
        'Request not found',
        notice('bad', `No request ${id} in the ${p.session.mode} mode's log (it may be past the log's retention).`),
      ),
    };
  const field = (label: string, value: string | SafeHtml) => html`<dt>${label}</dt><dd>${value}</dd>`;
  const body = html`<dl class="fields">
${field('Method and path', html`<span class="mono">${row.method} ${row.path}</span>`)}
${field('Status', status(row.status))}
${field('Time', time(row.created_at_ms, true))}
${field('Duration', `${row.duration_ms} ms`)}
${field('Source', row.source)}
${field('Operation', row.operation_id ?? '')}
${field('Key', row.key_id ?? '')}
${field('Idempotency key', row.idempotency_key ?? '')}
</dl>
<h2>Request body</h2>
${row.request_body ? html`<pre>${pretty(row.request_body)}</pre>` : html`<p class="muted">None.</p>`}
<h2>Response body</h2>
${row.response_body ? html`<pre>${pretty(row.response_body)}</pre>` : html`<p class="muted">None kept.</p>`}
<h2>As curl</h2>
<pre id="curl">${curlOf(row, p.deps.publicUrl())}</pre>
<button type="button" class="secondary" data-copy="curl" hidden>Copy as curl</button>
<h2>Objects it concerned</h2>
<p>${[...new Set((`${row.path} ${row.request_body ?? ''} ${row.response_body ?? ''}`.match(/\b[a-z]{1,8}_[0-9A-Za-z]{14}\b/g) ?? []).slice(0, 40))].map((o) => html`${linkIds(o)} `)}</p>`;
  return { html: page(p.viewer, '/logs', `Request ${row.id}`, body) };
}

export async function logsPage(p: PageRequest): Promise<PageAnswer | undefined> {
  if ((p.req.method ?? 'GET') !== 'GET') return undefined;
  const [, id] = p.segments;
  if (id === undefined) return listLogs(p);
  if (p.segments.length === 2) return showLog(p, id);
  return undefined;
}
