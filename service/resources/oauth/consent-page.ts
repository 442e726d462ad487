/**
 * The consent page (spec authorizeOAuth): who asks (the client's registered name and home
 * page), what `read_only` allows, where the browser goes next, and the merchant's key pair to
 * approve. Server-rendered like the checkout: the same inline stylesheet allowed by its hash,
 * no script, nothing from another origin; every value goes through `html`, which escapes it.
 */
import { html } from '../../checkout/html.js';
import { layout } from '../../checkout/page.js';
import { CHECKOUT_CSS_HASH } from '../../checkout/style.js';
import type { RegisteredClient } from './clients.js';

/** The authorization request the page carries in hidden fields (spec DecideOAuthAuthorizationBody). */
export interface ConsentRequest {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state?: string | undefined;
  /** absent when a confidential client sent no PKCE challenge (spec authorizeOAuth rule 3) */
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
}

export interface ConsentView {
  client: RegisteredClient;
  request: ConsentRequest;
  csrfToken: string;
  /** shown above the form after a wrong key pair */
  error?: string;
  /** the key id typed before, kept after a wrong secret */
  keyId?: string | undefined;
}

/**
 * `form-action` must allow the redirect that follows the post (CSP3 applies it to redirects
 * after a form submission: https://www.w3.org/TR/CSP3/#directive-form-action): this origin and
 * the redirect URI's origin, or its scheme for a native app's private-use URI (RFC 8252).
 */
export function consentCsp(redirectUri: string): string {
  const url = new URL(redirectUri);
  const target = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
  return ["default-src 'none'", `style-src ${CHECKOUT_CSS_HASH}`, `form-action 'self' ${target}`, "base-uri 'none'", "frame-ancestors 'none'"].join('; ');
}

function hidden(request: ConsentRequest) {
  return Object.entries(request)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">\n`);
}

export function consentPage(view: ConsentView): string {
  const { client, request } = view;
  const destination = new URL(request.redirect_uri);
  const body = html`<header>
<p class="merchant">Paisa: connect an application</p>
<h1><strong>${client.client_name}</strong> asks to read your Paisa account</h1>
${client.client_uri ? html`<p class="note">Its home page: <a href="${client.client_uri}" rel="noopener noreferrer">${client.client_uri}</a></p>` : ''}
</header>
<section aria-labelledby="scope-heading">
<h2 id="scope-heading">It will be able to</h2>
<ul>
<li>read your payments, orders, refunds, invoices, customers, settlements and every other record of the mode of the key you sign in with;</li>
<li>for one hour at a time, renewed while you do not revoke it.</li>
</ul>
<p class="note">It cannot create, change or delete anything (scope <code>read_only</code>).</p>
<p class="note">After you answer, your browser goes back to <code>${destination.protocol === 'http:' || destination.protocol === 'https:' ? destination.host : destination.protocol}</code>.</p>
</section>
${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
<form method="post" action="/oauth/authorize">
${hidden(request)}<input type="hidden" name="csrf_token" value="${view.csrfToken}">
<fieldset>
<legend>Sign in with your API key to approve</legend>
<div class="field"><label for="key_id">Key id</label><input type="text" id="key_id" name="key_id" autocomplete="username" maxlength="64" required value="${view.keyId ?? ''}"></div>
<div class="field"><label for="key_secret">Key secret</label><input type="password" id="key_secret" name="key_secret" autocomplete="current-password" maxlength="128" required></div>
</fieldset>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" formnovalidate class="secondary">Deny</button>
</form>`;
  return layout(`Approve ${client.client_name}`, body);
}
