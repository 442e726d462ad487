/**
 * What a capture means beyond the payment and what it pays: the transfers asked for with the
 * payment's order (spec createOrder rule 5; resources/transfers/order-transfers.ts), and the
 * dispute the customer's bank raises with the capture (the simulator's always-disputed test
 * card; resources/disputes/opening.ts). Each is registered with the payment core by the composition root
 * (ServiceContext.afterCapture), not imported by it, so the core sits below the resources it
 * serves. Each runs in the capture's transaction, after the payment and its payables settled.
 * `C` is the context it is called with (the ServiceContext), as in payable.ts.
 */
import type { Payment } from '../../generated/types/index.js';
import type { RaisedDispute } from '../acquirer/acquirer.js';
import type { EventContext } from '../events.js';

export type AfterCapture<C> = (ctx: C, ec: EventContext, payment: Payment, capture: { dispute?: RaisedDispute }) => Promise<void>;
