/**
 * What the passage of time does, per mode, in the order it runs: the sweeps' jobs (app.ts runs
 * them periodically on the injected clock) and what advanceTestClock runs once after moving
 * test mode's clock. Each job reads its mode's clock (mode-clocks.ts) and moves everything that
 * is due by then, so running it once after a long advance does all that the advance made due.
 */
import type { ServiceContext } from './context.js';
import type { Pace } from './pace.js';
import { expireAuthorizations } from './payments/authorization-expiry.js';
import { forfeitDueDisputes } from './resources/disputes/lifecycle.js';
import { runInstantSettlementPayouts } from './resources/instant_settlements/bank.js';
import { expireInvoices } from './resources/invoices/expiry.js';
import { runPaymentLinkTimers } from './resources/payment_links/expiry.js';
import { moveDueDowntimes } from './resources/payments/downtimes.js';
import { closeDueQrCodes } from './resources/qr_codes/closing.js';
import { creditDueSettlements } from './resources/settlements/bank.js';
import { runSettlementCycles } from './resources/settlements/cycle.js';
import { runLinkedSettlementCycles } from './resources/settlements/linked-cycle.js';
import { chargeDueSubscriptions } from './resources/subscriptions/charging.js';
import { processDueTransfers } from './resources/transfers/bank.js';
import type { Mode } from './store/store.js';

export interface TimeDrivenJob {
  name: string;
  /** how often the sweeps run it on the injected clock, in seconds */
  everySeconds: number;
  /** `pace` (pace.ts): the sweeps' between the steps of a long job, UNPACED for advanceTestClock */
  run(ctx: ServiceContext, mode: Mode, pace: Pace): Promise<number>;
}

export const TIME_DRIVEN: readonly TimeDrivenJob[] = [
  // spec PaymentDowntime x-state-machine: a scheduled downtime starts at `begin`; one is resolved at `end`
  { name: 'payment-downtimes', everySeconds: 10, run: moveDueDowntimes },
  // spec Payment x-state-machine `expire_authorization`: an authorization never captured is released
  { name: 'authorization-expiry', everySeconds: 60, run: expireAuthorizations },
  // spec PaymentLink.reminder_enable: reminders 3 days and 1 day before expire_by; spec PaymentLink
  // x-state-machine `expire`: an unpaid or partly paid link expires at expire_by
  { name: 'payment-link-timers', everySeconds: 60, run: runPaymentLinkTimers },
  // spec QrCode x-state-machine `expire`: an active QR code closes at close_by (at least 2 minutes ahead)
  { name: 'qr-code-closing', everySeconds: 10, run: closeDueQrCodes },
  // spec createSubscription rules 3 and 8-10: cycles charged, failed charges retried, mandates and
  // subscriptions expired, cancellations at cycle end made; before invoice expiry, so a cycle's
  // invoice is charged, not expired, when a long advance passes both
  { name: 'subscription-charging', everySeconds: 10, run: chargeDueSubscriptions },
  // spec Invoice x-state-machine `expire`: an issued invoice unpaid 60 days after being sent becomes expired
  { name: 'invoice-expiry', everySeconds: 60, run: (ctx, mode) => expireInvoices(ctx, [mode]) },
  // spec Dispute x-state-machine `forfeit`: an open dispute past respond_by is lost; before the
  // settlement cycles, so a long advance settles what the loss leaves
  { name: 'dispute-forfeits', everySeconds: 60, run: forfeitDueDisputes },
  // spec Transfer x-state-machine `process`: the bank processes a pending transfer on its next pass
  // at least 60 seconds (test mode) after it was made
  { name: 'transfer-processing', everySeconds: 10, run: processDueTransfers },
  // spec tag settlements: each settlement cycle forms one settlement per currency of the lines due by
  // then; after everything above, so a long advance settles what it captured
  { name: 'settlement-cycles', everySeconds: 60, run: runSettlementCycles },
  // spec Settlement.account_id: each cycle forms one settlement per linked account of what its
  // processed transfers made due by then
  { name: 'linked-settlement-cycles', everySeconds: 60, run: runLinkedSettlementCycles },
  // spec Settlement x-state-machine `process`: the bank credits a settlement 5 minutes after its cycle
  { name: 'settlement-credits', everySeconds: 60, run: creditDueSettlements },
  // spec createInstantSettlement rule 5: the bank receives an instant settlement's payouts on its
  // next pass and credits each 60 seconds (test mode) after receiving it
  { name: 'instant-settlement-payouts', everySeconds: 10, run: runInstantSettlementPayouts },
];

/**
 * A job as the sweeps run it: test mode's run, then live mode's, unless the pace said stop
 * during the first (a run that has begun always takes a step before it asks its pace).
 */
export function inBothModes(job: TimeDrivenJob, ctx: ServiceContext): (pace: Pace) => Promise<number> {
  return async (pace) => {
    const test = await job.run(ctx, 'test', pace);
    // a step of no time: answers at once, `false` once the sweeps are stopping
    return (await pace.next(0)) ? test + (await job.run(ctx, 'live', pace)) : test;
  };
}
