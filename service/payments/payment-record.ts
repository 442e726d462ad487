/**
 * The Payment entity as the service builds it (spec `Payment`): a new payment in `created`,
 * then the fields an acquirer's answer adds. Pure functions: statuses move only through the
 * generated machine (payment-flow.ts, capture.ts), never here.
 *
 * Card data: only the acquirer's CardSummary (last4, network, type, issuer, international)
 * reaches the entity; the number, expiry and CVV are never copied into it (spec `CardDetails`:
 * "never the full number").
 */
import { idPrefixes } from '../../generated/server/index.js';
import type { CardDetails, Payment } from '../../generated/types/index.js';
import type { AcquirerError, AuthorizeRequest, AuthorizeResult, CardSummary } from '../acquirer/acquirer.js';
import { newId } from '../ids.js';

/** What the customer pays with: the acquirer's request without the amount and ids. */
export type Instrument = AuthorizeRequest extends infer R
  ? R extends AuthorizeRequest
    ? Omit<R, 'mode' | 'payment_id' | 'amount' | 'currency'>
    : never
  : never;

/** Contact details the customer gave at checkout (spec createInvoice, rule 3). */
export interface PayerDetails {
  email?: string | null;
  contact?: string | null;
}

/** A payment not yet through the machine: everything but `status`. */
export type PaymentDraft = Omit<Payment, 'status'>;

/** A new payment of an order (or of none: a QR code's); `fields` are what the payable it pays fills (payments/payable.ts paymentFields). */
export function newPayment(
  of: { orderId: string | null; currency: Payment['currency'] },
  fields: Partial<Pick<Payment, 'invoice_id' | 'description' | 'customer_id'>>,
  instrument: Instrument,
  payer: PayerDetails,
  now: number,
  amount: number,
): PaymentDraft {
  return {
    id: newId(idPrefixes.Payment),
    entity: 'payment',
    // what is due, or the part the customer chose (payments/partial.ts checked it)
    amount,
    currency: of.currency,
    order_id: of.orderId,
    invoice_id: fields.invoice_id ?? null,
    international: false,
    method: instrument.method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: fields.description ?? null,
    card_id: null,
    card: null,
    // what the customer chose is recorded even when the attempt fails (never card data)
    bank: instrument.method === 'netbanking' ? instrument.bank : null,
    wallet: instrument.method === 'wallet' ? instrument.wallet : null,
    vpa: instrument.method === 'upi' ? instrument.vpa : null,
    upi: null,
    email: payer.email || null,
    contact: payer.contact || null,
    customer_id: fields.customer_id ?? null,
    // a charge of a kept card names its token (spec Payment.token_id); a mandate's token comes with its authorization
    token_id: 'token' in instrument ? instrument.token.token_id : null,
    notes: {},
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: {},
    created_at: now,
  };
}

/** spec `CardDetails`: id (card_*), entity, name, last4, network, type, issuer, emi, sub_type. */
export function cardDetails(summary: CardSummary): CardDetails {
  return {
    id: newId(idPrefixes.CardDetails),
    entity: 'card',
    name: summary.name,
    last4: summary.last4,
    network: summary.network,
    type: summary.type,
    issuer: summary.issuer,
    emi: summary.emi,
    // the acquirer's summary does not say (consumer or corporate): unknown, not guessed
    sub_type: null,
  };
}

function withCard(payment: Payment, summary: CardSummary | undefined): Payment {
  if (!summary) return payment;
  const card = cardDetails(summary);
  return { ...payment, card, card_id: card.id, international: summary.international };
}

/** The fields an approved authorization adds (the status moves by the machine's `authorize`). */
export function withAuthorization(payment: Payment, result: Extract<AuthorizeResult, { ok: true }>, upiFlow: 'collect' | 'intent' = 'collect'): Payment {
  const next: Payment = {
    ...withCard(payment, result.card),
    international: result.international,
    bank: result.bank ?? payment.bank,
    wallet: result.wallet ?? payment.wallet,
    vpa: result.vpa ?? payment.vpa,
    token_id: result.token_id ?? payment.token_id,
    acquirer_data: { ...payment.acquirer_data, ...result.acquirer_data },
  };
  // spec `UpiDetails`: vpa and flow (the hosted page collects a VPA: `collect`; a scanned QR code: `intent`)
  if (payment.method === 'upi') next.upi = { payer_account_type: 'bank_account', vpa: next.vpa, flow: upiFlow };
  return next;
}

/** spec `Payment`: a failed payment records error_code, error_description, error_source, error_step, error_reason. */
export function withFailure(payment: Payment, error: AcquirerError, card?: CardSummary): Payment {
  return {
    ...withCard(payment, card),
    error_code: error.code,
    error_description: error.description,
    error_source: error.source,
    error_step: error.step,
    error_reason: error.reason,
  };
}
