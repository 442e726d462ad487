/**
 * Webhook signatures (spec tag `webhooks`): `X-Paisa-Signature` is the lower-case hex
 * HMAC-SHA256 (RFC 2104) of the exact bytes delivered, keyed with the webhook secret;
 * `X-Paisa-Webhook-Signature` is `t=<unix seconds>,v1=<hex>`, the HMAC of `<t>.<body>`, so a
 * verifier can refuse an old delivery replayed (the scheme of Stripe's `Stripe-Signature`,
 * https://docs.stripe.com/webhooks#verify-manually). Verification never uses `===` on secrets.
 */
import { createHmac } from 'node:crypto';
import { secureCompare } from './secure-compare.js';

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

export function signWebhook(secret: string, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * `X-Paisa-Webhook-Signature` for a delivery attempt at `timestamp` (Unix seconds). Several
 * secrets (a rotation's new and previous, spec rotateWebhookSecret) give one `v1` each, the
 * first secret's first.
 */
export function signWebhookTimestamped(secret: string | readonly string[], rawBody: string | Uint8Array, timestamp: number): string {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${timestampedHmac(s, rawBody, timestamp).toString('hex')}`)].join(',');
}

function timestampedHmac(secret: string, rawBody: string | Uint8Array, timestamp: number): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

export interface VerifyWebhookOptions {
  /** How far `t` may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Now, in Unix seconds (default the system clock). */
  now?: number;
}

/** The default replay window of a timestamped signature (spec tag `webhooks`). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Constant-time check of a received signature; false on any malformed input. `signature` is
 * either header: `X-Paisa-Webhook-Signature` (`t=...,v1=...`: also refused when `t` is more than
 * `toleranceSeconds` from now, and any of several `v1` may match, as during a secret rotation),
 * or `X-Paisa-Signature` (hex over the body alone, which cannot tell a replay).
 */
export function verifyWebhook(secret: string, rawBody: string | Uint8Array, signature: string, options: VerifyWebhookOptions = {}): boolean {
  if (typeof signature !== 'string' || typeof secret !== 'string') return false;
  if (SHA256_HEX.test(signature)) {
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    return secureCompare(expected, Buffer.from(signature, 'hex'));
  }
  if (signature.length > 2048) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of signature.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^[0-9]{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && SHA256_HEX.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  const expected = timestampedHmac(secret, rawBody, timestamp);
  let ok = false;
  // every candidate is compared, so the time taken does not say which one matched
  for (const candidate of candidates) ok = secureCompare(expected, Buffer.from(candidate, 'hex')) || ok;
  return ok;
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
