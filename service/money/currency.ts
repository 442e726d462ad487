/**
 * Amount rules per currency, as pure functions (spec info.description, Amounts): "Amounts are
 * integers in the currency's smallest sub-unit (paise for INR). For three-decimal currencies
 * (KWD, BHD, OMR) the amount drops the last decimal digit; for zero-decimal currencies (JPY) the
 * value is passed unchanged."
 *
 * As spec `Currency` spells it out: a three-decimal amount is still given in thousandths (fils),
 * but its last digit is always 0: KWD 295.991 cannot be charged; KWD 295.990 is sent as 295990.
 *
 * The table of minor units (ISO 4217 exponents) is the spec's; the generated package exports it
 * and callers pass it in here. It is deliberately not declared again in service/.
 */
import type { RefusalOf } from '../../generated/server/index.js';

/** currency code -> number of decimals (ISO 4217 exponent), e.g. { INR: 2, JPY: 0, KWD: 3 } */
export type MinorUnitsTable = Readonly<Record<string, number>>;

type AmountRefusal = RefusalOf<'currency_not_supported' | 'amount_not_integer' | 'amount_below_minimum' | 'amount_last_digit'>;

/** A passed check, or the field at fault and the catalogue's refusal (spec `x-errors`). */
export type AmountCheck = { ok: true } | { ok: false; field: 'amount' | 'currency'; refusal: AmountRefusal };

function fail(field: 'amount' | 'currency', refusal: AmountRefusal): AmountCheck {
  return { ok: false, field, refusal };
}

function exponentOf(currency: string, minorUnits: MinorUnitsTable): number | undefined {
  return Object.hasOwn(minorUnits, currency) ? minorUnits[currency] : undefined;
}

/**
 * The smallest amount accepted, in the smallest sub-unit: one major unit. For INR that is 100
 * paise (https://razorpay.com/docs/api/orders/create: "The amount must be at least INR 1.00");
 * the same rule of one major unit is applied to every currency (JPY 1, KWD 1.000 = 1000).
 */
export function minimumAmount(currency: string, minorUnits: MinorUnitsTable): number {
  const exponent = exponentOf(currency, minorUnits);
  if (exponent === undefined) throw new Error(`unknown currency ${currency}`);
  return 10 ** exponent;
}

/** `formatAmount(100, 'INR', table)` -> `INR 1.00`; `formatAmount(295990, 'KWD', table)` -> `KWD 295.990`. */
export function formatAmount(amount: number, currency: string, minorUnits: MinorUnitsTable): string {
  const exponent = exponentOf(currency, minorUnits) ?? 2;
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const major = exponent === 0 ? digits : digits.slice(0, -exponent);
  const minor = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${currency} ${sign}${major}${minor}`;
}

/**
 * An amount as a customer reads it: the currency's symbol and its locale's digit grouping
 * (Intl.NumberFormat; en-IN for INR: `₹1,23,456.78`), exact to the minor unit (the decimal
 * string is formatted as it is, not a float: ECMA-402 accepts decimal strings).
 */
export function displayAmount(amount: number, currency: string, minorUnits: MinorUnitsTable): string {
  const exponent = exponentOf(currency, minorUnits) ?? 2;
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const decimal = `${amount < 0 ? '-' : ''}${exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`}`;
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  // `format` takes a decimal string exactly (Intl.NumberFormat v3); the type says number
  return format.format(decimal as unknown as number);
}

/** Checks an amount against its currency's rules; the failure names the field, as the error object wants. */
export function validateAmountForCurrency(amount: number, currency: string, minorUnits: MinorUnitsTable): AmountCheck {
  const exponent = exponentOf(currency, minorUnits);
  if (exponent === undefined) return fail('currency', { key: 'currency_not_supported', params: { currency } });
  if (!Number.isSafeInteger(amount)) return fail('amount', { key: 'amount_not_integer', params: {} });
  const minimum = minimumAmount(currency, minorUnits);
  if (amount < minimum) return fail('amount', { key: 'amount_below_minimum', params: { minimum: formatAmount(minimum, currency, minorUnits) } });
  // spec `Currency`: three-decimal currencies drop the last decimal digit
  if (exponent === 3 && amount % 10 !== 0) {
    return fail('amount', { key: 'amount_last_digit', params: { currency } });
  }
  return { ok: true };
}
