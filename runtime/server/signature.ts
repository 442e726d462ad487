/**
 * Webhook signatures (spec tag `webhooks`): `X-Paisa-Signature` is the lower-case hex
 * HMAC-SHA256 (RFC 2104) of the exact bytes delivered, keyed with the webhook secret.
 * Verification never uses `===` on secrets.
 */
import { createHmac } from 'node:crypto';
import { secureCompare } from './secure-compare.js';

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

export function signWebhook(secret: string, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a received signature; false on any malformed input. */
export function verifyWebhook(secret: string, rawBody: string | Uint8Array, signatureHex: string): boolean {
  if (typeof signatureHex !== 'string' || !SHA256_HEX.test(signatureHex)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return secureCompare(expected, Buffer.from(signatureHex, 'hex'));
}

/**
 * The hosted checkout's callback signature (standard checkout: the customer's browser comes
 * back to the merchant's `callback_url` with `paisa_payment_id`, `paisa_order_id` and
 * `paisa_signature`): lower-case hex HMAC-SHA256 of `order_id + "|" + payment_id`, keyed with
 * the key secret of the key that created the order, as the service Paisa mirrors signs it
 * (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/build-integration/#15-verify-payment-signature),
 * so the verification code merchants already have works unchanged.
 */
export function signPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export interface PaymentSignatureParams {
  orderId: string;
  paymentId: string;
  /** `paisa_signature` as received */
  signature: string;
}

/** Constant-time check of a checkout callback's `paisa_signature`; false on any malformed input. */
export function verifyPaymentSignature(keySecret: string, params: PaymentSignatureParams): boolean {
  const { orderId, paymentId, signature } = params ?? ({} as PaymentSignatureParams);
  if (typeof orderId !== 'string' || typeof paymentId !== 'string' || typeof signature !== 'string' || !SHA256_HEX.test(signature)) return false;
  const expected = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest();
  return secureCompare(expected, Buffer.from(signature, 'hex'));
}

/**
 * A payment link's callback signature (spec createPaymentLink rule 6): lower-case hex
 * HMAC-SHA256 of `payment_link_id|payment_link_reference_id|payment_link_status|payment_id`
 * (an empty reference id when the link has none), keyed with the key secret, as the service
 * Paisa mirrors signs it (https://razorpay.com/docs/payments/payment-links/apis/#verify-signature).
 */
export function signPaymentLinkSignature(keySecret: string, link: { paymentLinkId: string; referenceId: string; status: string; paymentId: string }): string {
  return createHmac('sha256', keySecret).update(`${link.paymentLinkId}|${link.referenceId}|${link.status}|${link.paymentId}`).digest('hex');
}

export interface PaymentLinkSignatureParams {
  paymentLinkId: string;
  /** `paisa_payment_link_reference_id` as received (empty when the link has none) */
  referenceId: string;
  status: string;
  paymentId: string;
  signature: string;
}

/** Constant-time check of a payment link callback's `paisa_signature`; false on any malformed input. */
export function verifyPaymentLinkSignature(keySecret: string, params: PaymentLinkSignatureParams): boolean {
  const { paymentLinkId, referenceId, status, paymentId, signature } = params ?? ({} as PaymentLinkSignatureParams);
  if ([paymentLinkId, referenceId, status, paymentId, signature].some((v) => typeof v !== 'string') || !SHA256_HEX.test(signature)) return false;
  const expected = createHmac('sha256', keySecret).update(`${paymentLinkId}|${referenceId}|${status}|${paymentId}`).digest();
  return secureCompare(expected, Buffer.from(signature, 'hex'));
}

/**
 * A subscription's callback signature (spec createSubscription rule 7): lower-case hex
 * HMAC-SHA256 of `payment_id|subscription_id`, keyed with the key secret of the key that created
 * the subscription, as the service Paisa mirrors signs it
 * (https://razorpay.com/docs/payments/subscriptions/integration-guide/#payment-verification).
 */
export function signSubscriptionSignature(keySecret: string, paymentId: string, subscriptionId: string): string {
  return createHmac('sha256', keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
}

export interface SubscriptionSignatureParams {
  paymentId: string;
  subscriptionId: string;
  /** `paisa_signature` as received */
  signature: string;
}

/** Constant-time check of a subscription callback's `paisa_signature`; false on any malformed input. */
export function verifySubscriptionSignature(keySecret: string, params: SubscriptionSignatureParams): boolean {
  const { paymentId, subscriptionId, signature } = params ?? ({} as SubscriptionSignatureParams);
  if (typeof paymentId !== 'string' || typeof subscriptionId !== 'string' || typeof signature !== 'string' || !SHA256_HEX.test(signature)) return false;
  const expected = createHmac('sha256', keySecret).update(`${paymentId}|${subscriptionId}`).digest();
  return secureCompare(expected, Buffer.from(signature, 'hex'));
}
