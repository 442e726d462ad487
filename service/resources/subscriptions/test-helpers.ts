/**
 * The test helpers of subscriptions (spec authorizeTestSubscription, chargeTestSubscription):
 * the customer authorizing the mandate, and the reference's "charge this now", through the same
 * paths as the page (mandate.ts) and the scheduler (charging.ts).
 */
import { type HandlerBody, refuse } from '../../../generated/server/index.js';
import type { Subscription } from '../../../generated/types/index.js';
import { TEST_CARDS } from '../../acquirer/test-instruments.js';
import type { ServiceContext } from '../../context.js';
import { chargeStep } from './charging.js';
import { CHARGEABLE } from './lifecycle.js';
import { authorizeMandate } from './mandate.js';
import { findSubscription } from './records.js';

const fetch = (ctx: ServiceContext, id: string) => ctx.store.transaction((tx) => findSubscription(tx, 'test', id), { readOnly: true });

export async function authorizeTestSubscription(
  ctx: ServiceContext,
  mode: 'test',
  id: string,
  body: HandlerBody<'authorizeTestSubscription'>,
): Promise<Subscription> {
  const number = body.card_number;
  // rule 1: a documented test card (never a real one: this is test mode)
  if (!TEST_CARDS.some((c) => c.number === number)) throw refuse('test_card_unknown');
  const now = new Date(ctx.clocks.of(mode).nowMs());
  // a card valid for two more years, as a customer's would be
  await authorizeMandate(ctx, mode, id, { number, expiry_month: 12, expiry_year: now.getUTCFullYear() + 2, cvv: '123', name: 'Test Customer' });
  return fetch(ctx, id);
}

export async function chargeTestSubscription(
  ctx: ServiceContext,
  mode: 'test',
  id: string,
  body: HandlerBody<'chargeTestSubscription'>,
): Promise<Subscription> {
  const s = await fetch(ctx, id);
  if (!CHARGEABLE.includes(s.status)) throw refuse('subscription_not_chargeable', { status: s.status }); // rule 4
  await chargeStep(ctx, mode, id, { simulate: body.outcome });
  return fetch(ctx, id);
}
