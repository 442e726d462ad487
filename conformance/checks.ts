/**
 * The named checks and the judging of one answer (Schemathesis's checks, by name, plus what
 * no tool checks well: life cycles, idempotency keys, pagination, write-only leaks). Every
 * failure names exactly one check, so a run can select checks (`--checks`, `--exclude-checks`)
 * and a configuration can allow one on an operation.
 *
 * The status an answer must have depends on what the request was: a request the document's own
 * validator calls valid must be accepted (2xx/3xx), one it calls invalid refused (4xx), one
 * without or with wrong credentials must not succeed. Where the document has an error
 * catalogue (`x-errors`, spec/README.md "Errors"), its exact status, `error.code` and
 * `error.field` are checked too (`error_catalogue`); OAuth endpoints answer RFC 6749 section 5.2.
 */
import type { OperationModel, ResponseModel } from '../generator/model/types.js';
import type { CheckName, Failure } from './check-names.js';
import type { Answer } from './http.js';
import type { SchemaChecker } from './schema-checker.js';
import { isRecord } from './schema-node.js';
import type { Expectation } from './types.js';
import { writeOnlyLeaks } from './write-only.js';

export { CHECK_NAMES, CHECKS, type CheckName, type Failure } from './check-names.js';

const tok = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The response the document gives for `status`: exact, else its range (`4XX`), else `default`. */
export function documentedResponse(op: OperationModel, status: number): ResponseModel | undefined {
  return (
    op.responses.find((r) => r.status === String(status)) ??
    op.responses.find((r) => r.status.toUpperCase() === `${String(status)[0]}XX`) ??
    op.responses.find((r) => r.status === 'default')
  );
}

/**
 * Whether the operation says how it answers what the request was: refused input (a client error
 * other than 401, 403, 404 and 429, or `4XX` / `default`), missing or wrong credentials (401 or
 * 403, or `4XX` / `default`). A document silent on it leaves the status to the server: an answer
 * it did not document is then the document's gap, not the server's fault.
 */
export function documentsRefusal(op: OperationModel, kind: Expectation['kind']): boolean {
  const statuses = op.responses.map((r) => r.status.toUpperCase());
  if (statuses.includes('DEFAULT') || statuses.includes('4XX')) return true;
  if (kind === 'unauthorized') return statuses.includes('401') || statuses.includes('403');
  return statuses.some((s) => /^4\d\d$/.test(s) && !['401', '403', '404', '429'].includes(s));
}

function mediaType(header: string | null): string | undefined {
  return header?.split(';')[0].trim().toLowerCase() || undefined;
}

function typeMatches(actual: string, documented: string): boolean {
  const d = documented.split(';')[0].trim().toLowerCase();
  if (d === '*/*' || d === actual) return true;
  const [dt, ds] = d.split('/');
  const [at, as] = actual.split('/');
  return (ds === '*' && dt === at) || (dt === '*' && ds === as);
}

/** Failures of one answer; empty when it conforms. */
export function judge(op: OperationModel, answer: Answer, expect: Expectation, checker: SchemaChecker, headerField = false): Failure[] {
  const out: Failure[] = [];
  const fail = (check: CheckName, message: string, pointer?: string) => out.push({ check, message, ...(pointer ? { pointer } : {}) });
  const s = answer.status;
  const error = isRecord(answer.body) ? answer.body.error : undefined;
  const said = isRecord(error)
    ? ` (${String(error.code ?? '')}: ${String(error.description ?? '')}${error.field ? `, field ${String(error.field)}` : ''})`
    : typeof error === 'string'
      ? ` (${error})`
      : isRecord(answer.body) && typeof answer.body.detail === 'string'
        ? ` (${answer.body.detail})`
        : '';
  if (s >= 500 && !expect.status.includes(s)) fail('not_a_server_error', `status ${s}${said}`, op.pointer);
  // an operation documenting no success at all: what accepting it answers, the document does not say
  else if (expect.kind === 'accept' && s >= 400 && (expect.status.length > 0 || !documentedResponse(op, s)))
    fail('positive_data_acceptance', `status ${s}${said} to a request the document calls valid`, op.pointer);
  else if (expect.kind === 'reject' && s < 400) fail('negative_data_rejection', `status ${s} to a request the document calls invalid`, op.pointer);
  else if (expect.kind === 'unauthorized' && s < 400) fail('ignored_auth', `status ${s} to a request without valid credentials`, op.pointer);
  else if (expect.exact && !expect.status.includes(s)) fail('error_catalogue', `status ${s}${said}, expected ${expect.status.join(' or ')}`, op.pointer);
  const documented = documentedResponse(op, s);
  // an undocumented status is the server's fault for a valid request, and for others where the
  // document says which client errors there are; a document silent on errors is not a server's fault
  // an operation documenting no response at all (its `responses` empty) says nothing to hold a status to
  if (!documented && op.responses.length > 0 && (expect.kind === 'accept' || expect.exact || documentsRefusal(op, expect.kind)))
    fail('status_code_conformance', `status ${s} is not documented for ${op.operationId}`, `${op.pointer}/responses`);
  if (documented) {
    const at = `${op.pointer}/responses/${tok(documented.status)}`;
    const type = mediaType(answer.headers.get('content-type'));
    const hasBody = answer.body !== undefined && answer.body !== '';
    if (hasBody && type && documented.contentTypes.length && !documented.contentTypes.some((d) => typeMatches(type, d)))
      fail('content_type_conformance', `Content-Type ${type}, documented ${documented.contentTypes.join(', ')}`, `${at}/content`);
    for (const [name, def] of Object.entries(documented.headerSchemas)) {
      // RFC 9110 section 8.6: Content-Length is the transport's, and a header the document declares for Content-Type is the content's
      if (name === 'content-type') continue;
      const value = answer.headers.get(name);
      if (value === null) {
        if (def.required) fail('response_headers_conformance', `required header ${name} is missing`, `${at}/headers/${tok(name)}`);
        continue;
      }
      const why = checker.explainText(def.schema, value);
      if (why) fail('response_headers_conformance', `header ${name}: ${JSON.stringify(value)} ${why}`, `${at}/headers/${tok(name)}/schema`);
    }
    const jsonAnswer = type === undefined || /json/.test(type);
    if (documented.schema && jsonAnswer && (hasBody || s !== 204)) {
      const why = checker.explainAt(documented.schema, answer.body, 'strict', 'response');
      const schemaAt = `${at}/content/${tok(documented.mediaType ?? 'application/json')}/schema`;
      if (why)
        fail(
          'response_schema_conformance',
          `the ${s} body does not match its documented schema: ${why.message}`,
          why.absolute ? why.pointer : `${schemaAt}${why.pointer}`,
        );
      else
        for (const leak of writeOnlyLeaks(documented.schema, answer.body, checker.schemas))
          fail('write_only_leak', `the answer carries writeOnly ${leak}`, schemaAt);
    }
  }
  // the catalogue's words are judged on refusals only: a success where a refusal was due has failed already
  if (s >= 400 && expect.errorCode !== undefined && (!isRecord(error) || error.code !== expect.errorCode))
    fail('error_catalogue', `error.code ${isRecord(error) ? JSON.stringify(error.code) : 'missing'}, expected ${expect.errorCode}`, op.pointer);
  if (expect.errorField !== undefined && expect.status.includes(s)) {
    const field = isRecord(error) ? error.field : undefined;
    const same = typeof field === 'string' && (headerField ? field.toLowerCase() === expect.errorField.toLowerCase() : field === expect.errorField);
    if (!same) fail('error_catalogue', `error.field ${JSON.stringify(field ?? null)}, expected ${JSON.stringify(expect.errorField)}`, op.pointer);
  }
  if (s >= 400 && expect.oauthError && typeof error !== 'string') fail('error_catalogue', 'not an RFC 6749 5.2 error body ({"error": "..."})', op.pointer);
  return out;
}

/** `-> 400 field count` / `-> 200`. */
export function describeAnswer(answer: Answer): string {
  const error = isRecord(answer.body) ? answer.body.error : undefined;
  if (isRecord(error) && error.field) return `-> ${answer.status} field ${String(error.field)}`;
  if (typeof error === 'string') return `-> ${answer.status} ${error}`;
  return `-> ${answer.status}`;
}
