/**
 * The mock's `authenticate` (runtime/server/auth.ts reads the credentials): an operation's
 * security requirements are alternatives, each naming schemes that must all be satisfied
 * (OpenAPI 3.1 section 4.8.30). A scheme is satisfied by a credential of its kind among those the
 * request presents: HTTP Basic by a Basic one; HTTP Bearer, OAuth 2.0 and OpenID Connect by a
 * Bearer token; an API key scheme by its own key. Mutual TLS and other HTTP schemes are never
 * satisfied (the runtime reads no such credential). With credentials configured, every credential
 * presented must be the configured one (compared in constant time); without, any well-formed one is.
 */
import type { Authenticate, Credentials } from '../../runtime/server/auth.js';
import { matchesSecret, secretFrame } from '../../runtime/server/secure-compare.js';
import type { ApiModel, SecuritySchemeModel } from '../model/types.js';

export interface MockCredentials {
  /** HTTP Basic user and password */
  basic?: { user: string; password: string };
  /** a Bearer token (HTTP Bearer, OAuth 2.0, OpenID Connect schemes) */
  bearer?: string;
  /** the key of every API key scheme */
  apiKey?: string;
}

export interface MockAuth {
  /** The operation's bearer scopes, all granted (the runtime checks them against `scopes`). */
  scopes: string[];
}

export function mockAuthenticate(model: ApiModel, credentials: MockCredentials = {}): Authenticate<MockAuth> {
  const requirements = new Map(model.operations.map((op) => [op.operationId, op.security]));
  const user = credentials.basic && secretFrame(credentials.basic.user);
  const password = credentials.basic && secretFrame(credentials.basic.password);
  const bearer = credentials.bearer !== undefined ? secretFrame(credentials.bearer) : undefined;
  const apiKey = credentials.apiKey !== undefined ? secretFrame(credentials.apiKey) : undefined;
  const correct = (c: Credentials): boolean => {
    if (c.scheme === 'basic') return !user || !password || (matchesSecret(c.keyId, user) && matchesSecret(c.keySecret, password));
    if (c.scheme === 'bearer') return !bearer || matchesSecret(c.token, bearer);
    return !apiKey || matchesSecret(c.key, apiKey);
  };
  return (_first, operation) => {
    const security = requirements.get(operation.operationId);
    if (!security) return null;
    const presented = operation.presented;
    // each is compared, so the time taken does not tell which one was wrong
    const wrong = presented.map(correct).includes(false);
    if (wrong) return null;
    const satisfied = security.requirements.some((requirement) =>
      Object.keys(requirement).every((name) => satisfies(model.securitySchemes[name], name, presented)),
    );
    return satisfied ? { scopes: security.bearerScopes ?? [] } : null;
  };
}

function satisfies(scheme: SecuritySchemeModel | undefined, name: string, presented: readonly Credentials[]): boolean {
  if (!scheme) return false;
  if (scheme.type === 'apiKey') return presented.some((c) => c.scheme === 'apiKey' && c.name === name);
  if (scheme.type === 'http' && scheme.scheme === 'basic') return presented.some((c) => c.scheme === 'basic');
  if ((scheme.type === 'http' && scheme.scheme === 'bearer') || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return presented.some((c) => c.scheme === 'bearer');
  return false;
}
