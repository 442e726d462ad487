/**
 * The complete handler map: the slices the resource modules implement, plus every other
 * operation of the spec marked `notBuilt` (answered 501 in the error shape and listed by
 * `gateway.notBuilt`; DESIGN.md "No stubs"). Both halves are checked by the compiler:
 * - a spec operation that is in neither half is a compile error (the map must be complete);
 * - an operation that is both built and still listed below is a compile error too
 *   (`satisfies` rejects the excess key), so a module landing must delete its lines here.
 *
 * Adding a resource module: one import and one spread in `builtHandlers`, then delete its
 * operations from NOT_BUILT. Keep both lists one entry per line, so merges stay trivial.
 */
import { type HandlerMap, type NotBuilt, notBuilt } from '../generated/server/index.js';
import type { OperationId } from '../generated/types/index.js';
import type { AuthContext, ServiceContext } from './context.js';
import { customerHandlers } from './resources/customers.js';
import { invoiceHandlers } from './resources/invoices.js';
import { itemHandlers } from './resources/items.js';
import { orderHandlers } from './resources/orders.js';
import { paymentHandlers } from './resources/payments.js';
import { refundHandlers } from './resources/refunds.js';

function builtHandlers(ctx: ServiceContext) {
  return {
    ...invoiceHandlers(ctx),
    ...orderHandlers(ctx),
    ...customerHandlers(ctx),
    ...itemHandlers(ctx),
    ...paymentHandlers(ctx),
    ...refundHandlers(ctx),
  };
}

type Built = keyof ReturnType<typeof builtHandlers>;

/** Operations no module implements yet, in spec order. */
export const NOT_BUILT = {
  listDisputes: notBuilt('listDisputes'),
  fetchDispute: notBuilt('fetchDispute'),
  acceptDispute: notBuilt('acceptDispute'),
  contestDispute: notBuilt('contestDispute'),
  createDocument: notBuilt('createDocument'),
  fetchDocument: notBuilt('fetchDocument'),
  fetchDocumentContent: notBuilt('fetchDocumentContent'),
  listInstantSettlements: notBuilt('listInstantSettlements'),
  createInstantSettlement: notBuilt('createInstantSettlement'),
  fetchInstantSettlement: notBuilt('fetchInstantSettlement'),
  listLinkedAccounts: notBuilt('listLinkedAccounts'),
  createLinkedAccount: notBuilt('createLinkedAccount'),
  deleteLinkedAccount: notBuilt('deleteLinkedAccount'),
  fetchLinkedAccount: notBuilt('fetchLinkedAccount'),
  updateLinkedAccount: notBuilt('updateLinkedAccount'),
  fetchOAuthServerMetadata: notBuilt('fetchOAuthServerMetadata'),
  authorizeOAuth: notBuilt('authorizeOAuth'),
  registerOAuthClient: notBuilt('registerOAuthClient'),
  exchangeOAuthToken: notBuilt('exchangeOAuthToken'),
  listPaymentLinks: notBuilt('listPaymentLinks'),
  createPaymentLink: notBuilt('createPaymentLink'),
  fetchPaymentLink: notBuilt('fetchPaymentLink'),
  updatePaymentLink: notBuilt('updatePaymentLink'),
  cancelPaymentLink: notBuilt('cancelPaymentLink'),
  notifyPaymentLink: notBuilt('notifyPaymentLink'),
  listPlans: notBuilt('listPlans'),
  createPlan: notBuilt('createPlan'),
  fetchPlan: notBuilt('fetchPlan'),
  listQrCodes: notBuilt('listQrCodes'),
  createQrCode: notBuilt('createQrCode'),
  fetchQrCode: notBuilt('fetchQrCode'),
  closeQrCode: notBuilt('closeQrCode'),
  listQrCodePayments: notBuilt('listQrCodePayments'),
  listSettlements: notBuilt('listSettlements'),
  fetchSettlementRecon: notBuilt('fetchSettlementRecon'),
  fetchSettlement: notBuilt('fetchSettlement'),
  listStakeholders: notBuilt('listStakeholders'),
  createStakeholder: notBuilt('createStakeholder'),
  fetchStakeholder: notBuilt('fetchStakeholder'),
  updateStakeholder: notBuilt('updateStakeholder'),
  listSubscriptions: notBuilt('listSubscriptions'),
  createSubscription: notBuilt('createSubscription'),
  fetchSubscription: notBuilt('fetchSubscription'),
  updateSubscription: notBuilt('updateSubscription'),
  cancelSubscription: notBuilt('cancelSubscription'),
  cancelSubscriptionScheduledChanges: notBuilt('cancelSubscriptionScheduledChanges'),
  pauseSubscription: notBuilt('pauseSubscription'),
  resumeSubscription: notBuilt('resumeSubscription'),
  fetchSubscriptionScheduledChanges: notBuilt('fetchSubscriptionScheduledChanges'),
} as const satisfies { [K in Exclude<OperationId, Built>]: NotBuilt<K> };

export function composeHandlers(ctx: ServiceContext): HandlerMap<AuthContext> {
  return { ...builtHandlers(ctx), ...NOT_BUILT };
}

/** Whether a module implements `operationId` (tests skip, with a printed reason, what is not built). */
export function isBuilt(operationId: OperationId): boolean {
  return !Object.hasOwn(NOT_BUILT, operationId);
}
