/**
 * Test-mode switches (spec createTestSwitch, listTestSwitches, deleteTestSwitch; schema
 * TestSwitch): the next `count` payments of a card or UPI id fail at the bank, or the next
 * `count` delivery attempts to a webhook endpoint are answered with a status and not sent.
 *
 * A switch is found by its `target` lookup column, never by what it switches in the clear: a
 * card number or UPI id is kept only as an HMAC-SHA256 under the switch key (derived from the
 * master key by the composition root), so the card number is in no row (rule 2); an endpoint by
 * its id. A use locks the switch's row and writes it conditionally on its version (rule 4): two
 * payments at once take two uses, and the last use deletes the row.
 */
import { createHmac } from 'node:crypto';
import { idPrefixes, refuse } from '../../../generated/server/index.js';
import type { CreateTestSwitchBody, TestSwitch } from '../../../generated/types/index.js';
import type { PaymentSwitches, SwitchedReason } from '../../acquirer/acquirer.js';
import type { ServiceContext } from '../../context.js';
import { newId } from '../../ids.js';
import type { Mode, Store, Tx } from '../../store/store.js';
import type { DeliverySwitches } from '../../webhooks/worker.js';

const KIND = 'test_switches';
const switches = (tx: Tx) => tx.entities(KIND);

/** spec CreateTestSwitchBody: `count` 1 and `status_code` 500 when not given. */
const DEFAULT_STATUS = 500;

type Instrument = { card_number: string } | { vpa: string };

/** The `target` column of a switch: a keyed hash of the instrument (rule 2), or the endpoint's id. */
function instrumentTarget(key: Buffer, instrument: Instrument): string {
  const [kind, value] = 'card_number' in instrument ? ['card', instrument.card_number] : ['vpa', instrument.vpa.trim().toLowerCase()];
  return `${kind}:${createHmac('sha256', key).update(`${kind}:${value}`, 'utf8').digest('hex')}`;
}

function endpointTarget(webhookId: string): string {
  return `webhook:${webhookId}`;
}

/**
 * Takes one use of the newest switch on `target` (rule 4), under its row lock: answers it as it
 * was before the use, or undefined when none is left. A switch another use deleted meanwhile
 * (its last use) sends the search on to the next one.
 */
async function useOne(store: Store, mode: Mode, target: string): Promise<TestSwitch | undefined> {
  // most payments and deliveries have no switch: a read from the lookup index, and no write transaction (no commit to wait for)
  const any = await store.transaction((tx) => switches(tx).list(mode, { where: { target }, count: 1 }), { readOnly: true });
  if (any.length === 0) return undefined;
  return store.transaction(async (tx) => {
    for (let tries = 0; tries < 5; tries++) {
      const [candidate] = await switches(tx).list(mode, { where: { target }, count: 1 });
      if (!candidate) return undefined;
      const read = await switches(tx).getForUpdate(mode, candidate.id);
      if (!read || read.entity.count < 1) continue;
      const left = read.entity.count - 1;
      const written =
        left === 0
          ? await switches(tx).delete(mode, read.entity.id, { expectVersion: read.version })
          : await switches(tx).update(mode, { ...read.entity, count: left }, { expectVersion: read.version, lookups: { target } });
      if (written) return read.entity;
    }
    return undefined;
  });
}

/** The simulator's switches (acquirer.ts PaymentSwitches): test mode's, by the instrument's hash. */
export function paymentSwitches(store: Store, key: Buffer): PaymentSwitches {
  return {
    async use(instrument) {
      const used = await useOne(store, 'test', instrumentTarget(key, instrument));
      return used ? ((used.error_reason ?? 'declined_by_bank') as SwitchedReason) : undefined;
    },
  };
}

/** The delivery worker's switches (webhooks/worker.ts DeliverySwitches): test mode's only. */
export function deliverySwitches(store: Store): DeliverySwitches {
  return {
    async use(mode, endpointId) {
      if (mode !== 'test') return undefined;
      const used = await useOne(store, mode, endpointTarget(endpointId));
      return used ? { id: used.id, status: used.status_code ?? DEFAULT_STATUS } : undefined;
    },
  };
}

/** createTestSwitch (rules 1-3). */
export async function createTestSwitch(ctx: ServiceContext, mode: 'test', body: CreateTestSwitchBody): Promise<string> {
  const now = ctx.clocks.of(mode).now();
  const base = { id: newId(idPrefixes.TestSwitch), entity: 'test_switch' as const, count: body.count ?? 1, created_at: now };
  if (body.kind === 'webhook_failure') {
    const webhookId = body.webhook_id as string;
    return ctx.store.transaction(async (tx) => {
      // rule 3: an endpoint of the mode
      if (!(await tx.webhookEndpoints.get(mode, webhookId))) throw refuse('id_not_found', {}, { field: 'webhook_id' });
      const entity: TestSwitch = {
        ...base,
        kind: 'webhook_failure',
        card_last4: null,
        vpa: null,
        error_reason: null,
        webhook_id: webhookId,
        status_code: body.status_code ?? DEFAULT_STATUS,
      };
      return switches(tx).insert(mode, entity, { target: endpointTarget(webhookId) });
    });
  }
  const instrument: Instrument = body.card_number !== undefined ? { card_number: body.card_number } : { vpa: body.vpa as string };
  const entity: TestSwitch = {
    ...base,
    kind: 'payment_failure',
    // rule 2: the last 4 digits, never the number
    card_last4: 'card_number' in instrument ? instrument.card_number.slice(-4) : null,
    vpa: 'vpa' in instrument ? instrument.vpa.trim().toLowerCase() : null,
    error_reason: body.error_reason ?? 'declined_by_bank',
    webhook_id: null,
    status_code: null,
  };
  return ctx.store.transaction((tx) => switches(tx).insert(mode, entity, { target: instrumentTarget(ctx.switchKey, instrument) }));
}

/** listTestSwitches: newest first, a page of `count` after `skip`. */
export function listTestSwitches(ctx: ServiceContext, mode: 'test', query: { count?: number; skip?: number }): Promise<string[]> {
  return ctx.store.transaction((tx) => switches(tx).listData(mode, { count: query.count ?? 10, skip: query.skip ?? 0 }), { readOnly: true });
}

/** deleteTestSwitch. */
export async function deleteTestSwitch(ctx: ServiceContext, mode: 'test', id: string): Promise<{ id: string; entity: 'test_switch'; deleted: true }> {
  const deleted = await ctx.store.transaction((tx) => switches(tx).delete(mode, id));
  if (!deleted) throw refuse('id_not_found', {}, { field: 'switch_id' });
  return { id, entity: 'test_switch', deleted: true };
}
