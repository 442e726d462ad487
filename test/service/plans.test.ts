/**
 * Plans over HTTP with the generated client, on every engine (spec tag `plans`): createPlan's
 * rules (400 naming the field, nothing written), the plan's own item, fetch and list, and mode
 * isolation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreatePlanBody } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { ENGINES, startGateway, type TestGateway } from '../support/gateway.js';
import { expect400 } from './invoices-support.js';

const GOLD: CreatePlanBody = {
  period: 'monthly',
  interval: 1,
  item: { name: 'Gold membership', amount: 49_900, currency: 'INR', description: 'Monthly gold membership' },
  notes: { tier: 'gold' },
};

for (const engine of ENGINES) {
  describe(`plans [${engine}]`, () => {
    let gw: TestGateway;
    beforeEach(async () => {
      gw = await startGateway({ engine, clock: manualClock(Math.floor(Date.now() / 1000)) });
    });
    afterEach(() => gw?.stop());

    const plans = () => gw.client().plans;

    it('creates a plan with an item of its own, and fetch and list return it', async () => {
      const now = gw.clock.now();
      const plan = await plans().create(GOLD);
      expect(plan).toEqual({
        id: expect.stringMatching(/^plan_[0-9A-Za-z]{14}$/),
        entity: 'plan',
        interval: 1,
        period: 'monthly',
        item: {
          id: expect.stringMatching(/^item_[0-9A-Za-z]{14}$/),
          entity: 'item',
          active: true,
          name: 'Gold membership',
          description: 'Monthly gold membership',
          amount: 49_900,
          unit_amount: 49_900,
          currency: 'INR',
          created_at: now,
        },
        notes: { tier: 'gold' },
        created_at: now,
      });
      expect(await plans().fetch(plan.id)).toEqual(plan);
      expect((await plans().list()).items).toEqual([plan]);
      // its item is in the catalogue too; the plan keeps its own copy, so editing it changes no price
      expect(await gw.client().items.fetch(plan.item.id)).toEqual(plan.item);
      await gw.client().items.update(plan.item.id, { amount: 99_900 });
      expect((await plans().fetch(plan.id)).item.amount).toBe(49_900);
    });

    it.each([
      ['a daily plan every 6 days', { period: 'daily', interval: 6 }, 'interval', undefined],
      ['interval 0', { interval: 0 }, 'interval', undefined],
      ['period hourly', { period: 'hourly' }, 'period', undefined],
      ['item.amount below INR 1.00', { item: { ...GOLD.item, amount: 99 } }, 'item.amount', 'The amount must be at least INR 1.00'],
      ['an item without a name', { item: { amount: 100, currency: 'INR' } }, 'item.name', undefined],
      ['an unknown currency', { item: { ...GOLD.item, currency: 'XYZ' } }, 'item.currency', undefined],
      ['a field the body does not have', { offer_id: 'offer_JHD834hjbxzhd38d' }, 'offer_id', 'offer_id is/are not required and should not be sent'],
    ])('refuses %s, naming the field, creating nothing', async (_name, extra, field, description) => {
      await expect400(plans().create({ ...GOLD, ...extra } as unknown as CreatePlanBody), field, description);
      expect((await plans().list()).items).toEqual([]);
    });

    it('a daily plan every 7 days is the shortest daily plan', async () => {
      expect((await plans().create({ ...GOLD, period: 'daily', interval: 7 })).interval).toBe(7);
    });

    it('lists newest first, within from / to, and pages with count / skip', async () => {
      const first = await plans().create(GOLD);
      gw.clock.advance(60);
      const second = await plans().create({ ...GOLD, period: 'yearly' });
      expect((await plans().list()).items.map((p) => p.id)).toEqual([second.id, first.id]);
      expect((await plans().list({ to: first.created_at })).items.map((p) => p.id)).toEqual([first.id]);
      expect((await plans().list({ count: 1, skip: 1 })).items.map((p) => p.id)).toEqual([first.id]);
    });

    it('keeps to its mode; an unknown id is a 400', async () => {
      const plan = await plans().create(GOLD);
      await expect400(gw.client('live').plans.fetch(plan.id), 'plan_id', 'The id provided does not exist');
      expect((await gw.client('live').plans.list()).items).toEqual([]);
      await expect400(plans().fetch('plan_AAAAAAAAAAAAAA'), 'plan_id', 'The id provided does not exist');
    });
  });
}
