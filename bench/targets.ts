/**
 * The two requests every server answers. Both are real operations of the spec (listPayments,
 * createInvoice); the other servers answer the same method and path with fixed bodies of the
 * gateway's sizes.
 */

export type TargetId = 'listPayments' | 'createInvoice';

export interface Target {
  /** the spec's operationId */
  id: TargetId;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** a new body for each request (POST); undefined for GET */
  body?: () => string;
}

/** captured payments the list target reads (spec: listPayments, count=10) */
export const SEEDED_PAYMENTS = 10;

// spec: createInvoice rule 7 (receipt unique across the merchant's invoices): every request in a
// run, on every server and in every round, gets its own receipt
const receiptPrefix = `b${Date.now().toString(36)}-`;
let receipts = 0;

/**
 * spec: createInvoice with a customer (name, contact, email) and 3 line items. sms_notify and
 * email_notify are left at their default (1), as a merchant who omits them gets: the gateway then
 * records an SMS and an e-mail in the notification log after the commit (no SMTP is configured).
 */
export function createInvoiceBody(): string {
  return JSON.stringify({
    type: 'link',
    currency: 'INR',
    receipt: receiptPrefix + receipts++,
    description: 'Consulting, March',
    customer: { name: 'Asha Rao', contact: '+919876543210', email: 'asha@example.com' },
    line_items: [
      { name: 'Architecture review', amount: 250_000, quantity: 1 },
      { name: 'On-site workshop', amount: 120_000, quantity: 2 },
      { name: 'Travel', amount: 18_500, quantity: 3 },
    ],
  });
}

export const TARGETS: readonly Target[] = [
  { id: 'listPayments', label: `GET /v1/payments?count=${SEEDED_PAYMENTS}`, method: 'GET', path: `/v1/payments?count=${SEEDED_PAYMENTS}` },
  { id: 'createInvoice', label: 'POST /v1/invoices', method: 'POST', path: '/v1/invoices', body: createInvoiceBody },
];

/** the fixed answers the baseline and fastify servers give: the gateway's own, byte for byte */
export type FixedBodies = Record<TargetId, string>;
