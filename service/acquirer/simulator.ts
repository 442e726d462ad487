/**
 * The test-mode acquirer: decides outcomes from the documented test instruments
 * (test-instruments.ts) and moves no money (spec info.description, Modes). Stateless:
 * the payment's state lives in the store, so a restart or a second process changes nothing.
 */
import { randomInt } from 'node:crypto';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type {
  Acquirer,
  AcquirerError,
  AuthorizeRequest,
  AuthorizeResult,
  CardInput,
  CardSummary,
  KnownInstrument,
  PaymentSwitches,
  RefundRequest,
  StoredCard,
  SwitchedReason,
} from './acquirer.js';
import { isLuhnValid, normaliseCardNumber } from './luhn.js';
import { EMI_TENURES, TEST_BANKS, TEST_CARDS, TEST_VPAS, TEST_WALLETS, type TestCard } from './test-instruments.js';

/** The simulated bank's token ids (spec Payment.token_id pattern). */
const SIMULATED_TOKEN_PREFIX = 'token_';

function digits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

function customerError(reason: string, description: string, field: string): AcquirerError {
  return { code: 'BAD_REQUEST_ERROR', description, source: 'customer', step: 'payment_initiation', reason, field };
}

export const DECLINED_BY_BANK: AcquirerError = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has been declined by the bank.',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'declined_by_bank',
};

/** A switched payment's failure (spec createTestSwitch rule 1): at the bank, at authorization, with the switch's reason. */
const SWITCHED: Record<SwitchedReason, string> = {
  declined_by_bank: DECLINED_BY_BANK.description,
  insufficient_funds: 'Your payment could not be completed: the balance is insufficient.',
  authentication_failed: 'Your payment could not be completed: the bank did not authenticate it.',
  payment_declined: 'Your payment was declined in the UPI app.',
};

function switchedFailure(reason: SwitchedReason): AcquirerError {
  return { code: 'BAD_REQUEST_ERROR', description: SWITCHED[reason], source: 'bank', step: 'payment_authorization', reason };
}

/** Checks the card's own fields; the result never contains the number or the CVV. */
function checkCard(card: CardInput, clock: Clock): { error: AcquirerError } | { number: string } {
  const number = normaliseCardNumber(card.number);
  if (!isLuhnValid(number)) return { error: customerError('invalid_card_number', 'Your card number is invalid.', 'card.number') };
  const year = card.expiry_year < 100 ? 2000 + card.expiry_year : card.expiry_year;
  const month = card.expiry_month;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    return { error: customerError('invalid_expiry_date', 'Your card expiry date is invalid.', 'card.expiry') };
  }
  // a card is valid through the last day of its expiry month (UTC)
  if (Date.UTC(year, month, 1) / 1000 <= clock.now()) {
    return { error: customerError('invalid_expiry_date', 'Your card has expired.', 'card.expiry') };
  }
  if (!/^\d{3,4}$/.test(card.cvv)) return { error: customerError('invalid_cvv', 'Your card CVV is invalid.', 'card.cvv') };
  return { number };
}

/**
 * A charge of a kept card (a subscription's cycle): the documented card the token stands for,
 * found by what the bank knows of it (last4 and network), decides, unless the test helper asked
 * for an outcome (StoredCard.simulate). The simulator keeps nothing, so a token outlives restarts.
 */
function chargeStoredCard(token: StoredCard): AuthorizeResult {
  const test = TEST_CARDS.find((c) => c.number.endsWith(token.last4) && c.network === token.network);
  if (!test) return { ok: false, error: DECLINED_BY_BANK };
  const summary: CardSummary = {
    last4: token.last4,
    network: test.network,
    type: test.type,
    issuer: test.issuer,
    international: test.international,
    emi: false,
    name: null,
  };
  const declined = token.simulate ? token.simulate === 'failure' : test.outcome === 'failure' || test.recurring === 'fail';
  if (declined) return { ok: false, card: summary, error: DECLINED_BY_BANK };
  return { ok: true, international: test.international, card: summary, token_id: token.token_id, acquirer_data: { auth_code: digits(6), rrn: digits(12) } };
}

async function authorizeCard(
  card: CardInput,
  emiTenure: number | undefined,
  clock: Clock,
  switches: PaymentSwitches | undefined,
  recurring = false,
): Promise<AuthorizeResult> {
  const checked = checkCard(card, clock);
  if ('error' in checked) return { ok: false, error: checked.error };
  const test = TEST_CARDS.find((c) => c.number === checked.number);
  if (!test) {
    return {
      ok: false,
      error: customerError('card_not_supported', 'This is not a test card. In test mode use one of the documented test cards.', 'card.number'),
    };
  }
  const summary: CardSummary = {
    last4: test.number.slice(-4),
    network: test.network,
    type: test.type,
    issuer: test.issuer,
    international: test.international,
    emi: emiTenure !== undefined,
    name: card.name ?? null,
  };
  if (emiTenure !== undefined) {
    if (!EMI_TENURES.includes(emiTenure)) {
      return {
        ok: false,
        card: summary,
        error: customerError('invalid_emi_tenure', `EMI tenure must be one of ${EMI_TENURES.join(', ')} months.`, 'emi_tenure'),
      };
    }
    if (test.type !== 'credit') {
      return { ok: false, card: summary, error: customerError('card_not_eligible_for_emi', 'EMI is available on credit cards only.', 'card.number') };
    }
  }
  // spec createTestSwitch rule 1: after the card's own checks, before its documented outcome
  const switched = await switches?.use({ card_number: checked.number });
  if (switched) return { ok: false, card: summary, error: switchedFailure(switched) };
  if (test.outcome === 'failure') return { ok: false, card: summary, error: DECLINED_BY_BANK };
  return {
    ok: true,
    international: test.international,
    card: summary,
    ...(emiTenure !== undefined ? { emi_tenure: emiTenure } : {}),
    // spec Payment.token_id: the kept card, for later charges without the customer; the id is
    // the bank's (its vault's), so its form is the simulated bank's own: `token_` as the reference's
    ...(recurring ? { token_id: newId(SIMULATED_TOKEN_PREFIX) } : {}),
    acquirer_data: { auth_code: digits(6), rrn: digits(12) },
  };
}

async function authorize(request: AuthorizeRequest, clock: Clock, switches: PaymentSwitches | undefined): Promise<AuthorizeResult> {
  switch (request.method) {
    case 'card':
      return 'token' in request ? chargeStoredCard(request.token) : authorizeCard(request.card, undefined, clock, switches, request.recurring === true);
    case 'emi':
      return authorizeCard(request.card, request.emi_tenure, clock, switches);
    case 'upi': {
      const vpa = request.vpa.trim().toLowerCase();
      const test = TEST_VPAS.find((v) => v.vpa === vpa);
      if (!test) return { ok: false, error: customerError('invalid_vpa', 'Invalid UPI ID. In test mode use success@paisa or failure@paisa.', 'vpa') };
      const switched = await switches?.use({ vpa });
      if (switched) return { ok: false, error: switchedFailure(switched) };
      if (test.outcome === 'failure') {
        return {
          ok: false,
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment was declined in the UPI app.',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_declined',
          },
        };
      }
      return { ok: true, international: false, vpa, acquirer_data: { rrn: digits(12) } };
    }
    case 'netbanking': {
      const bank = TEST_BANKS.find((b) => b.code === request.bank);
      if (!bank) return { ok: false, error: customerError('invalid_bank', 'The bank is not supported.', 'bank') };
      if (bank.outcome === 'failure') {
        return {
          ok: false,
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment could not be completed: the bank did not authenticate it.',
            source: 'bank',
            step: 'payment_authentication',
            reason: 'authentication_failed',
          },
        };
      }
      return { ok: true, international: false, bank: bank.code, acquirer_data: { bank_transaction_id: digits(10) } };
    }
    case 'wallet': {
      const wallet = TEST_WALLETS.find((w) => w.code === request.wallet);
      if (!wallet) return { ok: false, error: customerError('invalid_wallet', 'The wallet is not supported.', 'wallet') };
      if (wallet.outcome === 'failure') {
        return {
          ok: false,
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment could not be completed: the wallet balance is insufficient.',
            source: 'bank',
            step: 'payment_authorization',
            reason: 'insufficient_funds',
          },
        };
      }
      return { ok: true, international: false, wallet: wallet.code, acquirer_data: { transaction_id: digits(12) } };
    }
  }
}

/** The documented test card the bank knows the payment by (its last4 and network), if any. */
function testCardOf(paid: KnownInstrument | undefined): TestCard | undefined {
  if (!paid?.card_last4) return undefined;
  return TEST_CARDS.find((c) => c.number.endsWith(paid.card_last4 ?? '-') && c.network === paid.card_network);
}

/** The documented instruments whose refunds fail (test-instruments.ts `refunds: 'fail'`), by what the bank knows of them. */
function refundsFail(request: RefundRequest): boolean {
  const paid = request.instrument;
  if (!paid) return false;
  if (paid.vpa) return TEST_VPAS.some((v) => v.vpa === paid.vpa && v.refunds === 'fail');
  return testCardOf(paid)?.refunds === 'fail';
}

/** `switches`: test mode's switches (spec createTestSwitch), asked at every authorization of a typed card or a UPI id. */
export function simulatorAcquirer(clock: Clock, switches?: PaymentSwitches): Acquirer {
  return {
    authorize(request) {
      return authorize(request, clock, switches);
    },
    async capture(request) {
      // the simulated bank captures whatever it authorized; the amount rule is the handler's
      const card = testCardOf(request.instrument);
      return {
        ok: true,
        acquirer_data: {},
        ...(card?.disputed ? { dispute: card.disputed } : {}),
        ...(card?.funds === 'at_once' ? { fundsAtOnce: true as const } : {}),
      };
    },
    async refund(request) {
      if (refundsFail(request)) {
        return {
          ok: false,
          error: { code: 'BAD_REQUEST_ERROR', description: 'The bank rejected the refund.', source: 'bank', step: 'refund', reason: 'refund_rejected_by_bank' },
        };
      }
      // ARN for card refunds, RRN for the rest (spec Refund.acquirer_data: which one depends on the method)
      const cardLike = request.method === 'card' || request.method === 'emi';
      // `optimum` is instant where the rails allow it: not for an international card
      const instant = request.speed === 'optimum' && request.instrument?.international !== true;
      return { ok: true, speed_processed: instant ? 'instant' : 'normal', acquirer_data: cardLike ? { arn: digits(23) } : { rrn: digits(12) } };
    },
    async payout() {
      // the simulated bank credits every settlement; processTestSettlement makes one fail
      return { ok: true, utr: `PAISA${digits(11)}` };
    },
  };
}
