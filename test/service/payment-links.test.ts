/**
 * Payment links over HTTP with the generated client, on every engine (spec tag `payment_links`):
 * the create rules (400 naming the field, nothing written), reference_id uniqueness under a race,
 * fetch / list / update / cancel / notify, paying at the short_url in parts through the payables
 * seam (partially_paid, paid, payment_link.* events, `payments`), expiry on test mode's clock,
 * and a 20-way race of parts that never overpays.
 */
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPaymentLinkSignature } from '../../generated/client/index.js';
import type { CreatePaymentLinkBody } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { expect400 } from './invoices-support.js';
import { CARD_OK, eventsFor, openCheckoutAt } from './payments-support.js';

const DAY = 24 * 60 * 60;
const LINK: CreatePaymentLinkBody = {
  amount: 100_000,
  currency: 'INR',
  description: 'Policy no 23456',
  customer: { name: 'Gaurav Kumar', email: 'gaurav.kumar@example.com', contact: '+919000090000' },
};

for (const engine of ENGINES) {
  describe(`payment links [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)) });
    });
    afterEach(() => gw?.stop());

    const links = () => gw.client().paymentLinks;
    const log = (id: string) => gw.ctx.store.transaction((tx) => tx.notifications.list('test', { entity_id: id }));
    const pay = async (id: string, amount?: string) =>
      (await openCheckoutAt(gw, `/checkout/payment_links/${id}`)).submit({ ...CARD_OK, ...(amount ? { amount } : {}) });

    it('creates a link with its defaults and short_url, and sends it as notify asks', async () => {
      const now = gw.clock.now();
      const link = await links().create({ ...LINK, reference_id: 'TS1989', notify: { sms: true, email: false } });
      expect(link).toMatchObject({
        entity: 'payment_link',
        status: 'created',
        amount: 100_000,
        amount_paid: 0,
        accept_partial: false,
        expire_by: now + 183 * DAY,
        short_url: `${gw.ctx.publicUrl}/checkout/payment_links/${link.id}`,
        payments: null,
        created_at: now,
      });
      expect(link.order_id).toMatch(/^order_/);
      expect((await log(link.id)).map((n) => n.channel)).toEqual(['sms']);
      expect(await links().fetch(link.id)).toEqual(link);
    });

    it.each([
      ['expire_by under 15 minutes ahead', { expire_by: 'soon' }, 'expire_by', 'timestamp must be atleast 15 minutes in future'],
      ['expire_by over 6 months ahead', { expire_by: 'late' }, 'expire_by', 'timestamp must be at most 6 months after the link is created'],
      [
        'first_min_partial_amount above amount',
        { accept_partial: true, first_min_partial_amount: 100_001 },
        'first_min_partial_amount',
        /should not be greater/,
      ],
      // rule 5, in the catalogue's words (upi_link_inr_only, upi_link_no_partial)
      ['a UPI link in USD', { upi_link: true, currency: 'USD' }, 'currency', 'upi is currently supported only in indian currency'],
      ['a UPI link with partial payments', { upi_link: true, accept_partial: true }, 'accept_partial', 'partial payment not supported in upi link'],
      ['callback_url without callback_method', { callback_url: 'https://shop.example.in/cb' }, 'callback_method', undefined],
    ])('refuses %s, naming the field, creating nothing', async (_name, extra, field, description) => {
      const now = gw.clock.now();
      const fixed = { ...extra } as Record<string, unknown>;
      if (fixed.expire_by === 'soon') fixed.expire_by = now + 14 * 60;
      if (fixed.expire_by === 'late') fixed.expire_by = now + 184 * DAY;
      await expect400(links().create({ ...LINK, ...fixed } as CreatePaymentLinkBody), field, description);
      expect((await links().list()).items).toEqual([]);
    });

    it('reference_id is unique among the merchant links, even when ten creates race', async () => {
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => links().create({ ...LINK, reference_id: 'RACE-1' })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      await expect400(links().create({ ...LINK, reference_id: 'RACE-1' }), 'reference_id', 'payment link creation with reference ID already attempted');
      expect((await links().list({ reference_id: 'RACE-1' })).items).toHaveLength(1);
      // the other mode has links of its own
      expect((await gw.client('live').paymentLinks.create({ ...LINK, reference_id: 'RACE-1' })).reference_id).toBe('RACE-1');
    });

    it('is paid in parts at its short_url: partially_paid, then paid, with its payments and events', async () => {
      const link = await links().create({ ...LINK, accept_partial: true, first_min_partial_amount: 40_000 });
      expect((await pay(link.id, '399.99')).status).toBe(400);
      expect((await pay(link.id, '400.00')).status).toBe(200);
      expect(await links().fetch(link.id)).toMatchObject({ status: 'partially_paid', amount_paid: 40_000 });
      expect((await pay(link.id, '600.01')).status).toBe(400);
      expect((await pay(link.id, '600.00')).status).toBe(200);
      const paid = await links().fetch(link.id);
      expect(paid).toMatchObject({ status: 'paid', amount_paid: 100_000 });
      expect(paid.payments?.map((p) => [p.amount, p.plink_id, p.status])).toEqual([
        [40_000, link.id, 'captured'],
        [60_000, link.id, 'captured'],
      ]);
      const paymentId = paid.payments?.[0]?.payment_id ?? '';
      expect((await links().list({ payment_id: paymentId })).items.map((l) => l.id)).toEqual([link.id]);
      const events = (await eventsFor(gw, link.id)).map((e) => e.event).filter((e) => e.startsWith('payment_link.'));
      expect(events.sort()).toEqual(['payment_link.paid', 'payment_link.partially_paid']);
      const page = await (await fetch(`${gw.baseUrl}/checkout/payment_links/${link.id}`)).text();
      expect(page).toContain('cannot cancel or expire an already paid/partially paid link');
      await expect400(links().update(link.id, { notes: { a: 'b' } }), null, 'update can only be made in created or partially paid state');
    });

    it('sends the customer back to callback_url (303) after each part, signed with the key secret', async () => {
      const link = await links().create({
        ...LINK,
        accept_partial: true,
        reference_id: 'CB-1',
        callback_url: 'https://shop.example.in/paisa/callback?x=1',
        callback_method: 'get',
      });
      const page = await fetch(`${gw.baseUrl}/checkout/payment_links/${link.id}`);
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https://shop.example.in;");
      for (const [amount, status] of [
        ['400.00', 'partially_paid'],
        ['600.00', 'paid'],
      ] as const) {
        const answer = await pay(link.id, amount);
        expect(answer.status).toBe(303);
        const to = new URL(answer.headers.get('location') ?? '');
        expect(`${to.origin}${to.pathname}`).toBe('https://shop.example.in/paisa/callback');
        expect(to.searchParams.get('x')).toBe('1');
        const paymentId = to.searchParams.get('paisa_payment_id') ?? '';
        expect(to.searchParams.get('paisa_payment_link_id')).toBe(link.id);
        expect(to.searchParams.get('paisa_payment_link_reference_id')).toBe('CB-1');
        expect(to.searchParams.get('paisa_payment_link_status')).toBe(status);
        const signature = to.searchParams.get('paisa_signature') ?? '';
        expect(signature).toBe(createHmac('sha256', gw.keys.test.secret).update(`${link.id}|CB-1|${status}|${paymentId}`).digest('hex'));
        expect(verifyPaymentLinkSignature(gw.keys.test.secret, { paymentLinkId: link.id, referenceId: 'CB-1', status, paymentId, signature })).toBe(true);
        expect(
          verifyPaymentLinkSignature(gw.keys.test.secret, {
            paymentLinkId: link.id,
            referenceId: 'CB-1',
            status: 'paid',
            paymentId: `${paymentId}x`,
            signature,
          }),
        ).toBe(false);
      }
    });

    it('expires when test mode passes expire_by, not a second before; its page then takes no money', async () => {
      const link = await links().create({ ...LINK, expire_by: gw.clock.now() + 20 * 60 });
      await gw.client().testHelpers.advanceClock({ by: 20 * 60 - 1 });
      expect((await links().fetch(link.id)).status).toBe('created');
      await gw.client().testHelpers.advanceClock({ by: 1 });
      expect(await links().fetch(link.id)).toMatchObject({ status: 'expired', expired_at: link.expire_by });
      expect((await eventsFor(gw, link.id)).map((e) => e.event)).toContain('payment_link.expired');
      const page = await fetch(`${gw.baseUrl}/checkout/payment_links/${link.id}`);
      expect(await page.text()).toContain('cannot cancel or expire an expired link');
      await expect400(links().cancel(link.id), null, 'cannot cancel or expire an expired link');
    });

    it('cancels only while created, with the reference words for the rest', async () => {
      const link = await links().create(LINK);
      expect(await links().cancel(link.id)).toMatchObject({ status: 'cancelled', cancelled_at: gw.clock.now() });
      await expect400(links().cancel(link.id), null, 'payment link already cancelled');
      // its page says so and shows no form
      const page = await (await fetch(`${gw.baseUrl}/checkout/payment_links/${link.id}`)).text();
      expect(page).toContain('payment link already cancelled');
      expect(page).not.toContain('<form');
      const part = await links().create({ ...LINK, accept_partial: true });
      expect((await pay(part.id, '100.00')).status).toBe(200);
      await expect400(links().cancel(part.id), null, 'cannot cancel or expire an already paid/partially paid link');
    });

    it('updates within the rules', async () => {
      await links().create({ ...LINK, reference_id: 'TAKEN' });
      const link = await links().create({ ...LINK, accept_partial: true, reference_id: 'MINE' });
      expect(await links().update(link.id, { reference_id: 'NEW', reminder_enable: true, notes: { k: 'v' } })).toMatchObject({
        reference_id: 'NEW',
        reminder_enable: true,
        notes: { k: 'v' },
      });
      await expect400(links().update(link.id, { reference_id: 'TAKEN' }), 'reference_id', 'payment link creation with reference ID already attempted');
      await expect400(links().update(link.id, { expire_by: gw.clock.now() + 60 }), 'expire_by');
      expect((await pay(link.id, '100.00')).status).toBe(200);
      await expect400(links().update(link.id, { accept_partial: false }), 'accept_partial', 'partial payments cannot be turned off once a part has been paid');
    });

    it('notify sends again by the medium asked, when the customer has that detail and the link can be paid', async () => {
      const link = await links().create({ ...LINK, customer: { name: 'No Phone', email: 'np@example.com' } });
      expect(await links().notify(link.id, 'email')).toEqual({ success: true });
      expect((await log(link.id)).map((n) => n.channel)).toEqual(['email']);
      await expect400(links().notify(link.id, 'sms'), 'customer.contact', "The payment link's customer has no contact to send it to");
      await links().cancel(link.id);
      await expect400(links().notify(link.id, 'email'), null, 'Only a payment link that can still be paid can be sent; this one is cancelled');
    });

    it('reminds 3 days and 1 day before expire_by, each once, by the media notify enables', async () => {
      const now = gw.clock.now();
      const link = await links().create({ ...LINK, reminder_enable: true, notify: { sms: true, email: true }, expire_by: now + 5 * DAY });
      const quiet = await links().create({ ...LINK, notify: { sms: true, email: true }, expire_by: now + 5 * DAY });
      const reminders = async (id: string) => (await log(id)).filter((n) => (n.subject ?? n.body).startsWith('Reminder: ')).map((n) => n.channel);
      await gw.client().testHelpers.advanceClock({ by: 2 * DAY - 1 });
      expect(await reminders(link.id)).toEqual([]);
      await gw.client().testHelpers.advanceClock({ by: 1 });
      expect((await reminders(link.id)).sort()).toEqual(['email', 'sms']);
      await gw.client().testHelpers.advanceClock({ by: 2 * DAY });
      expect(await reminders(link.id)).toHaveLength(4);
      await gw.client().testHelpers.advanceClock({ by: 60 * 60 });
      expect(await reminders(link.id)).toHaveLength(4);
      expect(await reminders(quiet.id)).toEqual([]);
    });

    it('twenty parts racing for one link never pay more than it asks', async () => {
      const link = await links().create({ ...LINK, accept_partial: true });
      const pages = await Promise.all(Array.from({ length: 20 }, () => openCheckoutAt(gw, `/checkout/payment_links/${link.id}`)));
      await Promise.all(pages.map((page) => page.submit({ ...CARD_OK, amount: '300.00' })));
      const after = await links().fetch(link.id);
      expect(after).toMatchObject({ status: 'partially_paid', amount_paid: 90_000 });
      expect(after.payments?.map((p) => p.amount)).toEqual([30_000, 30_000, 30_000]);
    });

    it('is invisible to the other mode', async () => {
      const link = await links().create(LINK);
      await expect400(gw.client('live').paymentLinks.fetch(link.id), 'payment_link_id', 'The id provided does not exist');
    });
  });
}
