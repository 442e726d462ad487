/**
 * A model test of subscriptions (fast-check): random sequences of what a merchant, a bank and
 * time do to a subscription (advance test mode's clock, "charge now" with either outcome, pause,
 * resume, update now or at cycle end, cancel now or at cycle end), driven over HTTP against a
 * model of the spec's machine (generated machineDefinitions.Subscription). After every step:
 * every status the gateway reports is reachable from the last by the machine's transitions;
 * pause, resume and cancel do what the model says; no invoice is ever paid twice and every paid
 * invoice has exactly one captured payment; `paid_count` is the number of paid invoices; and
 * nothing is charged while the subscription is paused, cancelled, halted, completed or expired.
 * SQLite only: 400 runs over HTTP (PAISA_CHAOS=full: 1,000); the engines' locking is held to the same rules by
 * subscriptions.test.ts on both.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineDefinitions } from '../../generated/server/index.js';
import type { Invoice, Plan, Subscription } from '../../generated/types/index.js';
import { manualClock } from '../../service/clock.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { LONG_FORM } from '../support/long-form.js';

const DAY = 86_400;
const machine = machineDefinitions.Subscription;
/** states from which time and "charge now" must never charge */
const NOT_CHARGED: readonly Subscription['status'][] = ['paused', 'cancelled', 'halted', 'completed', 'expired'];
const LIVE: readonly Subscription['status'][] = ['created', 'authenticated', 'active', 'pending', 'halted', 'paused'];

/** Every state reachable from `from` by the machine's transitions (itself included). */
function reachableFrom(from: Subscription['status']): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from as string];
  while (queue.length) {
    const state = queue.shift() as string;
    for (const t of machine.transitions) {
      const froms = t.from === null ? [] : [t.from];
      if (froms.includes(state as never) && !seen.has(t.to)) {
        seen.add(t.to);
        queue.push(t.to);
      }
    }
  }
  return seen;
}

type Command =
  | { kind: 'advance'; days: number }
  | { kind: 'charge'; outcome: 'success' | 'failure' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'update'; quantity: number; at: 'now' | 'cycle_end' }
  | { kind: 'cancel'; atCycleEnd: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 75 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('charge' as const), outcome: fc.constantFrom('success' as const, 'failure' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pause' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resume' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      quantity: fc.integer({ min: 1, max: 3 }),
      at: fc.constantFrom('now' as const, 'cycle_end' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), atCycleEnd: fc.boolean() }) },
);

describe('subscriptions against a model of the spec machine (fast-check)', () => {
  let gw: TestGateway;
  let plan: Plan;
  beforeAll(async () => {
    gw = await startGateway({ engine: 'sqlite', clock: manualClock(Math.floor(Date.now() / 1000)) });
    plan = await gw.client().plans.create({ period: 'monthly', interval: 1, item: { name: 'Model', amount: 10_000, currency: 'INR' } });
  });
  afterAll(() => gw?.stop());

  async function ledger(id: string): Promise<{ paid: number; captured: number; doubly: Invoice[] }> {
    const invoices = (await gw.client().invoices.list({ subscription_id: id, count: 100 })).items;
    let captured = 0;
    const doubly: Invoice[] = [];
    for (const invoice of invoices) {
      const payments = await gw.ctx.store.transaction((tx) => tx.entities('payments').list('test', { where: { invoice_id: invoice.id }, count: 100 }), {
        readOnly: true,
      });
      const n = payments.filter((p) => p.status === 'captured').length;
      captured += n;
      if (n > 1 || (invoice.status === 'paid') !== (n === 1)) doubly.push(invoice);
    }
    return { paid: invoices.filter((i) => i.status === 'paid').length, captured, doubly };
  }

  it('never charges twice, never charges while paused, cancelled or halted, and moves only as the machine allows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('4111111111111111', '4000000000000341'),
        fc.integer({ min: 0, max: 4 }),
        fc.array(command, { minLength: 1, maxLength: 8 }),
        async (card, totalCount, commands) => {
          const client = gw.client();
          const created = await client.subscriptions.create({ plan_id: plan.id, total_count: totalCount });
          let s = await client.testHelpers.authorizeSubscription(created.id, { card_number: card });
          let before = await ledger(s.id);
          for (const c of commands) {
            const was = s.status;
            let refused = false;
            const attempt = async (call: () => Promise<unknown>) => {
              try {
                await call();
              } catch {
                refused = true;
              }
            };
            if (c.kind === 'advance') await client.testHelpers.advanceClock({ by: c.days * DAY });
            else if (c.kind === 'charge') await attempt(() => client.testHelpers.chargeSubscription(s.id, { outcome: c.outcome }));
            else if (c.kind === 'pause') await attempt(() => client.subscriptions.pause(s.id, {}));
            else if (c.kind === 'resume') await attempt(() => client.subscriptions.resume(s.id, {}));
            else if (c.kind === 'update') await attempt(() => client.subscriptions.update(s.id, { quantity: c.quantity, schedule_change_at: c.at }));
            else await attempt(() => client.subscriptions.cancel(s.id, c.atCycleEnd ? { cancel_at_cycle_end: '1' } : {}));
            s = await client.subscriptions.fetch(s.id);
            const after = await ledger(s.id);

            // moves only along the machine
            expect(reachableFrom(was).has(s.status), `${was} -> ${s.status} by ${JSON.stringify(c)}`).toBe(true);
            // what the model says the merchant's calls do
            if (c.kind === 'pause') expect(s.status).toBe(was === 'active' ? 'paused' : was);
            if (c.kind === 'resume') expect(s.status).toBe(was === 'paused' ? 'active' : was);
            if (c.kind === 'cancel' && !c.atCycleEnd) expect(s.status).toBe(LIVE.includes(was) ? 'cancelled' : was);
            if (c.kind === 'charge' && NOT_CHARGED.includes(was) && was !== 'halted') expect(refused).toBe(true);
            // never a double charge; the count of paid cycles is the count of paid invoices
            expect(after.doubly).toEqual([]);
            expect(s.paid_count).toBe(after.paid);
            // never a charge while paused, cancelled, halted (by time), completed or expired
            if (NOT_CHARGED.includes(was) && !(c.kind === 'charge' && was === 'halted'))
              expect(after.captured, `charged while ${was} by ${JSON.stringify(c)}`).toBe(before.captured);
            before = after;
          }
          // a live subscription left behind would be scanned by every later run's clock advances
          if (LIVE.includes(s.status)) await client.subscriptions.cancel(s.id);
        },
      ),
      { numRuns: LONG_FORM ? 1_000 : 400 },
    );
  }, 600_000);
});
