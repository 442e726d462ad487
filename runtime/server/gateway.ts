/**
 * The request pipeline of the generated server skeleton, as plain functions over a routing
 * table built once. Per request: route -> authenticate -> parse -> coerce -> validate ->
 * handler -> (optionally) validate the response -> serialize. generated/server/gateway.ts
 * binds it to the spec's routes, validators and error catalogue.
 *
 * Authentication runs before the body is read: an unauthenticated or rate-limited caller
 * costs no body parsing and learns nothing about the operation's validation rules.
 *
 * Every refusal, from here or from a handler, is answered through the catalogue (`answerFor`);
 * anything else a handler throws is the catalogue's `server_error`, whose answer never shows
 * the cause.
 */

import { randomFillSync } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { describeValidation, type ErrorLocation, type OperationValidators, type ValidateFn } from '../validators/validation-error.js';
import { type Authenticate, authorize } from './auth.js';
import { type BodyLimits, DEFAULT_BODY_LIMITS, parseBody } from './body-parsers.js';
import { coerceFlags, parseQuery, pickHeaders } from './coercion.js';
import { type DeclaredErrors, declaredShapeFor, toDeclared } from './declared-error.js';
import { answerFor, type ErrorAnswer, type ErrorCatalogue, Refusal, ResponseValidationError } from './errors.js';
import { IDEMPOTENCY_HEADER, type IdempotencyStore, REPLAYED_HEADER, requestFingerprint } from './idempotency.js';
import { validateLenientNumbers } from './lenient-numbers.js';
import { isNotBuilt } from './not-built.js';
import { PROBLEM_MEDIA_TYPE, toProblem } from './problem.js';
import { JsonText, type RawResponse, REQUEST_ID_HEADER, sendEmpty, sendError, sendJson, sendRaw, withRequestId } from './respond.js';
import type { ErrorFormat, RouteDef } from './route-def.js';
import { compileRouter } from './router.js';

export interface RequestInfo<Id extends string = string> {
  /** The `Request-Id` the answer carries (spec info.description, Request ids). */
  requestId: string;
  /** null when no operation matched (404, 405). */
  operationId: Id | null;
  method: string;
  /** The request path, without the query string. */
  path: string;
}

export interface ResponseInfo<Auth, Id extends string = string> extends RequestInfo<Id> {
  status: number;
  durationMs: number;
  auth: Auth | null;
}

export interface ResponseInvalidInfo<Id extends string = string> {
  operationId: Id;
  status: number;
  /** The validator's (ajv) error list. */
  errors: unknown;
}

/** Observation points for logging and metrics. They never receive bodies, credentials or card data. */
export interface GatewayHooks<Auth, Id extends string = string> {
  onRequest?: (info: RequestInfo<Id>) => void;
  onResponse?: (info: ResponseInfo<Auth, Id>) => void;
  /** An unexpected error (answered 500 without its message), or a ResponseValidationError. */
  onError?: (error: unknown, info: RequestInfo<Id>) => void;
  onResponseInvalid?: (info: ResponseInvalidInfo<Id>) => void;
}

/**
 * One request and its answer, bodies included, for a request log (`GatewayOptions.onExchange`).
 * Unlike the hooks it sees what the client sent and what it was answered: whoever keeps it must
 * redact secrets and card data first.
 */
export interface Exchange<Auth, Id extends string = string> extends ResponseInfo<Auth, Id> {
  /** The query string, without its `?` ('' when none). */
  search: string;
  /** The body as parsed (JSON, form or multipart fields; files as UploadedFile; any other media type as a Buffer), before validation; undefined when none was read. */
  requestBody: unknown;
  /** The `Idempotency-Key` header as sent, when the operation declares it. */
  idempotencyKey: string | undefined;
  /** The JSON text answered; undefined for an empty or raw (binary, redirect) answer. */
  responseText: string | undefined;
  /** The request itself (its headers carry credentials: read only what is needed). */
  req: IncomingMessage;
}

export interface GatewayOptions<Auth, Handlers, Id extends string = string> {
  handlers: Handlers;
  authenticate: Authenticate<Auth>;
  hooks?: GatewayHooks<Auth, Id>;
  /** Called once per answered request with its bodies (a request log); not set, nothing is kept for it. */
  onExchange?: (exchange: Exchange<Auth, Id>) => void;
  /** Check handler answers against the spec: 'throw' answers 500 instead, 'warn' only reports. */
  validateResponses?: 'off' | 'warn' | 'throw';
  bodyLimit?: Partial<BodyLimits>;
  /** Keeps the answers of operations that declare `Idempotency-Key`; without it the header is only validated. */
  idempotency?: IdempotencyStore<Auth>;
  /** 'same': a path ending in one `/` is the path without it (`/v1/orders/{id}/`); default 'distinct', another path. */
  trailingSlash?: 'distinct' | 'same';
  /**
   * JSON bodies take numbers as the reference SDKs write them: a string of decimal digits where the
   * schema has an integer or a number, an integer where it has a string (lenient-numbers.ts). Default off.
   */
  lenientNumbers?: boolean;
  /**
   * An operation's refusal answered as the caller makes it, where the document documents what the
   * runtime cannot write (an `application/xml` error example): the mock answers the document's
   * own (generator/mock/error-answers.ts). Undefined: the runtime's answer.
   */
  errorAnswer?: (operationId: Id, answer: ErrorAnswer, requestId: string) => RawResponse | undefined;
}

/** What the generated code hands the runtime: the spec's operations, validators and error catalogue. */
export interface GatewaySpec<Id extends string> {
  routes: readonly RouteDef<Id>[];
  validators: Readonly<Record<Id, OperationValidators>>;
  catalogue: ErrorCatalogue;
  /** Base paths whose 404/405 answers use one error format (OAuth paths answer RFC 6749 errors). */
  basePathFormats: readonly (readonly [string, ErrorFormat])[];
  /** The error format of a path under no base path listed above (`paisa` when not given). */
  defaultErrorFormat?: ErrorFormat;
  /** The document's own error schemas, answered instead of problem details (declared-error.ts). */
  declaredErrors?: DeclaredErrors;
}

export type NextFunction = (error?: unknown) => void;

/** A node:http request listener that is also Express / connect middleware. */
export interface Gateway<Id extends string = string> {
  (req: IncomingMessage, res: ServerResponse, next?: NextFunction): void;
  /** Operations the service marked `notBuilt(...)`, in spec order. */
  readonly notBuilt: readonly Id[];
  /**
   * A `clientError` listener for the node:http server (`server.on('clientError', gateway.clientError)`):
   * a request that is not valid HTTP, headers over the limit or a request too slow is answered
   * in the error shape (x-errors malformed_request, headers_too_large, request_timeout), not
   * Node's bodiless 400 / 431 / 408.
   */
  readonly clientError: (error: Error & { code?: string }, socket: Duplex) => void;
  /**
   * Express error middleware for a body parser in front of the gateway (`app.use(express.json())`
   * globally): its failures on the spec's routes are answered in the error shape (invalid_json,
   * payload_too_large, unsupported_media_type) instead of the framework's HTML page; anything
   * else, or another path, goes on to `next`. Mount it after the gateway: `app.use(gateway.errorHandler)`.
   */
  readonly errorHandler: (error: unknown, req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void;
}

type AnyHandler = (input: unknown) => Promise<unknown>;

interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

export function createGatewayRuntime<Id extends string, Auth, Handlers>(spec: GatewaySpec<Id>, options: GatewayOptions<Auth, Handlers, Id>): Gateway<Id> {
  const { authenticate, hooks = {}, validateResponses = 'off', idempotency, lenientNumbers = false, onExchange, errorAnswer } = options;
  const { catalogue, declaredErrors } = spec;
  const declaredFor = (operationId: string | null, answer: ErrorAnswer) =>
    declaredErrors ? declaredShapeFor(declaredErrors, operationId, answer.status) : null;
  const matchPath = compileRouter(spec.routes);
  const matchRoute =
    options.trailingSlash === 'same'
      ? (method: string, path: string) => matchPath(method, path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)
      : matchPath;
  const limits: BodyLimits = { ...DEFAULT_BODY_LIMITS, ...options.bodyLimit };
  const handlers = new Map<string, AnyHandler | null>();
  const notBuilt: Id[] = [];
  const missing: string[] = [];
  for (const route of spec.routes) {
    const handler = (options.handlers as Record<string, unknown>)[route.operationId];
    if (isNotBuilt(handler)) {
      handlers.set(route.operationId, null);
      notBuilt.push(route.operationId);
    } else if (typeof handler === 'function') handlers.set(route.operationId, handler as AnyHandler);
    else missing.push(route.operationId);
  }
  // The type requires every operation; this catches callers that bypassed it.
  if (missing.length) throw new TypeError(`createGateway: no handler for ${missing.join(', ')} (implement it or mark it notBuilt)`);

  function check(validate: ValidateFn | undefined, data: unknown, location: ErrorLocation, route: RouteDef<Id>, lenient = false): void {
    if (validate && !(lenient ? validateLenientNumbers(validate, data) : validate(data))) {
      const { field, description, missing } = describeValidation(validate, location);
      // spec x-validation-errors: the operation names its own catalogue key for a malformed field
      // (an absent one stays validation_failed: RFC 6749 section 5.2 calls that invalid_request)
      const own = missing ? undefined : route.validationErrors?.[topLevelField(field)];
      throw new Refusal(own ?? 'validation_failed', { description }, { field });
    }
  }

  /**
   * Path, query and headers, coerced and validated; the first failure is a refusal. Synchronous:
   * nothing here waits, so an operation without a body reaches its handler without a turn of the
   * event loop's microtask queue for its input.
   */
  function readParts(route: RouteDef<Id>, params: Record<string, string>, search: string, req: IncomingMessage): Input {
    const validators = spec.validators[route.operationId];
    const { flags } = route;
    if (flags.path.length) coerceFlags(params, flags.path);
    if (validators.path) checkPart(validators.path, params, 'path', route);
    const query = parseQuery(search, route.queryNames, route.queryLists);
    if (route.emptyMeansAbsent) dropEmpty(query);
    if (flags.query.length) coerceFlags(query, flags.query);
    if (validators.query) checkPart(validators.query, query, 'query', route);
    const headers = pickHeaders(req.headers, route.headerNames);
    if (flags.headers.length) coerceFlags(headers, flags.headers);
    if (validators.headers) checkPart(validators.headers, headers, 'header', route);
    return { params, query, headers, body: undefined };
  }

  /** Validates (and coerces) one part; a value the validator made a number must have been written as one. */
  function checkPart(validate: ValidateFn, values: Record<string, unknown>, location: ErrorLocation, route: RouteDef<Id>): void {
    const raw = { ...values };
    check(validate, values, location, route);
    plainNumbers(raw, values);
  }

  /**
   * Reads, coerces and validates the body into `input`. `beforeBody` runs once the body is
   * parsed, before it is validated (an idempotency key is claimed there: a reused key with
   * another body is told so even when that body is invalid).
   */
  async function readBody(
    route: RouteDef<Id>,
    bodySpec: NonNullable<RouteDef['body']>,
    req: IncomingMessage,
    input: Input,
    beforeBody: ((input: Input) => Promise<void>) | undefined,
  ): Promise<void> {
    const validators = spec.validators[route.operationId];
    const parsed = await parseBody(req, bodySpec, limits);
    // A required body that is absent is checked as `{}`, so the 400 names the first required field;
    // an optional one whose defaults `{}` takes, so the handler gets them.
    const body = parsed.value === undefined && (bodySpec.required || bodySpec.absentFilled) ? {} : parsed.value;
    input.body = body;
    if (beforeBody) await beforeBody(input);
    // a raw body (body-parsers.ts) is bytes: a JSON Schema describes a JSON value, not those
    if (body === undefined || parsed.kind === 'raw') return;
    if (route.emptyMeansAbsent) dropEmpty(body);
    coerceFlags(body, route.flags.body);
    const isForm = parsed.kind === 'form' || parsed.kind === 'multipart';
    const form = isForm && validators.bodyForm !== undefined;
    check(form ? validators.bodyForm : validators.body, body, 'body', route, lenientNumbers && !form);
    if (bodySpec.fileFields.length) checkFiles(bodySpec, body as Record<string, unknown>, parsed.kind);
  }

  /** Sends the handler's answer; a kept idempotency key keeps it first (`keep`, JSON answers only), else it is sent at once. */
  function respond(
    route: RouteDef<Id>,
    result: unknown,
    res: ServerResponse,
    keep?: (answer: { status: number; body: string }) => Promise<void>,
    seen?: Seen,
  ): number | Promise<number> {
    const { status, kind } = route.success;
    if (kind === 'raw') {
      const raw = result as RawResponse;
      sendRaw(res, raw);
      return raw.status;
    }
    if (kind === 'empty') {
      sendEmpty(res, status);
      return status;
    }
    if (validateResponses !== 'off') {
      const validate: ValidateFn | undefined = spec.validators[route.operationId].responses[String(status)];
      if (validate && !validate(result instanceof JsonText ? JSON.parse(result.text) : result)) {
        const errors = validate.errors;
        safely(() => hooks.onResponseInvalid?.({ operationId: route.operationId, status, errors }));
        if (validateResponses === 'throw') throw new ResponseValidationError(route.operationId, status, errors);
      }
    }
    const text = result instanceof JsonText ? result : new JsonText(JSON.stringify(result));
    if (seen) seen.text = text.text;
    if (!keep) {
      sendJson(res, status, text, undefined, route.errorFormat);
      return status;
    }
    return keep({ status, body: text.text }).then(() => {
      sendJson(res, status, text, undefined, route.errorFormat);
      return status;
    });
  }

  /**
   * spec info.description, Idempotency: claims the request's `Idempotency-Key` before its body is
   * validated. A replay or a conflict is thrown (`Replayed`, a Refusal) so the handler never runs.
   */
  async function claimKey(route: RouteDef<Id>, auth: Auth | null, input: Input): Promise<string | undefined> {
    const key = input.headers[IDEMPOTENCY_HEADER];
    if (!idempotency || auth === null || typeof key !== 'string' || route.success.kind !== 'json') return undefined;
    const claim = await idempotency.claim(auth, key, requestFingerprint(route.operationId, input.params, input.query, input.body));
    if (claim.kind === 'new') return key;
    if (claim.kind === 'replay') throw new Replayed(claim.status, claim.body);
    throw new Refusal(claim.kind === 'in_use' ? 'idempotency_key_in_use' : 'idempotency_key_other_request');
  }

  /** The one edge where a failure becomes an answer: a refusal through the catalogue, anything else a 500. */
  function fail(error: unknown, route: RouteDef<Id>, res: ServerResponse, info: RequestInfo<Id>, seen?: Seen): number {
    let answer: ErrorAnswer;
    if (error instanceof Refusal) {
      answer = atRefusalStatus(answerFor(catalogue, error), route);
      // a refusal standing for a failure (a lost database connection) still reports what failed
      if (error.cause !== undefined) safely(() => hooks.onError?.(error.cause, info));
    } else {
      answer = answerFor(catalogue, new Refusal('server_error'));
      safely(() => hooks.onError?.(error, info));
    }
    const own = errorAnswer?.(route.operationId, answer, info.requestId);
    if (own) {
      sendOwn(res, own);
      if (seen) seen.text = typeof own.body === 'string' ? own.body : undefined;
      return own.status;
    }
    const text = sendError(res, answer, route.errorFormat, declaredFor(info.operationId, answer));
    if (seen) seen.text = text;
    return answer.status;
  }

  async function run(
    route: RouteDef<Id>,
    params: Record<string, string>,
    search: string,
    req: IncomingMessage,
    res: ServerResponse,
    info: RequestInfo<Id>,
    started: number,
  ): Promise<void> {
    let auth: Auth | null = null;
    let status: number;
    let claimed: string | undefined;
    // what a request log sees (onExchange): only kept when one is set
    const seen: Seen | undefined = onExchange ? { text: undefined, input: undefined } : undefined;
    try {
      auth = await authorize(route, req, authenticate);
      const handler = handlers.get(route.operationId);
      if (!handler) throw new Refusal('not_implemented', { operation: route.operationId });
      const caller = auth;
      const input = readParts(route, params, search, req);
      if (seen) seen.input = input;
      // the key is claimed before the body is validated (readBody), once path, query and headers are valid
      const claim = idempotency && input.headers[IDEMPOTENCY_HEADER] !== undefined ? claimKey : undefined;
      const beforeBody = claim
        ? async (parsed: Input) => {
            claimed = await claim(route, caller, parsed);
          }
        : undefined;
      if (route.body) await readBody(route, route.body, req, input, beforeBody);
      else if (beforeBody) await beforeBody(input);
      const result = await handler({ params: input.params, query: input.query, headers: input.headers, body: input.body, auth, req });
      const key = claimed;
      // the handler's work is done, so its answer goes out even when keeping it fails (the key
      // then stays claimed: a retry gets 409 until the claim is abandoned, never a second run)
      const keep =
        key && idempotency
          ? (answer: { status: number; body: string }) =>
              idempotency.settle(caller as Auth, key, answer).catch((failure: unknown) => safely(() => hooks.onError?.(failure, info)))
          : undefined;
      const sent = respond(route, result, res, keep, seen);
      status = typeof sent === 'number' ? sent : await sent;
      claimed = undefined;
    } catch (error) {
      // refused or failed before an answer was kept: the key is free for a corrected retry, and
      // freed before the answer goes out, so a retry that follows it at once finds it free; but
      // not when the work may have been done (its COMMIT unanswered): the key then stays claimed,
      // as when keeping an answer fails, and a retry gets 409 until the claim is abandoned
      const effectUnknown = error instanceof Refusal && error.detail.effectUnknown === true;
      if (claimed !== undefined && idempotency && auth !== null && !effectUnknown)
        await idempotency.settle(auth, claimed, null).catch((failure: unknown) => safely(() => hooks.onError?.(failure, info)));
      if (error instanceof Replayed) {
        sendJson(res, error.status, new JsonText(error.body), { [REPLAYED_HEADER]: 'true' }, route.errorFormat);
        if (seen) seen.text = error.body;
        status = error.status;
      } else status = fail(error, route, res, info, seen);
    }
    const durationMs = performance.now() - started;
    report(info, status, durationMs, auth);
    if (seen && onExchange) exchanged(onExchange, info, status, durationMs, auth, search, req, seen);
  }

  function exchanged(
    observe: NonNullable<typeof onExchange>,
    info: RequestInfo<Id>,
    status: number,
    durationMs: number,
    auth: Auth | null,
    search: string,
    req: IncomingMessage,
    seen: Seen,
  ): void {
    const key = seen.input?.headers[IDEMPOTENCY_HEADER];
    safely(() =>
      observe({
        ...info,
        status,
        durationMs,
        auth,
        search,
        requestBody: seen.input?.body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        responseText: seen.text,
        req,
      }),
    );
  }

  function formatOfPath(path: string): ErrorFormat {
    for (const [basePath, format] of spec.basePathFormats) if (path === basePath || path.startsWith(`${basePath}/`)) return format;
    return spec.defaultErrorFormat ?? 'paisa';
  }

  function report(info: RequestInfo<Id>, status: number, durationMs: number, auth: Auth | null): void {
    const onResponse = hooks.onResponse;
    if (!onResponse) return;
    const answered: ResponseInfo<Auth, Id> = {
      requestId: info.requestId,
      operationId: info.operationId,
      method: info.method,
      path: info.path,
      status,
      durationMs,
      auth,
    };
    try {
      onResponse(answered);
    } catch {
      // deliberately ignored: hooks observe, they do not take part in the answer
    }
  }

  function gateway(req: IncomingMessage, res: ServerResponse, next?: NextFunction): void {
    const started = performance.now();
    // spec info.description, Request ids: an app that mounts the gateway may have set one already
    const set = res.getHeader(REQUEST_ID_HEADER);
    const requestId = typeof set === 'string' ? set : newRequestId();
    if (set === undefined) res.setHeader(REQUEST_ID_HEADER, requestId);
    const { path, search } = requestTarget(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const match = matchRoute(method, path);
    if (match.kind === 'found') {
      const info: RequestInfo<Id> = { requestId, operationId: match.route.operationId, method, path };
      safely(() => hooks.onRequest?.(info));
      run(match.route, match.params, search, req, res, info, started).catch(() => res.destroy());
      return;
    }
    // Mounted in a larger app: a path the spec does not know belongs to the next middleware.
    if (match.kind === 'none' && next) {
      next();
      return;
    }
    const info: RequestInfo<Id> = { requestId, operationId: null, method, path };
    safely(() => hooks.onRequest?.(info));
    // RFC 9110 section 15.5.6: a 405 lists the methods the resource supports in `Allow`.
    const refusal = match.kind === 'method' ? new Refusal('method_not_allowed', {}, { headers: { allow: match.allow.join(', ') } }) : new Refusal('not_found');
    const answer = answerFor(catalogue, refusal);
    const text = sendError(res, answer, formatOfPath(path), declaredFor(null, answer));
    const durationMs = performance.now() - started;
    report(info, answer.status, durationMs, null);
    if (onExchange) exchanged(onExchange, info, answer.status, durationMs, null, search, req, { text, input: undefined });
  }

  function clientError(error: Error & { code?: string }, socket: Duplex): void {
    // an answer already under way on this connection cannot be followed by another one
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const key =
      error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request_timeout' : 'malformed_request';
    const answer = answerFor(catalogue, new Refusal(key));
    const requestId = newRequestId();
    const problem = spec.defaultErrorFormat === 'problem';
    const declared = problem ? declaredFor(null, answer) : null;
    const body = JSON.stringify(
      declared ? toDeclared(declared, answer, requestId) : problem ? toProblem(answer, requestId) : withRequestId(answer.body, requestId),
    );
    const mediaType = declared ? declared.mediaType : problem ? PROBLEM_MEDIA_TYPE : 'application/json';
    socket.end(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\ncontent-type: ${mediaType}; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
    );
  }

  /** body-parser's error types (https://github.com/expressjs/body-parser#errors) as catalogue refusals. */
  function bodyParserRefusal(error: unknown, route: RouteDef<Id>): Refusal | undefined {
    const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
    if (type === 'entity.parse.failed') return new Refusal('invalid_json');
    if (type === 'entity.too.large') return new Refusal('payload_too_large', { limit: Number((error as { limit?: unknown }).limit) || 0 });
    if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
      const accepted = route.body?.contentTypes ?? ['application/json'];
      return new Refusal('unsupported_media_type', { accepted: accepted.join(' or ') }, { headers: { accept: accepted.join(', ') } });
    }
    return undefined;
  }

  function errorHandler(error: unknown, req: IncomingMessage, res: ServerResponse, next?: NextFunction): void {
    const match = matchRoute((req.method ?? 'GET').toUpperCase(), requestTarget(req).path);
    const refusal = match.kind === 'found' && !res.headersSent ? bodyParserRefusal(error, match.route) : undefined;
    if (!refusal || match.kind !== 'found') {
      if (next) next(error);
      else res.destroy();
      return;
    }
    if (res.getHeader(REQUEST_ID_HEADER) === undefined) res.setHeader(REQUEST_ID_HEADER, newRequestId());
    const answer = atRefusalStatus(answerFor(catalogue, refusal), match.route);
    const requestId = res.getHeader(REQUEST_ID_HEADER);
    const own = errorAnswer?.(match.route.operationId, answer, typeof requestId === 'string' ? requestId : '');
    if (own) sendOwn(res, own);
    else sendError(res, answer, match.route.errorFormat, declaredFor(match.route.operationId, answer));
  }

  return Object.assign(gateway, { notBuilt: Object.freeze(notBuilt), clientError, errorHandler });
}

export { REQUEST_ID_HEADER } from './respond.js';

/** The request target split at its `?`; under Express, the full path (it strips its mount path from `req.url`; routes are matched on the full path). */
function requestTarget(req: IncomingMessage): { path: string; search: string } {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q + 1) };
}

/** Random bytes for 256 request ids, drawn at once: one randomFillSync per 256 requests, not one each (what crypto.randomUUID does too). */
const ID_BYTES = 15;
const idPool = Buffer.alloc(ID_BYTES * 256);
let idOffset = idPool.length;

/** `req_` and 20 base64url characters (120 bits): unique without coordination between processes. */
export function newRequestId(): string {
  if (idOffset === idPool.length) {
    randomFillSync(idPool);
    idOffset = 0;
  }
  const id = idPool.toString('base64url', idOffset, idOffset + ID_BYTES);
  idOffset += ID_BYTES;
  return `req_${id}`;
}

/** What the request log is shown of one request (GatewayOptions.onExchange): its parsed input and the JSON text answered. */
interface Seen {
  text: string | undefined;
  input: Input | undefined;
}

/** A kept answer to send again (spec info.description, Idempotency): not an error, but it skips the handler. */
class Replayed {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {}
}

/** A refusal's answer made by `GatewayOptions.errorAnswer`; an answer already under way is cut, as sendError does. */
function sendOwn(res: ServerResponse, raw: RawResponse): void {
  if (res.headersSent) res.destroy();
  else sendRaw(res, raw);
}

/** File parts are not JSON Schema's to check: presence and kind are checked here. */
function checkFiles(spec: NonNullable<RouteDef['body']>, body: Record<string, unknown>, kind: string): void {
  for (const field of spec.fileFields) {
    const value = body[field];
    if (value === undefined) {
      if (spec.requiredFiles.includes(field)) throw new Refusal('file_required', { field }, { field });
    } else if (kind !== 'multipart' || !isUploadedFile(value)) {
      throw new Refusal('file_expected', { field }, { field });
    }
  }
}

function isUploadedFile(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as { data?: unknown }).data);
}

/**
 * A 400 refusal at the status the operation documents for refused input instead (RouteDef
 * `refusalStatus`, the petstore's `405: Invalid input`), titled with that status's RFC 9110
 * reason phrase as problem details' `title` is for `about:blank` (RFC 9457 section 4.2.1).
 */
function atRefusalStatus(answer: ErrorAnswer, route: RouteDef): ErrorAnswer {
  const status = route.refusalStatus;
  if (status === undefined || answer.status !== 400) return answer;
  return { ...answer, status, body: { error: { ...answer.body.error, code: STATUS_CODES[status] ?? answer.body.error.code } } };
}

/** A number as a request writes it: decimal digits, an optional fraction and exponent; no spaces, no `0x`. */
const PLAIN_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * The validators coerce text to numbers as JavaScript does (`" 5"`, `"0x10"` and `"1e3"` all
 * pass); a parameter the validator made a number must have been written as a plain number.
 */
function plainNumbers(raw: Record<string, unknown>, coerced: Record<string, unknown>): void {
  for (const name in coerced) {
    const value = coerced[name];
    const text = raw[name];
    if (typeof value === 'number' && typeof text === 'string' && !PLAIN_NUMBER.test(text))
      throw new Refusal('validation_failed', { description: `The ${name} must be a number written in decimal digits.` }, { field: name });
  }
}

/** RFC 6749 section 3.1: "Parameters sent without a value MUST be treated as if they were omitted". */
function dropEmpty(values: unknown): void {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return;
  const record = values as Record<string, unknown>;
  for (const key of Object.keys(record)) if (record[key] === '') delete record[key];
}

/** `redirect_uris[0]` -> `redirect_uris`; `customer.name` -> `customer`. */
function topLevelField(field: string): string {
  const end = field.search(/[.[]/);
  return end === -1 ? field : field.slice(0, end);
}

/** A failing logging hook must not change the answer the client gets. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // deliberately ignored: hooks observe, they do not take part in the answer
  }
}
