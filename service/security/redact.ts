/**
 * What must never reach a log line or an error body: key secrets, the Authorization header,
 * card numbers, CVVs, webhook and SMTP secrets (a request log never carries a key secret, a
 * card number or a CVV). `REDACT_PATHS` is handed to pino's `redact` option; `scrubText` cleans
 * free text (error messages, last_error columns) that could echo a card number back.
 */

import { isLuhnValid } from '../acquirer/luhn.js';

/** pino redact paths (fast-redact syntax). Request bodies are logged only through these. */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paisa-signature"]',
  'headers.authorization',
  'authorization',
  '*.key_secret',
  '*.secret',
  '*.password',
  '*.client_secret',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  'card.number',
  'card.cvv',
  '*.card.number',
  '*.card.cvv',
  '*.*.card.number',
  '*.*.card.cvv',
  'cvv',
  '*.cvv',
  'webhookSecret',
  'config.webhook.secret',
  'config.smtpUrl',
];

export const REDACTED = '[redacted]';

/** pino options fragment: `pino({ ...redactOptions, level })`. */
export const redactOptions: { redact: { paths: string[]; censor: string } } = {
  redact: { paths: [...REDACT_PATHS], censor: REDACTED },
};

/** `4111111111111111` -> `************1111`: keeps only the last four digits. */
export function maskCard(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}

// 12-19 digits, optionally split by single spaces or dashes: the shapes a PAN is typed in.
const PAN_LIKE = /\b\d(?:[ -]?\d){11,18}\b/g;

/** Masks anything that looks like a card number inside free text. */
export function scrubText(text: string): string {
  return text.replace(PAN_LIKE, (match) => maskCard(match));
}

/**
 * The field names whose values a kept request or answer never shows (the request log): the last
 * name of every REDACT_PATHS entry, and the checkout's and test helpers' card fields. `number`
 * counts only under `card` (an invoice has a `number` of its own).
 */
const REDACTED_FIELDS: ReadonlySet<string> = new Set([
  ...REDACT_PATHS.map((path) => path.split('.').pop() ?? path).filter((name) => /^[a-z_]+$/i.test(name) && name !== 'number'),
  'card_number',
  'card_cvv',
  'secret_sealed',
]);

/** Masks the runs of digits inside free text that are card numbers (card-number-shaped and Luhn-valid): a phone number or an amount stays. */
export function scrubCardNumbers(text: string): string {
  return text.replace(PAN_LIKE, (match) => (isLuhnValid(match.replace(/\D/g, '')) ? maskCard(match) : match));
}

/** `"name":` for every field name whose value is never kept: text without any of them holds no such field. */
const REDACTED_KEY = new RegExp(`"(?:${[...REDACTED_FIELDS, 'number', 'code'].join('|')})"\\s*:`, 'i');

/** Whether a JSON text may hold something redactValue would change (a secret field, card-number-like digits); false means it is safe as it is. */
export function mayNeedRedaction(text: string): boolean {
  return REDACTED_KEY.test(text) || scrubCardNumbers(text) !== text;
}

/**
 * A parsed JSON (or form) value with every secret and card field replaced by REDACTED and every
 * card number in text masked (scrubCardNumbers); depth and size bounded.
 */
export function redactValue(value: unknown, parentKey = '', depth = 0): unknown {
  if (typeof value === 'string') return scrubCardNumbers(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  // an uploaded file's bytes are not kept: only how many there were
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redactValue(item, parentKey, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // an OAuth authorization code is a secret; an error's code is not
    const secret = REDACTED_FIELDS.has(key.toLowerCase()) || (key === 'number' && parentKey === 'card') || (key === 'code' && parentKey !== 'error');
    out[key] = secret && inner !== null && inner !== undefined && inner !== '' ? REDACTED : redactValue(inner, key, depth + 1);
  }
  return out;
}
