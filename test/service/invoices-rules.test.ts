/**
 * The pure invoice rules: amounts (rule 1, property-based), notification statuses (rule 3),
 * editable fields per status (PATCH), expiry deadlines, expire_by and partial payments
 * (designed rules 9, 10), and the payment states that count as authorized for GET /orders.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerFor, errorCatalogue, machineDefinitions, type Refusal } from '../../generated/server/index.js';
import type { Invoice, UpdateInvoiceBody } from '../../generated/types/index.js';
import { DEFAULT_QUANTITY, invoiceAmount, invoiceLines, lineTotal } from '../../service/resources/invoices/amounts.js';
import { expiryDeadline, UNPAID_LIFETIME_SECONDS } from '../../service/resources/invoices/expiry.js';
import { initialStatuses } from '../../service/resources/invoices/notifications.js';
import { checkExpireBy, checkPartialPayment, MIN_EXPIRE_AHEAD_SECONDS } from '../../service/resources/invoices/rules.js';
import { EDITABLE_FIELDS, fieldsNotEditable } from '../../service/resources/invoices/updates.js';
import { APPROVED_PAYMENT_STATES, reachableStates } from '../../service/resources/orders/queries.js';

// Resolved lines (ad-hoc, or priced from a catalogue item): the sum rule is the same for both.
const line = fc.record(
  {
    item_id: fc.option(fc.constant('item_AAAAAAAAAAAAAA'), { nil: null }),
    name: fc.string({ minLength: 1, maxLength: 10 }),
    description: fc.constant(null),
    amount: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 100_000 }),
  },
  { requiredKeys: ['item_id', 'name', 'description', 'amount'] },
);

describe('invoice amounts (POST /invoices rule 1)', () => {
  it('amount = sum of unit amount x quantity, for any lines (quantity defaults to 1)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), (lines) => {
        const expected = lines.reduce((sum, l) => sum + l.amount * (l.quantity ?? 1), 0);
        expect(invoiceAmount(lines)).toBe(expected);
        const stored = invoiceLines(lines, 'INR');
        expect(stored.reduce((sum, l) => sum + l.amount, 0)).toBe(expected);
        stored.forEach((s, i) => {
          expect(s.unit_amount).toBe(lines[i]!.amount);
          expect(s.quantity).toBe(lines[i]!.quantity ?? DEFAULT_QUANTITY);
          expect(s.amount).toBe(lineTotal(s.unit_amount!, s.quantity));
          expect(s).toMatchObject({ item_id: lines[i]!.item_id, currency: 'INR', type: 'invoice' });
        });
      }),
    );
  });

  it('is independent of the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        expect(invoiceAmount([...lines].reverse())).toBe(invoiceAmount(lines));
      }),
    );
  });

  it('gives every line its own li_ id', () => {
    const lines = invoiceLines(
      Array.from({ length: 50 }, (_, i) => ({ item_id: null, name: `l${i}`, description: null, amount: 100 })),
      'INR',
    );
    expect(new Set(lines.map((l) => l.id)).size).toBe(50);
    for (const l of lines) expect(l.id).toMatch(/^li_[0-9A-Za-z]{14}$/);
  });
});

describe('notification statuses (POST /invoices rule 3)', () => {
  const both = { email: 'a@example.com', contact: '+919000090000' };
  // the flags as the handler gets them: CreateInvoiceBody's defaults ('1') filled by the validator
  const cases: Array<
    [string, { email: string | null; contact: string | null } | null, { sms_notify: '0' | '1'; email_notify: '0' | '1' }, [string | null, string | null]]
  > = [
    ['no customer, flags 1', null, { sms_notify: '1', email_notify: '1' }, [null, null]],
    ['customer, flags 1', both, { sms_notify: '1', email_notify: '1' }, ['pending', 'pending']],
    ['customer, sms 0', both, { sms_notify: '0', email_notify: '1' }, [null, 'pending']],
    ['customer, email 0', both, { sms_notify: '1', email_notify: '0' }, ['pending', null]],
    ['customer without email', { email: null, contact: '+919000090000' }, { sms_notify: '1', email_notify: '1' }, ['pending', null]],
    ['customer without contact', { email: 'a@example.com', contact: null }, { sms_notify: '1', email_notify: '1' }, [null, 'pending']],
  ];
  it.each(cases)('%s', (_name, customer, flags, want) => {
    const got = initialStatuses(customer, flags);
    expect([got.sms_status, got.email_status]).toEqual(want);
  });
});

describe('editable fields per status (PATCH /invoices/{id})', () => {
  const body: UpdateInvoiceBody = { notes: {}, receipt: 'r', line_items: [{ name: 'x', amount: 1 }], comment: 'c' };
  const cases: Array<[Exclude<Invoice['status'], 'deleted'>, string[]]> = [
    ['draft', []],
    ['issued', ['line_items']],
    ['partially_paid', ['receipt', 'line_items', 'comment']],
    ['paid', ['receipt', 'line_items', 'comment']],
    ['cancelled', ['receipt', 'line_items', 'comment']],
    ['expired', ['receipt', 'line_items', 'comment']],
  ];
  it.each(cases)('%s refuses %j', (status, refused) => expect(fieldsNotEditable(status, body)).toEqual(refused));

  it('covers every status of the spec but deleted', () => {
    expect(Object.keys(EDITABLE_FIELDS).sort()).toEqual(machineDefinitions.Invoice.states.filter((s) => s !== 'deleted').sort());
  });
});

describe('expiry deadline', () => {
  it('is 60 days after issue, or expire_by when set, or none for a draft', () => {
    expect(expiryDeadline({ issued_at: 1000, expire_by: null })).toBe(1000 + 60 * 24 * 3600);
    expect(UNPAID_LIFETIME_SECONDS).toBe(5_184_000);
    expect(expiryDeadline({ issued_at: 1000, expire_by: 5000 })).toBe(5000);
    expect(expiryDeadline({ issued_at: null, expire_by: null })).toBeNull();
  });
});

describe('expire_by and partial payments (designed rules 9, 10)', () => {
  const field = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return answerFor(errorCatalogue, error as Refusal).body.error.field;
    }
    return 'ok';
  };
  it('expire_by at least 15 minutes ahead', () => {
    expect(field(() => checkExpireBy(1000 + MIN_EXPIRE_AHEAD_SECONDS, 1000))).toBe('ok');
    expect(field(() => checkExpireBy(1000 + MIN_EXPIRE_AHEAD_SECONDS - 1, 1000))).toBe('expire_by');
    expect(field(() => checkExpireBy(undefined, 1000))).toBe('ok');
  });
  const cases: Array<[boolean, number | null, number, string]> = [
    [false, null, 100, 'ok'],
    [false, 50, 100, 'first_payment_min_amount'],
    [true, null, 100, 'first_payment_min_amount'],
    [true, 100, 100, 'ok'],
    [true, 101, 100, 'first_payment_min_amount'],
  ];
  it.each(cases)('partial %s, minimum %s, amount %s -> %s', (partial, min, amount, want) =>
    expect(field(() => checkPartialPayment(partial, min, amount))).toBe(want),
  );
});

describe('authorized orders (GET /orders authorized)', () => {
  it('counts a payment once authorized: authorized and every state the machine reaches from it', () => {
    expect([...APPROVED_PAYMENT_STATES].sort()).toEqual(['authorized', 'captured', 'refunded']);
    expect(
      reachableStates(
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'c' },
          { from: 'x', to: 'a' },
        ],
        'a',
      ).sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});
