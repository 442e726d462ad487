/**
 * The credentials a run is given and how one request carries them, for any document: each
 * operation's Security Requirement Objects are alternatives, any one of which satisfies
 * (OpenAPI 3.1 section 4.8.30); the runner presents the first it holds every credential of.
 * HTTP Basic (RFC 7617) and Bearer (RFC 6750 section 2.1), API keys in a header, query or
 * cookie, and OAuth 2.0 / OpenID Connect tokens as bearer tokens (minted by the client
 * credentials grant when a client is given: conformance/oauth-token.ts).
 */
import type { ApiModel, OperationModel, SecuritySchemeModel } from '../generator/model/types.js';

export interface Credentials {
  basic?: { user: string; password: string };
  bearer?: string;
  apiKey?: string;
  /** Sent on every request (`--header`). */
  headers: Record<string, string>;
  /** OAuth 2.0 client credentials (RFC 6749 section 4.4) for the document's oauth2 schemes. */
  oauthClient?: { id: string; secret: string };
}

/**
 * Which credentials a request carries: the first requirement the run holds (`valid`), none,
 * the same with each secret altered (`wrong`), or an OAuth token granted these scopes only
 * (`{ scopes }`, presented as the operation's oauth2 requirement, else as any bearer one).
 */
export type AuthMode = 'valid' | 'none' | 'wrong' | { scopes: string[] };

/** What one request carries. */
export interface AuthParts {
  headers: Record<string, string>;
  query: Record<string, string>;
  cookies: Record<string, string>;
}

/** Supplies OAuth tokens for a set of scopes (cached, refreshed when expired). */
export type TokenSource = (scheme: SecuritySchemeModel, scopes: string[]) => Promise<{ token: string } | { reason: string }>;

function isBearerScheme(s: SecuritySchemeModel): boolean {
  return s.type === 'oauth2' || s.type === 'openIdConnect' || (s.type === 'http' && s.scheme === 'bearer');
}

/** Whether the run holds what `scheme` needs (before any token is minted). */
function holds(scheme: SecuritySchemeModel, c: Credentials): boolean {
  if (scheme.type === 'http' && scheme.scheme === 'basic') return c.basic !== undefined;
  if (scheme.type === 'apiKey') return c.apiKey !== undefined && scheme.in !== undefined && scheme.name !== undefined;
  if (scheme.type === 'oauth2') return c.bearer !== undefined || (c.oauthClient !== undefined && scheme.tokenUrl !== undefined);
  if (isBearerScheme(scheme)) return c.bearer !== undefined;
  return false;
}

/** The requirement alternative a valid request presents, or why none can be. */
export function chooseRequirement(model: ApiModel, op: OperationModel, c: Credentials): { requirement: Record<string, string[]> } | { reason: string } {
  const alternatives = op.security.requirements;
  if (alternatives.length === 0) return { requirement: {} };
  for (const alt of alternatives)
    if (Object.keys(alt).every((name) => model.securitySchemes[name] && holds(model.securitySchemes[name], c))) return { requirement: alt };
  const names = [...new Set(alternatives.flatMap((a) => Object.keys(a)))];
  return { reason: `no credentials for ${names.map((n) => describeScheme(n, model.securitySchemes[n])).join(' or ')}` };
}

export function describeScheme(name: string, s: SecuritySchemeModel | undefined): string {
  if (!s) return `${name} (not declared)`;
  if (s.type === 'http') return `${name} (HTTP ${s.scheme ?? '?'}: ${s.scheme === 'basic' ? '--auth USER:PASSWORD' : '--bearer TOKEN'})`;
  if (s.type === 'apiKey') return `${name} (API key in ${s.in} ${s.name}: --api-key VALUE)`;
  if (s.type === 'oauth2') return `${name} (OAuth 2.0: --bearer TOKEN${s.tokenUrl ? ' or --oauth-client ID:SECRET' : ''})`;
  if (s.type === 'openIdConnect') return `${name} (OpenID Connect: --bearer TOKEN)`;
  return `${name} (${s.type}: not supported by the runner)`;
}

const alter = (secret: string) => `${secret}x`;

/**
 * The headers, query parameters and cookies a request of `op` carries in `mode`. `wrong` alters
 * every secret of the valid requirement; `none` sends the run's extra headers only, without the
 * ones a scheme of the document reads (an API key given as `--header` is credentials too).
 */
export async function authParts(
  model: ApiModel,
  op: OperationModel,
  c: Credentials,
  mode: AuthMode,
  tokens: TokenSource,
): Promise<AuthParts | { reason: string }> {
  const parts: AuthParts = { headers: { ...c.headers }, query: {}, cookies: {} };
  if (mode === 'none') {
    const read = new Set([
      'authorization',
      ...Object.values(model.securitySchemes).flatMap((s) => (s.in === 'header' && s.name ? [s.name.toLowerCase()] : [])),
    ]);
    for (const name of Object.keys(parts.headers)) if (read.has(name.toLowerCase())) delete parts.headers[name];
    return parts;
  }
  if (typeof mode === 'object') {
    const named = Object.entries(model.securitySchemes).find(([, s]) => s.type === 'oauth2' && s.tokenUrl);
    if (!named || !c.oauthClient) return { reason: 'no OAuth 2.0 client credentials to mint a token with (--oauth-client ID:SECRET)' };
    const minted = await tokens(named[1], mode.scopes);
    if ('reason' in minted) return minted;
    parts.headers.authorization = `Bearer ${minted.token}`;
    return parts;
  }
  const chosen = chooseRequirement(model, op, c);
  if ('reason' in chosen) return chosen;
  for (const [name, scopes] of Object.entries(chosen.requirement)) {
    const scheme = model.securitySchemes[name];
    const secret = async (): Promise<string | { reason: string }> => {
      if (scheme.type === 'http' && scheme.scheme === 'basic') {
        const { user, password } = c.basic as NonNullable<Credentials['basic']>;
        return `Basic ${Buffer.from(`${user}:${mode === 'wrong' ? alter(password) : password}`).toString('base64')}`;
      }
      if (scheme.type === 'apiKey') return mode === 'wrong' ? alter(c.apiKey as string) : (c.apiKey as string);
      let token = c.bearer;
      if (token === undefined) {
        const minted = await tokens(scheme, scopes);
        if ('reason' in minted) return minted;
        token = minted.token;
      }
      return `Bearer ${mode === 'wrong' ? alter(token) : token}`;
    };
    const value = await secret();
    if (typeof value !== 'string') return value;
    if (scheme.type === 'apiKey' && scheme.in === 'query') parts.query[scheme.name as string] = value;
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie') parts.cookies[scheme.name as string] = value;
    else parts.headers[scheme.type === 'apiKey' ? (scheme.name as string) : 'authorization'] = value;
  }
  return parts;
}

/** Every secret of the run, longest first, to mask in what the runner prints and writes. */
export function secretsOf(c: Credentials): string[] {
  const out = [c.basic?.password, c.bearer, c.apiKey, c.oauthClient?.secret, ...Object.values(c.headers)].filter(
    (s): s is string => typeof s === 'string' && s.length >= 4,
  );
  if (c.basic) out.push(Buffer.from(`${c.basic.user}:${c.basic.password}`).toString('base64'));
  return [...new Set(out)].sort((a, b) => b.length - a.length);
}
