/**
 * What an operation answers on success, decided from its responses:
 * - the success response is the lowest 2xx, else the lowest 3xx;
 * - `json`: it has a JSON schema (the handler returns the body, typed `<Op>Response`);
 * - `empty`: 204, or a 2xx the spec declares without any content (the handler returns void);
 * - `redirect`: a 3xx (the handler returns a RawResponse with `location`);
 * - `binary`: a 2xx whose content is not JSON, e.g. a PDF download (the handler returns a
 *   RawResponse; the client returns an ArrayBuffer).
 * The model keeps only JSON schemas, so a 2xx other than 204 without one is taken as binary.
 */
import type { OperationModel } from '../../model/types.js';

export type SuccessKind = 'json' | 'empty' | 'binary' | 'redirect';

export interface SuccessResponse {
  status: number;
  kind: SuccessKind;
}

export function successResponse(op: OperationModel): SuccessResponse {
  const numeric = op.responses.filter((r) => /^\d{3}$/.test(r.status)).sort((a, b) => Number(a.status) - Number(b.status));
  const ok = numeric.find((r) => r.status.startsWith('2')) ?? numeric.find((r) => r.status.startsWith('3'));
  if (!ok) return { status: 200, kind: 'empty' };
  const status = Number(ok.status);
  if (status >= 300) return { status, kind: 'redirect' };
  if (ok.schema) return { status, kind: 'json' };
  return { status, kind: status === 204 ? 'empty' : 'binary' };
}
