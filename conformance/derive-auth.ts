/**
 * Auth cases (spec components.securitySchemes.basic: "A missing or invalid key gives 401 with
 * a `BAD_REQUEST_ERROR` body"; x-errors unauthorized): every operation without
 * credentials and with a wrong secret; with a valid `read_only` bearer token (given by
 * `--bearer`): an operation whose `security` takes only the key pair answers 403 (x-errors
 * bearer_not_accepted: operations that change anything say `security: [{basic: []}]`), an OAuth
 * endpoint that takes the key pair answers 401 in RFC 6749's shape, one needing a scope the token
 * lacks answers 403 (RFC 6750 3.1), and a read operation accepting `read_only` answers its
 * success status.
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import { successStatuses, withStates } from './derive-positive.js';
import type { BodyExample } from './examples.js';
import type { PrepareOptions } from './prepare.js';
import { baseBodies, baseRequest } from './request-base.js';
import type { AuthMode, ConformanceCase, Expectation } from './types.js';

export const BEARER_SCOPE = 'read_only';

function unauthorized(op: OperationModel, status = 401): Expectation {
  return op.errorFormat === 'oauth2' ? { status: [status], oauthError: true } : { status: [status], errorCode: 'BAD_REQUEST_ERROR' };
}

export function authCases(model: ApiModel, examples: Record<string, BodyExample[]>, options: PrepareOptions): ConformanceCase[] {
  const out: ConformanceCase[] = [];
  for (const op of model.operations) {
    const sec = op.security;
    const make = (auth: AuthMode, title: string, expect: Expectation): ConformanceCase => {
      const base = baseRequest(op, model, baseBodies(op, model, examples[op.operationId] ?? [], options)[0]);
      // a read that must succeed needs what its positive case needs (an entity in the right state)
      const request = auth === 'bearer' && expect.status.every((s) => s < 400) ? withStates(base, op, model) : base;
      request.auth = auth;
      return { id: `${op.operationId} auth ${title}`, kind: 'auth', operationId: op.operationId, title: `auth: ${title}`, requests: [request], expect };
    };
    if (sec.anonymous) {
      out.push({
        id: `${op.operationId} auth`,
        kind: 'auth',
        operationId: op.operationId,
        title: 'auth: no credentials needed',
        requests: [],
        expect: { status: [] },
        skipReason: 'security: [] (anonymous operation)',
      });
      continue;
    }
    out.push(make('none', 'no credentials -> 401', unauthorized(op)));
    // spec info.description, Failed authentication: past 10 failures a wrong secret is 429 instead
    if (sec.basic) out.push(make('wrong-secret', 'wrong key secret -> 401 (429 once throttled)', { ...unauthorized(op), status: [401, 429] }));
    if (sec.bearerScopes === null && op.errorFormat === 'oauth2')
      out.push(make('bearer', `${BEARER_SCOPE} bearer on an operation without bearer -> 401`, unauthorized(op)));
    else if (sec.bearerScopes === null) out.push(make('bearer', `${BEARER_SCOPE} bearer on a key-pair-only operation -> 403`, unauthorized(op, 403)));
    else if (sec.bearerScopes.some((s) => s !== BEARER_SCOPE))
      out.push(make('bearer', `${BEARER_SCOPE} bearer lacks scope ${sec.bearerScopes.join(' ')} -> 403`, unauthorized(op, 403)));
    else if (op.method === 'get') out.push(make('bearer', `${BEARER_SCOPE} bearer reads -> ${successStatuses(op).join('|')}`, { status: successStatuses(op) }));
  }
  return out;
}
