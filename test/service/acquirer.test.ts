import { describe, expect, it } from 'vitest';
import { type AuthorizeRequest, acquirerFor, type CardInput } from '../../service/acquirer/acquirer.js';
import { liveAcquirer } from '../../service/acquirer/live.js';
import { isLuhnValid } from '../../service/acquirer/luhn.js';
import { simulatorAcquirer } from '../../service/acquirer/simulator.js';
import { EMI_TENURES, TEST_BANKS, TEST_CARDS, TEST_VPAS, TEST_WALLETS } from '../../service/acquirer/test-instruments.js';
import { manualClock } from '../../service/clock.js';

const clock = manualClock(Date.UTC(2026, 0, 15) / 1000);
const simulator = simulatorAcquirer(clock);
const base = { mode: 'test' as const, payment_id: 'pay_ABCDEFGHIJKLMN', amount: 50000, currency: 'INR' };
const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expiry_month: 12,
  expiry_year: 2030,
  cvv: '123',
  name: 'Asha Rao',
  ...overrides,
});
const authorize = (r: Record<string, unknown>) => simulator.authorize({ ...base, ...r } as AuthorizeRequest);

describe('simulator acquirer: documented test instruments', () => {
  it.each([
    {
      name: '4111 1111 1111 1111 succeeds, domestic',
      number: '4111 1111 1111 1111',
      want: { ok: true, international: false, card: { last4: '1111', network: 'Visa', type: 'credit', issuer: 'HDFC', international: false } },
    },
    {
      name: '4012 8888 8888 1881 succeeds, international',
      number: '4012888888881881',
      want: { ok: true, international: true, card: { last4: '1881', international: true } },
    },
    {
      name: '5555 5555 5555 4444 succeeds, MasterCard debit',
      number: '5555-5555-5555-4444',
      want: { ok: true, card: { network: 'MasterCard', type: 'debit' } },
    },
    {
      name: '4000 0000 0000 0002 is declined by the bank',
      number: '4000000000000002',
      want: {
        ok: false,
        card: { last4: '0002' },
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment has been declined by the bank.',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'declined_by_bank',
        },
      },
    },
    {
      name: 'a Luhn-invalid number is rejected',
      number: '4111111111111112',
      want: { ok: false, error: { reason: 'invalid_card_number', field: 'card.number', source: 'customer' } },
    },
    { name: 'a valid but undocumented card is not a test card', number: '4242424242424242', want: { ok: false, error: { reason: 'card_not_supported' } } },
  ])('card: $name', async ({ number, want }) => {
    expect(await authorize({ method: 'card', card: card(number) })).toMatchObject(want);
  });

  it.each([
    { name: 'expired card', card: card('4111111111111111', { expiry_month: 12, expiry_year: 2025 }), reason: 'invalid_expiry_date' },
    { name: 'month 13', card: card('4111111111111111', { expiry_month: 13 }), reason: 'invalid_expiry_date' },
    { name: 'two-letter CVV', card: card('4111111111111111', { cvv: '1a' }), reason: 'invalid_cvv' },
  ])('card: refuses an $name', async ({ card: c, reason }) => {
    expect(await authorize({ method: 'card', card: c })).toMatchObject({ ok: false, error: { reason } });
  });

  it('accepts a card through the end of its expiry month, and two-digit years', async () => {
    expect(await authorize({ method: 'card', card: card('4111111111111111', { expiry_month: 1, expiry_year: 26 }) })).toMatchObject({ ok: true });
  });

  it('never returns the card number or the CVV in any result', async () => {
    for (const c of TEST_CARDS) {
      const result = await authorize({ method: 'card', card: card(c.number, { cvv: '987' }) });
      // acquirer_data holds random digits that may contain "987" by chance; everything else must not
      const { acquirer_data: _random, ...rest } = result as typeof result & { acquirer_data?: unknown };
      expect(JSON.stringify(result)).not.toContain(c.number);
      expect(JSON.stringify(rest)).not.toContain('987');
      expect(JSON.stringify(result)).not.toMatch(/"(cvv|number)"/);
    }
  });

  it.each(EMI_TENURES.map((tenure) => ({ tenure })))('EMI on a credit card for $tenure months succeeds', async ({ tenure }) => {
    expect(await authorize({ method: 'emi', card: card('4111111111111111'), emi_tenure: tenure })).toMatchObject({
      ok: true,
      emi_tenure: tenure,
      card: { emi: true },
    });
  });

  it.each([
    { name: 'an unknown tenure', card: '4111111111111111', tenure: 7, reason: 'invalid_emi_tenure' },
    { name: 'a debit card', card: '5555555555554444', tenure: 6, reason: 'card_not_eligible_for_emi' },
  ])('EMI refuses $name', async ({ card: number, tenure, reason }) => {
    expect(await authorize({ method: 'emi', card: card(number), emi_tenure: tenure })).toMatchObject({ ok: false, error: { reason } });
  });

  it.each(TEST_VPAS.map((v) => ({ ...v })))('UPI $vpa -> $outcome', async ({ vpa, outcome }) => {
    const out = await authorize({ method: 'upi', vpa });
    expect(out.ok).toBe(outcome === 'success');
    if (out.ok) expect(out.acquirer_data.rrn).toMatch(/^\d{12}$/);
  });

  it.each(TEST_BANKS.map((b) => ({ ...b })))('netbanking $code ($name) -> $outcome', async ({ code, outcome }) => {
    const out = await authorize({ method: 'netbanking', bank: code });
    expect(out.ok).toBe(outcome === 'success');
    if (!out.ok) expect(out.error).toMatchObject({ source: 'bank', reason: 'authentication_failed' });
  });

  it.each(TEST_WALLETS.map((w) => ({ ...w })))('wallet $code ($name) -> $outcome', async ({ code, outcome }) => {
    const out = await authorize({ method: 'wallet', wallet: code });
    expect(out.ok).toBe(outcome === 'success');
    if (!out.ok) expect(out.error.reason).toBe('insufficient_funds');
  });

  it.each([
    { name: 'cards', list: TEST_CARDS as readonly { outcome: string }[] },
    { name: 'UPI ids', list: TEST_VPAS },
    { name: 'banks', list: TEST_BANKS },
    { name: 'wallets', list: TEST_WALLETS },
  ])('the $name list holds exactly one failing entry', ({ list }) => {
    expect(list.filter((i) => i.outcome === 'failure')).toHaveLength(1);
  });

  it('every documented test card passes the Luhn check', () => {
    for (const c of TEST_CARDS) expect(isLuhnValid(c.number)).toBe(true);
  });

  it.each([
    { request: { method: 'upi', vpa: 'someone@okbank' }, field: 'vpa' },
    { request: { method: 'netbanking', bank: 'NOPE' }, field: 'bank' },
    { request: { method: 'wallet', wallet: 'nope' }, field: 'wallet' },
  ])('refuses an unknown instrument naming the field $field', async ({ request, field }) => {
    expect(await authorize(request)).toMatchObject({ ok: false, error: { field, code: 'BAD_REQUEST_ERROR' } });
  });

  it('captures and refunds (ARN for cards, RRN otherwise)', async () => {
    expect(await simulator.capture({ ...base, method: 'card' })).toMatchObject({ ok: true });
    expect(await simulator.refund({ ...base, refund_id: 'rfnd_ABCDEFGHIJKLMN', method: 'card' })).toMatchObject({
      ok: true,
      acquirer_data: { arn: expect.stringMatching(/^\d{23}$/) },
    });
    expect(await simulator.refund({ ...base, refund_id: 'rfnd_ABCDEFGHIJKLMN', method: 'upi' })).toMatchObject({
      ok: true,
      acquirer_data: { rrn: expect.stringMatching(/^\d{12}$/) },
    });
  });
});

describe('live acquirer (nothing connected)', () => {
  const live = liveAcquirer();
  const refusal = {
    ok: false,
    error: { code: 'GATEWAY_ERROR', description: 'No acquirer is connected for live mode; nothing was charged.', source: 'gateway' },
  };
  it.each([
    { op: 'authorize', call: () => live.authorize({ ...base, mode: 'live', method: 'card', card: card('4111111111111111') }) },
    { op: 'capture', call: () => live.capture({ ...base, mode: 'live', method: 'card' }) },
    { op: 'refund', call: () => live.refund({ ...base, mode: 'live', refund_id: 'rfnd_ABCDEFGHIJKLMN', method: 'card' }) },
  ])('refuses $op with a GATEWAY_ERROR', async ({ call }) => {
    expect(await call()).toMatchObject(refusal);
  });

  it('is the acquirer for live mode; the simulator is for test mode', () => {
    const acquirers = { test: simulator, live };
    expect(acquirerFor('live', acquirers)).toBe(live);
    expect(acquirerFor('test', acquirers)).toBe(simulator);
  });
});
