/** The client runtime the generated client (generated/client) is written on. */

// merchants verify the checkout callback on their server with the client package alone
export {
  type PaymentLinkSignatureParams,
  type PaymentSignatureParams,
  type SubscriptionSignatureParams,
  verifyPaymentLinkSignature,
  verifyPaymentSignature,
  verifySubscriptionSignature,
} from '../server/signature.js';
export { encodeQuery, flatten } from './encoding.js';
export { type ApiErrorObject, type OAuthError, PaisaApiError } from './errors.js';
export type { FilePart, OperationDef, WithFileParts } from './operation.js';
export { iteratePages } from './pages.js';
export { backoff, DEFAULT_RETRY, type RetryOptions, retryAfterMs } from './retry.js';
export {
  type ClientAuth,
  type ClientOptions,
  createTransport,
  type RedirectResult,
  type RequestOptions,
  type Transport,
} from './transport.js';
