/**
 * Auth cases, for any document's `securitySchemes`: every operation that needs credentials
 * without any and with wrong ones must not succeed (401, or the catalogue's status); and where
 * the document has an OAuth 2.0 scheme with a client credentials flow, tokens of one scope (the
 * scope the document's reads ask for, `read_only` in ours) on every operation: a read that
 * accepts that scope reads, an operation needing another scope answers 403 (RFC 6750 section
 * 3.1), an operation that takes no token at all refuses it (spec x-errors bearer_not_accepted:
 * operations that change anything say `security: [{basic: []}]`). Anonymous operations
 * (`security: []`) are listed, skipped.
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import { withStates } from './derive-positive.js';
import type { BodyExample } from './examples.js';
import { accepted, successStatuses, unauthorized } from './expectations.js';
import type { Kinds } from './kinds.js';
import type { PrepareOptions } from './prepare.js';
import { baseBodies, baseRequest } from './request-base.js';
import type { AuthMode, ConformanceCase, Expectation } from './types.js';

/** The oauth2 schemes with a client credentials flow, by name. */
function mintable(model: ApiModel): string[] {
  return Object.entries(model.securitySchemes)
    .filter(([, s]) => s.type === 'oauth2' && s.tokenUrl)
    .map(([name]) => name);
}

/** The scope the document's reads ask for most often: the one scope of the token cases. */
export function readScope(model: ApiModel): string | undefined {
  const schemes = new Set(mintable(model));
  const counts = new Map<string, number>();
  for (const op of model.operations) {
    if (op.method !== 'get') continue;
    for (const alt of op.security.requirements)
      for (const [name, scopes] of Object.entries(alt)) if (schemes.has(name) && scopes.length === 1) counts.set(scopes[0], (counts.get(scopes[0]) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

function anonymous(op: OperationModel): boolean {
  return op.security.requirements.length === 0 || op.security.requirements.some((alt) => Object.keys(alt).length === 0);
}

export function authCases(model: ApiModel, kinds: Kinds, examples: Record<string, BodyExample[]>, options: PrepareOptions): ConformanceCase[] {
  const out: ConformanceCase[] = [];
  const schemes = new Set(mintable(model));
  const scope = readScope(model);
  for (const op of model.operations) {
    const make = (auth: AuthMode, title: string, expect: Expectation): ConformanceCase => {
      const base = baseRequest(op, model, kinds, baseBodies(op, model, examples[op.operationId] ?? [], options)[0]);
      // a read that must succeed needs what its positive case needs (an entity in the right state)
      const request = expect.kind === 'accept' ? withStates(base, op, model, kinds) : base;
      request.auth = auth;
      return { id: `${op.operationId} auth ${title}`, kind: 'auth', operationId: op.operationId, title: `auth: ${title}`, requests: [request], expect };
    };
    if (anonymous(op)) {
      out.push({
        id: `${op.operationId} auth`,
        kind: 'auth',
        operationId: op.operationId,
        title: 'auth: no credentials needed',
        requests: [],
        expect: { kind: 'accept', status: [] },
        skipReason: 'security: [] (anonymous operation)',
      });
      continue;
    }
    out.push(make('none', 'no credentials -> 401', unauthorized(model, op, 'unauthorized')));
    const basicOnly = op.security.requirements.every((alt) => Object.keys(alt).every((n) => model.securitySchemes[n]?.scheme === 'basic'));
    out.push(
      make(
        'wrong',
        basicOnly || op.security.basic ? 'wrong key secret -> 401 (429 once throttled)' : 'wrong credentials -> 401 (429 once throttled)',
        unauthorized(model, op, 'unauthorized', true),
      ),
    );
    if (!scope) continue;
    const token: AuthMode = { scopes: [scope] };
    const oauth = op.security.requirements.filter((alt) => Object.keys(alt).some((n) => schemes.has(n)));
    const needs = [...new Set(oauth.flatMap((alt) => Object.entries(alt).flatMap(([n, s]) => (schemes.has(n) ? s : []))))];
    if (oauth.length === 0 && op.errorFormat === 'oauth2')
      out.push(make(token, `${scope} bearer on an operation without bearer -> 401`, unauthorized(model, op, 'unauthorized')));
    else if (oauth.length === 0) out.push(make(token, `${scope} bearer on a key-pair-only operation -> 403`, unauthorized(model, op, 'bearer_not_accepted')));
    else if (!oauth.some((alt) => Object.entries(alt).every(([n, s]) => schemes.has(n) && s.every((x) => x === scope))))
      out.push(make(token, `${scope} bearer lacks scope ${needs.join(' ')} -> 403`, unauthorized(model, op, 'forbidden')));
    else if (op.method === 'get') out.push(make(token, `${scope} bearer reads -> ${successStatuses(op).join('|')}`, accepted(op)));
  }
  return out;
}
