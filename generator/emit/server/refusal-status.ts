/**
 * The status an operation documents for a request it refuses, when that is not 400. The runtime
 * refuses malformed input at 400 (runtime/server/problem.ts); an operation that documents no
 * 400, no `4XX` and no `default` says its own status for it (the Swagger petstore's `addPet`
 * documents `405: Invalid input` and nothing else), and a server answering 400 there answers
 * what its document does not allow (OpenAPI 3.1 section 4.8.16: the Responses Object lists the
 * answers an operation gives). RouteDef.refusalStatus (runtime/server/route-def.ts).
 */
import type { OperationModel } from '../../model/types.js';

/** Client errors that say something other than "your input is wrong" (RFC 9110 sections 15.5.2, 15.5.4, 15.5.5, 15.5.7; RFC 6585 section 4). */
const NOT_INPUT = new Set([401, 403, 404, 406, 429]);

/**
 * 422 when the operation documents it (RFC 9110 section 15.5.21: the content is understood but
 * cannot be processed), else its lowest documented client error that is about the input;
 * undefined when it documents 400 (or a range or default that covers it) or no such status.
 */
export function refusalStatus(op: OperationModel): number | undefined {
  const statuses = op.responses.map((r) => r.status.toUpperCase());
  if (statuses.some((s) => s === '400' || s === '4XX' || s === 'DEFAULT')) return undefined;
  const candidates = statuses
    .filter((s) => /^4\d\d$/.test(s))
    .map(Number)
    .filter((s) => !NOT_INPUT.has(s))
    .sort((a, b) => a - b);
  if (candidates.includes(422)) return 422;
  return candidates[0];
}
