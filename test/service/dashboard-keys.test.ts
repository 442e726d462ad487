/**
 * The dashboard's API keys page on both engines, as a browser without script uses it: keys
 * listed with their state, a key created (its secret on the answer page only, escaped, redacted
 * in the request log), rolled with an overlap, revoked; revoking the key the session signed in
 * with ends the session; a form without its CSRF token changes nothing; OAuth applications
 * registered (the client secret shown once) and disconnected. Every action is an API request
 * with source `dashboard`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client/index.js';
import { DashboardBrowser } from '../support/dashboard-browser.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError } from './payments-support.js';

const SECRET = /<pre id="secret"[^>]*>([0-9A-Za-z]{24})<\/pre>/;
const NEW_KEY = /<dt>Key id<\/dt><dd class="mono">(paisa_test_[0-9A-Za-z]{14})<\/dd>/;

describe.each(ENGINES)('dashboard API keys (%s)', (engine) => {
  let gw: TestGateway;
  const as = (keyId: string, secret: string) => createClient({ baseUrl: gw.apiUrl, auth: { keyId, keySecret: secret }, retry: { retries: 0 } });
  const fresh = () => `${crypto.randomUUID()}`;

  beforeAll(async () => {
    gw = await startGateway({ engine, env: { PAISA_REQUEST_LOG_KEEP: '1000' } });
  }, 60_000);
  afterAll(async () => gw?.stop());

  async function logged(operationId: string): Promise<{ source: string; response_body: string | null }[]> {
    await gw.app.requestLog?.writer.flush();
    return gw.ctx.store.transaction(
      (tx) =>
        tx.sql.all<{ source: string; response_body: string | null }>('SELECT source, response_body FROM request_log WHERE operation_id = ?', [operationId]),
      { readOnly: true },
    );
  }

  it('creates a key (its secret on the answer page only), rolls it with an overlap, and revokes the old one', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const list = await browser.get('/dashboard/keys');
    expect(list.status).toBe(200);
    expect(list.html).toContain(gw.keys.test.keyId);
    expect(list.html).toContain('(this session)');
    expect(list.html).toContain('set in the configuration');

    const created = await browser.post('/dashboard/keys/create', { name: '<script>alert(1)</script>', idempotency_key: fresh() }, list);
    expect(created.status).toBe(200);
    const secret = SECRET.exec(created.html)?.[1] ?? '';
    const keyId = NEW_KEY.exec(created.html)?.[1] ?? '';
    expect(secret).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(created.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(created.html).not.toContain('<script>alert(1)');
    await as(keyId, secret).items.list();
    // shown once: never on the page again, never in the request log
    const again = await browser.get('/dashboard/keys');
    expect(again.html).toContain(keyId);
    expect(again.html).not.toContain(secret);
    const rows = await logged('createApiKey');
    expect(rows.map((r) => r.source)).toContain('dashboard');
    expect(JSON.stringify(rows)).not.toContain(secret);

    const rolled = await browser.post(`/dashboard/keys/${keyId}/roll`, { expires_in: '3600', idempotency_key: fresh() }, again);
    const newSecret = SECRET.exec(rolled.html)?.[1] ?? '';
    const newId = NEW_KEY.exec(rolled.html)?.[1] ?? '';
    expect(newId).not.toBe(keyId);
    expect(rolled.html).toContain(`replaced by <span class="mono">${newId}</span>`);
    expect(rolled.html).toContain('status-wait">expiring');
    // both work during the overlap
    await as(keyId, secret).items.list();
    await as(newId, newSecret).items.list();
    expect(JSON.stringify(await logged('rollApiKey'))).not.toContain(newSecret);

    const revoked = await browser.post(`/dashboard/keys/${keyId}/revoke`, { idempotency_key: fresh() }, rolled);
    expect(revoked.html).toContain(`Key ${keyId} revoked.`);
    expect((await apiError(as(keyId, secret).items.list())).status).toBe(401);
    await as(newId, newSecret).items.list();
    // the configured key is not the dashboard's to revoke: the API refuses, the page says why
    const refused = await browser.post(`/dashboard/keys/${gw.keys.test.keyId}/revoke`, { idempotency_key: fresh() }, revoked);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('PAISA_TEST_KEY_ID');
  });

  it('revoking the key the session signed in with ends the session', async () => {
    const key = await gw.client('test').apiKeys.create({ name: 'session' });
    const browser = new DashboardBrowser(gw.baseUrl);
    const form = await browser.get('/dashboard/sign-in');
    await browser.post('/dashboard/sign-in', { key_id: key.id, key_secret: key.secret as string }, form);
    const list = await browser.get('/dashboard/keys');
    expect(list.html).toContain('(this session)');
    const after = await browser.post(`/dashboard/keys/${key.id}/revoke`, { idempotency_key: fresh() }, list);
    expect(after.url).toContain('/dashboard/sign-in');
    const back = await browser.get('/dashboard/keys');
    expect(back.url).toContain('/dashboard/sign-in');
    expect((await apiError(as(key.id, key.secret as string).items.list())).status).toBe(401);
    // and the revoked key cannot sign in again
    const retry = await browser.get('/dashboard/sign-in');
    const refused = await browser.post('/dashboard/sign-in', { key_id: key.id, key_secret: key.secret as string }, retry);
    expect(refused.url).toContain('/dashboard/sign-in');
  });

  it('a form without its CSRF token changes nothing', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const before = (await gw.client('test').apiKeys.list({ count: 100 })).count;
    const forged = await browser.post('/dashboard/keys/create', { name: 'forged', idempotency_key: fresh() });
    expect(forged.status).toBe(403);
    expect((await gw.client('test').apiKeys.list({ count: 100 })).count).toBe(before);
  });

  it('registers an OAuth application (the client secret shown once) and disconnects it', async () => {
    const browser = new DashboardBrowser(gw.baseUrl);
    await browser.signIn(gw);
    const list = await browser.get('/dashboard/keys');
    expect(list.html).toContain('OAuth applications');
    const made = await browser.post(
      '/dashboard/keys/oauth-clients/create',
      {
        client_name: 'Books & <Co>',
        redirect_uris: 'https://books.example/callback',
        token_endpoint_auth_method: 'client_secret_post',
        idempotency_key: fresh(),
      },
      list,
    );
    const clientSecret = /<pre id="client-secret"[^>]*>([^<]+)<\/pre>/.exec(made.html)?.[1] ?? '';
    const clientId = /<dt>Client id<\/dt><dd class="mono">([0-9A-Za-z]{14})<\/dd>/.exec(made.html)?.[1] ?? '';
    expect(clientSecret.length).toBeGreaterThanOrEqual(32);
    expect(made.html).toContain('Books &amp; &lt;Co&gt;');
    expect((await gw.client('test').oauthClients.fetch(clientId)).source).toBe('api');
    const again = await browser.get('/dashboard/keys');
    expect(again.html).toContain(clientId);
    expect(again.html).not.toContain(clientSecret);
    expect(JSON.stringify(await logged('createOAuthClient'))).not.toContain(clientSecret);

    const gone = await browser.post(`/dashboard/keys/oauth-clients/${clientId}/delete`, { idempotency_key: fresh() }, again);
    expect(gone.html).toContain(`Application ${clientId} disconnected`);
    expect((await apiError(gw.client('test').oauthClients.fetch(clientId))).status).toBe(400);
    const refused = await browser.post(
      '/dashboard/keys/oauth-clients/create',
      { client_name: 'x', redirect_uris: 'ftp://nope', idempotency_key: fresh() },
      gone,
    );
    expect(refused.html).toContain('Not registered');
    expect((await logged('deleteOAuthClient')).map((r) => r.source)).toContain('dashboard');
  });
});
