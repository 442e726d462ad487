/**
 * QR codes over HTTP with the generated client, on every engine (spec tag `qr_codes` and
 * payTestQrCode): the create rules (400 naming the field, nothing written), the PNG behind
 * image_url decoded back to its UPI intent, paying single-use, multiple-use, fixed and variable
 * codes as a scanning customer would (totals, events, the code's payments), a payment to a
 * closed code refunded at once, closing on demand and at close_by on test mode's clock, twenty
 * customers racing for one single-use code, and mode isolation.
 */
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateQrCodeBody } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { CUSTOMER, expect400 } from './invoices-support.js';
import { eventsFor } from './payments-support.js';

const SINGLE: CreateQrCodeBody = {
  type: 'upi_qr',
  name: 'Store Front Display',
  usage: 'single_use',
  fixed_amount: true,
  payment_amount: 30_000,
  description: 'For Store 1',
  notes: { purpose: 'Test UPI QR Code notes' },
};
const COUNTER: CreateQrCodeBody = { type: 'upi_qr', name: 'Counter 2', usage: 'multiple_use' };

// jsqr is CommonJS whose module.exports is the function and also carries it as `default`
const jsQR = jsqr.default;

/** The text a scanner reads from a PNG. */
function decodePng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

for (const engine of ENGINES) {
  describe(`QR codes [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)) });
    });
    afterEach(() => gw?.stop());

    const qr = () => gw.client().qrCodes;
    const pay = (id: string, body: { amount?: number; vpa?: string } = {}) => gw.client().testHelpers.payQrCode(id, body);

    it('creates an active code with its image_url, and fetch and list return it', async () => {
      const now = gw.clock.now();
      const code = await qr().create(SINGLE);
      expect(code).toEqual({
        id: expect.stringMatching(/^qr_[0-9A-Za-z]{14}$/),
        entity: 'qr_code',
        name: 'Store Front Display',
        description: 'For Store 1',
        image_url: `${gw.ctx.publicUrl}/qr_codes/${code.id}.png`,
        payment_amount: 30_000,
        status: 'active',
        usage_type: 'single_use',
        close_by: null,
        closed_at: null,
        close_reason: null,
        customer_id: null,
        payments_amount_received: 0,
        payments_count_received: 0,
        notes: { purpose: 'Test UPI QR Code notes' },
        created_at: now,
      });
      expect(await qr().fetch(code.id)).toEqual(code);
      expect((await qr().list()).items).toEqual([code]);
      expect((await eventsFor(gw, code.id)).map((e) => e.event)).toEqual(['qr_code.created']);
    });

    it.each([
      ['close_by under 2 minutes ahead', { close_by: 'soon' }, 'close_by', 'close_by should be at least 2 minutes after the current time'],
      ['fixed_amount without payment_amount', { fixed_amount: true, payment_amount: undefined }, 'payment_amount', undefined],
      ['payment_amount without fixed_amount', { fixed_amount: false }, 'fixed_amount', undefined],
      ['payment_amount 0', { payment_amount: 0 }, 'payment_amount', undefined],
      ['a customer_id that does not exist', { customer_id: 'cust_AAAAAAAAAAAAAA' }, 'customer_id', 'The id provided does not exist'],
      ['type bharat_qr', { type: 'bharat_qr' }, 'type', undefined],
      ['usage missing', { usage: undefined }, 'usage', undefined],
      ['a name over 256 characters', { name: 'n'.repeat(257) }, 'name', undefined],
      ['a description over 2048 characters', { description: 'd'.repeat(2049) }, 'description', undefined],
    ])('refuses %s, naming the field, creating nothing', async (_name, extra, field, description) => {
      const body = { ...SINGLE, ...extra } as Record<string, unknown>;
      if (body.close_by === 'soon') body.close_by = gw.clock.now() + 119;
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      await expect400(qr().create(body as unknown as CreateQrCodeBody), field, description);
      expect((await qr().list()).items).toEqual([]);
    });

    it('serves a PNG at image_url that scans back to the UPI intent, with the amount only when fixed', async () => {
      const customer = await gw.client().customers.create(CUSTOMER);
      const fixed = await qr().create({ ...SINGLE, customer_id: customer.id });
      const res = await fetch(fixed.image_url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(decodePng(Buffer.from(await res.arrayBuffer()))).toBe(
        `upi://pay?pa=paisa.demo@paisa&pn=Paisa%20Demo%20Merchant&tr=${fixed.id}&tn=For%20Store%201&am=300.00&cu=INR`,
      );
      const open = await qr().create(COUNTER);
      const bytes = Buffer.from(await (await fetch(open.image_url)).arrayBuffer());
      expect(decodePng(bytes)).toBe(`upi://pay?pa=paisa.demo@paisa&pn=Paisa%20Demo%20Merchant&tr=${open.id}&cu=INR`);
      expect((await fetch(`${gw.baseUrl}/qr_codes/qr_AAAAAAAAAAAAAA.png`)).status).toBe(404);
      expect((await fetch(fixed.image_url, { method: 'POST' })).status).toBe(405);
    });

    it('a single-use code is paid once: credited, closed as paid, the payment listed under it', async () => {
      const code = await qr().create(SINGLE);
      const payment = await pay(code.id);
      expect(payment).toMatchObject({
        status: 'captured',
        amount: 30_000,
        method: 'upi',
        order_id: null,
        description: 'For Store 1',
        vpa: 'success@paisa',
        upi: { vpa: 'success@paisa', flow: 'intent' },
      });
      const now = gw.clock.now();
      expect(await qr().fetch(code.id)).toMatchObject({
        status: 'closed',
        close_reason: 'paid',
        closed_at: now,
        payments_amount_received: 30_000,
        payments_count_received: 1,
      });
      expect((await qr().listPayments(code.id)).items.map((p) => p.id)).toEqual([payment.id]);
      expect((await qr().list({ payment_id: payment.id })).items.map((q) => q.id)).toEqual([code.id]);
      // credited and closed are written by one transaction: their order in the outbox is not defined
      const events = (await eventsFor(gw, code.id)).map((e) => e.event);
      expect(events.sort()).toEqual(['qr_code.closed', 'qr_code.created', 'qr_code.credited']);
      const credited = (await eventsFor(gw, code.id)).find((e) => e.event === 'qr_code.credited');
      expect(credited?.payload.payment?.entity.id).toBe(payment.id);
    });

    it('a multiple-use code takes any amount, as often as customers pay; a declined payment moves nothing', async () => {
      const code = await qr().create(COUNTER);
      await expect400(pay(code.id), 'amount', 'The amount field is required for a QR code without a fixed amount');
      await pay(code.id, { amount: 15_000 });
      await pay(code.id, { amount: 25_000 });
      const declined = await pay(code.id, { amount: 9_900, vpa: 'failure@paisa' });
      expect(declined.status).toBe('failed');
      expect(await qr().fetch(code.id)).toMatchObject({ status: 'active', payments_amount_received: 40_000, payments_count_received: 2 });
      const listed = (await qr().listPayments(code.id)).items;
      expect(listed.map((p) => [p.amount, p.status])).toEqual([
        [9_900, 'failed'],
        [25_000, 'captured'],
        [15_000, 'captured'],
      ]);
      expect((await eventsFor(gw, code.id)).filter((e) => e.event === 'qr_code.credited')).toHaveLength(2);
    });

    it('refuses another amount than a fixed code asks, paying nothing', async () => {
      const code = await qr().create({ ...SINGLE, usage: 'multiple_use' });
      await expect400(pay(code.id, { amount: 29_999 }), 'amount', "The amount must be the QR code's payment_amount: 30000");
      expect((await qr().listPayments(code.id)).items).toEqual([]);
      expect((await pay(code.id, { amount: 30_000 })).status).toBe('captured');
    });

    it('a payment to a closed code is captured and refunded in full at once; the totals do not move', async () => {
      const code = await qr().create(COUNTER);
      await pay(code.id, { amount: 5_000 });
      const closed = await qr().close(code.id);
      expect(closed).toMatchObject({ status: 'closed', close_reason: 'on_demand', closed_at: gw.clock.now() });
      const balance = async () => (await gw.client().balance.fetch()).balances.reduce((sum, b) => sum + b.available + b.pending, 0);
      const before = await balance();
      const late = await pay(code.id, { amount: 7_000 });
      expect(late).toMatchObject({ status: 'refunded', amount_refunded: 7_000, refund_status: 'full' });
      // the gateway's own refund gives the fee back with the amount (refundPayment rule 5): the balance is as it was
      expect(await balance()).toBe(before);
      const refunds = (await gw.client().payments.listRefunds(late.id)).items;
      expect(refunds.map((r) => [r.amount, r.status])).toEqual([[7_000, 'processed']]);
      expect(await qr().fetch(code.id)).toMatchObject({
        status: 'closed',
        close_reason: 'on_demand',
        payments_amount_received: 5_000,
        payments_count_received: 1,
      });
    });

    it('closes on demand once; closing again is refused with the reference words', async () => {
      const code = await qr().create(COUNTER);
      await qr().close(code.id);
      await expect400(qr().close(code.id), null, 'QR code is already closed');
      expect((await eventsFor(gw, code.id)).map((e) => e.event)).toEqual(['qr_code.created', 'qr_code.closed']);
    });

    it('closes when test mode passes close_by, not a second before, at its close_by', async () => {
      const code = await qr().create({ ...COUNTER, close_by: gw.clock.now() + 300 });
      await gw.client().testHelpers.advanceClock({ by: 299 });
      expect((await qr().fetch(code.id)).status).toBe('active');
      await gw.client().testHelpers.advanceClock({ by: 1 });
      expect(await qr().fetch(code.id)).toMatchObject({ status: 'closed', close_reason: 'on_demand', closed_at: code.close_by });
      expect((await eventsFor(gw, code.id)).map((e) => e.event)).toContain('qr_code.closed');
    });

    it('twenty customers scanning one single-use code: one credit, every other payment refunded', async () => {
      const code = await qr().create(SINGLE);
      const payments = await Promise.all(Array.from({ length: 20 }, () => pay(code.id)));
      expect(payments.filter((p) => p.status === 'captured')).toHaveLength(1);
      expect(payments.filter((p) => p.status === 'refunded')).toHaveLength(19);
      expect(await qr().fetch(code.id)).toMatchObject({ status: 'closed', close_reason: 'paid', payments_amount_received: 30_000, payments_count_received: 1 });
      expect((await eventsFor(gw, code.id)).filter((e) => e.event === 'qr_code.credited')).toHaveLength(1);
    });

    it('keeps to its customer and its mode', async () => {
      const customer = await gw.client().customers.create(CUSTOMER);
      const mine = await qr().create({ ...COUNTER, customer_id: customer.id });
      await qr().create(COUNTER);
      expect((await qr().list({ customer_id: customer.id })).items.map((q) => q.id)).toEqual([mine.id]);
      await expect400(gw.client('live').qrCodes.fetch(mine.id), 'qr_code_id', 'The id provided does not exist');
      expect((await gw.client('live').qrCodes.list()).items).toEqual([]);
      await expect400(gw.client('live').testHelpers.payQrCode(mine.id, { amount: 100 }), null, 'This operation is available in test mode only');
      expect((await qr().listPayments(mine.id)).items).toEqual([]);
    });
  });
}
