/**
 * API keys: which key this session signed in with, its mode, and how keys are made. The
 * interface document has no operation for keys (they come from the configuration, README
 * "Running the gateway"), so the dashboard shows them and changes nothing: creating, rolling and
 * revoking keys from here waits for those operations in the spec.
 */
import { html } from '../../checkout/html.js';
import type { PageAnswer, PageRequest } from '../context.js';
import { time } from '../format.js';
import { notice, page } from '../layout.js';

export async function keysRoute(p: PageRequest): Promise<PageAnswer | undefined> {
  if (p.segments.length !== 1 || (p.req.method ?? 'GET') !== 'GET') return undefined;
  const key = await p.deps.store.transaction((tx) => tx.apiKeys.get(p.session.keyId), { readOnly: true });
  const body = html`<dl class="fields"><dt>Signed in with</dt><dd class="mono">${p.session.keyId}</dd><dt>Mode</dt><dd>${p.session.mode}</dd>
<dt>Created</dt><dd>${time(key ? Number(key.created_at) : null)}</dd><dt>Secret</dt><dd>never shown again: only its hash and a sealed copy are stored</dd></dl>
${notice('info', 'Keys are set with PAISA_TEST_KEY_ID / PAISA_TEST_KEY_SECRET and PAISA_LIVE_KEY_ID / PAISA_LIVE_KEY_SECRET (README, Configuration); the interface has no key operation for the dashboard to call yet.')}`;
  return { html: page(p.viewer, '/keys', 'API keys', body) };
}
