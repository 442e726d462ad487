/**
 * The complete handler map: the registered resource modules (one line each below), and every
 * other operation of the spec marked `notBuilt`, never a stub: answered 501 in the error shape
 * (spec x-errors not_implemented) and listed by `gateway.notBuilt`. Which operations a module
 * must implement comes from the spec (its tag's operations, `defineResource`); nothing here
 * lists operations.
 */
import { type HandlerMap, type Handlers, operationTags, withNotBuilt } from '../generated/server/index.js';
import type { OperationId } from '../generated/types/index.js';
import type { AuthContext, ServiceContext } from './context.js';
import { resource as apiKeys } from './resources/api_keys/index.js';
import { resource as balance } from './resources/balance/index.js';
import { resource as customers } from './resources/customers/index.js';
import { resource as disputes } from './resources/disputes/index.js';
import { resource as documents } from './resources/documents/index.js';
import { resource as events } from './resources/events/index.js';
import { resource as instantSettlements } from './resources/instant_settlements/index.js';
import { resource as invoices } from './resources/invoices/index.js';
import { resource as items } from './resources/items/index.js';
import { resource as linkedAccounts } from './resources/linked_accounts/index.js';
import { resource as oauth } from './resources/oauth/index.js';
import { resource as oauthClients } from './resources/oauth_clients/index.js';
import { resource as orders } from './resources/orders/index.js';
import { resource as paymentLinks } from './resources/payment_links/index.js';
import { resource as payments } from './resources/payments/index.js';
import { resource as plans } from './resources/plans/index.js';
import { resource as qrCodes } from './resources/qr_codes/index.js';
import { resource as refunds } from './resources/refunds/index.js';
import type { Resource } from './resources/resource.js';
import { resource as settlements } from './resources/settlements/index.js';
import { resource as stakeholders } from './resources/stakeholders/index.js';
import { resource as subscriptions } from './resources/subscriptions/index.js';
import { resource as testHelpers } from './resources/test_helpers/index.js';
import { resource as transfers } from './resources/transfers/index.js';
import { resource as webhookEndpoints } from './resources/webhook_endpoints/index.js';

/** The resource modules, one registration line each. */
export const RESOURCES: readonly Resource[] = [
  invoices,
  orders,
  customers,
  items,
  payments,
  refunds,
  paymentLinks,
  qrCodes,
  plans,
  subscriptions,
  balance,
  settlements,
  instantSettlements,
  disputes,
  documents,
  linkedAccounts,
  stakeholders,
  transfers,
  oauth,
  oauthClients,
  events,
  webhookEndpoints,
  apiKeys,
  testHelpers,
];

export function composeHandlers(ctx: ServiceContext): HandlerMap<AuthContext> {
  const map: Partial<Record<OperationId, unknown>> = {};
  for (const resource of RESOURCES) Object.assign(map, resource.handlers(ctx));
  return withNotBuilt(map as Partial<Handlers<AuthContext>>);
}

/** Whether a registered module holds the operation (tests skip, with a printed reason, what is not built). */
export function isBuilt(operationId: OperationId): boolean {
  return RESOURCES.some((resource) => resource.tag === operationTags[operationId]);
}
