/**
 * The pages of every kind of object (catalogue.ts): the list, by keyset with the API's filters,
 * and the detail: its fields, its actions (each an API call, api.ts), the payment's timeline
 * (timeline.ts), its events and the requests that concerned it (request log).
 */
import { html, type SafeHtml } from '../../checkout/html.js';
import { callApi, KeyUnusable, refusalText } from '../api.js';
import { type Action, actionsFor, type Entity, type Field, type KindView, statusesOf } from '../catalogue.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { pretty, text, time } from '../format.js';
import { actionFields, notice, page } from '../layout.js';
import { cursorText, dayOf, keysetPage, type ListFilter, parseCursor } from '../lists.js';
import { DASHBOARD } from '../paths.js';
import { FILE_FIELD } from '../upload.js';
import { eventsTable, requestsTable } from './shared.js';
import { paymentTimeline } from './timeline.js';

const ID = /^[a-z]{1,8}_[0-9A-Za-z]{14}$/;

function filterOf(view: KindView, query: URLSearchParams): { filter: ListFilter; form: SafeHtml } {
  const where: Record<string, string> = {};
  for (const lookup of view.lookups ?? []) {
    const value = query.get(lookup)?.trim();
    if (value) where[lookup] = value.slice(0, 64);
  }
  const statuses = statusesOf(view.kind);
  const wanted = query.get('status');
  const status = wanted && statuses.includes(wanted) ? wanted : undefined;
  const method = view.kind === 'payments' ? query.get('method')?.trim() || undefined : undefined;
  const min = Number(query.get('min') || Number.NaN);
  const max = Number(query.get('max') || Number.NaN);
  const matchers: ((e: Entity) => boolean)[] = [];
  if (status) matchers.push((e) => e.status === status);
  if (method) matchers.push((e) => e.method === method);
  if (Number.isFinite(min)) matchers.push((e) => typeof e.amount === 'number' && e.amount >= min);
  if (Number.isFinite(max)) matchers.push((e) => typeof e.amount === 'number' && e.amount <= max);
  const from = dayOf(query.get('from'));
  const to = dayOf(query.get('to'), true);
  const filter: ListFilter = {
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(Object.keys(where).length ? { where } : {}),
    ...(matchers.length ? { match: (e: Entity) => matchers.every((m) => m(e)) } : {}),
  };
  const input = (name: string, label: string, type = 'text') =>
    html`<div class="field"><label for="f-${name}">${label}</label><input id="f-${name}" name="${name}" type="${type}" value="${query.get(name) ?? ''}"></div>`;
  const form = html`<form class="filters" method="get" action="${DASHBOARD}/${view.kind}">
${statuses.length ? html`<div class="field"><label for="f-status">Status</label><select id="f-status" name="status"><option value="">Any</option>${statuses.map((s) => html`<option${s === status ? html` selected` : ''}>${s}</option>`)}</select></div>` : ''}
${view.kind === 'payments' ? html`${input('method', 'Method')}${input('min', 'Amount at least (paise)', 'number')}${input('max', 'Amount at most (paise)', 'number')}` : ''}
${input('from', 'Created from', 'date')}${input('to', 'Created to', 'date')}
${(view.lookups ?? []).map((l) => input(l, l.replace(/_/g, ' ')))}
<button type="submit">Filter</button>
</form>`;
  return { filter, form };
}

export async function listPage(p: PageRequest, view: KindView, outcome?: SafeHtml): Promise<PageAnswer> {
  const { filter, form } = filterOf(view, p.query);
  const after = parseCursor(p.query.get('after'));
  const found = await keysetPage(p.deps.store, view.kind, p.session.mode, { ...filter, ...(after ? { after } : {}) });
  const rows = found.items.map(
    (e) =>
      html`<tr>${view.columns.map((c, i) =>
        i === 0 ? html`<td><a href="${DASHBOARD}/${view.kind}/${e.id}">${c.value(e)}</a></td>` : html`<td${c.num ? html` class="num"` : ''}>${c.value(e)}</td>`,
      )}</tr>`,
  );
  const nextQuery = new URLSearchParams(p.query);
  if (found.next) nextQuery.set('after', cursorText(found.next));
  const body = html`${outcome ?? ''}${view.create ? createForm(p, view, view.create) : ''}${form}
${found.searched ? notice('info', `No more matches among the next ${found.searched} ${view.title.toLowerCase()} read; search on from there with the link below.`) : ''}
<div class="table-wrap"><table>
<caption class="muted">${view.title}, newest first${after ? ', continued' : ''}</caption>
<thead><tr>${view.columns.map((c) => html`<th scope="col"${c.num ? html` class="num"` : ''}>${c.label}</th>`)}</tr></thead>
<tbody>${rows.length ? rows : html`<tr><td colspan="${view.columns.length}">Nothing here${filter.match || filter.where ? ' with these filters' : ' yet'}.</td></tr>`}</tbody>
</table></div>
<p class="pager">${after ? html`<a href="${DASHBOARD}/${view.kind}">Newest</a>` : ''}${found.next ? html`<a href="${DASHBOARD}/${view.kind}?${nextQuery.toString()}">${found.searched ? 'Search older' : 'Older'}</a>` : ''}</p>`;
  return { html: page(p.viewer, `/${view.kind}`, view.title, body) };
}

async function entityOf(p: PageRequest, view: KindView, id: string): Promise<Entity | undefined> {
  if (!ID.test(id)) return undefined;
  return (await p.deps.store.transaction((tx) => tx.entities(view.kind).get(p.session.mode, id), { readOnly: true })) as Entity | undefined;
}

function fieldList(entity: Entity): SafeHtml {
  const scalars = Object.entries(entity).filter(([, v]) => v === null || typeof v !== 'object');
  return html`<dl class="fields">${scalars.map(
    ([k, v]) =>
      html`<dt>${k}</dt><dd>${k.endsWith('_at') || k === 'expire_by' || k === 'close_by' || k === 'respond_by' ? `${text(v)} ${v ? `(${time(v)})` : ''}` : linkIds(text(v))}</dd>`,
  )}</dl>`;
}

/**
 * A QR code's image (spec QrCode `image_url`, served by the gateway without a key), from this
 * origin: its path only, as the page's Content-Security-Policy allows images of its own origin.
 */
function qrImage(view: KindView, entity: Entity): SafeHtml | string {
  if (view.kind !== 'qr_codes' || typeof entity.image_url !== 'string') return '';
  let path: string;
  try {
    path = new URL(entity.image_url, 'http://gateway.invalid').pathname;
  } catch {
    return '';
  }
  return html`<figure class="qr"><img src="${path}" alt="QR code ${entity.id}" width="240" height="240"><figcaption>Scan with any UPI app; in test mode, pay it below as a scanning customer.</figcaption></figure>`;
}

/** A value that is an object's id links to its page; any other text is only escaped. */
export function linkIds(value: string): SafeHtml | string {
  if (!ID.test(value)) return value;
  const prefix = value.slice(0, value.indexOf('_') + 1);
  const kind = KIND_SEGMENTS.get(prefix);
  return kind ? html`<a href="${DASHBOARD}/${kind}/${value}">${value}</a>` : value;
}

import { resources } from '../../../generated/server/index.js';

const KIND_SEGMENTS = new Map<string, string>(Object.entries(resources).map(([kind, r]) => [r.idPrefix, kind]));

/** A form's controls, each labelled; `prefix` keeps their ids apart from another form's on the page. */
function controls(prefix: string, fields: readonly Field[]): SafeHtml[] {
  return fields.map((f) => {
    const id = `${prefix}-${f.name}`;
    const control =
      f.kind === 'select'
        ? html`<select id="${id}" name="${f.name}">${(f.options ?? []).map((o) => html`<option>${o}</option>`)}</select>`
        : f.kind === 'textarea'
          ? html`<textarea id="${id}" name="${f.name}" maxlength="2000"></textarea>`
          : f.kind === 'file'
            ? html`<input id="${id}" name="${f.name}" type="file"${f.accept ? html` accept="${f.accept}"` : ''}>`
            : html`<input id="${id}" name="${f.name}" type="${f.kind === 'number' ? 'number' : 'text'}" maxlength="200"${f.hint ? html` placeholder="${f.hint}"` : ''}${f.required ? html` required` : ''}>`;
    return html`<div class="field"><label for="${id}">${f.label}</label>${control}</div>`;
  });
}

function actionForm(p: PageRequest, view: KindView, entity: Entity, action: Action): SafeHtml {
  const fields = controls(`a-${action.name}`, action.fields ?? []);
  // a file goes as multipart/form-data (RFC 7578), the CSRF token and the key as its text parts (routes.ts, upload.ts)
  const multipart = (action.fields ?? []).some((f) => f.kind === 'file');
  return html`<form method="post" action="${DASHBOARD}/${view.kind}/${entity.id}/actions/${action.name}"${multipart ? html` enctype="multipart/form-data"` : ''}${action.confirm ? html` data-confirm="${action.confirm}"` : ''}>
${actionFields(p.viewer)}
${fields}<button type="submit"${action.danger ? html` class="danger"` : ''}>${action.label}</button>
</form>`;
}

export async function detailPage(p: PageRequest, view: KindView, id: string, outcome?: SafeHtml): Promise<PageAnswer> {
  const entity = await entityOf(p, view, id);
  if (!entity)
    return {
      status: 404,
      html: page(p.viewer, `/${view.kind}`, `${view.singular} not found`, notice('bad', `No ${view.singular.toLowerCase()} ${id} in ${p.session.mode} mode.`)),
    };
  const actions = actionsFor(view, entity, p.session.mode);
  const nested = Object.entries(entity).filter(([, v]) => v !== null && typeof v === 'object');
  const related = view.kind === 'payments' ? await paymentTimeline(p, entity) : html`${await eventsTable(p, [entity.id])}`;
  const body = html`${outcome ?? ''}
${qrImage(view, entity)}
${actions.length ? html`<h2>Actions</h2><div class="actions">${actions.map((a) => actionForm(p, view, entity, a))}</div>` : ''}
${related}
<h2>Details</h2>
${fieldList(entity)}
${nested.map(([k, v]) => html`<h2>${k}</h2><pre>${pretty(v)}</pre>`)}
<h2>Requests</h2>
${await requestsTable(p, entity.id)}`;
  return { html: page(p.viewer, `/${view.kind}`, `${view.singular} ${entity.id}`, body) };
}

/**
 * An action's file, when one was chosen: uploaded first (spec createDocument, multipart, through
 * the API as every action is), its document id added to the form's `into` field. Answers the
 * notice to show instead of doing the action when the API refuses the file.
 */
async function uploadEvidence(
  p: PageRequest,
  upload: NonNullable<Action['upload']>,
  form: URLSearchParams,
): Promise<{ refused: SafeHtml } | { uploaded: SafeHtml } | undefined> {
  const file = p.files?.get(FILE_FIELD);
  // a file input left empty sends an empty part without a filename
  if (!file || (file.size === 0 && !file.filename)) return undefined;
  const key = form.get('idempotency_key');
  const answer = await callApi(
    p.deps.api,
    p.session,
    {
      method: 'POST',
      path: '/v1/documents',
      multipart: { fields: { purpose: upload.purpose }, files: [{ name: FILE_FIELD, filename: file.filename, contentType: file.mimeType, data: file.data }] },
      // the action's key, told apart: sending the form again uploads the file once
      ...(key ? { idempotencyKey: `${key}-document` } : {}),
    },
    p.remoteAddress,
  );
  const documentId = (answer.body as { id?: unknown } | undefined)?.id;
  if (answer.status >= 300 || typeof documentId !== 'string')
    return {
      refused: notice(
        'bad',
        html`Upload of ${file.filename ?? 'the file'} refused: ${refusalText(answer)} Nothing else was done.${logLink(p, answer.requestId)}`,
      ),
    };
  form.set(upload.into, [form.get(upload.into) ?? '', documentId].filter((d) => d.trim()).join(','));
  return { uploaded: html`Uploaded ${file.filename ?? 'the file'} as document ${documentId}.${logLink(p, answer.requestId)} ` };
}

const logLink = (p: PageRequest, requestId: string | undefined) =>
  requestId && p.deps.requestLog ? html` <a href="${DASHBOARD}/logs/${requestId}">See the request</a>` : html` (request ${requestId ?? ''})`;

/** The list's form that makes a new object (catalogue.ts Create), folded until opened. */
function createForm(p: PageRequest, view: KindView, create: NonNullable<KindView['create']>): SafeHtml {
  return html`<details class="create"><summary>${create.label}</summary>
<form method="post" action="${DASHBOARD}/${view.kind}/new">
${actionFields(p.viewer)}
${controls('c', create.fields)}<button type="submit">${create.label}</button>
</form></details>`;
}

/** The create form's POST: the API's create operation, then the new object's page, or the list with the API's refusal. */
export async function runCreate(p: PageRequest, view: KindView): Promise<PageAnswer | undefined> {
  const create = view.create;
  if (!create) return undefined;
  const form = new URLSearchParams(p.form);
  try {
    const answer = await callApi(
      p.deps.api,
      p.session,
      { method: 'POST', path: create.path, body: create.body(form), idempotencyKey: form.get('idempotency_key') ?? undefined },
      p.remoteAddress,
    );
    const id = (answer.body as { id?: unknown } | undefined)?.id;
    if (answer.status < 300 && typeof id === 'string')
      return detailPage(p, view, id, notice('ok', html`${create.label}: done.${logLink(p, answer.requestId)}`));
    return listPage(p, view, notice('bad', html`${create.label} refused: ${refusalText(answer)}${logLink(p, answer.requestId)}`));
  } catch (error) {
    if (error instanceof KeyUnusable) return listPage(p, view, notice('bad', error.message));
    throw error;
  }
}

/** An action's POST: the API call it stands for, then the page again with what the API answered. */
export async function runAction(p: PageRequest, view: KindView, id: string, name: string): Promise<PageAnswer> {
  const entity = await entityOf(p, view, id);
  const action = entity ? actionsFor(view, entity, p.session.mode).find((a) => a.name === name) : undefined;
  if (!entity || !action) return detailPage(p, view, id, notice('bad', 'That action is not offered for this object now.'));
  const form = new URLSearchParams(p.form);
  try {
    const upload = action.upload ? await uploadEvidence(p, action.upload, form) : undefined;
    if (upload && 'refused' in upload) return detailPage(p, view, id, upload.refused);
    const answer = await callApi(
      p.deps.api,
      p.session,
      {
        method: action.method,
        path: action.path(entity, form),
        body: action.body ? action.body(form, entity) : {},
        idempotencyKey: form.get('idempotency_key') ?? undefined,
      },
      p.remoteAddress,
    );
    const uploaded = upload && 'uploaded' in upload ? upload.uploaded : '';
    const outcome =
      answer.status < 300
        ? notice('ok', html`${uploaded}${action.label}: done.${logLink(p, answer.requestId)}`)
        : notice('bad', html`${uploaded}${action.label} refused: ${refusalText(answer)}${logLink(p, answer.requestId)}`);
    return detailPage(p, view, id, outcome);
  } catch (error) {
    if (error instanceof KeyUnusable) return detailPage(p, view, id, notice('bad', error.message));
    throw error;
  }
}
