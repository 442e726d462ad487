/**
 * Test helpers (spec tag `test_helpers`): test mode's clock, payment method downtimes, a
 * customer scanning a QR code, disputes raised and decided, funds added to the balance, made to
 * happen the way a bank, a customer or the passage of time would, through the same machines,
 * ledger postings and events; and a test webhook delivery to an endpoint, which writes nothing.
 * Switches that make the next payments of an instrument or deliveries to an endpoint fail, and a
 * reset of test mode's data, run by the sweeps.
 * Test mode only: a live key is refused (spec x-errors test_mode_only) before anything happens.
 */
import { refuse } from '../../../generated/server/index.js';
import type { TestDataReset, TestSwitch } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { UNPACED } from '../../pace.js';
import type { Mode } from '../../store/store.js';
import { TIME_DRIVEN } from '../../time-driven.js';
import { topUpTestBalance } from '../balance/top-up.js';
import { collectionText, entityText } from '../collection.js';
import { resolveDispute } from '../disputes/lifecycle.js';
import { raiseTestDispute } from '../disputes/opening.js';
import { processTestInstantSettlement } from '../instant_settlements/bank.js';
import { declareDowntime, resolveDowntime, updateDowntime } from '../payments/downtimes.js';
import { payQrCode } from '../qr_codes/payment.js';
import { defineResource } from '../resource.js';
import { processTestSettlement } from '../settlements/bank.js';
import { authorizeTestSubscription, chargeTestSubscription } from '../subscriptions/test-helpers.js';
import { answerTransfer } from '../transfers/bank.js';
import { advanceTestClock, testClock } from './clock.js';
import { fetchReset, startReset } from './reset.js';
import { createTestSwitch, deleteTestSwitch, listTestSwitches } from './switches.js';
import { sendTestWebhook } from './webhooks.js';

function testModeOnly(auth: { mode: Mode }): 'test' {
  if (auth.mode !== 'test') throw refuse('test_mode_only');
  return auth.mode;
}

export const resource = defineResource('test_helpers', (ctx: ServiceContext) => {
  // the advance answers once everything it made due is done: steps back to back (pace.ts)
  const timeDriven = TIME_DRIVEN.map((job) => (mode: 'test') => job.run(ctx, mode, UNPACED));
  return {
    fetchTestClock: async ({ auth }) => {
      testModeOnly(auth);
      return testClock(ctx);
    },
    advanceTestClock: async ({ body, auth }) => {
      testModeOnly(auth);
      return advanceTestClock(ctx, body, timeDriven);
    },
    createTestDowntime: async ({ body, auth }) => declareDowntime(ctx, testModeOnly(auth), body),
    updateTestDowntime: async ({ params, body, auth }) => updateDowntime(ctx, testModeOnly(auth), params.downtime_id, body),
    resolveTestDowntime: async ({ params, auth }) => resolveDowntime(ctx, testModeOnly(auth), params.downtime_id),
    payTestQrCode: async ({ params, body, auth }) => payQrCode(ctx, testModeOnly(auth), params.qr_code_id, body),
    authorizeTestSubscription: async ({ params, body, auth }) => authorizeTestSubscription(ctx, testModeOnly(auth), params.subscription_id, body),
    chargeTestSubscription: async ({ params, body, auth }) => chargeTestSubscription(ctx, testModeOnly(auth), params.subscription_id, body),
    processTestInstantSettlement: async ({ params, body, auth }) => processTestInstantSettlement(ctx, testModeOnly(auth), params.instant_settlement_id, body),
    createTestDispute: async ({ params, body, auth }) => raiseTestDispute(ctx, testModeOnly(auth), params.payment_id, body),
    resolveTestDispute: async ({ params, body, auth }) => resolveDispute(ctx, testModeOnly(auth), params.dispute_id, body),
    processTestTransfer: async ({ params, body, auth }) => answerTransfer(ctx, testModeOnly(auth), params.transfer_id, body.outcome),
    processTestSettlement: async ({ params, body, auth }) => processTestSettlement(ctx, testModeOnly(auth), params.settlement_id, body),
    createTestTopUp: async ({ body, auth }) => topUpTestBalance(ctx, testModeOnly(auth), body),
    sendTestWebhook: async ({ params, body, auth }) => sendTestWebhook(ctx, testModeOnly(auth), params.webhook_id, body),
    createTestSwitch: async ({ body, auth }) => entityText<TestSwitch>(await createTestSwitch(ctx, testModeOnly(auth), body)),
    listTestSwitches: async ({ query, auth }) => collectionText<TestSwitch>(await listTestSwitches(ctx, testModeOnly(auth), query)),
    deleteTestSwitch: async ({ params, auth }) => deleteTestSwitch(ctx, testModeOnly(auth), params.switch_id),
    createTestDataReset: async ({ auth }) => {
      testModeOnly(auth);
      return entityText<TestDataReset>(await startReset(ctx));
    },
    fetchTestDataReset: async ({ params, auth }) => {
      testModeOnly(auth);
      return entityText<TestDataReset>(await fetchReset(ctx, params.reset_id));
    },
  };
});
