/**
 * The OAuth consent page in a real browser (headless Chromium, Debian's `chromium`, driven by
 * playwright-core): an application registered with oauth4webapi sends the merchant's browser to
 * /oauth/authorize with a PKCE challenge; the merchant fills in the key pair by the labels and
 * presses Approve; the browser lands on the application's loopback callback with `code`,
 * `state` and `iss`, which the application exchanges (oauth4webapi) for a token that reads an
 * invoice through the generated client. Deny lands there with `access_denied`. The page loads
 * nothing but itself (every request the browser makes is recorded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oauth from 'oauth4webapi';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/client/index.js';
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from '../support/chromium.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { authorizationUrl } from '../support/oauth-client.js';

const insecure = { [oauth.allowInsecureRequests]: true };

const available = chromiumAvailable;
if (!available) console.warn(`skipping the OAuth browser test: ${CHROMIUM} is absent (apt-get install chromium; .ci/run installs it)`);

describe.skipIf(!available)('OAuth consent in a browser (e2e)', () => {
  let gw: TestGateway;
  let browser: BrowserContext;
  let profile: string;
  let app: Server;
  let callback: string;
  const landed: URL[] = [];

  beforeAll(async () => {
    gw = await startGateway();
    // the application's own page behind its redirect URI
    app = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname !== '/callback') return void res.writeHead(404).end();
      landed.push(new URL(req.url ?? '/', callback));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Acme reporting</title><h1>Back at Acme</h1>');
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    callback = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
    profile = mkdtempSync(join(tmpdir(), 'paisa-chromium-oauth-'));
    browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
    await new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve()));
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('the merchant approves with its key pair; the application reads with the token it gets', async () => {
    const issuer = new URL(`${gw.baseUrl}/oauth`);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    const client = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        { client_name: 'Acme reporting', redirect_uris: [callback], client_uri: 'https://acme.example' },
        insecure,
      ),
    );
    const invoice = await gw
      .client('test')
      .invoices.create({ type: 'link', currency: 'INR', line_items: [{ name: 'Tea', amount: 100, quantity: 1 }], sms_notify: '0', email_notify: '0' });

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto((await authorizationUrl(as, client.client_id, callback, { verifier, state })).href);
    await page.getByRole('heading', { name: /Acme reporting asks to read your Paisa account/ }).waitFor();
    await page.getByLabel('Key id', { exact: true }).fill(gw.keys.test.keyId);
    await page.getByLabel('Key secret', { exact: true }).fill('a wrong secret');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('The key id or key secret is wrong.').waitFor();
    await page.getByLabel('Key secret', { exact: true }).fill(gw.keys.test.secret);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('heading', { name: 'Back at Acme' }).waitFor({ timeout: 15_000 });

    const back = landed.at(-1)!;
    const params = oauth.validateAuthResponse(as, client, back, state);
    const auth = oauth.ClientSecretBasic(client.client_secret as string);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, auth, params, callback, verifier, insecure),
    );
    const read = await createClient({ baseUrl: gw.apiUrl, auth: { bearer: tokens.access_token }, retry: { retries: 0 } }).invoices.fetch(invoice.id);
    expect(read.id).toBe(invoice.id);
    // nothing but the gateway's own pages and the application's callback was loaded
    const origins = new Set(requested.map((url) => new URL(url).origin));
    expect([...origins].sort()).toEqual([gw.baseUrl, new URL(callback).origin].sort());
    await page.close();
  });

  it('the merchant denies: the application gets access_denied with its state, and no code', async () => {
    const issuer = new URL(`${gw.baseUrl}/oauth`);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    const client = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(as, { client_name: 'Nosy app', redirect_uris: [callback] }, insecure),
    );
    const page = await browser.newPage();
    await page.goto((await authorizationUrl(as, client.client_id, callback, { state: 'deny-state' })).href);
    await page.getByRole('button', { name: 'Deny', exact: true }).click();
    await page.getByRole('heading', { name: 'Back at Acme' }).waitFor({ timeout: 15_000 });
    const back = landed.at(-1)!;
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state: 'deny-state' });
    expect(back.searchParams.has('code')).toBe(false);
    await page.close();
  });
});
