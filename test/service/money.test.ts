import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, type MinorUnitsTable, minimumAmount, validateAmountForCurrency } from '../../service/money/currency.js';
import { FEE_RATE_BASIS_POINTS, feeAndTax, TAX_RATE_PERCENT } from '../../service/money/fees.js';
import { applyRefund, refundable } from '../../service/money/refunds.js';

// A stand-in for the spec's currency table (the generated `currencyMinorUnits`), enough to
// exercise the three shapes of spec `Currency` (two, zero and three decimals).
const MINOR: MinorUnitsTable = { INR: 2, USD: 2, JPY: 0, KWD: 3, BHD: 3, OMR: 3 };

describe('validateAmountForCurrency (spec Currency)', () => {
  it.each([
    { amount: 100, currency: 'INR', want: { ok: true } },
    { amount: 99, currency: 'INR', want: { ok: false, field: 'amount', refusal: { key: 'amount_below_minimum', params: { minimum: 'INR 1.00' } } } },
    { amount: 100.5, currency: 'INR', want: { ok: false, field: 'amount', refusal: { key: 'amount_not_integer' } } },
    { amount: 295990, currency: 'KWD', want: { ok: true } },
    { amount: 295991, currency: 'KWD', want: { ok: false, field: 'amount' } },
    { amount: 1005, currency: 'BHD', want: { ok: false, field: 'amount' } },
    { amount: 1000, currency: 'OMR', want: { ok: true } },
    { amount: 999, currency: 'OMR', want: { ok: false, field: 'amount', refusal: { key: 'amount_below_minimum', params: { minimum: 'OMR 1.000' } } } },
    { amount: 1, currency: 'JPY', want: { ok: true } },
    { amount: 1234, currency: 'JPY', want: { ok: true } },
    { amount: 100, currency: 'XYZ', want: { ok: false, field: 'currency' } },
    { amount: 100, currency: 'toString', want: { ok: false, field: 'currency' } },
  ])('$amount $currency -> ok: $want.ok', ({ amount, currency, want }) => {
    expect(validateAmountForCurrency(amount, currency, MINOR)).toMatchObject(want);
  });

  it.each([
    { currency: 'INR', want: 100 },
    { currency: 'JPY', want: 1 },
    { currency: 'KWD', want: 1000 },
  ])('the minimum for $currency is one major unit: $want', ({ currency, want }) => {
    expect(minimumAmount(currency, MINOR)).toBe(want);
  });

  it.each([
    { amount: 100, currency: 'INR', want: 'INR 1.00' },
    { amount: 5, currency: 'INR', want: 'INR 0.05' },
    { amount: 295990, currency: 'KWD', want: 'KWD 295.990' },
    { amount: 1234, currency: 'JPY', want: 'JPY 1234' },
  ])('formats $amount $currency as $want', ({ amount, currency, want }) => {
    expect(formatAmount(amount, currency, MINOR)).toBe(want);
  });
});

describe('fee and tax on capture', () => {
  it.each([
    { amount: 100000, fee: 2360, tax: 360 }, // charge 2000 + GST 360
    { amount: 100, fee: 2, tax: 0 },
    { amount: 125, fee: 4, tax: 1 }, // charge 2.5 rounds half up to 3; GST 0.54 -> 1
    { amount: 124, fee: 2, tax: 0 }, // charge 2.48 -> 2; GST 0.36 -> 0
    { amount: 0, fee: 0, tax: 0 },
  ])('$amount paise -> fee $fee, tax $tax', ({ amount, fee, tax }) => {
    expect(feeAndTax(amount)).toEqual({ fee, tax });
  });

  it('publishes its rates: 2% fee and 18% GST on the fee', () => {
    expect(FEE_RATE_BASIS_POINTS).toBe(200);
    expect(TAX_RATE_PERCENT).toBe(18);
  });

  it('fee (GST included) never exceeds the amount, and charge and GST are within a paisa of the exact rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1e12 }), (amount) => {
        const { fee, tax } = feeAndTax(amount);
        expect(Number.isInteger(fee) && Number.isInteger(tax)).toBe(true);
        const charge = fee - tax;
        expect(fee).toBeLessThanOrEqual(amount);
        expect(tax).toBeLessThanOrEqual(fee);
        expect(Math.abs(charge - amount * 0.02)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(tax - charge * 0.18)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('refund arithmetic', () => {
  it.each([
    {
      name: 'full refund by default',
      payment: { amount: 1000 },
      amount: undefined,
      want: { ok: true, amount: 1000, amount_refunded: 1000, refund_status: 'full', fully: true },
    },
    { name: 'partial refund', payment: { amount: 1000 }, amount: 400, want: { ok: true, amount_refunded: 400, refund_status: 'partial', fully: false } },
    {
      name: 'rest of a partial refund',
      payment: { amount: 1000, amount_refunded: 400 },
      amount: 600,
      want: { ok: true, amount_refunded: 1000, refund_status: 'full' },
    },
    {
      name: 'more than is left',
      payment: { amount: 1000, amount_refunded: 400 },
      amount: 601,
      want: { ok: false, refusal: { key: 'refund_exceeds_captured' } },
    },
    {
      name: 'already fully refunded',
      payment: { amount: 1000, amount_refunded: 1000 },
      amount: 1,
      want: { ok: false, refusal: { key: 'payment_fully_refunded' } },
    },
    { name: 'zero', payment: { amount: 1000 }, amount: 0, want: { ok: false } },
    { name: 'fraction', payment: { amount: 1000 }, amount: 1.5, want: { ok: false } },
  ])('$name', ({ payment, amount, want }) => {
    expect(applyRefund(payment, amount)).toMatchObject(want);
  });

  it('refuses a refund below the minimum unless it is exactly what is left', () => {
    expect(applyRefund({ amount: 1000 }, 50, 100)).toMatchObject({ ok: false });
    expect(applyRefund({ amount: 1000, amount_refunded: 950 }, 50, 100)).toMatchObject({ ok: true, refund_status: 'full' });
  });

  it('over any sequence of refund requests, the sum refunded never exceeds the amount, and full iff all of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(fc.option(fc.integer({ min: -10, max: 12_000_000 }), { nil: undefined }), { maxLength: 30 }),
        (amount, requests) => {
          let payment = { amount, amount_refunded: 0 };
          let sum = 0;
          for (const request of requests) {
            const out = applyRefund(payment, request, 100);
            if (!out.ok) continue;
            sum += out.amount;
            payment = { amount, amount_refunded: out.amount_refunded };
            expect(out.amount_refunded).toBe(sum);
            expect(out.refund_status === 'full').toBe(out.amount_refunded === amount);
            expect(out.fully).toBe(out.amount_refunded === amount);
          }
          expect(sum).toBeLessThanOrEqual(amount);
          expect(refundable(payment)).toBe(amount - sum);
        },
      ),
    );
  });
});
