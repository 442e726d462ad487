/**
 * The conformance cases as plain data, derived from the spec (the generator's ApiModel) by
 * pure functions (conformance/derive-*.ts), executed by the runner
 * (conformance/run.ts) against any server that implements the interface.
 */

/** Which credentials a request carries. */
export type AuthMode = 'basic' | 'none' | 'wrong-secret' | 'bearer';

/** A path parameter value: literal, or an id of a live entity the runner obtains at run time
 *  (in one of `states`; or preferably in one of `prefer`, else in any state). */
export type PathValue =
  | { literal: string }
  | {
      idOf: string;
      states?: string[];
      prefer?: string[];
      /** a fresh entity, moved by these operations first (the spec's `x-precondition`) */
      prepare?: { operationId: string; body?: Record<string, unknown> }[];
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
  /** Accepted statuses. */
  status: number[];
  /** The interface's error object: `error.code` must be this (paisa error format only). */
  errorCode?: string;
  /** `error.field` must name this (paisa error format only; header names compare case-insensitively). */
  errorField?: string;
  /** RFC 6749 5.2 body (`{error: string}`): the oauth2 error format (spec `x-error-format`). */
  oauthError?: boolean;
}

export type CaseKind = 'positive' | 'negative' | 'property' | 'auth';

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
  /** Negative cases: the list operation whose items must not grow (the operation creates). */
  listOperationId?: string;
  /** Negative cases: the fetch operation whose answer must not change (the operation updates). */
  fetchOperationId?: string;
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
}
