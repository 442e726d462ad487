/**
 * The schedules the store keeps in each entity's `due_at` (store.ts Schedules): for each kind a
 * time-driven job moves (service/time-driven.ts), when the job may next have something to do with
 * one entity. Each lives beside its job, in its resource's folder; the composition root hands
 * this map to the store it opens.
 */
import { paymentDueAt } from './payments/authorization-expiry.js';
import { disputeDueAt } from './resources/disputes/lifecycle.js';
import { instantSettlementDueAt } from './resources/instant_settlements/bank.js';
import { invoiceDueAt } from './resources/invoices/expiry.js';
import { paymentLinkDueAt } from './resources/payment_links/expiry.js';
import { downtimeDueAt } from './resources/payments/downtimes.js';
import { qrCodeDueAt } from './resources/qr_codes/closing.js';
import { subscriptionDueAt } from './resources/subscriptions/charging.js';
import { resetDueAt } from './resources/test_helpers/reset.js';
import { transferDueAt } from './resources/transfers/bank.js';
import type { Schedules } from './store/store.js';

export const SCHEDULES: Schedules = {
  invoices: invoiceDueAt,
  payment_links: paymentLinkDueAt,
  qr_codes: qrCodeDueAt,
  payments: paymentDueAt,
  subscriptions: subscriptionDueAt,
  disputes: disputeDueAt,
  transfers: transferDueAt,
  payment_downtimes: downtimeDueAt,
  instant_settlements: instantSettlementDueAt,
  // spec createTestDataReset rule 5: a reset is due until it is done
  test_data_resets: resetDueAt,
};
