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
