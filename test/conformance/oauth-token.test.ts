/**
 * Tokens by the client credentials grant (conformance/oauth-token.ts) against a token endpoint
 * on loopback: asked with HTTP Basic client authentication and the scopes, kept until
 * `expires_in` is nearly up, asked again after, forgotten when refused; the token URL of the
 * document's own server is asked at the target's origin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthTokens } from '../../conformance/oauth-token.js';

let server: Server;
let origin: string;
const asked: { authorization?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      asked.push({ authorization: req.headers.authorization, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: `t${asked.length}`, token_type: 'Bearer', expires_in: 3600 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('OAuthTokens', () => {
  it('asks once per scope set, keeps the token until expires_in is nearly up, then asks again; a refused token is forgotten', async () => {
    let now = 1_000_000;
    const tokens = new OAuthTokens({ id: 'client:1', secret: 's e' }, origin, 'https://api.example.com', 5000, () => now);
    const scheme = { type: 'oauth2' as const, tokenUrl: 'https://api.example.com/oauth/token' };
    expect(await tokens.source(scheme, ['read'])).toEqual({ token: 't1' });
    expect(await tokens.source(scheme, ['read'])).toEqual({ token: 't1' });
    // RFC 6749 section 2.3.1: id and secret form-encoded before Basic
    expect(asked[0]).toEqual({
      authorization: `Basic ${Buffer.from('client%3A1:s%20e').toString('base64')}`,
      body: 'grant_type=client_credentials&scope=read',
    });
    expect(await tokens.source(scheme, ['read', 'write'])).toEqual({ token: 't2' });
    now += (3600 - 29) * 1000;
    expect(await tokens.source(scheme, ['read'])).toEqual({ token: 't3' });
    tokens.forget('t3');
    expect(await tokens.source(scheme, ['read'])).toEqual({ token: 't4' });
  });

  it("asks a token URL on the document's own server, or a relative one, at the target's origin; another host's as written", () => {
    const tokens = new OAuthTokens({ id: 'c', secret: 's' }, 'http://127.0.0.1:9', 'https://api.example.com');
    expect(tokens.tokenUrl({ type: 'oauth2', tokenUrl: 'https://api.example.com/oauth/token' })).toBe('http://127.0.0.1:9/oauth/token');
    expect(tokens.tokenUrl({ type: 'oauth2', tokenUrl: '/oauth/token' })).toBe('http://127.0.0.1:9/oauth/token');
    expect(tokens.tokenUrl({ type: 'oauth2', tokenUrl: 'https://auth.example.org/token' })).toBe('https://auth.example.org/token');
  });

  it('says why when there is no client', async () => {
    expect(await new OAuthTokens(undefined, origin, undefined).source({ type: 'oauth2', tokenUrl: '/t' }, [])).toEqual({
      reason: 'no OAuth 2.0 client (--oauth-client ID:SECRET)',
    });
  });
});
