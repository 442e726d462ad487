/**
 * Two (or more) payments racing for one invoice, on every engine: exactly one captures (spec
 * x-errors order_already_paid). Truly concurrent requests through the checkout over HTTP
 * (Promise.all); in the first case the acquirer holds every authorization until all racers are
 * authorized, so all of them reach the capture step together and the database alone decides the
 * winner.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Acquirer } from '../../service/acquirer/acquirer.js';
import type { ServiceContext } from '../../service/context.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CARD_OK, eventsFor, openCheckout, payableInvoice } from './payments-support.js';

/** Wraps the test acquirer: authorize waits until `racers` calls arrived; releases are counted. */
function holdAuthorizations(ctx: ServiceContext, racers: number) {
  const original = ctx.acquirerFor.bind(ctx);
  const inner = original('test');
  let arrived = 0;
  let open!: () => void;
  const allIn = new Promise<void>((resolve) => (open = resolve));
  const released: string[] = [];
  const held: Acquirer = {
    async authorize(request) {
      if (++arrived === racers) open();
      await Promise.race([allIn, new Promise((resolve) => setTimeout(resolve, 5000))]);
      return inner.authorize(request);
    },
    capture: (request) => inner.capture(request),
    payout: (request) => inner.payout(request),
    async refund(request) {
      released.push(request.payment_id);
      return inner.refund(request);
    },
  };
  ctx.acquirerFor = (mode) => (mode === 'test' ? held : original(mode));
  return { released, restore: () => (ctx.acquirerFor = original) };
}

for (const engine of ENGINES) {
  describe(`payment race [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(async () => {
      await gw.stop();
    });

    async function outcome(invoiceId: string, orderId: string) {
      const client = gw.client();
      const payments = (await client.orders.listPayments(orderId)).items;
      const events = await eventsFor(gw, orderId);
      return {
        payments,
        captured: payments.filter((p) => p.status === 'captured'),
        failed: payments.filter((p) => p.status === 'failed'),
        order: await client.orders.fetch(orderId),
        invoice: await client.invoices.fetch(invoiceId),
        orderPaid: events.filter((e) => e.event === 'order.paid'),
        invoicePaid: events.filter((e) => e.event === 'invoice.paid'),
      };
    }

    it('two authorized payments for one invoice: exactly one captures, the other fails and is released', async () => {
      const { invoice, orderId } = await payableInvoice(gw);
      const hold = holdAuthorizations(gw.ctx, 2);
      try {
        const [first, second] = await Promise.all([openCheckout(gw, invoice.id), openCheckout(gw, invoice.id)]);
        const pages = await Promise.all([first.submit(CARD_OK), second.submit({ method: 'upi', vpa: 'success@paisa' })]);
        expect(pages.map((p) => p.status)).toEqual([200, 200]);
        expect(pages.filter((p) => p.html.includes('Payment successful'))).toHaveLength(1);
        const loserPage = pages.find((p) => p.html.includes('Payment failed'))!;
        expect(loserPage.html).toContain('paid by another payment');

        const seen = await outcome(invoice.id, orderId);
        expect(seen.payments).toHaveLength(2);
        expect(seen.captured).toHaveLength(1);
        expect(seen.failed).toHaveLength(1);
        expect(seen.failed[0]).toMatchObject({ captured: false, error_reason: 'order_already_paid', error_code: 'BAD_REQUEST_ERROR', fee: null });
        expect(hold.released).toEqual([seen.failed[0].id]);
        expect(seen.order).toMatchObject({ status: 'paid', amount_paid: invoice.amount, amount_due: 0, attempts: 2 });
        expect(seen.invoice).toMatchObject({ status: 'paid', payment_id: seen.captured[0].id });
        expect(seen.orderPaid).toHaveLength(1);
        expect(seen.invoicePaid).toHaveLength(1);
        const loserEvents = (await eventsFor(gw, seen.failed[0].id)).map((e) => e.event);
        expect(loserEvents).toEqual(['payment.failed']);
      } finally {
        hold.restore();
      }
    });

    it('five concurrent checkout payments, no hold: exactly one captures; the rest fail or are refused', async () => {
      const { invoice, orderId } = await payableInvoice(gw);
      // five customers open the page, then all press Pay at once
      const forms = await Promise.all(Array.from({ length: 5 }, () => openCheckout(gw, invoice.id)));
      const pages = await Promise.all(forms.map((form) => form.submit(CARD_OK)));
      expect(pages.filter((p) => p.html.includes('Payment successful'))).toHaveLength(1);
      for (const page of pages.filter((p) => !p.html.includes('Payment successful'))) {
        // refused before paying (400, already paid) or lost the capture (failed, released)
        expect([200, 400]).toContain(page.status);
        expect(page.html).toMatch(/already been paid|paid by another payment/);
      }
      const seen = await outcome(invoice.id, orderId);
      expect(seen.captured).toHaveLength(1);
      expect(seen.payments.every((p) => p.status === 'captured' || p.status === 'failed')).toBe(true);
      expect(seen.order).toMatchObject({ status: 'paid', amount_paid: invoice.amount });
      expect(seen.orderPaid).toHaveLength(1);
      expect(seen.invoicePaid).toHaveLength(1);
    });
  });
}
