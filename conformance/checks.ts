/**
 * Judging one answer against a case's expectation and the spec: the status is expected and
 * documented for the operation, the body validates against the schema documented for that
 * status, and error answers are the interface's error object (`error.code`, `error.field`;
 * spec `Error`, `ErrorBody`) or RFC 6749 5.2's for OAuth endpoints.
 */
import type { OperationModel } from '../generator/model/types.js';
import type { Answer } from './http.js';
import type { SchemaChecker } from './schema-checker.js';
import { isRecord } from './schema-node.js';
import type { Expectation } from './types.js';

/** Problems with the answer; empty when it conforms. */
export function judge(op: OperationModel, answer: Answer, expect: Expectation, checker: SchemaChecker, headerField = false): string[] {
  const problems: string[] = [];
  const error = isRecord(answer.body) ? answer.body.error : undefined;
  if (!expect.status.includes(answer.status)) {
    const said = isRecord(error)
      ? ` (${String(error.code ?? '')}: ${String(error.description ?? '')}${error.field ? `, field ${String(error.field)}` : ''})`
      : typeof error === 'string'
        ? ` (${error})`
        : '';
    problems.push(`status ${answer.status}${said}, expected ${expect.status.join(' or ')}`);
  }
  const documented = op.responses.find((r) => r.status === String(answer.status)) ?? op.responses.find((r) => r.status === 'default');
  if (!documented) problems.push(`status ${answer.status} is not documented for ${op.operationId}`);
  else if (documented.schema) {
    const why = checker.explain(documented.schema, answer.body);
    if (why) problems.push(`the ${answer.status} body does not match its documented schema: ${why}`);
  }
  if (expect.errorCode !== undefined && (!isRecord(error) || error.code !== expect.errorCode)) {
    problems.push(`error.code ${isRecord(error) ? JSON.stringify(error.code) : 'missing'}, expected ${expect.errorCode}`);
  }
  if (expect.errorField !== undefined && expect.status.includes(answer.status)) {
    const field = isRecord(error) ? error.field : undefined;
    const same = typeof field === 'string' && (headerField ? field.toLowerCase() === expect.errorField.toLowerCase() : field === expect.errorField);
    if (!same) problems.push(`error.field ${JSON.stringify(field ?? null)}, expected ${JSON.stringify(expect.errorField)}`);
  }
  if (expect.oauthError && typeof error !== 'string') problems.push('not an RFC 6749 5.2 error body ({"error": "..."})');
  return problems;
}

/** `-> 400 field count` / `-> 200`. */
export function describeAnswer(answer: Answer): string {
  const error = isRecord(answer.body) ? answer.body.error : undefined;
  if (isRecord(error) && error.field) return `-> ${answer.status} field ${String(error.field)}`;
  if (typeof error === 'string') return `-> ${answer.status} ${error}`;
  return `-> ${answer.status}`;
}
