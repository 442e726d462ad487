/**
 * The runner, for any server that claims to implement any document: derives the cases from
 * the model, runs them against one server in phases (the document's examples; invalid boundary
 * values and property-based variations of them; credentials; stateful sequences; life cycles;
 * the plug-ins' scenarios; valid variations; the cases of operations marked `x-runs-last`, whose
 * success removes what the others rely on; wrong credentials last, since a server may throttle
 * guesses), and returns
 * the results with the coverage report. Every failure names its check (conformance/checks.ts);
 * checks a run leaves out are not judged, and checks a configuration allows on an operation
 * are reported without failing. Cases against an operation answering 501 are skipped as not
 * built, never passed.
 */
import type { ApiModel } from '../generator/model/types.js';
import { CHECK_NAMES, type CheckName, type Failure } from './checks.js';
import { type CoverageReport, coverageReport } from './coverage.js';
import { authCases } from './derive-auth.js';
import { negativeCases } from './derive-negative.js';
import { positiveCases } from './derive-positive.js';
import { transitionCases } from './derive-transitions.js';
import { variantCases } from './derive-variants.js';
import type { BodyExample } from './examples.js';
import { Pace, type Target, targetOrigin } from './http.js';
import { Kinds } from './kinds.js';
import { OAuthTokens } from './oauth-token.js';
import { type ConformancePlugin, mergePlugins } from './plugin.js';
import { runCase } from './run-case.js';
import { runTransition } from './run-transition.js';
import { SchemaChecker } from './schema-checker.js';
import { Session } from './session.js';
import { statefulCases } from './stateful.js';
import type { CaseResult, ConformanceCase, Outcome } from './types.js';
import { Workers } from './workers.js';

export const PHASES = ['examples', 'boundaries', 'property', 'auth', 'stateful', 'lifecycle'] as const;
export type Phase = (typeof PHASES)[number];

export interface RunOptions {
  model: ApiModel;
  examples: Record<string, BodyExample[]>;
  target: Target;
  seed: number;
  /** Extra values per constraint from fast-check (default 1). */
  propertyRuns?: number;
  plugins?: ConformancePlugin[];
  /** The checks judged (default: all). */
  checks?: CheckName[];
  /** Phases run (default: all). */
  phases?: Phase[];
  /** operationId -> checks whose failures are reported but allowed there. */
  allow?: Record<string, CheckName[]>;
  /** operationId -> why its positive case cannot be made (besides the plug-ins'). */
  skip?: Record<string, string>;
  /** Only cases of these operations (and transitions through them). */
  operations?: string[];
  /** Only the case with this id (`--replay`). */
  replay?: string;
  /** Stop starting cases after this many ms; the rest are skipped, said so. */
  maxTimeMs?: number;
  /** An answer slower than this fails `max_response_time`. */
  maxResponseMs?: number;
  /** Cases run at once where they do not depend on each other (default 1). */
  workers?: number;
  /** Valid variations of each body: boundary values (default 12) and bodies made from the schema (default 2). */
  variants?: { boundaries: number; generated: number };
  /** A refusal of a valid request the runner made up fails `positive_data_acceptance` (default true). */
  judgeGeneratedRefusals?: boolean;
  /** One printed line per case (default: nothing). */
  log?: (line: string) => void;
  /** Called now and then with the results so far (progress on stderr). */
  progress?: (results: CaseResult[]) => void;
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
  /** Requests sent, setup included. */
  requests: number;
}

export function summaryLine(report: Pick<RunReport, 'passed' | 'failed' | 'skipped'>): string {
  return `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`;
}

export function caseLine(r: CaseResult): string {
  return `${r.outcome.toUpperCase()} ${r.operationId} ${r.title} ${r.detail}`;
}

/** Failures of checks left out dropped, allowed ones set aside; the outcome follows what is left. */
function settle(r: CaseResult, checks: Set<CheckName>, allow: Record<string, CheckName[]>): CaseResult {
  if (!r.failures?.length) return r;
  const judged = r.failures.filter((f) => checks.has(f.check));
  const allowed = judged.filter((f) => allow[r.operationId]?.includes(f.check));
  const failing = judged.filter((f) => !allowed.includes(f));
  const out: CaseResult = { ...r, failures: failing, outcome: failing.length ? 'fail' : 'pass' };
  if (allowed.length) out.allowed = allowed;
  if (!failing.length) delete out.failures;
  return out;
}

/**
 * A thrown error as a result: what the run holds no credentials for is skipped with why (the
 * session says so when asked to send), anything else (a connection reset) is a failure to answer.
 */
function noAnswer(error: unknown): Pick<CaseResult, 'outcome' | 'detail' | 'failures'> {
  const message = (error as Error).message ?? String(error);
  if (message.startsWith('no credentials') || message.startsWith('no OAuth')) return { outcome: 'skip', detail: `(${message})` };
  return { outcome: 'fail', detail: `no answer: ${message}`, failures: [{ check: 'not_a_server_error', message: `no answer: ${message}` }] };
}

async function shielded(base: Pick<CaseResult, 'id' | 'kind' | 'operationId' | 'title'>, run: () => Promise<CaseResult[]>): Promise<CaseResult[]> {
  try {
    return await run();
  } catch (error) {
    return [{ ...base, ...noAnswer(error) }];
  }
}

export async function runConformance(options: RunOptions): Promise<RunReport> {
  const { model, examples } = options;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const prepare = { now };
  const kinds = new Kinds(model);
  const checker = new SchemaChecker(model.schemas);
  const plugins = mergePlugins(options.plugins ?? []);
  const skips = { ...plugins.skipOperations, ...options.skip };
  const checks = new Set<CheckName>(options.checks ?? CHECK_NAMES);
  const phases = new Set<Phase>(options.phases ?? PHASES);
  const documentOrigin = /^https?:/.test(model.serverUrl) ? new URL(model.serverUrl).origin : undefined;
  const tokens = new OAuthTokens(options.target.credentials.oauthClient, targetOrigin(options.target), documentOrigin, options.target.timeoutMs);
  const session = new Session({ model, kinds, examples, target: options.target, prepare, hooks: plugins.hooks, tokens, pace: new Pace(options.target.rate) });
  const results: CaseResult[] = [];
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const late = () => options.maxTimeMs !== undefined && Date.now() - started > options.maxTimeMs;
  const keep = (id: string, operationId: string) =>
    (!options.operations || options.operations.includes(operationId)) && (!options.replay || options.replay === id);
  const record = (raw: CaseResult) => {
    const r = settle(raw, checks, options.allow ?? {});
    if (
      r.outcome !== 'skip' &&
      options.maxResponseMs !== undefined &&
      raw.elapsedMs !== undefined &&
      raw.elapsedMs > options.maxResponseMs &&
      checks.has('max_response_time')
    ) {
      const slow: Failure = { check: 'max_response_time', message: `answered in ${Math.round(raw.elapsedMs)} ms (limit ${options.maxResponseMs} ms)` };
      r.failures = [...(r.failures ?? []), slow];
      r.outcome = 'fail';
    }
    results.push(r);
    log(caseLine(r));
    options.progress?.(results);
  };
  const skipLate = (c: { id: string; operationId: string; kind: string; title: string }) =>
    record({ id: c.id, kind: c.kind, operationId: c.operationId, title: c.title, outcome: 'skip', detail: '(--max-time reached)' });
  const workers = new Workers(options.workers ?? 1);
  log(`conformance: ${model.title} ${model.version} against ${options.target.baseUrl} (seed ${options.seed})`);

  // `x-runs-last` (spec/README.md, Operations run last): an operation whose success removes what
  // other cases rely on runs after all of them, in the order its cases came, before the guesses
  const runsLast = new Set(model.operations.filter((op) => op.runsLast).map((op) => op.operationId));
  const deferred: { cases: ConformanceCase[]; stateful: ReturnType<typeof statefulCases> } = { cases: [], stateful: [] };
  let lastPhase = false;
  const runAll = async (cases: ConformanceCase[], parallel: boolean) => {
    for (const c of cases) {
      if (!keep(c.id, c.operationId)) continue;
      if (!lastPhase && runsLast.has(c.operationId)) {
        deferred.cases.push(c);
        continue;
      }
      if (late()) {
        skipLate(c);
        continue;
      }
      const guarded = c.listOperationId !== undefined || c.fetchOperationId !== undefined;
      const base = { id: c.id, kind: c.kind, operationId: c.operationId, title: c.title };
      const run = async () =>
        record(
          (
            await shielded(base, async () => [await runCase(session, c, checker, record, { judgeGeneratedRefusals: options.judgeGeneratedRefusals ?? true })])
          )[0],
        );
      if (parallel) await workers.start(run, guarded);
      else await run();
    }
    await workers.drain();
  };

  const negatives = negativeCases(model, kinds, examples, checker, { ...prepare, seed: options.seed, propertyRuns: options.propertyRuns ?? 1 });
  // Wrong credentials go last of all: a server may throttle guesses from an address (spec
  // info.description, Failed authentication), so nothing that needs the credentials may follow.
  const auth = authCases(model, kinds, examples, prepare);
  const guesses = auth.filter((c) => c.requests.some((r) => r.auth === 'wrong'));
  const variants = variantCases(
    model,
    kinds,
    examples,
    checker,
    { ...prepare, seed: options.seed, ...(options.variants ?? { boundaries: 12, generated: 2 }) },
    skips,
  );
  if (phases.has('examples')) await runAll(positiveCases(model, kinds, examples, prepare, skips), false);
  if (phases.has('boundaries'))
    await runAll(
      negatives.filter((c) => c.kind === 'negative'),
      true,
    );
  if (phases.has('property'))
    await runAll(
      negatives.filter((c) => c.kind === 'property'),
      true,
    );
  if (phases.has('auth'))
    await runAll(
      auth.filter((c) => !guesses.includes(c)),
      true,
    );
  if (phases.has('stateful'))
    for (const s of statefulCases(model, kinds)) {
      if (!keep(s.id, s.operationId)) continue;
      if (runsLast.has(s.operationId)) {
        deferred.stateful.push(s);
        continue;
      }
      if (late()) skipLate({ ...s, kind: 'stateful' });
      else for (const r of await shielded({ id: s.id, kind: 'stateful', operationId: s.operationId, title: s.title }, () => s.run(session, checker))) record(r);
    }
  const transitionState: { key: string; driven: boolean; reason?: string }[] = [];
  type TransitionCase = ReturnType<typeof transitionCases>[number];
  const deferredTransitions: TransitionCase[] = [];
  const runTransitionCase = async (t: TransitionCase) => {
    const operationId = t.act?.operationId ?? t.machine;
    if (late()) {
      skipLate({ id: t.id, operationId, kind: t.kind, title: t.title });
      return;
    }
    const [r] = await shielded({ id: t.id, kind: t.kind, operationId, title: t.title }, async () => [await runTransition(session, t, checker)]);
    if (t.kind === 'transition') transitionState.push({ key: t.key, driven: r.outcome === 'pass', reason: r.outcome === 'pass' ? undefined : r.detail });
    record(r);
  };
  if (phases.has('lifecycle')) {
    for (const t of transitionCases(model, kinds, plugins.firesTriggers)) {
      if (t.act && !keep(t.id, t.act.operationId)) continue;
      if (!t.act && (options.operations || options.replay)) continue;
      if (t.byPlugin) {
        // Left to the plug-ins' scenarios, which mark it driven when one does; counted either way,
        // so the coverage total is every transition of the document.
        if (t.kind === 'transition') transitionState.push({ key: t.key, driven: false, reason: 'no scenario of a plug-in drives it' });
        continue;
      }
      if (t.act && runsLast.has(t.act.operationId)) deferredTransitions.push(t);
      else await runTransitionCase(t);
    }
    for (const plugin of plugins.list) {
      if (!plugin.scenarios || late()) continue;
      const scenarios = await plugin.scenarios(session, checker).catch((error: unknown) => {
        record({ id: `${plugin.name} scenarios`, kind: 'transition', operationId: plugin.name, title: 'scenarios', ...noAnswer(error) });
        return [];
      });
      for (const r of scenarios) {
        if (options.replay && options.replay !== r.result.id) continue;
        for (const key of r.drives) transitionState.push({ key, driven: r.result.outcome === 'pass', reason: r.result.detail });
        record(r.result);
      }
    }
  }
  // Valid variations last but for the guesses: what they make may reach beyond their own entity
  // (a test helper's downtime on a method fails later payments), so no sequence before sees it.
  if (phases.has('boundaries')) await runAll(variants.boundaries, false);
  if (phases.has('property')) await runAll(variants.generated, false);
  lastPhase = true;
  await runAll(deferred.cases, false);
  for (const t of deferredTransitions) await runTransitionCase(t);
  for (const s of deferred.stateful) {
    if (late()) skipLate({ ...s, kind: 'stateful' });
    else for (const r of await shielded({ id: s.id, kind: 'stateful', operationId: s.operationId, title: s.title }, () => s.run(session, checker))) record(r);
  }
  if (phases.has('auth')) await runAll(guesses, false);
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const coverage = coverageReport(model, results, session.statuses, session.notBuilt, transitionState);
  return { seed: options.seed, results, passed: count('pass'), failed: count('fail'), skipped: count('skip'), coverage, requests: session.requests };
}
