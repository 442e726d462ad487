/**
 * What every resource module of the service receives: the injected edges (store, clock,
 * acquirers) and the machines whose hooks write webhook events into the outbox.
 * Each resource module exports `resource = defineResource(tag, (ctx: ServiceContext) => ...)`
 * (resources/resource.ts), the handlers of its spec tag's operations; service/handlers.ts
 * composes them and marks every other operation `notBuilt`: answered 501 (spec x-errors
 * not_implemented), never a stub.
 */

import type { Handlers, Machines } from '../generated/server/index.js';
import type { Acquirer } from './acquirer/acquirer.js';
import type { Clock } from './clock.js';
import type { EventContext } from './events.js';
import type { ModeClocks } from './mode-clocks.js';
import type { AfterCapture } from './payments/after-capture.js';
import type { Payable } from './payments/payable.js';
import type { RefundClaim } from './payments/refund-claims.js';
import type { RateLimiter } from './rate-limit.js';
import type { FailureThrottle } from './security/failure-throttle.js';
import type { SecretBox } from './security/secret-box.js';
import type { Mode, Store } from './store/store.js';
import type { SelfAddress } from './webhooks/self-url.js';
import type { TestSender } from './webhooks/test-delivery.js';

/** Who is calling: decided by `authenticate` from the key (or the OAuth token). */
export interface AuthContext {
  /** The key decides the mode: data of one mode is invisible to the other. */
  mode: Mode;
  /** The key id (Basic) or, for a bearer token, the key that approved it; never a secret. */
  keyId: string;
  /** Bearer tokens only: the OAuth client the token was issued to (the key id for client credentials). */
  clientId?: string;
  scheme: 'basic' | 'bearer';
  /** Bearer tokens only: the granted scopes (the skeleton checks them, RFC 6750 3.1). */
  scopes: string[];
}

export interface ServiceContext {
  store: Store;
  /** The injected clock (real time outside tests): what the infrastructure runs on. */
  clock: Clock;
  /** Each mode's clock: entities, events and sweeps of a mode take their time from it (mode-clocks.ts). */
  clocks: ModeClocks;
  /** Test mode: the simulator; live mode: refuses until a real acquirer is configured. */
  acquirerFor(mode: Mode): Acquirer;
  /** Transitions fired with an EventContext write their `emits` into the outbox (events.ts). */
  machines: Machines<EventContext>;
  /** Everything a payment can pay, in lock order (payables.ts PAYABLES), handed to the payment core (payments/payable.ts). */
  payables: readonly Payable<ServiceContext>[];
  /** What a capture means to other resources, run in its transaction (payments/after-capture.ts): registered, not imported by the core. */
  afterCapture: readonly AfterCapture<ServiceContext>[];
  /** What disputes and transfers hold of a payment being refunded, asked in this order (payments/refund-claims.ts): registered, not imported by the core. */
  refundClaims: readonly RefundClaim<ServiceContext>[];
  /** Base of every `short_url` (PAISA_PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The merchant's display name (PAISA_MERCHANT_NAME): checkout page, SMS and e-mail. */
  merchantName: string;
  /** The merchant's UPI id (PAISA_MERCHANT_VPA): the payee of every QR code's UPI intent. */
  merchantVpa: string;
  /** An API key's secret, opened from its sealed copy (keys.ts): it keys the checkout callback's signature. */
  keySecret(keyId: string): Promise<string | undefined>;
  /** API keys' edges: the box their secrets are sealed in (spec createApiKey, rollApiKey). */
  keys: { box: SecretBox };
  /** The merchant account id carried by webhook envelopes (`account_id`), per mode. */
  accountId(mode: Mode): string;
  /** Request budgets (PAISA_RATE_LIMIT per bucket) and the throttle on failed sign-ins and client authentications. */
  limits: { requests: RateLimiter; failures: FailureThrottle };
  /** Webhook endpoints' edges: the box their secrets are sealed in, this gateway's own address (a URL must not reach it), the delivery worker, the test sender (spec sendTestWebhook). */
  webhooks: { box: SecretBox; self: SelfAddress; wake(): void; sendTest: TestSender };
  /** A server key for HMACs over forms this server rendered (the consent page's CSRF token), derived from the master key. */
  formKey: Buffer;
  /** The key test switches hash a card number or UPI id under (spec createTestSwitch rule 2), derived from the master key. */
  switchKey: Buffer;
}

export type ServiceHandlers = Handlers<AuthContext>;
