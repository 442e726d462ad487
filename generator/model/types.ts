/**
 * The generator's intermediate model: plain data derived from the bundled OpenAPI document.
 * Every emitter (`generator/emit/*`) is a pure function of this model; nothing here holds
 * functions, classes or references back into the parsed document.
 *
 * Schemas are kept as JSON Schema 2020-12 objects. Inside them, references to named
 * components stay as `{ $ref: '#/components/schemas/Name' }` so emitters can name types and
 * share validator code; `ApiModel.schemas` holds every component schema by name.
 */

import type { DeclaredErrors } from '../../runtime/server/declared-error.js';

export type JsonSchema = { [key: string]: unknown };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A path, query or header parameter, flattened from the operation and its path item. */
export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  /** The parameter's schema (may be a `$ref` to a component schema). */
  schema: JsonSchema;
  /** The parameter's own `example` / `examples` values (OpenAPI 3.1 section 4.8.12), when it has any. */
  examples?: unknown[];
}

/** Something the document holds that the generator does not support: named, never dropped silently. */
export interface ModelWarning {
  /** JSON pointer into the document (RFC 6901). */
  pointer: string;
  reason: string;
}

/** One media type of a request body and its own schema. */
export interface MediaTypeModel {
  type: string;
  schema: JsonSchema;
}

/** A request body. */
export interface RequestBodyModel {
  required: boolean;
  /** Media types the spec accepts, in spec order: `application/json`,
   *  `application/x-www-form-urlencoded`, `multipart/form-data`. */
  contentTypes: string[];
  /** The body schema: the first media type's. */
  schema: JsonSchema;
  /** Every media type with its own schema, in spec order (`schema` is the first's). */
  media: MediaTypeModel[];
  /** Component name when the schema is a plain `$ref` to `#/components/schemas/Name`. */
  schemaName?: string;
  /** multipart only: the properties that are file parts (`format: binary`). */
  fileFields: string[];
}

export interface ResponseModel {
  /** `'200'`, `'400'`, ... or `'default'`. */
  status: string;
  description: string;
  /** JSON body schema; absent when the response has no body. */
  schema?: JsonSchema;
  /** The JSON media type `schema` is declared under (`application/json`, `application/problem+json`). */
  mediaType?: string;
  schemaName?: string;
  /** Response header names (lower case), e.g. `retry-after`. */
  headers: string[];
  /** Every media type the response documents, in document order (JSON or not); empty for no body. */
  contentTypes: string[];
  /** Per documented header (lower case): whether it is required, and its schema (OpenAPI 3.1 section 4.8.21). */
  headerSchemas: Record<string, { required: boolean; schema: JsonSchema }>;
  /** Its Link Objects (OpenAPI 3.1 section 4.8.20), by name. */
  links: LinkModel[];
}

/** A Link Object: the operation a response leads to and how its parameters come from the response. */
export interface LinkModel {
  name: string;
  /** The target's operationId as written, or the operation its `operationRef` points at (a local `#/paths/...` pointer). */
  operationId?: string;
  operationRef?: string;
  /** Parameter name (optionally `path.`/`query.`/`header.` qualified) -> a runtime expression (`$response.body#/id`) or a constant. */
  parameters: Record<string, unknown>;
}

/** Which credentials an operation accepts (from its `security`, else the document's). */
export interface SecurityModel {
  /** No security requirement at all (`security: []`). */
  anonymous: boolean;
  /** HTTP Basic (key id : key secret) is accepted. */
  basic: boolean;
  /** OAuth 2.0 bearer accepted with these scopes (all required); `null` = bearer not accepted. */
  bearerScopes: string[] | null;
  /**
   * The Security Requirement Objects as written (OpenAPI 3.1 section 4.8.30): alternatives, any
   * one of which satisfies; each maps a scheme name of `ApiModel.securitySchemes` to its scopes.
   * An empty object is anonymous access; no alternative at all is none needed.
   */
  requirements: Record<string, string[]>[];
}

/**
 * A Security Scheme Object (OpenAPI 3.1 section 4.8.27), as a client must present it: what a
 * tool sending requests (the conformance runner, a mock) needs, nothing of its documentation.
 */
export interface SecuritySchemeModel {
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  /** `http`: the HTTP authentication scheme, lower case (`basic`, `bearer`, `digest`...). */
  scheme?: string;
  /** `apiKey`: where the key travels. */
  in?: 'header' | 'query' | 'cookie';
  /** `apiKey`: the header, query parameter or cookie name. */
  name?: string;
  /** `oauth2`: the client credentials flow's token URL as written (may be relative to the server). */
  tokenUrl?: string;
  /** `oauth2`: every scope its flows declare, sorted. */
  scopes?: string[];
}

export interface OperationModel {
  /**
   * The operation's name in generated code: the document's operationId when it is a JavaScript
   * identifier, else one made from it (`get-bookings` -> `getBookings`) or, without one, from
   * the method and path (`get /pets/{id}` -> `getPetsId`). Unique (model/operation-names.ts).
   */
  operationId: string;
  /** The operationId as the document writes it (absent when it has none). */
  specOperationId?: string;
  /** JSON pointer of the operation in the document: `/paths/~1pets/get`. */
  pointer: string;
  method: HttpMethod;
  /** Path as written in the spec, relative to its server: `/invoices/{invoice_id}`. */
  path: string;
  /** Path prefix of the server this operation lives on: `/v1` or `/oauth`. */
  basePath: string;
  /** Full path the router matches: basePath + path, e.g. `/v1/invoices/{invoice_id}`. */
  fullPath: string;
  /** The same operation under the further servers of its path or operation (`/v2/accounts`): served there too. */
  alsoAt?: string[];
  /** The operation's single tag, e.g. `invoices`, `payment_links`. */
  tag: string;
  /** Client method name inside the tag group (`create`, `list`, `listPayments`). */
  clientMethod: string;
  summary: string;
  description?: string;
  /** True when the operation carries `x-designed: true` (designed here, not taken from the service the API mirrors: spec/README.md). */
  designed: boolean;
  /** True when a GET/HEAD (safe and idempotent: the client may retry it). */
  idempotent: boolean;
  /** True when it declares the `Idempotency-Key` header (spec info.description, Idempotency): the client sends one and may retry. */
  idempotencyKey: boolean;
  pathParams: ParameterModel[];
  queryParams: ParameterModel[];
  headerParams: ParameterModel[];
  body?: RequestBodyModel;
  responses: ResponseModel[];
  security: SecurityModel;
  /** The machine triggers the operation fires (`x-transitions`); `when` is the body that selects one. */
  transitions: OperationTransitionModel[];
  /**
   * `x-precondition`: operations that bring the path's entity to where this one applies (a
   * subscription with a stored update), run on a fresh entity before a positive conformance case.
   */
  preconditions?: { operationId: string; body?: Record<string, unknown> }[];
  /** The transitions time makes when this operation moves test mode's clock (`x-time-transitions`). */
  timeTransitions: TimeTransitionModel[];
  /**
   * `x-runs-last`: a success removes what other operations' requests rely on (or the operation
   * needs what such an operation makes), so a runner exercising every operation runs it last.
   */
  runsLast?: boolean;
  /** Shape of this operation's error answers: the interface's `{error: {code, ...}}` object
   *  (`paisa`), or RFC 6749 section 5.2 `{error, error_description}` (`oauth2`, from the
   *  operation's `x-error-format: oauth2`). */
  errorFormat: ErrorFormat;
  /** `x-empty-means-absent`: query and body parameters sent without a value count as absent (RFC 6749 section 3.1). */
  emptyMeansAbsent: boolean;
  /**
   * `x-validation-errors`: per top-level request field, the catalogue key a validation failure
   * on it answers with (the OAuth endpoints' RFC error codes, e.g. `unsupported_grant_type`).
   */
  validationErrors?: Record<string, string>;
}

/** A trigger an operation fires (`x-transitions` on the operation). */
export interface OperationTransitionModel {
  machine: string;
  trigger: string;
  /** Body values that make the operation fire this trigger (createInvoice with `draft: '1'`). */
  when?: Record<string, unknown>;
  /**
   * Body values the entity this operation acts on is created with, when the trigger depends on
   * what kind of entity it is (payTestQrCode fires `credit` on a `multiple_use` QR code).
   */
  given?: Record<string, unknown>;
  /**
   * The machine's entities live inside the operation's entity, in this collection field (an
   * instant settlement's `ondemand_payouts`): the trigger moves one of them along with it.
   */
  via?: string;
}

/**
 * A transition the passage of time makes, driven by a test helper that moves test mode's clock
 * (`x-time-transitions` on advanceTestClock): `setup` makes an entity in state `from` whose
 * deadline fields lie `in` seconds ahead of test mode's now, then the clock moves `advance`
 * seconds and the entity must be in the transition's `to` state.
 */
export interface TimeTransitionModel {
  machine: string;
  trigger: string;
  /** null: time creates the entity (a settlement formed by its cycle) out of what `setup` makes; `find` finds it */
  from: string | null;
  /** first move test mode's clock to one second past a multiple of this many seconds (schedules on fixed boundaries) */
  align?: number;
  /** with `from: null`: the list operation whose newest item is the entity time created */
  find?: string;
  /**
   * The entity is made by `operationId` (each `in` field that many seconds after test mode's now),
   * then moved by each of `steps` in turn (on the entity when the operation takes its id).
   */
  setup: { operationId: string; body?: Record<string, unknown>; in: Record<string, number>; steps?: { operationId: string; body?: Record<string, unknown> }[] };
  advance: number;
}

/** A stored entity (`x-resource` on its schema). */
export interface ResourceModel {
  schema: string;
  /** The collection name: the store's table, the tag of the resource's operations (`invoices`). */
  kind: string;
  /** From the schema's `id` pattern; null when it has none. */
  idPrefix: string | null;
  /** Fields kept as indexed columns to filter and join on. */
  lookups: string[];
  /** The field unique per merchant and mode, when the interface demands one. */
  unique: string | null;
}

export interface TransitionModel {
  /** `null` for a creation transition. */
  from: string | null;
  to: string;
  trigger: string;
  guard?: string;
  emits: string[];
  designed: boolean;
}

export interface StateMachineModel {
  /** Component schema name carrying `x-state-machine`, e.g. `Invoice`. */
  schema: string;
  /** The status property, usually `status`. */
  field: string;
  /** The schema's `entity` value (its `const`), e.g. `payment.downtime`; the key of its
   *  snapshot in webhook payloads (spec `info.description`, Entities). `null` when the schema has none. */
  entity: string | null;
  initial: string;
  states: string[];
  /** Normalised: one entry per (from, trigger) pair; list-valued `from` is expanded. */
  transitions: TransitionModel[];
}

export interface WebhookEventModel {
  /** Dotted event name, e.g. `invoice.paid`. */
  name: string;
  /** Type name of the payload, e.g. `InvoicePaidEvent`. */
  typeName: string;
  summary: string;
  description?: string;
  /** The delivered body's schema (usually a `$ref` to the `...Event` component). */
  schema: JsonSchema;
  schemaName?: string;
  /** Payload keys the event carries (`contains`), e.g. `['payment', 'order', 'invoice']`. */
  contains: string[];
  /** Header names documented on the delivery (lower case). */
  headers: string[];
  /** The `payload` of the delivery's documented example, when it has one. */
  examplePayload?: Record<string, unknown>;
}

/**
 * How error answers look: the interface's `{error: {...}}` (`paisa`, documents with an
 * `x-errors` catalogue), RFC 6749 section 5.2 (`oauth2`), or RFC 9457 problem details
 * (`problem`, `application/problem+json`: documents without a catalogue).
 */
export type ErrorFormat = 'paisa' | 'oauth2' | 'problem';

/** One entry of the error catalogue (root `x-errors`). */
export interface ErrorEntryModel {
  key: string;
  status: number;
  /** The error body's `code` (`BAD_REQUEST_ERROR`, `GATEWAY_ERROR`, `SERVER_ERROR`). */
  code: string;
  reason: string;
  /** May hold `{name}` placeholders, as may reason, source and step. */
  description: string;
  source?: string;
  step?: string;
  /** The parameter the error names unless the refusal says otherwise. */
  field?: string | null;
  /** RFC 6749 section 5.2 `error` on OAuth operations. */
  oauth?: string;
  /** When the gateway answers this (documentation, required). */
  why: string;
  /** Placeholder names, sorted. */
  params: string[];
}

export interface ApiModel {
  title: string;
  version: string;
  /** The document's path prefix, `/v1`: `--base-path`, else the path its servers share (servers.ts `documentBasePath`). */
  basePath: string;
  /** Why `basePath` is what it is, for the generator's info line. */
  basePathReason: string;
  /** The first server's URL, its variables at their defaults, e.g. `http://127.0.0.1:8080/v1`. */
  serverUrl: string;
  /** Every `components.schemas` entry, sorted by name. */
  schemas: Record<string, JsonSchema>;
  /** Sorted by tag, then fullPath, then method. */
  operations: OperationModel[];
  /** Sorted by schema name. */
  machines: StateMachineModel[];
  /** Sorted by event name. */
  webhooks: WebhookEventModel[];
  /** Tag name -> description, in spec order. */
  tags: { name: string; description?: string }[];
  /** The error catalogue (root `x-errors`), in spec order. */
  errors: ErrorEntryModel[];
  /** True when the document has an `x-errors` catalogue; without one errors are RFC 9457 problem details. */
  hasCatalogue: boolean;
  /** Without a catalogue: the document's own error schemas, answered instead of problem details (generator/model/error-shape.ts). */
  errorShapes: DeclaredErrors;
  /** What the generator does not support in this document, each with its pointer. */
  warnings: ModelWarning[];
  /** Stored entities (`x-resource`), sorted by kind. */
  resources: ResourceModel[];
  /** Id prefix per component schema (its `id` pattern) and per component parameter with an id pattern. */
  idPrefixes: Record<string, string>;
  /** The path of the oauth2 scheme's client credentials `tokenUrl` (`/oauth/token`), when the spec has one. */
  clientCredentialsTokenPath?: string;
  /** `components.securitySchemes` by name, sorted. */
  securitySchemes: Record<string, SecuritySchemeModel>;
}

/** One emitted file: `path` is relative to `generated/`, `contents` is the exact bytes (UTF-8). */
export interface GeneratedFile {
  path: string;
  contents: string;
  /** Formatted already (emit/types.ts: by the types worker), so generate.ts does not format it again. */
  formatted?: boolean;
}
