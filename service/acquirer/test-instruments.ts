/**
 * The documented test-mode instruments (README.md, Paying in test mode). The checkout page renders
 * the bank and wallet lists from here, and the README lists the cards and UPI ids from here, so
 * there is one place to read what succeeds and what fails. Each list holds exactly one entry
 * that fails, so the failure path can be tried with every method.
 */

export type Outcome = 'success' | 'failure';

export interface TestCard {
  number: string;
  network: string;
  type: 'credit' | 'debit';
  issuer: string | null;
  international: boolean;
  outcome: Outcome;
  /** `fail`: payments succeed, and every refund of them fails at the bank (refund.failed) */
  refunds?: 'fail';
  /** `fail`: the card authorizes a mandate, and every later charge of its token is declined */
  recurring?: 'fail';
  /** the customer's bank disputes every captured payment of the card at once (spec Dispute, Money) */
  disputed?: { reason_code: string; phase: 'chargeback' };
  /** `at_once`: a captured payment's funds are due for settlement at capture (tag `settlements`), like Stripe's `4000000000000077` */
  funds?: 'at_once';
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4111111111111111',
    network: 'Visa',
    type: 'credit',
    issuer: 'HDFC',
    international: false,
    outcome: 'success',
    description: 'domestic Visa credit card: succeeds',
  },
  {
    number: '4012888888881881',
    network: 'Visa',
    type: 'credit',
    issuer: null,
    international: true,
    outcome: 'success',
    description: 'international Visa credit card: succeeds with international: true',
  },
  {
    number: '5555555555554444',
    network: 'MasterCard',
    type: 'debit',
    issuer: 'ICIC',
    international: false,
    outcome: 'success',
    description: 'domestic MasterCard debit card: succeeds (not eligible for EMI)',
  },
  {
    number: '5105105105105100',
    network: 'MasterCard',
    type: 'credit',
    issuer: null,
    international: false,
    outcome: 'success',
    refunds: 'fail',
    description: 'domestic MasterCard credit card: succeeds, and every refund of it fails (refund.failed)',
  },
  {
    number: '4000000000000259',
    network: 'Visa',
    type: 'credit',
    issuer: 'HDFC',
    international: false,
    outcome: 'success',
    disputed: { reason_code: 'fraudulent', phase: 'chargeback' },
    description: 'succeeds, and the bank disputes every captured payment of it at once (payment.dispute.created; reason fraudulent)',
  },
  {
    number: '4000000000000341',
    network: 'Visa',
    type: 'credit',
    issuer: 'HDFC',
    international: false,
    outcome: 'success',
    recurring: 'fail',
    description: 'authorizes a subscription mandate; every later charge of it is declined (subscription pending, then halted)',
  },
  {
    number: '4000000000000077',
    network: 'Visa',
    type: 'credit',
    issuer: 'HDFC',
    international: false,
    outcome: 'success',
    funds: 'at_once',
    description: "succeeds, and a captured payment's funds are available in the balance at once, not at the next settlement date",
  },
  {
    number: '4000000000000002',
    network: 'Visa',
    type: 'debit',
    issuer: 'SBIN',
    international: false,
    outcome: 'failure',
    description: 'declined by the bank (error_reason declined_by_bank)',
  },
];

export interface TestVpa {
  vpa: string;
  outcome: Outcome;
  /** `fail`: payments succeed, and every refund of them fails at the bank */
  refunds?: 'fail';
}

export const TEST_VPAS: readonly TestVpa[] = [
  { vpa: 'success@paisa', outcome: 'success' },
  { vpa: 'failure@paisa', outcome: 'failure' },
  { vpa: 'refundfail@paisa', outcome: 'success', refunds: 'fail' },
];

export interface TestBank {
  /** bank code as sent in `bank` (IFSC prefix) */
  code: string;
  name: string;
  outcome: Outcome;
}

export const TEST_BANKS: readonly TestBank[] = [
  { code: 'HDFC', name: 'HDFC Bank', outcome: 'success' },
  { code: 'ICIC', name: 'ICICI Bank', outcome: 'success' },
  { code: 'SBIN', name: 'State Bank of India', outcome: 'success' },
  { code: 'UTIB', name: 'Axis Bank', outcome: 'success' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank', outcome: 'success' },
  { code: 'FAIL', name: 'Paisa Test Bank (always fails)', outcome: 'failure' },
];

export interface TestWallet {
  /** wallet name as sent in `wallet` */
  code: string;
  name: string;
  outcome: Outcome;
}

export const TEST_WALLETS: readonly TestWallet[] = [
  { code: 'paytm', name: 'Paytm', outcome: 'success' },
  { code: 'phonepe', name: 'PhonePe', outcome: 'success' },
  { code: 'amazonpay', name: 'Amazon Pay', outcome: 'success' },
  { code: 'mobikwik', name: 'MobiKwik', outcome: 'success' },
  { code: 'failwallet', name: 'Paisa Test Wallet (always fails: insufficient balance)', outcome: 'failure' },
];

/** EMI tenures offered, in months */
export const EMI_TENURES: readonly number[] = [3, 6, 9, 12];
