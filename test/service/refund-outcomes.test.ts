/**
 * What the bank does with a refund, over HTTP on every engine (README.md, Paying in test mode:
 * the refund rows of the instrument table; spec Refund machine `fail` and `process`, Payment
 * `refund_reverted`, Refund.speed_processed): refunds of the documented refund-failing instruments
 * fail with refund.failed and their amount is refundable again; `speed: optimum` is instant
 * except on an international card; a payment that is not captured cannot be refunded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { expect400 } from './invoices-support.js';
import { CARD_OK, eventsFor, payableInvoice, paymentIdOf, payViaCheckout } from './payments-support.js';

const REFUNDS_FAIL_CARD = { ...CARD_OK, card_number: '5105 1051 0510 5100' };

for (const engine of ENGINES) {
  describe(`refund outcomes [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine });
    });
    afterEach(() => gw?.stop());

    async function paidWith(fields: Record<string, string>): Promise<string> {
      const { invoice } = await payableInvoice(gw);
      const answer = await payViaCheckout(gw, invoice.id, fields);
      expect(answer.html).toContain('Payment successful');
      return paymentIdOf(answer.html);
    }

    it.each([
      ['the refund-failing card', REFUNDS_FAIL_CARD],
      ['the refund-failing UPI id', { method: 'upi', vpa: 'refundfail@paisa' }],
    ])('a partial refund of a payment with %s fails (refund.failed) and its amount is refundable again', async (_name, fields) => {
      const paymentId = await paidWith(fields);
      const refund = await gw.client().payments.refund(paymentId, { amount: 10_000 });
      expect(refund).toMatchObject({ status: 'failed', amount: 10_000, speed_processed: null });
      expect(await gw.client().payments.fetch(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });
      const events = (await eventsFor(gw, refund.id)).map((e) => e.event);
      // written in one second: delivery is unordered (spec webhooks), so compare as sets
      expect(events.sort()).toEqual(['refund.created', 'refund.failed']);
    });

    it('a full refund that fails puts the payment back to captured, its whole amount refundable again', async () => {
      const paymentId = await paidWith(REFUNDS_FAIL_CARD);
      // a refund takes its whole amount, no fee given back (refundPayment rule 5): another payment's credit covers the fee
      await paidWith(CARD_OK);
      const refund = await gw.client().payments.refund(paymentId, {});
      expect(refund.status).toBe('failed');
      expect(await gw.client().payments.fetch(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });
      // and it can be asked for again (the bank refuses this card's refunds every time)
      expect((await gw.client().payments.refund(paymentId, { amount: 50_000 })).status).toBe('failed');
    });

    it.each([
      ['optimum on a domestic card', 'instant', CARD_OK, 'optimum'],
      ['optimum on UPI', 'instant', { method: 'upi', vpa: 'success@paisa' }, 'optimum'],
      ['optimum on an international card', 'normal', { ...CARD_OK, card_number: '4012 8888 8888 1881' }, 'optimum'],
      ['normal on a domestic card', 'normal', CARD_OK, 'normal'],
    ])('%s is processed %s', async (_name, processed, fields, speed) => {
      const paymentId = await paidWith(fields);
      const refund = await gw.client().payments.refund(paymentId, { amount: 10_000, speed: speed as 'normal' | 'optimum' });
      expect(refund).toMatchObject({ status: 'processed', speed_requested: speed, speed_processed: processed });
      // spec Refund machine process_slower: an optimum refund made at normal speed says so
      const events = (await eventsFor(gw, refund.id)).map((e) => e.event).sort();
      const slower = speed === 'optimum' && processed === 'normal';
      expect(events).toEqual(slower ? ['refund.created', 'refund.processed', 'refund.speed_changed'] : ['refund.created', 'refund.processed']);
    });

    it('a failed payment cannot be refunded', async () => {
      const { invoice } = await payableInvoice(gw);
      const answer = await payViaCheckout(gw, invoice.id, { ...CARD_OK, card_number: '4000 0000 0000 0002' });
      const paymentId = paymentIdOf(answer.html);
      await expect400(gw.client().payments.refund(paymentId, {}), 'payment_id', 'Only a captured payment can be refunded; this payment is failed.');
      expect((await gw.client().payments.listRefunds(paymentId)).items).toEqual([]);
    });
  });
}
