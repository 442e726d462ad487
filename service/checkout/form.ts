/**
 * The checkout form: reading the POST body (form-encoded, bounded) and turning the fields of
 * the chosen method into the acquirer's instrument. The card number and CVV live only in this
 * request's memory: they are passed to the acquirer and never stored, logged or echoed back.
 */
import type { IncomingMessage } from 'node:http';
import { mediaType, readRaw, refuse } from '../../generated/server/index.js';
import { currencyMinorUnits } from '../../generated/types/index.js';
import type { Instrument, PayerDetails } from '../payments/payment-record.js';

/** A checkout form is a few hundred bytes; anything above this is not one. */
export const FORM_LIMIT_BYTES = 16 * 1024;

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const accepted = 'application/x-www-form-urlencoded';
  if (mediaType(req.headers['content-type']) !== accepted) throw refuse('unsupported_media_type', { accepted }, { headers: { accept: accepted } });
  return new URLSearchParams((await readRaw(req, FORM_LIMIT_BYTES)).toString('utf8'));
}

/** `MM/YY`, `MM / YYYY`, `MM-YY`: month and four-digit year (0 when unreadable: the acquirer says why). */
export function parseExpiry(text: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*[/-]\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { month: 0, year: 0 };
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

function required(form: URLSearchParams, name: string, label: string): string {
  const value = form.get(name)?.trim();
  if (!value) throw refuse('checkout_field_missing', { label }, { field: name });
  return value;
}

function card(form: URLSearchParams) {
  const expiry = parseExpiry(required(form, 'card_expiry', 'the card expiry date'));
  const name = form.get('card_name')?.trim();
  return {
    number: required(form, 'card_number', 'the card number'),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    cvv: required(form, 'card_cvv', 'the CVV'),
    ...(name ? { name } : {}),
  };
}

/** spec `Payment.method` (and info.description): card, netbanking, wallet, emi, upi. */
export function instrumentFrom(form: URLSearchParams): Instrument {
  const method = form.get('method') ?? 'card';
  switch (method) {
    case 'card':
      return { method, card: card(form) };
    case 'emi':
      return { method, card: card(form), emi_tenure: Number(required(form, 'emi_tenure', 'an EMI tenure')) };
    case 'upi':
      return { method, vpa: required(form, 'vpa', 'your UPI ID') };
    case 'netbanking':
      return { method, bank: required(form, 'bank', 'a bank') };
    case 'wallet':
      return { method, wallet: required(form, 'wallet', 'a wallet') };
    default:
      throw refuse('checkout_field_missing', { label: 'a payment method' }, { field: 'method' });
  }
}

/**
 * The part the customer chose to pay (partial payments), typed in the currency's major unit
 * ("250.00") and returned in sub-units (spec Currency x-minor-units); undefined when absent.
 */
export function amountFrom(form: URLSearchParams, currency: string): number | undefined {
  const text = form.get('amount')?.trim().replace(/,/g, '');
  if (!text) return undefined;
  const exponent = (currencyMinorUnits as Record<string, number>)[currency] ?? 2;
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] ?? '').length > exponent) {
    throw refuse(
      'validation_failed',
      { description: `The amount must be a number with at most ${exponent} decimals, like ${(1).toFixed(exponent)}` },
      { field: 'amount' },
    );
  }
  return Number(match[1]) * 10 ** exponent + Number((match[2] ?? '').padEnd(exponent, '0') || '0');
}

export function payerFrom(form: URLSearchParams): PayerDetails {
  return { email: form.get('email')?.trim() || null, contact: form.get('contact')?.trim() || null };
}
