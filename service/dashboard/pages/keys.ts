/**
 * API keys of the session's mode: list, create (the secret shown on the answer page only), roll
 * (the new key's secret shown once; the old key keeps working for the time chosen), revoke, each
 * through the API (createApiKey, rollApiKey, revokeApiKey). Revoking the key this session signed
 * in with, or rolling it away at once, ends the session (the API deletes its sessions), so the
 * browser is sent to sign in. Keys set in the configuration are shown, never changed here
 * (revokeApiKey rule 3). OAuth applications are oauth-clients.ts's, below the keys.
 */
import { html, type SafeHtml } from '../../checkout/html.js';
import { keyWorks } from '../../key-cache.js';
import { KEY_ID_PATTERN } from '../../keys.js';
import type { ApiKeyRow } from '../../store/api-keys.js';
import { callApi, KeyUnusable, refusalText } from '../api.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { status, time } from '../format.js';
import { actionFields, notice, page } from '../layout.js';
import { DASHBOARD } from '../paths.js';
import { oauthClientAction, oauthClientsSection } from './oauth-clients.js';

/** Keys a page lists (createApiKey rule 2 allows 100 working keys, the rest are recently stopped). */
const LISTED = 100;

/** rollApiKey's `expires_in` choices. */
const OVERLAPS: readonly [number, string][] = [
  [0, 'at once'],
  [3600, 'in 1 hour'],
  [86_400, 'in 24 hours'],
  [604_800, 'in 7 days'],
];

function stateOf(row: ApiKeyRow, now: number): string {
  if (row.expires_at === null) return 'active';
  return keyWorks(row, now) ? 'expiring' : 'revoked';
}

/** The key pair, shown on the page that answers its creation or roll and never again. */
function reveal(keyId: string, secret: string): SafeHtml {
  return html`<div class="reveal" role="status"><p><strong>The new key, its secret shown this once:</strong></p>
<dl class="fields"><dt>Key id</dt><dd class="mono">${keyId}</dd><dt>Key secret</dt><dd><pre id="secret">${secret}</pre></dd></dl>
<button type="button" class="secondary" data-copy="secret" hidden>Copy</button><p>Keep it where your server reads its configuration; only a hash and a sealed copy are stored, and it is never shown again.</p></div>`;
}

function actions(p: PageRequest, row: ApiKeyRow, now: number): SafeHtml | string {
  if (row.source === 'environment') return html`<span class="muted">set in the configuration</span>`;
  if (!keyWorks(row, now)) return '';
  const own = row.key_id === p.session.keyId;
  const roll =
    row.expires_at === null
      ? html`<form method="post" action="${DASHBOARD}/keys/${row.key_id}/roll" data-confirm="Roll ${row.key_id}? A new key replaces it.">${actionFields(p.viewer)}
<select name="expires_in" aria-label="When the old key stops">${OVERLAPS.map(([seconds, label]) => html`<option value="${seconds}">old key stops ${label}</option>`)}</select>
<button type="submit" class="secondary">Roll</button></form>`
      : '';
  const warn = own ? ' You signed in with it: this session ends.' : '';
  return html`<div class="actions">${roll}<form method="post" action="${DASHBOARD}/keys/${row.key_id}/revoke" data-confirm="Revoke ${row.key_id}? Requests with it are refused from now on.${warn}">${actionFields(p.viewer)}<button type="submit" class="danger">Revoke</button></form></div>`;
}

async function listKeys(p: PageRequest, outcome?: SafeHtml, status_ = 200, oauthOutcome?: SafeHtml): Promise<PageAnswer> {
  const rows = await p.deps.store.transaction((tx) => tx.apiKeys.page(p.session.mode, LISTED, 0), { readOnly: true });
  const now = p.deps.clock.now();
  const oauth = oauthOutcome ?? (await oauthClientsSection(p));
  const body = html`${outcome ?? ''}
<div class="table-wrap"><table><caption class="muted">${p.session.mode} mode, newest first; stopped keys are listed for 30 days</caption>
<thead><tr><th scope="col">Key id</th><th scope="col">Name</th><th scope="col">Source</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Stops</th><th scope="col">Actions</th></tr></thead>
<tbody>${rows.map(
    (r) =>
      html`<tr><td class="mono">${r.key_id}${r.key_id === p.session.keyId ? html` <span class="muted">(this session)</span>` : ''}</td><td>${r.name ?? ''}</td><td>${r.source}</td><td>${status(stateOf(r, now))}${r.replaced_by ? html` <span class="muted">replaced by <span class="mono">${r.replaced_by}</span></span>` : ''}</td><td>${time(r.created_at)}</td><td>${time(r.expires_at)}</td><td>${actions(p, r, now)}</td></tr>`,
  )}</tbody></table></div>
<h2>Create a key</h2>
<div class="actions"><form method="post" action="${DASHBOARD}/keys/create">${actionFields(p.viewer)}
<div class="field"><label for="k-name">Name (what uses it)</label><input id="k-name" name="name" maxlength="64"></div>
<button type="submit">Create key</button></form></div>
<p class="muted">A new key is of this session's mode (${p.session.mode}). Keys set with PAISA_TEST_KEY_ID / PAISA_LIVE_KEY_ID are changed in the configuration (README, Configuration).</p>
${oauth}`;
  return { status: status_, html: page(p.viewer, '/keys', 'API keys', body) };
}

async function act(p: PageRequest, keyId: string | undefined, name: string): Promise<PageAnswer | undefined> {
  const form = p.form ?? new URLSearchParams();
  const idempotencyKey = form.get('idempotency_key') ?? undefined;
  const call = (path: string, body: unknown) =>
    callApi(p.deps.api, p.session, { method: 'POST', path, body, ...(idempotencyKey ? { idempotencyKey } : {}) }, p.remoteAddress);
  try {
    if (keyId === undefined && name === 'create') {
      const label = form.get('name') || undefined;
      const answer = await call('/v1/api_keys', label ? { name: label } : {});
      const made = answer.body as { id?: string; secret?: string };
      return answer.status < 300 && made.id && made.secret
        ? listKeys(p, html`${notice('ok', 'Key created.')}${reveal(made.id, made.secret)}`)
        : listKeys(p, notice('bad', `Not created: ${refusalText(answer)}`), 400);
    }
    if (keyId === undefined || !KEY_ID_PATTERN.test(keyId)) return undefined;
    if (name === 'roll') {
      const expiresIn = Number(form.get('expires_in') ?? '0');
      const answer = await call(`/v1/api_keys/${keyId}/roll`, { expires_in: Number.isInteger(expiresIn) ? expiresIn : -1 });
      const made = answer.body as { id?: string; secret?: string };
      if (answer.status >= 300 || !made.id || !made.secret) return listKeys(p, notice('bad', `Not rolled: ${refusalText(answer)}`), 400);
      const outcome = html`${notice('ok', `Key ${keyId} rolled.`)}${reveal(made.id, made.secret)}`;
      // the session's own key stopped at once: the API ended this session; the page shows the new pair once
      if (keyId === p.session.keyId && expiresIn === 0)
        return { html: page(p.viewer, '/keys', 'API keys', html`${outcome}<p><a href="${DASHBOARD}/sign-in">Sign in with the new key</a></p>`) };
      return listKeys(p, outcome);
    }
    if (name === 'revoke') {
      const answer = await call(`/v1/api_keys/${keyId}/revoke`, undefined);
      if (answer.status >= 300) return listKeys(p, notice('bad', `Not revoked: ${refusalText(answer)}`), 400);
      // revokeApiKey: the key's sessions were deleted with it, this one included
      if (keyId === p.session.keyId) return { redirect: `${DASHBOARD}/sign-in` };
      return listKeys(p, notice('ok', `Key ${keyId} revoked.`));
    }
  } catch (error) {
    if (error instanceof KeyUnusable) return listKeys(p, notice('bad', error.message), 400);
    throw error;
  }
  return undefined;
}

export async function keysRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  const [, id, sub] = p.segments;
  const method = p.req.method ?? 'GET';
  if (method === 'GET' && id === undefined) return listKeys(p);
  if (method === 'POST' && id === 'create' && sub === undefined) return act(p, undefined, 'create');
  if (method === 'POST' && id === 'oauth-clients') {
    const section = await oauthClientAction(p);
    return section ? listKeys(p, undefined, 200, section) : undefined;
  }
  if (method === 'POST' && id !== undefined && sub !== undefined && p.segments.length === 3) return act(p, id, sub);
  return undefined;
}
