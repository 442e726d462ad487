/**
 * What an answer must be, by what the request was, for any document. A valid request must be
 * accepted; an invalid one refused with a client error; one without valid credentials must not
 * succeed. Where the document has an error catalogue (`x-errors`), the catalogue's entry says
 * the exact status and `error.code` (spec x-errors validation_failed, unauthorized, forbidden,
 * bearer_not_accepted, too_many_requests); OAuth endpoints (`x-error-format: oauth2`) answer
 * RFC 6749 section 5.2's body. Elsewhere any client error refuses, so a server is never blamed
 * for choosing 422 over 400, or 403 over 401, where the document does not say.
 */
import type { ApiModel, OperationModel } from '../generator/model/types.js';
import type { Expectation } from './types.js';

/** 2xx/3xx statuses the operation documents. */
export function successStatuses(op: OperationModel): number[] {
  return op.responses.map((r) => Number(r.status)).filter((s) => s >= 200 && s < 400);
}

export function accepted(op: OperationModel): Expectation {
  return { kind: 'accept', status: successStatuses(op) };
}

function entry(model: ApiModel, key: string) {
  return model.hasCatalogue ? model.errors.find((e) => e.key === key) : undefined;
}

/** A request with one invalid field (`field` '' for the body as a whole). */
export function badRequest(model: ApiModel, op: OperationModel, field: string): Expectation {
  if (op.errorFormat === 'oauth2') return { kind: 'reject', status: [400], exact: true, oauthError: true };
  const e = entry(model, 'validation_failed');
  if (e) return { kind: 'reject', status: [e.status], exact: true, errorCode: e.code, ...(field ? { errorField: field } : {}) };
  return { kind: 'reject', status: [400, 422] };
}

/**
 * Credentials missing or wrong (`key`: `unauthorized`), or valid but not enough (`forbidden`: a
 * token without the operation's scope, RFC 6750 section 3.1; `bearer_not_accepted`: a token
 * where only other schemes are accepted). `throttled`: the server may answer 429 once it counts
 * guesses (spec info.description, Failed authentication).
 */
export function unauthorized(model: ApiModel, op: OperationModel, key: 'unauthorized' | 'forbidden' | 'bearer_not_accepted', throttled = false): Expectation {
  const status = key === 'unauthorized' ? 401 : 403;
  if (op.errorFormat === 'oauth2') return { kind: 'unauthorized', status: [status], exact: true, oauthError: true };
  const e = entry(model, key);
  if (e) {
    const limit = throttled ? entry(model, 'too_many_requests') : undefined;
    return { kind: 'unauthorized', status: limit ? [e.status, limit.status] : [e.status], exact: true, errorCode: e.code };
  }
  return { kind: 'unauthorized', status: [401, 403, ...(throttled ? [429] : [])] };
}
