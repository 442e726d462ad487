/**
 * Disputes over HTTP with the generated client, on every engine (spec Dispute x-state-machine,
 * listDisputes, fetchDispute, acceptDispute, contestDispute, createTestDispute,
 * resolveTestDispute): raised by the always-disputed test card and by the test helper, answered
 * with evidence, decided won, lost (accepted, forfeited on test mode's clock, decided) or closed,
 * or sent back for more evidence; the money held, returned or lost in the ledger and the balance
 * at each step (spec Dispute, Money); every move's event; the reference's error texts; refunds
 * refused while a dispute is under way; another mode's documents refused as evidence. The razorpay
 * SDK's disputes methods work as they are.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dispute, Payment } from '../../generated/types/index.js';
import { feeAndTax } from '../../service/money/fees.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { pdfFile } from './documents-support.js';
import { apiError, capturedPayment, eventsFor, inrBalance, ledgerAccount, VISA } from './payments-support.js';
import { sdkFor } from './razorpay-support.js';

const DISPUTED_CARD = { ...VISA, number: '4000000000000259' };

for (const engine of ENGINES) {
  describe(`disputes [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    const client = () => gw.client();
    const balance = () => inrBalance(gw);
    const account = (name: string) => ledgerAccount(gw, name);
    const net = (amount: number) => amount - feeAndTax(amount).fee;
    const evidenceDocument = async (mode: 'test' | 'live' = 'test') =>
      (await gw.client(mode).documents.create({ file: { data: pdfFile(), filename: 'proof.pdf' }, purpose: 'dispute_evidence' })).id;
    // the outbox orders events by second, then id: those of one second come in any order, so compare them sorted
    const eventNames = async (id: string) => (await eventsFor(gw, id)).map((e) => e.event).sort();

    async function disputed(amount = 100_000): Promise<{ payment: Payment; dispute: Dispute }> {
      const payment = await capturedPayment(gw, amount);
      const dispute = await client().testHelpers.createDispute(payment.id, { reason_description: 'Not received' });
      return { payment, dispute };
    }

    async function underReview(amount = 100_000) {
      const made = await disputed(amount);
      const doc = await evidenceDocument();
      const dispute = await client().disputes.contest(made.dispute.id, { summary: 'Delivered; receipt attached.', shipping_proof: [doc], action: 'submit' });
      return { ...made, dispute, doc };
    }

    it('the always-disputed test card has its payment disputed at capture, the amount held from the balance', async () => {
      const payment = await capturedPayment(gw, 100_000, DISPUTED_CARD);
      const { items } = await client().disputes.list();
      expect(items).toHaveLength(1);
      const dispute = items[0] as Dispute;
      const now = gw.ctx.clocks.of('test').now();
      expect(dispute).toMatchObject({
        entity: 'dispute',
        payment_id: payment.id,
        amount: 100_000,
        currency: 'INR',
        amount_deducted: 0,
        reason_code: 'fraudulent',
        phase: 'chargeback',
        status: 'open',
        evidence: { amount: 100_000, summary: null, shipping_proof: null, others: null, submitted_at: null },
      });
      expect(dispute.respond_by - now).toBeGreaterThan(7 * 86_400 - 10);
      expect(await balance()).toBe(net(100_000) - 100_000);
      expect(await account('disputes')).toBe(100_000);
      const events = await eventsFor(gw, dispute.id);
      expect(events.map((e) => e.event)).toEqual(['payment.dispute.created']);
      expect(Object.keys(events[0]?.payload ?? {}).sort()).toEqual(['dispute', 'payment']);
    });

    it('contest as a draft keeps it open; submit with a document moves it to under_review; won returns the hold', async () => {
      const { dispute, payment } = await disputed();
      const doc = await evidenceDocument();
      const draft = await client().disputes.contest(dispute.id, { summary: 'Delivered.', amount: 60_000 });
      expect(draft).toMatchObject({ status: 'open', evidence: { summary: 'Delivered.', amount: 60_000, submitted_at: null, billing_proof: null } });
      // rule 7: nothing to submit yet
      const empty = await apiError(client().disputes.contest(dispute.id, { action: 'submit' }));
      expect([empty.status, empty.error.description]).toEqual([400, 'At least one document is required to submit the evidence.']);
      // rule 5: fields not sent keep their draft value
      const submitted = await client().disputes.contest(dispute.id, {
        billing_proof: [doc],
        others: [{ type: 'receipt_signed_by_customer', document_ids: [doc] }],
        action: 'submit',
      });
      expect(submitted).toMatchObject({
        status: 'under_review',
        evidence: { summary: 'Delivered.', amount: 60_000, billing_proof: [doc], others: [{ type: 'receipt_signed_by_customer', document_ids: [doc] }] },
      });
      expect(submitted.evidence.submitted_at).toEqual(expect.any(Number));
      const again = await apiError(client().disputes.contest(dispute.id, { summary: 'more' }));
      expect([again.status, again.error.description, again.error.field]).toEqual([400, 'Action not allowed when dispute is in under_review status.', 'status']);

      const held = await balance();
      const won = await client().testHelpers.resolveDispute(dispute.id, { outcome: 'won' });
      expect(won).toMatchObject({ status: 'won', amount_deducted: 0 });
      expect(await balance()).toBe(held + 100_000);
      expect(await balance()).toBe(net(payment.amount));
      expect(await account('disputes')).toBe(0);
      expect(await eventNames(dispute.id)).toEqual(['payment.dispute.created', 'payment.dispute.under_review', 'payment.dispute.won']);
    });

    it.each([
      { path: 'accepted by the merchant', event: 'payment.dispute.lost' },
      { path: 'decided lost by the network', event: 'payment.dispute.lost' },
      { path: 'forfeited when respond_by passes', event: 'payment.dispute.lost' },
    ])('lost when $path: amount_deducted set, the held amount gone to the customer', async ({ path }) => {
      let lost: Dispute;
      let id: string;
      if (path.startsWith('accepted')) {
        id = (await disputed()).dispute.id;
        lost = await client().disputes.accept(id);
      } else if (path.startsWith('decided')) {
        id = (await underReview()).dispute.id;
        lost = await client().testHelpers.resolveDispute(id, { outcome: 'lost' });
      } else {
        const payment = await capturedPayment(gw, 100_000);
        const respondBy = gw.ctx.clocks.of('test').now() + 3600;
        id = (await client().testHelpers.createDispute(payment.id, { respond_by: respondBy })).id;
        await client().testHelpers.advanceClock({ by: 3601 });
        lost = await client().disputes.fetch(id);
      }
      expect(lost).toMatchObject({ status: 'lost', amount_deducted: 100_000 });
      expect(await balance()).toBe(net(100_000) - 100_000);
      expect(await account('disputes')).toBe(0);
      // the customer has the money back: what customers paid net of what came back to them
      expect(await account('customers')).toBe(-100_000 + 100_000);
      expect(await eventNames(id)).toContain('payment.dispute.lost');
      // irreversible
      const again = await apiError(client().disputes.accept(id));
      expect(again.error.description).toBe('Action not allowed when dispute is in lost status.');
    });

    it.each(['open', 'under_review'] as const)('closed from %s: the hold comes back', async (from) => {
      const { dispute } = from === 'open' ? await disputed() : await underReview();
      const closed = await client().testHelpers.resolveDispute(dispute.id, { outcome: 'closed' });
      expect(closed).toMatchObject({ status: 'closed', amount_deducted: 0 });
      expect(await balance()).toBe(net(100_000));
      expect(await eventNames(dispute.id)).toContain('payment.dispute.closed');
    });

    it('action_required sends it back to open in the next phase with a new deadline, evidence a draft again', async () => {
      const { dispute } = await underReview();
      const reopened = await client().testHelpers.resolveDispute(dispute.id, { outcome: 'action_required' });
      expect(reopened).toMatchObject({ status: 'open', phase: 'pre_arbitration', evidence: { submitted_at: null } });
      expect(reopened.respond_by).toBeGreaterThan(dispute.respond_by - 10);
      expect(await eventNames(dispute.id)).toContain('payment.dispute.action_required');
      const doc = await evidenceDocument();
      await client().disputes.contest(dispute.id, { explanation_letter: [doc], action: 'submit' });
      const arbitration = await client().testHelpers.resolveDispute(dispute.id, { outcome: 'action_required' });
      expect(arbitration.phase).toBe('arbitration');
      await client().disputes.contest(dispute.id, { action: 'submit' });
      const last = await apiError(client().testHelpers.resolveDispute(dispute.id, { outcome: 'action_required' }));
      expect([last.error.description, last.error.field]).toEqual(['Dispute cannot be resolved as action_required in under_review status.', 'outcome']);
      // the hold stayed through every phase
      expect(await account('disputes')).toBe(100_000);
    });

    it.each([
      {
        why: 'won while open',
        setup: 'open',
        body: { outcome: 'won' as const },
        description: 'Dispute cannot be resolved as won in open status.',
        field: 'outcome',
      },
      {
        why: 'lost while open',
        setup: 'open',
        body: { outcome: 'lost' as const },
        description: 'Dispute cannot be resolved as lost in open status.',
        field: 'outcome',
      },
      {
        why: 'escalated to the current phase',
        setup: 'under_review',
        body: { outcome: 'action_required' as const, phase: 'chargeback' as const },
        description: "The phase must come after the dispute's current phase.",
        field: 'phase',
      },
    ])('the network cannot decide $why', async ({ setup, body, description, field }) => {
      const { dispute } = setup === 'open' ? await disputed() : await underReview();
      const refused = await apiError(client().testHelpers.resolveDispute(dispute.id, body));
      expect([refused.status, refused.error.description, refused.error.field]).toEqual([400, description, field]);
      expect((await client().disputes.fetch(dispute.id)).status).toBe(setup);
    });

    it("refuses the reference's contest errors, with nothing saved", async () => {
      const { dispute } = await disputed();
      const liveDoc = await evidenceDocument('live');
      const cases: [Parameters<ReturnType<typeof client>['disputes']['contest']>[1], string, string | null][] = [
        [{ amount: 100_001 }, 'contest amount cannot be greater than dispute amount.', 'amount'],
        [{ shipping_proof: ['doc_AAAAAAAAAAAAAA'] }, 'Invalid file id provided or merchant is unauthorized to access the fileId(s) provided', null],
        [
          { others: [{ type: 'invoice', document_ids: [liveDoc] }] },
          'Invalid file id provided or merchant is unauthorized to access the fileId(s) provided',
          null,
        ],
        [{ action: 'send' as never }, 'The selected action is invalid.', 'action'],
      ];
      for (const [body, description, field] of cases) {
        const refused = await apiError(client().disputes.contest(dispute.id, body));
        expect([refused.status, refused.error.description, refused.error.field], description).toEqual([400, description, field]);
      }
      expect((await client().disputes.fetch(dispute.id)).evidence).toEqual(dispute.evidence);
    });

    it('after respond_by, accept and contest are refused; the sweep then forfeits it', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const respondBy = gw.ctx.clocks.of('test').now() + 600;
      const dispute = await client().testHelpers.createDispute(payment.id, { respond_by: respondBy });
      // the clock passes the deadline without the sweep having run yet
      gw.clock.advance(601_000);
      for (const call of [() => client().disputes.accept(dispute.id), () => client().disputes.contest(dispute.id, { summary: 'late' })]) {
        const refused = await apiError(call());
        expect([refused.status, refused.error.description]).toEqual([400, 'Action not allowed as deadline to respond has elapsed.']);
      }
      await client().testHelpers.advanceClock({ by: 1 });
      expect(await client().disputes.fetch(dispute.id)).toMatchObject({ status: 'lost', amount_deducted: 100_000 });
    });

    it('opening checks the payment: captured, disputable amount, a deadline ahead; refunds wait for the decision', async () => {
      const payment = await capturedPayment(gw, 100_000);
      const tooMuch = await apiError(client().testHelpers.createDispute(payment.id, { amount: 100_001 }));
      expect([tooMuch.error.description, tooMuch.error.field]).toEqual(['The dispute amount exceeds the disputable amount of the payment.', 'amount']);
      const past = await apiError(client().testHelpers.createDispute(payment.id, { respond_by: gw.ctx.clocks.of('test').now() - 1 }));
      expect([past.error.description, past.error.field]).toEqual(['respond_by should be later than the current time.', 'respond_by']);

      await client().payments.refund(payment.id, { amount: 30_000 });
      const dispute = await client().testHelpers.createDispute(payment.id, { amount: 50_000 });
      // what is left: 100000 - 30000 refunded - 50000 disputed
      const second = await apiError(client().testHelpers.createDispute(payment.id, { amount: 20_001 }));
      expect(second.error.field).toBe('amount');
      const refused = await apiError(client().payments.refund(payment.id, { amount: 1000 }));
      expect([refused.status, refused.error.description, refused.error.field]).toEqual([
        400,
        'The payment has a dispute under way and cannot be refunded until it is decided.',
        'payment_id',
      ]);
      await client().disputes.accept(dispute.id);
      // the 50000 the customer got back through the dispute is not refundable again
      const above = await apiError(client().payments.refund(payment.id, { amount: 20_001 }));
      expect(above.error.description).toBe('The refund amount provided is greater than amount captured.');
      await capturedPayment(gw, 100_000); // funds for the refund (refundPayment rule 5)
      const rest = await client().payments.refund(payment.id, {});
      expect(rest.amount).toBe(20_000);

      const failed = await apiError(client().testHelpers.createDispute('pay_AAAAAAAAAAAAAA'));
      expect([failed.error.description, failed.error.field]).toEqual(['The id provided does not exist', 'payment_id']);
    });

    it('a hold larger than the balance makes it negative; later payments make that good before anything is settled', async () => {
      await capturedPayment(gw, 100_000);
      const paid = await capturedPayment(gw, 10_000);
      // everything settles and leaves the balance
      await client().testHelpers.advanceClock({ by: 4 * 86_400 });
      expect(await balance()).toBe(0);
      await client().testHelpers.createDispute(paid.id);
      const owed = await client().balance.fetch();
      expect(owed.balances.find((b) => b.currency === 'INR')).toMatchObject({ available: -10_000, pending: 0 });
      // a refund cannot draw on funds the debt already claims
      const later = await capturedPayment(gw, 10_000);
      const refund = await apiError(client().payments.refund(later.id, { amount: 5000 }));
      expect(refund.error.description).toBe('Your account does not have enough balance to carry out the refund operation.');
      await capturedPayment(gw, 100_000);
      await client().testHelpers.advanceClock({ by: 4 * 86_400 });
      const settlements = await client().settlements.list({ count: 100 });
      const newest = settlements.items[0];
      expect(newest?.amount).toBe(net(10_000) + net(100_000) - 10_000);
      expect(await balance()).toBe(0);
    });

    it('the reconciliation report shows the hold and its return as adjustments with the dispute id', async () => {
      const { dispute } = await underReview(100_000);
      await client().testHelpers.resolveDispute(dispute.id, { outcome: 'won' });
      await client().testHelpers.advanceClock({ by: 4 * 86_400 });
      const [settlement] = (await client().settlements.list()).items;
      expect(settlement?.amount).toBe(net(100_000));
      const day = new Date(((settlement?.created_at ?? 0) + 19_800) * 1000);
      const report = await client().settlements.fetchRecon({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), count: 100 });
      const lines = report.items.filter((r) => r.dispute_id === dispute.id);
      // the hold is drawn from the payment's own funds (its net of fees, due at its settlement date: that piece and
      // the payment net to nothing and wait) and owed now for the fee's share; the release is due now
      // (posted in the same second, so in either order)
      expect(lines.map((r) => [r.type, r.debit, r.credit, r.payment_id]).sort((a, b) => Number(b[1]) - Number(a[1]))).toEqual([
        ['adjustment', feeAndTax(100_000).fee, 0, dispute.payment_id],
        ['adjustment', 0, 100_000, dispute.payment_id],
      ]);
      expect(report.items.reduce((sum, r) => sum + r.credit - r.debit, 0)).toBe(settlement?.amount);
    });

    it('list and fetch: newest first, expand[]=payment, the modes apart', async () => {
      const first = await disputed(100_000);
      const second = await disputed(200_000);
      const { items } = await client().disputes.list({ 'expand[]': ['payment'] });
      expect(items.map((d) => d.id)).toEqual([second.dispute.id, first.dispute.id]);
      expect(items[0]?.payment).toMatchObject({ id: second.payment.id, entity: 'payment' });
      expect((await client().disputes.fetch(first.dispute.id)).payment).toBeUndefined();
      expect((await client().disputes.fetch(first.dispute.id, { 'expand[]': ['payment'] })).payment?.id).toBe(first.payment.id);
      expect((await client().disputes.list({ count: 1, skip: 1 })).items.map((d) => d.id)).toEqual([first.dispute.id]);
      const badExpand = await apiError(client().disputes.list({ 'expand[]': ['transaction'] as never }));
      expect(badExpand.status).toBe(400);
      expect((await gw.client('live').disputes.list()).items).toEqual([]);
      const hidden = await apiError(gw.client('live').disputes.fetch(first.dispute.id));
      expect([hidden.error.description, hidden.error.field]).toEqual(['The id provided does not exist', 'dispute_id']);
      const live = await apiError(gw.client('live').testHelpers.createDispute(first.payment.id));
      expect(live.error.description).toBe('This operation is available in test mode only');
    });

    it("works with the razorpay SDK's disputes methods", async () => {
      const rzp = sdkFor(gw);
      const { dispute } = await disputed();
      const other = await disputed();
      const doc = (
        (await rzp.documents.create({
          file: { value: pdfFile(), options: { contentType: 'application/octet-stream' } },
          purpose: 'dispute_evidence',
        } as never)) as { id: string }
      ).id;
      expect(await rzp.disputes.fetch(dispute.id)).toMatchObject({ id: dispute.id, status: 'open' });
      expect((await rzp.disputes.all({ count: 10 })).items).toHaveLength(2);
      const contested = await rzp.disputes.contest(dispute.id, {
        amount: 5000,
        summary: 'Delivered',
        shipping_proof: [doc],
        action: 'submit',
      } as never);
      expect(contested).toMatchObject({ status: 'under_review', evidence: { amount: 5000, shipping_proof: [doc] } });
      expect(await rzp.disputes.accept(other.dispute.id)).toMatchObject({ status: 'lost' });
    });
  });
}
