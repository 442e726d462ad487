/**
 * Subscriptions (spec tag `subscriptions`): create, list, fetch, update (now or at the cycle's
 * end), the stored update read and dropped, cancel (now or at the cycle's end), pause and resume.
 * Statuses move only through the Subscription machine; what is charged when, and the mandate,
 * are charging.ts, mandate.ts and resources/subscriptions/payable.ts.
 */
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { Subscription } from '../../../generated/types/index.js';
import type { ServiceContext } from '../../context.js';
import { eventContext } from '../../events.js';
import { newId } from '../../ids.js';
import type { Mode, Tx } from '../../store/store.js';
import { collectionText, page } from '../collection.js';
import { defineResource } from '../resource.js';
import { NEW_BILLING, readBilling, writeBilling } from './billing.js';
import { cancelOutstanding } from './charging.js';
import { endAt, nextBoundary } from './cycles.js';
import { nextCycleStart, withUpdate } from './lifecycle.js';
import { findSubscription, requireLocked, requirePlan, saveSubscription, subscriptionShortUrl, subscriptions } from './records.js';

/** createSubscription rule 3: the mandate's deadline, 30 years after creation by default. */
const DEFAULT_EXPIRE_SECONDS = 30 * 365 * 86_400;

export const resource = defineResource('subscriptions', (ctx: ServiceContext) => {
  const { store, machines } = ctx;
  const clock = (mode: Mode) => ctx.clocks.of(mode);
  const read = <R>(fn: (tx: Tx) => Promise<R>) => store.transaction(fn, { readOnly: true });

  return {
    async createSubscription({ body, auth }) {
      const now = clock(auth.mode).now();
      if (body.offer_id !== undefined) throw refuse('offer_not_found'); // rule 5
      if (body.expire_by !== undefined && body.expire_by <= now) throw refuse('subscription_expire_by_past'); // rule 3
      return store.transaction(async (tx) => {
        const plan = await requirePlan(tx, auth.mode, body.plan_id); // rule 1
        // rule 6: add-ons in the plan's currency
        for (const [index, addon] of (body.addons ?? []).entries()) {
          if (addon.item.currency !== plan.item.currency) throw refuse('item_currency_mismatch', {}, { field: `addons[${index}].item.currency` });
        }
        const startAt = body.start_at ?? now;
        const expireBy = body.expire_by ?? now + DEFAULT_EXPIRE_SECONDS;
        const remaining = body.total_count === 0 ? null : body.total_count;
        const id = newId(idPrefixes.Subscription);
        const draft: Subscription = {
          id,
          entity: 'subscription',
          plan_id: plan.id,
          status: 'created',
          current_start: null,
          current_end: null,
          ended_at: null,
          quantity: body.quantity,
          notes: body.notes ?? {},
          charge_at: startAt,
          start_at: startAt,
          end_at: endAt(startAt, plan, remaining, null),
          auth_attempts: 0,
          total_count: body.total_count,
          paid_count: 0,
          remaining_count: remaining,
          customer_notify: body.customer_notify === '0' ? 0 : 1,
          short_url: subscriptionShortUrl(ctx.publicUrl, id),
          payment_method: null,
          has_scheduled_changes: false,
          change_scheduled_at: null,
          source: 'api',
          offer_id: null,
          expire_by: expireBy,
          created_at: now,
        };
        const { entity } = await machines.Subscription.create(draft, 'create', eventContext(tx, auth.mode));
        await subscriptions(tx).insert(auth.mode, entity, { key_id: auth.keyId });
        if (body.addons?.length) await writeBilling(tx, auth.mode, id, { ...NEW_BILLING, addons: body.addons });
        return entity;
      });
    },

    async listSubscriptions({ query, auth }) {
      return collectionText<Subscription>(await read((tx) => subscriptions(tx).listData(auth.mode, { ...page(query), where: { plan_id: query.plan_id } })));
    },

    async fetchSubscription({ params, auth }) {
      return read((tx) => findSubscription(tx, auth.mode, params.subscription_id));
    },

    async updateSubscription({ params, body, auth }) {
      const now = clock(auth.mode).now();
      return store.transaction(async (tx) => {
        const locked = await requireLocked(tx, auth.mode, params.subscription_id);
        const s = locked.read.entity;
        if (s.status !== 'authenticated' && s.status !== 'active') throw refuse('subscription_not_updatable'); // rule 1
        if (body.offer_id !== undefined) throw refuse('offer_not_found'); // rule 7
        const plan = body.plan_id !== undefined ? await requirePlan(tx, auth.mode, body.plan_id) : locked.plan;
        // rule 4: the same currency, or the plan is not one this subscription can move to
        if (plan.item.currency !== locked.plan.item.currency) throw refuse('id_not_found', {}, { field: 'plan_id' });
        if (body.start_at !== undefined && s.status !== 'authenticated') throw refuse('subscription_start_at_locked'); // rule 6
        if (body.start_at !== undefined && body.start_at <= now) throw refuse('subscription_start_at_past');
        const { schedule_change_at: when, ...change } = body;
        const ec = eventContext(tx, auth.mode);
        if (when === 'cycle_end') {
          // rule 3: stored, applied where the next cycle starts (charging.ts)
          const next = { ...s, has_scheduled_changes: true, change_scheduled_at: 'cycle_end' as const };
          await writeBilling(tx, auth.mode, s.id, { ...locked.billing, scheduledChange: change });
          return saveSubscription(tx, auth.mode, next, locked.read);
        }
        const boundary = nextCycleStart(s) ?? now;
        const moved = withUpdate({ subscription: s, billing: locked.billing }, change, plan, boundary);
        const { entity } = await machines.Subscription.fire(moved.subscription, 'update', ec);
        await writeBilling(tx, auth.mode, s.id, moved.billing);
        return saveSubscription(tx, auth.mode, entity, locked.read);
      });
    },

    async fetchSubscriptionScheduledChanges({ params, auth }) {
      return read(async (tx) => {
        const s = await findSubscription(tx, auth.mode, params.subscription_id);
        const billing = await readBilling(tx, auth.mode, s.id);
        if (!billing.scheduledChange) throw refuse('subscription_no_scheduled_changes'); // rule 1
        const plan = await requirePlan(tx, auth.mode, billing.scheduledChange.plan_id ?? s.plan_id);
        // a preview: the subscription as it will be once the update applies at the cycle's start
        return withUpdate({ subscription: s, billing }, billing.scheduledChange, plan, nextCycleStart(s) ?? clock(auth.mode).now()).subscription;
      });
    },

    async cancelSubscriptionScheduledChanges({ params, auth }) {
      return store.transaction(async (tx) => {
        const locked = await requireLocked(tx, auth.mode, params.subscription_id);
        if (!locked.billing.scheduledChange) throw refuse('subscription_no_scheduled_changes'); // rule 1
        await writeBilling(tx, auth.mode, locked.read.entity.id, { ...locked.billing, scheduledChange: null });
        return saveSubscription(tx, auth.mode, { ...locked.read.entity, has_scheduled_changes: false, change_scheduled_at: null }, locked.read);
      });
    },

    async cancelSubscription({ params, body, auth }) {
      const now = clock(auth.mode).now();
      return store.transaction(async (tx) => {
        const locked = await requireLocked(tx, auth.mode, params.subscription_id);
        const s = locked.read.entity;
        if (!machines.Subscription.can(s, 'cancel')) throw refuse('subscription_not_cancellable', { status: s.status }); // rule 1
        if (body?.cancel_at_cycle_end === '1') {
          // rule 3: the status stays; cancelled at current_end by charging.ts, with no charge
          if (s.status !== 'active') throw refuse('subscription_cycle_end_not_active');
          await writeBilling(tx, auth.mode, s.id, { ...locked.billing, cancelAtCycleEnd: true });
          return saveSubscription(tx, auth.mode, { ...s, end_at: s.current_end ?? s.end_at ?? null }, locked.read);
        }
        const ec = eventContext(tx, auth.mode);
        const { entity } = await machines.Subscription.fire({ ...s, ended_at: now, charge_at: null }, 'cancel', ec); // rule 2
        await cancelOutstanding(ctx, ec, locked);
        await writeBilling(tx, auth.mode, s.id, { ...locked.billing, outstanding: null, attempts: 0, cancelAtCycleEnd: false, scheduledChange: null });
        return saveSubscription(tx, auth.mode, { ...entity, has_scheduled_changes: false, change_scheduled_at: null }, locked.read);
      });
    },

    async pauseSubscription({ params, auth }) {
      return store.transaction(async (tx) => {
        const locked = await requireLocked(tx, auth.mode, params.subscription_id);
        const s = locked.read.entity;
        if (s.status !== 'active') throw refuse('subscription_not_pausable', { status: s.status }); // rule 1
        const { entity } = await machines.Subscription.fire({ ...s, charge_at: null }, 'pause', eventContext(tx, auth.mode)); // rule 2
        return saveSubscription(tx, auth.mode, entity, locked.read);
      });
    },

    async resumeSubscription({ params, auth }) {
      const now = clock(auth.mode).now();
      return store.transaction(async (tx) => {
        const locked = await requireLocked(tx, auth.mode, params.subscription_id);
        const s = locked.read.entity;
        if (s.status !== 'paused') throw refuse('subscription_not_resumable', { status: s.status }); // rule 1
        // rule 2: the next cycle boundary after now, on the subscription's own schedule
        const chargeAt = nextBoundary(locked.billing.anchorAt ?? s.current_start ?? now, locked.plan, now);
        const { entity } = await machines.Subscription.fire({ ...s, charge_at: chargeAt }, 'resume', eventContext(tx, auth.mode));
        return saveSubscription(tx, auth.mode, entity, locked.read);
      });
    },
  };
});
