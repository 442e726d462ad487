/** The server runtime the generated server (generated/server) is written on. */
export { type Authenticate, authorize, type Credentials, type OperationInfo, parseAuthorization } from './auth.js';
export { type BodyLimits, DEFAULT_BODY_LIMITS, mediaType, parseBody, readRaw, type UploadedFile } from './body-parsers.js';
export { coerceFlags, type FlagPath, parseQuery, pickHeaders } from './coercion.js';
export {
  type DeclaredErrors,
  type DeclaredShape,
  declaredShapeFor,
  type ErrorFact,
  type ShapeNode,
  toDeclared,
} from './declared-error.js';
export {
  answerFor,
  type ErrorAnswer,
  type ErrorBody,
  type ErrorCatalogue,
  type ErrorEntry,
  type ErrorObject,
  type ErrorParams,
  fill,
  IDEMPOTENCY_ERROR_KEYS,
  type OAuthErrorBody,
  Refusal,
  type RefusalDetail,
  ResponseValidationError,
  RUNTIME_ERROR_KEYS,
  type RuntimeErrorKey,
  toOAuthBody,
} from './errors.js';
export {
  createGatewayRuntime,
  type Exchange,
  type Gateway,
  type GatewayHooks,
  type GatewayOptions,
  type GatewaySpec,
  type NextFunction,
  newRequestId,
  REQUEST_ID_HEADER,
  type RequestInfo,
  type ResponseInfo,
  type ResponseInvalidInfo,
} from './gateway.js';
export { IDEMPOTENCY_HEADER, type IdempotencyClaim, type IdempotencyStore, REPLAYED_HEADER, requestFingerprint } from './idempotency.js';
export { buildMachine, type EnterHook, type Machine, type MachineDef, type Transition } from './machine.js';
export { isNotBuilt, type NotBuilt, notBuilt } from './not-built.js';
export { PROBLEM_CATALOGUE, PROBLEM_MEDIA_TYPE, type ProblemDetails, toProblem } from './problem.js';
export { type JsonAnswer, JsonText, type RawResponse } from './respond.js';
export type { ErrorFormat, HttpMethod, RouteDef, SecurityDef } from './route-def.js';
export { compileRouter, type RouteMatch } from './router.js';
export { matchesSecret, type SecretFrame, secretFrame, secureCompare } from './secure-compare.js';
export {
  type PaymentLinkSignatureParams,
  type PaymentSignatureParams,
  type SubscriptionSignatureParams,
  signPaymentLinkSignature,
  signPaymentSignature,
  signSubscriptionSignature,
  signWebhook,
  signWebhookTimestamped,
  type VerifyWebhookOptions,
  verifyPaymentLinkSignature,
  verifyPaymentSignature,
  verifySubscriptionSignature,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
} from './signature.js';
