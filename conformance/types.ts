/**
 * The conformance cases as plain data, derived from the document (the generator's ApiModel) by
 * pure functions (conformance/derive-*.ts), executed by the runner (conformance/run.ts)
 * against any server that claims to implement the document.
 */
import type { Failure } from './check-names.js';
import type { AuthMode } from './credentials.js';
import type { SentRequest } from './http.js';

export type { AuthMode } from './credentials.js';

/**
 * A path parameter value: literal, or an id of a live entity of a kind (conformance/kinds.ts)
 * the runner obtains at run time (in one of `states`; or preferably in one of `prefer`, else in
 * any state).
 */
export type PathValue =
  | { literal: string }
  | {
      idOf: string;
      states?: string[];
      prefer?: string[];
      /** a fresh entity, moved by these operations first (the spec's `x-precondition`) */
      prepare?: { operationId: string; body?: Record<string, unknown> }[];
      /** sent when no live entity can be had (a read-only API's documented example id); a 4xx to it is no verdict */
      fallback?: string;
    };

export interface RequestSpec {
  operationId: string;
  /** Path parameter name -> value. */
  path: Record<string, PathValue>;
  /** Query parameters; arrays repeat the key (`expand[]=a&expand[]=b`). */
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** The body, sent with `contentType`; absent when the operation takes none. */
  body?: { contentType: string; value: unknown };
  auth: AuthMode;
}

/** What a case expects of the answer. */
export interface Expectation {
  /**
   * What the request is: valid (must be accepted, 2xx/3xx), invalid (must be refused, 4xx),
   * without valid credentials (must not succeed), or a state-machine move (lifecycle).
   */
  kind: 'accept' | 'reject' | 'unauthorized';
  /** The statuses the document promises for it (success statuses; the catalogue's error status). */
  status: number[];
  /** The status must be one of `status` exactly (documents with an error catalogue; OAuth endpoints). */
  exact?: boolean;
  /** The interface's error object: `error.code` must be this (x-errors catalogue only). */
  errorCode?: string;
  /** `error.field` must name this (x-errors catalogue only; header names compare case-insensitively). */
  errorField?: string;
  /** RFC 6749 5.2 body (`{error: string}`): the oauth2 error format (spec `x-error-format`). */
  oauthError?: boolean;
}

export type CaseKind = 'positive' | 'negative' | 'property' | 'auth' | 'stateful';

export interface ConformanceCase {
  /** Stable, unique: `createInvoice negative body:line_items[0].amount minimum`. */
  id: string;
  kind: CaseKind;
  operationId: string;
  /** Human text after the operation id in the printed line. */
  title: string;
  /** Candidate requests in preference order: the runner sends the first whose ids it can obtain. */
  requests: RequestSpec[];
  expect: Expectation;
  /** Negative cases: the one field the request breaks (`line_items[0].amount`; absent for the body as a whole). */
  field?: string;
  /** Negative cases: the list operation whose items must not grow (the operation creates). */
  listOperationId?: string;
  /** Negative cases: the fetch operation whose answer must not change (the operation updates). */
  fetchOperationId?: string;
  /** A request the runner made up (valid by the document's validator): a refusal is judged only where the run says so. */
  generated?: boolean;
  /** Set when the case cannot be run at all; the runner prints it as skipped with this reason. */
  skipReason?: string;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CaseResult {
  id: string;
  kind: string;
  operationId: string;
  title: string;
  outcome: Outcome;
  /** The answer in short (`-> 400 field count`), or why it failed / was skipped. */
  detail: string;
  /** What failed, each under its check (a failing result has at least one). */
  failures?: Failure[];
  /** Failures a configuration allows on this operation: printed, not failing. */
  allowed?: Failure[];
  /** The last request the case sent (secrets masked when printed). */
  request?: SentRequest;
  /** How long its answer took, ms. */
  elapsedMs?: number;
}
