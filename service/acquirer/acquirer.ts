/**
 * The acquirer seam: every authorization, capture and refund (so all money that moves) goes
 * through this interface. Test mode uses the simulator (simulator.ts), live mode a real
 * connection (live.ts refuses until one exists).
 *
 * Card data goes in and never comes back out: results carry only last4, network, type, issuer
 * and international (spec `CardDetails`); the number and CVV are not stored anywhere.
 */
import { type Refusal, refuse } from '../../generated/server/index.js';
import type { Dispute, Payment } from '../../generated/types/index.js';
import type { Mode } from '../store/schema.js';

/** The spec's `Payment.method` values. */
export type PaymentMethod = NonNullable<Payment['method']>;

export interface CardInput {
  number: string;
  /** 1-12 */
  expiry_month: number;
  /** four digits (two-digit years are read as 20YY) */
  expiry_year: number;
  cvv: string;
  name?: string;
}

interface RequestBase {
  mode: Mode;
  payment_id: string;
  amount: number;
  currency: string;
}

/**
 * A card the acquirer keeps for charges the customer is not present for (a subscription's
 * mandate, spec createSubscription rule 7): the acquirer's token id and what may be known of the
 * card (spec `CardDetails`: last4, network), never its number or CVV.
 */
export interface StoredCard {
  token_id: string;
  last4: string;
  network: string;
  /**
   * Test mode only (spec chargeTestSubscription rule 3): the bank's answer to this charge, as
   * the test helper asks for it. Acquirers other than the simulator never read it.
   */
  simulate?: 'success' | 'failure';
}

export type AuthorizeRequest = RequestBase &
  /** `recurring`: the customer also authorizes later charges without them (a mandate); the answer carries a token */
  (
    | { method: 'card'; card: CardInput; recurring?: boolean }
    /** a charge of a kept card, the customer not present */
    | { method: 'card'; token: StoredCard }
    | { method: 'emi'; card: CardInput; emi_tenure: number }
    | { method: 'upi'; vpa: string }
    | { method: 'netbanking'; bank: string }
    | { method: 'wallet'; wallet: string }
  );

/** what may be kept of a card (spec `CardDetails`) */
export interface CardSummary {
  last4: string;
  network: string;
  type: 'credit' | 'debit';
  /** 4-character issuer code; null when unknown (international cards) */
  issuer: string | null;
  international: boolean;
  emi: boolean;
  name: string | null;
}

/** spec `AcquirerData` */
export interface AcquirerData {
  rrn?: string;
  auth_code?: string;
  arn?: string;
  bank_transaction_id?: string;
  transaction_id?: string;
  authentication_reference_number?: string;
}

/** the error object's fields (spec `ErrorBody`), recorded on a failed payment as error_* */
export interface AcquirerError {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  /** the offending input, when the customer typed something invalid */
  field?: string;
}

export type AuthorizeResult =
  | {
      ok: true;
      international: boolean;
      card?: CardSummary;
      emi_tenure?: number;
      bank?: string;
      wallet?: string;
      vpa?: string;
      /** the kept card's token id, for a `recurring` authorization (or the token charged) */
      token_id?: string;
      acquirer_data: AcquirerData;
    }
  | { ok: false; error: AcquirerError; card?: CardSummary };

/** What the bank knows of the paid instrument (the payment's stored card details or UPI id; never a card number). */
export interface KnownInstrument {
  card_last4?: string;
  card_network?: string;
  international?: boolean;
  vpa?: string | null;
}

/** The instrument a stored payment was paid with, as the bank knows it. */
export function knownInstrument(payment: {
  card?: { last4?: string; network?: string } | null;
  international?: boolean | null;
  vpa?: string | null;
}): KnownInstrument {
  return { card_last4: payment.card?.last4, card_network: payment.card?.network, international: payment.international ?? undefined, vpa: payment.vpa };
}

export interface CaptureRequest extends RequestBase {
  method: PaymentMethod;
  instrument?: KnownInstrument;
}

/**
 * A dispute the customer's bank raises against the payment as soon as it is captured (spec
 * Dispute x-state-machine `create`): the simulator's always-disputed test card.
 */
export type RaisedDispute = Pick<Dispute, 'reason_code' | 'phase'>;

/**
 * `fundsAtOnce`: the acquirer makes the captured funds available to the merchant at once, so their
 * settlement date is the capture (spec tag `settlements`; the simulator's test card
 * `4000 0000 0000 0077`).
 */
export type CaptureResult = { ok: true; acquirer_data: AcquirerData; dispute?: RaisedDispute; fundsAtOnce?: true } | { ok: false; error: AcquirerError };

export interface RefundRequest extends RequestBase {
  refund_id: string;
  method: PaymentMethod;
  /** spec Refund.speed_requested: `optimum` asks for an instant refund where the instrument allows it */
  speed?: 'normal' | 'optimum';
  instrument?: KnownInstrument;
}

export type RefundResult = { ok: true; acquirer_data: AcquirerData; speed_processed: 'instant' | 'normal' } | { ok: false; error: AcquirerError };

/** A credit to the merchant's bank account (a settlement); `reference_id` makes a repeated request the same payout. */
export interface PayoutRequest {
  mode: Mode;
  reference_id: string;
  amount: number;
  currency: string;
}

export type PayoutResult = { ok: true; utr: string } | { ok: false; error: AcquirerError };

/**
 * Test mode's switches (spec createTestSwitch rule 1), handed to the simulator by the composition
 * root: asked once per authorization of a typed card or a UPI id after the instrument's own
 * checks; answers the `error_reason` of the switch it used up one use of, or undefined when none
 * applies. The number is handed in to be hashed, never kept.
 */
export interface PaymentSwitches {
  use(instrument: { card_number: string } | { vpa: string }): Promise<SwitchedReason | undefined>;
}

/** What a switched payment fails with (spec SwitchErrorReason). */
export type SwitchedReason = 'declined_by_bank' | 'insufficient_funds' | 'authentication_failed' | 'payment_declined';

export interface Acquirer {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(request: CaptureRequest): Promise<CaptureResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

/** The acquirer for a mode: the key decides the mode, and the mode decides where money goes. */
export function acquirerFor(mode: Mode, acquirers: { test: Acquirer; live: Acquirer }): Acquirer {
  return mode === 'live' ? acquirers.live : acquirers.test;
}

/** A capture or refund the bank refused, as the catalogue's refusal (spec `x-errors` acquirer_refused, acquirer_unavailable). */
export function acquirerRefusal(error: AcquirerError): Refusal {
  const params = { description: error.description, reason: error.reason, source: error.source, step: error.step };
  const detail = { field: error.field ?? null };
  return error.code === 'BAD_REQUEST_ERROR' ? refuse('acquirer_refused', params, detail) : refuse('acquirer_unavailable', params, detail);
}
