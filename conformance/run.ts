/**
 * The runner, for any implementation of the spec: derives the cases from the model,
 * runs them against one server in a fixed order (positive cases, creators first; negative
 * and property cases; auth; state machines; checkout scenarios), prints one line per case
 * and returns the results with the coverage report. Cases against an operation answering
 * 501 are skipped as not built, never passed.
 */
import type { ApiModel } from '../generator/model/types.js';
import { mintBearer } from './bearer.js';
import { checkoutScenarios } from './checkout-scenarios.js';
import { describeAnswer, judge } from './checks.js';
import { type CoverageReport, coverageReport } from './coverage.js';
import { authCases } from './derive-auth.js';
import { negativeCases } from './derive-negative.js';
import { positiveCases } from './derive-positive.js';
import { transitionCases } from './derive-transitions.js';
import type { BodyExample } from './examples.js';
import type { Answer, Target } from './http.js';
import { freshKey, idempotencyChecks, idempotencyHeader } from './idempotency.js';
import { runTransition } from './run-transition.js';
import { SchemaChecker } from './schema-checker.js';
import { isRecord } from './schema-node.js';
import { type CheckoutDriver, Session } from './session.js';
import type { CaseResult, ConformanceCase, Outcome } from './types.js';

export interface RunOptions {
  model: ApiModel;
  examples: Record<string, BodyExample[]>;
  target: Target;
  seed: number;
  /** Extra values per constraint from fast-check (default 1). */
  propertyRuns?: number;
  checkout?: CheckoutDriver;
  /** Only cases of these operations (and transitions through them). */
  operations?: string[];
  /** One printed line (default: nothing). */
  log?: (line: string) => void;
  /** Unix seconds (default: the clock). */
  now?: number;
}

export interface RunReport {
  seed: number;
  results: CaseResult[];
  passed: number;
  failed: number;
  skipped: number;
  coverage: CoverageReport;
}

export function summaryLine(report: Pick<RunReport, 'passed' | 'failed' | 'skipped'>): string {
  return `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`;
}

export function caseLine(r: CaseResult): string {
  return `${r.outcome.toUpperCase()} ${r.operationId} ${r.title} ${r.detail}`;
}

export async function runConformance(options: RunOptions): Promise<RunReport> {
  const { model, examples } = options;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const prepare = { now };
  const checker = new SchemaChecker(model.schemas);
  const target: Target = { ...options.target };
  // Without --bearer, each bearer case gets a token minted just before it: the cases before it
  // may move test mode's clock past a token's 3600 s (spec securitySchemes.oauth2).
  const minting = target.bearer === undefined;
  let noBearer = '(no --bearer TOKEN given)';
  const mintFor = async (c: ConformanceCase) => {
    if (!minting || !c.requests.some((r) => r.auth === 'bearer')) return;
    const minted = await mintBearer(model, options.target);
    target.bearer = 'token' in minted ? minted.token : undefined;
    if ('reason' in minted) noBearer = `(no --bearer TOKEN given, and ${minted.reason})`;
  };
  const session = new Session(model, examples, target, prepare, options.checkout);
  const results: CaseResult[] = [];
  const log = options.log ?? (() => undefined);
  const keep = (operationId: string) => !options.operations || options.operations.includes(operationId);
  const record = (r: CaseResult) => {
    results.push(r);
    log(caseLine(r));
  };
  log(`conformance: ${model.title} ${model.version} against ${options.target.baseUrl} (seed ${options.seed})`);
  if (minting) log('bearer cases: each with a read_only token from the client credentials grant with the key pair');

  const negatives = negativeCases(model, examples, checker, { ...prepare, seed: options.seed, propertyRuns: options.propertyRuns ?? 1 });
  // Wrong secrets go last of all: past 10 of them the server throttles the key pair from this
  // address (spec info.description, Failed authentication), so nothing that needs the key may follow.
  const auth = authCases(model, examples, prepare);
  const guesses = auth.filter((c) => c.requests.some((r) => r.auth === 'wrong-secret'));
  const phases: ConformanceCase[][] = [positiveCases(model, examples, prepare), negatives, auth.filter((c) => !guesses.includes(c))];
  for (const phase of phases) {
    for (const c of phase) {
      if (!keep(c.operationId)) continue;
      await mintFor(c);
      record(await runCase(session, c, checker, noBearer, record));
    }
  }
  const transitionState: { key: string; driven: boolean; reason?: string }[] = [];
  for (const t of transitionCases(model)) {
    if (t.act && !keep(t.act.operationId)) continue;
    if (!t.act && options.operations) continue;
    if (t.checkout && session.checkout) {
      // Left to the checkout scenarios below, which mark it driven when one does; counted
      // either way, so the coverage total is every transition of the spec.
      if (t.kind === 'transition') transitionState.push({ key: t.key, driven: false, reason: 'no checkout scenario drives it' });
      continue;
    }
    const r = await runTransition(session, t, checker);
    if (t.kind === 'transition') transitionState.push({ key: t.key, driven: r.outcome === 'pass', reason: r.outcome === 'pass' ? undefined : r.detail });
    record(r);
  }
  if (session.checkout) {
    for (const r of await checkoutScenarios(session, checker)) {
      for (const key of r.drives) transitionState.push({ key, driven: r.result.outcome === 'pass', reason: r.result.detail });
      record(r.result);
    }
  }
  for (const c of guesses) if (keep(c.operationId)) record(await runCase(session, c, checker, noBearer, record));
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const coverage = coverageReport(model, results, session.statuses, session.notBuilt, transitionState);
  return { seed: options.seed, results, passed: count('pass'), failed: count('fail'), skipped: count('skip'), coverage };
}

function result(c: ConformanceCase, outcome: Outcome, detail: string): CaseResult {
  return { id: c.id, kind: c.kind, operationId: c.operationId, title: c.title, outcome, detail };
}

async function runCase(
  session: Session,
  c: ConformanceCase,
  checker: SchemaChecker,
  noBearer: string,
  more: (r: CaseResult) => void = () => undefined,
): Promise<CaseResult> {
  if (c.skipReason) return result(c, 'skip', `(${c.skipReason})`);
  if (session.notBuilt.has(c.operationId)) return result(c, 'skip', '(not built: 501)');
  // a case that must succeed (a positive one, a bearer read) needs live entities in the right state
  const mustSucceed = c.expect.status.length > 0 && c.expect.status.every((s) => s < 400);
  const lenient = c.kind !== 'positive' && !mustSucceed;
  if (c.requests.some((r) => r.auth === 'bearer') && !session.target.bearer) return result(c, 'skip', noBearer);
  let reason = 'no request';
  for (const request of c.requests) {
    const filled = await session.fill(request, lenient);
    if ('reason' in filled) {
      reason = filled.reason;
      continue;
    }
    const wire = filled.wire;
    const op = session.op(c.operationId);
    // a bearer read reads what the key pair read in the positive case: entities of the right kind
    // (a card payment for fetchPaymentCard) rather than whatever was made last; a read that needs
    // a state made for it first (x-precondition) gets it made anew instead
    const readBefore = c.kind === 'auth' && mustSucceed && !op.preconditions?.length ? session.positivePath(c.operationId) : undefined;
    if (readBefore) wire.path = { ...readBefore };
    // every positive request of an operation taking Idempotency-Key sends one, to try it again after
    const keyHeader = c.kind === 'positive' ? idempotencyHeader(op) : undefined;
    if (keyHeader) wire.headers[keyHeader] = freshKey(op.operationId);
    const guard = c.kind === 'negative' || c.kind === 'property' ? await stateSnapshot(session, c, wire.path) : undefined;
    let answer: Answer;
    try {
      answer = await session.send(c.operationId, wire);
    } catch (error) {
      return result(c, 'fail', `no answer: ${(error as Error).message}`);
    }
    if (answer.status === 501) return result(c, 'skip', '(not built: 501)');
    const headerField = op.headerParams.some((p) => p.name === c.expect.errorField);
    const problems = judge(op, answer, c.expect, checker, headerField);
    if (guard) problems.push(...(await guard()));
    const outcome = result(
      c,
      problems.length ? 'fail' : 'pass',
      problems.length ? `${describeAnswer(answer)}: ${problems.join('; ')}` : describeAnswer(answer),
    );
    if (c.kind === 'positive' && outcome.outcome === 'pass' && op.method === 'get') session.rememberPositivePath(c.operationId, wire.path);
    if (keyHeader && outcome.outcome === 'pass') {
      const reason = session.model.errors.find((e) => e.key === 'idempotency_key_other_request')?.reason ?? 'idempotency_key_reused';
      for (const r of await idempotencyChecks(session, op, keyHeader, wire, answer, reason)) more(r);
    }
    return outcome;
  }
  return result(c, 'skip', `(${reason})`);
}

/**
 * A refused request must not change the state: a list call before and after shows no new entity.
 * Returns the after-check, or undefined when neither a list nor a fetch can show the state.
 */
async function stateSnapshot(session: Session, c: ConformanceCase, path: Record<string, string>): Promise<(() => Promise<string[]>) | undefined> {
  const listId = c.listOperationId && !session.notBuilt.has(c.listOperationId) ? c.listOperationId : undefined;
  const fetchId = c.fetchOperationId && !session.notBuilt.has(c.fetchOperationId) ? c.fetchOperationId : undefined;
  const list = async (): Promise<string[] | undefined> => {
    if (!listId) return undefined;
    const listOp = session.op(listId);
    const ids = Object.fromEntries(listOp.pathParams.map((p) => [p.name, path[p.name] ?? '']));
    const answer = await session.send(listId, { path: ids, query: { count: 100 }, headers: {}, auth: 'basic' });
    const items = isRecord(answer.body) && Array.isArray(answer.body.items) ? answer.body.items : undefined;
    return answer.status === 200 && items ? items.map((i) => (isRecord(i) ? String(i.id) : '')) : undefined;
  };
  const fetchOne = async (): Promise<string | undefined> => {
    if (!fetchId) return undefined;
    const fetchOp = session.op(fetchId);
    if (!fetchOp.pathParams.every((p) => path[p.name] !== undefined)) return undefined;
    const answer = await session.send(fetchId, {
      path: Object.fromEntries(fetchOp.pathParams.map((p) => [p.name, path[p.name]])),
      query: {},
      headers: {},
      auth: 'basic',
    });
    return answer.status === 200 ? JSON.stringify(answer.body) : undefined;
  };
  const before = await list();
  const fetched = await fetchOne();
  if (before === undefined && fetched === undefined) return undefined;
  return async () => {
    const problems: string[] = [];
    const after = await list();
    if (before && after) {
      const added = after.filter((id) => !before.includes(id));
      if (added.length) problems.push(`state changed: ${listId} shows new ${added.join(', ')}`);
    }
    const again = await fetchOne();
    if (fetched !== undefined && again !== undefined && again !== fetched)
      problems.push(`state changed: ${fetchId} answers differently after the refused request`);
    return problems;
  };
}
