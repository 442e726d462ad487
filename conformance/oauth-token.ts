/**
 * OAuth 2.0 access tokens for the run, by the client credentials grant (RFC 6749 section 4.4)
 * at the scheme's `tokenUrl`, the client authenticating with HTTP Basic (section 2.3.1,
 * `client_secret_basic`). A token is kept per set of scopes until `expires_in` is nearly up
 * (section 5.1), and forgotten when the server refuses it, so a run longer than a token's life
 * (or one that moves the server's clock past it) gets a new one instead of failing.
 */
import type { SecuritySchemeModel } from '../generator/model/types.js';
import type { Credentials, TokenSource } from './credentials.js';

/** Seconds before `expires_in` runs out when a token is fetched again. */
const MARGIN_SECONDS = 30;

interface Kept {
  token: string;
  /** ms since the epoch; Infinity without `expires_in`. */
  until: number;
}

export class OAuthTokens {
  private readonly kept = new Map<string, Kept>();

  /**
   * @param origin the target's origin: a `tokenUrl` on the document's own server (or relative)
   *   is asked there, as the rest of the document's paths are.
   * @param documentOrigin the origin of the document's first server.
   */
  constructor(
    private readonly client: NonNullable<Credentials['oauthClient']> | undefined,
    private readonly origin: string,
    private readonly documentOrigin: string | undefined,
    private readonly timeoutMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  readonly source: TokenSource = async (scheme, scopes) => {
    if (!this.client) return { reason: 'no OAuth 2.0 client (--oauth-client ID:SECRET)' };
    if (!scheme.tokenUrl) return { reason: 'the scheme has no client credentials flow' };
    const key = `${scheme.tokenUrl} ${[...scopes].sort().join(' ')}`;
    const kept = this.kept.get(key);
    if (kept && kept.until > this.now()) return { token: kept.token };
    return this.fetchToken(key, scheme, scopes);
  };

  /** A token the server refused: the next request gets a new one. */
  forget(token: string): void {
    for (const [key, kept] of this.kept) if (kept.token === token) this.kept.delete(key);
  }

  tokenUrl(scheme: SecuritySchemeModel): string {
    const raw = scheme.tokenUrl as string;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) return new URL(raw, `${this.origin}/`).href;
    const url = new URL(raw);
    return this.documentOrigin !== undefined && url.origin === this.documentOrigin ? `${this.origin}${url.pathname}${url.search}` : url.href;
  }

  private async fetchToken(key: string, scheme: SecuritySchemeModel, scopes: string[]): Promise<{ token: string } | { reason: string }> {
    const client = this.client as NonNullable<Credentials['oauthClient']>;
    // RFC 6749 section 2.3.1: the client id and secret are form-encoded before Basic
    const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64');
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scopes.length) form.set('scope', scopes.join(' '));
    try {
      const res = await fetch(this.tokenUrl(scheme), {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
      if (res.status !== 200 || typeof body.access_token !== 'string')
        return { reason: `the client credentials grant at ${this.tokenUrl(scheme)} answered ${res.status}` };
      const life = typeof body.expires_in === 'number' ? Math.max(0, body.expires_in - MARGIN_SECONDS) * 1000 : Number.POSITIVE_INFINITY;
      this.kept.set(key, { token: body.access_token, until: this.now() + life });
      return { token: body.access_token };
    } catch (error) {
      return { reason: `the client credentials grant failed: ${(error as Error).message}` };
    }
  }
}
