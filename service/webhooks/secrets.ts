/**
 * Webhook endpoint secrets (spec WebhookEndpoint.secret): made here, shown once, stored sealed
 * with the master key (security/secret-box.ts) under the endpoint's id, so a sealed secret
 * copied onto another endpoint's row does not open. The endpoint made from PAISA_WEBHOOK_URL
 * signs with PAISA_WEBHOOK_SECRET, which is never stored.
 */
import { randomBase62 } from '../ids.js';
import type { SecretBox } from '../security/secret-box.js';
import type { WebhookEndpointRow } from '../store/webhook-endpoints.js';

/** `whsec_` and 32 base62 characters (about 190 bits), spec WebhookEndpoint.secret's pattern. */
export const newWebhookSecret = (): string => `whsec_${randomBase62(32)}`;

const sealContext = (endpointId: string) => `webhook:${endpointId}`;

export function sealWebhookSecret(box: SecretBox, endpointId: string, secret: string): string {
  return box.seal(secret, sealContext(endpointId));
}

/** Whether the secret a rotation retired still signs at `now` (the mode's clock). */
export function previousSecretSigns(row: Pick<WebhookEndpointRow, 'previous_secret_sealed' | 'previous_secret_expires_at'>, now: number): boolean {
  return row.previous_secret_sealed !== null && row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
}

/**
 * The secrets a delivery to `row` is signed with at `now`: its own, then the rotated-out one
 * during the overlap (spec rotateWebhookSecret). Undefined when this process cannot open it
 * (another master key, or no PAISA_WEBHOOK_SECRET for the environment's endpoint).
 */
export function signingSecrets(
  row: WebhookEndpointRow,
  options: { box: SecretBox; environmentSecret: string | undefined; now: number },
): [string, ...string[]] | undefined {
  if (row.source === 'environment') return options.environmentSecret ? [options.environmentSecret] : undefined;
  const current = row.secret_sealed === null ? undefined : options.box.open(row.secret_sealed, sealContext(row.id));
  if (current === undefined) return undefined;
  if (!previousSecretSigns(row, options.now)) return [current];
  const previous = options.box.open(row.previous_secret_sealed as string, sealContext(row.id));
  return previous === undefined ? [current] : [current, previous];
}
