/**
 * Signing in: a key pair of the mode the dashboard is to show, checked exactly as the API checks
 * one (the gateway's authenticate: constant time, and the same throttle on failed attempts per
 * key id and address, security/failure-throttle.ts), on a form with a signed double-submit CSRF
 * token (security/form-token.ts, as the checkout's). The secret is used for this check only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFor, errorCatalogue, Refusal } from '../../generated/server/index.js';
import { readForm } from '../checkout/form.js';
import { html } from '../checkout/html.js';
import { formTokenValid, issueFormToken } from '../security/form-token.js';
import type { DashboardDeps } from './context.js';
import { document, notice } from './layout.js';
import { DASHBOARD } from './paths.js';
import { redirect, sendHtml } from './respond.js';
import { startSession } from './session.js';

const PURPOSE = 'paisa dashboard sign-in v1';
const PATH = `${DASHBOARD}/sign-in`;
const COOKIE = { name: 'paisa_dashboard_signin', path: PATH, maxAgeSeconds: 3600 };

export function signInPage(deps: DashboardDeps, res: ServerResponse, status = 200, message?: string): void {
  const token = issueFormToken(deps.formKey, PURPOSE, [PATH], COOKIE, deps.sessions.secure);
  const body = html`<main class="signin" id="main">
<h1>Sign in to the Paisa dashboard</h1>
${message ? notice('bad', message) : ''}
<p>Use a key pair: a test key shows test mode, a live key live mode. The secret is checked and not kept.</p>
<form method="post" action="${PATH}">
<input type="hidden" name="csrf_token" value="${token.field}">
<div class="field"><label for="key_id">Key id</label><input id="key_id" name="key_id" autocomplete="username" required maxlength="64" placeholder="paisa_test_…"></div>
<div class="field"><label for="key_secret">Key secret</label><input id="key_secret" name="key_secret" type="password" autocomplete="current-password" required maxlength="128"></div>
<button type="submit">Sign in</button>
</form>
</main>`;
  sendHtml(res, status, document('Sign in', body), { 'set-cookie': token.cookie });
}

export async function signIn(deps: DashboardDeps, req: IncomingMessage, res: ServerResponse, remoteAddress: string): Promise<void> {
  const form = await readForm(req);
  if (!formTokenValid(deps.formKey, PURPOSE, [PATH], req, COOKIE.name, form.get('csrf_token')))
    return signInPage(deps, res, 400, 'This form has expired. Sign in again.');
  const keyId = form.get('key_id')?.trim() ?? '';
  const secret = form.get('key_secret') ?? '';
  let mode: Awaited<ReturnType<DashboardDeps['signIn']>>;
  try {
    mode = keyId && secret ? await deps.signIn(keyId, secret, remoteAddress) : null;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const answer = answerFor(errorCatalogue, error);
    return signInPage(deps, res, answer.status, answer.body.error.description);
  }
  if (!mode) return signInPage(deps, res, 401, 'That key id and secret do not match a key of this gateway.');
  const cookie = await startSession(deps.sessions, mode, keyId);
  redirect(res, DASHBOARD, { 'set-cookie': cookie });
}
