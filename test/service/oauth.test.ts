/**
 * The OAuth 2.0 server (spec tag `oauth`) driven by oauth4webapi, a maintained OAuth client
 * library, as a client application would use it: discovery (RFC 8414, by issuer path
 * insertion), dynamic registration (RFC 7591), the authorization code flow with PKCE through
 * the consent form (posted as a browser posts it; test/e2e/oauth.e2e.test.ts clicks it in
 * Chromium), a read with the bearer token through the generated client, refresh rotation and
 * reuse detection, client credentials with the key pair, revocation (RFC 7009), expiry on test
 * mode's clock; and the RFCs' negative cases, each with its error and no change. Both engines.
 */
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, PaisaApiError } from '../../generated/client/index.js';
import { newConsentToken } from '../../service/resources/oauth/consent-token.js';
import { hashSecret } from '../../service/security/secret-hash.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { authorizationUrl } from '../support/oauth-client.js';

const REDIRECT = 'http://127.0.0.1:9/callback';
/** An authorization request without PKCE: both parameters blank, which counts as absent (authorizeOAuth rule 2). */
const NO_PKCE = { code_challenge: '', code_challenge_method: '' };
const insecure = { [oauth.allowInsecureRequests]: true };

interface Flow {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
}

/** The consent form of a GET /authorize page: its hidden fields and the cookie it set. */
async function openConsent(url: URL): Promise<{ status: number; fields: Record<string, string>; cookie: string; html: string; headers: Headers }> {
  const res = await fetch(url, { redirect: 'manual' });
  const html = await res.text();
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g))
    fields[match[1]] = match[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { status: res.status, fields, cookie, html, headers: res.headers };
}

async function postConsent(base: string, form: Record<string, string>, cookie: string): Promise<Response> {
  return fetch(`${base}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(form).toString(),
  });
}

describe.each(ENGINES)('OAuth server (%s)', (engine) => {
  let gw: TestGateway;
  let issuer: URL;
  let as: oauth.AuthorizationServer;

  beforeAll(async () => {
    gw = await startGateway({ engine });
    issuer = new URL(`${gw.baseUrl}/oauth`);
    // RFC 8414 section 3.1: oauth4webapi asks for /.well-known/oauth-authorization-server/oauth
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  }, 60_000);
  afterAll(async () => gw?.stop());

  async function register(metadata: Record<string, unknown> = {}): Promise<Flow> {
    const res = await oauth.dynamicClientRegistrationRequest(
      as,
      { client_name: 'Acme reporting', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], ...metadata },
      insecure,
    );
    const client = await oauth.processDynamicClientRegistrationResponse(res);
    const auth = typeof client.client_secret === 'string' ? oauth.ClientSecretBasic(client.client_secret) : oauth.None();
    return { as, client, auth };
  }

  /** Authorization request (without PKCE when `verifier` is null) -> consent approved with the test key -> the callback URL. */
  async function approve(flow: Flow, verifier: string | null, state: string, key = gw.keys.test): Promise<URL> {
    const change = verifier === null ? NO_PKCE : {};
    const consent = await openConsent(
      await authorizationUrl(as, flow.client.client_id, REDIRECT, { ...(verifier === null ? {} : { verifier }), state, change }),
    );
    expect(consent.status).toBe(200);
    const res = await postConsent(gw.baseUrl, { ...consent.fields, decision: 'approve', key_id: key.keyId, key_secret: key.secret }, consent.cookie);
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  }

  async function codeTokens(flow: Flow): Promise<oauth.TokenEndpointResponse> {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, state), state);
    const res = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure);
    return oauth.processAuthorizationCodeResponse(as, flow.client, res);
  }

  const bearerClient = (token: string) => createClient({ baseUrl: gw.apiUrl, auth: { bearer: token }, retry: { retries: 0 } });
  const readWith = (token: string) => bearerClient(token).payments.list();
  async function status(thunk: () => Promise<unknown>): Promise<number> {
    try {
      await thunk();
      return 200;
    } catch (error) {
      if (error instanceof PaisaApiError) return error.status;
      throw error;
    }
  }

  it('serves the same metadata at {auth_url}/.well-known and at the issuer path insertion URL', async () => {
    const direct = await (await fetch(`${issuer}/.well-known/oauth-authorization-server`)).json();
    expect(direct).toEqual(as);
    expect(as).toMatchObject({
      issuer: issuer.href,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/revoke`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it('runs the code flow with PKCE: the token reads through the generated client in the mode of the approving key', async () => {
    const flow = await register();
    expect(flow.client.client_secret).toEqual(expect.any(String));
    const tokens = await codeTokens(flow);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'read_only' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const invoice = await gw
      .client('test')
      .invoices.create({ type: 'link', currency: 'INR', line_items: [{ name: 'Tea', amount: 100, quantity: 1 }], sms_notify: '0', email_notify: '0' });
    const read = await bearerClient(tokens.access_token).invoices.fetch(invoice.id);
    expect(read.id).toBe(invoice.id);
    // the secret and the tokens are stored hashed: no row holds them
    const rows = await gw.ctx.store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM oauth_tokens'), { readOnly: true });
    const clients = await gw.ctx.store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM oauth_clients'), { readOnly: true });
    const dump = JSON.stringify([rows, clients]);
    for (const secret of [tokens.access_token, tokens.refresh_token!, flow.client.client_secret as string]) expect(dump).not.toContain(secret);
  });

  it('a live key approves for live mode: the token sees live data only', async () => {
    const flow = await register();
    const verifier = oauth.generateRandomCodeVerifier();
    const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, 's1', gw.keys.live), 's1');
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      flow.client,
      await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure),
    );
    const testInvoice = await gw
      .client('test')
      .invoices.create({ type: 'link', currency: 'INR', line_items: [{ name: 'Tea', amount: 100, quantity: 1 }], sms_notify: '0', email_notify: '0' });
    expect(await status(() => bearerClient(tokens.access_token).invoices.fetch(testInvoice.id))).toBe(400);
  });

  it('rotates refresh tokens, and a rotated one presented again revokes the whole grant', async () => {
    const flow = await register();
    const first = await codeTokens(flow);
    const second = await oauth.processRefreshTokenResponse(
      as,
      flow.client,
      await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, first.refresh_token!, insecure),
    );
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await status(() => readWith(second.access_token))).toBe(200);
    // the old refresh token again: invalid_grant, and every token of the grant stops working
    const replay = await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, first.refresh_token!, insecure);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    for (const token of [first.access_token, second.access_token]) expect(await status(() => readWith(token))).toBe(401);
    const again = await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, second.refresh_token!, insecure);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("razorpay-node's documented refresh (grant_type authorization_code, a refresh_token, no code) is the refresh grant, rotation included", async () => {
    const flow = await register();
    const first = await codeTokens(flow);
    const refreshWith = (refreshToken: string) =>
      fetch(as.token_endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: flow.client.client_id,
          client_secret: flow.client.client_secret,
          grant_type: 'authorization_code',
          refresh_token: refreshToken,
        }),
      });
    const res = await refreshWith(first.refresh_token!);
    const second = (await res.json()) as { access_token: string; refresh_token: string };
    expect(res.status, JSON.stringify(second)).toBe(200);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await status(() => readWith(second.access_token))).toBe(200);
    const replay = await refreshWith(first.refresh_token!);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await status(() => readWith(second.access_token))).toBe(401);
  });

  it('client credentials with the key pair (Basic or in the body): an access token and no refresh token', async () => {
    const key = gw.keys.test;
    for (const auth of [oauth.ClientSecretBasic(key.secret), oauth.ClientSecretPost(key.secret)]) {
      const res = await oauth.clientCredentialsGrantRequest(as, { client_id: key.keyId }, auth, new URLSearchParams(), insecure);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const tokens = await oauth.processClientCredentialsResponse(as, { client_id: key.keyId }, res);
      expect(tokens.refresh_token).toBeUndefined();
      expect(await status(() => readWith(tokens.access_token))).toBe(200);
    }
  });

  it('revokes: a refresh token takes its grant with it; an access token only itself; another client cannot', async () => {
    const flow = await register();
    const other = await register();
    const tokens = await codeTokens(flow);
    // another client's revocation is answered 200 and changes nothing (RFC 7009 section 2.2)
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, other.client, other.auth, tokens.refresh_token!, insecure));
    expect(await status(() => readWith(tokens.access_token))).toBe(200);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, flow.client, flow.auth, tokens.refresh_token!, insecure));
    expect(await status(() => readWith(tokens.access_token))).toBe(401);
    const refresh = await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, tokens.refresh_token!, insecure);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });

    const more = await codeTokens(flow);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, flow.client, flow.auth, more.access_token, insecure));
    expect(await status(() => readWith(more.access_token))).toBe(401);
    const rotated = await oauth.processRefreshTokenResponse(
      as,
      flow.client,
      await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, more.refresh_token!, insecure),
    );
    expect(await status(() => readWith(rotated.access_token))).toBe(200);
  });

  it('an access token expires 3600 s after issue on test mode clock', async () => {
    const key = gw.keys.test;
    const tokens = await oauth.processClientCredentialsResponse(
      as,
      { client_id: key.keyId },
      await oauth.clientCredentialsGrantRequest(as, { client_id: key.keyId }, oauth.ClientSecretBasic(key.secret), new URLSearchParams(), insecure),
    );
    await gw.client('test').testHelpers.advanceClock({ by: 3590 });
    expect(await status(() => readWith(tokens.access_token))).toBe(200);
    await gw.client('test').testHelpers.advanceClock({ by: 11 });
    expect(await status(() => readWith(tokens.access_token))).toBe(401);
  });

  it('a token stops working when the key that approved it is deleted', async () => {
    const key = { keyId: `paisa_test_Oauth${engine}Gone`, secret: 'a-key-that-will-be-deleted-0001' };
    await gw.ctx.store.transaction((tx) => tx.apiKeys.upsert(key.keyId, 'test', hashSecret(key.secret), 'not sealed: this test never signs with it'));
    const tokens = await oauth.processClientCredentialsResponse(
      as,
      { client_id: key.keyId },
      await oauth.clientCredentialsGrantRequest(as, { client_id: key.keyId }, oauth.ClientSecretBasic(key.secret), new URLSearchParams(), insecure),
    );
    expect(await status(() => readWith(tokens.access_token))).toBe(200);
    await gw.ctx.store.transaction((tx) => tx.apiKeys.delete(key.keyId));
    expect(await status(() => readWith(tokens.access_token))).toBe(401);
  });

  it('a public client (none) runs the flow with PKCE alone', async () => {
    const flow = await register({ token_endpoint_auth_method: 'none' });
    expect(flow.client.client_secret).toBeUndefined();
    const tokens = await codeTokens(flow);
    expect(await status(() => readWith(tokens.access_token))).toBe(200);
  });

  // spec authorizeOAuth rule 3 and exchangeOAuthToken rule 1 (RFC 9700 section 2.1.1): PKCE is
  // RECOMMENDED of a confidential client and required of a public one
  describe('PKCE by kind of client', () => {
    it('a confidential client may leave PKCE out: its code is exchanged with its secret and no verifier', async () => {
      const flow = await register();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, null, 'np'), 'np');
      const res = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, oauth.nopkce, insecure);
      const tokens = await oauth.processAuthorizationCodeResponse(as, flow.client, res);
      expect(await status(() => readWith(tokens.access_token))).toBe(200);
    });

    it('a verifier for a code issued without a challenge is invalid_grant and uses the code up (RFC 9700 section 4.8.2)', async () => {
      const flow = await register();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, null, 'dg'), 'dg');
      const downgraded = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, oauth.generateRandomCodeVerifier(), insecure);
      expect(downgraded.status).toBe(400);
      expect(await downgraded.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('without a code_challenge') });
      const right = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, oauth.nopkce, insecure);
      expect(await right.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('a code issued with a challenge needs its verifier: without it invalid_grant, and the code is used up (RFC 7636 section 4.5)', async () => {
      const flow = await register();
      const verifier = oauth.generateRandomCodeVerifier();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, 'nv'), 'nv');
      const without = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, oauth.nopkce, insecure);
      expect(without.status).toBe(400);
      expect(await without.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('code_verifier is required') });
      const right = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure);
      expect(await right.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('a public client without a challenge is sent back invalid_request, and its consent post without one issues nothing', async () => {
      const flow = await register({ token_endpoint_auth_method: 'none' });
      const res = await fetch(await authorizationUrl(as, flow.client.client_id, REDIRECT, { state: 'pub', change: NO_PKCE }), { redirect: 'manual' });
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location')!);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'invalid_request', state: 'pub', iss: issuer.href });
      expect(back.searchParams.get('error_description')).toContain('code_challenge is required');
      // the post re-checks it even with a consent token made for that request (the page never hands one out)
      const request = { client_id: flow.client.client_id, redirect_uri: REDIRECT, state: 'pub' };
      const token = newConsentToken(gw.ctx.formKey, request, false);
      const codes = async () =>
        (
          await gw.ctx.store.transaction((tx) => tx.sql.all('SELECT code_hash FROM oauth_codes WHERE client_id = ?', [flow.client.client_id]), {
            readOnly: true,
          })
        ).length;
      const post = await postConsent(
        gw.baseUrl,
        {
          ...request,
          response_type: 'code',
          scope: 'read_only',
          csrf_token: token.field,
          decision: 'approve',
          key_id: gw.keys.test.keyId,
          key_secret: gw.keys.test.secret,
        },
        token.cookie.split(';')[0] as string,
      );
      expect(post.status).toBe(400);
      expect(await post.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('code_challenge is required') });
      expect(await codes()).toBe(0);
    });
  });

  describe('negative cases from the RFCs: the RFC error, and nothing changes', () => {
    it('a wrong code_verifier is invalid_grant and uses the code up (RFC 7636 section 4.6)', async () => {
      const flow = await register();
      const verifier = oauth.generateRandomCodeVerifier();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, 's'), 's');
      const wrong = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, oauth.generateRandomCodeVerifier(), insecure);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
      const right = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure);
      expect(await right.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('a reused code is invalid_grant and revokes the tokens issued from it (RFC 6749 section 4.1.2)', async () => {
      const flow = await register();
      const verifier = oauth.generateRandomCodeVerifier();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, 's'), 's');
      const tokens = await oauth.processAuthorizationCodeResponse(
        as,
        flow.client,
        await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure),
      );
      expect(await status(() => readWith(tokens.access_token))).toBe(200);
      const again = await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure);
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
      expect(await status(() => readWith(tokens.access_token))).toBe(401);
      const refresh = await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, tokens.refresh_token!, insecure);
      expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('a redirect URI that differs by a trailing slash gets 400 at /authorize, never a redirect (RFC 9700 section 4.1.3)', async () => {
      const flow = await register();
      const res = await fetch(await authorizationUrl(as, flow.client.client_id, `${REDIRECT}/`), { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    });

    it.each([
      ['a plain challenge', { code_challenge_method: 'plain' }, 'invalid_request'],
      ['a method without a challenge', { code_challenge: '' }, 'invalid_request'],
      // RFC 7636 section 4.3 would read it as plain, which is refused
      ['a challenge without a method', { code_challenge_method: '' }, 'invalid_request'],
      ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
      ['a scope other than read_only', { scope: 'write' }, 'invalid_scope'],
    ])('%s at /authorize is sent back by redirect with its error and the state', async (_name, change, error) => {
      const flow = await register();
      const res = await fetch(await authorizationUrl(as, flow.client.client_id, REDIRECT, { state: 'st', change }), { redirect: 'manual' });
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error, state: 'st', iss: issuer.href });
    });

    it.each([
      ['an unknown grant', { grant_type: 'password', username: 'a', password: 'b' }, 400, 'unsupported_grant_type'],
      ['a scope other than read_only', { grant_type: 'client_credentials', scope: 'admin' }, 400, 'invalid_scope'],
      ['no grant_type', { scope: 'read_only' }, 400, 'invalid_request'],
    ])('%s at /token is %s %s', async (_name, body, statusCode, error) => {
      const key = gw.keys.test;
      const res = await fetch(as.token_endpoint!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams(body).toString(),
      });
      expect(res.status).toBe(statusCode);
      expect(await res.json()).toMatchObject({ error });
    });

    it('unknown token parameters are ignored and empty ones count as absent (RFC 6749 section 3.2)', async () => {
      const key = gw.keys.test;
      const res = await fetch(as.token_endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: key.keyId,
          client_secret: key.secret,
          scope: '',
          audience: 'anything',
        }).toString(),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ token_type: 'Bearer', scope: 'read_only' });
    });

    it('a registered client asking for client credentials is unauthorized_client', async () => {
      const flow = await register();
      const res = await oauth.clientCredentialsGrantRequest(as, flow.client, flow.auth, new URLSearchParams(), insecure);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'unauthorized_client' });
    });

    it('a wrong client secret is 401 invalid_client with a Basic challenge', async () => {
      const flow = await register();
      const verifier = oauth.generateRandomCodeVerifier();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, 's'), 's');
      const res = await oauth.authorizationCodeGrantRequest(as, flow.client, oauth.ClientSecretBasic('not-the-secret'), params, REDIRECT, verifier, insecure);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="paisa"');
      expect(await res.json()).toMatchObject({ error: 'invalid_client' });
      // nothing changed: the code still works for the real client
      const tokens = await oauth.processAuthorizationCodeResponse(
        as,
        flow.client,
        await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure),
      );
      expect(tokens.access_token).toEqual(expect.any(String));
    });

    it('a bearer token on a write is 403 in the error shape, and nothing is written', async () => {
      const tokens = await codeTokens(await register());
      const res = await fetch(`${gw.apiUrl}/customers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Written by a token', email: 'token@example.com' }),
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { reason: string } }).error.reason).toBe('insufficient_scope');
      const customers = await gw.client('test').customers.list();
      expect(customers.items.map((c) => c.email)).not.toContain('token@example.com');
    });

    it.each([
      ['an http redirect URI off loopback', ['http://client.example.com/cb'], 'invalid_redirect_uri'],
      ['a fragment', ['https://client.example.com/cb#x'], 'invalid_redirect_uri'],
      ['a grant the server does not know', { grant_types: ['implicit'] }, 'invalid_client_metadata'],
      ['refresh_token without authorization_code', { grant_types: ['refresh_token'] }, 'invalid_client_metadata'],
    ])('registration with %s is 400 %s', async (_name, change, error) => {
      const metadata = Array.isArray(change) ? { client_name: 'X', redirect_uris: change } : { client_name: 'X', redirect_uris: [REDIRECT], ...change };
      const res = await fetch(as.registration_endpoint!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(metadata) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    });

    it('registration ignores unknown metadata and takes a native app private-use redirect URI (RFC 8252 section 7.1)', async () => {
      const res = await fetch(as.registration_endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_name: 'App',
          redirect_uris: ['com.example.app:/oauth2redirect'],
          token_endpoint_auth_method: 'none',
          logo_uri: 'https://x.example/logo.png',
        }),
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ redirect_uris: ['com.example.app:/oauth2redirect'], token_endpoint_auth_method: 'none' });
      expect(body).not.toHaveProperty('logo_uri');
      expect(body).not.toHaveProperty('client_secret');
    });

    it('the consent post refuses a CSRF token not made for this request, and issues nothing', async () => {
      const flow = await register();
      const consent = await openConsent(await authorizationUrl(as, flow.client.client_id, REDIRECT));
      expect(consent.headers.get('content-security-policy')).toContain("default-src 'none'");
      const key = gw.keys.test;
      const approveWith = (fields: Record<string, string>, cookie: string) =>
        postConsent(gw.baseUrl, { ...fields, decision: 'approve', key_id: key.keyId, key_secret: key.secret }, cookie);
      // an equal pair the attacker chose, the real token without its cookie, the token of another request
      const forged = await approveWith({ ...consent.fields, csrf_token: 'same' }, 'paisa_oauth_consent=same');
      const cookieless = await approveWith(consent.fields, '');
      const otherState = await approveWith({ ...consent.fields, state: 'changed' }, consent.cookie);
      for (const res of [forged, cookieless, otherState]) {
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'invalid_request' });
      }
      const codes = await gw.ctx.store.transaction(
        (tx) => tx.sql.all<{ client_id: string }>('SELECT client_id FROM oauth_codes WHERE client_id = ?', [flow.client.client_id]),
        { readOnly: true },
      );
      expect(codes).toEqual([]);
    });

    it('deny sends access_denied back with the state; a wrong key pair shows the page again with 401', async () => {
      const flow = await register();
      const consent = await openConsent(await authorizationUrl(as, flow.client.client_id, REDIRECT, { state: 'keep-me' }));
      const wrong = await postConsent(gw.baseUrl, { ...consent.fields, decision: 'approve', key_id: gw.keys.test.keyId, key_secret: 'wrong' }, consent.cookie);
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('The key id or key secret is wrong.');
      const denied = await postConsent(gw.baseUrl, { ...consent.fields, decision: 'deny' }, consent.cookie);
      expect(denied.status).toBe(303);
      expect(Object.fromEntries(new URL(denied.headers.get('location')!).searchParams)).toMatchObject({ error: 'access_denied', state: 'keep-me' });
    });

    it('failed client authentications are throttled per client: after 10, even the right secret gets 429 with Retry-After', async () => {
      const flow = await register();
      const attempt = (secret: string) => oauth.clientCredentialsGrantRequest(as, flow.client, oauth.ClientSecretPost(secret), new URLSearchParams(), insecure);
      for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
      const blocked = await attempt(flow.client.client_secret as string);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await blocked.json()).toMatchObject({ error: 'temporarily_unavailable' });
    });
  });
  describe('the applications of a mode (tag oauth_clients)', () => {
    it("lists an approved client as the mode's; disconnecting it revokes its tokens and its refresh; approval connects it again", async () => {
      const flow = await register();
      const tokens = await codeTokens(flow);
      const apps = gw.client('test').oauthClients;
      const listed = await apps.list({ count: 100 });
      expect(listed.items.find((a) => a.client_id === flow.client.client_id)).toMatchObject({
        entity: 'oauth_client',
        source: 'consent',
        client_name: 'Acme reporting',
      });
      // the other mode does not see it
      expect((await gw.client('live').oauthClients.list({ count: 100 })).items.map((a) => a.client_id)).not.toContain(flow.client.client_id);
      expect(await status(() => gw.client('live').oauthClients.fetch(flow.client.client_id))).toBe(400);
      // a token cannot list or disconnect applications
      expect(await status(() => bearerClient(tokens.access_token).oauthClients.list())).toBe(403);
      expect(await status(() => readWith(tokens.access_token))).toBe(200);

      expect(await apps.delete(flow.client.client_id)).toEqual([]);
      expect(await status(() => readWith(tokens.access_token))).toBe(401);
      const refreshed = await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, tokens.refresh_token as string, insecure);
      expect(refreshed.status).toBe(400);
      expect(await status(() => apps.fetch(flow.client.client_id))).toBe(400);
      expect(await status(() => apps.delete(flow.client.client_id))).toBe(400);
      // the merchant may approve it again
      const again = await codeTokens(flow);
      expect(await status(() => readWith(again.access_token))).toBe(200);
      expect((await apps.fetch(flow.client.client_id)).source).toBe('consent');
    });

    it('registers an application for the mode with a key pair, its secret shown once', async () => {
      const apps = gw.client('test').oauthClients;
      const made = await apps.create({ client_name: '<b>Books</b>', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'] });
      expect(made.client_secret).toEqual(expect.any(String));
      const fetched = await apps.fetch(made.client_id);
      expect(fetched).toMatchObject({ source: 'api', client_name: '<b>Books</b>', token_endpoint_auth_method: 'client_secret_post' });
      expect(JSON.stringify(fetched)).not.toContain(made.client_secret as string);
      // the registered client runs the code flow like any other
      const flow: Flow = {
        as,
        client: { client_id: made.client_id, client_secret: made.client_secret },
        auth: oauth.ClientSecretBasic(made.client_secret as string),
      };
      const tokens = await codeTokens(flow);
      expect(await status(() => readWith(tokens.access_token))).toBe(200);
      const bad = await status(() => apps.create({ client_name: 'x', redirect_uris: ['http://example.com/cb'] }));
      expect(bad).toBe(400);
    });

    it('a token stops with the key that approved it: revoked, or rolled away', async () => {
      const flow = await register();
      const key = await gw.client('test').apiKeys.create({});
      const approving = { keyId: key.id, secret: key.secret as string, mode: 'test' as const };
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const params = oauth.validateAuthResponse(as, flow.client, await approve(flow, verifier, state, approving), state);
      const tokens = await oauth.processAuthorizationCodeResponse(
        as,
        flow.client,
        await oauth.authorizationCodeGrantRequest(as, flow.client, flow.auth, params, REDIRECT, verifier, insecure),
      );
      expect(await status(() => readWith(tokens.access_token))).toBe(200);
      await gw.client('test').apiKeys.revoke(key.id);
      expect(await status(() => readWith(tokens.access_token))).toBe(401);
      expect((await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, tokens.refresh_token as string, insecure)).status).toBe(400);
      // client credentials with a revoked key pair are refused too
      const cc = await fetch(`${gw.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.id, client_secret: key.secret as string }).toString(),
      });
      expect(cc.status).toBe(401);
    });
  });
});
