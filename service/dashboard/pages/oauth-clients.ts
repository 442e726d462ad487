/**
 * The OAuth applications of the session's mode, a section of the keys page: the connected clients
 * (listOAuthClients' rows, read from the store as every list page reads), a form that registers
 * one (createOAuthClient: its client secret shown on the answer page only) and, per client, a
 * disconnect button (deleteOAuthClient: every token of it for the mode is revoked). Actions go
 * through the API (api.ts callApi), at /dashboard/keys/oauth-clients/...
 */
import { html, type SafeHtml } from '../../checkout/html.js';
import type { RegisteredClient } from '../../resources/oauth/clients.js';
import { callApi, KeyUnusable, refusalText } from '../api.js';
import type { PageRequest } from '../context.js';
import { time } from '../format.js';
import { actionFields, notice } from '../layout.js';
import { DASHBOARD } from '../paths.js';

const CLIENT_ID = /^(client_)?[0-9A-Za-z]{14}$/;
const LISTED = 50;
const BASE = `${DASHBOARD}/keys/oauth-clients`;

function reveal(clientId: string, secret: string | undefined): SafeHtml {
  return html`<div class="reveal" role="status"><p><strong>The application's credentials${secret ? ', the secret shown this once' : ''}:</strong></p>
<dl class="fields"><dt>Client id</dt><dd class="mono">${clientId}</dd>${secret ? html`<dt>Client secret</dt><dd><pre id="client-secret">${secret}</pre></dd>` : html`<dt>Client secret</dt><dd>none: a public client proves itself with PKCE</dd>`}</dl>
${secret ? html`<button type="button" class="secondary" data-copy="client-secret" hidden>Copy</button><p>Only its hash is stored; it is never shown again.</p>` : ''}</div>`;
}

/** The section: the connected applications, the register form, and what an action just did. */
export async function oauthClientsSection(p: PageRequest, outcome?: SafeHtml): Promise<SafeHtml> {
  const rows = await p.deps.store.transaction((tx) => tx.oauth.connections(p.session.mode, LISTED, 0), { readOnly: true });
  return html`<h2 id="oauth">OAuth applications</h2>${outcome ?? ''}
<div class="table-wrap"><table><caption class="muted">Connected to ${p.session.mode} mode: registered here, or approved with one of its keys; most recent first</caption>
<thead><tr><th scope="col">Client id</th><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Redirect URIs</th><th scope="col">Source</th><th scope="col">Connected</th><th scope="col">Actions</th></tr></thead>
<tbody>${
    rows.length
      ? rows.map((r) => {
          const client = JSON.parse(r.data) as RegisteredClient;
          return html`<tr><td class="mono">${r.client_id}</td><td>${client.client_name}</td><td>${client.token_endpoint_auth_method === 'none' ? 'public' : 'confidential'}</td><td class="mono">${client.redirect_uris.join(' ')}</td><td>${r.source}</td><td>${time(r.connected_at)}</td>
<td><form method="post" action="${BASE}/${r.client_id}/delete" data-confirm="Disconnect ${client.client_name}? Every token it holds for this mode is revoked.">${actionFields(p.viewer)}<button type="submit" class="danger">Disconnect</button></form></td></tr>`;
        })
      : html`<tr><td colspan="7">No application yet.</td></tr>`
  }</tbody></table></div>
<h3>Register an application</h3>
<div class="actions"><form method="post" action="${BASE}/create">${actionFields(p.viewer)}
<div class="field"><label for="o-name">Name (shown on the consent page)</label><input id="o-name" name="client_name" required maxlength="128"></div>
<div class="field"><label for="o-uris">Redirect URIs (one per line: https, or http on a loopback host)</label><textarea id="o-uris" name="redirect_uris" required maxlength="20000" rows="2"></textarea></div>
<div class="field"><label for="o-type">Type</label><select id="o-type" name="token_endpoint_auth_method"><option value="client_secret_post">confidential (a server: gets a secret)</option><option value="none">public (a browser or native app: PKCE only)</option></select></div>
<button type="submit">Register</button></form></div>`;
}

/** POST /dashboard/keys/oauth-clients/create and /{client_id}/delete: the section's outcome, for the keys page to show. */
export async function oauthClientAction(p: PageRequest): Promise<SafeHtml | undefined> {
  const [, , id, name] = p.segments;
  const form = p.form ?? new URLSearchParams();
  const idempotencyKey = form.get('idempotency_key') ?? undefined;
  try {
    if (id === 'create' && name === undefined) {
      const uris = (form.get('redirect_uris') ?? '')
        .split(/\s+/)
        .map((u) => u.trim())
        .filter(Boolean);
      const method = form.get('token_endpoint_auth_method') === 'none' ? 'none' : 'client_secret_post';
      const answer = await callApi(
        p.deps.api,
        p.session,
        {
          method: 'POST',
          path: '/v1/oauth_clients',
          body: { client_name: form.get('client_name') ?? '', redirect_uris: uris, token_endpoint_auth_method: method },
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
        p.remoteAddress,
      );
      const made = answer.body as { client_id?: string; client_secret?: string };
      return answer.status < 300 && made.client_id
        ? oauthClientsSection(p, html`${notice('ok', 'Application registered.')}${reveal(made.client_id, made.client_secret)}`)
        : oauthClientsSection(p, notice('bad', `Not registered: ${refusalText(answer)}`));
    }
    if (id !== undefined && CLIENT_ID.test(id) && name === 'delete') {
      const answer = await callApi(p.deps.api, p.session, { method: 'DELETE', path: `/v1/oauth_clients/${id}` }, p.remoteAddress);
      return oauthClientsSection(
        p,
        answer.status < 300
          ? notice('ok', `Application ${id} disconnected; its tokens are revoked.`)
          : notice('bad', `Not disconnected: ${refusalText(answer)}`),
      );
    }
  } catch (error) {
    if (error instanceof KeyUnusable) return oauthClientsSection(p, notice('bad', error.message));
    throw error;
  }
  return undefined;
}
