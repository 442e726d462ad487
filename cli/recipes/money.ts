/**
 * `paisa trigger` recipes for what happens to money after a payment: refunds the bank fails or
 * slows down, disputes the customer's bank raises and the network decides, transfers to linked
 * accounts the bank processes or fails, and settlements the bank credits. Each takes the path a
 * bank or a customer would (the test helpers of spec tag `test_helpers`, the hosted checkout),
 * then reads back that the entity reached the state whose transition emits the event.
 */
import type { Dispute, Payment } from '../../generated/types/index.js';
import { AMOUNT, expectStatus, NotTriggered, paidInvoice, type Recipe, type TriggerContext } from '../trigger-steps.js';

/** README "Paying in test mode": the UPI id whose refunds the bank fails, and an international card (refunds at normal speed only). */
const REFUNDS_FAIL = { method: 'upi', vpa: 'refundfail@paisa' };
const INTERNATIONAL_CARD = { card_number: '4012888888881881' };

/** Half the payment: a refund takes its whole amount from the balance (refundPayment rule 5), which a new gateway holds only this payment's credit of. */
async function refundHalf(ctx: TriggerContext, payment: Payment, speed: 'normal' | 'optimum' = 'normal') {
  const refund = await ctx.client.payments.refund(payment.id, { amount: payment.amount / 2, speed, notes: { created_by: 'paisa trigger' } });
  ctx.report(`created refund ${refund.id}`);
  ctx.made('refund', refund.id);
  return refund;
}

/** The bank fails the refund (Refund `fail`, refund.failed): a payment by the UPI id whose refunds fail. */
export const failedRefund: Recipe = async (ctx) => {
  const refund = await refundHalf(ctx, await paidInvoice(ctx, REFUNDS_FAIL));
  expectStatus('refund', refund, 'failed');
};

/** An optimum refund the bank makes at normal speed (Refund `process_slower`, refund.speed_changed): an international card. */
export const slowerRefund: Recipe = async (ctx) => {
  const refund = await refundHalf(ctx, await paidInvoice(ctx, INTERNATIONAL_CARD), 'optimum');
  expectStatus('refund', refund, 'processed');
  if (refund.speed_processed !== 'normal') throw new NotTriggered(`refund ${refund.id} was processed ${refund.speed_processed}, not at normal speed`);
};

/** A minimal PDF (ISO 32000-1 7.5): the evidence a contest needs (contestDispute rule 7). */
function evidencePdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The customer's bank raises a dispute on a paid invoice's payment (createTestDispute: Dispute `create`, payment.dispute.created). */
async function openDispute(ctx: TriggerContext): Promise<Dispute> {
  const payment = await paidInvoice(ctx);
  const dispute = await ctx.client.testHelpers.createDispute(payment.id, {});
  ctx.report(`created dispute ${dispute.id}`);
  ctx.made('dispute', dispute.id);
  expectStatus('dispute', dispute, 'open');
  return dispute;
}

/** The merchant contests with a document (contestDispute `submit`: under_review, payment.dispute.under_review). */
async function contestedDispute(ctx: TriggerContext): Promise<Dispute> {
  const dispute = await openDispute(ctx);
  const document = await ctx.client.documents.create({ file: { data: evidencePdf(), filename: 'proof-of-delivery.pdf' }, purpose: 'dispute_evidence' });
  ctx.report(`uploaded document ${document.id}`);
  ctx.made('document', document.id);
  const contested = await ctx.client.disputes.contest(dispute.id, { shipping_proof: [document.id], action: 'submit' });
  ctx.report(`contested dispute ${contested.id}`);
  expectStatus('dispute', contested, 'under_review');
  return contested;
}

/** The network decides (resolveTestDispute): won, lost, closed or another phase (action_required, open again). */
function decidedDispute(outcome: 'won' | 'lost' | 'closed' | 'action_required'): Recipe {
  return async (ctx) => {
    const dispute = outcome === 'closed' ? await openDispute(ctx) : await contestedDispute(ctx);
    const decided = await ctx.client.testHelpers.resolveDispute(dispute.id, { outcome });
    ctx.report(`the network decided dispute ${decided.id}: ${outcome}`);
    expectStatus('dispute', decided, outcome === 'action_required' ? 'open' : outcome);
  };
}

export const disputeRecipes = {
  'payment.dispute.created': openDispute,
  'payment.dispute.under_review': contestedDispute,
  'payment.dispute.won': decidedDispute('won'),
  'payment.dispute.lost': decidedDispute('lost'),
  'payment.dispute.closed': decidedDispute('closed'),
  'payment.dispute.action_required': decidedDispute('action_required'),
} as const;

/** A linked account (createLinkedAccount) to transfer to; one per run, its e-mail unique. */
async function linkedAccount(ctx: TriggerContext): Promise<string> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = await ctx.client.linkedAccounts.create({
    email: `trigger.${unique}@example.com`,
    phone: '9000090000',
    legal_business_name: 'Paisa Trigger Vendor',
    business_type: 'partnership',
    contact_name: 'Paisa Trigger',
    profile: {
      category: 'retail',
      subcategory: 'shop',
      addresses: { registered: { street1: '1 Road', city: 'Pune', state: 'MH', postal_code: '411001', country: 'IN' } },
    },
  });
  ctx.report(`created linked account ${account.id}`);
  ctx.made('account', account.id);
  return account.id;
}

/** A transfer of part of a payment (createPaymentTransfers), then the bank's answer (processTestTransfer). */
function answeredTransfer(outcome: 'processed' | 'failed'): Recipe {
  return async (ctx) => {
    const payment = await paidInvoice(ctx);
    const account = await linkedAccount(ctx);
    const [transfer] = (await ctx.client.transfers.createForPayment(payment.id, { transfers: [{ account, amount: AMOUNT / 5, currency: 'INR' }] })).items;
    if (!transfer) throw new NotTriggered(`no transfer came back for payment ${payment.id}`);
    ctx.report(`created transfer ${transfer.id}`);
    ctx.made('transfer', transfer.id);
    const answered = await ctx.client.testHelpers.processTransfer(transfer.id, { outcome });
    ctx.report(`the bank answered transfer ${answered.id}: ${outcome}`);
    expectStatus('transfer', answered, outcome);
  };
}

export const transferRecipes = {
  'transfer.processed': answeredTransfer('processed'),
  'transfer.failed': answeredTransfer('failed'),
} as const;

/** Test mode's settlement cycles run every quarter hour, at least 15 minutes after a capture (tag `settlements`). */
const CYCLE_SECONDS = 15 * 60;

/**
 * A payment, then test mode's clock past the next settlement cycle that carries it (the cycle
 * forms the settlement), then the bank credits it (processTestSettlement: settlement.processed).
 */
export const processedSettlement: Recipe = async (ctx) => {
  await paidInvoice(ctx);
  const before = await ctx.client.testHelpers.fetchClock();
  // just past the first cycle at least 15 minutes after the capture; its bank answers 5 minutes later
  const after = await ctx.client.testHelpers.advanceClock({ to: Math.ceil((before.now + CYCLE_SECONDS) / CYCLE_SECONDS) * CYCLE_SECONDS + 1 });
  ctx.report(`advanced test mode's clock to ${after.now} (+${after.offset - before.offset} s)`);
  const formed = (await ctx.client.settlements.list({ count: 10 })).items.find((s) => s.status === 'created');
  if (!formed) throw new NotTriggered('no settlement was formed by the cycle the clock passed');
  ctx.made('settlement', formed.id);
  const processed = await ctx.client.testHelpers.processSettlement(formed.id, {});
  ctx.report(`the bank credited settlement ${processed.id}`);
  expectStatus('settlement', processed, 'processed');
};
