/**
 * What the generated routing table (generated/server/routes.ts) says about each operation.
 * Read once by the router and the gateway; nothing here is computed per request.
 */
import type { FlagPath } from './coercion.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which credentials an operation accepts (the operation's `security`). */
export interface SecurityDef {
  /** `security: []`: no credentials needed. */
  anonymous: boolean;
  /** HTTP Basic key id / key secret. */
  basic: boolean;
  /** OAuth 2.0 bearer accepted with these scopes (all required); null = bearer not accepted. */
  bearerScopes: readonly string[] | null;
  /** API keys accepted (the document's `apiKey` security schemes), where each travels; absent when none. */
  apiKeys?: readonly ApiKeyDef[];
}

/** An `apiKey` security scheme (OpenAPI 3.1 section 4.8.27): the header, query parameter or cookie its key travels in. */
export interface ApiKeyDef {
  /** The scheme's name under `components.securitySchemes`. */
  scheme: string;
  in: 'header' | 'query' | 'cookie';
  /** The header (any case), query parameter or cookie name. */
  name: string;
}

/**
 * How error answers look: the interface's `{error: {...}}` (`paisa`), RFC 6749 section 5.2
 * (`oauth2`), or RFC 9457 problem details (`problem`, for documents without an error catalogue;
 * the document's own error schema answers instead where it declares one, declared-error.ts).
 */
export type ErrorFormat = 'paisa' | 'oauth2' | 'problem';

export interface RouteDef<Id extends string = string> {
  operationId: Id;
  method: HttpMethod;
  /** The full path template the router matches, e.g. `/v1/payments/{payment_id}`. */
  path: string;
  /** Further paths the operation answers at, the same in every way (spec: a path's further `servers`: `/v2/accounts`). */
  alsoAt?: readonly string[];
  /** Path parameter -> its schema's `pattern`, when it has one. */
  paramPatterns: Readonly<Record<string, string>>;
  queryNames: readonly string[];
  /** The query parameters (of queryNames) whose schema is an array: the ones a bracketed key adds to (coercion.ts parseQuery). */
  queryLists?: readonly string[];
  headerNames: readonly string[];
  body: {
    required: boolean;
    /** An optional body that fills defaults: when absent it is checked as `{}`, so the handler gets them (generator/model/body-defaults.ts). */
    absentFilled?: boolean;
    contentTypes: readonly string[];
    fileFields: readonly string[];
    requiredFiles: readonly string[];
    /** per file field, its byte limit from the spec (`x-max-bytes`): above it a 400 on the field, not a 413 */
    fileMaxBytes?: Readonly<Record<string, number>>;
    /** per file field, the media types its content may be (spec `x-allowed-media-types`): the handler sniffs and compares */
    fileMediaTypes?: Readonly<Record<string, readonly string[]>>;
  } | null;
  security: SecurityDef;
  errorFormat: ErrorFormat;
  /** Query and body parameters sent without a value count as absent (spec `x-empty-means-absent`, RFC 6749 section 3.1). */
  emptyMeansAbsent?: boolean;
  /**
   * Per top-level request field, the catalogue key a validation failure on it is answered with
   * instead of `validation_failed` (spec `x-validation-errors`), with `{description}` filled.
   */
  validationErrors?: Readonly<Record<string, string>>;
  /** The success answer: `raw` operations return a RawResponse (see respond.ts). */
  success: { status: number; kind: 'json' | 'empty' | 'raw' };
  /**
   * The status a refused request (the runtime's 400s: validation, malformed JSON, a missing file)
   * is answered at, when the operation documents no 400, `4XX` or `default` but another client
   * error for it (the Swagger petstore's `405: Invalid input`); absent, 400.
   */
  refusalStatus?: number;
  /** Paths of `x-boolean-flag` properties per request part. */
  flags: { path: readonly FlagPath[]; query: readonly FlagPath[]; headers: readonly FlagPath[]; body: readonly FlagPath[] };
}
