/**
 * Live mode without a connected acquirer: every call is refused with a GATEWAY_ERROR and
 * nothing is charged. Replace with a real connection when one exists; the interface
 * (acquirer.ts) stays the same.
 */
import type { Acquirer, AcquirerError } from './acquirer.js';

export const LIVE_NOT_CONNECTED: AcquirerError = Object.freeze({
  code: 'GATEWAY_ERROR',
  description: 'No acquirer is connected for live mode; nothing was charged.',
  source: 'gateway',
  step: 'payment_initiation',
  reason: 'acquirer_not_connected',
});

export function liveAcquirer(): Acquirer {
  const refuse = async () => ({ ok: false as const, error: { ...LIVE_NOT_CONNECTED } });
  return { authorize: refuse, capture: refuse, refund: refuse, payout: refuse };
}
