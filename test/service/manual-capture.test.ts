/**
 * Manual capture over HTTP on every engine (spec OrderPaymentSettings, capturePayment, Payment
 * `expire_authorization`): an order created with `payment.capture: manual` and paid at its
 * standard checkout stops at `authorized`; capturePayment captures it (amount and currency must
 * match); an authorization left uncaptured past `manual_expiry_period` is released when test
 * mode's clock gets there.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderPaymentSettings } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { expect400 } from './invoices-support.js';
import { CARD_OK, eventsFor, openCheckoutAt, paymentIdOf } from './payments-support.js';

const MINUTE = 60;

for (const engine of ENGINES) {
  describe(`manual capture [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)) });
    });
    afterEach(() => gw?.stop());

    /** An order of INR 500.00 with `payment` settings, paid at its checkout with the succeeding card. */
    async function authorizedPayment(payment: OrderPaymentSettings = { capture: 'manual' }) {
      const order = await gw.client().orders.create({ amount: 50_000, currency: 'INR', payment });
      const answer = await (await openCheckoutAt(gw, `/checkout/orders/${order.id}`)).submit(CARD_OK);
      expect(answer.status).toBe(200);
      return { order, paymentId: paymentIdOf(answer.html) };
    }

    it('stops at authorized with payment.authorized only; capturePayment then captures and pays the order', async () => {
      const { order, paymentId } = await authorizedPayment();
      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0, payment: { capture: 'manual' } });
      expect(await gw.client().payments.fetch(paymentId)).toMatchObject({ status: 'authorized', captured: false });
      expect((await eventsFor(gw, paymentId)).map((e) => e.event)).toEqual(['payment.authorized']);

      const captured = await gw.client().payments.capture(paymentId, { amount: 50_000, currency: 'INR' });
      expect(captured).toMatchObject({ status: 'captured', captured: true, fee: 1180, tax: 180 });
      expect(await gw.client().orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0 });
      // written in one second: the outbox does not promise their order (delivery is unordered, spec webhooks)
      expect((await eventsFor(gw, paymentId)).map((e) => e.event).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    });

    it.each([
      ['a different amount', { amount: 49_999, currency: 'INR' }, 'amount', 'Capture amount must be equal to the amount authorized.'],
      ['a different currency', { amount: 50_000, currency: 'USD' }, 'currency', 'Currency should be the same as the currency of the payment.'],
    ])('refuses a capture of %s, naming the field, and leaves the payment authorized', async (_name, body, field, description) => {
      const { paymentId } = await authorizedPayment();
      await expect400(gw.client().payments.capture(paymentId, body as never), field, description);
      expect((await gw.client().payments.fetch(paymentId)).status).toBe('authorized');
    });

    it('refuses a second capture', async () => {
      const { paymentId } = await authorizedPayment();
      await gw.client().payments.capture(paymentId, { amount: 50_000, currency: 'INR' });
      await expect400(gw.client().payments.capture(paymentId, { amount: 50_000, currency: 'INR' }), null, 'This payment has already been captured.');
    });

    it('an automatic order captures at once, as before', async () => {
      const { order, paymentId } = await authorizedPayment({ capture: 'automatic' });
      expect((await gw.client().payments.fetch(paymentId)).status).toBe('captured');
      expect((await gw.client().orders.fetch(order.id)).status).toBe('paid');
    });

    it('releases an authorization left past manual_expiry_period when test time gets there, not a minute before', async () => {
      const { order, paymentId } = await authorizedPayment({ capture: 'manual', capture_options: { manual_expiry_period: 12 } });
      await gw.client().testHelpers.advanceClock({ by: 11 * MINUTE });
      expect((await gw.client().payments.fetch(paymentId)).status).toBe('authorized');
      await gw.client().testHelpers.advanceClock({ by: 2 * MINUTE });
      expect(await gw.client().payments.fetch(paymentId)).toMatchObject({
        status: 'refunded',
        captured: false,
        amount_refunded: 50_000,
        refund_status: 'full',
      });
      expect((await gw.client().orders.fetch(order.id)).status).toBe('attempted');
      await expect400(
        gw.client().payments.capture(paymentId, { amount: 50_000, currency: 'INR' }),
        null,
        'Only an authorized payment can be captured; this payment is refunded.',
      );
    });

    it('waits 3 days by default', async () => {
      const { paymentId } = await authorizedPayment();
      await gw.client().testHelpers.advanceClock({ by: 3 * 24 * 60 * MINUTE - MINUTE });
      expect((await gw.client().payments.fetch(paymentId)).status).toBe('authorized');
      await gw.client().testHelpers.advanceClock({ by: 2 * MINUTE });
      expect((await gw.client().payments.fetch(paymentId)).status).toBe('refunded');
    });

    it.each([
      ['a period under 12 minutes', { capture: 'manual', capture_options: { manual_expiry_period: 11 } }, 'payment.capture_options.manual_expiry_period'],
      ['a period over 3 days', { capture: 'manual', capture_options: { manual_expiry_period: 4321 } }, 'payment.capture_options.manual_expiry_period'],
      ['an unknown capture', { capture: 'later' }, 'payment.capture'],
    ])('refuses %s, naming the field, creating nothing', async (_name, payment, field) => {
      await expect400(gw.client().orders.create({ amount: 50_000, currency: 'INR', payment } as never), field);
      expect((await gw.client().orders.list()).items).toEqual([]);
    });
  });
}
