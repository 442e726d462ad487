/**
 * Subscriptions over HTTP with the generated client, on every engine and on test mode's clock
 * (spec tag `subscriptions`, authorizeTestSubscription, chargeTestSubscription, createSubscription
 * rules 1-10): the create rules, a monthly plan charged through its 12 cycles, a declined card
 * through pending, retries and halted to a recovery, pause and resume, cancellation now and at
 * the cycle's end, a plan change at the cycle's end, a clock jump over five cycles, the mandate
 * page with its signed callback, a future start's verification refunded, expiry of an
 * unauthorized mandate, and three schedulers at once charging every cycle exactly once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifySubscriptionSignature } from '../../generated/client/index.js';
import type { CreateSubscriptionBody, Invoice, Payment, Plan, Subscription } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { chargeDueSubscriptions } from '../../service/resources/subscriptions/charging.js';
import { addCycles } from '../../service/resources/subscriptions/cycles.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { expect400 } from './invoices-support.js';
import { CARD_OK, eventsFor, openCheckoutAt, payViaCheckout } from './payments-support.js';

const DAY = 86_400;
/** spec AuthorizeTestSubscriptionBody rule 1: mandates fine, every later charge declined */
const RECURRING_FAILS = '4000000000000341';

for (const engine of ENGINES) {
  describe(`subscriptions [${engine}]`, () => {
    let gw: TestGateway;
    let monthly: Plan;
    beforeEach(async () => {
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)) });
      monthly = await gw.client().plans.create({ period: 'monthly', interval: 1, item: { name: 'Gold', amount: 49_900, currency: 'INR' } });
    });
    afterEach(() => gw?.stop());

    const client = () => gw.client();
    const subs = () => gw.client().subscriptions;
    const now = () => gw.ctx.clocks.of('test').now();
    const advance = (by: number) => client().testHelpers.advanceClock({ by });
    const create = (extra: Partial<CreateSubscriptionBody> = {}) => subs().create({ plan_id: monthly.id, total_count: 12, ...extra });
    const invoicesOf = async (id: string): Promise<Invoice[]> => (await client().invoices.list({ subscription_id: id, count: 100 })).items.reverse();
    const paymentsOf = async (invoice: Invoice): Promise<Payment[]> =>
      gw.ctx.store.transaction((tx) => tx.entities('payments').list('test', { where: { invoice_id: invoice.id }, count: 100 }));
    // events written by one transaction have no defined order in the outbox: compared as sorted lists
    const eventNames = async (id: string) =>
      (await eventsFor(gw, id))
        .map((e) => e.event)
        .filter((name) => name.startsWith('subscription.'))
        .sort();
    /** an active subscription whose first cycle was charged when the mandate was authorized */
    const active = async (extra: Partial<CreateSubscriptionBody> = {}, card?: string) => {
      const sub = await create(extra);
      return client().testHelpers.authorizeSubscription(sub.id, card ? { card_number: card } : {});
    };

    it('creates a subscription in created with its mandate link, defaults filled, and fetch and list return it', async () => {
      const t = now();
      const sub = await create({ notes: { ref: 'C-1042' } });
      expect(sub).toEqual({
        id: expect.stringMatching(/^sub_[0-9A-Za-z]{14}$/),
        entity: 'subscription',
        plan_id: monthly.id,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: 1,
        notes: { ref: 'C-1042' },
        charge_at: t,
        start_at: t,
        end_at: addCycles(t, monthly, 12),
        auth_attempts: 0,
        total_count: 12,
        paid_count: 0,
        remaining_count: 12,
        customer_notify: 1,
        short_url: `${gw.ctx.publicUrl}/checkout/subscriptions/${sub.id}`,
        payment_method: null,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        offer_id: null,
        expire_by: t + 30 * 365 * DAY,
        created_at: t,
      });
      expect(await subs().fetch(sub.id)).toEqual(sub);
      expect((await subs().list({ plan_id: monthly.id })).items).toEqual([sub]);
      const other = await client().plans.create({ period: 'weekly', interval: 1, item: { name: 'Silver', amount: 9_900, currency: 'INR' } });
      expect((await subs().list({ plan_id: other.id })).items).toEqual([]);
      const indefinite = await create({ total_count: 0 });
      expect(indefinite).toMatchObject({ total_count: 0, remaining_count: null, end_at: null });
    });

    it.each([
      ['a plan that does not exist', { plan_id: 'plan_00000000000000' }, 'plan_id', 'The id provided does not exist'],
      ['an offer (the interface has none)', { offer_id: 'offer_00000000000000' }, 'offer_id', 'Offer Not Found'],
      ['expire_by in the past', { expire_by: 1_000_000_000 }, 'expire_by', 'expire_by should be later than the current time.'],
      ['an add-on in another currency', { addons: [{ item: { name: 'Box', amount: 1_000, currency: 'USD' } }] }, 'addons[0].item.currency', undefined],
      ['a quantity of 0', { quantity: 0 }, 'quantity', undefined],
    ] as const)('refuses %s with a 400 naming the field, and writes nothing', async (_name, change, field, description) => {
      await expect400(create(change as Partial<CreateSubscriptionBody>), field, description);
      expect((await subs().list()).items).toEqual([]);
    });

    it('charges a monthly plan through its 12 cycles to completed, one paid invoice and one captured payment per cycle', async () => {
      const sub = await active();
      expect(sub).toMatchObject({ status: 'active', paid_count: 1, remaining_count: 11, auth_attempts: 1, payment_method: 'card' });
      expect(await eventNames(sub.id)).toEqual(['subscription.activated', 'subscription.authenticated', 'subscription.charged']);
      for (let cycle = 2; cycle <= 12; cycle++) {
        const before = await subs().fetch(sub.id);
        await advance((before.charge_at ?? 0) - now());
        const after = await subs().fetch(sub.id);
        expect(after.paid_count).toBe(cycle);
        expect(after.current_start).toBe(before.charge_at);
      }
      const done = await subs().fetch(sub.id);
      expect(done).toMatchObject({ status: 'completed', paid_count: 12, remaining_count: 0, charge_at: null });
      expect(done.ended_at).toBe(done.current_start);
      const invoices = await invoicesOf(sub.id);
      expect(invoices.map((i) => [i.status, i.amount, i.subscription_id])).toEqual(Array(12).fill(['paid', 49_900, sub.id]));
      for (const invoice of invoices) {
        const payments = await paymentsOf(invoice);
        expect(payments.map((p) => [p.status, p.method, p.token_id?.startsWith('token_')])).toEqual([['captured', 'card', true]]);
      }
      const names = await eventNames(sub.id);
      expect(names.filter((n) => n === 'subscription.charged')).toHaveLength(12);
      expect(names.filter((n) => n === 'subscription.completed')).toHaveLength(1);
      // nothing more is charged after the last cycle
      await advance(90 * DAY);
      expect(await invoicesOf(sub.id)).toHaveLength(12);
    });

    it('a declined card: pending, retried 1, 2 and 3 days later, halted, then recovered by a charge that starts a new cycle', async () => {
      const sub = await active({}, RECURRING_FAILS);
      const start2 = sub.charge_at ?? 0;
      await advance(start2 - now());
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'pending', paid_count: 1, charge_at: start2 + DAY });
      await advance(DAY);
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'pending', charge_at: start2 + 2 * DAY });
      await advance(DAY);
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'pending', charge_at: start2 + 3 * DAY });
      await advance(DAY);
      const halted = await subs().fetch(sub.id);
      expect(halted).toMatchObject({ status: 'halted', charge_at: null, paid_count: 1 });
      const [, second] = await invoicesOf(sub.id);
      expect((await paymentsOf(second)).map((p) => p.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
      // nothing is charged while halted
      await advance(40 * DAY);
      expect(await invoicesOf(sub.id)).toHaveLength(2);
      const recovered = await client().testHelpers.chargeSubscription(sub.id, { outcome: 'success' });
      expect(recovered).toMatchObject({ status: 'active', paid_count: 2, current_start: now(), current_end: addCycles(now(), monthly, 1) });
      expect((await invoicesOf(sub.id))[1].status).toBe('paid');
      expect(await eventNames(sub.id)).toEqual([
        'subscription.activated',
        'subscription.activated',
        'subscription.authenticated',
        'subscription.charged',
        'subscription.charged',
        'subscription.halted',
        'subscription.pending',
      ]);
    });

    it('a pending subscription is recovered when the customer pays the outstanding invoice at its page', async () => {
      const sub = await active({}, RECURRING_FAILS);
      await advance((sub.charge_at ?? 0) - now());
      const [, outstanding] = await invoicesOf(sub.id);
      const answer = await payViaCheckout(gw, outstanding.id, CARD_OK);
      expect(answer.status).toBe(200);
      expect(await subs().fetch(sub.id)).toMatchObject({
        status: 'active',
        paid_count: 2,
        charge_at: sub.current_end === null ? null : addCycles(sub.current_start ?? 0, monthly, 2),
      });
    });

    it('a failed "charge now" moves an active subscription to pending; the fourth failed attempt halts it', async () => {
      const sub = await active();
      const failure = { outcome: 'failure' } as const;
      expect(await client().testHelpers.chargeSubscription(sub.id, failure)).toMatchObject({ status: 'pending', paid_count: 1 });
      expect(await client().testHelpers.chargeSubscription(sub.id, failure)).toMatchObject({ status: 'pending' });
      expect(await client().testHelpers.chargeSubscription(sub.id, failure)).toMatchObject({ status: 'pending' });
      expect(await client().testHelpers.chargeSubscription(sub.id, failure)).toMatchObject({ status: 'halted' });
      await expect400(client().testHelpers.chargeSubscription((await create()).id), 'status', 'Subscription cannot be charged in created status.');
    });

    it('pause stops charging; resume charges again from the next cycle boundary, the paused cycles not made up', async () => {
      const sub = await active();
      const paused = await subs().pause(sub.id, {});
      expect(paused).toMatchObject({ status: 'paused', charge_at: null });
      await expect400(subs().pause(sub.id, {}), 'status', 'Subscription cannot be paused in paused status.');
      await advance(70 * DAY);
      expect(await invoicesOf(sub.id)).toHaveLength(1);
      const resumed = await subs().resume(sub.id, {});
      const anchor = sub.current_start ?? 0;
      const next = [1, 2, 3, 4].map((n) => addCycles(anchor, monthly, n)).find((t) => t > now());
      expect(resumed).toMatchObject({ status: 'active', charge_at: next, paid_count: 1 });
      await expect400(subs().resume(sub.id, {}), 'status', 'Subscription cannot be resumed in active status.');
      await advance((next ?? 0) - now());
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'active', paid_count: 2, current_start: next });
      expect(await eventNames(sub.id)).toEqual(expect.arrayContaining(['subscription.paused', 'subscription.resumed']));
    });

    it('a subscription paused past its end_at with cycles left expires once resumed', async () => {
      const sub = await active({ total_count: 2 });
      await subs().pause(sub.id, {});
      await advance(40 * DAY);
      await subs().resume(sub.id, {});
      await advance(40 * DAY);
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'expired', paid_count: 1, remaining_count: 1, ended_at: sub.end_at });
    });

    it('cancel at cycle end keeps it active until current_end, then cancels it without a charge; cancel now ends it at once', async () => {
      const sub = await active();
      const set = await subs().cancel(sub.id, { cancel_at_cycle_end: '1' });
      expect(set).toMatchObject({ status: 'active', end_at: sub.current_end });
      await advance((sub.current_end ?? 0) - now());
      const cancelled = await subs().fetch(sub.id);
      expect(cancelled).toMatchObject({ status: 'cancelled', ended_at: sub.current_end, paid_count: 1 });
      expect(await invoicesOf(sub.id)).toHaveLength(1);
      await expect400(subs().cancel(sub.id, {}), 'status', 'Subscription is not cancellable in cancelled status.');

      const fresh = await create();
      await expect400(subs().cancel(fresh.id, { cancel_at_cycle_end: '1' }), 'cancel_at_cycle_end');
      expect(await subs().cancel(fresh.id)).toMatchObject({ status: 'cancelled', ended_at: now() });
      await expect400(client().testHelpers.authorizeSubscription(fresh.id, {}), 'status', "This subscription's mandate cannot be authorized: it is cancelled.");
    });

    it('a plan and quantity change at cycle end: visible as scheduled, applied at current_end, charged on the new plan', async () => {
      const sub = await active();
      const premium = await client().plans.create({ period: 'monthly', interval: 1, item: { name: 'Premium', amount: 99_900, currency: 'INR' } });
      const usd = await client().plans.create({ period: 'monthly', interval: 1, item: { name: 'Dollar', amount: 1_000, currency: 'USD' } });
      await expect400(subs().update(sub.id, { plan_id: usd.id }), 'plan_id');
      await expect400(subs().fetchScheduledChanges(sub.id), null, 'Subscription does not have any scheduled changes.');
      const scheduled = await subs().update(sub.id, { plan_id: premium.id, quantity: 2, schedule_change_at: 'cycle_end' });
      expect(scheduled).toMatchObject({ plan_id: monthly.id, quantity: 1, has_scheduled_changes: true, change_scheduled_at: 'cycle_end' });
      expect(await subs().fetchScheduledChanges(sub.id)).toMatchObject({ plan_id: premium.id, quantity: 2 });
      await advance((sub.current_end ?? 0) - now());
      const after = await subs().fetch(sub.id);
      expect(after).toMatchObject({ plan_id: premium.id, quantity: 2, has_scheduled_changes: false, change_scheduled_at: null, paid_count: 2 });
      expect((await invoicesOf(sub.id)).map((i) => i.amount)).toEqual([49_900, 199_800]);
      expect(await eventNames(sub.id)).toContain('subscription.updated');
      // a stored change can be dropped before it applies
      await subs().update(sub.id, { quantity: 3, schedule_change_at: 'cycle_end' });
      expect(await subs().cancelScheduledChanges(sub.id)).toMatchObject({ has_scheduled_changes: false });
      await expect400(subs().cancelScheduledChanges(sub.id), null, 'Subscription does not have any scheduled changes.');
      // an update now applies at once
      expect(await subs().update(sub.id, { quantity: 5 })).toMatchObject({ quantity: 5, has_scheduled_changes: false });
      await expect400(subs().update(sub.id, { start_at: now() + DAY }), 'start_at', 'start_at can be changed only before charging begins.');
      await expect400(subs().update((await create()).id, { quantity: 2 }), 'status');
    });

    it('a clock jump over five cycle starts charges each of them, in order, at its own start', async () => {
      const sub = await active();
      const anchor = sub.current_start ?? 0;
      await advance(addCycles(anchor, monthly, 5) + DAY - now());
      const after = await subs().fetch(sub.id);
      expect(after).toMatchObject({
        status: 'active',
        paid_count: 6,
        remaining_count: 6,
        current_start: addCycles(anchor, monthly, 5),
        charge_at: addCycles(anchor, monthly, 6),
      });
      const invoices = await invoicesOf(sub.id);
      expect(invoices.map((i) => [i.date, i.status])).toEqual([0, 1, 2, 3, 4, 5].map((n) => [addCycles(anchor, monthly, n), 'paid']));
    });

    it('three schedulers running at once charge every due cycle exactly once', async () => {
      const ids = [];
      for (let i = 0; i < 4; i++) ids.push((await active()).id);
      // time moves without the advance's own run: the schedulers find everything due at once
      gw.clock.advance(3 * 31 * DAY);
      await Promise.all([chargeDueSubscriptions(gw.ctx, 'test'), chargeDueSubscriptions(gw.ctx, 'test'), chargeDueSubscriptions(gw.ctx, 'test')]);
      for (const id of ids) {
        const invoices = await invoicesOf(id);
        expect(invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
        for (const invoice of invoices) expect((await paymentsOf(invoice)).filter((p) => p.status === 'captured')).toHaveLength(1);
        expect((await subs().fetch(id)).paid_count).toBe(4);
      }
    });

    it('a mandate page: the card authorizes it, the first cycle is charged, and the callback carries a valid signature', async () => {
      const sub = await create({ addons: [{ item: { name: 'Delivery', amount: 3_000, currency: 'INR' } }] });
      const page = await openCheckoutAt(gw, `/checkout/subscriptions/${sub.id}?callback_url=${encodeURIComponent('https://merchant.example/done')}`);
      const answer = await page.submit(CARD_OK);
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get('location') ?? '');
      const paymentId = location.searchParams.get('paisa_payment_id') ?? '';
      expect(location.searchParams.get('paisa_subscription_id')).toBe(sub.id);
      const signature = location.searchParams.get('paisa_signature') ?? '';
      expect(verifySubscriptionSignature(gw.keys.test.secret, { paymentId, subscriptionId: sub.id, signature })).toBe(true);
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'active', paid_count: 1, payment_method: 'card' });
      // the add-on is charged once, with the first cycle
      const [first] = await invoicesOf(sub.id);
      expect(first).toMatchObject({ amount: 52_900, status: 'paid', payment_id: paymentId });
      await advance(addCycles(now(), monthly, 1) - now());
      expect((await invoicesOf(sub.id)).map((i) => i.amount)).toEqual([52_900, 49_900]);
      // the token kept is never the card number
      const rows = await gw.ctx.store.transaction((tx) => tx.sql.all<Record<string, unknown>>('SELECT * FROM subscription_billing', []));
      expect(JSON.stringify(rows)).not.toContain('4111111111111111');
      // the last four digits in their column, not somewhere in the rows (a random id or a time may hold "1111")
      expect(rows.find((r) => r.subscription_id === sub.id)).toMatchObject({ card_last4: '1111', card_network: 'Visa' });
    });

    it('a future start: the mandate is verified with INR 1.00, refunded at once, and the first cycle is charged at start_at', async () => {
      const startAt = now() + 10 * DAY;
      const sub = await create({ start_at: startAt });
      const authenticated = await client().testHelpers.authorizeSubscription(sub.id, {});
      expect(authenticated).toMatchObject({ status: 'authenticated', paid_count: 0, charge_at: startAt, end_at: addCycles(startAt, monthly, 12) });
      const verification = await gw.ctx.store.transaction((tx) => tx.entities('payments').list('test', { where: { subscription_id: sub.id } }));
      expect(verification.map((p) => [p.amount, p.status, p.order_id])).toEqual([[100, 'refunded', null]]);
      await advance(startAt - now());
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'active', paid_count: 1, current_start: startAt });
      expect(await eventNames(sub.id)).toEqual(['subscription.activated', 'subscription.authenticated', 'subscription.charged']);
    });

    it('a mandate not authorized by expire_by expires; a declined card leaves it created with the attempt counted', async () => {
      const sub = await create({ expire_by: now() + 3_600 });
      const declined = await client().testHelpers.authorizeSubscription(sub.id, { card_number: '4000000000000002' });
      expect(declined).toMatchObject({ status: 'created', auth_attempts: 1 });
      await expect400(client().testHelpers.authorizeSubscription(sub.id, { card_number: '4242424242424242' }), 'card_number');
      await advance(3_601);
      expect(await subs().fetch(sub.id)).toMatchObject({ status: 'expired', ended_at: sub.expire_by });
      await expect400(client().testHelpers.authorizeSubscription(sub.id, {}), 'status');
    });
  });
}

/** The type the list filter returns is the spec's; the compiler checks this file uses it. */
export type { Subscription };
