/**
 * The razorpay npm SDK a merchant already has (https://github.com/razorpay/razorpay-node), pointed
 * at the gateway instead of api.razorpay.com, unchanged otherwise: its `paymentLink` and `qrCode`
 * methods create, fetch, list, edit, cancel and close, and its own verifier accepts the signature
 * the gateway puts on a payment link's callback. Shapes where the interface document and the SDK
 * disagree are noted in the spec (the interface document wins).
 */
import { createRequire } from 'node:module';
import type Razorpay from 'razorpay';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CARD_OK, openCheckoutAt } from './payments-support.js';
import { sdkFor } from './razorpay-support.js';

// the SDK's own helper for the callback signatures (razorpay-node src/utils/razorpay-utils.js)
const { validatePaymentVerification } = createRequire(import.meta.url)('razorpay/dist/utils/razorpay-utils') as {
  validatePaymentVerification(params: Record<string, string>, signature: string, secret: string): boolean;
};

/** What the SDK rejects with: `{ statusCode, error }` (razorpay-node src/api.js normalizeError). */
async function sdkError(call: Promise<unknown>): Promise<{ statusCode: number; error: { code: string; description: string; field?: string | null } }> {
  try {
    await call;
  } catch (error) {
    return error as { statusCode: number; error: { code: string; description: string; field?: string | null } };
  }
  throw new Error('the SDK call succeeded');
}

for (const engine of ENGINES) {
  describe(`the razorpay npm SDK against the gateway [${engine}]`, () => {
    let gw: TestGateway;
    let rzp: Razorpay;
    beforeEach(async () => {
      gw = await startGateway({ engine });
      rzp = sdkFor(gw);
    });
    afterEach(() => gw?.stop());

    it('paymentLink: create, fetch, all, edit, notifyBy and cancel', async () => {
      const link = await rzp.paymentLink.create({
        amount: 50_000,
        currency: 'INR',
        accept_partial: true,
        first_min_partial_amount: 10_000,
        description: 'For XYZ purpose',
        reference_id: 'SDK-1',
        customer: { name: 'Gaurav Kumar', email: 'gaurav.kumar@example.com', contact: '+919000090000' },
        notify: { sms: true, email: true },
        reminder_enable: true,
        notes: { policy_name: 'Jeevan Bima' },
      });
      expect(link).toMatchObject({ entity: 'payment_link', status: 'created', amount: 50_000, reference_id: 'SDK-1' });
      expect(await rzp.paymentLink.fetch(link.id)).toEqual(link);
      // the SDK's types omit the list filters its API takes (reference_id): the call is made all the same
      const all = (await rzp.paymentLink.all({ reference_id: 'SDK-1' } as never)) as unknown as { items: { id: string }[] };
      expect(all.items.map((l) => l.id)).toEqual([link.id]);
      const edited = await rzp.paymentLink.edit(link.id, { notes: { policy_name: 'Jeevan Saral' } });
      expect(edited.notes).toEqual({ policy_name: 'Jeevan Saral' });
      expect(await rzp.paymentLink.notifyBy(link.id, 'email')).toEqual({ success: true });
      expect(await rzp.paymentLink.cancel(link.id)).toMatchObject({ id: link.id, status: 'cancelled' });
      const again = await sdkError(rzp.paymentLink.cancel(link.id));
      expect(again.statusCode).toBe(400);
      expect(again.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'payment link already cancelled' });
    });

    it("the SDK's validatePaymentVerification accepts a payment link callback's paisa_signature", async () => {
      const link = (await rzp.paymentLink.create({
        amount: 20_000,
        currency: 'INR',
        reference_id: 'SDK-CB',
        callback_url: 'https://shop.example.in/cb',
        callback_method: 'get',
      } as never)) as { id: string };
      const answer = await (await openCheckoutAt(gw, `/checkout/payment_links/${link.id}`)).submit(CARD_OK);
      const back = new URL(answer.headers.get('location') ?? '');
      const params = {
        payment_link_id: back.searchParams.get('paisa_payment_link_id') ?? '',
        payment_link_reference_id: back.searchParams.get('paisa_payment_link_reference_id') ?? '',
        payment_link_status: back.searchParams.get('paisa_payment_link_status') ?? '',
        payment_id: back.searchParams.get('paisa_payment_id') ?? '',
      };
      expect(params.payment_link_status).toBe('paid');
      expect(validatePaymentVerification(params, back.searchParams.get('paisa_signature') ?? '', gw.keys.test.secret)).toBe(true);
      expect(
        validatePaymentVerification({ ...params, payment_link_status: 'partially_paid' }, back.searchParams.get('paisa_signature') ?? '', gw.keys.test.secret),
      ).toBe(false);
    });

    it('qrCode: create, fetch, all, fetchAllPayments and close', async () => {
      const qr = await rzp.qrCode.create({
        type: 'upi_qr',
        name: 'Store Front Display',
        usage: 'multiple_use',
        fixed_amount: true,
        payment_amount: 300,
        description: 'For Store 1',
        notes: { purpose: 'Test UPI QR Code notes' },
      });
      expect(qr).toMatchObject({ entity: 'qr_code', status: 'active', usage_type: 'multiple_use', payment_amount: 300 });
      expect(await rzp.qrCode.fetch(qr.id)).toEqual(qr);
      const paid = await gw.client().testHelpers.payQrCode(qr.id, {});
      const payments = (await rzp.qrCode.fetchAllPayments(qr.id)) as unknown as { items: { id: string }[] };
      expect(payments.items.map((p) => p.id)).toEqual([paid.id]);
      const all = (await rzp.qrCode.all({ payment_id: paid.id })) as unknown as { items: { id: string }[] };
      expect(all.items.map((q) => q.id)).toEqual([qr.id]);
      expect(await rzp.qrCode.close(qr.id)).toMatchObject({ id: qr.id, status: 'closed', close_reason: 'on_demand', payments_amount_received: 300 });
      const again = await sdkError(rzp.qrCode.close(qr.id));
      expect(again.statusCode).toBe(400);
      expect(again.error.description).toBe('QR code is already closed');
    });
  });
}
