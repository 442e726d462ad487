/**
 * The gateway's plug-in for the conformance runner (conformance/plugin.ts): what the interface
 * document cannot say and only this gateway does. A customer pays at the hosted checkout behind
 * every `short_url` (README.md "Paying in test mode"), so with `checkout` the plug-in makes
 * captured card payments there, drives the transitions a customer fires and runs the checkout
 * scenarios; test mode's clock is read with fetchTestClock; some operations use up what they
 * act on; the OAuth flow's own endpoints need secrets of a live flow. Named by the `conformance`
 * section of paisa.config.json, which `npm run conformance` reads.
 */
import type { ConformancePlugin } from '../../conformance/plugin.js';
import { isRecord } from '../../conformance/schema-node.js';
import type { Obtained, Session } from '../../conformance/session.js';
import { type CheckoutDriver, htmlCheckout } from './checkout-driver.js';
import { checkoutScenarios } from './checkout-scenarios.js';

export interface GatewayPluginOptions {
  /** Pay at the hosted checkout (the runner's `--checkout`). */
  checkout?: boolean;
  /** Another way to pay (tests). */
  driver?: CheckoutDriver;
}

/** Operations whose valid request needs an OAuth flow's secrets, which no example can hold. */
const FLOW_ONLY: Record<string, string> = {
  authorizeOAuth: 'a valid request needs a registered client and a PKCE challenge of a live OAuth flow',
  decideOAuthAuthorization: 'a valid request needs the CSRF token and cookie of a consent page the server rendered',
  exchangeOAuthToken:
    'a valid request needs an authorization code or refresh token of a live OAuth flow (the runner exchanges client credentials for its bearer token)',
  revokeOAuthToken: "a valid request needs a client's credentials and a token issued to it",
};

/**
 * Operations that use up what an entity holds, so each case needs a fresh one of its own
 * (refundPayment, createRefund rule 1: never above what is left): a refund consumes a payment's
 * captured amount, and a server keeping state between runs would otherwise refuse the example amount.
 * Also those that need a kind of entity the shared one may not be: fetchPaymentCard a card
 * payment (a fresh payment is one paid by card at the checkout), not a QR code's UPI payment.
 * A dispute consumes what is left of a payment too (createTestDispute rule 2). A stakeholder
 * takes its account's one place (createStakeholder rule 1): each gets a fresh account.
 * A roll or a revocation stops the key it acts on (rollApiKey rule 1, revokeApiKey rule 1): each
 * gets a key the runner made (createApiKey) for it, never one it learned from a list, such as its
 * own (a key set in the configuration, refused anyway: revokeApiKey rule 3).
 */
const CONSUMES: Record<string, string[]> = {
  refundPayment: ['pay'],
  createRefund: ['pay'],
  fetchPaymentCard: ['pay'],
  createTestDispute: ['pay'],
  createStakeholder: ['acc'],
  rollApiKey: ['/v1/api_keys/{}'],
  revokeApiKey: ['/v1/api_keys/{}'],
};

/** Triggers a customer fires at the hosted checkout (test/e2e, checkout-scenarios.ts). */
const CHECKOUT_TRIGGERS: Record<string, string[]> = {
  Invoice: ['pay'],
  Order: ['attempt', 'pay'],
  PaymentLink: ['pay_partially', 'pay'],
  Payment: ['create', 'authorize', 'fail', 'capture', 'refund_fully'],
  Refund: ['create'],
};

function body(answer: { body: unknown } | undefined): Record<string, unknown> {
  return answer && isRecord(answer.body) ? answer.body : {};
}

/** A captured card payment: an issued invoice paid at the hosted checkout (its `short_url`). */
async function paidPayment(session: Session, driver: CheckoutDriver): Promise<Obtained> {
  const pay = async (fresh: boolean): Promise<Obtained> => {
    const invoice = await session.obtain('inv', ['issued'], fresh);
    if (!('id' in invoice)) return invoice;
    const shortUrl = body(await session.fetchEntity('inv', invoice.id)).short_url;
    if (typeof shortUrl !== 'string') return { reason: 'the invoice has no short_url' };
    try {
      await driver.pay(shortUrl, 'success');
    } catch (error) {
      return { reason: `checkout: ${(error as Error).message}` };
    }
    const paymentId = body(await session.fetchEntity('inv', invoice.id)).payment_id;
    return typeof paymentId === 'string' ? { id: paymentId } : { reason: 'the invoice shows no payment_id after the checkout' };
  };
  const known = await pay(false);
  // the pool's invoice may have expired since (advanceTestClock): a new one
  return 'id' in known ? known : pay(true);
}

export function gatewayPlugin(options: GatewayPluginOptions = {}): ConformancePlugin {
  const driver = options.driver ?? (options.checkout ? htmlCheckout() : undefined);
  return {
    name: 'paisa-gateway',
    skipOperations: FLOW_ONLY,
    consumes: CONSUMES,
    ...(driver ? { firesTriggers: CHECKOUT_TRIGGERS } : {}),
    async obtain(session, kind) {
      // a card payment of an invoice (what refunds and fetchPaymentCard expect) before any other creator
      return kind === 'pay' && driver ? paidPayment(session, driver) : undefined;
    },
    async now(session) {
      const filled = await session.validRequest('fetchTestClock', {});
      if ('reason' in filled) return filled;
      const clock = await session.send('fetchTestClock', filled.wire);
      const now = body(clock).now;
      return clock.status === 200 && typeof now === 'number' ? now : { reason: `fetchTestClock answered ${clock.status}` };
    },
    ...(driver ? { scenarios: (session, checker) => checkoutScenarios(session, checker, driver) } : {}),
  };
}

export default gatewayPlugin;
