/**
 * What must never reach a log line or an error body: key secrets, the Authorization header,
 * card numbers, CVVs, webhook and SMTP secrets (a request log never carries a key secret, a
 * card number or a CVV). `REDACT_PATHS` is handed to pino's `redact` option; `scrubText` cleans
 * free text (error messages, last_error columns) that could echo a card number back.
 */

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
