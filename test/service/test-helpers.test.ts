/**
 * Test helpers over HTTP with the generated client, on both engines (spec tag `test_helpers`):
 * test mode's clock (advanceTestClock, fetchTestClock) and payment method downtimes
 * (createTestDowntime, updateTestDowntime, resolveTestDowntime, read back with
 * listPaymentDowntimes and fetchPaymentDowntime), with their webhook events delivered and signed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentDowntime } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { amountInvoice, expect400, stopGateway } from './invoices-support.js';

const DAY = 24 * 60 * 60;
const SECRET = 'whsec_test_helpers_suite';

/** The events the receiver got, in order, each checked against its signature by an independent HMAC. */
function signedEvents(receiver: WebhookReceiver): { event: string; payload: Record<string, { entity: PaymentDowntime }> }[] {
  return receiver.received.map((got) => {
    const expected = createHmac('sha256', SECRET).update(got.body).digest();
    const signature = Buffer.from(String(got.headers['x-paisa-signature']), 'hex');
    expect(signature.length === expected.length && timingSafeEqual(signature, expected), 'X-Paisa-Signature verifies').toBe(true);
    return JSON.parse(got.body);
  });
}

const eventNames = (receiver: WebhookReceiver) => signedEvents(receiver).map((e) => e.event);

for (const engine of ENGINES) {
  describe(`test helpers [${engine}]`, () => {
    let gw: TestGateway;
    let receiver: WebhookReceiver;
    beforeEach(async () => {
      receiver = await startWebhookReceiver();
      // a frozen injected clock: only the helpers move test mode's time
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)), webhookUrl: receiver.url, webhookSecret: SECRET });
    });
    afterEach(async () => {
      await stopGateway(gw);
      await receiver.close();
    });

    describe('the clock', () => {
      it('advancing 59 days leaves an invoice issued; one more day expires it, with invoice.expired delivered', async () => {
        const client = gw.client();
        const invoice = await client.invoices.create(amountInvoice());
        const issuedAt = Number(invoice.issued_at);

        const after59 = await client.testHelpers.advanceClock({ by: 59 * DAY });
        expect(after59).toEqual({ entity: 'test_clock', now: issuedAt + 59 * DAY, offset: 59 * DAY });
        expect((await client.invoices.fetch(invoice.id)).status).toBe('issued');

        await client.testHelpers.advanceClock({ to: issuedAt + 60 * DAY });
        const expired = await client.invoices.fetch(invoice.id);
        expect(expired).toMatchObject({ status: 'expired', expired_at: issuedAt + 60 * DAY });
        await receiver.waitFor(1);
        expect(eventNames(receiver)).toEqual(['invoice.expired']);
      });

      it('stamps test-mode data with its time and leaves live mode on real time', async () => {
        const before = gw.clock.now();
        await gw.client().testHelpers.advanceClock({ by: 30 * DAY });
        expect(await gw.client().testHelpers.fetchClock()).toEqual({ entity: 'test_clock', now: before + 30 * DAY, offset: 30 * DAY });
        const testItem = await gw.client().items.create({ name: 'Test', amount: 1000, currency: 'INR' });
        const liveItem = await gw.client('live').items.create({ name: 'Live', amount: 1000, currency: 'INR' });
        expect(testItem.created_at).toBe(before + 30 * DAY);
        expect(liveItem.created_at).toBe(before);
      });

      it('keeps its time across a restart', async () => {
        await gw.client().testHelpers.advanceClock({ by: 7 * DAY });
        await gw.restart();
        expect((await gw.client().testHelpers.fetchClock()).offset).toBe(7 * DAY);
      });

      it('never moves backwards: a `to` not later than now is refused and time stays', async () => {
        const now = (await gw.client().testHelpers.fetchClock()).now;
        for (const to of [now, now - 1]) {
          await expect400(gw.client().testHelpers.advanceClock({ to }), 'to', `The clock can only move forward; test mode's time is ${now}`);
        }
        expect(await gw.client().testHelpers.fetchClock()).toEqual({ entity: 'test_clock', now, offset: 0 });
      });

      it.each([
        ['both to and by', { to: 2_000_000_000, by: 10 }],
        ['neither', {}],
        ['by 0', { by: 0 }],
        ['by more than 10 years', { by: 315_360_001 }],
      ])('refuses %s with a 400 and moves nothing', async (_name, body) => {
        const error = await gw
          .client()
          .testHelpers.advanceClock(body as never)
          .then(
            () => undefined,
            (e: { status?: number }) => e,
          );
        expect(error?.status).toBe(400);
        expect((await gw.client().testHelpers.fetchClock()).offset).toBe(0);
      });
    });

    describe('a live key', () => {
      it('gets test_mode_only from every helper, and nothing happens', async () => {
        const live = gw.client('live');
        const started = await gw.client().testHelpers.createDowntime({ method: 'upi', severity: 'high', instrument: { psp: 'examplepsp' } });
        const calls: [string, () => Promise<unknown>][] = [
          ['fetchClock', () => live.testHelpers.fetchClock()],
          ['advanceClock', () => live.testHelpers.advanceClock({ by: DAY })],
          ['createDowntime', () => live.testHelpers.createDowntime({ method: 'card', severity: 'low', instrument: { network: 'Visa' } })],
          ['updateDowntime', () => live.testHelpers.updateDowntime(started.id, { severity: 'low' })],
          ['resolveDowntime', () => live.testHelpers.resolveDowntime(started.id)],
        ];
        for (const [name, call] of calls) {
          const error = await expect400(call(), null, 'This operation is available in test mode only');
          expect(error.error?.reason, name).toBe('test_mode_only');
        }
        expect((await gw.client().testHelpers.fetchClock()).offset).toBe(0);
        expect((await live.payments.listDowntimes()).items).toEqual([]);
        expect(await gw.client().payments.fetchDowntime(started.id)).toMatchObject({ status: 'started', severity: 'high' });
      });
    });

    describe('payment downtimes', () => {
      it('go started -> updated -> resolved, listed while open, each move delivered as a signed event', async () => {
        const client = gw.client();
        const started = await client.testHelpers.createDowntime({ method: 'netbanking', severity: 'high', instrument: { bank: 'HDFC' } });
        expect(started).toMatchObject({ entity: 'payment.downtime', status: 'started', scheduled: false, begin: gw.clock.now(), end: null });
        expect((await client.payments.listDowntimes()).items.map((d) => d.id)).toEqual([started.id]);

        const updated = await client.testHelpers.updateDowntime(started.id, { severity: 'medium', end: gw.clock.now() + 3600 });
        expect(updated).toMatchObject({ status: 'updated', severity: 'medium', end: gw.clock.now() + 3600 });

        const resolved = await client.testHelpers.resolveDowntime(started.id);
        expect(resolved).toMatchObject({ status: 'resolved', end: gw.clock.now() });
        expect((await client.payments.listDowntimes()).items).toEqual([]);
        expect(await client.payments.fetchDowntime(started.id)).toEqual(resolved);

        await receiver.waitFor(3);
        // delivery is unordered (spec tag webhooks): each event is checked against its own snapshot
        const events = signedEvents(receiver);
        expect(events.map((e) => e.event).sort()).toEqual(['payment.downtime.resolved', 'payment.downtime.started', 'payment.downtime.updated']);
        for (const e of events) expect(`payment.downtime.${e.payload['payment.downtime']?.entity.status}`).toBe(e.event);
      });

      it('a scheduled one starts when the clock passes begin and is resolved when it passes end, in that order', async () => {
        const client = gw.client();
        const now = gw.clock.now();
        const planned = await client.testHelpers.createDowntime({
          method: 'card',
          severity: 'low',
          instrument: { network: 'RuPay' },
          scheduled: true,
          begin: now + 3600,
          end: now + 7200,
        });
        expect(planned).toMatchObject({ status: 'scheduled', scheduled: true });

        await client.testHelpers.advanceClock({ by: 3600 - 1 });
        expect((await client.payments.fetchDowntime(planned.id)).status).toBe('scheduled');

        await client.testHelpers.advanceClock({ by: DAY });
        expect(await client.payments.fetchDowntime(planned.id)).toMatchObject({ status: 'resolved', end: now + 7200, updated_at: now + 7200 });
        await receiver.waitFor(2);
        // in that order on the clock: the snapshots' updated_at, whatever order the deliveries arrived in
        const events = signedEvents(receiver).sort(
          (a, b) => (a.payload['payment.downtime']?.entity.updated_at ?? 0) - (b.payload['payment.downtime']?.entity.updated_at ?? 0),
        );
        expect(events.map((e) => e.event)).toEqual(['payment.downtime.started', 'payment.downtime.resolved']);
        expect(events[0]?.payload['payment.downtime']?.entity).toMatchObject({ status: 'started', updated_at: now + 3600 });
      });

      it('an update of a scheduled or resolved downtime is refused by the machine', async () => {
        const client = gw.client();
        const planned = await client.testHelpers.createDowntime({
          method: 'upi',
          severity: 'low',
          instrument: { flow: 'collect' },
          scheduled: true,
          begin: gw.clock.now() + 60,
        });
        await expect400(
          client.testHelpers.updateDowntime(planned.id, { severity: 'high' }),
          null,
          'Operation not allowed for PaymentDowntime in scheduled status.',
        );
        await client.testHelpers.resolveDowntime(planned.id);
        await expect400(client.testHelpers.resolveDowntime(planned.id), null, 'Operation not allowed for PaymentDowntime in resolved status.');
      });

      it.each([
        [
          'an instrument key of another method',
          { method: 'upi', severity: 'high', instrument: { bank: 'HDFC' } },
          'instrument.bank',
          /does not apply to the upi method/,
        ],
        ['an unknown method', { method: 'wallet', severity: 'high', instrument: { bank: 'HDFC' } }, 'method', undefined],
        ['an empty instrument', { method: 'upi', severity: 'high', instrument: {} }, 'instrument', undefined],
        ['a scheduled one without begin', { method: 'upi', severity: 'high', instrument: { psp: 'x' }, scheduled: true }, 'begin', /must begin later/],
        [
          'an unscheduled one beginning later',
          { method: 'upi', severity: 'high', instrument: { psp: 'x' }, begin: 4_000_000_000 },
          'begin',
          /cannot begin later/,
        ],
        ['an end before begin', { method: 'upi', severity: 'high', instrument: { psp: 'x' }, end: 1_000_000_000 }, 'end', /must be later than the begin/],
      ])('refuses %s, naming the field, and keeps nothing', async (_name, body, field, description) => {
        await expect400(gw.client().testHelpers.createDowntime(body as never), field, description);
        expect((await gw.client().payments.listDowntimes()).items).toEqual([]);
      });

      it('an id of the other mode is unknown', async () => {
        const started = await gw.client().testHelpers.createDowntime({ method: 'upi', severity: 'high', instrument: { psp: 'x' } });
        await expect400(gw.client('live').payments.fetchDowntime(started.id), 'downtime_id', 'The id provided does not exist');
      });
    });
  });
}
