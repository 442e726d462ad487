/**
 * A `read_only` bearer token for the bearer cases, when none is given (`--bearer`): the runner
 * asks the spec's client credentials token URL (components.securitySchemes.oauth2
 * flows.clientCredentials.tokenUrl, at the target's origin) with the key pair it was given,
 * as the spec's exchangeOAuthToken rule 3 says a merchant does (RFC 6749 section 4.4,
 * `client_secret_basic`).
 */
import type { ApiModel } from '../generator/model/types.js';
import type { Target } from './http.js';

export type Minted = { token: string } | { reason: string };

export async function mintBearer(model: ApiModel, target: Target): Promise<Minted> {
  if (!model.clientCredentialsTokenPath) return { reason: 'the spec has no client credentials token URL' };
  const origin = target.baseUrl.slice(0, target.baseUrl.length - target.basePath.length);
  const basic = Buffer.from(`${encodeURIComponent(target.keyId)}:${encodeURIComponent(target.keySecret)}`).toString('base64');
  try {
    const res = await fetch(`${origin}${model.clientCredentialsTokenPath}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'read_only' }).toString(),
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown };
    if (res.status === 200 && typeof body.access_token === 'string') return { token: body.access_token };
    return { reason: `the client credentials exchange answered ${res.status}` };
  } catch (error) {
    return { reason: `the client credentials exchange failed: ${(error as Error).message}` };
  }
}
