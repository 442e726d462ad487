/**
 * Running one derived case: fill its request (live ids, unique values), confirm with the
 * document's own validator that a request it calls valid is valid (an example the document
 * gets wrong is skipped with the validator's words, never blamed on the server), send it, judge
 * the answer (conformance/checks.ts), and for a refused request check that nothing changed. A
 * positive case whose path holds the document's example id instead of a live one is judged only
 * when the server accepts it: a server that knows no such entity is right to refuse it.
 */
import { describeAnswer, judge } from './checks.js';
import type { Answer } from './http.js';
import { freshKey, idempotencyChecks, idempotencyHeader } from './idempotency.js';
import { sampleValue } from './sample.js';
import type { SchemaChecker } from './schema-checker.js';
import { effective, isRecord } from './schema-node.js';
import type { Session } from './session.js';
import { stateSnapshot } from './state-snapshot.js';
import type { CaseResult, ConformanceCase, Outcome } from './types.js';

function result(c: ConformanceCase, outcome: Outcome, detail: string): CaseResult {
  return { id: c.id, kind: c.kind, operationId: c.operationId, title: c.title, outcome, detail };
}

/** Why the document's own validator calls a request it means as valid invalid, or undefined. */
export function invalidByDocument(
  session: Session,
  operationId: string,
  wire: { path: Record<string, string>; query: Record<string, unknown>; headers: Record<string, string>; body?: { contentType: string; value: unknown } },
  checker: SchemaChecker,
): string | undefined {
  const op = session.op(operationId);
  for (const p of [...op.pathParams, ...op.queryParams, ...op.headerParams]) {
    const value = p.in === 'path' ? wire.path[p.name] : p.in === 'query' ? wire.query[p.name] : wire.headers[p.name];
    if (value === undefined) continue;
    const why = checker.explainAt(p.schema, Array.isArray(value) ? value.map(String) : String(value), 'coerce', 'request');
    if (why) return `${p.in} ${p.name}: ${why.message}`;
  }
  // OpenAPI 3.1 section 4.8.13.1 (`required`): a request without the body the operation requires is not a valid one
  if (!wire.body && op.body?.required) return 'the body is required and the runner has none to send';
  if (wire.body && op.body) {
    const media = op.body.media.find((m) => m.type === wire.body?.contentType)?.schema ?? op.body.schema;
    const why = checker.explainAt(media, wire.body.value, /json/.test(wire.body.contentType) ? 'strict' : 'coerce', 'request');
    if (why) return `body ${why.message}`;
  }
  return undefined;
}

export interface RunCaseOptions {
  /** A refusal of a request the runner made up is a failure (default); false: no verdict, said so. */
  judgeGeneratedRefusals?: boolean;
}

/**
 * The `readOnly` properties a request body's schema lists in `required` and the body leaves out,
 * with sample values: what a server refusing the body for lacking them wanted (OpenAPI 3.0.3
 * section 4.7.24.3: they are required in answers only).
 */
function readOnlyRequired(session: Session, schema: unknown, body: unknown): Record<string, unknown> {
  const node = effective(schema, session.model.schemas);
  const out: Record<string, unknown> = {};
  if (!isRecord(body) || !Array.isArray(node.required) || !isRecord(node.properties)) return out;
  for (const name of node.required.map(String)) {
    const prop = effective(node.properties[name], session.model.schemas);
    if (prop.readOnly === true && !(name in body)) out[name] = sampleValue(node.properties[name], session.model.schemas);
  }
  return out;
}

export async function runCase(
  session: Session,
  c: ConformanceCase,
  checker: SchemaChecker,
  more: (r: CaseResult) => void = () => undefined,
  options: RunCaseOptions = {},
): Promise<CaseResult> {
  if (c.skipReason) return result(c, 'skip', `(${c.skipReason})`);
  if (session.notBuilt.has(c.operationId)) return result(c, 'skip', '(not built: 501)');
  // a case that must succeed (a positive one, a token read) needs live entities in the right state
  const mustSucceed = c.expect.kind === 'accept';
  const lenient = !mustSucceed;
  let reason = 'no request';
  for (const request of c.requests) {
    const filled = await session.fill(request, lenient);
    if ('reason' in filled) {
      reason = filled.reason;
      continue;
    }
    const wire = filled.wire;
    const op = session.op(c.operationId);
    // RFC 9110 section 9.3.1: a GET body has no defined meaning, and fetch() refuses to send one
    if (wire.body && op.method === 'get') return result(c, 'skip', '(a body on a GET: the runner sends none)');
    const creds = await session.credentialsFor(op, wire);
    if ('reason' in creds) return result(c, 'skip', `(${creds.reason})`);
    // a token read reads what the positive case read: entities of the right kind (a card payment
    // for fetchPaymentCard) rather than whatever was made last; a read that needs a state made for
    // it first (x-precondition) gets it made anew instead
    const readBefore = c.kind === 'auth' && mustSucceed && !op.preconditions?.length ? session.positivePath(c.operationId) : undefined;
    if (readBefore) wire.path = { ...readBefore };
    if (mustSucceed) {
      const invalid = invalidByDocument(session, c.operationId, wire, checker);
      if (invalid) return result(c, 'skip', `(the document's own schema calls this request invalid: ${invalid})`);
    }
    // every positive request of an operation taking Idempotency-Key sends one, to try it again after
    const keyHeader = c.kind === 'positive' ? idempotencyHeader(op) : undefined;
    if (keyHeader) wire.headers[keyHeader] = freshKey(op.operationId);
    const guard = c.kind === 'negative' || c.kind === 'property' ? await stateSnapshot(session, c, wire.path) : undefined;
    let answer: Answer;
    try {
      answer = await session.send(c.operationId, wire);
    } catch (error) {
      return {
        ...result(c, 'fail', `no answer: ${(error as Error).message}`),
        failures: [{ check: 'not_a_server_error', message: `no answer: ${(error as Error).message}` }],
      };
    }
    if (answer.status === 501) return result(c, 'skip', '(not built: 501)');
    // RFC 9110 sections 15.5.5 and 15.5.11: what the run deleted itself is rightly not found any more
    const deleted = mustSucceed && (answer.status === 404 || answer.status === 410) ? session.deletedEarlier(answer.request.url) : undefined;
    if (deleted) return { ...result(c, 'skip', `(the run deleted ${deleted} itself before: ${describeAnswer(answer)})`), request: answer.request };
    if (filled.guessed && mustSucceed && answer.status >= 400 && answer.status < 500)
      return { ...result(c, 'skip', `(${filled.guessed}; the server knows no such entity: ${describeAnswer(answer)})`), request: answer.request };
    if (c.generated && options.judgeGeneratedRefusals === false && answer.status >= 400 && answer.status < 500)
      return { ...result(c, 'skip', `(refused ${describeAnswer(answer)}: the run does not judge refusals of made-up input)`), request: answer.request };
    const headerField = op.headerParams.some((p) => p.name === c.expect.errorField);
    const failures = judge(op, answer, c.expect, checker, headerField);
    const refusedValid = failures.find((f) => f.check === 'positive_data_acceptance');
    if (refusedValid && wire.body && op.body) {
      // refused for lacking what only answers must carry? the same body with it is the witness
      const missing = readOnlyRequired(session, op.body.media.find((m) => m.type === wire.body?.contentType)?.schema ?? op.body.schema, wire.body.value);
      if (Object.keys(missing).length) {
        const again = await session.send(c.operationId, { ...wire, body: { ...wire.body, value: { ...(wire.body.value as object), ...missing } } });
        if (again.status >= 200 && again.status < 300) {
          refusedValid.check = 'read_only_required';
          refusedValid.message = `${refusedValid.message}; accepted once it carries readOnly ${Object.keys(missing).join(', ')}`;
        }
      }
    }
    if (guard) failures.push(...(await guard()));
    const outcome: CaseResult = {
      ...result(
        c,
        failures.length ? 'fail' : 'pass',
        failures.length ? `${describeAnswer(answer)}: ${failures.map((f) => f.message).join('; ')}` : describeAnswer(answer),
      ),
      request: answer.request,
      elapsedMs: answer.elapsedMs,
    };
    if (failures.length) outcome.failures = failures;
    if (c.kind === 'positive' && outcome.outcome === 'pass' && op.method === 'get') session.rememberPositivePath(c.operationId, wire.path);
    if (keyHeader && !c.generated && outcome.outcome === 'pass') {
      const catalogue = session.model.errors.find((e) => e.key === 'idempotency_key_other_request');
      for (const r of await idempotencyChecks(session, op, keyHeader, wire, answer, catalogue, checker)) more(r);
    }
    return outcome;
  }
  return result(c, 'skip', `(${reason})`);
}

/** `-> 400 field count` and the answer's body in short, for a line that says why. */
export function shortBody(answer: Answer): string {
  return isRecord(answer.body) ? JSON.stringify(answer.body).slice(0, 200) : String(answer.body ?? '').slice(0, 200);
}
