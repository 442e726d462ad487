/**
 * The service's own error texts, as named constructors on the generated catalogue's ApiError
 * (DESIGN.md "One error catalogue"): handlers throw `errors.xxx()` and never build a status
 * code or a description ad hoc. One flat list, one entry per condition, grouped by resource;
 * append new entries, keep the existing texts stable (clients match on them).
 *
 * Bad input the spec's JSON Schema can express never reaches a handler (the generated
 * validators answer it); what is here is what only the service can know: existence,
 * uniqueness, sums across fields, state.
 */
import { ApiError } from '../generated/server/index.js';
import type { AmountCheck } from './money/currency.js';

export const errors = {
  // ---------------------------------------------------------------- shared
  /** spec info "Errors": an id that does not exist is a 400 `The id provided does not exist`. */
  idNotFound: (field: string | null = null) => ApiError.idNotFound(field),

  /** reference, Errors "Extra field": `{field} is/are not required and should not be sent`. */
  fieldsNotAllowed: (fields: readonly string[]) => ApiError.badRequest(`${fields.join(', ')} is/are not required and should not be sent`, fields[0] ?? null),

  /** A failed money rule from service/money/currency.ts (minimum amount, three-decimal currencies). */
  amountRule: (check: Extract<AmountCheck, { ok: false }>, field: string = check.field) => ApiError.badRequest(check.description, field, check.reason),

  /**
   * The same text the generated machines give for a refused transition, for checks on a state
   * that are not transitions (notify_by on an invoice that cannot be paid).
   */
  operationNotAllowed: (schema: string, status: string) =>
    new ApiError(400, { description: `Operation not allowed for ${schema} in ${status} status.`, source: 'business', reason: 'invalid_state_transition' }),

  /** POST /invoices rule 7, POST /orders rule 2: the receipt is taken. */
  receiptTaken: () => ApiError.badRequest('The receipt has already been taken.', 'receipt'),

  // ---------------------------------------------------------------- invoices
  /** POST /invoices rule 9 (and PATCH): expire_by at least 15 minutes ahead. */
  expireByTooSoon: () => ApiError.badRequest('expire_by should be at least 15 minutes after current time.', 'expire_by'),

  /** POST /invoices rule 10, POST /orders rule 3: the first payment cannot exceed the amount. */
  firstPaymentAboveAmount: () => ApiError.badRequest('first_payment_min_amount should not be greater than the amount.', 'first_payment_min_amount'),

  /** POST /invoices rule 10 (PATCH of an invoice that had no minimum yet). */
  firstPaymentRequired: () => ApiError.badRequest('The first payment min amount field is required when partial payment is 1.', 'first_payment_min_amount'),

  /** POST /orders rule 3, POST /invoices rule 10: first_payment_min_amount only with partial payments on. */
  firstPaymentWithoutPartial: () => ApiError.badRequest('first_payment_min_amount can be sent only when partial_payment is on.', 'first_payment_min_amount'),

  /** reference, Errors "Missing field": `The {field} is required.` (a rule JSON Schema cannot say alone). */
  fieldRequired: (field: string) => ApiError.badRequest(`The ${field.replace(/[._]/g, ' ')} field is required.`, field),

  /** POST /invoices/{id}/notify_by/{medium}: the customer has no contact detail for the medium. */
  nothingToNotify: (medium: 'sms' | 'email') =>
    ApiError.badRequest(`The invoice's customer has no ${medium === 'sms' ? 'contact number' : 'e-mail address'} to notify.`, 'medium'),

  // ---------------------------------------------------------------- customers
  /** POST /customers rule 3 (fail_existing 1), PUT /customers/{id}: same email and contact. */
  customerExists: () => ApiError.badRequest('Customer already exists for the merchant'),

  // ---------------------------------------------------------------- items
  /** DELETE /items/{id}: an item already used on an invoice stays. */
  itemInUse: () => ApiError.badRequest('The item is used on an invoice and cannot be deleted.', 'item_id'),
  /** reference, Items: "inactive items cannot be added to invoices" */
  itemInactive: (field: string) => ApiError.badRequest('The item is inactive and cannot be added to an invoice.', field),
  /** reference, POST /invoices: "Currency of all items should be the same as of the invoice." */
  itemCurrencyMismatch: (field: string) => ApiError.badRequest('Currency of all items should be the same as of the invoice.', field),

  // ---------------------------------------------------------------- payments (reference 1.2)
  /** POST /payments/{id}/capture rule 1: a captured payment cannot be captured again. */
  alreadyCaptured: () => ApiError.badRequest('This payment has already been captured.', null, 'payment_already_captured'),

  /** POST /payments/{id}/capture rule 1: only an `authorized` payment can be captured. */
  notCapturable: (status: string) =>
    ApiError.badRequest(`Only an authorized payment can be captured; this payment is ${status}.`, null, 'invalid_state_transition'),

  /** POST /payments/{id}/capture rule 2 (reference wording). */
  captureAmountMismatch: () => ApiError.badRequest('Capture amount must be equal to the amount authorized.', 'amount'),

  /** POST /payments/{id}/capture rule 2: `currency` must be the payment's. */
  captureCurrencyMismatch: () => ApiError.badRequest('Currency should be the same as the currency of the payment.', 'currency'),

  /** GET /payments/{id}/card (reference wording). */
  notCardPayment: () => ApiError.badRequest('Payment was not done using card'),

  /** Paying or capturing against an order another payment already paid (exactly one captures). */
  orderAlreadyPaid: () => ApiError.badRequest('This order has already been paid.', null, 'order_already_paid'),

  /** Paying an invoice that is already paid (issue 4, Hosted checkout: "refused"). */
  invoiceAlreadyPaid: () => ApiError.badRequest('This invoice has already been paid.', null, 'invoice_already_paid'),

  /** Paying an invoice that is not open for payment (draft, cancelled, expired, deleted). */
  invoiceNotPayable: (status: string) => ApiError.badRequest(`This invoice is ${status} and cannot be paid.`, null, 'invoice_not_payable'),

  /** The acquirer refused a capture or a refund: its error object, as the interface's error. */
  acquirer: (error: { code: string; description: string; source: string; step: string; reason: string; field?: string }) =>
    new ApiError(error.code === 'GATEWAY_ERROR' ? 502 : error.code === 'SERVER_ERROR' ? 500 : 400, { ...error, field: error.field ?? null }),

  /** Two writers touched the same row; the database refused the later one (never check-then-write). */
  concurrentUpdate: (entity: string) =>
    new ApiError(409, { description: `The ${entity} was changed by another request; please retry.`, source: 'business', reason: 'concurrent_update' }),

  // ---------------------------------------------------------------- refunds (reference 1.3)
  /** POST /payments/{id}/refund rule 1 (reference wording). */
  refundExceedsCaptured: () => ApiError.badRequest('The refund amount provided is greater than amount captured.', 'amount'),

  /** POST /payments/{id}/refund rule 1 (reference wording). */
  fullyRefunded: () => ApiError.badRequest('The payment has been fully refunded already.', null),

  /** Only a captured payment can be refunded (spec Refund machine: "a refund request on a captured payment"). */
  refundNotCaptured: (status: string) =>
    ApiError.badRequest(`Only a captured payment can be refunded; this payment is ${status}.`, 'payment_id', 'invalid_state_transition'),

  /** POST /payments/{id}/refund rule 3: the same X-Refund-Idempotency key with another body. */
  idempotencyKeyReused: () => ApiError.badRequest('The X-Refund-Idempotency key was already used with a different request body.', 'X-Refund-Idempotency'),

  // ---------------------------------------------------------------- hosted checkout (HTML answers)
  /** The checkout form's per-page token is missing or does not match its cookie. */
  checkoutTokenInvalid: () =>
    new ApiError(403, { description: 'This payment page has expired. Please reload the page and try again.', reason: 'csrf_token_invalid' }),

  /** A required checkout form field is empty or malformed. */
  checkoutFieldMissing: (label: string, field: string) => ApiError.badRequest(`Please enter ${label}.`, field),
};
