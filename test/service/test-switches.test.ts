/**
 * spec createTestSwitch, listTestSwitches, deleteTestSwitch over HTTP, on both engines: a card
 * switch fails the next `count` payments of that card at the hosted checkout with its
 * `error_reason` and the next one succeeds; two payments at once take two uses; the card number is
 * in no row; a UPI switch fails a UPI payment; an endpoint switch answers the next attempts with
 * its status without sending them, and the retry schedule delivers for real once it is used up;
 * a live key is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSwitch } from '../../generated/types/index.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { until } from '../support/until.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { apiError, CARD_OK, payableInvoice, paymentIdOf, payViaCheckout, storedPayment } from './payments-support.js';

const MASTERCARD = '5555555555554444';

describe.each(ENGINES)('test switches (%s)', (engine) => {
  let gw: TestGateway;
  let receiver: WebhookReceiver | undefined;
  const helpers = () => gw.client('test').testHelpers;

  /** Pays a fresh invoice at the hosted checkout with `fields`; answers the payment as stored. */
  async function pay(fields: Record<string, string>) {
    const { invoice } = await payableInvoice(gw, { amount: 10_000 });
    const answer = await payViaCheckout(gw, invoice.id, { ...CARD_OK, ...fields });
    return (await storedPayment(gw, paymentIdOf(answer.html)))!;
  }

  beforeAll(async () => {
    gw = await startGateway({ engine });
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    await receiver?.close();
  });

  it('fails the next `count` payments of the card with its reason, then the card pays again', async () => {
    const made = await helpers().createSwitch({ kind: 'payment_failure', card_number: MASTERCARD, count: 2, error_reason: 'insufficient_funds' });
    expect(made).toMatchObject({ entity: 'test_switch', kind: 'payment_failure', count: 2, card_last4: '4444', vpa: null, error_reason: 'insufficient_funds' });
    expect(made.id).toMatch(/^tsw_[0-9A-Za-z]{14}$/);
    expect((await helpers().listSwitches()).items.map((s) => s.id)).toContain(made.id);

    // another card is not switched
    expect((await pay({ card_number: '4111 1111 1111 1111' })).status).toBe('captured');
    for (let i = 0; i < 2; i++) {
      const failed = await pay({ card_number: '5555 5555 5555 4444' });
      expect(failed).toMatchObject({
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_source: 'bank',
        error_step: 'payment_authorization',
        error_reason: 'insufficient_funds',
      });
    }
    // used up: gone from the list, and the third payment is captured
    expect((await helpers().listSwitches()).items.map((s) => s.id)).not.toContain(made.id);
    expect((await pay({ card_number: MASTERCARD })).status).toBe('captured');
    expect((await apiError(helpers().deleteSwitch(made.id))).error).toMatchObject({ field: 'switch_id' });
  });

  it('keeps no card number: only the last 4 digits and a keyed hash', async () => {
    const made = await helpers().createSwitch({ kind: 'payment_failure', card_number: '4012888888881881' });
    const stored = await gw.ctx.store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM test_switches WHERE id = ?', [made.id]));
    expect(JSON.stringify(stored)).not.toContain('4012888888881881');
    expect(String(stored[0]?.target)).toMatch(/^card:[0-9a-f]{64}$/);
    expect((await helpers().deleteSwitch(made.id)).deleted).toBe(true);
    expect((await pay({ card_number: '4012 8888 8888 1881' })).status).toBe('captured');
  });

  it('two payments at once take two uses, never one twice', async () => {
    const made = await helpers().createSwitch({ kind: 'payment_failure', card_number: MASTERCARD, count: 3 });
    const payments = await Promise.all([pay({ card_number: MASTERCARD }), pay({ card_number: MASTERCARD })]);
    expect(payments.map((p) => p.status)).toEqual(['failed', 'failed']);
    expect(payments.map((p) => p.error_reason)).toEqual(['declined_by_bank', 'declined_by_bank']);
    const left = (await helpers().listSwitches()).items.find((s: TestSwitch) => s.id === made.id);
    expect(left?.count).toBe(1);
    await helpers().deleteSwitch(made.id);
  });

  it('fails the next UPI payment of a VPA', async () => {
    await helpers().createSwitch({ kind: 'payment_failure', vpa: 'Success@Paisa', error_reason: 'payment_declined' });
    const upi = { method: 'upi', vpa: 'success@paisa' };
    expect(await pay(upi)).toMatchObject({ status: 'failed', error_reason: 'payment_declined', error_source: 'bank' });
    expect((await pay(upi)).status).toBe('captured');
  });

  it('answers the next attempts to an endpoint with the status, unsent, and the retries deliver once it is used up', async () => {
    receiver = await startWebhookReceiver();
    const endpoint = await gw.client('test').webhookEndpoints.create({ url: receiver.url, events: ['payment.captured'] });
    const made = await helpers().createSwitch({ kind: 'webhook_failure', webhook_id: endpoint.id, count: 2, status_code: 503 });
    expect(made).toMatchObject({ kind: 'webhook_failure', webhook_id: endpoint.id, status_code: 503, card_last4: null, error_reason: null });
    await pay({});
    const event = await until(
      'the first attempt',
      () => gw.client('test').events.list({ event: 'payment.captured', count: 1 }),
      (page) => page.items[0]?.deliveries.some((d) => d.webhook_id === endpoint.id && d.attempts >= 1) === true,
    );
    const eventId = event.items[0]!.id;
    for (let attempt = 2; attempt <= 3; attempt++) {
      // the retry schedule (webhooks/backoff.ts): at most an hour away
      gw.clock.advance(3600);
      gw.ctx.webhooks.wake();
      await until(
        `attempt ${attempt}`,
        () => gw.client('test').events.listAttempts(eventId, { webhook_id: endpoint.id, count: 10 }),
        (page) => page.items.length >= attempt,
      );
    }
    await receiver.waitFor(1);
    const attempts = await gw.client('test').events.listAttempts(eventId, { webhook_id: endpoint.id, count: 10 });
    expect(attempts.items.map((a) => [a.outcome, a.status_code])).toEqual([
      ['delivered', 200],
      ['failed', 503],
      ['failed', 503],
    ]);
    for (const failed of attempts.items.slice(1)) {
      expect(failed.duration_ms).toBe(0);
      expect(failed.error).toContain(made.id);
    }
    // the switched attempts were never sent: the receiver got the delivered one only
    expect(receiver.received).toHaveLength(1);
    expect((await apiError(helpers().createSwitch({ kind: 'webhook_failure', webhook_id: 'wh_00000000000000' }))).error).toMatchObject({
      field: 'webhook_id',
    });
  });

  it('refuses a live key, and a body mixing the kinds', async () => {
    const live = gw.client('live').testHelpers;
    for (const call of [
      () => live.createSwitch({ kind: 'payment_failure', card_number: MASTERCARD }),
      () => live.listSwitches(),
      () => live.deleteSwitch('tsw_00000000000000'),
    ]) {
      expect((await apiError(call())).error).toMatchObject({ reason: 'test_mode_only' });
    }
    const mixed = await apiError(helpers().createSwitch({ kind: 'payment_failure', card_number: MASTERCARD, vpa: 'success@paisa' } as never));
    expect(mixed.status).toBe(400);
    const none = await apiError(helpers().createSwitch({ kind: 'payment_failure' } as never));
    expect(none.status).toBe(400);
  });
});
