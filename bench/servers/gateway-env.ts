/**
 * How a benchmark's gateway is configured, by environment as `npm start` reads it
 * (service/config.ts), whether it runs in a child process (gateway.ts, growth.ts) or in the
 * benchmark's own (in-process.ts): any free port on loopback, its data dir, a known test key pair,
 * and the rate limit (25/s per key by default) raised out of the way of the load.
 */
import type { KeyPair } from '../../service/keys.js';

export function gatewayEnv(dataDir: string, key: KeyPair): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    PAISA_DATA_DIR: dataDir,
    PAISA_TEST_KEY_ID: key.keyId,
    PAISA_TEST_KEY_SECRET: key.secret,
    PAISA_RATE_LIMIT: '1000000000',
  };
}

/** The key pair's HTTP Basic `authorization` header value. */
export function basicAuthorization(key: KeyPair): string {
  return `Basic ${Buffer.from(`${key.keyId}:${key.secret}`).toString('base64')}`;
}

/** One API call to a gateway at `url`; its JSON answer, or an error naming the call and the answer when it is not 200. */
export async function gatewayCall(
  url: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** A customer paying ₹250 on a multiple-use QR code (spec test helper): one request, one captured payment with its ledger lines. */
export function qrPaymentRequest(qrId: string): { method: 'POST'; path: string; body: string } {
  return { method: 'POST', path: `/v1/test_helpers/qr_codes/${qrId}/payments`, body: JSON.stringify({ amount: 25_000, vpa: 'success@paisa' }) };
}

/**
 * The `i`th invoice a filling benchmark makes (spec createInvoice, type link): an amount and a
 * description of its own and a customer with its own contact, one of 5,000 e-mail addresses, so
 * it queues an SMS and an e-mail (sms_notify and email_notify default to 1).
 */
export function fillInvoiceBody(i: number, label: string): string {
  return JSON.stringify({
    type: 'link',
    currency: 'INR',
    amount: 10_000 + (i % 1000),
    description: `${label} ${i}`,
    customer: { name: 'Asha Rao', contact: `+9198${String(i % 100_000_000).padStart(8, '0')}`, email: `c${i % 5000}@example.com` },
  });
}
