/**
 * Refunds over HTTP with the generated client, on every engine (spec refundPayment, rules 1-4,
 * and createRefund): full and partial, over the limit, fully refunded, only captured
 * payments, the X-Refund-Idempotency header, concurrent refunds, the refund endpoints, and a
 * property: any sequence of partial refunds never exceeds the captured amount and
 * refund_status is `full` exactly when amount_refunded equals the amount.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../generated/types/index.js';
import { payOrder } from '../../service/payment-flow.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { apiError, capturedPayment, eventsFor, inrBalance, ledgerAccount, payableInvoice } from './payments-support.js';

const VISA = { number: '4111111111111111', expiry_month: 12, expiry_year: 2040, cvv: '123' };

for (const engine of ENGINES) {
  describe(`refunds [${engine}]`, () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startGateway({ engine });
      // the merchant's other takings: a refund takes its whole amount from the balance and gives
      // no fee back (rule 5), so a payment's own credit cannot pay for its full refund
      await capturedPayment(gw, 1_000_000);
    });
    afterAll(async () => {
      await gw.stop();
    });

    async function captured(amount = 50_000, capture: 'auto' | 'manual' = 'auto'): Promise<Payment> {
      const { invoice, orderId } = await payableInvoice(gw, { amount });
      const result = await payOrder(gw.ctx, 'test', { orderId, invoiceId: invoice.id, instrument: { method: 'card', card: VISA }, capture });
      expect(result.outcome).toBe(capture === 'auto' ? 'captured' : 'authorized');
      return result.payment;
    }

    it('refunds in full when amount is omitted: payment refunded, refund processed, events written', async () => {
      const payment = await captured();
      const client = gw.client();
      const refund = await client.payments.refund(payment.id, { notes: { reason: 'damaged' }, receipt: 'R-1' });
      expect(refund).toMatchObject({
        entity: 'refund',
        amount: 50_000,
        currency: 'INR',
        payment_id: payment.id,
        status: 'processed',
        speed_requested: 'normal',
        speed_processed: 'normal',
        receipt: 'R-1',
        notes: { reason: 'damaged' },
      });
      expect(refund.acquirer_data.arn).toEqual(expect.any(String));
      expect(await client.payments.fetch(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });
      const events = await eventsFor(gw, refund.id);
      expect(events.map((e) => e.event).sort()).toEqual(['refund.created', 'refund.processed']);
      const processed = events.find((e) => e.event === 'refund.processed')!;
      expect(processed.payload.refund.entity).toMatchObject({ id: refund.id, status: 'processed' });
      expect(processed.payload.payment.entity).toMatchObject({ id: payment.id, status: 'refunded', amount_refunded: 50_000 });
      const again = await apiError(client.payments.refund(payment.id, {}));
      expect(again.error.description).toBe('The payment has been fully refunded already.');
    });

    it('a refund lowers the balance by its whole amount; the fee and tax of the payment are never given back (rule 5)', async () => {
      const payment = await captured(45_000);
      expect([payment.fee, payment.tax]).toEqual([1062, 162]); // 2% (900) + 18% GST on it (162)
      const fees = async () => [await ledgerAccount(gw, 'fees'), await ledgerAccount(gw, 'tax')];
      const [balanceBefore, feesBefore] = [await inrBalance(gw), await fees()];
      await gw.client().payments.refund(payment.id, { amount: 22_500 });
      expect(await inrBalance(gw)).toBe(balanceBefore - 22_500);
      await gw.client().payments.refund(payment.id, {});
      // the whole payment refunded: the merchant is out of pocket exactly the fee it was charged
      expect(await inrBalance(gw)).toBe(balanceBefore - 45_000);
      expect(await fees()).toEqual(feesBefore);
    });

    it('refunds partially, never above what is left, and becomes refunded when the rest is refunded', async () => {
      const payment = await captured(50_000);
      const client = gw.client();
      await client.payments.refund(payment.id, { amount: 20_000 });
      expect(await client.payments.fetch(payment.id)).toMatchObject({ status: 'captured', amount_refunded: 20_000, refund_status: 'partial' });
      const over = await apiError(client.payments.refund(payment.id, { amount: 30_001 }));
      expect(over.error).toMatchObject({ description: 'The refund amount provided is greater than amount captured.', field: 'amount' });
      const small = await apiError(client.payments.refund(payment.id, { amount: 99 }));
      expect(small.error.description).toBe('The amount must be at least INR 1.00');
      await client.payments.refund(payment.id, { amount: 30_000 });
      expect(await client.payments.fetch(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });
      const listed = await client.payments.listRefunds(payment.id);
      expect(listed.count).toBe(2);
      expect(listed.items.map((r) => r.amount).sort()).toEqual([20_000, 30_000]);
    });

    it('refunds only captured payments', async () => {
      const payment = await captured(50_000, 'manual');
      const refused = await apiError(gw.client().payments.refund(payment.id, {}));
      expect(refused.status).toBe(400);
      expect(refused.error.description).toMatch(/Only a captured payment can be refunded/);
      const unknown = await apiError(gw.client().payments.refund('pay_00000000000000', {}));
      expect(unknown.error.description).toBe('The id provided does not exist');
    });

    it('X-Refund-Idempotency: same key and body give the same refund once; another body gives 400', async () => {
      const payment = await captured(50_000);
      const client = gw.client();
      const headers = { 'X-Refund-Idempotency': `key_${payment.id}` };
      const first = await client.payments.refund(payment.id, { amount: 10_000 }, { headers });
      const second = await client.payments.refund(payment.id, { amount: 10_000 }, { headers });
      expect(second.id).toBe(first.id);
      const viaRefunds = await apiError(client.refunds.create({ payment_id: payment.id, amount: 10_000, receipt: 'x' }, { headers }));
      expect(viaRefunds.error).toMatchObject({ field: 'X-Refund-Idempotency' });
      const other = await apiError(client.payments.refund(payment.id, { amount: 5_000 }, { headers }));
      expect(other.status).toBe(400);
      expect(other.error.description).toMatch(/different request body/);
      expect(await client.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 10_000 });
      expect((await client.payments.listRefunds(payment.id)).count).toBe(1);
      // concurrent retries with one fresh key still make one refund
      const key = { 'X-Refund-Idempotency': `burst_${payment.id}` };
      const burst = await Promise.all(Array.from({ length: 4 }, () => client.payments.refund(payment.id, { amount: 1_000 }, { headers: key })));
      expect(new Set(burst.map((r) => r.id)).size).toBe(1);
      expect(await client.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 11_000 });
    });

    it('concurrent partial refunds never spend the same remainder', async () => {
      const payment = await captured(50_000);
      const client = gw.client();
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.payments.refund(payment.id, { amount: 15_000 })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(await client.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 45_000, refund_status: 'partial', status: 'captured' });
    });

    it('POST /refunds, list, fetch and notes', async () => {
      const payment = await captured(50_000);
      const client = gw.client();
      const refund = await client.refunds.create({ payment_id: payment.id, amount: 5_000, speed: 'optimum' });
      expect(refund).toMatchObject({ payment_id: payment.id, amount: 5_000, speed_requested: 'optimum', status: 'processed' });
      expect(await client.refunds.fetch(refund.id)).toEqual(refund);
      expect(await client.payments.fetchRefund(payment.id, refund.id)).toEqual(refund);
      const other = await captured(10_000);
      const mismatch = await apiError(client.payments.fetchRefund(other.id, refund.id));
      expect(mismatch.error.description).toBe('The id provided does not exist');
      expect((await client.refunds.list({ count: 100 })).items.map((r) => r.id)).toContain(refund.id);
      const noted = await client.refunds.update(refund.id, { notes: { ticket: '42' } });
      expect(noted).toMatchObject({ id: refund.id, notes: { ticket: '42' }, amount: 5_000 });
      const unknown = await apiError(client.refunds.create({ payment_id: 'pay_00000000000000' }));
      expect(unknown.error.description).toBe('The id provided does not exist');
    });

    it('property: any sequence of partial refunds keeps amount_refunded <= amount and refund_status full iff equal', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 100, max: 20_000 }),
          fc.array(fc.oneof(fc.integer({ min: 1, max: 25_000 }), fc.constant(undefined)), { minLength: 1, maxLength: 6 }),
          async (amount, requests) => {
            const payment = await captured(amount);
            const client = gw.client();
            let refunded = 0;
            for (const requested of requests) {
              const left = amount - refunded;
              const accepted = left > 0 && (requested === undefined || (requested <= left && (requested >= 100 || requested === left)));
              const attempt = client.payments.refund(payment.id, requested === undefined ? {} : { amount: requested });
              if (accepted) {
                const refund = await attempt;
                refunded += refund.amount;
              } else {
                const refused = await apiError(attempt);
                expect(refused.status).toBe(400);
              }
              const now = await client.payments.fetch(payment.id);
              expect(now.amount_refunded).toBe(refunded);
              expect(now.amount_refunded).toBeLessThanOrEqual(amount);
              expect(now.refund_status === 'full').toBe(now.amount_refunded === amount);
              expect(now.status === 'refunded').toBe(now.amount_refunded === amount);
              expect(now.refund_status === null).toBe(now.amount_refunded === 0);
            }
          },
        ),
        { numRuns: engine === 'postgres' ? 12 : 25 },
      );
    });
  });
}
