/**
 * What a server's own configuration hands the runner for what no document can say: how a
 * customer pays at its hosted page, which operations use up what they act on, what its clock
 * reads. The runner never imports a server (kysely's rule: the core takes a dialect, it never
 * imports one); a plug-in is a module the configuration names (`plugins` in the `conformance`
 * section of paisa.config.json, or `--plugin FILE`) whose default export is a ConformancePlugin
 * or a function of the run's options returning one.
 */
import type { CheckName, Failure } from './checks.js';
import type { SchemaChecker } from './schema-checker.js';
import type { Obtained, Session, SessionHooks } from './session.js';
import type { CaseResult } from './types.js';

export interface ScenarioResult {
  result: CaseResult;
  /** Transition keys (`Invoice: issued -> paid (pay)`) this step shows driven, when it passed. */
  drives: string[];
}

export interface ConformancePlugin {
  name: string;
  /** Operations whose valid request the runner cannot make from the document, with why: their positive cases are skipped, never failed. */
  skipOperations?: Record<string, string>;
  /** operationId -> entity kinds it uses up (a refund uses up a payment's amount): each case gets a fresh one. */
  consumes?: Record<string, string[]>;
  /** State machine -> triggers fired outside the document's operations (at a hosted page): left to `scenarios`. */
  firesTriggers?: Record<string, string[]>;
  /** An entity of `kind` (in one of `states`) made the way only this server can; undefined leaves it to the runner. */
  obtain?(session: Session, kind: string, states?: string[]): Promise<Obtained | undefined>;
  /** The server's clock in Unix seconds, for time transitions (`x-time-transitions`); default: this machine's. */
  now?(session: Session): Promise<number | { reason: string }>;
  /** Cases of its own, run after the life cycles (they judge answers with conformance/checks.ts `judge`). */
  scenarios?(session: Session, checker: SchemaChecker): Promise<ScenarioResult[]>;
}

export type { CheckName, Failure };

/** What a plug-in module's default export may be. */
export type PluginExport = ConformancePlugin | ((options: { baseUrl: string }) => ConformancePlugin | Promise<ConformancePlugin>);

/** Every plug-in's contribution, merged: what the session needs (its hooks) and what the runner does. */
export interface Plugins {
  list: ConformancePlugin[];
  skipOperations: Record<string, string>;
  firesTriggers: Record<string, string[]>;
  hooks: SessionHooks;
}

export function mergePlugins(list: ConformancePlugin[]): Plugins {
  const hooks: SessionHooks = { consumes: {}, obtainers: [] };
  const out: Plugins = { list, skipOperations: {}, firesTriggers: {}, hooks };
  for (const p of list) {
    Object.assign(out.skipOperations, p.skipOperations);
    for (const [op, kinds] of Object.entries(p.consumes ?? {})) hooks.consumes[op] = [...new Set([...(hooks.consumes[op] ?? []), ...kinds])];
    for (const [m, triggers] of Object.entries(p.firesTriggers ?? {})) out.firesTriggers[m] = [...new Set([...(out.firesTriggers[m] ?? []), ...triggers])];
    if (p.obtain) hooks.obtainers.push({ name: p.name, obtain: p.obtain.bind(p) });
    if (p.now && !hooks.now) hooks.now = p.now.bind(p);
  }
  return out;
}
